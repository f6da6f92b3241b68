// Rewrites an .xlsx workbook's print settings so every sheet prints one page wide (as many pages tall as it
// needs) on US Letter, landscape when the used columns are wider than a portrait page. LibreOffice 7.4 offers no
// headless option for this (its PDF export knows only one-page-per-sheet), and its macro engine is not installed,
// so the workbook itself is edited before conversion. (Legacy .xls goes through ods.ts instead.)
import { unzipVerified, zipEntries } from "../zip/checked.ts";
import { noteEnglish } from "../notes.ts";
import type { EngineNote } from "../notes.ts";

export interface FittedWorkbook {
  bytes: Uint8Array;
  warnings: string[];
  /** `warnings` as codes (notes.ts), in the same order. */
  warningNotes: EngineNote[];
}

/** US Letter width in points, and Excel's default left + right margins (0.7 in each). */
export const LETTER_WIDTH_PT = 612;
const DEFAULT_SIDE_MARGINS_IN = 1.4;

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/**
 * The workbook with its sheets set to fit the page width, or null when it cannot be edited safely (not a readable
 * ZIP, an entry that does not inflate to its declared size and checksum, non-UTF-8 XML); the caller then converts
 * the original bytes as they are.
 */
export function fitSheetsToPageWidth(bytes: Uint8Array): FittedWorkbook | null {
  const entries = unzipVerified(bytes);
  if (!entries) return null;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const encoder = new TextEncoder();
  let patched = 0;
  for (const [name, data] of entries) {
    if (!WORKSHEET.test(name)) continue;
    let xml: string;
    try {
      xml = decoder.decode(data);
    } catch {
      return null;
    }
    const fitted = fitSheetXml(xml);
    if (fitted === null) return null;
    entries.set(name, encoder.encode(fitted));
    patched++;
  }
  if (patched === 0) return null;

  const workbook = entries.get("xl/workbook.xml");
  const hidden = workbook ? hiddenSheets(new TextDecoder("utf-8").decode(workbook)) : [];
  return { bytes: zipEntries(entries), ...hiddenSheetsWarnings(hidden) };
}

/** The workbook's warnings (none, or its hidden sheets'), in English and as codes. */
export function hiddenSheetsWarnings(hidden: string[]): Pick<FittedWorkbook, "warnings" | "warningNotes"> {
  const warningNotes: EngineNote[] = hidden.length > 0 ? [{ code: "hidden-sheets", names: hidden }] : [];
  return { warnings: warningNotes.map(noteEnglish), warningNotes };
}

/** Names of sheets marked hidden or very hidden in xl/workbook.xml. */
export function hiddenSheets(workbookXml: string): string[] {
  const names: string[] = [];
  for (const match of workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const tag = match[0];
    if (!/\bstate="(?:hidden|veryHidden)"/.test(tag)) continue;
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (name !== undefined) names.push(decodeXmlAttribute(name));
  }
  return names;
}

function decodeXmlAttribute(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&amp;/g, "&");
}

/** Sets (or adds) an attribute in one start tag. */
function setAttribute(tag: string, name: string, value: string): string {
  const existing = new RegExp(`(\\s${name}=)(?:"[^"]*"|'[^']*')`);
  if (existing.test(tag)) return tag.replace(existing, `$1"${value}"`);
  return tag.replace(/\s*(\/?>)$/, ` ${name}="${value}"$1`);
}

/** Column letters ("A", "AB") to a 1-based index. */
function columnIndex(letters: string): number {
  let index = 0;
  for (const char of letters) index = index * 26 + (char.charCodeAt(0) - 64);
  return index;
}

/**
 * Rough printed width of the used columns in points, from the sheet's dimension and column widths (Excel widths
 * count characters of the default font: about 7 px each plus 5 px padding, at 96 px per inch). Null when the
 * sheet does not say which cells it uses.
 */
export function estimateUsedWidthPt(xml: string): number | null {
  const dimension = /<(?:\w+:)?dimension\b[^>]*\bref="\$?([A-Z]+)\$?\d+(?::\$?([A-Z]+)\$?\d+)?"/.exec(xml);
  if (!dimension) return null;
  const last = Math.min(16_384, columnIndex(dimension[2] ?? dimension[1]!));
  const format = /<(?:\w+:)?sheetFormatPr\b[^>]*>/.exec(xml)?.[0] ?? "";
  const defaultWidth =
    Number(/\bdefaultColWidth="([\d.]+)"/.exec(format)?.[1] ?? NaN) ||
    Number(/\bbaseColWidth="([\d.]+)"/.exec(format)?.[1] ?? 8) + 0.71;
  const widths = new Array<number>(last + 1).fill(defaultWidth);
  for (const match of xml.matchAll(/<(?:\w+:)?col\b[^>]*>/g)) {
    const tag = match[0];
    const min = Number(/\bmin="(\d+)"/.exec(tag)?.[1] ?? 0);
    const max = Math.min(last, Number(/\bmax="(\d+)"/.exec(tag)?.[1] ?? 0));
    const hidden = /\bhidden="(?:1|true)"/.test(tag);
    const width = Number(/\bwidth="([\d.]+)"/.exec(tag)?.[1] ?? defaultWidth);
    for (let column = Math.max(1, min); column <= max; column++) widths[column] = hidden ? 0 : width;
  }
  let points = 0;
  for (let column = 1; column <= last; column++) {
    const characters = widths[column]!;
    if (characters > 0) points += (characters * 7 + 5) * 0.75;
  }
  return points;
}

