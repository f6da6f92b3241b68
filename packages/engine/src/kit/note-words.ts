// The engine's notes (notes.ts) and page sizes as the kit's report says them, one typed table per language: every
// code has its sentence in each language (a missing one is a compile error), English exactly as the build writes it.
import { endianName, noteEnglish } from "../notes.ts";
import type { EngineNote } from "../notes.ts";
import type { KitLanguage } from "./kit-words.ts";

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
  "pdf-repaired": noteEnglish,
  "pdf-signed": noteEnglish,
  "pdf-xfa-only": noteEnglish,
  "pdf-brotli": noteEnglish,
  "pdf-attachments": noteEnglish,
  "pdf-pages-without-size": noteEnglish,
  "image-animation": noteEnglish,
  "image-truncated": noteEnglish,
  "image-low-dpi": noteEnglish,
  "hidden-sheets": noteEnglish,
  "text-encoding-guessed": noteEnglish,
  "text-damaged": noteEnglish,
  "text-damaged-count": noteEnglish,
  "text-bom-mismatch": noteEnglish,
  "clipping-mac-roman": noteEnglish,
  "clipping-damaged": noteEnglish,
  "ocr-not-read": noteEnglish,
  "translation-warning": noteEnglish,
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
  "pdf-repaired": () => "este PDF estaba dañado y se reparó; revise cada página en la carpeta",
  "pdf-signed": () =>
    "la firma digital de este PDF ya no es válida en la carpeta; lleve el archivo original a la audiencia",
  "pdf-xfa-only": () =>
    "este PDF es un formulario dinámico que solo Adobe Reader puede mostrar; la carpeta muestra el mensaje que " +
    "otros programas muestran en lugar del formulario. Ábralo en Adobe Reader, imprímalo como un PDF nuevo y " +
    "suba esa copia",
  "pdf-brotli": () =>
    "partes de este PDF usan un tipo nuevo de compresión (Brotli) que la mayoría de los programas de PDF todavía " +
    "no pueden mostrar, así que puede faltar texto o imágenes; revíselo en la carpeta, o imprima el original como " +
    "un PDF nuevo y súbalo",
  "pdf-attachments": (n) => {
    const more = n.names.length - 5;
    const shown = n.names.slice(0, 5).join(", ") + (more > 0 ? ` y ${more} más` : "");
    return (
      `este PDF tiene archivos adjuntos dentro (${shown}); los adjuntos no se pueden imprimir, así que no están ` +
      "en la carpeta. Si son importantes, súbalos como documentos aparte"
    );
  },
  "pdf-pages-without-size": (n) => {
    const head = n.pages.slice(0, 10);
    const list =
      n.pages.length > 10
        ? `${head.join(", ")} y ${n.pages.length - 10} más`
        : head.length > 1
          ? `${head.slice(0, -1).join(", ")} y ${head.at(-1)}`
          : `${head[0]}`;
    return n.pages.length === 1
      ? `la página ${list} de este PDF no tiene guardado un tamaño de página válido; se puso en una página estándar, así que revísela en la carpeta`
      : `las páginas ${list} de este PDF no tienen guardado un tamaño de página válido; se pusieron en páginas estándar, así que revíselas en la carpeta`;
  },
  "image-animation": () => "solo el primer cuadro de esta animación está en la carpeta",
  "image-truncated": () => "esta imagen parece incompleta (el archivo está cortado); revísela en la carpeta",
  "image-low-dpi": (n) => {
    const low = `esta imagen tiene solo ${n.dpi} ppp al imprimirse en este tamaño y puede verse borrosa; use la foto original si la tiene`;
    return n.pages === null
      ? low
      : `${n.pages.length === 1 ? "página" : "páginas"} ${n.pages.join(", ")}: ${low}`;
  },
  "hidden-sheets": (n) =>
    `este libro de Excel tiene hojas ocultas (${n.names.join(", ")}) que no se imprimen; si son importantes, ` +
    "muéstrelas en Excel, guarde el archivo y súbalo otra vez",
  "text-encoding-guessed": (n) =>
    `el archivo no dice qué codificación de caracteres usa, así que se leyó como ${n.encoding}; revise que las ` +
    "letras con acento o de otros idiomas se vean bien en la carpeta y, si no, guarde el archivo como UTF-8 y " +
    "súbalo otra vez",
  "text-damaged": () =>
    "algunos caracteres de este archivo de texto están dañados y se ven como \uFFFD; revise el texto en la carpeta",
  "text-damaged-count": (n) =>
    `${n.count} ${n.count === 1 ? "carácter dañado" : "caracteres dañados"} en este texto UTF-8 se ${n.count === 1 ? "ve" : "ven"} como \uFFFD; revise el texto en la carpeta`,
  "text-bom-mismatch": (n) =>
    `la marca de orden de bytes de este archivo de texto dice ${endianName(n.marked)}, pero el texto está en ` +
    `${endianName(n.other)}; se leyó como ${endianName(n.other)}; revise el texto en la carpeta`,
  "clipping-mac-roman": () =>
    "el texto de este recorte se leyó de su copia antigua en Mac Roman, que no puede guardar todos los caracteres " +
    "(se pierden los emoji y muchas letras no latinas); revise el texto en la carpeta",
  "clipping-damaged": () =>
    "algunos caracteres de este recorte están dañados y se ven como \uFFFD; revise el texto en la carpeta",
  "ocr-not-read": (n) =>
    `página ${n.page}: no se pudo agregar texto que se pueda buscar (${n.seconds === null ? "falló el reconocimiento de texto" : `leerla tomó más de ${n.seconds} s`}); se incluye tal como estaba`,
  "translation-warning": (n) => `Traducción al inglés: ${wordNote(NOTE_WORDS_ES, n.note)}`,
  // A sentence made without a code: shown as the build wrote it.
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

/**
 * A warning as the person reads it on the builder's screens (issue 39): its note said in `language`, or `english`
 * as the build wrote it when there is no note, or the note is not one this engine knows (a record written by
 * another version), so an unknown code never loses the warning.
 * @example warningIn({ code: "image-low-dpi", dpi: 96, pages: null }, "this image is only 96 dpi…", "es")
 * // → "esta imagen tiene solo 96 ppp al imprimirse en este tamaño y puede verse borrosa; …"
 */
export function warningIn(
  note: EngineNote | undefined,
  english: string,
  language: KitLanguage | undefined,
): string {
  if (!note || language !== "es" || !Object.hasOwn(NOTE_WORDS_ES, note.code)) return english;
  try {
    return wordNote(NOTE_WORDS_ES, note);
  } catch {
    // A parameter missing or of another type (a note read from an older record): its English stands.
    return english;
  }
}
