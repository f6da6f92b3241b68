// Lays decoded text (a .txt file or a text clipping) out as readable Letter pages: 11 pt type, 1-inch margins,
// long lines wrapped (never cut), form feeds start a new page, control characters shown as visible symbols.
import { PDFDocument } from "../pdf/pdf-lib.ts";
import type { DocumentFonts, EngineFonts } from "../fonts/fonts.ts";
import { embedFonts, fontRuns, textWidth } from "../fonts/fonts.ts";
import { drawTextRun } from "../pdf/page-text.ts";

const PAGE = { width: 612, height: 792 };
const MARGIN = 72;
const SIZE = 11;
const LEADING = 14.5;
const TAB = "    ";

/**
 * Makes control characters visible in caret notation (^G for BEL, ^? for DEL) instead of dropping them, so the
 * evidence is shown as it is. (DejaVu Sans has no control-picture glyphs such as ␇.)
 */
function visible(line: string): string {
  return (
    line
      .replace(/\t/g, TAB)
      // eslint-disable-next-line no-control-regex -- matching control characters is the point here
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, (c) =>
        c === "\u007f" ? "^?" : `^${String.fromCharCode(64 + c.charCodeAt(0))}`,
      )
  );
}

/** Breaks one logical line into lines that fit the width, preferring to break after a space. */
export function wrapLine(fonts: DocumentFonts, line: string, maxWidth: number, size = SIZE): string[] {
  if (line === "") return [""];
  const out: string[] = [];
  let rest = [...line];
  while (rest.length) {
    let width = 0;
    let fit = 0;
    let lastSpace = -1;
    for (; fit < rest.length; fit++) {
      const ch = rest[fit]!;
      const w = textWidth(fonts, ch, size);
      if (width + w > maxWidth && fit > 0) break;
      width += w;
      if (ch === " ") lastSpace = fit;
    }
    let cut = fit < rest.length && lastSpace > 0 ? lastSpace + 1 : fit;
    // A line cut inside a word (Thai and Chinese have no spaces) never parts a combining mark from its letter.
    while (cut > 1 && cut < rest.length && /\p{M}/u.test(rest[cut]!)) cut--;
    out.push(rest.slice(0, cut).join("").replace(/ +$/, ""));
    rest = rest.slice(cut);
  }
  return out;
}

export interface TextPdfOptions {
  /** Written into the PDF's metadata, for a reader who opens the exhibit alone. */
  title: string;
  /** Fixed for reproducible output. */
  date: Date;
}

/** Text in, PDF bytes out. Text with nothing printable still makes one (blank) page: an exhibit always has a page. */
export async function textToPdf(
  text: string,
  fonts: EngineFonts,
  options: TextPdfOptions,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const pages = text.split("\f").map((p) => p.split("\n").map(visible));
  const docFonts = await embedFonts(doc, fonts, pages.flat());
  const maxWidth = PAGE.width - 2 * MARGIN;
  const linesPerPage = Math.floor((PAGE.height - 2 * MARGIN) / LEADING);

  for (const logicalPage of pages) {
    const lines = logicalPage.flatMap((l) => wrapLine(docFonts, l, maxWidth));
    for (let start = 0; start < Math.max(lines.length, 1); start += linesPerPage) {
      const page = doc.addPage([PAGE.width, PAGE.height]);
      lines.slice(start, start + linesPerPage).forEach((line, i) => {
        let x = MARGIN;
        const y = PAGE.height - MARGIN - SIZE - i * LEADING;
        for (const run of fontRuns(docFonts, line)) {
          drawTextRun(page, run.font, run.text, x, y, SIZE);
          x += run.font.widthOfTextAtSize(run.text, SIZE);
        }
      });
    }
  }
  doc.setTitle(options.title);
  doc.setProducer("CourtReady");
  doc.setCreator("CourtReady");
  doc.setCreationDate(options.date);
  doc.setModificationDate(options.date);
  const pdf = await doc.save({ useObjectStreams: true, objectsPerTick: Infinity });
  return { pdf, pageCount: doc.getPageCount() };
}
