// The engine's notes in the report's languages: the English each code makes is the build's English of before the
// codes (written out here, so a change to it fails), the Spanish says every one, and page sizes follow the language.
import { describe, expect, it } from "vitest";
import { decodeText, decodeTextNoted } from "../ingest/text.ts";
import { notesOf, noteEnglish } from "../notes.ts";
import type { EngineNote } from "../notes.ts";
import { kitWords } from "./kit-words.ts";
import { NOTE_WORDS_ES, warningIn, wordNote } from "./note-words.ts";
import { describePageSize } from "./quality.ts";

/** Every code, with the English the build wrote for it before it had codes, and the Spanish report's sentence. */
const NOTES: [EngineNote, string, string][] = [
  [
    { code: "pdf-flattened" },
    "Form fields, comments and stamps printed into the pages",
    "Los campos de formulario, comentarios y sellos se imprimieron en las páginas",
  ],
  [
    { code: "pdf-decrypted" },
    "Password protection and restrictions removed (the file opened without a password)",
    "Se quitaron la protección con contraseña y las restricciones (el archivo se abrió sin contraseña)",
  ],
  [
    { code: "picture-converted", from: "HEIC", dpis: [96, 300] },
    "Picture converted from HEIC for print at 96, 300 dpi, turned upright as the camera recorded",
    "Imagen convertida desde HEIC para imprimir a 96, 300 ppp, girada a la posición que registró la cámara",
  ],
  [
    { code: "picture-converted", from: null, dpis: [200] },
    "Picture converted for print at 200 dpi, turned upright as the camera recorded",
    "Imagen convertida para imprimir a 200 ppp, girada a la posición que registró la cámara",
  ],
  [
    { code: "text-laid-out", encoding: "utf-8" },
    "Text (read as utf-8) laid out on Letter pages",
    "Texto (leído como utf-8) puesto en páginas tamaño Carta",
  ],
  [
    { code: "clipping-laid-out" },
    "Text taken from the macOS text clipping and laid out on Letter pages",
    "Texto tomado del recorte de texto de macOS y puesto en páginas tamaño Carta",
  ],
  [
    { code: "office-converted", kind: "Excel" },
    "Converted from Excel to PDF with LibreOffice",
    "Convertido de Excel a PDF con LibreOffice",
  ],
  [
    { code: "translation-added", file: "carta.pdf", pages: 2 },
    "English translation (carta.pdf) added after the original: 2 pages, then the translator's declaration",
    "Traducción al inglés (carta.pdf) agregada después del original: 2 páginas, y luego la declaración del traductor",
  ],
  [
    { code: "translation-added", file: null, pages: 1 },
    "English translation (typed) added after the original: 1 page, then the translator's declaration",
    "Traducción al inglés (escrita en la aplicación) agregada después del original: 1 página, y luego la declaración del traductor",
  ],
  [
    { code: "pdf-repaired" },
    "this PDF was damaged and has been repaired; check every page in the binder",
    "este PDF estaba dañado y se reparó; revise cada página en la carpeta",
  ],
  [
    { code: "pdf-signed" },
    "the digital signature on this PDF no longer validates in the binder; bring the original file to the hearing",
    "la firma digital de este PDF ya no es válida en la carpeta; lleve el archivo original a la audiencia",
  ],
  [
    { code: "pdf-xfa-only" },
    "this PDF is a dynamic form that only Adobe Reader can display; the binder shows the message other programs show instead of the form. Open it in Adobe Reader, print it to a new PDF, and upload that copy",
    "este PDF es un formulario dinámico que solo Adobe Reader puede mostrar; la carpeta muestra el mensaje que otros programas muestran en lugar del formulario. Ábralo en Adobe Reader, imprímalo como un PDF nuevo y suba esa copia",
  ],
  [
    { code: "pdf-brotli" },
    "parts of this PDF use a new kind of compression (Brotli) that most PDF programs cannot show yet, so some text or pictures may be missing; check it in the binder, or print the original to a new PDF and upload that",
    "partes de este PDF usan un tipo nuevo de compresión (Brotli) que la mayoría de los programas de PDF todavía no pueden mostrar, así que puede faltar texto o imágenes; revíselo en la carpeta, o imprima el original como un PDF nuevo y súbalo",
  ],
  [
    { code: "pdf-attachments", names: ["a.xml", "b.xml", "c.xml", "d.xml", "e.xml", "f.xml", "g.xml"] },
    "this PDF has files attached inside it (a.xml, b.xml, c.xml, d.xml, e.xml and 2 more); attachments cannot be printed, so they are not in the binder. If they matter, upload them as separate documents",
    "este PDF tiene archivos adjuntos dentro (a.xml, b.xml, c.xml, d.xml, e.xml y 2 más); los adjuntos no se pueden imprimir, así que no están en la carpeta. Si son importantes, súbalos como documentos aparte",
  ],
  [
    { code: "pdf-pages-without-size", pages: [3] },
    "page 3 of this PDF has no usable page size recorded in the file; it is placed on a standard page, so check it in the binder",
    "la página 3 de este PDF no tiene guardado un tamaño de página válido; se puso en una página estándar, así que revísela en la carpeta",
  ],
  [
    { code: "pdf-pages-without-size", pages: [2, 4, 9] },
    "pages 2, 4 and 9 of this PDF have no usable page size recorded in the file; they are placed on a standard page, so check them in the binder",
    "las páginas 2, 4 y 9 de este PDF no tienen guardado un tamaño de página válido; se pusieron en páginas estándar, así que revíselas en la carpeta",
  ],
  [
    { code: "image-animation" },
    "only the first frame of this animation is in the binder",
    "solo el primer cuadro de esta animación está en la carpeta",
  ],
  [
    { code: "image-truncated" },
    "this image seems incomplete (the file was cut short); check it in the binder",
    "esta imagen parece incompleta (el archivo está cortado); revísela en la carpeta",
  ],
  [
    { code: "image-low-dpi", dpi: 96, pages: null },
    "this image is only 96 dpi when printed at this size and may look blurry; use the original photo if you have it",
    "esta imagen tiene solo 96 ppp al imprimirse en este tamaño y puede verse borrosa; use la foto original si la tiene",
  ],
  [
    { code: "image-low-dpi", dpi: 72, pages: [2] },
    "page 2: this image is only 72 dpi when printed at this size and may look blurry; use the original photo if you have it",
    "página 2: esta imagen tiene solo 72 ppp al imprimirse en este tamaño y puede verse borrosa; use la foto original si la tiene",
  ],
  [
    { code: "hidden-sheets", names: ["Notas", "Old"] },
    "this workbook has hidden sheets (Notas, Old) that are not printed; if they matter, unhide them in Excel, save, and upload the file again",
    "este libro de Excel tiene hojas ocultas (Notas, Old) que no se imprimen; si son importantes, muéstrelas en Excel, guarde el archivo y súbalo otra vez",
  ],
  [
    { code: "text-encoding-guessed", encoding: "Windows-1252 (Western European)" },
    "the file does not say which character encoding it uses, so it was read as Windows-1252 (Western European); check that accented or non-English letters look right in the binder, and if not, save the file as UTF-8 and upload it again",
    "el archivo no dice qué codificación de caracteres usa, así que se leyó como Windows-1252 (Western European); revise que las letras con acento o de otros idiomas se vean bien en la carpeta y, si no, guarde el archivo como UTF-8 y súbalo otra vez",
  ],
  [
    { code: "text-damaged" },
    "some characters in this text file are damaged and show as \uFFFD; check the text in the binder",
    "algunos caracteres de este archivo de texto están dañados y se ven como \uFFFD; revise el texto en la carpeta",
  ],
  [
    { code: "text-damaged-count", count: 1 },
    "1 damaged character in this UTF-8 text show as \uFFFD; check the text in the binder",
    "1 carácter dañado en este texto UTF-8 se ve como \uFFFD; revise el texto en la carpeta",
  ],
  [
    { code: "text-damaged-count", count: 3 },
    "3 damaged characters in this UTF-8 text show as \uFFFD; check the text in the binder",
    "3 caracteres dañados en este texto UTF-8 se ven como \uFFFD; revise el texto en la carpeta",
  ],
  [
    { code: "text-bom-mismatch", marked: "utf-16le", other: "utf-16be" },
    "this text file's byte-order mark says UTF-16 little-endian but the text is UTF-16 big-endian; it was read as UTF-16 big-endian; check the text in the binder",
    "la marca de orden de bytes de este archivo de texto dice UTF-16 little-endian, pero el texto está en UTF-16 big-endian; se leyó como UTF-16 big-endian; revise el texto en la carpeta",
  ],
  [
    { code: "clipping-mac-roman" },
    "this clipping's text was read from its old Mac Roman copy, which cannot hold every character (emoji and many non-Latin letters are lost); check the text in the binder",
    "el texto de este recorte se leyó de su copia antigua en Mac Roman, que no puede guardar todos los caracteres (se pierden los emoji y muchas letras no latinas); revise el texto en la carpeta",
  ],
  [
    { code: "clipping-damaged" },
    "some characters in this clipping are damaged and show as \uFFFD; check the text in the binder",
    "algunos caracteres de este recorte están dañados y se ven como \uFFFD; revise el texto en la carpeta",
  ],
  [
    { code: "ocr-not-read", page: 4, seconds: 120 },
    "page 4: could not be made searchable (reading it took longer than 120 s); it is included as it was",
    "página 4: no se pudo agregar texto que se pueda buscar (leerla tomó más de 120 s); se incluye tal como estaba",
  ],
  [
    { code: "ocr-not-read", page: 1, seconds: null },
    "page 1: could not be made searchable (text recognition failed); it is included as it was",
    "página 1: no se pudo agregar texto que se pueda buscar (falló el reconocimiento de texto); se incluye tal como estaba",
  ],
  [
    { code: "translation-warning", note: { code: "image-animation" } },
    "English translation: only the first frame of this animation is in the binder",
    "Traducción al inglés: solo el primer cuadro de esta animación está en la carpeta",
  ],
];

