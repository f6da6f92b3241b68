// The Spanish of the engine's refusals by code (file-refusals.ts, issue 39): same keys and placeholders as the
// English. The accepted formats are the web's fileFormats.acceptedSentence.
import { ACCEPTED_FORMATS } from "../formats.ts";
import type { FileRefusalCode } from "../file-refusals.ts";

const photos = ACCEPTED_FORMATS.filter((format) => format.group === "photo").map((format) => format.name);
const ACCEPTED = `(se aceptan: PDF, fotos (${photos.join(", ")}), Word (.doc, .docx), Excel (.xls, .xlsx), RTF, archivos de texto, recortes de texto de Mac y mensajes exportados (SMS Backup & Restore .xml, WhatsApp .txt o .zip, correo electrónico .eml, .mbox o .msg))`;
const PRINT_TO_PDF = "ábralo e imprímalo como PDF (o elija Archivo › Guardar como PDF) y luego suba el PDF";

/** "este archivo es <qué>, que no puede ir en una carpeta; <consejo> (se aceptan: …)". */
const kind = (what: string, advice: string) =>
  `este archivo es ${what}, que no puede ir en una carpeta; ${advice} ${ACCEPTED}`;

/** Text under a name such as "lease.pdf": `what` is the kind the name claims ("un PDF"). */
const textNamed = (what: string) =>
  `el nombre de este archivo dice que es ${what} (.{{ext}}), pero solo tiene texto simple, así que está dañado o ` +
  "no es el archivo que quería (una descarga que falló puede dejar un mensaje corto en lugar del archivo); " +
  `descárguelo o expórtelo otra vez y revise que se abre antes de subirlo ${ACCEPTED}`;

/** A .doc or .xls that is not Word's or Excel's. */
const officeNamed = (what: string) =>
  `el nombre de este archivo dice que es ${what} (.{{ext}}), pero su contenido no es de Word ni de Excel: puede ` +
  "venir de otro programa (como WordPerfect o Works) o estar dañado; ábralo en el programa que lo creó, guárdelo " +
  `como PDF o como archivo .docx/.xlsx y suba ese archivo ${ACCEPTED}`;

