// Sections (tabs) of a binder (issue 37 §3): runs of consecutive exhibits under a title. Each section opens with a
// slip sheet (its title and the exhibits it holds), numbered like any binder page; the index gets a heading row per
// section and the bookmarks nest the exhibits under their section. Exhibit labels run on across sections.
import { sectionRuns } from "@courtready/contracts";
import type { SectionRun } from "@courtready/contracts";
import type { DocumentFonts } from "../fonts/fonts.ts";
import type { Canvas } from "../pdf/page-text.ts";
import type { AssembleOptions, AssembledExhibit } from "./types.ts";
import type { IndexRow } from "./index-table.ts";
import { dropBelow, filingRulesOf } from "./filing-rules.ts";
import { pageRange } from "./format.ts";
import { LETTER } from "./layout.ts";
import { centred } from "./covers.ts";

/** A section's slip sheet as planned: its section, binder page, volume and Bates number. */
export interface SlipPlan {
  run: SectionRun;
  page: number;
  volume: number;
  bates?: string;
}

/** The sections of `options` as runs of exhibits (none without sections); throws when they cannot be. */
export function sectionRunsOf(options: AssembleOptions, exhibitCount: number): SectionRun[] {
  if (!options.sections?.length) return [];
  const result = sectionRuns(options.sections, exhibitCount);
  if ("error" in result) throw new Error(result.error);
  return result.runs;
}

/** "Section 2: Payments", as the index and bookmarks name a section (`number` from 1). */
export function sectionName(number: number, run: SectionRun): string {
  return `Section ${number}: ${run.title}`;
}

/** The index's heading row of a section: its title and its slip sheet's page. */
export function sectionHeadingRow(slip: SlipPlan, number: number): IndexRow {
  return {
    label: "",
    description: sectionName(number, slip.run),
    type: "",
    pages: 1,
    binderPages: String(slip.page),
    ...(slip.bates ? { bates: slip.bates } : {}),
    heading: true,
  };
}

/**
 * Draws a section's slip sheet: "SECTION n", its title, and the exhibits it holds with their pages, centred below
 * the court's clerk box for a later page. The band (page number, Bates) is stamped by the caller.
 */
export function drawSlipSheet(
  page: Canvas,
  fonts: DocumentFonts,
  options: AssembleOptions,
  number: number,
  run: SectionRun,
  exhibits: readonly AssembledExhibit[],
): void {
  const centre = centred(page, fonts);
  const drop = dropBelow(
    filingRulesOf(options.filingProfile).boxes.later,
    LETTER.height,
    LETTER.height - 200,
    14,
  );
  let y = LETTER.height - 200 - drop;
  centre(`SECTION ${number}`, y, 14, true);
  y -= 40;
  centre(run.title, y, 24, true);
  y -= 50;
  const held = exhibits.slice(run.first, run.last + 1);
  centre(
    held.length === 1 ? "This section holds:" : `This section holds ${held.length} exhibits:`,
    y,
    11,
    true,
  );
  for (const e of held) {
    y -= 18;
    // Never into the stamp band: a long section names the rest in one line.
    if (y < 110) {
      centre(`… and ${held.length - held.indexOf(e)} more (see the Exhibit Index)`, y, 10);
      break;
    }
    const pages = e.pages === 1 ? `page ${e.startPage}` : `pages ${pageRange(e.startPage, e.endPage)}`;
    centre(`Exhibit ${e.label} — ${e.description} (${pages})`, y, 10);
  }
}
