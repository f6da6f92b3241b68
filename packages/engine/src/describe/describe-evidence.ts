// The built-in describer: reads what a piece of evidence says about itself (its recorded title and subject, first
// heading, sheet names, an e-mail's subject, the text of the first pages, page count, photo date and camera, the
// date it states as its own, amounts, sender) and writes one short, factual sentence from only what it found (the
// camera and pixel size are read, to tell a photo from a drawing, but never written).
import type { Metadata } from "sharp";
import { EngineError } from "../errors.ts";
import { decodeClipping } from "../ingest/clipping.ts";
import { sniffType } from "../ingest/sniff.ts";
import { decodeText, normaliseLineEndings } from "../ingest/text.ts";
import { documentTypeLabel } from "../types.ts";
import type { DetectedType, DocumentTypeLabel, FileInMemory } from "../types.ts";
import { readDocxText, readPdfText, readRtfText, readXlsxText } from "./document-text.ts";
import { readExif } from "./exif.ts";
import { findTextFacts, formatDollars, formatLongDate, tidyCase } from "./text-facts.ts";
import type { EvidenceKind } from "./text-facts.ts";
import { loadSharp } from "../sharp.ts";

export type { EvidenceKind } from "./text-facts.ts";

export interface DescribeEvidenceOptions {
  /** Longest a poppler run may take (default 15 s). */
  timeoutMs?: number;
  /** PDF pages whose text is read (default 3): the kind, sender and date are nearly always on the first page. */
  maxPdfPages?: number;
  /** Text kept in the facts (default 10,000 characters). */
  maxTextChars?: number;
}

export interface EvidenceImageFacts {
  /** Pixel size as the picture is shown (EXIF rotation applied). */
  width: number;
  height: number;
  /** The date the camera recorded, "YYYY-MM-DD". */
  takenOn: string | null;
  camera: string | null;
}

/** What the describer found in one file. Every field is something read from the bytes, or null/"" when absent. */
export interface EvidenceFacts {
  type: DetectedType;
  typeLabel: DocumentTypeLabel;
  /** Page count when the file records one (a PDF's pages, the page count Word saved in a .docx). */
  pages: number | null;
  /** The readable text of the first pages, blank runs squeezed, at most maxTextChars. */
  text: string;
  image: EvidenceImageFacts | null;
  kind: EvidenceKind;
  /** A "From:" name or a letterhead at the top. */
  sender: string | null;
  /**
   * What the document calls itself: an e-mail's subject, else the title its file records (PDF Title, Office
   * title), else a Word file's first heading, else the recorded subject. Null when none says anything.
   */
  title: string | null;
  /** A workbook's sheet names, without the default ones ("Sheet1", "Feuil2"…). */
  sheets: string[];
  /** The date the document states as its own (findOwnDate), "YYYY-MM-DD": never just the first date in it. */
  date: string | null;
  /** The largest dollar amount written in the text, in cents. */
  largestAmountCents: number | null;
}

/** Kinds of pictures that come from cameras and phones; a PNG or GIF is more often a screenshot or drawing. */
const PHOTO_TYPES: ReadonlySet<DetectedType> = new Set(["jpeg", "heic"]);
const UNREADABLE_IMAGE =
  "this image could not be read (the file may be damaged); open it on your device, save or export a new copy, " +
  "and upload that";

/**
 * Reads the facts of one file. The type comes from the bytes (sniffType), never the name.
 * Throws EngineError for a file that cannot be used: the sniffer's refusals (EMPTY_FILE, UNSUPPORTED_TYPE,
 * OFFICE_NEEDS_PASSWORD…), PDF_NEEDS_PASSWORD, IMAGE_UNREADABLE, TEXT_UNREADABLE, CLIPPING_EMPTY.
 * @example await describeEvidence({ name: "bill.pdf", bytes }) // → { type: "pdf", kind: "Invoice", pages: 2, … }
 */
