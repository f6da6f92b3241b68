// Cheap ways to read the words of a document without converting it: poppler's pdftotext for the first pages of a
// PDF, the XML inside a .docx or .xlsx, and a small RTF reader. Each returns what it can and never converts.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import { EngineError } from "../errors.ts";
import { listZipEntries } from "../zip/list.ts";
import { runTool, withTempDir } from "../tools/run.ts";

/** A single XML part bigger than this is not inflated: the text we need is in the first pages anyway. */
const MAX_PART_BYTES = 20 * 1024 * 1024;

const DAMAGED_REASON =
  "this PDF is damaged and cannot be repaired; if it opens on your computer, print it to a new PDF and upload " +
  "that copy";
const PASSWORD_REASON =
  "this PDF is protected by a password; open it, save or print a copy without the password, and upload that copy";

export interface PdfText {
  /** Page count from pdfinfo; null when poppler cannot tell (missing, or a file it cannot open). */
  pages: number | null;
  /** Text of the first pages ("" for a scan without a text layer, or when poppler is missing). */
  text: string;
  /** The Title and Subject the PDF's document information records ("" when absent). */
  title: string;
  subject: string;
}

/**
 * The page count and the text of the first `maxPages` pages, read by poppler in a private temp folder.
 * Throws EngineError PDF_NEEDS_PASSWORD when the PDF cannot be opened without a password, and PDF_DAMAGED when
 * poppler cannot open it and it holds no PDF objects at all (a header and nothing usable). Any other failure (tool
 * missing, timeout, damage that the build's repair may still fix) only means less is known.
 */
export async function readPdfText(
  name: string,
  bytes: Uint8Array,
  options: { timeoutMs: number; maxPages: number },
): Promise<PdfText> {
  return withTempDir("describe", async (dir) => {
    const input = path.join(dir, "input.pdf");
    await writeFile(input, bytes);
    const [info, text] = await Promise.all([
      runTool("pdfinfo", ["-enc", "UTF-8", input], { timeoutMs: options.timeoutMs }),
      runTool("pdftotext", ["-q", "-l", String(options.maxPages), "-enc", "UTF-8", input, "-"], {
        timeoutMs: options.timeoutMs,
        maxOutputBytes: 512 * 1024,
      }),
    ]);
    if (info.code !== 0 && /incorrect password/i.test(info.stderr)) {
      // poppler is stricter than qpdf, which the build uses, about some broken encryption dictionaries: a file the
      // build can open must not be refused here, so qpdf has the last word (exit 0: a password is required).
      const check = await runTool("qpdf", ["--requires-password", input], { timeoutMs: options.timeoutMs });
      if (check.missing || check.code === 0)
        throw new EngineError("PDF_NEEDS_PASSWORD", name, PASSWORD_REASON);
      return { pages: null, text: "", title: "", subject: "" };
    }
    if (info.code !== 0 && !info.missing && !info.timedOut && !hasPdfObjects(bytes)) {
      throw new EngineError("PDF_DAMAGED", name, DAMAGED_REASON);
    }
    const pages = info.code === 0 ? Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1] ?? NaN) : NaN;
    const infoField = (name: string) =>
      info.code === 0 ? (new RegExp(`^${name}:[ \\t]*(.*)$`, "m").exec(info.stdout)?.[1]?.trim() ?? "") : "";
    return {
      pages: Number.isInteger(pages) && pages > 0 ? pages : null,
      text: text.code === 0 ? text.stdout : "",
      title: infoField("Title"),
      subject: infoField("Subject"),
    };
  });
}

/** Whether the bytes hold at least one "N G obj": without any, there is nothing a repair could recover. */
function hasPdfObjects(bytes: Uint8Array): boolean {
  return /\d+\s+\d+\s+obj\b/.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"),
  );
}

/** One entry of a ZIP, inflated; null when it is missing, too large, or the archive cannot be read. */
function zipPart(bytes: Uint8Array, name: string): Uint8Array | null {
  try {
    const entry = listZipEntries(bytes).entries.find((e) => e.name === name);
    if (!entry || entry.uncompressedSize > MAX_PART_BYTES) return null;
    // fflate inflates into a buffer of the declared size, so a lying header cannot make it allocate more.
    const files = unzipSync(bytes, {
      filter: (f) => f.name === name && f.originalSize <= MAX_PART_BYTES,
    });
    return files[name] ?? null;
  } catch {
    return null;
  }
}

/** The title and subject an Office file records in docProps/core.xml ("" when absent). */
export interface OfficeProperties {
  title: string;
  subject: string;
}

/** dc:title and dc:subject of docProps/core.xml; any namespace prefix (Strict Open XML files use others). */
function coreProperties(bytes: Uint8Array): OfficeProperties {
  const core = zipPart(bytes, "docProps/core.xml");
  const xml = core ? new TextDecoder().decode(core) : "";
  const field = (name: string) =>
    xmlText(
      new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? "",
    ).trim();
  return { title: field("title"), subject: field("subject") };
}

