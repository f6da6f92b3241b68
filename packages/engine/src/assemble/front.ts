// The front of a binder: what depends on the page counts, not on the pages. The documents (one per volume) with
// their fonts, the plan (plan.ts), and the cover, index, volume covers and exhibit list drawn; drawn ahead while
// qpdf pools the PDFs when the counts are known early, and used by the assembly when it still fits.
import { PDFDocument } from "../pdf/pdf-lib.ts";
import type { DocumentFonts, EngineFonts } from "../fonts/fonts.ts";
import { embedFonts } from "../fonts/fonts.ts";
import type { AssembleOptions, BinderFront, ExhibitOutline } from "./types.ts";
import { drawCover, drawVolumeCover, subheading } from "./covers.ts";
import { drawIndex, indexFrame, layoutIndex } from "./index-table.ts";
import { filingRulesOf } from "./filing-rules.ts";
import { outputNames } from "./file-names.ts";
import { LETTER } from "./layout.ts";
import { makesReview, supplementOf, volumePlanOf } from "./mode.ts";
import { BACK_TO_INDEX, NOT_FOR_FILING } from "./links.ts";
import { planBinder } from "./plan.ts";
import { RawPage } from "./raw-page.ts";
import { stampBand } from "./stamps.ts";
import { supplementIndexNote, supplementOptions } from "./supplement.ts";
import { checkVolumes, holdingsOf, volumeLine } from "./volumes.ts";
import { drawSlipSheet } from "./sections.ts";

