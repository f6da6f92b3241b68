// Redaction rule sets for engine tests, shaped as packages/courts has them (the engine may not import the court
// directory; cli-court.test.ts reads the real ones).
import type { TLicenceShape, TRedactionRuleSet } from "@courtready/contracts";

const SOURCE = { title: "test", url: "https://example.test/rule", read: "2026-11-27", value: null };
/** FRCP 5.2 as the directory has it, less taxpayer and card numbers. */
export const FEDERAL: TRedactionRuleSet = {
  id: "frcp-5.2",
  name: "Fed. R. Civ. P. 5.2",
  kinds: [
    { kind: "social-security-number", keep: "last-4", cites: "FRCP 5.2(a)(1)" },
    { kind: "birth-date", keep: "year", cites: "FRCP 5.2(a)(2)" },
    { kind: "minor-name", keep: "initials", cites: "FRCP 5.2(a)(3)" },
    { kind: "financial-account-number", keep: "last-4", cites: "FRCP 5.2(a)(4)" },
  ],
  style: "black-box",
  label: false,
  filingReminder: null,
  sources: [SOURCE],
};
/** Tex. R. Civ. P. 21c's look: nothing kept, an X for each character. */
export const TEXAS: TRedactionRuleSet = {
  ...FEDERAL,
  id: "tex-r-civ-p-21c",
  name: "Tex. R. Civ. P. 21c",
  kinds: FEDERAL.kinds.map((k) => ({ ...k, keep: "nothing" })),
  style: "x-per-character",
};

/** Two licence shapes as the directory words them (packages/courts holds the sourced ones): for the finder's tests. */
export const TX_SHAPE: TLicenceShape = {
  state: "TX",
  shape: "7 or 8 digits",
  pattern: String.raw`\d{7,8}`,
  sources: [SOURCE],
};
export const CA_SHAPE: TLicenceShape = {
  state: "CA",
  shape: "1 letter + 7 digits",
  pattern: String.raw`[A-Z]\d{7}`,
  sources: [SOURCE],
};