export interface DocxText extends OfficeProperties {
  text: string;
  pages: number | null;
  /** The text of the first paragraph styled as a title or a first-level heading ("" when there is none). */
  heading: string;
}

/**
 * The text of word/document.xml, one line a paragraph, its first heading, the page count Word saved in
 * docProps/app.xml, and the title and subject of docProps/core.xml.
 */
export function readDocxText(bytes: Uint8Array): DocxText {
  const xml = zipPart(bytes, "word/document.xml");
  const app = zipPart(bytes, "docProps/app.xml");
  const body = xml ? new TextDecoder().decode(xml) : "";
  const text = wordBodyText(body);
  const saved = app ? Number(/<Pages>(\d+)<\/Pages>/.exec(new TextDecoder().decode(app))?.[1] ?? NaN) : NaN;
  return {
    text,
    pages: Number.isInteger(saved) && saved > 0 ? saved : null,
    heading: firstHeading(body),
    ...coreProperties(bytes),
  };
}

/**
 * Style ids of a title or first-level heading: Word's built-in ids (also as LibreOffice and localised Words save
 * them). Lower levels are section headings, not what the document is.
 */
const HEADING_STYLE = /^(title|heading ?1?|titre ?1?|titel|berschrift ?1|t[ií]tulo ?1?|titolo ?1?|kop ?1)$/i;

function firstHeading(xml: string): string {
  for (const paragraph of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    const style = /<w:pStyle w:val="([^"]*)"/.exec(paragraph[0])?.[1] ?? "";
    if (!HEADING_STYLE.test(style)) continue;
    const text = wordBodyText(paragraph[0]).trim();
    if (text) return text;
  }
  return "";
}

/**
 * The words of WordprocessingML: only <w:t> runs, tabs and breaks, one line a paragraph. Reading runs (not all
 * text between tags) leaves out drawing positions and field codes; fallbacks for old Word versions are dropped so
 * text boxes are not read twice.
 */
function wordBodyText(xml: string): string {
  const body = xml.replace(/<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g, "");
  let out = "";
  for (const m of body.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\/>|<\/w:p>/g)) {
    if (m[1] !== undefined) out += xmlText(m[1]);
    else out += m[2] === "tab" ? "\t" : "\n";
  }
  return out;
}

export interface XlsxText extends OfficeProperties {
  text: string;
  /** The names of the sheets, in the workbook's order. */
  sheets: string[];
}

/**
 * The shared strings of a workbook (the text cells), one a line (numbers and dates in cells are not read), the
 * names of its sheets, and the title and subject of docProps/core.xml.
 */
export function readXlsxText(bytes: Uint8Array): XlsxText {
  const workbook = zipPart(bytes, "xl/workbook.xml");
  const sheets = workbook
    ? [...new TextDecoder().decode(workbook).matchAll(/<(?:\w+:)?sheet\s[^>]*?\bname="([^"]*)"/g)].map((m) =>
        xmlText(m[1] ?? "").trim(),
      )
    : [];
  return { text: sharedStrings(bytes), sheets, ...coreProperties(bytes) };
}

function sharedStrings(bytes: Uint8Array): string {
  const xml = zipPart(bytes, "xl/sharedStrings.xml");
  if (!xml) return "";
  // Strict Open XML uses other namespaces with the same local names, hence the optional prefix.
  return xmlText(
    new TextDecoder()
      .decode(xml)
      .replace(/<\/(?:\w+:)?si>/g, "\n")
      .replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, ""),
  );
}

/** Tags removed and entities decoded. */
function xmlText(xml: string): string {
  return xml
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
      const e = entity.toLowerCase();
      if (e.startsWith("#x")) return safeChar(parseInt(e.slice(2), 16));
      if (e.startsWith("#")) return safeChar(parseInt(e.slice(1), 10));
      return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[e] ?? "";
    });
}

function safeChar(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
}

// ---------------------------------------------------------------------------------------------------------------
// RTF

/** Groups whose contents are never body text (fonts, styles, pictures, metadata, field codes…). */
const RTF_SKIP = new Set([
  "fonttbl",
  "colortbl",
  "stylesheet",
  "info",
  "pict",
  "object",
  "header",
  "headerl",
  "headerr",
  "headerf",
  "footer",
  "footerl",
  "footerr",
  "footerf",
  "fldinst",
  "listtable",
  "listoverridetable",
  "revtbl",
  "rsidtbl",
  "filetbl",
  "generator",
  "themedata",
  "colorschememapping",
  "datastore",
  "latentstyles",
  "xmlnstbl",
  "mmathPr",
]);

/** Windows code pages that Node's TextDecoder names differently. */
const RTF_CODE_PAGES: Record<number, string> = {
  932: "shift_jis",
  936: "gbk",
  949: "euc-kr",
  950: "big5",
};

/** A font's \fcharset, as the code page its \'hh bytes are in (0, the default, means the document's \ansicpg). */
const RTF_CHARSETS: Record<number, number> = {
  128: 932,
  129: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250,
};