/** Draws the front of a binder from its exhibits' outlines (see `BinderFront`). */
export async function drawFront(
  outlines: ExhibitOutline[],
  fonts: EngineFonts,
  asked: AssembleOptions,
): Promise<BinderFront> {
  if (outlines.length === 0) throw new Error("A binder needs at least one exhibit.");
  const options = supplementOptions(asked, outlines.length);
  // A supplement continues what was filed, whose tabs it cannot know: its exhibits are not grouped again.
  if (options.sections?.length && supplementOf(options)) {
    throw new Error("Sections are not available for a supplement.");
  }
  const volumePlan = volumePlanOf(options);
  const pageVolumes = checkVolumes(
    volumePlan?.volumes,
    volumePlan?.splits,
    outlines.map((o) => o.pages),
  );
  const volumeCount = pageVolumes.at(-1)!.at(-1)!;
  const split = volumePlan !== undefined;
  const c = options.case;
  const texts = [
    ...Object.values(c).filter((v): v is string => typeof v === "string"),
    ...outlines.flatMap((e) => [e.source, e.description ?? ""]),
    ...(options.sections ?? []).map((s) => s.title),
  ];
  // One document per volume (just one when not split), each with its own embedded fonts.
  const docs: PDFDocument[] = [];
  const docFontsOf: DocumentFonts[] = [];
  for (let v = 0; v < volumeCount; v++) {
    const d = await PDFDocument.create({ updateMetadata: false });
    docs.push(d);
    docFontsOf.push(await embedFonts(d, fonts, texts));
  }
  const docFonts = docFontsOf[0]!;

  // Plan (plan.ts): labels, page and Bates ranges, index rows, until the index stops growing.
  const { exhibits, layout, totalPages, indexPageCount, volumeRanges, slips, bodyStart } = planBinder(
    outlines,
    options,
    pageVolumes,
    docFonts,
  );

  const letterPage = () => new RawPage(LETTER.width, LETTER.height);
  const cover = letterPage();
  // As many index pages as planned; in the rare case the final rows need fewer, the last one stays empty.
  const indexPages = Array.from({ length: indexPageCount }, letterPage);
  const supplement = supplementOf(options);
  drawCover(
    cover,
    docFonts,
    options,
    exhibits.length,
    totalPages,
    split ? volumeLine(volumeRanges, 1, totalPages) : undefined,
    supplement
      ? `${exhibits.length} exhibit${exhibits.length === 1 ? "" : "s"}, pages ${exhibits[0]!.startPage}–${totalPages}`
      : undefined,
    split ? holdingsOf(exhibits, 1) : undefined,
  );
  stampBand(cover, docFonts, {
    pageNumber: 1,
    totalPages,
    ...(supplement ? { centre: "Supplement cover" } : {}),
  });
  // A row whose exhibit starts in another volume links to that volume's file (see `remoteLink`).
  const indexLinks = drawIndex(indexPages, docFonts, layout, {
    heading: supplement ? "SUPPLEMENTAL EXHIBIT INDEX" : "EXHIBIT INDEX",
    ...subheading(c),
    ...(supplement ? { note: supplementIndexNote(supplement) } : {}),
    targets: exhibits.map((_, i) => i),
  });
  indexPages.forEach((page, i) =>
    stampBand(page, docFonts, {
      pageNumber: 2 + i,
      totalPages,
      ...(supplement ? { centre: `Supplement index, page ${i + 1} of ${indexPages.length}` } : {}),
    }),
  );
  const slipSheets = slips.map((slip, k) => {
    const sheet = letterPage();
    const fontsOf = docFontsOf[slip.volume - 1]!;
    drawSlipSheet(sheet, fontsOf, options, k + 1, slip.run, exhibits);
    stampBand(sheet, fontsOf, {
      pageNumber: slip.page,
      totalPages,
      ...(slip.bates ? { bates: slip.bates } : {}),
    });
    return { ...slip, sheet };
  });
  const volumeCovers = volumeRanges.slice(1).map(({ number: v }) => {
    const page = letterPage();
    drawVolumeCover(
      page,
      docFontsOf[v - 1]!,
      options,
      volumeLine(volumeRanges, v, totalPages),
      holdingsOf(exhibits, v),
    );
    return page;
  });
  // The exhibit list: the index's rows on pages of their own, numbered on their own. Its first page opens its file,
  // so with a court's first-page clerk box the list is laid out again below it.
  const { boxes } = filingRulesOf(options.filingProfile);
  const listLayout =
    boxes.first === boxes.later
      ? layout
      : layoutIndex(
          docFonts,
          layout.pages.flat().map((r) => r.row),
          indexFrame(boxes.first, boxes.later),
        );
  const listPages = listLayout.pages.map(letterPage);
  drawIndex(listPages, docFonts, listLayout, {
    heading: supplement ? "SUPPLEMENTAL EXHIBIT LIST" : "EXHIBIT LIST",
    ...subheading(c),
  });
  listPages.forEach((page, i) =>
    stampBand(page, docFonts, { pageNumber: i + 1, totalPages: listPages.length }),
  );
  // Fonts are subset when the document is first written (after the exhibit pages are stamped): the review
  // version's words, drawn after that, must already be in the subset.
  if (makesReview(options)) {
    docFonts.regular.encodeText(BACK_TO_INDEX);
    if (!filingRulesOf(options.filingProfile).links) docFonts.regular.encodeText(NOT_FOR_FILING);
  }
  return {
    outlines,
    optionsKey: JSON.stringify(options),
    docs,
    docFontsOf,
    exhibits,
    layout,
    totalPages,
    volumeRanges,
    pageVolumes,
    cover,
    indexPages,
    indexLinks,
    volumeCovers,
    listPages,
    slips: slipSheets,
    bodyStart,
    names: outputNames(options.filingProfile, supplement !== undefined),
    adopted: false,
  };
}

/** Whether a front drawn ahead fits these exhibits and options: the same outlines, in the same order. */
function frontFits(front: BinderFront, outlines: ExhibitOutline[], options: AssembleOptions): boolean {
  return (
    front.optionsKey === JSON.stringify(options) &&
    front.outlines.length === outlines.length &&
    front.outlines.every((o, i) => {
      const other = outlines[i]!;
      return (
        o.source === other.source &&
        o.description === other.description &&
        o.typeLabel === other.typeLabel &&
        o.pages === other.pages &&
        o.translation?.firstPage === other.translation?.firstPage &&
        o.translation?.declarationPage === other.translation?.declarationPage
      );
    })
  );
}

/**
 * The front an assembly uses: `ahead`, drawn before the pages were read, when it fits these outlines and options and
 * no other assembly has taken it; otherwise one drawn now.
 */
export async function adoptFront(
  ahead: Promise<BinderFront> | undefined,
  outlines: ExhibitOutline[],
  fonts: EngineFonts,
  options: AssembleOptions,
): Promise<BinderFront> {
  // A front drawn ahead that failed is drawn again here, where its error is reported.
  const early = await ahead?.catch(() => undefined);
  const front =
    early && !early.adopted && frontFits(early, outlines, options)
      ? early
      : await drawFront(outlines, fonts, options);
  front.adopted = true;
  return front;
}
