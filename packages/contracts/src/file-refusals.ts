// Why a file is refused for what it is or for its size (issue 39): the engine's sniffer and its size and page checks
// throw these by code with their numbers as params, filled in English from this one source (the CLI and the
// binder's records stay English). The server's catalogue holds them as `fileRefusals` (i18n/en.ts) with their
// Spanish (i18n/file-refusals.es.ts), so the builder's row says them in the person's language by code; a code the
// catalogue does not know is shown as the engine's English.
import { ACCEPTED_FORMATS_SENTENCE } from "./formats.ts";
import { fill } from "./i18n/fill.ts";

const ACCEPTED = `(accepted: ${ACCEPTED_FORMATS_SENTENCE})`;
const PRINT_TO_PDF = "open it and print it to PDF (or choose File › Save as PDF), then upload the PDF";

/** "this file is <what>, which cannot go in a binder; <advice> (accepted: …)". */
const kind = (what: string, advice: string) =>
  `this file is ${what}, which cannot go in a binder; ${advice} ${ACCEPTED}`;

/** Text under a name such as "lease.pdf": `what` is the kind the name claims ("a PDF"). */
const textNamed = (what: string) =>
  `this file's name says it is ${what} (.{{ext}}), but it holds only plain text, so it is damaged or not the ` +
  "file you meant (a failed download can leave a short message in place of the file); download or export it " +
  `again and check that it opens before uploading ${ACCEPTED}`;

/** A .doc or .xls that is not Word's or Excel's: `noun` is "Word file" or "Excel file". */
const officeNamed = (noun: string) =>
  `this file's name says it is a ${noun} (.{{ext}}), but its contents are not Word's or Excel's: it may come ` +
  "from another program (such as WordPerfect or Works) or be damaged; open it in the program that made it, save " +
  `it as PDF or as a .docx/.xlsx file, and upload that ${ACCEPTED}`;

