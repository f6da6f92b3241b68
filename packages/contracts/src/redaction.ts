// What a court's personal-data rule asks to be redacted and how (issue 43): the kinds of data, what part of each
// may stay, the look of a redaction, each rule with its sources. The data is in packages/courts; the engine applies it.
import { z } from "zod";
import { ZFactSource } from "./courts.ts";
import { ZPersonalDataRule } from "./filing.ts";

/** Every kind of personal data a redaction rule can name. */
export const REDACTION_KINDS = [
  "social-security-number",
  "taxpayer-id",
  "financial-account-number",
  "card-number",
  "birth-date",
  "drivers-licence",
  "passport-number",
  "home-address",
  "minor-name",
] as const;
export const ZRedactionKind = z.enum(REDACTION_KINDS);
export type TRedactionKind = z.infer<typeof ZRedactionKind>;

/**
 * What may stay of a value: its last four characters, a birth date's year, a name's initials, or nothing.
 * The rest is removed from the file.
 */
export const ZRedactionKeep = z.enum(["last-4", "year", "initials", "nothing"]);
export type TRedactionKeep = z.infer<typeof ZRedactionKeep>;

/** "black-box": a filled black box; "x-per-character": the removed characters printed as "X" (Tex. R. Civ. P. 21c). */
export const ZRedactionStyle = z.enum(["black-box", "x-per-character"]);
export type TRedactionStyle = z.infer<typeof ZRedactionStyle>;

export const ZRedactionKindRule = z.object({
  kind: ZRedactionKind,
  keep: ZRedactionKeep,
  /** The paragraph that says so: "FRCP 5.2(a)(1)". */
  cites: z.string().min(1),
});
export type TRedactionKindRule = z.infer<typeof ZRedactionKindRule>;

export const ZRedactionRuleSet = z.object({
  id: ZPersonalDataRule,
  /** "Fed. R. Civ. P. 5.2". */
  name: z.string().min(1),
  kinds: z.array(ZRedactionKindRule).min(1),
  style: ZRedactionStyle,
  /** Printed in each black box ("[REDACTED: SSN]") when the rule asks that a redaction shows it is one. */
  label: z.boolean(),
  /** A reminder the person is shown at filing (Texas's "contains sensitive data" designation), or null. */
  filingReminder: z.string().nullable(),
  sources: z.array(ZFactSource).min(1),
});
export type TRedactionRuleSet = z.infer<typeof ZRedactionRuleSet>;
