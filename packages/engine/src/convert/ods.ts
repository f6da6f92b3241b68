// Rewrites an OpenDocument spreadsheet's page styles so every sheet prints one page wide (as many pages tall as it
// needs) on US Letter, landscape when a sheet's used columns are wider than a portrait page. Legacy .xls
// workbooks reach this as LibreOffice's own .ods rewrite of them: unlike a rewrite to .xlsx, which lost an
// embedded MS Chart in the corpus, .ods is LibreOffice's native format and renders exactly as the .xls does.
import { hiddenSheetsWarnings } from "./xlsx.ts";
import type { FittedWorkbook } from "./xlsx.ts";
import { unzipVerified, zipEntries } from "../zip/checked.ts";

const LETTER = { width: "8.5in", height: "11in", widthIn: 8.5 };
/** LibreOffice's default column width (2.258 cm) and page side margins (2 cm each), for styles that omit them. */
const DEFAULT_COLUMN_IN = 0.889;
const DEFAULT_SIDE_MARGINS_IN = 2 * 0.7874;
/** Spreadsheets have at most 16,384 columns; anything beyond is a hostile count. */
const MAX_COLUMNS = 16_384;

/** A length such as "2.3547in", "2.258cm", "12pt" in inches, or null. */
function inches(length: string | undefined): number | null {
  const match = /^(-?[\d.]+)(in|cm|mm|pt|pc|px)$/.exec(length ?? "");
  if (!match) return null;
  const value = Number(match[1]);
  const perInch = { in: 1, cm: 2.54, mm: 25.4, pt: 72, pc: 6, px: 96 }[match[2] as "in"];
  return Number.isFinite(value) ? value / perInch : null;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function setAttribute(tag: string, name: string, value: string): string {
  const existing = new RegExp(`(\\s${name}=)"[^"]*"`);
  if (existing.test(tag)) return tag.replace(existing, `$1"${value}"`);
  return tag.replace(/\s*(\/?>)$/, ` ${name}="${value}"$1`);
}

function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

interface Sheet {
  name: string;
  tableStyle: string;
  /** Printed width of the used columns, in inches. */
  widthIn: number;
}

/** Style name → value of one attribute found in its definition, for the styles of one family. */
function styleProperties(xml: string, family: string, property: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of xml.matchAll(/<style:style\b[^>]*?(\/?)>/g)) {
    const open = match[0];
    if (attribute(open, "style:family") !== family) continue;
    const end = match[1] === "/" ? match.index + open.length : xml.indexOf("</style:style>", match.index);
    const definition = xml.slice(match.index, end < 0 ? match.index + open.length : end);
    const name = attribute(open, "style:name");
    const value = attribute(definition, property);
    if (name !== undefined && value !== undefined) found.set(name, value);
  }
  return found;
}

/**
 * The sheets of content.xml with the width of their used columns: the columns up to the rightmost cell that
 * holds something (a value, text, or a merge reaching further), hidden columns not counted.
 */
export function odsSheets(content: string): Sheet[] {
  const columnWidths = styleProperties(content, "table-column", "style:column-width");
  const sheets: Sheet[] = [];
  const tables = content.matchAll(/<table:table(?=[\s>])[^>]*>([\s\S]*?)<\/table:table>/g);
  for (const table of tables) {
    const open = /^<table:table[^>]*>/.exec(table[0])![0];
    const body = table[1] ?? "";
    const columns: number[] = [];
    for (const column of body.matchAll(/<table:table-column(?=[\s/>])[^>]*>/g)) {
      const tag = column[0];
      const repeat = Math.min(MAX_COLUMNS, Number(attribute(tag, "table:number-columns-repeated") ?? 1) || 1);
      const hidden = /table:visibility="(?:collapse|filter)"/.test(tag);
      const style = attribute(tag, "table:style-name");
      const width = hidden ? 0 : (inches(style ? columnWidths.get(style) : undefined) ?? DEFAULT_COLUMN_IN);
      for (let i = 0; i < repeat && columns.length < MAX_COLUMNS; i++) columns.push(width);
    }
    let used = 0;
    let column = 0;
    const tokens = body.matchAll(
      /<table:table-row(?=[\s/>])[^>]*>|<table:(?:covered-)?table-cell\b([^>]*?)(\/?)>/g,
    );
    for (const token of tokens) {
      if (token[0].startsWith("<table:table-row")) {
        column = 0;
        continue;
      }
      const attributes = token[1] ?? "";
      const repeat = Math.min(
        MAX_COLUMNS,
        Number(attribute(attributes, "table:number-columns-repeated") ?? 1) || 1,
      );
      const span = Number(attribute(attributes, "table:number-columns-spanned") ?? 1) || 1;
      const filled = token[2] !== "/" || /office:value-type=/.test(attributes);
      if (filled) used = Math.max(used, Math.min(MAX_COLUMNS, column + repeat - 1 + span));
      column += repeat;
    }
    let widthIn = 0;
    for (let i = 0; i < used; i++) widthIn += columns[i] ?? DEFAULT_COLUMN_IN;
    sheets.push({
      name: decodeXml(attribute(open, "table:name") ?? ""),
      tableStyle: attribute(open, "table:style-name") ?? "",
      widthIn,
    });
  }
  return sheets;
}

