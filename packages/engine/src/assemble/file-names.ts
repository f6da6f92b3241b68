// The names of the files a build writes (the binder or its volumes, the exhibit list, each exhibit's PDF, the
// review and print versions): today's names, or, under a court's file-name rule (contracts' TFileNameRule), readable
// names that rule accepts ("Exhibit_Binder_Vol_1.pdf"). One place, so the files, the ZIP entries and the links and
// bookmarks between volumes always agree.
import type { TFileNameRule, TFilingProfile } from "@courtready/contracts";

/** A file name safe on every system: no path separators, control characters or reserved punctuation. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_")
    .replace(/^\.+/, "_")
    .trim();
  return (cleaned || "file").slice(0, 120);
}

/** Where an exhibit split across volumes is cut: its part `part` of `of`. */
export interface PartOf {
  part: number;
  of: number;
}

export interface OutputNames {
  /** The whole binder (or the supplement). */
  binder: string;
  volume: (n: number) => string;
  exhibitList: string;
  /** An exhibit's own PDF (inside the ZIP's exhibits/ folder). */
  exhibit: (label: string, source: string, part?: PartOf) => string;
  review: string;
  print: string;
}

const withoutExtension = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, "");

/** Today's names: what every build without a court file-name rule writes. */
export const DEFAULT_NAMES: OutputNames = {
  binder: "binder.pdf",
  volume: (n) => `binder-volume-${n}.pdf`,
  exhibitList: "exhibit-list.pdf",
  exhibit: (label, source, part) =>
    `Exhibit ${label} - ${withoutExtension(safeFileName(source))}${part ? ` (part ${part.part} of ${part.of})` : ""}.pdf`,
  review: "binder-review.pdf",
  print: "binder-print.pdf",
};

/** The review version's name when the court takes no links: the copy with links says it is not to be filed. */
const REVIEW_NOT_FOR_FILING = "binder-review-not-for-filing.pdf";

/** Separators tried in turn, the most readable first, for a rule that refuses some of them. */
const SEPARATORS = ["_", "-", " ", ""];

/** Latin letters that no accent removal turns plain. */
const PLAIN: Record<string, string> = {
  ß: "ss",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ø: "O",
  ø: "o",
  Œ: "OE",
  œ: "oe",
  Æ: "AE",
  æ: "ae",
  ı: "i",
};

/**
 * A character as the rule takes it: itself when the rule accepts it (a letter or digit), else its plain Latin
 * letters ("ő" → "o", "ß" → "ss") when the rule accepts those, else nothing (it separates words).
 */
function keptCharacter(c: string, accepts: (c: string) => boolean): string {
  if (/[\p{L}\p{N}]/u.test(c) && accepts(c)) return c;
  const plain = PLAIN[c] ?? c.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return /^[A-Za-z0-9]+$/.test(plain) && [...plain].every(accepts) ? plain : "";
}

/** A word with its first letter in capitals, when the rule accepts that letter so. */
function capitalised(word: string, accepts: (c: string) => boolean): string {
  const first = word[0]!.toUpperCase();
  return first.length === 1 && accepts(first) ? first + word.slice(1) : word;
}

/** The words of a name, in characters the rule accepts. */
function wordsOf(name: string, accepts: (c: string) => boolean): string[] {
  const words: string[] = [];
  let word = "";
  for (const c of name.normalize("NFC")) {
    const kept = keptCharacter(c, accepts);
    if (kept) word += kept;
    else if (word) {
      words.push(word);
      word = "";
    }
  }
  if (word) words.push(word);
  return words;
}

/**
 * A name for `title` (words, any characters) with `extension` that `rule` accepts: its letters and digits kept (as
 * plain Latin letters where the rule refuses the accented ones), words joined by the first separator the rule takes,
 * words cut from the end to fit its length. Deterministic; throws when no name can satisfy the rule (a rule that
 * refuses letters and digits is a data error).
 * @example ruledName("Exhibit Binder Vol 1", ".pdf", texasRule) // → "Exhibit_Binder_Vol_1.pdf"
 */
export function ruledName(title: string, extension: string, rule: TFileNameRule): string {
  const pattern = new RegExp(rule.pattern, "u");
  const accepts = (c: string) => pattern.test(c);
  const words = wordsOf(title, accepts);
  const room = rule.max_length - extension.length;
  for (const separator of SEPARATORS) {
    // Joined with nothing between them, words start with a capital so the name still reads: "ExhibitBinderVol1".
    let kept = separator === "" ? words.map((w) => capitalised(w, accepts)) : [...words];
    let name = kept.join(separator);
    // Whole words go from the end (the label and kind come first); a single long word is cut.
    while (name.length > room && kept.length > 1) {
      kept = kept.slice(0, -1);
      name = kept.join(separator);
    }
    name = name.slice(0, room);
    if (name && pattern.test(name)) return `${name}${extension}`;
  }
  throw new Error(`No file name for "${title}" satisfies the court's rule (${rule.description})`);
}

/**
 * The names a build writes under `profile`'s file-name rule (today's names without one). A supplement's binder is
 * named as one. Names the rule would make equal (long titles cut short) get a number to stay apart. Where the court
 * takes no links, the review version's name says it is not for filing.
 */
export function outputNames(profile: TFilingProfile | undefined, supplement = false): OutputNames {
  const rule = profile?.file_name?.value;
  const noLinks = profile?.links?.value === "none";
  if (!rule) return noLinks ? { ...DEFAULT_NAMES, review: REVIEW_NOT_FOR_FILING } : DEFAULT_NAMES;
  const taken = new Map<string, string>();
  // The same title always gives the same name; a different title that lands on a taken name is numbered.
  const name = (title: string): string => {
    const key = title;
    const known = taken.get(key);
    if (known) return known;
    const used = new Set(taken.values());
    let candidate = ruledName(title, ".pdf", rule);
    for (let n = 2; used.has(candidate); n++) candidate = ruledName(`${n} ${title}`, ".pdf", rule);
    taken.set(key, candidate);
    return candidate;
  };
  const binder = supplement ? "Supplemental Exhibits" : "Exhibit Binder";
  return {
    binder: name(binder),
    volume: (n) => name(`${binder} Vol ${n}`),
    exhibitList: name(supplement ? "Supplemental Exhibit List" : "Exhibit List"),
    exhibit: (label, source, part) =>
      name(`Exhibit ${label} ${part ? `Part ${part.part} of ${part.of} ` : ""}${withoutExtension(source)}`),
    review: name(`${binder} Review Copy${noLinks ? " Not For Filing" : ""}`),
    print: name(`${binder} Print Copy`),
  };
}
