// The binder's covers: the cover (court, case, party, counts, date prepared and, when split, what volume 1 holds)
// and the cover of each later volume; text centred on Letter, shrunk to fit, below the court's clerk box.
import { ROLE_NAMES } from "@courtready/contracts";
import type { DocumentFonts } from "../fonts/fonts.ts";
import { textWidth } from "../fonts/fonts.ts";
import type { Canvas } from "../pdf/page-text.ts";
import type { AssembleOptions, CaseDetails } from "./types.ts";
import { formatDate } from "./format.ts";
import { dropBelow, filingRulesOf } from "./filing-rules.ts";
import { LETTER } from "./layout.ts";
import { supplementOf } from "./mode.ts";
import { drawRuns, fitSize } from "./stamps.ts";
import { supplementTitleLine } from "./supplement.ts";

export function subheading(c: CaseDetails): { subheading?: string } {
  const parts = [c.caseName, c.caseNumber ? `Case No. ${c.caseNumber}` : undefined].filter(Boolean);
  return parts.length ? { subheading: parts.join(" — ") } : {};
}

/** Draws text centred on a Letter page, shrunk to fit the width (covers, sections' slip sheets). */
export function centred(
  page: Canvas,
  fonts: DocumentFonts,
): (text: string, y: number, size: number, bold?: boolean) => void {
  return (text, y, size, bold = false) => {
    const s = fitSize(fonts, text, LETTER.width - 108, size, bold);
    drawRuns(page, fonts, text, (LETTER.width - textWidth(fonts, text, s, bold)) / 2, y, s, bold);
  };
}

/**
 * The top of every cover (the binder's and each later volume's): court, case name and number, "EXHIBIT BINDER",
 * the party's exhibits and, when split, the volume line. Returns where the rest of the cover starts.
 */
function drawCoverHeading(
  page: Canvas,
  fonts: DocumentFonts,
  options: AssembleOptions,
  volumeLine?: string,
): number {
  const c = options.case;
  const centre = centred(page, fonts);
  // A cover opens its file: it stays clear of the court's first-page clerk box, the whole heading moving down.
  const drop = dropBelow(
    filingRulesOf(options.filingProfile).boxes.first,
    LETTER.height,
    LETTER.height - 120,
    14,
  );
  let y = LETTER.height - 120 - drop;
  if (c.courtName) {
    centre(c.courtName.toUpperCase(), y, 14, true);
    y -= 44;
  }
  if (c.caseName) {
    centre(c.caseName, y, 16, true);
    y -= 24;
  }
  if (c.caseNumber) {
    centre(`Case No. ${c.caseNumber}`, y, 12);
    y -= 24;
  }
  y = Math.min(y - 40, LETTER.height - 330 - drop);
  const supplement = supplementOf(options);
  centre(supplement ? "SUPPLEMENTAL EXHIBITS" : "EXHIBIT BINDER", y, 28, true);
  y -= 30;
  centre(`${ROLE_NAMES[options.role]}'s Exhibits`, y, 14);
  if (supplement) {
    y -= 20;
    centre(supplementTitleLine(supplement), y, 12);
  }
  if (volumeLine) {
    y -= 24;
    centre(volumeLine, y, 13, true);
  }
  return y;
}

export function drawCover(
  page: Canvas,
  fonts: DocumentFonts,
  options: AssembleOptions,
  exhibitCount: number,
  totalPages: number,
  volumeLine?: string,
  /** The "Exhibits" line of a supplement, in place of the count of the whole binder. */
  exhibitsText?: string,
  holdings?: string[],
): void {
  const c = options.case;
  let y = drawCoverHeading(page, fonts, options, volumeLine) - 60;
  const lines: [string, string | undefined][] = [
    ["Submitted by", c.partyName ? `${c.partyName}, ${ROLE_NAMES[options.role]}` : ROLE_NAMES[options.role]],
    ["Binder type", c.binderType],
    ["Hearing date", c.hearingDate ? formatDate(c.hearingDate) : undefined],
    [
      "Exhibits",
      exhibitsText ?? `${exhibitCount} exhibit${exhibitCount === 1 ? "" : "s"}, ${totalPages} pages in all`,
    ],
    ["Date prepared", formatDate(options.preparedOn)],
  ];
  for (const [key, value] of lines) {
    if (!value) continue;
    drawRuns(page, fonts, `${key}:`, 150, y, 11, true);
    drawRuns(page, fonts, value, 270, y, 11);
    y -= 20;
  }
  if (holdings) drawHoldings(page, fonts, holdings, y - 16);
}

/** "This volume holds:" and its lines, centred, from `y` down; never into the stamp band. */
function drawHoldings(page: Canvas, fonts: DocumentFonts, holdings: string[], y: number): number {
  const centre = centred(page, fonts);
  centre("This volume holds:", y, 11, true);
  for (const line of holdings) {
    y -= 16;
    if (y < 90) break;
    centre(line, y, 10);
  }
  return y;
}

/**
 * The cover of a volume after the first: case, "Volume n of N — pages x–y of T", and what it holds (an exhibit
 * split across volumes with its pages here).
 */
export function drawVolumeCover(
  page: Canvas,
  fonts: DocumentFonts,
  options: AssembleOptions,
  volumeLine: string,
  holdings: string[],
): void {
  const centre = centred(page, fonts);
  const y = drawHoldings(page, fonts, holdings, drawCoverHeading(page, fonts, options, volumeLine) - 40);
  centre("The exhibit index is in Volume 1.", y - 22, 11);
}