export async function describeEvidence(
  file: FileInMemory,
  options: DescribeEvidenceOptions = {},
): Promise<EvidenceFacts> {
  const type = sniffType(file);
  const maxTextChars = options.maxTextChars ?? 10_000;
  let pages: number | null = null;
  let raw = "";
  let image: EvidenceImageFacts | null = null;
  /** Titles the file records, best first. */
  let titles: string[] = [];
  let sheets: string[] = [];

  switch (type) {
    case "pdf": {
      const pdf = await readPdfText(file.name, file.bytes, {
        timeoutMs: options.timeoutMs ?? 15_000,
        maxPages: options.maxPdfPages ?? 3,
      });
      pages = pdf.pages;
      raw = pdf.text;
      titles = [pdf.title, pdf.subject];
      break;
    }
    case "text":
      raw = decodeText(file).text;
      break;
    case "textclipping":
      raw = decodeClipping(file).text;
      break;
    case "docx": {
      const docx = readDocxText(file.bytes);
      raw = docx.text;
      pages = docx.pages;
      titles = [docx.title, docx.heading, docx.subject];
      break;
    }
    case "xlsx": {
      const xlsx = readXlsxText(file.bytes);
      raw = xlsx.text;
      titles = [xlsx.title, xlsx.subject];
      sheets = xlsx.sheets.filter((name) => !DEFAULT_SHEET_NAME.test(name)).map((name) => name.slice(0, 40));
      break;
    }
    case "rtf":
      raw = readRtfText(file.bytes, maxTextChars * 2);
      break;
    case "doc":
    case "xls":
      // Binary Office text sits behind piece tables and record streams: not cheap to read, so only the type is known.
      break;
    default:
      image = await readImage(file);
  }

  const text = tidyText(raw).slice(0, maxTextChars);
  const found = findTextFacts(text);
  const title = [found.subject, ...titles]
    .map((t) => usableTitle(t ?? "", file.name))
    .find((t) => t !== null);
  return {
    type,
    typeLabel: documentTypeLabel(type),
    pages,
    text,
    image,
    kind: kindOf(type, image, found.kind),
    sender: found.sender,
    title: title ?? null,
    sheets,
    date: found.date,
    largestAmountCents: found.largestAmountCents,
  };
}

/** A sheet name a spreadsheet program gave by itself: one word and a number ("Sheet1", "Feuil2", "Лист1"). */
const DEFAULT_SHEET_NAME = /^\p{L}+ ?\d+$/u;
/** Titles programs write by themselves: they say nothing about the document. */
const PLACEHOLDER_TITLE =
  /^(untitled|document|doc|presentation|print|book|workbook|sheet|slide|title|test|new|draft|page|pdf|scan|image|microsoft word|unknown|none|n\/a)\W*\d*$/i;
/** The longest title kept whole; longer ones are cut at a word. */
const MAX_TITLE_CHARS = 120;

/**
 * A recorded title worth showing, or null: program prefixes and file extensions dropped; placeholders
 * ("Presentation1", "Untitled"), file and path names ("Pattyp2.ps", "pdf-form-with-signature-field") and the
 * person's own file name refused, since they tell a judge nothing.
 * @example usableTitle("Microsoft Word - Lease Agreement.docx", "x.pdf") // → "Lease Agreement"
 */
export function usableTitle(raw: string, fileName: string): string | null {
  let title = raw
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^microsoft (?:word|excel|powerpoint) - /i, "")
    .replace(/\.(?:docx?|xlsx?|pptx?|pdf|ps|eps|txt|rtf|odt|ods|indd|qxd|html?|tmp)$/i, "")
    .trim();
  if ((title.match(/\p{L}/gu) ?? []).length < 3) return null;
  if (PLACEHOLDER_TITLE.test(title) || /[\\/]/.test(title)) return null;
  // One "word" with digits, dashes or underscores in it is a file or template name, not a title.
  if (!title.includes(" ") && /[\d_-]/.test(title)) return null;
  const base = baseName(fileName).replace(/\.[^.]+$/, "");
  if (title.toLowerCase() === base.toLowerCase()) return null;
  title = tidyCase(title);
  return title.length > MAX_TITLE_CHARS
    ? `${title.slice(0, MAX_TITLE_CHARS).replace(/\s+\S*$/, "")}…`
    : title;
}

async function readImage(file: FileInMemory): Promise<EvidenceImageFacts> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(file.bytes, { failOn: "none" }).metadata();
  } catch {
    throw new EngineError("IMAGE_UNREADABLE", file.name, UNREADABLE_IMAGE);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new EngineError("IMAGE_UNREADABLE", file.name, UNREADABLE_IMAGE);
  return { width, height, ...readExif(metadata.exif) };
}

function kindOf(
  type: DetectedType,
  image: EvidenceImageFacts | null,
  fromText: EvidenceKind | null,
): EvidenceKind {
  if (image) return PHOTO_TYPES.has(type) || image.takenOn || image.camera ? "Photo" : "Image";
  if (fromText) return fromText;
  if (type === "xlsx" || type === "xls") return "Spreadsheet";
  return "Document";
}

