// Decides what a file really is from its bytes. The file name's extension never decides the type; it only breaks
// the one real tie (text that claims by its name to be a PDF, picture or Office file) and makes messages clearer.
import { ACCEPTED_FORMATS_SENTENCE, FILE_REASONS } from "@courtready/contracts";
import type { FileRefusal, FileRefusalCode } from "@courtready/contracts";
import { EngineError, refused } from "../errors.ts";
import type { DetectedType, FileInMemory } from "../types.ts";
import { findBytes, hasBytes, u16le, u32be, u32le } from "./bytes.ts";
import { isPlistDict, parseBinaryPlist } from "./bplist.ts";
import { CFB_SIGNATURE, CfbError } from "./cfb.ts";
import { inspectOle, inspectZip, workbookNeedsPassword } from "./office.ts";
import type { OleInspection, OtherOfficeKind, ZipInspection } from "./office.ts";
import { readText } from "./text.ts";
import { ZipFormatError } from "../zip/list.ts";

/** What the product accepts, in the words the person sees: contracts' one list (formats.ts). */
export const ACCEPTED_TYPES = ACCEPTED_FORMATS_SENTENCE;

/**
 * The type of a file from its bytes: `sniffType({ name: "lease.pdf", bytes })` → "pdf".
 * Throws EngineError: EMPTY_FILE (0 bytes, all zero bytes, or text with nothing visible), CLIPPING_EMPTY (an empty
 * .textClipping, whose text was in the resource fork), OFFICE_NEEDS_PASSWORD, OFFICE_CONVERSION_FAILED (an Office
 * container too damaged to tell what it holds), UNSUPPORTED_TYPE (anything else; the reason names what the file
 * seems to be and what to do).
 */
export function sniffType(file: FileInMemory): DetectedType {
  const { name, bytes } = file;
  if (bytes.length === 0) {
    if (extensionOf(name) === "textclipping") {
      throw refused("CLIPPING_EMPTY", name, { code: "clippingZeroBytes" });
    }
    throw new EngineError("EMPTY_FILE", name, FILE_REASONS.emptyText);
  }
  if (bytes.every((b) => b === 0)) {
    throw refused("EMPTY_FILE", name, { code: "allZeroBytes", params: { bytes: bytes.length } });
  }
  const verdict = bySignature(file) ?? byLooseSignature(bytes) ?? asText(file);
  if ("type" in verdict) return verdict.type;
  throw refused("UNSUPPORTED_TYPE", name, refusal(verdict.kind, name));
}

/** How much of an upload's start sniffHead reads: every signature, and a fair sample of a text file. */
export const SNIFF_HEAD_BYTES = 64 * 1024;

/**
 * Refuses, from a file's first bytes alone, a file that cannot be anything accepted, so an upload can be stopped
 * before the rest of it is read (issue 40: a 250 MB file of garbage). `complete` says the bytes are the whole file.
 * Files whose type is decided further in (ZIP and OLE containers, property lists) pass, as does anything the start
 * cannot decide; the full check (sniffType and the conversion) still runs on the whole file.
 * @throws EngineError UNSUPPORTED_TYPE, with sniffType's reason.
 * @example sniffHead({ name: "scan.pdf", bytes: firstBytes }, false) // passes: "%PDF-" at the start
 */
export function sniffHead(file: FileInMemory, complete: boolean): void {
  const b = file.bytes;
  if (hasBytes(b, 0, "PK\u0003\u0004") || hasBytes(b, 0, "PK\u0005\u0006")) return;
  if (hasBytes(b, 0, CFB_SIGNATURE) || hasBytes(b, 0, "bplist00")) return;
  try {
    sniffType({ name: file.name, bytes: complete ? b : textSafeHead(b) });
  } catch (error) {
    // Only "not a kind of file we take" is certain from the start; an empty-looking start may be followed by data.
    if (error instanceof EngineError && error.code === "UNSUPPORTED_TYPE") throw error;
  }
}

/**
 * The head cut where text could end: after its last line break (with the zero byte after it in UTF-16LE), else
 * before a UTF-8 sequence the cut split, so a text file is not taken for binary because of where it was cut.
 */
