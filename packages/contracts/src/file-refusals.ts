// Why a file is refused for what it is or for its size (issue 39): the engine's sniffer and its size and page checks
// throw these by code with their numbers as params, filled in English from this one source (the CLI and the
// binder's records stay English). The server's catalogue holds them as `fileRefusals` (i18n/en.ts) with their
// Spanish (i18n/file-refusals.es.ts), so the builder's row says them in the person's language by code; a code the
// catalogue does not know is shown as the engine's English.
import { FILE_REASONS } from "./file-reasons.ts";
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

/** A damaged .docx/.xlsx (sniff.ts): `noun` is "Word file", "Excel file" or "Office file", `what` what is wrong. */
const ooxmlDamaged = (noun: string, what: string) =>
  `this ${noun} is damaged: the file is cut short or broken and ${what} (often an interrupted download or copy); ` +
  "open the original on the computer it came from, save a new copy, and upload that";

/** An old .doc/.xls whose container cannot be read; {{detail}} is the reader's own (English, technical) words. */
const oleDamaged = (noun: string) =>
  `this ${noun} is damaged and cannot be read ({{detail}}); open the original in Word or Excel, save a new copy, ` +
  "and upload that";

/** A Word or Excel file with a password to open: `how` is the steps that clear it in that program. */
const officeProtected = (noun: string, how: string) =>
  `this ${noun} is protected by a password, so it cannot be opened to make the binder; ${how}, and upload it again`;

/** A .textClipping with no text to take (clipping.ts): `why` says what it holds instead. */
const clipping = (why: string) =>
  `this text clipping ${why}; open it on the Mac, copy the text into a .txt file (TextEdit › Format › Make Plain ` +
  "Text), and upload that";

/** A build over its memory budget: `building` says whether the other files count too. */
const memory = (building: string) =>
  `this file is {{size}}; ${building} needs about {{needed}} of memory, more than the {{budget}} one build may ` +
  "use here (about {{room}} of files in all); split it into smaller PDFs (for example by page ranges) or put it " +
  "in a binder of its own, and build again";

/** What to do about a page too large for a volume: `which` is "that page" or "those pages". */
const rescan = (which: string) =>
  `scan ${which} again at a lower resolution (200 dpi, grey rather than colour) or save a smaller copy, and ` +
  "build again (the quality report of a build with a size limit lists its heaviest pages)";

/** What heif-convert's failures add: how to get a JPEG from the phone. */
const HEIC_ADVICE = FILE_REASONS.heicAdvice;

