// Case roles and the exhibit-label rule: one place for the whole product (engine, builder, preview, project
// edit, Word export, share page, dashboard). `exhibitLabel` is a position's label; `assignExhibitLabels` decides
// every document's label in a binder, kept or by position. Numbered roles label 1, 2, 3…; lettered roles A–Z then A1, A2… (builder-and-projects.md §5), or AA–AZ,
// BA–BZ… when a court asks for it (S.D. Cal. Civil L.R. 5.1(e)).
import { z } from "zod";

export const NUMBERED_ROLES = [
  "plaintiff",
  "petitioner",
  "appellant",
  "cross_complainant",
  "third_party_plaintiff",
  "claimant",
  "counter_claimant",
] as const;
export const LETTERED_ROLES = [
  "defendant",
  "respondent",
  "appellee",
  "cross_defendant",
  "intervenor",
  "third_party_defendant",
  "counter_defendant",
] as const;
export const ROLES = [...NUMBERED_ROLES, ...LETTERED_ROLES] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;
export const DEFAULT_ROLE: TRole = "plaintiff";

/** How a role is written on stickers and covers. */
export const ROLE_NAMES: Readonly<Record<TRole, string>> = {
  plaintiff: "Plaintiff",
  petitioner: "Petitioner",
  appellant: "Appellant",
  cross_complainant: "Cross-Complainant",
  third_party_plaintiff: "Third-Party Plaintiff",
  claimant: "Claimant",
  counter_claimant: "Counter-Claimant",
  defendant: "Defendant",
  respondent: "Respondent",
  appellee: "Appellee",
  cross_defendant: "Cross-Defendant",
  intervenor: "Intervenor",
  third_party_defendant: "Third-Party Defendant",
  counter_defendant: "Counter-Defendant",
};

export function isNumberedRole(role: TRole): boolean {
  return (NUMBERED_ROLES as readonly string[]).includes(role);
}

/** The possessive on a sticker: "PLAINTIFF'S", "THIRD-PARTY DEFENDANT'S". */
export function roleExhibitWord(role: TRole): string {
  return `${ROLE_NAMES[role].toUpperCase()}'S`;
}

/** The words on an exhibit sticker, slip sheet and label: "PLAINTIFF'S EXHIBIT 1". */
export function exhibitStickerTitle(role: TRole, label: string): string {
  return `${roleExhibitWord(role)} EXHIBIT ${label}`;
}

/** The longest exhibit label a person may keep or type. */
export const MAX_EXHIBIT_LABEL_LENGTH = 20;

/**
 * The optional `exhibitLabels` field of a build (JSON text): each file's kept label, by position; null or "" where the
 * file has none and takes a free one (assignExhibitLabels). A saved project's documents keep theirs this way. Parsed
 * here, once, to each label trimmed or undefined: nothing after this sees a null.
 */
export const ZKeptExhibitLabels = z
  .array(z.string().max(MAX_EXHIBIT_LABEL_LENGTH).nullable())
  .max(1000)
  .transform((labels) => labels.map((label) => label?.trim() || undefined));

export const ZLabelOptions = z.object({
  /** "A1": A–Z, then A1, A2… (the spec's rule, default). "AA": A–Z, then AA–AZ, BA–BZ… */
  letterStyle: z.enum(["A1", "AA"]).default("A1"),
  /** First number for numbered roles (e.g. 101 when the defence numbers from 101). */
  startNumber: z.number().int().min(0).max(1_000_000).default(1),
});
export type TLabelOptions = z.input<typeof ZLabelOptions>;

function spreadsheetLetters(position: number): string {
  // 0 → A, 25 → Z, 26 → AA, 51 → AZ, 52 → BA … (bijective base 26)
  let n = position + 1;
  let out = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/**
 * The label of the exhibit at a zero-based position.
 * @example exhibitLabel("plaintiff", 0) // → "1"
 * @example exhibitLabel("defendant", 26) // → "A1"
 * @example exhibitLabel("defendant", 26, { letterStyle: "AA" }) // → "AA"
 * @example exhibitLabel("plaintiff", 0, { startNumber: 101 }) // → "101"
 */
export function exhibitLabel(role: TRole, position: number, options: TLabelOptions = {}): string {
  if (!Number.isInteger(position) || position < 0)
    throw new RangeError(`Invalid exhibit position ${position}`);
  const { letterStyle, startNumber } = ZLabelOptions.parse(options);
  if (isNumberedRole(role)) return String(startNumber + position);
  if (position < 26) return String.fromCharCode(65 + position);
  return letterStyle === "AA" ? spreadsheetLetters(position) : `A${position - 25}`;
}

/**
 * The label of every document of a binder, in binder order: the one rule behind the stamps, index, bookmarks,
 * exhibit list, Bates manifest, Word export, share page, edit screen and dashboard card.
 * - `relabel` on: each document takes the label of its position (labels follow the order).
 * - `relabel` off: each document keeps the label it has (`kept[i]`, trimmed); one without a label, or with a label
 *   an earlier document already has, takes the first label of the sequence no document has, in order. So a binder
 *   never shows two exhibits with one label, and documents that all have no label are labelled by position.
 * @example assignExhibitLabels("plaintiff", ["6", "1", "2"]) // → ["6", "1", "2"]
 * @example assignExhibitLabels("plaintiff", ["6", "1", "2"], { relabel: true }) // → ["1", "2", "3"]
 * @example assignExhibitLabels("plaintiff", ["3", "", "1"]) // → ["3", "2", "1"]
 */
export function assignExhibitLabels(
  role: TRole,
  kept: readonly (string | null | undefined)[],
  options: TLabelOptions & { relabel?: boolean } = {},
): string[] {
  const { relabel = false, ...labelOptions } = options;
  const byPosition = (position: number) => exhibitLabel(role, position, labelOptions);
  if (relabel) return kept.map((_, i) => byPosition(i));
  const labels: string[] = [];
  const used = new Set<string>();
  for (const value of kept) {
    const label = value?.trim() ?? "";
    const own = label !== "" && !used.has(label) ? label : "";
    labels.push(own);
    if (own) used.add(own);
  }
  // Kept labels are all known before any free one is handed out, so a free label never takes one a later
  // document keeps.
  let next = 0;
  return labels.map((label) => {
    if (label) return label;
    while (used.has(byPosition(next))) next += 1;
    const free = byPosition(next);
    used.add(free);
    return free;
  });
}