describe("the engine's notes in the report's languages (issue 39)", () => {
  it("covers every code", () => {
    const codes = new Set(NOTES.map(([note]) => note.code));
    expect([...codes].sort()).toEqual(
      Object.keys(NOTE_WORDS_ES)
        .filter((c) => c !== "text")
        .sort(),
    );
  });

  it.each(NOTES)("words %j in English as the build always has, and in Spanish", (note, english, spanish) => {
    expect(noteEnglish(note)).toBe(english);
    expect(wordNote(kitWords("en").notes, note)).toBe(english);
    expect(wordNote(kitWords("es").notes, note)).toBe(spanish);
  });

  it("shows a sentence made without a code as it was written, in every language", () => {
    const note: EngineNote = { code: "text", text: "LibreOffice fitted 2 sheets to the page width" };
    expect(wordNote(kitWords("es").notes, note)).toBe(note.text);
  });
});

describe("a text file's warnings as codes", () => {
  it("are the warnings decodeText gives, in the same order", () => {
    // Accented French in a single-byte encoding with no mark: the encoding is guessed.
    const bytes = Uint8Array.from("Café crème, payé en espèces le 3 mars. ".repeat(4), (c) =>
      c.charCodeAt(0),
    );
    const noted = decodeTextNoted({ name: "note.txt", bytes });
    expect(noted.warningNotes.map((n) => n.code)).toEqual(["text-encoding-guessed"]);
    expect(noted.warnings).toEqual(noted.warningNotes.map(noteEnglish));
    expect(decodeText({ name: "note.txt", bytes })).toEqual({
      text: noted.text,
      encoding: noted.encoding,
      warnings: noted.warnings,
    });
  });
});

