// What the engine did to a document, as codes and parameters rather than sentences: the build keeps its English
// (the CLI, the server, the conversion records and their tests read it), and the kit's report words it in the
// person's language (kit/note-words.ts), so a Spanish report never shows English made here (issue 39).

/** One note: a conversion, a security change or a warning, with the facts its sentence needs. */
export type EngineNote =
  | { code: "pdf-flattened" }
  | { code: "pdf-decrypted" }
  /** `from`: the picture's format when it was not a JPEG ("PNG", "HEIC"), null for a JPEG. */
  | { code: "picture-converted"; from: string | null; dpis: number[] }
  | { code: "text-laid-out"; encoding: string }
  | { code: "clipping-laid-out" }
  | { code: "office-converted"; kind: "Word" | "Excel" | "RTF" }
  /** `file`: the translation's file name, null when it was typed. */
  | { code: "translation-added"; file: string | null; pages: number }
  // Warnings (the PDF and picture converters')
  | { code: "pdf-repaired" }
  | { code: "pdf-signed" }
  | { code: "pdf-xfa-only" }
  | { code: "pdf-brotli" }
  | { code: "pdf-attachments"; names: string[] }
  | { code: "pdf-pages-without-size"; pages: number[] }
  | { code: "image-animation" }
  | { code: "image-truncated" }
  /** `pages`: the file's pages at that resolution, null when it is all of them. */
  | { code: "image-low-dpi"; dpi: number; pages: number[] | null }
  | { code: "hidden-sheets"; names: string[] }
  /** `encoding`: the name it was read as, "ISO-8859-1 (Western European)". */
  | { code: "text-encoding-guessed"; encoding: string }
  | { code: "text-damaged" }
  | { code: "text-damaged-count"; count: number }
  | { code: "text-bom-mismatch"; marked: Utf16; other: Utf16 }
  | { code: "clipping-mac-roman" }
  | { code: "clipping-damaged" }
  /** A page text recognition could not read (`seconds`: it ran past that time; null: it failed). */
  | { code: "ocr-not-read"; page: number; seconds: number | null }
  /** A warning about an exhibit's English translation file, said of the translation. */
  | { code: "translation-warning"; note: EngineNote }
  /** A sentence made elsewhere in English (a converter's own warning): shown as written in every language. */
  | { code: "text"; text: string };

export const PDF_WARNINGS = {
  repaired: "this PDF was damaged and has been repaired; check every page in the binder",
  signed:
    "the digital signature on this PDF no longer validates in the binder; bring the original file to the hearing",
  xfaOnly:
    "this PDF is a dynamic form that only Adobe Reader can display; the binder shows the message other programs " +
    "show instead of the form. Open it in Adobe Reader, print it to a new PDF, and upload that copy",
  brotli:
    "parts of this PDF use a new kind of compression (Brotli) that most PDF programs cannot show yet, so some " +
    "text or pictures may be missing; check it in the binder, or print the original to a new PDF and upload that",
} as const;

export const ANIMATION_WARNING = "only the first frame of this animation is in the binder";
export const TRUNCATED_WARNING =
  "this image seems incomplete (the file was cut short); check it in the binder";

export function lowDpiWarning(dpi: number): string {
  return (
    `this image is only ${dpi} dpi when printed at this size and may look blurry; ` +
    "use the original photo if you have it"
  );
}

function attachmentsWarning(names: string[]): string {
  const shown = names.slice(0, 5).join(", ") + (names.length > 5 ? ` and ${names.length - 5} more` : "");
  return (
    `this PDF has files attached inside it (${shown}); attachments cannot be printed, so they are not in the ` +
    "binder. If they matter, upload them as separate documents"
  );
}

function pagesWarning(pages: number[]): string {
  const head = pages.slice(0, 10);
  const list =
    pages.length > 10
      ? `${head.join(", ")} and ${pages.length - 10} more`
      : head.length > 1
        ? `${head.slice(0, -1).join(", ")} and ${head.at(-1)}`
        : `${head[0]}`;
  return pages.length === 1
    ? `page ${list} of this PDF has no usable page size recorded in the file; it is placed on a standard page, so check it in the binder`
    : `pages ${list} of this PDF have no usable page size recorded in the file; they are placed on a standard page, so check them in the binder`;
}

/** The warning for sheets a workbook hides, which LibreOffice (like Excel) does not print. */
export function hiddenSheetsWarning(names: string[]): string {
  return (
    `this workbook has hidden sheets (${names.join(", ")}) that are not printed; if they matter, unhide them in ` +
    "Excel, save, and upload the file again"
  );
}

/** The two byte orders of UTF-16, for a text file whose byte-order mark is wrong. */
export type Utf16 = "utf-16le" | "utf-16be";

export function endianName(label: Utf16): string {
  return label === "utf-16le" ? "UTF-16 little-endian" : "UTF-16 big-endian";
}

/** A document's notes, by the report's three lists. */
export interface DocumentNotes {
  conversions: EngineNote[];
  security: EngineNote[];
  warnings: EngineNote[];
}

