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
  /** A sentence made elsewhere in English (a converter's own warning): shown as written in every language. */
  | { code: "text"; text: string };

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