export const FILE_REFUSALS = {
  powerpoint: kind(
    "a PowerPoint presentation",
    "in PowerPoint choose File › Export › PDF, then upload the PDF",
  ),
  outlookMessage: kind(
    "an Outlook e-mail message (.msg)",
    "open the e-mail in Outlook, print it to PDF, then upload the PDF",
  ),
  visio: kind("a Visio drawing", "in Visio choose File › Export › PDF, then upload the PDF"),
  publisher: kind("a Publisher document", "in Publisher choose File › Export › PDF, then upload the PDF"),
  opendocumentText: kind(
    "an OpenDocument text file (.odt)",
    "open it in LibreOffice or Word and save it as PDF or Word (.docx), then upload that",
  ),
  opendocumentSpreadsheet: kind(
    "an OpenDocument spreadsheet (.ods)",
    "open it in LibreOffice or Excel and save it as PDF or Excel (.xlsx), then upload that",
  ),
  opendocumentPresentation: kind(
    "an OpenDocument presentation (.odp)",
    "open it in LibreOffice and export it as PDF, then upload the PDF",
  ),
  opendocument: kind(
    "an OpenDocument file",
    "open it in LibreOffice and export it as PDF, then upload the PDF",
  ),
  epub: kind("an e-book (EPUB)", "upload the pages you need as PDF instead"),
  iwork: kind(
    "an Apple Pages, Numbers or Keynote document",
    "open it on the Mac and choose File › Export To › PDF, then upload the PDF",
  ),
  xps: kind("an XPS document", "open it in the XPS Viewer and print it to PDF, then upload the PDF"),
  javaArchive: kind("a Java program", "upload the document itself, not a program"),
  zip: kind("a ZIP archive", "open (unzip) it and upload the documents inside one by one"),
  oleOther: kind("an older Office or Windows file that is not Word or Excel", PRINT_TO_PDF),
  wordperfect: kind(
    "a WordPerfect document",
    "open it in WordPerfect or LibreOffice and save it as PDF or Word (.docx), then upload that",
  ),
  video: kind(
    "a video",
    "a binder holds printed pages; upload still pictures or a written transcript of it instead",
  ),
  audio: kind(
    "an audio recording",
    "a binder holds printed pages; upload a written transcript of it instead",
  ),
  executable: kind("a program, not a document", "upload the document itself"),
  archive: kind("a compressed archive", "extract it and upload the documents inside one by one"),
  bmp: kind(
    "a BMP picture",
    "open it and save it as PNG or JPG (Paint: File › Save as › PNG), then upload that",
  ),
  photoshop: kind("a Photoshop file", "save or export it as PNG, JPG or PDF, then upload that"),
  jpeg2000: kind("a JPEG 2000 picture", "open it and save it as PNG or JPG, then upload that"),
  jpegxl: kind("a JPEG XL picture", "open it and save it as PNG or JPG, then upload that"),
  avif: kind("an AVIF picture", "open it and save it as PNG or JPG, then upload that"),
  cameraRaw: kind("a camera RAW photo", "export it as JPG from your photo app, then upload that"),
  postscript: kind(
    "a PostScript file",
    "convert it to PDF (open it in Preview, or print it to PDF), then upload the PDF",
  ),
  database: kind(
    "a database file",
    "open it in the program that made it and print or export what you need as PDF",
  ),
  appleDouble: kind(
    'a hidden Mac companion file (its name usually starts with "._"), not the document',
    'upload the document with the same name without "._" instead',
  ),
  shortcut: kind("a Windows shortcut, not the document it points to", "upload the document itself"),
  macAlias: kind("a Mac alias, not the document it points to", "upload the document itself"),
  plist: kind("a Mac settings file (property list)", "upload the document itself"),
  html: kind(
    "a web page (HTML)",
    "open it in a web browser and print it to PDF, then upload the PDF; if you meant to download a PDF, the website may have sent this page instead, so download it again",
  ),
  svg: kind("an SVG drawing", "open it in a web browser and print it to PDF, then upload the PDF"),
  officeXml: kind(
    "a web page or XML file saved by Word or Excel",
    "open it in Word or Excel and save it as .docx, .xlsx or PDF, then upload that",
  ),
  /** Contents no signature names and no text reader takes. */
  unknown: `this file's contents do not match any type we accept; if it is a document, ${PRINT_TO_PDF} ${ACCEPTED}`,
  unknownNamed: `this file's contents do not match any type we accept (its name ends in .{{ext}}); if it is a document, ${PRINT_TO_PDF} ${ACCEPTED}`,
  // Plain text under the name of a format that is never text (a failed download's message saved as "lease.pdf").
  textNamedPdf: textNamed("a PDF"),
  textNamedPhoto: textNamed("a photo"),
  textNamedPicture: textNamed("a picture"),
  textNamedWord: textNamed("a Word document"),
  textNamedExcel: textNamed("an Excel spreadsheet"),
  textNamedPowerpoint: textNamed("a PowerPoint presentation"),
  textNamedZip: textNamed("a ZIP archive"),
  // A .doc/.xls whose contents are neither Word's nor Excel's (a WordPerfect 4.2 file named .doc).
  officeNamedWord: officeNamed("Word file"),
  officeNamedExcel: officeNamed("Excel file"),
  // The numbered limits.
  tooLarge:
    'this file is {{sizeMb}} MB; the limit is {{maxMb}} MB a file. Split it, or save a smaller copy (for a PDF, "Reduce file size"; for photos, a lower resolution)',
  pdfTooManyPages:
    "this PDF says it has {{pages}} pages, more than any court filing (the limit is {{maxPages}}); split it into " +
    "the parts you need, or print those pages to a new PDF, and upload that",
  imageTooManyPixels:
    "this image claims to be {{width}} × {{height}} pixels ({{megapixels}} megapixels), more than any photo or scan " +
    "(the limit is {{maxMegapixels}}); save it at a smaller size and upload it again",
  /** A build's refused upload, on its file's line ("lease.pdf: larger than 250 MB"). */
  largerThan: "larger than {{maxMb}} MB",
  imageBomb:
    "this image claims {{megapixels}} megapixels from only {{kb}} KB of data, which is how decompression bombs " +
    "look; open it in an image editor, save a copy, and upload that",
} as const;

export type FileRefusalCode = keyof typeof FILE_REFUSALS;

/** A refusal as the engine sends it: its code and the values of its placeholders, so any language can say it. */
export interface FileRefusal {
  code: FileRefusalCode;
  params?: Readonly<Record<string, string | number>>;
}

/**
 * The refusal in English, as the engine's reason, the CLI and the binder's records say it.
 * @example fileRefusalEnglish({ code: "tooLarge", params: { sizeMb: "31.0", maxMb: "30.0" } })
 */
export function fileRefusalEnglish(refusal: FileRefusal): string {
  return fill(FILE_REFUSALS[refusal.code], refusal.params);
}
