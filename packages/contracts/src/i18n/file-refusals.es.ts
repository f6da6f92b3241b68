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

/** A damaged .docx/.xlsx: `noun` the file's program ("archivo de Word"), `what` what is wrong. */
const ooxmlDamaged = (noun: string, what: string) =>
  `este ${noun} está dañado: el archivo está cortado o roto y ${what} (suele pasar cuando una descarga o una ` +
  "copia se interrumpe); abra el original en la computadora de donde vino, guarde una copia nueva y suba esa copia";

const oleDamaged = (noun: string) =>
  `este ${noun} está dañado y no se puede leer ({{detail}}); abra el original en Word o Excel, guarde una copia ` +
  "nueva y suba esa copia";

const officeProtected = (noun: string, how: string) =>
  `este ${noun} tiene contraseña, así que no se puede abrir para crear la carpeta; ${how} y súbalo otra vez`;

const clipping = (why: string) =>
  `este recorte de texto ${why}; ábralo en la Mac, copie el texto en un archivo .txt (TextEdit › Formato › ` +
  "Convertir a texto sin formato) y suba ese archivo";

const CLIPPING_LOST =
  "no tiene texto (el archivo está vacío: los recortes antiguos guardan su texto en una parte del archivo que se " +
  "pierde al subirlo o copiarlo fuera de la Mac)";

/** How to get a JPEG from an iPhone (also the server catalogue's fileReasons.heicAdvice). */
export const HEIC_ADVICE_ES =
  "las fotos de iPhone en formato HEIC no se pueden convertir aquí; en el iPhone elija " +
  "Configuración › Cámara › Formatos › Más compatible, o comparta la foto como JPEG, y súbala otra vez";

/** A build over its memory budget: `building` says whether the other files count too. */
const memory = (building: string) =>
  `este archivo pesa {{size}}; ${building} necesita unos {{needed}} de memoria, más de los {{budget}} que aquí ` +
  "puede usar una carpeta (en total, unos {{room}} de archivos); divídalo en PDF más pequeños (por ejemplo, por " +
  "grupos de páginas) o póngalo en una carpeta aparte, y vuelva a crearla";

