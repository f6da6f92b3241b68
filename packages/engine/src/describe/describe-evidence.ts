// The built-in describer: reads what a piece of evidence says about itself (text of the first pages, page count,
// photo date and camera, dates, amounts, sender) and writes one short, factual sentence from only what it found.
import sharp from "sharp";
import type { Metadata } from "sharp";
import { EngineError } from "../errors.ts";
import { decodeClipping } from "../ingest/clipping.ts";
import { sniffType } from "../ingest/sniff.ts";
import { decodeText, normaliseLineEndings } from "../ingest/text.ts";
import { documentTypeLabel } from "../types.ts";
import type { DetectedType, DocumentTypeLabel, SourceFile } from "../types.ts";
import { readDocxText, readPdfText, readRtfText, readXlsxText } from "./document-text.ts";
import { readExif } from "./exif.ts";
import { findTextFacts, formatDollars, formatLongDate } from "./text-facts.ts";
import type { EvidenceKind } from "./text-facts.ts";

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
  /** The first date written in the text, "YYYY-MM-DD". */
  firstDate: string | null;
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
  file: SourceFile,
  options: DescribeEvidenceOptions = {},
): Promise<EvidenceFacts> {
  const type = sniffType(file);
  const maxTextChars = options.maxTextChars ?? 10_000;
  let pages: number | null = null;
  let raw = "";
  let image: EvidenceImageFacts | null = null;

  switch (type) {
    case "pdf": {
      const pdf = await readPdfText(file.name, file.bytes, {
        timeoutMs: options.timeoutMs ?? 15_000,
        maxPages: options.maxPdfPages ?? 3,
      });
      pages = pdf.pages;
      raw = pdf.text;
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
      break;
    }
    case "xlsx":
      raw = readXlsxText(file.bytes);
      break;
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
  return {
    type,
    typeLabel: documentTypeLabel(type),
    pages,
    text,
    image,
    kind: kindOf(type, image, found.kind),
    sender: found.sender,
    firstDate: found.firstDate,
    largestAmountCents: found.largestAmountCents,
  };
}

async function readImage(file: SourceFile): Promise<EvidenceImageFacts> {
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
 * One factual sentence from the facts, at most 200 characters, with only what was found: the kind, the sender,
 * the first date, the largest amount and the page count; for pictures the date taken, camera and pixel size.
 * @example writeDescription(facts, "acme.pdf") // → "Invoice from Acme Plumbing dated March 3, 2025 for $1,250.00, 2 pages"
 * @example writeDescription(photoFacts, "IMG_0001.jpg") // → "Photo taken March 3, 2025, 4032 × 3024 pixels"
 */
export function writeDescription(facts: EvidenceFacts, fileName: string): string {
  if (facts.image) return describePicture(facts.kind, facts.image);
  let kind = facts.kind;
  // The person's own name for a file says what it is when its pages carry no text to read it from.
  if (facts.text === "" && (kind === "Document" || kind === "Spreadsheet")) {
    kind = NAME_KINDS.find(([, pattern]) => pattern.test(baseName(fileName)))?.[0] ?? kind;
  }
  const noun = kind === "Document" || kind === "Spreadsheet" ? sentenceCase(facts.typeLabel) : kind;
  const amount =
    facts.largestAmountCents === null
      ? ""
      : kind === "Invoice" || kind === "Receipt"
        ? ` for ${formatDollars(facts.largestAmountCents)}`
        : ` with amounts up to ${formatDollars(facts.largestAmountCents)}`;
  const date = facts.firstDate ? ` dated ${formatLongDate(facts.firstDate)}` : "";
  const pages = facts.pages === null ? "" : `, ${facts.pages} ${facts.pages === 1 ? "page" : "pages"}`;
  const withSender = (sender: string | null) =>
    `${noun}${sender ? ` from ${sender}` : ""}${date}${amount}${pages}`;
  const sentence = withSender(facts.sender);
  return sentence.length <= MAX_DESCRIPTION_CHARS
    ? sentence
    : withSender(null).slice(0, MAX_DESCRIPTION_CHARS);
}

function describePicture(kind: EvidenceKind, image: EvidenceImageFacts): string {
  const taken = image.takenOn ? ` taken ${formatLongDate(image.takenOn)}` : "";
  const camera = image.camera ? `${taken ? "" : " taken"} with ${article(image.camera)} ${image.camera}` : "";
  return `${kind}${taken}${camera}, ${image.width} × ${image.height} pixels`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** "PDF Document" → "PDF document", "Excel Spreadsheet" → "Excel spreadsheet". */
function sentenceCase(label: string): string {
  const [first = "", ...rest] = label.split(" ");
  return [first, ...rest.map((w) => w.toLowerCase())].join(" ");
}

function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}
