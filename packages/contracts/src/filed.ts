// What was filed: the "filed manifest" a binder carries (engine) and a saved project keeps (server), from which a
// supplement continues its labels, page and Bates numbers without changing anything already filed.
import { z } from "zod";
import { ZFilingCheckReport } from "./filing.ts";
import { ZRole } from "./labels.ts";

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD.");

/** One filed exhibit as the court has it. */
export const ZFiledExhibit = z.object({
  label: z.string().min(1).max(40),
  description: z.string().max(2000),
  pages: z.number().int().min(1),
  startPage: z.number().int().min(1),
  endPage: z.number().int().min(1),
  batesStart: z.string().max(40).nullable(),
  batesEnd: z.string().max(40).nullable(),
});
export type TFiledExhibit = z.infer<typeof ZFiledExhibit>;

/** One document handed to the court: the binder, then each supplement, in order. */
export const ZFiling = z.object({
  kind: z.enum(["binder", "supplement"]),
  /** The day it was filed; null until the person says so (a CLI build knows only when it was prepared). */
  filedOn: ZDay.nullable(),
  preparedOn: ZDay,
  firstPage: z.number().int().min(1),
  lastPage: z.number().int().min(1),
  /** Labels of its exhibits, in order. */
  labels: z.array(z.string()).min(1),
});
export type TFiling = z.infer<typeof ZFiling>;

export const FILED_MANIFEST_FORMAT = "courtready-filed-manifest";

/** Everything filed so far in one case by one party: what a supplement needs to continue. */
export const ZFiledManifest = z.object({
  format: z.literal(FILED_MANIFEST_FORMAT),
  version: z.literal(1),
  role: ZRole,
  case: z.object({
    courtName: z.string().max(500).optional(),
    caseName: z.string().max(500).optional(),
    caseNumber: z.string().max(200).optional(),
    partyName: z.string().max(500).optional(),
  }),
  labels: z.object({
    letterStyle: z.enum(["A1", "AA"]),
    startNumber: z.number().int().min(0).max(1_000_000),
  }),
  /** Bates numbering as filed; null when the filed binder had none (a supplement then has none either). */
  bates: z
    .object({
      prefix: z.string().min(1).max(20),
      digits: z.number().int().min(1).max(12),
      /** The last Bates number used (the number, without prefix). */
      last: z.number().int().min(0),
    })
    .nullable(),
  /** The last page number printed on anything filed. */
  lastPage: z.number().int().min(1),
  filings: z.array(ZFiling).min(1),
  /** Every filed exhibit, in page order. */
  exhibits: z.array(ZFiledExhibit).min(1),
});
export type TFiledManifest = z.infer<typeof ZFiledManifest>;

/** "3 exhibits" / "Exhibits 7–9": how the filed labels are named in a sentence. */
export function labelRange(labels: readonly string[]): string {
  if (labels.length === 1) return `Exhibit ${labels[0]}`;
  return `Exhibits ${labels[0]}–${labels.at(-1)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// A saved project's filings (apps/server modules/projects/projects.filing.ts)

/** One binder or supplement the person marked filed; binderUrl downloads the project's frozen copy. */
export const ZProjectFilingItem = z.object({
  id: z.string(),
  kind: z.enum(["binder", "supplement"]),
  filedOn: ZDay,
  firstPage: z.number().int(),
  lastPage: z.number().int(),
  labels: z.array(z.string()),
  binderUrl: z.string(),
  /**
   * Set when the binder was filed in volumes (the project's size limit split it): how many, and the project's copy of
   * all of them as a ZIP (binderUrl is then volume 1, with the cover and the exhibit index).
   */
  volumes: z.number().int().min(2).optional(),
  volumesUrl: z.string().optional(),
});
export type TProjectFilingItem = z.infer<typeof ZProjectFilingItem>;

/** GET /api/projects/{id}/filing: what was filed, what was generated since, and which files are not filed yet. */
export const ZProjectFiling = z.object({
  filings: z.array(ZProjectFilingItem),
  /** The binder or supplement generated last and not marked filed yet; null when there is none. */
  generated: z.object({ kind: z.enum(["binder", "supplement"]), createdAt: z.string() }).nullable(),
  /** Project files in a filed binder or supplement. */
  filedFileIds: z.array(z.string()),
  /** Project files added since: what a supplement would hold, in project order. */
  pendingFileIds: z.array(z.string()),
  /** The last page number filed; null until something is filed. */
  lastPage: z.number().int().nullable(),
  /**
   * What the court's redaction rule asks at filing (Tex. R. Civ. P. 21c(d): the "contains sensitive data"
   * designation), present only when the project's court has one and a file of the project is redacted (issue 43).
   */
  filingReminder: z.string().optional(),
});
export type TProjectFiling = z.infer<typeof ZProjectFiling>;

/** On a dashboard card (GET /api/projects), once something was filed: the last filing and what is not filed. */
export const ZProjectFilingSummary = z.object({
  lastFiledOn: ZDay,
  filings: z.number().int().min(1),
  lastPage: z.number().int(),
  pendingCount: z.number().int().min(0),
});
export type TProjectFilingSummary = z.infer<typeof ZProjectFilingSummary>;

/** POST /api/projects/{id}/filing: the binder or supplement generated last was filed on this day. */
export const ZMarkFiledRequest = z.object({ filedOn: ZDay });
export type TMarkFiledRequest = z.infer<typeof ZMarkFiledRequest>;

/** POST /api/projects/{id}/preview's `newBinder`, and POST /api/projects/{id}/supplement's answer. */
export const ZSupplementResponse = z.object({
  success: z.literal(true),
  previewUrl: z.string(),
  /**
   * The supplement checked against the project's court (issue 36: every file meant to be filed is checked, as the
   * builder's binder is); null when not checked (no court, or the check could not run), never a made-up "ready".
   */
  filing_check: ZFilingCheckReport.nullable(),
});
export type TSupplementResponse = z.infer<typeof ZSupplementResponse>;

export const FILING_MESSAGES = {
  nothingGenerated: "Generate the binder first, then mark it filed.",
  expired: "That binder is no longer kept. Generate it again, then mark it filed.",
  notFiled: "Mark the binder filed first: a supplement continues a filed binder.",
  nothingPending: "Add the new documents to the project first: every document here is already filed.",
  alreadyFiled:
    "This project was filed. Build a supplement for the new documents, or confirm that you want a new binder (it renumbers everything and is not a supplement).",
  filedOnFuture: "The filing date cannot be after today.",
} as const;
