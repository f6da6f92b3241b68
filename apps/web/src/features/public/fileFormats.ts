// What the file formats page says about each kind of file. It follows the binder engine as built
// (packages/engine/src/ingest/sniff.ts, convert/*): what is accepted, what happens to it, what is refused and what
// to do instead. The endings come from contracts' one list (formats.ts), which the engine's tests hold to what it
// converts; e2e/public/pages.spec.ts checks the page against the engine too.
import { ACCEPTED_FORMATS, MESSAGE_EXPORT_FORMATS } from "@courtready/contracts";
import type { AcceptedFormat } from "@courtready/contracts";

/** ".jpg", ".heic"… of the accepted formats that match. */
function endings(match: (format: AcceptedFormat) => boolean): string[] {
  return ACCEPTED_FORMATS.filter(match).flatMap((f) => f.extensions.map((e) => `.${e}`));
}

export interface SupportedFormat {
  name: string;
  /** File name endings, as a person sees them. */
  extensions: readonly string[];
  /** What CourtReady does with it, and what to know. */
  details: readonly string[];
}

export const SUPPORTED_FORMATS: readonly SupportedFormat[] = [
  {
    name: "PDF",
    extensions: endings((f) => f.group === "pdf"),
    details: [
      "Pages keep their text and pictures as they are, made slightly smaller to leave room for the page numbers.",
      "Filled-in form fields and printed comments are kept on the page, just as they look when you print.",
      "A damaged PDF is repaired when possible. You will see a warning asking you to check every page.",
      "A PDF that only stops printing or copying is unlocked. A PDF that needs a password to open cannot be used: save or print a copy without the password.",
      "Files attached inside a PDF cannot be printed, so they are left out, and you are told their names.",
      "A digital signature no longer checks as valid inside the binder. Bring the original file to the hearing.",
    ],
  },
  {
    name: "Photos and pictures",
    extensions: endings((f) => f.group === "photo"),
    details: [
      "Phone photos are turned upright and sized to fit a Letter page.",
      "iPhone photos in HEIC format are accepted.",
      "Each page of a multi-page TIFF (a fax or scan) becomes its own page.",
      "Only the first frame of an animated GIF, PNG or WebP goes in.",
      "A picture that would print blurry (under 150 dpi) gets a warning, but it still goes in.",
    ],
  },
  {
    name: "Word documents",
    extensions: endings((f) => f.group === "word"),
    details: [
      "Converted to PDF pages, as Word would print them.",
      "A file locked with a password cannot be used: remove the password in Word first.",
    ],
  },
  {
    name: "Excel spreadsheets",
    extensions: endings((f) => f.group === "excel"),
    details: [
      "Every sheet is converted to PDF pages, one page wide where possible, so columns are not cut off.",
      "A workbook locked with a password cannot be used: remove the password in Excel first.",
    ],
  },
  {
    name: "Text files",
    extensions: endings((f) => f.type === "text"),
    details: [
      "Printed in a clear font on Letter pages with 1-inch margins.",
      "Text in most languages and encodings is read correctly. If we had to guess the encoding, you get a warning to check the text.",
      "Other plain text files, such as .csv or .log, work too. A .csv file is printed as plain text; to print it as a table, open it in Excel and save it as .xlsx first.",
    ],
  },
  {
    name: "Mac text clippings",
    extensions: endings((f) => f.type === "textclipping"),
    details: [
      "The text of a clipping you dragged out of a Mac app is printed like a text file.",
      "Some older clippings lose their text when they are copied off the Mac. If so, copy the text into a .txt file instead.",
    ],
  },
  // Told apart from other files by what is inside them, so a WhatsApp .txt is a chat and any other .txt is text.
  ...MESSAGE_EXPORT_FORMATS.map((f) => ({
    name: f.name,
    extensions: f.extensions.map((e) => `.${e}`),
    details: [
      f.how,
      "You pick the conversation, the days to show and the time zone. It becomes one exhibit: every message with its sender, number, date and time, in order, and a line for each stretch left out, so nothing is cut silently.",
      "You can add a declaration of authenticity page, to sign, saying how you exported the messages.",
      "Message exports are told apart by what is inside them, not by their names: any other .txt file is printed as text.",
    ],
  })),
];

