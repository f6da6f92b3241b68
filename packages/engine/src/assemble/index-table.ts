// The exhibit index (exhibit list): a table with one row per exhibit (and a heading row per section), wrapped
// descriptions, as many pages as it needs. Laid out once (row heights, page breaks) and drawn into the binder (with links) or a standalone file.
import { rgb } from "../pdf/pdf-lib.ts";
import type { Canvas } from "../pdf/page-text.ts";
import type { DocumentFonts } from "../fonts/fonts.ts";
import { wrapLine } from "../convert/text-pdf.ts";
import { dropBelow } from "./filing-rules.ts";
import { BAND, LETTER } from "./layout.ts";
import type { Size } from "./layout.ts";
import { drawRuns, fitSize } from "./stamps.ts";

export interface IndexRow {
  label: string;
  description: string;
  type: string;
  pages: number;
  /** "5–9" */
  binderPages: string;
  /** "SMITH-000001 – SMITH-000005", when Bates numbering is on. */
  bates?: string;
  /** The volume holding the exhibit, when the binder is split into volumes. */
  volume?: string;
  /**
   * A section's heading (sections.ts), not an exhibit: `description` is its title, printed bold across the exhibit
   * and description columns, with its slip sheet's page; it carries no link.
   */
  heading?: boolean;
}

interface Column {
  key: keyof IndexRow;
  title: string;
  width: number;
}

const SIZE = 9;
const LINE = 11;
const PAD = 3;
const LEFT = 36;
const TOP_FIRST = LETTER.height - 120;
const TOP_NEXT = LETTER.height - 54;
const BOTTOM = BAND + 12;

function columns(withBates: boolean, withVolume: boolean): Column[] {
  const fixed: Column[] = [
    { key: "label", title: "Exhibit", width: 48 },
    ...(withVolume ? [{ key: "volume" as const, title: "Volume", width: 44 }] : []),
    { key: "description", title: "Description", width: 0 },
    { key: "type", title: "Type", width: 86 },
    { key: "pages", title: "Pages", width: 36 },
    { key: "binderPages", title: "Binder pages", width: 74 },
    ...(withBates ? [{ key: "bates" as const, title: "Bates numbers", width: 100 }] : []),
  ];
  const used = fixed.reduce((w, c) => w + c.width, 0);
  fixed.find((c) => c.key === "description")!.width = LETTER.width - 2 * LEFT - used;
  return fixed;
}

interface LaidOutRow {
  row: IndexRow;
  cells: string[][];
  height: number;
}

/** Where the title block (its first baseline) and the table (its top) start, on the first and later pages. */
export interface IndexFrame {
  heading: number;
  tableFirst: number;
  tableNext: number;
}

const HEADING = LETTER.height - 72;
export const INDEX_FRAME: IndexFrame = { heading: HEADING, tableFirst: TOP_FIRST, tableNext: TOP_NEXT };

/**
 * The frame of an index whose first page has `firstBox` (a clerk box) at its top right and whose later pages have
 * `laterBox`: everything moves down below the box, the title block and the table alike.
 */
export function indexFrame(firstBox: Size | null, laterBox: Size | null): IndexFrame {
  const drop = dropBelow(firstBox, LETTER.height, HEADING, 16);
  const nextDrop = dropBelow(laterBox, LETTER.height, TOP_NEXT, 0, 6);
  return { heading: HEADING - drop, tableFirst: TOP_FIRST - drop, tableNext: TOP_NEXT - nextDrop };
}

export interface IndexLayout {
  frame: IndexFrame;
  columns: Column[];
  /** Rows per index page, in order. */
  pages: LaidOutRow[][];
}

/** Measures and paginates the rows; the page count is known before any exhibit page is numbered. */
export function layoutIndex(
  fonts: DocumentFonts,
  rows: IndexRow[],
  frame: IndexFrame = INDEX_FRAME,
): IndexLayout {
  const cols = columns(
    rows.some((r) => r.bates),
    rows.some((r) => r.volume),
  );
  const laid = rows.map((row) => {
    const cells = row.heading
      ? headingCells(fonts, row, cols)
      : cols.map((c) => wrapCell(fonts, String(row[c.key] ?? ""), c.width - 2 * PAD));
    return { row, cells, height: Math.max(...cells.map((c) => c.length)) * LINE + 2 * PAD };
  });
  const pages: LaidOutRow[][] = [[]];
  let y = frame.tableFirst - (LINE + 2 * PAD);
  for (const [k, r] of laid.entries()) {
    // A section's heading is kept with its first exhibit's row: never alone at the foot of a page.
    const needed = r.height + (r.row.heading ? (laid[k + 1]?.height ?? 0) : 0);
    if (y - needed < BOTTOM && pages[pages.length - 1]!.length > 0) {
      pages.push([]);
      y = frame.tableNext - (LINE + 2 * PAD);
    }
    pages[pages.length - 1]!.push(r);
    y -= r.height;
  }
  return { frame, columns: cols, pages };
}

