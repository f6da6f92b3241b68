// The engine's notes (notes.ts) and page sizes as the kit's report says them, one typed table per language: every
// code has its sentence in each language (a missing one is a compile error), English exactly as the build writes it.
import { noteEnglish } from "../notes.ts";
import type { EngineNote } from "../notes.ts";

/** The paper sizes a page can be named by (quality.ts describePageSize). */
export type PaperName = "Letter" | "Legal" | "A4" | "Tabloid";

/** A sentence per note code, taking that code's note. */
export type NoteWords = {
  [C in EngineNote["code"]]: (note: Extract<EngineNote, { code: C }>) => string;
};

/** How a page's size reads: "8.27 × 11.69 in", then the paper's name in brackets when it has one. */
export interface SizeWords {
  /** Inches already formatted. */
  inches: (width: string, height: string) => string;
  paperNames: Record<PaperName, string>;
}

/** The build's own English, so an English report reads exactly as the build's lists. */
export const NOTE_WORDS_EN: NoteWords = {
  "pdf-flattened": noteEnglish,
  "pdf-decrypted": noteEnglish,
  "picture-converted": noteEnglish,
  "text-laid-out": noteEnglish,
  "clipping-laid-out": noteEnglish,
  "office-converted": noteEnglish,
  "translation-added": noteEnglish,
  text: noteEnglish,
};

export const SIZE_WORDS_EN: SizeWords = {
  inches: (width, height) => `${width} × ${height} in`,
  paperNames: { Letter: "Letter", Legal: "Legal", A4: "A4", Tabloid: "Tabloid" },
};

const OFFICE_KIND_ES: Record<Extract<EngineNote, { code: "office-converted" }>["kind"], string> = {
  Word: "Word",
  Excel: "Excel",
  RTF: "RTF",
};

/** US Spanish, with the glossary's words (the translation is "traducción al inglés", the declaration the translator's). */
export const NOTE_WORDS_ES: NoteWords = {
  "pdf-flattened": () => "Los campos de formulario, comentarios y sellos se imprimieron en las páginas",
  "pdf-decrypted": () =>
    "Se quitaron la protección con contraseña y las restricciones (el archivo se abrió sin contraseña)",
  "picture-converted": (n) =>
    `Imagen convertida${n.from ? ` desde ${n.from}` : ""} para imprimir a ${n.dpis.join(", ")} ppp, girada a la posición que registró la cámara`,
  "text-laid-out": (n) => `Texto (leído como ${n.encoding}) puesto en páginas tamaño Carta`,
  "clipping-laid-out": () => "Texto tomado del recorte de texto de macOS y puesto en páginas tamaño Carta",
  "office-converted": (n) => `Convertido de ${OFFICE_KIND_ES[n.kind]} a PDF con LibreOffice`,
  "translation-added": (n) =>
    `Traducción al inglés${n.file === null ? " (escrita en la aplicación)" : ` (${n.file})`} agregada después del original: ${n.pages} ${n.pages === 1 ? "página" : "páginas"}, y luego la declaración del traductor`,
  // Made elsewhere in the engine without a code: shown as the build wrote it.
  text: (n) => n.text,
};

export const SIZE_WORDS_ES: SizeWords = {
  inches: (width, height) => `${width} × ${height} pulg.`,
  paperNames: { Letter: "Carta", Legal: "Oficio", A4: "A4", Tabloid: "Tabloide" },
};

/** "8.5 × 11 in (Letter)" in the words of `sizes`. */
export function sizeText(sizes: SizeWords, width: string, height: string, paper: PaperName | null): string {
  return `${sizes.inches(width, height)}${paper ? ` (${sizes.paperNames[paper]})` : ""}`;
}

/** A note in the words of `table` (TypeScript cannot narrow the table's entry by the note's code by itself). */
export function wordNote(table: NoteWords, note: EngineNote): string {
  const say = table[note.code] as (note: EngineNote) => string;
  return say(note);
}
