// The filing check's findings in words: English exactly as the check has always written it (the CLI and the builder
// read it), Spanish for every finding of a Spanish kit's report, with the same facts in it.
import { describe, expect, it } from "vitest";
import { CHECK_WORDS_EN, checkWords } from "./check-words.ts";
import type { CheckWords, Said } from "./check-words.ts";

type Case = [name: keyof CheckWords, say: (w: CheckWords) => Said, english: Said, spanish: Said];

const CASES: Case[] = [
  [
    "fileName",
    (w) => w.fileName("Exhibit A.pdf", "letters, digits and hyphens"),
    {
      message: `The file name "Exhibit A.pdf" does not follow the court's rule: letters, digits and hyphens.`,
      fix: "Rename the file using only letters, digits and hyphens.",
    },
    {
      message: `El nombre del archivo "Exhibit A.pdf" no sigue la regla de la corte: letters, digits and hyphens.`,
      fix: "Cambie el nombre del archivo usando solo letters, digits and hyphens.",
    },
  ],
  [
    "fileSize",
    (w) => w.fileSize(37.5 * 1024 * 1024, 35),
    {
      message: "The file is 37.5 MB, over the court's limit of 35 MB per document.",
      fix: "Split it into smaller volumes and file each one, in order.",
    },
    {
      message: "El archivo pesa 37.5 MB, más que el límite de la corte de 35 MB por documento.",
      fix: "Divídalo en volúmenes más pequeños y presente cada uno, en orden.",
    },
  ],
  [
    "encrypted",
    (w) => w.encrypted(true),
    {
      message: "The file is locked with a password, so the court's system cannot open it.",
      fix: "Save or print it again as a PDF without a password or security settings.",
    },
    {
      message: "El archivo está protegido con contraseña, así que el sistema de la corte no lo puede abrir.",
      fix: "Guárdelo o imprímalo otra vez como PDF sin contraseña ni opciones de seguridad.",
    },
  ],
  [
    "javascript",
    (w) => w.javascript([3, 5]),
    {
      message: "The file has JavaScript on pages 3–5, which court systems refuse.",
      fix: "Print it to a new PDF (or rebuild it here) so the script is left out.",
    },
    {
      message: "El archivo tiene JavaScript en las páginas 3–5, que los sistemas de la corte rechazan.",
      fix: "Imprímalo como un PDF nuevo (o vuelva a crearlo aquí) para que quede sin el código.",
    },
  ],
  [
    "embeddedFile",
    (w) => w.embeddedFile(null),
    {
      message: "The file has another file attached in the file, which court systems refuse.",
      fix: "Remove the attachment; file it as its own exhibit if the court needs it.",
    },
    {
      message: "El archivo tiene otro archivo adjunto en el archivo, que los sistemas de la corte rechazan.",
      fix: "Quite el adjunto; preséntelo como su propia prueba si la corte lo necesita.",
    },
  ],
  [
    "formFields",
    (w) => w.formFields([2, 2], true),
    {
      message: "The file has fillable form fields on page 2; the court takes only flattened forms.",
      fix: "Flatten the form so what is typed in becomes part of the page.",
    },
    {
      message:
        "El archivo tiene campos de formulario para llenar en la página 2; la corte solo acepta formularios aplanados.",
      fix: "Aplane el formulario para que lo escrito quede como parte de la página.",
    },
  ],
  [
    "richMedia",
    (w) => w.richMedia([4, 4]),
    {
      message: "The file has sound, video or 3D content on page 4, which a filed copy cannot play.",
      fix: "Take the media out and file a still picture or a transcript instead.",
    },
    {
      message:
        "El archivo tiene sonido, video o contenido 3D en la página 4, que una copia presentada no puede reproducir.",
      fix: "Quite ese contenido y presente una imagen fija o una transcripción.",
    },
  ],
  [
    "linksNone",
    (w) => w.linksNone([1, 2, 3, 9]),
    {
      message: "There are links on pages 1–3, 9; this court takes no links at all.",
      fix: "Make the file again without links (the page numbers in the index stay).",
    },
    {
      message: "Hay enlaces en las páginas 1–3, 9; esta corte no acepta ningún enlace.",
      fix: "Vuelva a crear el archivo sin enlaces (los números de página del índice se quedan).",
    },
  ],
  [
    "linksExternal",
    (w) => w.linksExternal([1, 3, 5, 7, 9, 11, 13, 15]),
    {
      message:
        "There are links to web addresses or other files on pages 1, 3, 5, 7, 9, 11 and 2 more; e-filing systems may refuse or strip them.",
      fix: "Write the addresses out as text instead of links.",
    },
    {
      message:
        "Hay enlaces a direcciones web o a otros archivos en las páginas 1, 3, 5, 7, 9, 11 y 2 más; los sistemas de presentación electrónica pueden rechazarlos o quitarlos.",
      fix: "Escriba las direcciones como texto en lugar de enlaces.",
    },
  ],
  [
    "fontNotEmbedded",
    (w) => w.fontNotEmbedded("Arial-BoldMT"),
    {
      message: "The font Arial-BoldMT is not inside the file, so the page may look different at the court.",
      fix: "Save or print the document to PDF again with fonts embedded.",
    },
    {
      message:
        "La fuente Arial-BoldMT no está dentro del archivo, así que la página puede verse distinta en la corte.",
      fix: "Guarde o imprima el documento como PDF otra vez, con las fuentes incluidas.",
    },
  ],
  [
    "bookmarks",
    (w) => w.bookmarks,
    {
      message: "The file has no bookmarks; this court asks for a bookmark for each exhibit or section.",
      fix: "Build the binder here (it adds a bookmark for each exhibit) or add bookmarks in a PDF editor.",
    },
    {
      message: "El archivo no tiene marcadores; esta corte pide un marcador para cada prueba o sección.",
      fix: "Cree la carpeta aquí (agrega un marcador para cada prueba) o agregue marcadores con un editor de PDF.",
    },
  ],
  [
    "notSearchable",
    (w) => w.notSearchable([4, 9]),
    {
      message: "Pages 4–9 have no searchable text (a scan or a picture of text).",
      fix: "Run text recognition (OCR) on these pages.",
    },
    {
      message: "Las páginas 4–9 no tienen texto que se pueda buscar (un escaneo o una foto de texto).",
      fix: "Use el reconocimiento de texto (OCR) en estas páginas.",
    },
  ],
  [
    "pictureWithoutWords",
    (w) => w.pictureWithoutWords([7, 7]),
    {
      message:
        "Page 7 is a picture with no words; nothing to search (text recognition read it and found none).",
      fix: "Nothing to do for a photo. If the page does show writing, scan it again more sharply and rebuild.",
    },
    {
      message:
        "La página 7 es una imagen sin palabras; no hay nada que buscar (el reconocimiento de texto la leyó y no encontró ninguna).",
      fix: "No hay nada que hacer con una foto. Si la página sí muestra texto, escanéela otra vez con más nitidez y vuelva a crear la carpeta.",
    },
  ],
  [
    "legalSize",
    (w) => w.legalSize([2, 3], true),
    {
      message: "Pages 2–3 are legal size (8.5 × 14 in); this court takes Letter pages.",
      fix: "Scale these pages to Letter (8.5 × 11 in) before filing.",
    },
    {
      message: "Las páginas 2–3 son tamaño Oficio (8.5 × 14 pulg.); esta corte acepta páginas tamaño Carta.",
      fix: "Ajuste estas páginas a tamaño Carta (8.5 × 11 pulg.) antes de presentar.",
    },
  ],
  [
    "oddSize",
    (w) => w.oddSize([5, 5], "8.3 × 11.7", true),
    {
      message: "Page 5 is 8.3 × 11.7 in, not Letter or Legal.",
      fix: "Scale these pages to Letter (8.5 × 11 in); building the binder here does it.",
    },
    {
      message: "La página 5 mide 8.3 × 11.7 pulg., no tamaño Carta ni Oficio.",
      fix: "Ajuste estas páginas a tamaño Carta (8.5 × 11 pulg.); crear la carpeta aquí lo hace.",
    },
  ],
  [
    "lowResolution",
    (w) => w.lowResolution([1, 2], 72, 150),
    {
      message: "The pictures on pages 1–2 are as low as 72 dpi, under 150 dpi, and may print blurry.",
      fix: "Scan these pages again at 300 dpi, or use a sharper photo.",
    },
    {
      message:
        "Las imágenes en las páginas 1–2 tienen apenas 72 ppp, menos de 150 ppp, y pueden imprimirse borrosas.",
      fix: "Escanee estas páginas otra vez a 300 ppp, o use una foto más nítida.",
    },
  ],
  [
    "clerkBox",
    (w) => w.clerkBox(3, 2, 1),
    {
      message:
        "Something is printed in the clerk's 3 × 2 in space at the top right of page 1, which the court keeps blank for its stamp.",
      fix: "Move or shrink the page's content so the top-right corner is empty (building the binder here does it).",
    },
    {
      message:
        "Hay algo impreso en el espacio de 3 × 2 pulg. del secretario, arriba a la derecha de la página 1, que la corte deja en blanco para su sello.",
      fix: "Mueva o achique el contenido de la página para que la esquina de arriba a la derecha quede vacía (crear la carpeta aquí lo hace).",
    },
  ],
  [
    "hiddenText",
    (w) => w.hiddenText([6, 6]),
    {
      message:
        "On page 6, text is covered by a black box but can still be copied out of the file: the redaction does not hide it.",
      fix: "Redact with a tool that removes the text underneath (or print to paper and scan), then check again.",
    },
    {
      message:
        "En la página 6, hay texto tapado con un recuadro negro que todavía se puede copiar del archivo: la censura no lo oculta.",
      fix: "Tache con una herramienta que borre el texto de abajo (o imprima en papel y escanee), y revise otra vez.",
    },
  ],
  [
    "personalData",
    (w) => w.personalData(3, "***-**-6789", "FRCP 5.2(a)(1)", ["Cal. R. Ct. 1.201"], "ADVICE"),
    {
      message:
        "Page 3 may show personal data the court rules keep out of public filings (***-**-6789, FRCP 5.2(a)(1); this court applies Cal. R. Ct. 1.201).",
      fix: "ADVICE",
    },
    {
      message:
        "La página 3 puede mostrar datos personales que las reglas de la corte no permiten en documentos públicos (***-**-6789, FRCP 5.2(a)(1); esta corte aplica Cal. R. Ct. 1.201).",
      fix: "ADVICE",
    },
  ],
  [
    "envelope",
    (w) => w.envelope(1024 * 1024 * 60, 50),
    {
      message:
        "Together the files come to 60 MB by this one, over the court's limit of 50 MB for one filing.",
      fix: "File the rest in a second filing, or split the binder into smaller volumes.",
    },
    {
      message:
        "Con este archivo, los archivos juntos suman 60 MB, más que el límite de la corte de 50 MB por presentación.",
      fix: "Presente el resto en una segunda presentación, o divida la carpeta en volúmenes más pequeños.",
    },
  ],
];

describe("the filing check's words (issue 39)", () => {
  it("has a case for every finding", () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(Object.keys(CHECK_WORDS_EN).sort());
  });

  it.each(CASES)("words %s in English as always, and in Spanish", (_, say, english, spanish) => {
    expect(say(checkWords())).toEqual(english);
    expect(say(checkWords("es"))).toEqual(spanish);
  });
});