export const fileRefusalsEs: Record<FileRefusalCode, string> = {
  powerpoint: kind(
    "una presentación de PowerPoint",
    "en PowerPoint elija Archivo › Exportar › PDF y luego suba el PDF",
  ),
  outlookMessage: kind(
    "un mensaje de correo de Outlook (.msg)",
    "abra el correo en Outlook, imprímalo como PDF y luego suba el PDF",
  ),
  visio: kind("un dibujo de Visio", "en Visio elija Archivo › Exportar › PDF y luego suba el PDF"),
  publisher: kind(
    "un documento de Publisher",
    "en Publisher elija Archivo › Exportar › PDF y luego suba el PDF",
  ),
  opendocumentText: kind(
    "un archivo de texto OpenDocument (.odt)",
    "ábralo en LibreOffice o Word, guárdelo como PDF o Word (.docx) y luego suba ese archivo",
  ),
  opendocumentSpreadsheet: kind(
    "una hoja de cálculo OpenDocument (.ods)",
    "ábrala en LibreOffice o Excel, guárdela como PDF o Excel (.xlsx) y luego suba ese archivo",
  ),
  opendocumentPresentation: kind(
    "una presentación OpenDocument (.odp)",
    "ábrala en LibreOffice, expórtela como PDF y luego suba el PDF",
  ),
  opendocument: kind(
    "un archivo OpenDocument",
    "ábralo en LibreOffice, expórtelo como PDF y luego suba el PDF",
  ),
  epub: kind("un libro electrónico (EPUB)", "suba como PDF solo las páginas que necesita"),
  iwork: kind(
    "un documento de Apple Pages, Numbers o Keynote",
    "ábralo en la Mac, elija Archivo › Exportar a › PDF y luego suba el PDF",
  ),
  xps: kind("un documento XPS", "ábralo en el Visor de XPS, imprímalo como PDF y luego suba el PDF"),
  javaArchive: kind("un programa de Java", "suba el documento mismo, no un programa"),
  zip: kind("un archivo ZIP", "ábralo (descomprímalo) y suba los documentos que tiene uno por uno"),
  oleOther: kind("un archivo antiguo de Office o de Windows que no es de Word ni de Excel", PRINT_TO_PDF),
  wordperfect: kind(
    "un documento de WordPerfect",
    "ábralo en WordPerfect o LibreOffice, guárdelo como PDF o Word (.docx) y luego suba ese archivo",
  ),
  video: kind(
    "un video",
    "una carpeta tiene páginas impresas; mejor suba fotos fijas o una transcripción escrita del video",
  ),
  audio: kind(
    "una grabación de audio",
    "una carpeta tiene páginas impresas; mejor suba una transcripción escrita de la grabación",
  ),
  executable: kind("un programa, no un documento", "suba el documento mismo"),
  archive: kind("un archivo comprimido", "extraiga los documentos que tiene y súbalos uno por uno"),
  bmp: kind(
    "una imagen BMP",
    "ábrala y guárdela como PNG o JPG (en Paint: Archivo › Guardar como › PNG) y luego suba ese archivo",
  ),
  photoshop: kind(
    "un archivo de Photoshop",
    "guárdelo o expórtelo como PNG, JPG o PDF y luego suba ese archivo",
  ),
  jpeg2000: kind("una imagen JPEG 2000", "ábrala, guárdela como PNG o JPG y luego suba ese archivo"),
  jpegxl: kind("una imagen JPEG XL", "ábrala, guárdela como PNG o JPG y luego suba ese archivo"),
  avif: kind("una imagen AVIF", "ábrala, guárdela como PNG o JPG y luego suba ese archivo"),
  cameraRaw: kind(
    "una foto RAW de cámara",
    "expórtela como JPG desde su aplicación de fotos y luego suba ese archivo",
  ),
  postscript: kind(
    "un archivo PostScript",
    "conviértalo a PDF (ábralo en Vista Previa o imprímalo como PDF) y luego suba el PDF",
  ),
  database: kind(
    "un archivo de base de datos",
    "ábralo en el programa que lo creó e imprima o exporte como PDF lo que necesita",
  ),
  appleDouble: kind(
    'un archivo oculto que la Mac agrega (su nombre suele empezar con "._"), no el documento',
    'mejor suba el documento que tiene el mismo nombre sin "._"',
  ),
  shortcut: kind("un acceso directo de Windows, no el documento al que lleva", "suba el documento mismo"),
  macAlias: kind("un alias de Mac, no el documento al que lleva", "suba el documento mismo"),
  plist: kind("un archivo de configuración de Mac (lista de propiedades)", "suba el documento mismo"),
  html: kind(
    "una página web (HTML)",
    "ábrala en un navegador web, imprímala como PDF y luego suba el PDF; si quería descargar un PDF, puede que el sitio web le haya enviado esta página en su lugar: descárguelo otra vez",
  ),
  svg: kind("un dibujo SVG", "ábralo en un navegador web, imprímalo como PDF y luego suba el PDF"),
  officeXml: kind(
    "una página web o un archivo XML guardado por Word o Excel",
    "ábralo en Word o Excel, guárdelo como .docx, .xlsx o PDF y luego suba ese archivo",
  ),
  unknown: `el contenido de este archivo no es de ningún tipo que aceptamos; si es un documento, ${PRINT_TO_PDF} ${ACCEPTED}`,
  unknownNamed: `el contenido de este archivo no es de ningún tipo que aceptamos (su nombre termina en .{{ext}}); si es un documento, ${PRINT_TO_PDF} ${ACCEPTED}`,
  textNamedPdf: textNamed("un PDF"),
  textNamedPhoto: textNamed("una foto"),
  textNamedPicture: textNamed("una imagen"),
  textNamedWord: textNamed("un documento de Word"),
  textNamedExcel: textNamed("una hoja de cálculo de Excel"),
  textNamedPowerpoint: textNamed("una presentación de PowerPoint"),
  textNamedZip: textNamed("un archivo ZIP"),
  officeNamedWord: officeNamed("un archivo de Word"),
  officeNamedExcel: officeNamed("un archivo de Excel"),
  tooLarge:
    'este archivo tiene {{sizeMb}} MB; el límite es {{maxMb}} MB por archivo. Divídalo o guarde una copia más pequeña (para un PDF, "Reducir tamaño de archivo"; para fotos, una resolución más baja)',
  pdfTooManyPages:
    "este PDF dice que tiene {{pages}} páginas, más que cualquier documento que se presenta a la corte (el límite " +
    "es {{maxPages}}); divídalo en las partes que necesita, o imprima esas páginas como un PDF nuevo, y suba ese archivo",
  imageTooManyPixels:
    "esta imagen dice que mide {{width}} × {{height}} píxeles ({{megapixels}} megapíxeles), más que cualquier foto o " +
    "escaneo (el límite es {{maxMegapixels}}); guárdela en un tamaño más pequeño y súbala otra vez",
  largerThan: "pesa más de {{maxMb}} MB",
  imageBomb:
    "esta imagen dice que tiene {{megapixels}} megapíxeles con solo {{kb}} KB de datos, y así se ven los archivos " +
    "hechos para bloquear programas; ábrala en un editor de imágenes, guarde una copia y súbala",
};