function textSafeHead(b: Uint8Array): Uint8Array {
  const utf16le = b[0] === 0xff && b[1] === 0xfe;
  const newline = b.lastIndexOf(0x0a);
  if (newline > 0) return b.subarray(0, Math.min(b.length, newline + (utf16le ? 2 : 1)));
  let end = b.length;
  while (end > 0 && end > b.length - 4 && (b[end - 1] ?? 0) >= 0x80) end--;
  return b.subarray(0, utf16le || (b[0] === 0xfe && b[1] === 0xff) ? end - (end % 2) : end);
}

type Verdict = { type: DetectedType } | { kind: RefusedKind };

type RefusedKind =
  | OtherOfficeKind
  | "wordperfect"
  | "video"
  | "audio"
  | "executable"
  | "archive"
  | "bmp"
  | "photoshop"
  | "jpeg2000"
  | "jpegxl"
  | "avif"
  | "camera-raw"
  | "postscript"
  | "database"
  | "apple-double"
  | "shortcut"
  | "mac-alias"
  | "plist"
  | "html"
  | "svg"
  | "office-xml"
  | "unknown"
  | { textNamed: FileRefusalCode };

// ---------------------------------------------------------------------------------------------------------------
// Signatures at the start of the file

function bySignature(file: FileInMemory): Verdict | null {
  const b = file.bytes;
  if (hasBytes(b, 0, "%PDF-")) return { type: "pdf" };
  if (hasBytes(b, 0, [0xff, 0xd8, 0xff])) return { type: "jpeg" };
  if (hasBytes(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: "png" };
  if (hasBytes(b, 0, "GIF87a") || hasBytes(b, 0, "GIF89a")) return { type: "gif" };
  const riffForm = hasBytes(b, 0, "RIFF") ? riff(b) : null;
  if (riffForm) return riffForm;
  if (hasBytes(b, 0, "II*\u0000") || hasBytes(b, 0, "MM\u0000*")) {
    // Canon CR2 raw files are TIFF-structured but carry "CR" right after the header.
    if (hasBytes(b, 8, "CR")) return { kind: "camera-raw" };
    return { type: "tiff" };
  }
  if (hasBytes(b, 0, "II+\u0000") || hasBytes(b, 0, "MM\u0000+")) return { type: "tiff" }; // BigTIFF
  // The ftyp box comes first and is small, so its 32-bit size starts with zero bytes (and text does not).
  if (hasBytes(b, 4, "ftyp") && b[0] === 0 && b[1] === 0) return isoMedia(b);
  if (hasBytes(b, 0, "PK\u0003\u0004") || hasBytes(b, 0, "PK\u0005\u0006")) return zipBased(file);
  if (hasBytes(b, 0, CFB_SIGNATURE)) return ole(file);
  if (hasBytes(b, 0, "{\\rtf") || hasBytes(b, 0, "\u00ef\u00bb\u00bf{\\rtf")) return { type: "rtf" };
  if (hasBytes(b, 0, "bplist00")) return plist(file);
  const biff = rawBiff(file);
  if (biff) return biff;
  if (hasBytes(b, 0, [0xff, 0x57, 0x50, 0x43])) return { kind: "wordperfect" };
  return media(b) ?? otherBinary(b);
}

/** RIFF containers: WebP, AVI, WAV. Any other form is left to later checks (a note may start with "RIFF"). */
function riff(b: Uint8Array): Verdict | null {
  const form = String.fromCharCode(...b.subarray(8, 12));
  if (form === "WEBP") return { type: "webp" };
  if (form === "AVI ") return { kind: "video" };
  if (form === "WAVE") return { kind: "audio" };
  return null;
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);
const VIDEO_BRANDS =
  /^(isom|iso\d|mp41|mp42|mp71|avc1|M4V |M4VH|M4VP|qt {2}|3gp\d|3g2\w|dash|MSNV|f4v |NDAS|XAVC|mqt )$/;
const AUDIO_BRANDS = /^(M4A |M4B |M4P |F4A |F4B )$/;

/** ISO base media files (HEIF photos, MP4/MOV video, M4A audio, AVIF) say what they are in their ftyp brands. */
function isoMedia(b: Uint8Array): Verdict {
  const boxSize = u32be(b, 0) ?? 0;
  const end = Math.min(b.length, boxSize >= 16 ? boxSize : 16, 4096);
  const brands: string[] = [];
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // minor version, not a brand
    brands.push(String.fromCharCode(...b.subarray(at, at + 4)));
  }
  // AVIF lists mif1 too, so it must be recognised before the HEIF brands.
  if (brands.some((x) => x === "avif" || x === "avis")) return { kind: "avif" };
  if (brands.some((x) => HEIF_BRANDS.has(x))) return { type: "heic" };
  if (brands.includes("crx ")) return { kind: "camera-raw" };
  if (brands.some((x) => AUDIO_BRANDS.test(x))) return { kind: "audio" };
  if (brands.some((x) => VIDEO_BRANDS.test(x))) return { kind: "video" };
  return { kind: "video" }; // other ftyp brands are almost all camera and phone video variants
}

