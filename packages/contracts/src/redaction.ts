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

/**
 * One state's published driver's licence number shape (issue 43): with it, a number of that shape is found after
 * a looser word ("Lic.", "ID") than the generic rule needs. The pattern is a regular expression's source for the
 * whole number as printed (dashes where the state prints them), matched without regard to case.
 */
export const ZLicenceShape = z.object({
  /** The issuing state's postal code: "TX". */
  state: z.string().regex(/^[A-Z]{2}$/),
  /** The shape in words, as its sources put it: "1 letter + 7 digits". */
  shape: z.string().min(1),
  pattern: z
    .string()
    .min(1)
    .refine((source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, "A licence shape must be a valid regular expression."),
  /** Where the shape was read; a shape is never shipped without one. */
  sources: z.array(ZFactSource).min(1),
});
export type TLicenceShape = z.infer<typeof ZLicenceShape>;

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
  /** The state's licence number shapes, when sourced; absent, licence numbers are found only after their words. */
  licenceShapes: z.array(ZLicenceShape).optional(),
});
export type TRedactionRuleSet = z.infer<typeof ZRedactionRuleSet>;

// ---------------------------------------------------------------------------------------------------------------
// The builder's redaction (issue 43, the app's part): what POST /api/redactions/find answers for one exhibit, and
// what a build carries per file so Generate redacts the exhibit before it goes in the binder.

export const FIND_REDACTIONS_URL = "/api/redactions/find";
/** Pages whose picture the find answer carries: enough to accept hits and draw boxes on a statement or a letter. */
export const REDACTION_MAX_PAGES = 30;
/** Hits and drawn boxes one file may carry in a build: bounds the request, far above a real statement's. */
export const REDACTION_MAX_HITS = 500;
export const REDACTION_MAX_BOXES = 200;

/** A box in points from the page's top-left corner (pdftotext's and the page pictures' corner). */
export const ZRedactionRect = z
  .object({
    x0: z.number().finite().min(0),
    y0: z.number().finite().min(0),
    x1: z.number().finite().min(0),
    y1: z.number().finite().min(0),
  })
  .refine((r) => r.x1 > r.x0 && r.y1 > r.y0, "A box must have a width and a height.");
export type TRedactionRect = z.infer<typeof ZRedactionRect>;

/** One thing the court's rules ask removed, placed on its page (the engine's RedactionHit). */
export const ZRedactionHit = z.object({
  page: z.number().int().positive(),
  kind: ZRedactionKind,
  boxes: z.array(ZRedactionRect).min(1).max(20),
  /** "Social security number (FRCP 5.2(a)(1)): only the last four digits may stay." */
  reason: z.string().max(500),
  /** The value as the page has it: what the redacted copy and the index description are searched for. */
  value: z.string().min(1).max(300),
  /** What is drawn in its place ("XXX-XX-6789", "6789" or ""). */
  replacement: z.string().max(300),
  /** The value with an X for each character the rule removes: what the screen shows. */
  masked: z.string().max(300),
  from: z.enum(["text", "ocr"]),
});
export type TRedactionHit = z.infer<typeof ZRedactionHit>;

/** A box the person drew on a page (1-based). */
export const ZDrawnBox = z.object({ page: z.number().int().positive(), rect: ZRedactionRect });
export type TDrawnBox = z.infer<typeof ZDrawnBox>;

/**
 * A converted (Word, Excel, RTF) page's layout as the person saw it: the SHA-256 of its words and their boxes
 * (engine redact/office.ts#pageLayout). A box drawn on the page is pinned to it: the build refuses the file when its
 * conversion then lays the page out otherwise, since the box would cover other words.
 */
export const ZPageLayout = z.object({
  page: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TPageLayout = z.infer<typeof ZPageLayout>;

/**
 * One file's redactions in a build: the hits the person accepted and the boxes they drew, by the file's name; for a
 * converted file, the layout of each page a box is drawn on.
 */
export const ZFileRedaction = z.object({
  name: z.string().min(1).max(300),
  hits: z.array(ZRedactionHit).max(REDACTION_MAX_HITS),
  boxes: z.array(ZDrawnBox).max(REDACTION_MAX_BOXES),
  layout: z.array(ZPageLayout).max(REDACTION_MAX_BOXES).optional(),
});
export type TFileRedaction = z.infer<typeof ZFileRedaction>;

/** A page picture of the find answer: its size in points (the boxes' unit) and a small JPEG as a data URL. */
export const ZRedactionPage = z.object({
  page: z.number().int().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
  image: z.string().startsWith("data:image/jpeg;base64,"),
});
export type TRedactionPage = z.infer<typeof ZRedactionPage>;

/** POST /api/redactions/find: the rules used, the first pages' pictures and every hit. */
export const ZFindRedactionsAnswer = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("found"),
    rules: ZRedactionRuleSet.pick({ id: true, name: true, style: true, filingReminder: true }),
    pageCount: z.number().int().nonnegative(),
    pages: z.array(ZRedactionPage),
    hits: z.array(ZRedactionHit),
    /** Readable text under a dark box (a redaction that hides nothing): each area, to redact for real in one tap. */
    covered: z.array(ZDrawnBox),
    /** A Word or Excel file's conversion: every page's layout, which a box drawn on it is then pinned to. */
    layout: z.array(ZPageLayout).optional(),
  }),
  /** Not a PDF, or unreadable: the reason says what to do (redaction works on PDFs). */
  z.object({ status: z.literal("unavailable"), reason: z.string() }),
]);
export type TFindRedactionsAnswer = z.infer<typeof ZFindRedactionsAnswer>;

/** The text fields of POST /api/redactions/find besides the file. */
export const ZFindRedactionsFields = z.object({
  preset_key: z.string().max(100).optional(),
  /** Minors' names, one a line, found wherever they appear. */
  minors: z.string().max(2_000).optional(),
  /**
   * "covered": only whether a dark box hides readable text (asked when a file is added; no pictures, no OCR).
   * "pages": only the pictures of REDACTION_MAX_PAGES pages from `first_page` (loaded as the person goes on).
   */
  mode: z.enum(["find", "covered", "pages"]).optional(),
  first_page: z.coerce.number().int().positive().max(100_000).optional(),
});

/** What a verification failure says, page named: the build's refusal and the builder's banner. */
export function redactionFailedReason(page: number | null, detail: string): string {
  const where = page === null ? "" : ` on page ${page}`;
  return (
    `The redacted copy could not be verified${where} (${detail}). The binder was not made, so nothing ` +
    `unredacted can be filed. Draw a box over the whole area there and generate again, or leave the file out.`
  );
}

/**
 * Why a converted file's build was refused: the page a box was drawn on is laid out otherwise by the build's
 * conversion (another LibreOffice or other fonts since the person looked), and what to do.
 */
export function redactionLayoutChangedReason(name: string, page: number): string {
  return (
    `The file was converted again and its page ${page} is now laid out differently from when the boxes were drawn ` +
    `on it, so a box could cover the wrong words. The binder was not made. In "Personal information", choose ` +
    `${name}, press "Look again" and draw the boxes on page ${page} again.`
  );
}

/** A saved project's file's redaction (PUT /api/projects/{id}/files/{fileId}/redaction; ZProjectFile.redaction). */
export const ZStoredRedaction = ZFileRedaction.pick({ hits: true, boxes: true, layout: true });
export type TStoredRedaction = z.infer<typeof ZStoredRedaction>;

export const projectFileRedactionUrl = (projectId: string, fileId: string): string =>
  `/api/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}/redaction`;