/** The reasons as written: clauses joined by "; " (made sentences of their own below). */
const WRITTEN = {
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
  // The rarer reasons of ingest/ and convert/ (a damaged Office file, an empty clipping, a tool that failed).
  /** A file of zero bytes only (an unfinished copy). */
  allZeroBytes:
    "this file holds no data (all {{bytes}} bytes are zero), so it is probably a damaged or unfinished copy; " +
    "check that you picked the right file, or copy it again from where it came from",
  /** A text file of spaces and blank lines only. */
  onlySpaces:
    "this text file has nothing to show (only spaces or blank lines); check that you picked the right file",
  textUnreadable:
    "this file does not read as text in any encoding we know (it may be a damaged file or a program's own data " +
    "format); open it, copy the text into a new document, save it as a UTF-8 .txt file or PDF, and upload that",
  // A .docx/.xlsx whose ZIP cannot be read at all (named so; otherwise it is a damaged archive), or lacks its document.
  ooxmlUnreadableWord: ooxmlDamaged("Word file", "nothing in it can be read"),
  ooxmlUnreadableExcel: ooxmlDamaged("Excel file", "nothing in it can be read"),
  ooxmlContentMissingWord: ooxmlDamaged("Word file", "its main content is missing"),
  ooxmlContentMissingExcel: ooxmlDamaged("Excel file", "its main content is missing"),
  ooxmlContentMissingOffice: ooxmlDamaged("Office file", "its main content is missing"),
  oleDamagedWord: oleDamaged("Word file"),
  oleDamagedExcel: oleDamaged("Excel file"),
  oleDamagedOffice: oleDamaged("Office file"),
  protectedWord: officeProtected(
    "Word file",
    "open it in Word, choose File › Info › Protect Document › Encrypt with Password, clear the password, save",
  ),
  protectedExcel: officeProtected(
    "Excel file",
    "open it in Excel, choose File › Info › Protect Workbook › Encrypt with Password, clear the password, save",
  ),
  protectedOffice: officeProtected(
    "Office file",
    "open it in Word or Excel, choose File › Info › Protect › Encrypt with Password, clear the password, save",
  ),
  /** An empty .textClipping as the sniffer meets it (before any reading). */
  clippingZeroBytes:
    "this text clipping has no text in it (the file is empty: older clippings keep their text in a part of the " +
    "file that is lost when it is uploaded or copied off the Mac); open it on the Mac, copy the text into a .txt " +
    "file, and upload that",
  clippingEmpty: clipping(
    "has no text in it (the file is empty: older clippings keep their text in a part of the file that is lost " +
      "when it is uploaded or copied off the Mac)",
  ),
  clippingDamaged: clipping("is damaged and no text can be read from it"),
  clippingNoData: clipping("has no text in it (no clipping data was found in the file)"),
  clippingNoRepresentations: clipping("has no plain text in it (the clipping is empty)"),
  clippingFormattedOnly: clipping("has no plain text in it (it holds only formatted text)"),
  clippingPicture: clipping("has no plain text in it (it holds a picture, not text)"),
  clippingLink: clipping("has no plain text in it (it holds a web link, not text)"),
  clippingNoPlainText: clipping("has no plain text in it (it holds no plain text)"),
  // A PDF the repair program (qpdf) could not finish.
  pdfRepairCrashed:
    "this PDF made the PDF repair program stop unexpectedly; open it, print it to a new PDF, and upload that copy",
  pdfRepairTimeout:
    "this PDF took too long to process and was stopped; open it, print it to a new PDF (or split it into smaller " +
    "files), and upload that copy",
  pdfRepairMissing:
    "this PDF cannot be processed because the server is missing a program it needs (qpdf); please tell the " +
    "site's support team",
  xargsMissing: "the server is missing xargs",
  // Unlocking a PDF with its password (unlock.ts).
  unlockNotPdf:
    "only a PDF can be unlocked here; for a Word or Excel file, remove the password in Word or Excel",
  unlockNotLocked: "this PDF opens without a password already",
  unlockWrongPassword: "that password does not open this PDF; check it (capital letters count) and try again",
  unlockDamaged:
    "this PDF is damaged and cannot be unlocked; if it opens on your computer, print it to a new PDF and upload that",
  unlockFailed: "this PDF could not be unlocked right now; try again in a minute",
  unlockMissing:
    "this PDF cannot be unlocked because the server is missing a program it needs (qpdf); please tell support",
  // Word, Excel and RTF files through LibreOffice (convert/office.ts).
  officeUnavailable:
    "Word, Excel and RTF files cannot be converted on this server because LibreOffice is not installed; save the " +
    "file as PDF and upload that",
  officeTimeout:
    "this file took too long to convert and was stopped; open it in Word or Excel, save or print it as PDF, and " +
    "upload that",
  officeCrashed:
    "LibreOffice stopped unexpectedly while converting this file; open it in Word or Excel, save or print it as " +
    "PDF, and upload that",
  /** {{declared}} and {{actual}} are sizes with their unit ("4.0 GB", "12 KB"). */
  officeBomb:
    "this file would unpack to {{declared}} from {{actual}}, far more than any real document, so it was not " +
    "opened; if it is a real document, open it in Word or Excel, save it as PDF, and upload that",
  // Pictures (convert/image.ts, image-heic.ts).
  notAnImage: "this file is not an image this step can convert",
  imageTooManyPages:
    "this image file claims {{pages}} pages, far more than any scan; split it into smaller files and upload those",
  imageCutShort:
    "this image file is cut short and none of the picture could be recovered; upload the original file again",
  heicTimeout: `decoding this HEIC photo took too long and was stopped; ${HEIC_ADVICE}`,
  heicUndecodable: `this HEIC photo could not be decoded (the file may be damaged or use an unusual HEIC variant); ${HEIC_ADVICE}`,
  // A build over its memory budget (pipeline/memory-budget.ts); sizes with their unit ("120 MB").
  memoryBudget: memory("building it"),
  memoryBudgetWithOthers: memory("building it together with the other files"),
  // A page larger than the size limit on its own (kit.ts#splitIntoVolumes); sizes with their unit ("0.8 MB").
  pageOverLimit:
    "in Exhibit {{label}}, page {{page}} of {{pages}} (binder page {{binderPage}}) takes {{size}}: more than the " +
    `{{limit}} limit for one file, and a single page cannot be split across volumes; ${rescan("that page")}`,
  /** {{pageList}} and {{binderList}}: page numbers only ("2, 5, 9"), so every language reads them. */
  pagesOverLimit:
    "in Exhibit {{label}}, pages {{pageList}} of {{pages}} (binder pages {{binderList}}) each take more than the " +
    `{{limit}} limit for one file, and a single page cannot be split across volumes; ${rescan("those pages")}`,
  /** As pagesOverLimit, naming the first five of {{count}} pages. */
  pagesOverLimitMore:
    "in Exhibit {{label}}, {{count}} pages (the first are pages {{pageList}} of {{pages}}, binder pages " +
    "{{binderList}}) each take more than the {{limit}} limit for one file, and a single page cannot be split " +
    `across volumes; ${rescan("those pages")}`,
  // A translation the engine cannot use (pipeline/translation.ts); limits are numbers of characters.
  translationNoTranslator: "the translation needs the translator's name",
  translationTranslatorTooLong: "the translator's name is longer than {{max}} characters",
  translationNoQualifications: "the translation needs the translator's qualifications",
  translationQualificationsTooLong:
    "the translator's qualifications are longer than {{max}} characters; shorten them",
  translationLanguageTooLong: "the language name is longer than {{max}} characters",
  translationBothSources: "give the translation as a file or as typed text, not both",
  translationNoText: "the translation has no text; type it or attach its file",
  translationQpdfMissing: "its English translation could not be added: qpdf is not installed",
  translationQpdfTimeout: "its English translation could not be added: qpdf took too long",
  /** {{detail}}: qpdf's own first words (English, technical). */
  translationQpdfFailed: "its English translation could not be added ({{detail}})",
} as const;

/**
 * Each clause after a "; " as a sentence of its own ("…cannot go in a binder. Open it…"): the reasons are the
 * builder's and the CLI's error text, and run-on sentences of forty words read above the plain-language target
 * (issue 39 §3: Flesch–Kincaid grade 8 for the server's catalogue, which holds them).
 */
function inSentences(reason: string): string {
  let depth = 0;
  let out = "";
  for (let i = 0; i < reason.length; i++) {
    const c = reason[i]!;
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    // A "; " inside brackets separates items of a list ("for a PDF, …; for photos, …"), not sentences.
    const next = reason[i + 2];
    if (c === ";" && depth === 0 && reason[i + 1] === " " && next !== undefined && /\p{L}/u.test(next)) {
      out += `. ${next.toUpperCase()}`;
      i += 2;
    } else out += c;
  }
  return out;
}

export const FILE_REFUSALS = Object.fromEntries(
  Object.entries(WRITTEN).map(([code, reason]) => [code, inSentences(reason)]),
) as { readonly [Code in keyof typeof WRITTEN]: string };

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