function zipBased(file: FileInMemory): Verdict {
  let inspection: ZipInspection;
  try {
    inspection = inspectZip(file.bytes);
  } catch (error) {
    if (!(error instanceof ZipFormatError)) throw error;
    // Nothing in it can be read. Named .docx/.xlsx, it is a damaged Office file; otherwise a damaged archive.
    const app = officeApp(file.name);
    if (app !== "Office") {
      const code = app === "Word" ? "ooxmlUnreadableWord" : "ooxmlUnreadableExcel";
      throw refused("OFFICE_CONVERSION_FAILED", file.name, { code });
    }
    return { kind: "archive" };
  }
  if (inspection.kind === "docx" || inspection.kind === "xlsx") return { type: inspection.kind };
  if (inspection.kind === "damaged-ooxml") {
    const code = CONTENT_MISSING[officeApp(file.name)];
    throw refused("OFFICE_CONVERSION_FAILED", file.name, { code });
  }
  return { kind: inspection.what };
}

/** A .docx/.xlsx without its main document, by the program its name says. */
const CONTENT_MISSING = {
  Word: "ooxmlContentMissingWord",
  Excel: "ooxmlContentMissingExcel",
  Office: "ooxmlContentMissingOffice",
} as const satisfies Record<OfficeApp, FileRefusalCode>;

/** An old Office file whose container cannot be read, by the program its name says. */
const OLE_DAMAGED = {
  Word: "oleDamagedWord",
  Excel: "oleDamagedExcel",
  Office: "oleDamagedOffice",
} as const satisfies Record<OfficeApp, FileRefusalCode>;

function ole(file: FileInMemory): Verdict {
  let inspection: OleInspection;
  try {
    inspection = inspectOle(file.bytes);
  } catch (error) {
    if (!(error instanceof CfbError)) throw error;
    throw refused("OFFICE_CONVERSION_FAILED", file.name, {
      code: OLE_DAMAGED[officeApp(file.name)],
      params: { detail: error.message },
    });
  }
  switch (inspection.kind) {
    case "doc":
    case "xls":
      if (inspection.encrypted) throw needsPassword(file.name, inspection.kind === "doc" ? "word" : "excel");
      return { type: inspection.kind };
    case "encrypted-ooxml": {
      const ext = extensionOf(file.name);
      // A protected PowerPoint is still a PowerPoint: removing its password would not make it acceptable.
      if (/^(pptx|pptm|ppsx|potx)$/.test(ext)) return { kind: "powerpoint" };
      throw needsPassword(
        file.name,
        /^(xls|xlsx|xlsm|xltx|xlsb)$/.test(ext)
          ? "excel"
          : /^(doc|docx|docm|dotx)$/.test(ext)
            ? "word"
            : "office",
      );
    }
    case "other":
      return { kind: inspection.what };
  }
}

/** A password-protected Word or Excel file, by the program whose steps clear the password. */
const PROTECTED = {
  word: "protectedWord",
  excel: "protectedExcel",
  office: "protectedOffice",
} as const satisfies Record<string, FileRefusalCode>;

