// Plain text from the copied sources' strings: their HTML entities and tags removed and their spacing tidied, so a
// card shows "Donohue Federal Building & U.S. Courthouse", not "&amp;" or "<b>". Nothing else is rewritten.

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Decodes entities, drops tags, collapses whitespace (none before a comma) and trims; null when nothing is left. */
export function plainText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .replace(/ ([,;])/g, "$1")
    .trim();
  return text === "" ? null : text;
}

/** The digits of a phone number, so one number written two ways ("(212) 805-0136", "212-805-0136") compares equal. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "");
}