/** Printable width of a portrait Letter page with the sheet's own side margins. */
function portraitPrintableWidthPt(xml: string): number {
  const margins = /<(?:\w+:)?pageMargins\b[^>]*>/.exec(xml)?.[0];
  const left = Number(margins ? (/\bleft="([\d.]+)"/.exec(margins)?.[1] ?? NaN) : NaN);
  const right = Number(margins ? (/\bright="([\d.]+)"/.exec(margins)?.[1] ?? NaN) : NaN);
  const sides = Number.isFinite(left) && Number.isFinite(right) ? left + right : DEFAULT_SIDE_MARGINS_IN;
  return LETTER_WIDTH_PT - sides * 72;
}

/** Elements that come after <pageSetup> in a worksheet (ECMA-376 CT_Worksheet order). */
const AFTER_PAGE_SETUP = [
  "headerFooter",
  "rowBreaks",
  "colBreaks",
  "customProperties",
  "cellWatches",
  "ignoredErrors",
  "smartTags",
  "drawing",
  "legacyDrawing",
  "legacyDrawingHF",
  "drawingHF",
  "picture",
  "oleObjects",
  "controls",
  "webPublishItems",
  "tableParts",
  "extLst",
];

/**
 * One worksheet's XML with fit-to-page on (sheetPr/pageSetUpPr fitToPage) and pageSetup fitToWidth=1,
 * fitToHeight=0 (no limit), paper Letter, landscape when the used columns are wider than a portrait page or the
 * author chose landscape. Null if the XML is not a worksheet.
 */
export function fitSheetXml(xml: string): string | null {
  const root = /<(\w+:)?worksheet\b[^>]*>/.exec(xml);
  if (!root) return null;
  const p = root[1] ?? "";
  let out = xml;

  // 1. sheetPr > pageSetUpPr fitToPage="1" (pageSetUpPr is the last child of sheetPr).
  const fitFlag = `<${p}pageSetUpPr fitToPage="1"/>`;
  const sheetPr = new RegExp(`<${p}sheetPr\\b[^>]*?(/?)>`).exec(out);
  if (!sheetPr) {
    const at = root.index + root[0].length;
    out = `${out.slice(0, at)}<${p}sheetPr>${fitFlag}</${p}sheetPr>${out.slice(at)}`;
  } else if (sheetPr[1] === "/") {
    const open = sheetPr[0].replace(/\s*\/>$/, ">");
    out = `${out.slice(0, sheetPr.index)}${open}${fitFlag}</${p}sheetPr>${out.slice(sheetPr.index + sheetPr[0].length)}`;
  } else {
    const close = out.indexOf(`</${p}sheetPr>`, sheetPr.index);
    if (close < 0) return null;
    const inner = out.slice(sheetPr.index, close);
    const existing = new RegExp(`<${p}pageSetUpPr\\b[^>]*?/?>`).exec(inner);
    const replaced = existing
      ? inner.slice(0, existing.index) +
        setAttribute(existing[0], "fitToPage", "1") +
        inner.slice(existing.index + existing[0].length)
      : inner + fitFlag;
    out = out.slice(0, sheetPr.index) + replaced + out.slice(close);
  }

  // 2. pageSetup: one page wide, unlimited pages tall, Letter, orientation by width.
  const setup = new RegExp(`<${p}pageSetup\\b[^>]*?/?>`).exec(out);
  const authorLandscape = setup ? /\borientation="landscape"/.test(setup[0]) : false;
  const width = estimateUsedWidthPt(out);
  const landscape = authorLandscape || (width !== null && width > portraitPrintableWidthPt(out));
  const attributes: Array<[string, string]> = [
    ["paperSize", "1"],
    ["fitToWidth", "1"],
    ["fitToHeight", "0"],
    ["orientation", landscape ? "landscape" : "portrait"],
  ];
  if (setup) {
    let tag = setup[0];
    for (const [name, value] of attributes) tag = setAttribute(tag, name, value);
    out = out.slice(0, setup.index) + tag + out.slice(setup.index + setup[0].length);
  } else {
    const tag = `<${p}pageSetup ${attributes.map(([name, value]) => `${name}="${value}"`).join(" ")}/>`;
    const margins = new RegExp(
      `<${p}pageMargins\\b[^>]*?/>|<${p}pageMargins\\b[^>]*>[\\s\\S]*?</${p}pageMargins>`,
    ).exec(out);
    let at: number;
    if (margins) at = margins.index + margins[0].length;
    else {
      const later = AFTER_PAGE_SETUP.map(
        (name) => new RegExp(`<${p}${name}[\\s/>]`).exec(out)?.index ?? -1,
      ).filter((index) => index >= 0);
      at = later.length > 0 ? Math.min(...later) : out.lastIndexOf(`</${p}worksheet>`);
    }
    if (at < 0) return null;
    out = out.slice(0, at) + tag + out.slice(at);
  }
  return out;
}