/** What to do about a page too large for a volume: `which` is "esa página" or "esas páginas". */
const rescan = (which: string) =>
  `escanee ${which} otra vez con menos resolución (200 ppp, en gris y no a color) o guarde una copia más ` +
  "pequeña, y vuelva a crear la carpeta (el informe de calidad de una carpeta con límite de tamaño muestra sus " +
  "páginas más pesadas)";

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
  allZeroBytes:
    "este archivo no tiene datos (sus {{bytes}} bytes son todos cero), así que probablemente es una copia dañada o " +
    "incompleta; revise que eligió el archivo correcto, o cópielo otra vez desde donde vino",
  onlySpaces:
    "este archivo de texto no tiene nada que mostrar (solo espacios o líneas en blanco); revise que eligió el " +
    "archivo correcto",
  textUnreadable:
    "este archivo no se puede leer como texto en ninguna codificación que conocemos (puede ser un archivo dañado o " +
    "datos propios de un programa); ábralo, copie el texto en un documento nuevo, guárdelo como archivo .txt " +
    "UTF-8 o como PDF y suba ese archivo",
  ooxmlUnreadableWord: ooxmlDamaged("archivo de Word", "no se puede leer nada de él"),
  ooxmlUnreadableExcel: ooxmlDamaged("archivo de Excel", "no se puede leer nada de él"),
  ooxmlContentMissingWord: ooxmlDamaged("archivo de Word", "le falta su contenido principal"),
  ooxmlContentMissingExcel: ooxmlDamaged("archivo de Excel", "le falta su contenido principal"),
  ooxmlContentMissingOffice: ooxmlDamaged("archivo de Office", "le falta su contenido principal"),
  oleDamagedWord: oleDamaged("archivo de Word"),
  oleDamagedExcel: oleDamaged("archivo de Excel"),
  oleDamagedOffice: oleDamaged("archivo de Office"),
  protectedWord: officeProtected(
    "archivo de Word",
    "ábralo en Word, elija Archivo › Información › Proteger documento › Cifrar con contraseña, borre la contraseña, guárdelo",
  ),
  protectedExcel: officeProtected(
    "archivo de Excel",
    "ábralo en Excel, elija Archivo › Información › Proteger libro › Cifrar con contraseña, borre la contraseña, guárdelo",
  ),
  protectedOffice: officeProtected(
    "archivo de Office",
    "ábralo en Word o Excel, elija Archivo › Información › Proteger › Cifrar con contraseña, borre la contraseña, guárdelo",
  ),
  clippingZeroBytes: `este recorte de texto ${CLIPPING_LOST}; ábralo en la Mac, copie el texto en un archivo .txt y suba ese archivo`,
  clippingEmpty: clipping(CLIPPING_LOST),
  clippingDamaged: clipping("está dañado y no se puede leer texto de él"),
  clippingNoData: clipping("no tiene texto (no se encontraron datos de recorte en el archivo)"),
  clippingNoRepresentations: clipping("no tiene texto simple (el recorte está vacío)"),
  clippingFormattedOnly: clipping("no tiene texto simple (solo tiene texto con formato)"),
  clippingPicture: clipping("no tiene texto simple (tiene una imagen, no texto)"),
  clippingLink: clipping("no tiene texto simple (tiene un enlace web, no texto)"),
  clippingNoPlainText: clipping("no tiene texto simple"),
  pdfRepairCrashed:
    "este PDF hizo que el programa que repara archivos PDF se detuviera de forma inesperada; ábralo, imprímalo " +
    "como un PDF nuevo y suba esa copia",
  pdfRepairTimeout:
    "este PDF tardó demasiado en procesarse y se detuvo; ábralo, imprímalo como un PDF nuevo (o divídalo en " +
    "archivos más pequeños) y suba esa copia",
  pdfRepairMissing:
    "este PDF no se puede procesar porque al servidor le falta un programa que necesita (qpdf); avise al equipo " +
    "de soporte del sitio",
  xargsMissing: "al servidor le falta el programa xargs",
  unlockNotPdf:
    "aquí solo se puede desbloquear un PDF; para un archivo de Word o Excel, quite la contraseña en Word o Excel",
  unlockNotLocked: "este PDF ya se abre sin contraseña",
  unlockWrongPassword:
    "esa contraseña no abre este PDF; revísela (las mayúsculas cuentan) e intente otra vez",
  unlockDamaged:
    "este PDF está dañado y no se puede desbloquear; si se abre en su computadora, imprímalo como un PDF nuevo y " +
    "suba esa copia",
  unlockFailed: "no se pudo desbloquear este PDF en este momento; intente otra vez en un minuto",
  unlockMissing:
    "este PDF no se puede desbloquear porque al servidor le falta un programa que necesita (qpdf); avise al " +
    "equipo de soporte",
  officeUnavailable:
    "los archivos de Word, Excel y RTF no se pueden convertir en este servidor porque LibreOffice no está " +
    "instalado; guarde el archivo como PDF y suba ese archivo",
  officeTimeout:
    "este archivo tardó demasiado en convertirse y se detuvo; ábralo en Word o Excel, guárdelo o imprímalo como " +
    "PDF y suba ese archivo",
  officeCrashed:
    "LibreOffice se detuvo de forma inesperada al convertir este archivo; ábralo en Word o Excel, guárdelo o " +
    "imprímalo como PDF y suba ese archivo",
  officeBomb:
    "este archivo se descomprimiría a {{declared}} desde {{actual}}, mucho más que cualquier documento real, así " +
    "que no se abrió; si es un documento real, ábralo en Word o Excel, guárdelo como PDF y suba ese archivo",
  notAnImage: "este archivo no es una imagen que este paso pueda convertir",
  imageTooManyPages:
    "este archivo de imagen dice que tiene {{pages}} páginas, mucho más que cualquier escaneo; divídalo en " +
    "archivos más pequeños y súbalos",
  imageCutShort:
    "este archivo de imagen está cortado y no se pudo recuperar nada de la imagen; suba otra vez el archivo original",
  heicTimeout: `abrir esta foto HEIC tardó demasiado y se detuvo; ${HEIC_ADVICE_ES}`,
  heicUndecodable: `no se pudo abrir esta foto HEIC (el archivo puede estar dañado o usar una variante poco común de HEIC); ${HEIC_ADVICE_ES}`,
  memoryBudget: memory("crear la carpeta con él"),
  memoryBudgetWithOthers: memory("crear la carpeta con él y con los otros archivos"),
  pageOverLimit:
    "en la Prueba {{label}}, la página {{page}} de {{pages}} (página {{binderPage}} de la carpeta) pesa {{size}}: " +
    "más que el límite de {{limit}} por archivo, y una página no se puede dividir entre volúmenes; " +
    rescan("esa página"),
  pagesOverLimit:
    "en la Prueba {{label}}, las páginas {{pageList}} de {{pages}} (páginas {{binderList}} de la carpeta) pesan " +
    "cada una más que el límite de {{limit}} por archivo, y una página no se puede dividir entre volúmenes; " +
    rescan("esas páginas"),
  pagesOverLimitMore:
    "en la Prueba {{label}}, {{count}} páginas (las primeras son las páginas {{pageList}} de {{pages}}, páginas " +
    "{{binderList}} de la carpeta) pesan cada una más que el límite de {{limit}} por archivo, y una página no se " +
    `puede dividir entre volúmenes; ${rescan("esas páginas")}`,
  translationNoTranslator: "la traducción necesita el nombre del traductor",
  translationTranslatorTooLong: "el nombre del traductor tiene más de {{max}} caracteres",
  translationNoQualifications: "la traducción necesita las calificaciones del traductor",
  translationQualificationsTooLong:
    "las calificaciones del traductor tienen más de {{max}} caracteres; acórtelas",
  translationLanguageTooLong: "el nombre del idioma tiene más de {{max}} caracteres",
  translationBothSources: "dé la traducción como archivo o como texto escrito, no las dos cosas",
  translationNoText: "la traducción no tiene texto; escríbalo o adjunte su archivo",
  translationQpdfMissing: "no se pudo agregar su traducción al inglés: falta el programa qpdf en el servidor",
  translationQpdfTimeout: "no se pudo agregar su traducción al inglés: el programa qpdf tardó demasiado",
  translationQpdfFailed: "no se pudo agregar su traducción al inglés ({{detail}})",
};
