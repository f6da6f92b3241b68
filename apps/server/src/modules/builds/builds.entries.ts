// Matching the lists the browser sends in file order (descriptions, redactions, translations) to the build's files.
/**
 * Each file's entry of a list the browser sends in file order (descriptions with a message export's choice,
 * redactions), matched by position when the names line up, otherwise by name: a list that does not match never
 * moves an entry onto the wrong exhibit.
 */
export function entriesFor<T extends { name: string }>(
  files: { name: string }[],
  entries: readonly T[],
): (T | undefined)[] {
  const unused = [...entries];
  return files.map((file, i) => {
    const byPosition = entries[i];
    const match =
      byPosition && byPosition.name === file.name && unused.includes(byPosition)
        ? byPosition
        : unused.find((e) => e.name === file.name);
    if (!match) return undefined;
    unused.splice(unused.indexOf(match), 1);
    return match;
  });
}
