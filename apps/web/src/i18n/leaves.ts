// Reads a catalogue as flat "a.b.c" → text pairs, for the checks that hold catalogues to each other and to their rules.

// A catalogue as its JSON holds it: nested objects, and lists (paragraphs, steps) whose leaves are "a.b.0", "a.b.1"…
export type Tree = { readonly [key: string]: string | Tree } | readonly (string | Tree)[];

/** Every leaf of a catalogue as "a.b.c" → text. */
export function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}