function needsPassword(name: string, app: keyof typeof PROTECTED): EngineError {
  return refused("OFFICE_NEEDS_PASSWORD", name, { code: PROTECTED[app] });
}

type OfficeApp = "Word" | "Excel" | "Office";

/** The program a damaged Office file's name says it belongs to, so its reason names it ("this Word file"). */
function officeApp(name: string): OfficeApp {
  const ext = extensionOf(name);
  if (/^(doc|docx|docm|dot|dotx)$/.test(ext)) return "Word";
  if (/^(xls|xlsx|xlsm|xlt|xltx)$/.test(ext)) return "Excel";
  return "Office";
}

function plist(file: FileInMemory): Verdict {
  try {
    const root = parseBinaryPlist(file.bytes);
    if (isPlistDict(root) && root.has("UTI-Data")) return { type: "textclipping" };
  } catch {
    // A damaged clipping is still a clipping; decodeClipping explains what went wrong.
    if (extensionOf(file.name) === "textclipping") return { type: "textclipping" };
  }
  return { kind: "plist" };
}

/**
 * Excel 2.x–4.0 wrote a bare BIFF stream, not an OLE container: a BOF record (0x0009, 0x0209, 0x0409) whose
 * sub-type is a worksheet, chart, macro sheet or workbook. LibreOffice still reads these.
 */
function rawBiff(file: FileInMemory): Verdict | null {
  const b = file.bytes;
  const type = u16le(b, 0);
  const length = u16le(b, 2);
  if (type !== 0x0009 && type !== 0x0209 && type !== 0x0409 && type !== 0x0809) return null;
  if (length === undefined || length < 4 || length > 20) return null;
  const sheet = u16le(b, 6);
  if (sheet === undefined || ![0x0005, 0x0010, 0x0020, 0x0040, 0x0100].includes(sheet)) return null;
  if (workbookNeedsPassword(b)) throw needsPassword(file.name, "excel");
  return { type: "xls" };
}