describe("notesOf", () => {
  const english = { conversions: [noteEnglish({ code: "pdf-flattened" })], security: [], warnings: [] };

  it("keeps a document's codes when they read as its English lists", () => {
    const notes = { conversions: [{ code: "pdf-flattened" } as const], security: [], warnings: [] };
    expect(notesOf({ ...english, notes })).toBe(notes);
  });

  it("falls back to the English as written when the codes do not match it (a record from another version)", () => {
    const notes = { conversions: [{ code: "pdf-decrypted" } as const], security: [], warnings: [] };
    expect(notesOf({ ...english, notes }).conversions).toEqual([
      { code: "text", text: english.conversions[0] },
    ]);
    expect(notesOf(english).conversions).toEqual([{ code: "text", text: english.conversions[0] }]);
    // A note whose parameters are not what its code needs is not trusted either.
    const broken = { conversions: [{ code: "picture-converted" }], security: [], warnings: [] };
    expect(notesOf({ ...english, notes: broken as never }).conversions[0]!.code).toBe("text");
  });
});

describe("page sizes in the report's language", () => {
  it("names the paper in the person's language, inches as numbers", () => {
    expect(describePageSize({ widthPt: 595.28, heightPt: 841.89 })).toBe("8.27 × 11.69 in (A4)");
    expect(describePageSize({ widthPt: 612, heightPt: 792 }, kitWords("es").sizes)).toBe(
      "8.5 × 11 pulg. (Carta)",
    );
    expect(describePageSize({ widthPt: 1008, heightPt: 612 }, kitWords("es").sizes)).toBe(
      "14 × 8.5 pulg. (Oficio)",
    );
    expect(describePageSize({ widthPt: 288, heightPt: 432 }, kitWords("es").sizes)).toBe("4 × 6 pulg.");
  });
});

describe("a warning on the builder's screens (warningIn)", () => {
  const lowDpi: EngineNote = { code: "image-low-dpi", dpi: 96, pages: null };
  const english = noteEnglish(lowDpi);

  it("says the note in Spanish for a Spanish reader, and leaves the English as the build wrote it otherwise", () => {
    expect(warningIn(lowDpi, english, "es")).toBe(
      "esta imagen tiene solo 96 ppp al imprimirse en este tamaño y puede verse borrosa; use la foto original si la tiene",
    );
    expect(warningIn(lowDpi, english, "en")).toBe(english);
    expect(warningIn(lowDpi, english, undefined)).toBe(english);
  });

  it("keeps the English when there is no note, the code is unknown, or its parameters are broken", () => {
    expect(warningIn(undefined, english, "es")).toBe(english);
    expect(warningIn({ code: "from-a-newer-engine" } as never, "as written", "es")).toBe("as written");
    expect(warningIn({ code: "pdf-attachments" } as never, "as written", "es")).toBe("as written");
    // A sentence made without a code (a converter's own) is shown as written in every language.
    expect(warningIn({ code: "text", text: "as written" }, "as written", "es")).toBe("as written");
  });
});
