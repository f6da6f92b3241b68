// Filing profiles and the filing check (issue 36): what a court's e-filing rules ask of each file, every rule with
// where it was read, and what the check found in a file. packages/courts holds the profiles, the engine runs the
// check, the server and the web app show it; all of them speak these shapes.
import { z } from "zod";
import { ZFactSource } from "./courts.ts";

/** The check's rule ids: the CLI's `--json`, the quality report and the builder name findings by them. */
export const FILING_RULE_IDS = [
  "encrypted",
  "javascript",
  "embedded-file",
  "form-fields",
  "rich-media",
  "page-size",
  "not-searchable",
  "font-not-embedded",
  "bookmarks",
  "file-size",
  "envelope-size",
  "file-name",
  "clerk-box",
  "links",
  "low-resolution",
  "personal-data",
  "hidden-text-under-box",
] as const;
export const ZFilingRuleId = z.enum(FILING_RULE_IDS);
export type TFilingRuleId = z.infer<typeof ZFilingRuleId>;

/** A blocker stops the filing (the clerk or the e-filing system refuses it); a warning is worth fixing. */
export const ZFindingSeverity = z.enum(["blocker", "warning"]);
export type TFindingSeverity = z.infer<typeof ZFindingSeverity>;

/** A rule of a profile: its value and at least one source. A rule nobody can cite is not shipped (null). */
function sourced<T extends z.ZodType>(value: T) {
  return z.object({ value, sources: z.array(ZFactSource).min(1) });
}

/** A box the clerk stamps into, measured in inches from the page's top-right corner. */
export const ZClerkBox = z.object({
  width_in: z.number().positive(),
  height_in: z.number().positive(),
});
export type TClerkBox = z.infer<typeof ZClerkBox>;

/** A file-name rule: `pattern` (a JavaScript RegExp source, whole name without extension) and a length cap. */
export const ZFileNameRule = z.object({
  pattern: z.string().min(1),
  /** Most characters in the whole name, extension included. */
  max_length: z.number().int().positive(),
  /** The rule in words, as the finding and the UI say it: "letters, digits, spaces, - and _; at most 50 characters". */
  description: z.string().min(1),
});
export type TFileNameRule = z.infer<typeof ZFileNameRule>;

/** The personal-data rule sets a court applies (FRCP 5.2 and the states' own). */
export const PERSONAL_DATA_RULES = [
  "frcp-5.2",
  "tex-r-civ-p-21c",
  "ill-s-ct-r-138",
  "fla-r-gen-prac-2.425",
  "cal-r-ct-1.201",
] as const;
export const ZPersonalDataRule = z.enum(PERSONAL_DATA_RULES);
export type TPersonalDataRule = z.infer<typeof ZPersonalDataRule>;

export const ZFilingProfile = z.object({
  /** The court preset this profile is for. */
  court: z.string().min(1),
  /**
   * "sourced": the court's own (or its state's, or the federal judiciary's) rules. "generic": no sourced profile for
   * this court, so the strictest common rules, each still citing the court whose rule it is; the UI says so.
   */
  kind: z.enum(["sourced", "generic"]),
  /** What the profile follows, in words: "Texas state courts (eFileTexas)". */
  name: z.string().min(1),
  max_document_mb: sourced(z.number().positive()).nullable(),
  max_envelope_mb: sourced(z.number().positive()).nullable(),
  /** "internal": links within the file are fine; "none": no link annotations at all. */
  links: sourced(z.enum(["internal", "none"])).nullable(),
  clerk_box_first_page: sourced(ZClerkBox).nullable(),
  clerk_box_later_pages: sourced(ZClerkBox).nullable(),
  /** Legal-size pages: shrunk to Letter, or kept at their size. */
  page_size: sourced(z.enum(["scale-to-letter", "keep-legal"])).nullable(),
  file_name: sourced(ZFileNameRule).nullable(),
  bookmarks_required: sourced(z.boolean()).nullable(),
  searchable_required: sourced(z.boolean()).nullable(),
  forms_flattened: sourced(z.boolean()).nullable(),
  /** One combined binder, or a lead document with the exhibits as attachments. */
  packaging: sourced(z.enum(["combined", "lead-plus-attachments"])).nullable(),
  personal_data: z.array(sourced(ZPersonalDataRule)),
  notes: z.array(z.string()),
});
export type TFilingProfile = z.infer<typeof ZFilingProfile>;
/** Messages of GET /api/presets/:id/filing-profile, shared so the server and its tests quote the same words. */
export const FILING_PROFILE_MESSAGES = {
  unknownCourt: "No court has that id. Pick the court again from the court list.",
} as const;

/** The rule fields of a profile (everything that carries sources). */
export type TFilingProfileRuleKey = Exclude<keyof TFilingProfile, "court" | "kind" | "name" | "notes">;

/** Every rule of a profile unset: no rule recorded. Profiles are built on top of it, one sourced rule at a time. */
export const NO_FILING_RULES: Readonly<Pick<TFilingProfile, TFilingProfileRuleKey>> = Object.freeze({
  max_document_mb: null,
  max_envelope_mb: null,
  links: null,
  clerk_box_first_page: null,
  clerk_box_later_pages: null,
  page_size: null,
  file_name: null,
  bookmarks_required: null,
  searchable_required: null,
  forms_flattened: null,
  packaging: null,
  personal_data: [],
});

/** What the app can do about a finding itself, with one button: the check runs again after it. */
export const ZFindingFix = z.enum(["ocr", "flatten", "split", "rename"]);
export type TFindingFix = z.infer<typeof ZFindingFix>;

export const ZFilingFinding = z.object({
  rule: ZFilingRuleId,
  severity: ZFindingSeverity,
  /** 1-based page in that file; null for a finding about the whole file. */
  page: z.number().int().positive().nullable(),
  message: z.string().min(1),
  /** The rule's citation ("Title — URL"), null for checks no court rule names (an unreadable file). */
  source: z.string().nullable(),
  /** What to do about it, in words. */
  fix: z.string().min(1),
  /** The app's one-step fix, when it has one. */
  action: ZFindingFix.nullable(),
});
export type TFilingFinding = z.infer<typeof ZFilingFinding>;

export const ZFilingCheckFile = z.object({
  file: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
  findings: z.array(ZFilingFinding),
});
export type TFilingCheckFile = z.infer<typeof ZFilingCheckFile>;

/** `courtready check --json`, the quality report's filing section and the builder's check all carry this. */
export const ZFilingCheckReport = z.object({
  court: z.string().min(1),
  profile: z.enum(["sourced", "generic"]),
  files: z.array(ZFilingCheckFile),
});
export type TFilingCheckReport = z.infer<typeof ZFilingCheckReport>;

/** Whether the report lets the person file: no blocker in any file. */
export function readyToFile(report: TFilingCheckReport): boolean {
  return report.files.every((file) => file.findings.every((finding) => finding.severity !== "blocker"));
}