/** A heading row's cells: the title across the exhibit and description columns, then its pages (and volume). */
function headingCells(fonts: DocumentFonts, row: IndexRow, cols: Column[]): string[][] {
  const span = cols[0]!.width + cols.find((c) => c.key === "description")!.width;
  return cols.map((c, i) =>
    i === 0
      ? wrapCell(fonts, row.description, span - 2 * PAD)
      : c.key === "binderPages" || c.key === "volume" || c.key === "bates"
        ? wrapCell(fonts, String(row[c.key] ?? ""), c.width - 2 * PAD)
        : [],
  );
}

const wrapped = new WeakMap<DocumentFonts, Map<string, string[]>>();

/** A cell's lines, remembered per document: the index is laid out again until its length settles. */
function wrapCell(fonts: DocumentFonts, text: string, width: number): string[] {
  let cache = wrapped.get(fonts);
  if (!cache) wrapped.set(fonts, (cache = new Map()));
  const key = `${width}\u0000${text}`;
  let lines = cache.get(key);
  if (!lines) {
    lines = text.split("\n").flatMap((line) => wrapLine(fonts, line, width, SIZE));
    cache.set(key, lines);
  }
  return lines;
}

/** The header row's shading and the rules between rows: made once (pages cache each colour's operator). */
const HEADER_FILL = rgb(0.88, 0.9, 0.93);
const RULE_GREY = rgb(0.6, 0.6, 0.6);
const HEADING_FILL = rgb(0.95, 0.95, 0.95);

export interface DrawIndexOptions<T> {
  /** Title block on the first page. */
  heading: string;
  subheading?: string;
  /** A small line under the subheading (a supplement's pointer to the indexes filed before). */
  note?: string;
  /** Per row, the page its link jumps to (binder only; none for a row whose exhibit is in another file). */
  targets?: (T | undefined)[];
}

/** A link to make: over `rect` on index page `page` (0-based), to `target`. */
export interface IndexLink<T> {
  page: number;
  rect: [number, number, number, number];
  target: T;
}

/**
 * Draws the laid-out index on the given pages (one per layout page); returns the link each row should carry,
 * when asked for, for the caller to add as annotations.
 */
export function drawIndex<T>(
  pages: Canvas[],
  fonts: DocumentFonts,
  layout: IndexLayout,
  options: DrawIndexOptions<T>,
): IndexLink<T>[] {
  const links: IndexLink<T>[] = [];
  let rowNumber = 0;
  layout.pages.forEach((rows, pageIndex) => {
    const page = pages[pageIndex]!;
    const { frame } = layout;
    let y = pageIndex === 0 ? frame.tableFirst : frame.tableNext;
    if (pageIndex === 0) {
      drawRuns(page, fonts, options.heading, LEFT, frame.heading, 16, true);
      if (options.subheading) drawRuns(page, fonts, options.subheading, LEFT, frame.heading - 20, 10);
      if (options.note) {
        const size = fitSize(fonts, options.note, LETTER.width - 2 * LEFT, 9);
        drawRuns(page, fonts, options.note, LEFT, frame.heading - 35, size);
      }
    }
    // Header row, repeated on every page so a reader of page 3 still knows the columns.
    const headerHeight = LINE + 2 * PAD;
    page.fill(
      { x: LEFT, y: y - headerHeight, width: LETTER.width - 2 * LEFT, height: headerHeight },
      HEADER_FILL,
    );
    let x = LEFT;
    for (const c of layout.columns) {
      drawRuns(page, fonts, c.title, x + PAD, y - PAD - SIZE + 1, SIZE, true);
      x += c.width;
    }
    y -= headerHeight;
    for (const r of rows) {
      x = LEFT;
      if (r.row.heading) {
        page.fill(
          { x: LEFT, y: y - r.height, width: LETTER.width - 2 * LEFT, height: r.height },
          HEADING_FILL,
        );
      }
      r.cells.forEach((lines, i) => {
        lines.forEach((line, j) =>
          drawRuns(page, fonts, line, x + PAD, y - PAD - SIZE + 1 - j * LINE, SIZE, i === 0),
        );
        x += layout.columns[i]!.width;
      });
      page.line(LEFT, y - r.height, LETTER.width - LEFT, y - r.height, 0.5, RULE_GREY);
      y -= r.height;
      if (r.row.heading) continue;
      const target = options.targets?.[rowNumber];
      if (target !== undefined) {
        links.push({ page: pageIndex, rect: [LEFT, y, LETTER.width - LEFT, y + r.height], target });
      }
      rowNumber++;
    }
  });
  return links;
}