/** Control words that stand for one character. */
const RTF_SYMBOLS: Record<string, string> = {
  lquote: "\u2018",
  rquote: "\u2019",
  ldblquote: "\u201c",
  rdblquote: "\u201d",
  bullet: "\u2022",
  endash: "\u2013",
  emdash: "\u2014",
  emspace: " ",
  enspace: " ",
};

type Decode = (bytes: Uint8Array) => string;

/** A decoder for a Windows code page; Windows-1252 when Node does not know it. */
function codePageDecoder(codePage: number): Decode {
  // Typed by shape: the global TextDecoder type is not in this project's libraries, only the value.
  let decoder: { decode(bytes: Uint8Array): string };
  try {
    decoder = new TextDecoder(RTF_CODE_PAGES[codePage] ?? `windows-${codePage}`);
  } catch {
    decoder = new TextDecoder("windows-1252");
  }
  return (bytes) => decoder.decode(bytes);
}

/** Each font's decoder, from the font table (\f1\fcharset128 … ;): Japanese text is often in a Japanese font. */
function fontDecoders(src: string, fallback: Decode): Map<number, Decode> {
  // Only font-table entries carry \fcharset, so the head of the file can be scanned without finding the table's end.
  const fonts = new Map<number, Decode>();
  for (const match of src.slice(0, 65_536).matchAll(/\\f(\d+)[^;{}]*?\\fcharset(\d+)/g)) {
    const codePage = RTF_CHARSETS[Number(match[2])];
    fonts.set(Number(match[1]), codePage ? codePageDecoder(codePage) : fallback);
  }
  return fonts;
}

/**
 * The visible text of an RTF document: paragraphs as lines, \'hh bytes decoded with the document's code page,
 * \uN characters, and every destination that is not body text skipped.
 * @example readRtfText(latin1Bytes("{\\rtf1\\ansi Hello\\par World}")) // → "Hello\nWorld"
 */
export function readRtfText(bytes: Uint8Array, maxChars = 100_000): string {
  const src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const ansi = codePageDecoder(Number(/\\ansicpg(\d+)/.exec(src.slice(0, 4096))?.[1] ?? 1252));
  const fonts = fontDecoders(src, ansi);
  let out = "";
  let pendingBytes: number[] = [];
  let decode = ansi;
  const flush = () => {
    if (pendingBytes.length) out += decode(Uint8Array.from(pendingBytes));
    pendingBytes = [];
  };
  const stack: { skip: boolean; uc: number; decode: Decode }[] = [];
  let skip = false;
  let uc = 1;
  /** Characters still to drop after a \uN (its fallback for readers without Unicode). */
  let fallback = 0;
  const emit = (s: string) => {
    if (skip) return;
    flush();
    out += s;
  };

  let i = 0;
  while (i < src.length && out.length < maxChars) {
    const ch = src[i]!;
    if (ch === "{") {
      stack.push({ skip, uc, decode });
      fallback = 0;
      i++;
    } else if (ch === "}") {
      const state = stack.pop();
      flush();
      if (state) ({ skip, uc, decode } = state);
      fallback = 0;
      i++;
    } else if (ch === "\\") {
      const next = src[i + 1] ?? "";
      if (next === "\\" || next === "{" || next === "}") {
        if (fallback > 0) fallback--;
        else emit(next);
        i += 2;
      } else if (next === "*") {
        skip = true;
        i += 2;
      } else if (next === "'") {
        const byte = parseInt(src.slice(i + 2, i + 4), 16);
        if (fallback > 0) fallback--;
        else if (!skip && Number.isInteger(byte)) pendingBytes.push(byte);
        i += 4;
      } else if (/[a-z]/i.test(next)) {
        const word = /^([a-z]+)(-?\d+)? ?/i.exec(src.slice(i + 1, i + 40));
        const [all = "", name = "", arg] = word ?? [];
        i += 1 + all.length;
        const n = arg === undefined ? undefined : Number(arg);
        if (RTF_SKIP.has(name)) skip = true;
        else if (name === "par" || name === "line" || name === "row") emit("\n");
        else if (name === "tab" || name === "cell") emit("\t");
        else if (RTF_SYMBOLS[name]) emit(RTF_SYMBOLS[name]);
        else if (name === "uc" && n !== undefined) uc = n;
        else if (name === "f" && n !== undefined && !skip) {
          flush();
          decode = fonts.get(n) ?? ansi;
        } else if (name === "u" && n !== undefined) {
          emit(safeChar(n < 0 ? n + 65536 : n));
          fallback = uc;
        } else if (name === "bin" && n !== undefined && n > 0) i += n;
      } else if (next === "\n" || next === "\r") {
        emit("\n");
        i += 2;
      } else {
        if (next === "~") emit(" ");
        else if (next === "_") emit("-");
        i += 2;
      }
    } else if (ch === "\n" || ch === "\r") {
      i++;
    } else {
      if (fallback > 0) fallback--;
      else emit(ch);
      i++;
    }
  }
  flush();
  return out;
}
