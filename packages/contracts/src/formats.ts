// The kinds of file CourtReady takes: every type the engine turns into pages, and nothing else. One list feeds the
// builder, the library, the pickers, the file-formats, landing, about and sitemap pages and every message that
// names what is accepted. The engine cannot be imported here (contracts import zod only), so
// packages/engine/src/formats.test.ts checks that the engine detects and converts exactly these types.

/** One kind of file: the engine's type for it, the name people know, the endings its files have, its MIME types. */
export interface AcceptedFormat {
  /** The engine's detected type (packages/engine DetectedType). */
  type: string;
  /** As a person names it: "HEIC", "Word (.docx)". */
  name: string;
  /** File name endings, lower case, without the dot. */
  extensions: readonly string[];
  /** MIME types a browser or the library gives such a file. */
  mimeTypes: readonly string[];
  group: "pdf" | "photo" | "word" | "excel" | "text";
}

export const ACCEPTED_FORMATS = [
  { type: "pdf", name: "PDF", extensions: ["pdf"], mimeTypes: ["application/pdf"], group: "pdf" },
  { type: "jpeg", name: "JPG", extensions: ["jpg", "jpeg"], mimeTypes: ["image/jpeg"], group: "photo" },
  { type: "png", name: "PNG", extensions: ["png"], mimeTypes: ["image/png"], group: "photo" },
  { type: "gif", name: "GIF", extensions: ["gif"], mimeTypes: ["image/gif"], group: "photo" },
  { type: "webp", name: "WebP", extensions: ["webp"], mimeTypes: ["image/webp"], group: "photo" },
  {
    type: "heic",
    name: "HEIC",
    extensions: ["heic", "heif"],
    mimeTypes: ["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"],
    group: "photo",
  },
  { type: "tiff", name: "TIFF", extensions: ["tif", "tiff"], mimeTypes: ["image/tiff"], group: "photo" },
  {
    type: "docx",
    name: "Word (.docx)",
    extensions: ["docx"],
    mimeTypes: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    group: "word",
  },
  { type: "doc", name: "Word (.doc)", extensions: ["doc"], mimeTypes: ["application/msword"], group: "word" },
  {
    type: "rtf",
    name: "RTF",
    extensions: ["rtf"],
    mimeTypes: ["application/rtf", "text/rtf"],
    group: "word",
  },
  {
    type: "xlsx",
    name: "Excel (.xlsx)",
    extensions: ["xlsx"],
    mimeTypes: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    group: "excel",
  },
  {
    type: "xls",
    name: "Excel (.xls)",
    extensions: ["xls"],
    mimeTypes: ["application/vnd.ms-excel"],
    group: "excel",
  },
  {
    type: "text",
    name: "Text",
    extensions: ["txt", "csv", "log", "md"],
    mimeTypes: ["text/plain", "text/csv", "text/markdown"],
    group: "text",
  },
  {
    type: "textclipping",
    name: "Mac text clipping",
    extensions: ["textclipping"],
    mimeTypes: ["application/x-apple-textclipping"],
    group: "text",
  },
] as const satisfies readonly AcceptedFormat[];

/**
 * Message exports (issue 38): not one of the engine's document types (an export becomes one transcript exhibit of
 * the conversations picked in it, engine messages/), told apart by their content, never by these endings.
 */
export interface MessageExportFormat {
  name: string;
  extensions: readonly string[];
  mimeTypes: readonly string[];
  /** What to export on the phone, as the file-formats page says it. */
  how: string;
}

export const MESSAGE_EXPORT_FORMATS = [
  {
    name: "Text messages: SMS Backup & Restore (.xml)",
    extensions: ["xml"],
    mimeTypes: ["text/xml", "application/xml"],
    how: "On Android, back up your messages with the SMS Backup & Restore app and add the .xml file it makes (a call log backup is not taken).",
  },
  {
    name: "WhatsApp chat export (.txt or .zip)",
    extensions: ["txt", "zip"],
    mimeTypes: ["text/plain", "application/zip", "application/x-zip-compressed"],
    how: "In WhatsApp, open the chat, choose Export chat (with or without media) and add what it makes: a .txt file, or a zip file when media is included.",
  },
  {
    name: "E-mail: one e-mail (.eml or Outlook .msg) or a mailbox (.mbox)",
    extensions: ["eml", "mbox", "msg"],
    mimeTypes: ["message/rfc822", "application/mbox", "application/vnd.ms-outlook"],
    how: "Drag the e-mail out of your mail program, or choose Save as (Outlook saves a .msg file); for a whole thread or folder, export the mailbox as .mbox (Thunderbird, Apple Mail, Gmail's Google Takeout).",
  },
] as const satisfies readonly MessageExportFormat[];

/** The engine's types, as contracts know them. */
export type TAcceptedType = (typeof ACCEPTED_FORMATS)[number]["type"];
export const ACCEPTED_TYPES: readonly TAcceptedType[] = ACCEPTED_FORMATS.map((f) => f.type);

/** Every accepted file name ending, lower case, without the dot. */
export const ACCEPTED_EXTENSIONS: readonly string[] = [
  ...new Set([...ACCEPTED_FORMATS, ...MESSAGE_EXPORT_FORMATS].flatMap((f) => f.extensions)),
];

/** The file inputs' accept attribute: endings and MIME types (a phone's photo picker offers HEIC by its MIME type). */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_EXTENSIONS.map((e) => `.${e}`),
  ...new Set([...ACCEPTED_FORMATS, ...MESSAGE_EXPORT_FORMATS].flatMap((f) => f.mimeTypes)),
].join(",");

const photoNames = ACCEPTED_FORMATS.filter((f) => f.group === "photo").map((f) => f.name);

/** "PDF, photos (JPG, PNG, GIF, WebP, HEIC, TIFF), Word (.doc, .docx), Excel (.xls, .xlsx), RTF, text files and Mac text clippings" */
export const ACCEPTED_FORMATS_SENTENCE = `PDF, photos (${photoNames.join(", ")}), Word (.doc, .docx), Excel (.xls, .xlsx), RTF, text files, Mac text clippings and message exports (SMS Backup & Restore .xml, WhatsApp .txt or .zip, e-mail .eml, .mbox or .msg)`;

/** The short form under an upload button. */
export const ACCEPTED_FORMATS_SHORT = `PDF, photos (${photoNames.join(", ")}), Word, Excel, RTF, text, text-message or e-mail exports`;

/** The last dot-separated part of a name, lower case; "" without a dot. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Whether a file's name says it is a kind CourtReady takes (the bytes decide in the end, on the server). */
export function isAcceptedFileName(name: string): boolean {
  return name !== "" && ACCEPTED_EXTENSIONS.includes(fileExtension(name));
}

/** Whether a MIME type is one of an accepted kind (a library file is known by what its bytes were found to be). */
export function isAcceptedMimeType(mimeType: string): boolean {
  const bare = mimeType.split(";")[0]!.trim().toLowerCase();
  return ACCEPTED_FORMATS.some((f) => (f.mimeTypes as readonly string[]).includes(bare));
}

/** Said wherever a file is turned away for its kind: what is taken, and what to do instead. */
export const UNSUPPORTED_FORMAT_ADVICE = `CourtReady takes ${ACCEPTED_FORMATS_SENTENCE}. For anything else, open it and save or print it as a PDF, then add the PDF.`;