/** The English the build has always written for a note (its records and tests are unchanged by the codes). */
export function noteEnglish(note: EngineNote): string {
  switch (note.code) {
    case "pdf-flattened":
      return "Form fields, comments and stamps printed into the pages";
    case "pdf-decrypted":
      return "Password protection and restrictions removed (the file opened without a password)";
    case "picture-converted":
      return `Picture converted${note.from ? ` from ${note.from}` : ""} for print at ${note.dpis.join(", ")} dpi, turned upright as the camera recorded`;
    case "text-laid-out":
      return `Text (read as ${note.encoding}) laid out on Letter pages`;
    case "clipping-laid-out":
      return "Text taken from the macOS text clipping and laid out on Letter pages";
    case "office-converted":
      return `Converted from ${note.kind} to PDF with LibreOffice`;
    case "translation-added":
      return `English translation${note.file === null ? " (typed)" : ` (${note.file})`} added after the original: ${note.pages} page${note.pages === 1 ? "" : "s"}, then the translator's declaration`;
    case "pdf-repaired":
      return PDF_WARNINGS.repaired;
    case "pdf-signed":
      return PDF_WARNINGS.signed;
    case "pdf-xfa-only":
      return PDF_WARNINGS.xfaOnly;
    case "pdf-brotli":
      return PDF_WARNINGS.brotli;
    case "pdf-attachments":
      return attachmentsWarning(note.names);
    case "pdf-pages-without-size":
      return pagesWarning(note.pages);
    case "image-animation":
      return ANIMATION_WARNING;
    case "image-truncated":
      return TRUNCATED_WARNING;
    case "image-low-dpi":
      return note.pages === null
        ? lowDpiWarning(note.dpi)
        : `${note.pages.length === 1 ? "page" : "pages"} ${note.pages.join(", ")}: ${lowDpiWarning(note.dpi)}`;
    case "hidden-sheets":
      return hiddenSheetsWarning(note.names);
    case "text-encoding-guessed":
      return (
        `the file does not say which character encoding it uses, so it was read as ${note.encoding}; ` +
        "check that accented or non-English letters look right in the binder, and if not, save the file as UTF-8 and upload it again"
      );
    case "text-damaged":
      return "some characters in this text file are damaged and show as \uFFFD; check the text in the binder";
    case "text-damaged-count":
      return `${note.count} damaged character${note.count === 1 ? "" : "s"} in this UTF-8 text show as \uFFFD; check the text in the binder`;
    case "text-bom-mismatch":
      return (
        `this text file's byte-order mark says ${endianName(note.marked)} but the text is ${endianName(note.other)}; ` +
        "it was read as " +
        endianName(note.other) +
        "; check the text in the binder"
      );
    case "clipping-mac-roman":
      return (
        "this clipping's text was read from its old Mac Roman copy, which cannot hold every character " +
        "(emoji and many non-Latin letters are lost); check the text in the binder"
      );
    case "clipping-damaged":
      return "some characters in this clipping are damaged and show as \uFFFD; check the text in the binder";
    case "ocr-not-read":
      return `page ${note.page}: could not be made searchable (${note.seconds === null ? "text recognition failed" : `reading it took longer than ${note.seconds} s`}); it is included as it was`;
    case "translation-warning":
      return `English translation: ${noteEnglish(note.note)}`;
    case "text":
      return note.text;
  }
}

/** Sentences made without codes, carried as they are. */
export function textNotes(texts: readonly string[]): EngineNote[] {
  return texts.map((text) => ({ code: "text", text }));
}

/** The English lists (ConversionFacts' `conversions`, `security`, `warnings`) with the notes they were made from. */
export function withNotes(notes: DocumentNotes): {
  conversions: string[];
  security: string[];
  warnings: string[];
  notes: DocumentNotes;
} {
  return {
    conversions: notes.conversions.map(noteEnglish),
    security: notes.security.map(noteEnglish),
    warnings: notes.warnings.map(noteEnglish),
    notes,
  };
}

/**
 * The notes of a document's English lists: its own when every one still reads as its list says (a record written
 * by another engine version may not), otherwise each sentence as written.
 */
export function notesOf(facts: {
  conversions: readonly string[];
  security: readonly string[];
  warnings: readonly string[];
  notes?: DocumentNotes | undefined;
}): DocumentNotes {
  const agrees = (notes: unknown, texts: readonly string[]) =>
    Array.isArray(notes) &&
    notes.length === texts.length &&
    notes.every((n: EngineNote, i) => typeof n === "object" && n !== null && safeEnglish(n) === texts[i]);
  const { notes } = facts;
  if (
    notes &&
    agrees(notes.conversions, facts.conversions) &&
    agrees(notes.security, facts.security) &&
    agrees(notes.warnings, facts.warnings)
  )
    return notes;
  return {
    conversions: textNotes(facts.conversions),
    security: textNotes(facts.security),
    warnings: textNotes(facts.warnings),
  };
}

/** noteEnglish for a note read from a record, which may not have the shape its code says: undefined then. */
function safeEnglish(note: EngineNote): string | undefined {
  try {
    return noteEnglish(note);
  } catch {
    // A parameter missing or of another type (a list that is not one): the note cannot be trusted.
    return undefined;
  }
}