function media(b: Uint8Array): Verdict | null {
  if (hasBytes(b, 0, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: "video" }; // Matroska, WebM
  if (hasBytes(b, 0, "FLV\u0001")) return { kind: "video" };
  if (hasBytes(b, 0, [0, 0, 1, 0xba]) || hasBytes(b, 0, [0, 0, 1, 0xb3])) return { kind: "video" }; // MPEG
  if (hasBytes(b, 0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return { kind: "video" }; // WMV/WMA
  // QuickTime movies written without an ftyp box start straight with a movie or data atom.
  const atom = String.fromCharCode(...b.subarray(4, 8));
  if (b[0] === 0 && ["moov", "mdat", "wide", "free", "skip", "pnot"].includes(atom)) return { kind: "video" };
  if (hasBytes(b, 0, "ID3") && (b[3] ?? 9) <= 4) return { kind: "audio" };
  // MPEG audio frames (MP3: FF FB/FA/F3/F2) and AAC in ADTS (FF F1/F9). FF FE is a UTF-16 BOM, not audio.
  if (b[0] === 0xff && [0xfb, 0xfa, 0xf3, 0xf2, 0xf1, 0xf9].includes(b[1] ?? 0)) return { kind: "audio" };
  if (hasBytes(b, 0, "OggS\u0000")) return { kind: "audio" };
  if (hasBytes(b, 0, "fLaC")) return { kind: "audio" };
  if (hasBytes(b, 0, "#!AMR")) return { kind: "audio" }; // phone voice memos
  if (hasBytes(b, 0, "FORM") && (hasBytes(b, 8, "AIFF") || hasBytes(b, 8, "AIFC"))) return { kind: "audio" };
  return null;
}

function otherBinary(b: Uint8Array): Verdict | null {
  if (hasBytes(b, 0, "MZ") && (hasPeHeader(b) || b.subarray(0, 64).includes(0)))
    return { kind: "executable" };
  if (hasBytes(b, 0, "\u007fELF")) return { kind: "executable" };
  for (const magic of [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xcf, 0xfa, 0xed, 0xfe],
    [0xca, 0xfe, 0xba, 0xbe],
  ]) {
    if (hasBytes(b, 0, magic)) return { kind: "executable" };
  }
  if (hasBytes(b, 0, [0x1f, 0x8b])) return { kind: "archive" }; // gzip
  if (hasBytes(b, 0, "BZh") && hasBytes(b, 4, "1AY&SY")) return { kind: "archive" };
  if (hasBytes(b, 0, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return { kind: "archive" }; // xz
  if (hasBytes(b, 0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return { kind: "archive" }; // 7-Zip
  if (hasBytes(b, 0, "Rar!\u001a\u0007")) return { kind: "archive" };
  if (hasBytes(b, 0, "MSCF\u0000")) return { kind: "archive" }; // Windows cabinet
  if (hasBytes(b, 257, "ustar")) return { kind: "archive" }; // tar
  if (hasBytes(b, 0, "BM") && u32le(b, 6) === 0 && (u32le(b, 2) ?? 0) >= 26) return { kind: "bmp" };
  if (hasBytes(b, 0, "8BPS")) return { kind: "photoshop" };
  if (hasBytes(b, 0, [0, 0, 0, 0x0c, 0x6a, 0x50, 0x20, 0x20]) || hasBytes(b, 0, [0xff, 0x4f, 0xff, 0x51])) {
    return { kind: "jpeg2000" };
  }
  if (hasBytes(b, 0, [0xff, 0x0a]) || hasBytes(b, 0, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20]))
    return { kind: "jpegxl" };
  if (hasBytes(b, 0, "%!PS") || hasBytes(b, 0, [0xc5, 0xd0, 0xd3, 0xc6])) return { kind: "postscript" };
  if (hasBytes(b, 0, "SQLite format 3\u0000")) return { kind: "database" };
  if (hasBytes(b, 0, [0x00, 0x05, 0x16, 0x07]) || hasBytes(b, 0, [0x00, 0x05, 0x16, 0x00]))
    return { kind: "apple-double" };
  if (hasBytes(b, 0, [0x4c, 0, 0, 0, 0x01, 0x14, 0x02, 0x00])) return { kind: "shortcut" }; // Windows .lnk
  if (hasBytes(b, 0, "book\u0000\u0000\u0000\u0000mark")) return { kind: "mac-alias" };
  return null;
}

function hasPeHeader(b: Uint8Array): boolean {
  const at = u32le(b, 0x3c);
  return at !== undefined && hasBytes(b, at, "PE\u0000\u0000");
}

// ---------------------------------------------------------------------------------------------------------------
// Signatures that may follow a little junk

/**
 * PDF readers accept "%PDF-" anywhere in the first 1024 bytes (corpus: pdf/leading-junk.pdf), and some cameras
 * and broken uploads put bytes before a JPEG's start-of-image marker. Both are looked for only after every exact
 * signature has failed, so a ZIP or TIFF that merely contains these bytes early on is not mistaken for them.
 */
function byLooseSignature(b: Uint8Array): Verdict | null {
  const pdf = findBytes(b, "%PDF-", 0, 1024 + 5);
  if (pdf >= 0 && isDigit(b[pdf + 5])) return { type: "pdf" };
  let at = 0;
  while ((at = findBytes(b, [0xff, 0xd8, 0xff], at, 1024 + 4)) >= 0) {
    // The next byte must be a marker that can follow SOI: APPn, DQT, SOFn, DHT, DRI or a comment.
    const marker = b[at + 3] ?? 0;
    if (
      (marker >= 0xe0 && marker <= 0xef) ||
      marker === 0xdb ||
      marker === 0xc0 ||
      marker === 0xc2 ||
      marker === 0xc4 ||
      marker === 0xdd ||
      marker === 0xfe
    ) {
      return { type: "jpeg" };
    }
    at++;
  }
  return null;
}

function isDigit(x: number | undefined): boolean {
  return x !== undefined && x >= 0x30 && x <= 0x39;
}

// ---------------------------------------------------------------------------------------------------------------
// Text, last

/** Extensions of formats that are never plain text: text under such a name is a damaged file or a failed download. */
const NEVER_TEXT: Record<string, FileRefusalCode> = {
  pdf: "textNamedPdf",
  jpg: "textNamedPhoto",
  jpeg: "textNamedPhoto",
  png: "textNamedPicture",
  gif: "textNamedPicture",
  webp: "textNamedPicture",
  heic: "textNamedPhoto",
  heif: "textNamedPhoto",
  tif: "textNamedPicture",
  tiff: "textNamedPicture",
  bmp: "textNamedPicture",
  docx: "textNamedWord",
  xlsx: "textNamedExcel",
  pptx: "textNamedPowerpoint",
  ppt: "textNamedPowerpoint",
  zip: "textNamedZip",
};

function asText(file: FileInMemory): Verdict {
  const reading = readText(file.bytes);
  if (!reading) return { kind: "unknown" };
  if (reading.raw.trim() === "") {
    throw refused("EMPTY_FILE", file.name, { code: "onlySpaces" });
  }
  const ext = extensionOf(file.name);
  const head = reading.raw
    .slice(0, 2048)
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  // Markup printed as text would show its code, not what the person saw on screen.
  if (
    head.startsWith("<!doctype html") ||
    head.startsWith("<html") ||
    (head.startsWith("<?xml") && head.includes("<html"))
  ) {
    return { kind: "html" };
  }
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && /<svg[\s>]/.test(head))) return { kind: "svg" };
  if (head.startsWith("%!ps")) return { kind: "postscript" };
  if (
    head.startsWith("<") &&
    (ext === "doc" || ext === "xls" || /urn:schemas-microsoft-com:office|progid="(word|excel)/.test(head))
  ) {
    return { kind: "office-xml" };
  }
  const claimed = NEVER_TEXT[ext];
  if (claimed) return { kind: { textNamed: claimed } };
  return { type: "text" };
}

// ---------------------------------------------------------------------------------------------------------------
// Messages

function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** Each refused kind's code in contracts' FILE_REFUSALS, the one source of its words in English and Spanish. */
const REFUSAL_CODES: Record<
  Exclude<RefusedKind, { textNamed: FileRefusalCode } | "unknown">,
  FileRefusalCode
> = {
  powerpoint: "powerpoint",
  "outlook-message": "outlookMessage",
  visio: "visio",
  publisher: "publisher",
  "opendocument-text": "opendocumentText",
  "opendocument-spreadsheet": "opendocumentSpreadsheet",
  "opendocument-presentation": "opendocumentPresentation",
  opendocument: "opendocument",
  epub: "epub",
  iwork: "iwork",
  xps: "xps",
  "java-archive": "javaArchive",
  zip: "zip",
  "ole-other": "oleOther",
  wordperfect: "wordperfect",
  video: "video",
  audio: "audio",
  executable: "executable",
  archive: "archive",
  bmp: "bmp",
  photoshop: "photoshop",
  jpeg2000: "jpeg2000",
  jpegxl: "jpegxl",
  avif: "avif",
  "camera-raw": "cameraRaw",
  postscript: "postscript",
  database: "database",
  "apple-double": "appleDouble",
  shortcut: "shortcut",
  "mac-alias": "macAlias",
  plist: "plist",
  html: "html",
  svg: "svg",
  "office-xml": "officeXml",
};

/** Why a file of this kind is refused, by code and params (its words, in any language, are contracts'). */
function refusal(kind: RefusedKind, name: string): FileRefusal {
  const ext = extensionOf(name);
  if (typeof kind === "object") return { code: kind.textNamed, params: { ext } };
  if (kind !== "unknown") return { code: REFUSAL_CODES[kind] };
  const app = officeApp(name);
  // Corpus: a WordPerfect 4.2 file named .doc. Old word processors wrote no signature to name them by.
  if (app !== "Office")
    return { code: app === "Word" ? "officeNamedWord" : "officeNamedExcel", params: { ext } };
  return ext ? { code: "unknownNamed", params: { ext } } : { code: "unknown" };
}