export interface UnsupportedFormat {
  name: string;
  examples: string;
  /** What to do instead. */
  instead: string;
}

export const UNSUPPORTED_FORMATS: readonly UnsupportedFormat[] = [
  {
    name: "PowerPoint presentations",
    examples: ".ppt, .pptx",
    instead: "In PowerPoint, choose File › Export › PDF, then upload the PDF.",
  },
  {
    name: "OpenDocument and LibreOffice files",
    examples: ".odt, .ods, .odp",
    instead: "Open the file and save it as PDF, Word (.docx) or Excel (.xlsx), then upload that.",
  },
  {
    name: "Apple Pages, Numbers and Keynote",
    examples: ".pages, .numbers, .key",
    instead: "On the Mac, choose File › Export To › PDF, then upload the PDF.",
  },
  {
    name: "Outlook e-mails",
    examples: ".msg",
    instead: "Open the e-mail and print it to PDF, then upload the PDF.",
  },
  {
    name: "Other document types",
    examples: "WordPerfect, Publisher, Visio, XPS, e-books (EPUB), PostScript",
    instead: "Open the file in the program that made it and save or print it as PDF.",
  },
  {
    name: "Web pages and drawings",
    examples: ".html, .svg",
    instead: "Open it in a web browser and print it to PDF, then upload the PDF.",
  },
  {
    name: "Other picture types",
    examples: "BMP, AVIF, JPEG 2000, JPEG XL, Photoshop (.psd), camera RAW",
    instead: "Open the picture and save it as JPG or PNG, then upload that.",
  },
  {
    name: "Video and audio",
    examples: ".mp4, .mov, .mp3, .m4a, voice memos",
    instead: "A binder holds printed pages. Upload still pictures from the video, or a written transcript.",
  },
  {
    name: "ZIP files and other archives (except a WhatsApp chat export)",
    examples: ".zip, .rar, .7z",
    instead: "Open (unzip) it and upload the documents inside one by one.",
  },
  {
    name: "Programs, shortcuts and system files",
    examples: "Programs (.exe), shortcuts, Mac “._” files",
    instead: "Upload the document itself.",
  },
];

export interface TroubleshootingItem {
  problem: string;
  steps: readonly string[];
}

/** Problems a person can meet, each with steps they can follow themselves. */
export const TROUBLESHOOTING: readonly TroubleshootingItem[] = [
  {
    problem: "“This PDF is protected by a password”",
    steps: [
      "Open the PDF and type the password.",
      "Choose Print, and pick “Save as PDF” or “Microsoft Print to PDF” as the printer.",
      "Upload the new copy. It has no password.",
    ],
  },
  {
    problem: "“This PDF is damaged”",
    steps: [
      "Open it on your computer. If it opens, print it to a new PDF and upload that copy.",
      "If it does not open, download it again, or ask whoever sent it for a new copy.",
    ],
  },
  {
    problem: "“This file is too large”",
    steps: [
      "For a PDF, use your PDF program's “Reduce file size” or “Optimize” option, or split it into two files.",
      "For photos, share or export them at a smaller size, or take them again at a lower resolution.",
      "Each part becomes its own exhibit, so give each a clear description.",
    ],
  },
  {
    problem: "A Word or Excel file will not convert",
    steps: [
      "Open it in Word or Excel and save a new copy as .docx or .xlsx.",
      "If that fails, choose File › Save as PDF (or print to PDF) and upload the PDF.",
    ],
  },
  {
    problem: "An iPhone photo is refused",
    steps: [
      "On the iPhone, open Settings › Camera › Formats and choose Most Compatible, then take the photo again.",
      "Or share the photo to yourself as a JPG and upload that.",
    ],
  },
  {
    problem: "A warning says a picture may look blurry",
    steps: [
      "Scan the paper again at 300 dpi, or take a new photo in good light, holding the phone straight above the page.",
      "Make sure the whole page fills the photo. The build still works if you keep the blurry one.",
    ],
  },
  {
    problem: "“Its name says it is a PDF, but it holds only plain text”",
    steps: [
      "A download probably failed and left a short message in place of the file.",
      "Download or export the file again, check that it opens, then upload it.",
    ],
  },
];
