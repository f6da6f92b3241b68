// What a court's personal-data rule asks to be redacted and how (issue 43): the kinds of data, what part of each
// may stay, the look of a redaction, each rule with its sources. The data is in packages/courts; the engine applies it.
import { z } from "zod";
import { ZFactSource } from "./courts.ts";
import { ZPersonalDataRule } from "./filing.ts";
import { fill } from "./i18n/fill.ts";

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

/** Each kind of personal data by name, as a found value's reason says it (engine redact/find.ts). */
export const REDACTION_KIND_NAMES: Record<TRedactionKind, string> = {
  "social-security-number": "Social security number",
  "taxpayer-id": "Taxpayer ID",
  "financial-account-number": "Financial account number",
  "card-number": "Card number",
  "birth-date": "Birth date",
  "drivers-licence": "Driver's licence number",
  "passport-number": "Passport number",
  "home-address": "Home address",
  "minor-name": "Minor's name",
};

/** What a rule lets stay of a value, as a found value's reason says it. */
export const REDACTION_KEEP_WORDS: Record<TRedactionKeep, string> = {
  "last-4": "only the last four characters may stay",
  year: "only the year may stay",
  initials: "only the initials may stay",
  nothing: "none of it may stay",
};

/**
 * What the redaction says to a person, one English source (issue 39): the engine and the server fill these, and the
 * server catalogue's `redaction` namespace holds their Spanish, so the builder's panel and a refused build's row are
 * said in the person's language from the English they carry (translateMessage). The binder is never worded here.
 */
export const REDACTION_MESSAGES = {
  /** A found value's reason: {{kind}} is a REDACTION_KIND_NAMES text, {{keep}} a REDACTION_KEEP_WORDS one. */
  hitReason: "{{kind}} ({{cites}}): {{keep}}.",
  /** A verification failure, page named: the build's refusal and the builder's banner. {{detail}}: one below. */
  failedOnPage:
    "The redacted copy could not be verified on page {{page}} ({{detail}}). The binder was not made, so nothing " +
    "unredacted can be filed. Draw a box over the whole area there and generate again, or leave the file out.",
  failed:
    "The redacted copy could not be verified ({{detail}}). The binder was not made, so nothing unredacted can be " +
    "filed. Draw a box over the whole area there and generate again, or leave the file out.",
  layoutChanged:
    "The file was converted again and its page {{page}} is now laid out differently from when the boxes were " +
    'drawn on it, so a box could cover the wrong words. The binder was not made. In "Personal information", ' +
    'choose {{name}}, press "Look again" and draw the boxes on page {{page}} again.',
  // What verification found (engine redact/verify.ts, exhibit.ts): the {{detail}} above. {{masked}}: the last two
  // characters of a value.
  readableInBox: '"{{masked}}" can still be read inside a redaction box',
  readableOnPage: "a redacted value can still be read on the page",
  valueInFile: 'a redacted value ("{{masked}}") is still in the file',
  attachmentInFile: "a file attached to the PDF is still in it",
  boxNotDark: "a redaction box does not hide what was under it ({{percent}}% dark)",
  verificationFailed: "verification failed",
  notRedactable: "only PDF, Word and Excel files and pictures can be redacted",
  officeNoOutput: "LibreOffice produced no output for this file",
  // Why a file cannot be looked in (engine redact/exhibit.ts): the panel's answer. {{reason}}: the conversion's.
  notConvertedToLook: "This file could not be converted to look in it: {{reason}}",
  notSearchable:
    "Personal information can be found and removed in PDF, Word and Excel files and pictures (JPEG, PNG, HEIC, " +
    "GIF, WebP, TIFF). Save this file as a PDF and add it again to redact it.",
  pagesNotDrawn: "The pages of this PDF could not be drawn.",
} as const;

/**
 * Texas's reminder at filing (packages/courts filing/redaction.ts, the Tex. R. Civ. P. 21c rule set's
 * filingReminder): our words about the rule, so the builder's and the project's panels say it in the person's
 * language (the catalogue's `redactionReminders`); the rule's name stays as cited.
 */
export const TEXAS_SENSITIVE_DATA_REMINDER =
  'Tex. R. Civ. P. 21c(d): if a document must still contain sensitive data, designate it as "containing sensitive ' +
  'data" when you e-file it.';

/**
 * A REDACTION_MESSAGES text in English, its placeholders filled.
 * @example redactionText("boxNotDark", { percent: 12 }) // "a redaction box does not hide what was under it (12% dark)"
 */
export function redactionText(
  key: keyof typeof REDACTION_MESSAGES,
  params?: Readonly<Record<string, string | number>>,
): string {
  return fill(REDACTION_MESSAGES[key], params);
}

/** A found value's reason: "Social security number (FRCP 5.2(a)(1)): only the last four characters may stay." */
export function redactionHitReason(rule: TRedactionKindRule): string {
  return fill(REDACTION_MESSAGES.hitReason, {
    kind: REDACTION_KIND_NAMES[rule.kind],
    cites: rule.cites,
    keep: REDACTION_KEEP_WORDS[rule.keep],
  });
}

/** What a verification failure says, page named: the build's refusal and the builder's banner. */
export function redactionFailedReason(page: number | null, detail: string): string {
  return page === null
    ? fill(REDACTION_MESSAGES.failed, { detail })
    : fill(REDACTION_MESSAGES.failedOnPage, { page, detail });
}

/**
 * Why a converted file's build was refused: the page a box was drawn on is laid out otherwise by the build's
 * conversion (another LibreOffice or other fonts since the person looked), and what to do.
 */
export function redactionLayoutChangedReason(name: string, page: number): string {
  return fill(REDACTION_MESSAGES.layoutChanged, { name, page });
}

/** A saved project's file's redaction (PUT /api/projects/{id}/files/{fileId}/redaction; ZProjectFile.redaction). */
export const ZStoredRedaction = ZFileRedaction.pick({ hits: true, boxes: true, layout: true });
export type TStoredRedaction = z.infer<typeof ZStoredRedaction>;

export const projectFileRedactionUrl = (projectId: string, fileId: string): string =>
  `/api/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}/redaction`;