/**
 * The spreadsheet with every page style set to fit one page wide on Letter, or null when it cannot be edited
 * safely (the caller then converts it as it is).
 */
export function fitOdsToPageWidth(bytes: Uint8Array): FittedWorkbook | null {
  const entries = unzipVerified(bytes);
  const contentBytes = entries?.get("content.xml");
  const stylesBytes = entries?.get("styles.xml");
  if (!entries || !contentBytes || !stylesBytes) return null;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let content: string;
  let styles: string;
  try {
    content = decoder.decode(contentBytes);
    styles = decoder.decode(stylesBytes);
  } catch {
    return null;
  }

  // sheet → table style → master page → page layout, to decide each layout's orientation by its widest sheet.
  const sheets = odsSheets(content);
  const masterOfTable = styleProperties(content, "table", "style:master-page-name");
  const layoutOfMaster = new Map<string, string>();
  for (const master of styles.matchAll(/<style:master-page\b[^>]*>/g)) {
    const name = attribute(master[0], "style:name");
    const layout = attribute(master[0], "style:page-layout-name");
    if (name !== undefined && layout !== undefined) layoutOfMaster.set(name, layout);
  }
  const widest = new Map<string, number>();
  for (const sheet of sheets) {
    const layout = layoutOfMaster.get(masterOfTable.get(sheet.tableStyle) ?? "Default");
    if (layout !== undefined) widest.set(layout, Math.max(widest.get(layout) ?? 0, sheet.widthIn));
  }

  let patched = 0;
  const fitted = styles.replace(
    /(<style:page-layout\b[^>]*>)([\s\S]*?)(<\/style:page-layout>)/g,
    (whole, open: string, inner: string, close: string) => {
      const name = attribute(open, "style:name") ?? "";
      const properties = /<style:page-layout-properties\b[^>]*?\/?>/.exec(inner);
      if (!properties) return whole;
      let tag = properties[0].replace(/\s(?:style|loext):scale-to(?:-pages|-X|-Y)?="[^"]*"/g, "");
      const margins =
        (inches(attribute(tag, "fo:margin-left")) ?? DEFAULT_SIDE_MARGINS_IN / 2) +
        (inches(attribute(tag, "fo:margin-right")) ?? DEFAULT_SIDE_MARGINS_IN / 2);
      const landscape =
        attribute(tag, "style:print-orientation") === "landscape" ||
        (widest.get(name) ?? 0) > LETTER.widthIn - margins;
      tag = setAttribute(tag, "fo:page-width", landscape ? LETTER.height : LETTER.width);
      tag = setAttribute(tag, "fo:page-height", landscape ? LETTER.width : LETTER.height);
      tag = setAttribute(tag, "style:print-orientation", landscape ? "landscape" : "portrait");
      tag = setAttribute(tag, "style:scale-to-X", "1");
      patched++;
      return (
        open +
        inner.slice(0, properties.index) +
        tag +
        inner.slice(properties.index + properties[0].length) +
        close
      );
    },
  );
  if (patched === 0) return null;
  entries.set("styles.xml", new TextEncoder().encode(fitted));

  const hiddenTables = new Set(
    [...styleProperties(content, "table", "table:display")].flatMap(([style, shown]) =>
      shown === "false" ? [style] : [],
    ),
  );
  const hidden = sheets.filter((sheet) => hiddenTables.has(sheet.tableStyle)).map((sheet) => sheet.name);
  // OpenDocument requires "mimetype" first and uncompressed; unzipVerified kept the archive order.
  return { bytes: zipEntries(entries, new Set(["mimetype"])), ...hiddenSheetsWarnings(hidden) };
}
