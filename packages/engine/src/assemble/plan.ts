// Planning the binder from its exhibits' page counts: labels, each exhibit's page and Bates ranges (and its parts
// when split across volumes), the index rows and how many index pages they take, and each volume's page range.
import { assignExhibitLabels } from "@courtready/contracts";
import type { DocumentFonts } from "../fonts/fonts.ts";
import type { AssembleOptions, AssembledExhibit } from "./types.ts";
import { batesNumber, pageRange } from "./format.ts";
import type { ExhibitOutline } from "./types.ts";
import { indexFrame, layoutIndex } from "./index-table.ts";
import { filingRulesOf } from "./filing-rules.ts";
import type { IndexLayout, IndexRow } from "./index-table.ts";
import { partsOf } from "./volumes.ts";
import { supplementOf, volumePlanOf } from "./mode.ts";
import { sectionHeadingRow, sectionRunsOf } from "./sections.ts";
import type { SlipPlan } from "./sections.ts";

/** The plan a front is drawn from. */
export interface BinderPlan {
  exhibits: AssembledExhibit[];
  layout: IndexLayout;
  totalPages: number;
  /** The index pages planned for (the last may stay empty when the final rows need fewer). */
  indexPageCount: number;
  volumeRanges: { number: number; firstPage: number; lastPage: number }[];
  /** A slip sheet before each section's first exhibit (sections.ts); none without sections. */
  slips: SlipPlan[];
  /** The first page after the index (a slip sheet or the first exhibit): where Bates numbers start. */
  bodyStart: number;
}

/**
 * Plans the binder: `pageVolumes` is the volume of every exhibit page (volumes.ts#checkVolumes); `docFonts` measure
 * the index rows.
 */
export function planBinder(
  outlines: ExhibitOutline[],
  options: AssembleOptions,
  pageVolumes: number[][],
  docFonts: DocumentFonts,
): BinderPlan {
  const volumeOf = pageVolumes.map((v) => v[0]!);
  const volumeCount = pageVolumes.at(-1)!.at(-1)!;
  const split = volumePlanOf(options) !== undefined;
  const supplement = supplementOf(options);
  const runs = sectionRunsOf(options, outlines.length);
  // Plan: labels, then page ranges and index rows. The index's own length depends on its rows (a Bates range may
  // wrap), and the ranges depend on the index's length: plan again until the index stops growing.
  const labels = assignExhibitLabels(
    options.role,
    outlines.map((_, i) => options.exhibitLabels?.[i]),
    options.labels,
  );
  const digits = options.batesDigits ?? 6;
  const batesStart = options.batesStart ?? 1;
  // The index follows the cover: every page of it is a later page, clear of the court's later-page clerk box.
  const later = filingRulesOf(options.filingProfile).boxes.later;
  const frame = indexFrame(later, later);
  const plan = (indexPages: number) => {
    // A supplement's exhibits run on from the last filed page; its own cover and index are not numbered.
    let next = supplement ? supplement.lastPage + 1 : 1 + indexPages + 1;
    let batesNext = batesStart;
    const slips: SlipPlan[] = [];
    const bodyStart = next;
    const exhibits: AssembledExhibit[] = outlines.map((e, i) => {
      // A section's slip sheet is a page of the binder like any other: numbered (and Bates-numbered) in turn.
      const run = runs.find((r) => r.first === i);
      if (run) {
        slips.push({
          run,
          page: next,
          volume: volumeOf[i]!,
          ...(options.batesPrefix ? { bates: batesNumber(options.batesPrefix, batesNext, digits) } : {}),
        });
        next++;
        batesNext++;
      }
      const startPage = next;
      next += e.pages;
      const bates = options.batesPrefix
        ? {
            batesStart: batesNumber(options.batesPrefix, batesNext, digits),
            batesEnd: batesNumber(options.batesPrefix, batesNext + e.pages - 1, digits),
          }
        : {};
      batesNext += e.pages;
      const description = e.description?.trim() || e.source;
      const parts = partsOf(pageVolumes[i]!, startPage);
      return {
        label: labels[i]!,
        source: e.source,
        description,
        typeLabel: e.typeLabel,
        pages: e.pages,
        startPage,
        endPage: next - 1,
        ...bates,
        ...(split ? { volume: volumeOf[i]! } : {}),
        ...(parts.length > 1 ? { parts } : {}),
        placements: [],
        ...(e.translation ? { translation: e.translation } : {}),
      };
    });
    const rows: IndexRow[] = exhibits.flatMap((e, i): IndexRow[] => {
      const slip = slips.find((x) => x.run.first === i);
      const row: IndexRow = {
        label: e.label,
        description: e.description,
        type: e.typeLabel,
        pages: e.pages,
        // A split exhibit: one line per part, its volume beside its pages.
        binderPages: e.parts
          ? e.parts.map((p) => pageRange(p.startPage, p.endPage)).join("\n")
          : pageRange(e.startPage, e.endPage),
        ...(e.batesStart
          ? { bates: e.batesStart === e.batesEnd ? e.batesStart : `${e.batesStart} – ${e.batesEnd}` }
          : {}),
        ...(e.volume
          ? { volume: e.parts ? e.parts.map((p) => String(p.volume)).join("\n") : String(e.volume) }
          : {}),
      };
      // A section's heading row, with its slip sheet's page, comes before its first exhibit's row.
      return slip ? [sectionHeadingRow(slip, slips.indexOf(slip) + 1), row] : [row];
    });
    return {
      exhibits,
      layout: layoutIndex(docFonts, rows, frame),
      totalPages: next - 1,
      slips,
      bodyStart,
    };
  };
  let indexPageCount = 1;
  let planned = plan(indexPageCount);
  while (planned.layout.pages.length > indexPageCount) {
    indexPageCount = planned.layout.pages.length;
    planned = plan(indexPageCount);
  }
  const { exhibits, layout, totalPages, slips, bodyStart } = planned;
  const volumeRanges = Array.from({ length: volumeCount }, (_, v) => {
    // A slip sheet is in the volume of its section's first exhibit, just before it.
    const inVolume = exhibits.flatMap((e, i) => [
      ...slips.filter((x) => x.run.first === i && x.volume === v + 1).map((x) => x.page),
      ...pageVolumes[i]!.flatMap((w, p) => (w === v + 1 ? [e.startPage + p] : [])),
    ]);
    return {
      number: v + 1,
      firstPage: v === 0 ? 1 : inVolume[0]!,
      lastPage: inVolume.at(-1)!,
    };
  });
  return { exhibits, layout, totalPages, indexPageCount, volumeRanges, slips, bodyStart };
}