/** Line endings unified, page breaks as line breaks, runs of blanks squeezed, at most one empty line in a row. */
function tidyText(raw: string): string {
  return normaliseLineEndings(raw)
    .replace(/\f/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[\t \u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

// ---------------------------------------------------------------------------------------------------------------
// The sentence

/** The longest description written; the builder shows two lines of it. */
export const MAX_DESCRIPTION_CHARS = 200;

/** Kinds that can be read off a file name when the document has no readable text (a scan without a text layer). */
const NAME_KINDS: [EvidenceKind, RegExp][] = [
  ["Invoice", /(?<![a-z])invoice/i],
  ["Receipt", /(?<![a-z])receipt/i],
  ["Lease", /(?<![a-z])(lease|rental[ _-]?agreement)/i],
  ["Notice", /(?<![a-z])notice/i],
  ["Letter", /(?<![a-z])letter/i],
  ["E-mail", /(?<![a-z])e-?mail/i],
];

/**
 * One factual sentence from the facts, at most 200 characters, with only what was found: what the document calls
 * itself (title or subject), the kind, the sender, the date it states, an amount (never for a paper of no known
 * kind, where a "$5.00" is a reprint price, not evidence) and named sheets; for pictures only the date the file
 * records (never the camera or pixel size, which do not belong in a court index). Never the page count: the index
 * has its own Pages column, counted from the binder, and a count written here would disagree with it once the person
 * removes a page or adds a translation, or where Word's saved count differs from the converted PDF's.
 * @example writeDescription(facts, "acme.pdf") // → "Invoice from Acme Plumbing dated March 3, 2025 for $1,250.00"
 * @example writeDescription(paper, "p.pdf") // → "“Free Culture”, PDF document"
 * @example writeDescription(photoFacts, "IMG_0001.jpg") // → "Photo taken March 3, 2025"
 */
export function writeDescription(facts: EvidenceFacts, fileName: string): string {
  if (facts.image) return describePicture(facts.kind, facts.image);
  let kind = facts.kind;
  // The person's own name for a file says what it is when its pages carry no text to read it from.
  if (facts.text === "" && (kind === "Document" || kind === "Spreadsheet")) {
    kind = NAME_KINDS.find(([, pattern]) => pattern.test(baseName(fileName)))?.[0] ?? kind;
  }
  const typeNoun = kind === "Document" || kind === "Spreadsheet";
  const noun = typeNoun ? sentenceCase(facts.typeLabel) : kind;
  const amount =
    facts.largestAmountCents === null || kind === "Document"
      ? ""
      : kind === "Invoice" || kind === "Receipt"
        ? ` for ${formatDollars(facts.largestAmountCents)}`
        : ` with amounts up to ${formatDollars(facts.largestAmountCents)}`;
  const date = facts.date ? ` dated ${formatLongDate(facts.date)}` : "";
  const sheets = facts.sheets.length > 0 ? ` with ${listSheets(facts.sheets)}` : "";
  const write = (sender: string | null, title: string | null, withSheets: boolean) => {
    const body = `${noun}${sender ? ` from ${sender}` : ""}${date}${amount}${withSheets ? sheets : ""}`;
    if (!title) return body;
    // An e-mail is known by its sender and date first; any other paper by its title.
    if (kind === "E-mail") return `${body}, subject “${title}”`;
    return `“${title}”, ${typeNoun ? body : body.charAt(0).toLowerCase() + body.slice(1)}`;
  };
  const shortTitle =
    facts.title && facts.title.length > 60
      ? `${facts.title.slice(0, 60).replace(/\s+\S*$/, "")}…`
      : facts.title;
  const candidates = [
    write(facts.sender, facts.title, true),
    write(null, facts.title, true),
    write(null, facts.title, false),
    write(null, shortTitle, false),
    write(null, null, false),
  ];
  const fits = candidates.find((c) => c.length <= MAX_DESCRIPTION_CHARS);
  return fits ?? candidates[candidates.length - 1]!.slice(0, MAX_DESCRIPTION_CHARS);
}

/** "sheets “Budget”, “Rent” and 3 more": at most three names, each in quotes. */
function listSheets(names: string[]): string {
  const shown = names.slice(0, 3).map((n) => `“${n}”`);
  const more = names.length - shown.length;
  if (names.length === 1) return `a sheet ${shown[0]}`;
  if (more > 0) return `sheets ${shown.join(", ")} and ${more} more`;
  return `sheets ${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}

/**
 * A picture is named by its kind and the date its file records, nothing else: a court index is no place for the
 * camera's make or the pixel size, which tell a judge nothing about what the picture shows.
 */
function describePicture(kind: EvidenceKind, image: EvidenceImageFacts): string {
  return image.takenOn ? `${kind} taken ${formatLongDate(image.takenOn)}` : kind;
}

/** "PDF Document" → "PDF document", "Excel Spreadsheet" → "Excel spreadsheet". */
function sentenceCase(label: string): string {
  const [first = "", ...rest] = label.split(" ");
  return [first, ...rest.map((w) => w.toLowerCase())].join(" ");
}

function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}
