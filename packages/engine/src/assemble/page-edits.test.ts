// Page edits read back from the binder as a clerk would: the pages' order, turns and count, and every number that
// counts them (page numbers, exhibit lines, Bates numbers, the index's ranges), plus the refusals.
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makeJpeg, makePdf, sampleAssembleOptions } from "../testing/factories.ts";
import { pdfInfo } from "../testing/converted.ts";
import { pageCount, pageTexts, qpdfCheck } from "../testing/pdf.ts";
import { EngineErrors } from "../errors.ts";
import { assembleBinder } from "./binder.ts";
import { editedOutline, editedPages } from "./page-edits.ts";
import type { ExhibitInput } from "./types.ts";
import type { TPageEdits } from "@courtready/contracts";

const fonts = loadSystemFonts();
const options = sampleAssembleOptions();

async function exhibits(lease?: TPageEdits, photo?: TPageEdits): Promise<ExhibitInput[]> {
  return [
    {
      source: "lease.pdf",
      description: "Lease agreement",
      typeLabel: "PDF Document",
      content: {
        kind: "pdf",
        pdf: await makePdf([
          { text: "LEASE page one" },
          { text: "LEASE page two" },
          { text: "LEASE page three" },
        ]),
      },
      ...(lease ? { pageEdits: lease } : {}),
    },
    {
      source: "photos.jpg",
      typeLabel: "Image",
      content: {
        kind: "images",
        pages: [
          { bytes: await makeJpeg(400, 300), format: "jpeg", widthPt: 400, heightPt: 300 },
          { bytes: await makeJpeg(300, 400), format: "jpeg", widthPt: 300, heightPt: 400 },
        ],
      },
      ...(photo ? { pageEdits: photo } : {}),
    },
  ];
}

/** "Page    3 size: 792 x 612 pts (letter)" → landscape or portrait. */
const shapes = (info: string) =>
  [...info.matchAll(/size:\s+([\d.]+) x ([\d.]+)/g)].map((m) =>
    Number(m[1]) > Number(m[2]) ? "landscape" : "portrait",
  );

describe("page edits in the binder", () => {
  it("turn, remove and reorder an exhibit's pages, and every number follows", async () => {
    const edits: TPageEdits = { order: [3, 1], remove: [2], rotate: [{ page: 1, turn: 90 }] };
    const binder = await assembleBinder(await exhibits(edits, { order: [2] }), fonts, options);
    qpdfCheck(binder.pdf);
    // Cover, index, lease 3 and 1 (2 removed), the two photos.
    expect(binder.pages).toBe(6);
    expect(pageCount(binder.pdf)).toBe(6);
    const [a, b] = binder.exhibits;
    expect(a).toMatchObject({ pages: 2, startPage: 3, endPage: 4, batesEnd: "JONES-000002" });
    expect(b).toMatchObject({ pages: 2, startPage: 5, endPage: 6, batesStart: "JONES-000003" });
    const texts = pageTexts(binder.pdf);
    expect(texts[2]).toContain("LEASE page three");
    expect(texts[2]).toContain("Exhibit A – page 1 of 2");
    expect(texts[3]).toContain("LEASE page one");
    expect(texts[3]).toContain("Exhibit A – page 2 of 2");
    expect(texts[4]).toContain("JONES-000003");
    expect(texts.join("")).not.toContain("LEASE page two");
    // The index's row says the edited range.
    expect(texts[1]).toMatch(/Lease agreement[\s\S]*3\s*[-–]\s*4/);
    // Page one was portrait: turned a quarter it is placed on a landscape page; the others keep their shape, and
    // the photos come in the order asked (the portrait one first).
    expect(a!.placements.map((p) => p.rotate)).toEqual([0, 90]);
    expect(shapes(await pdfInfo(binder.pdf, 3, 6))).toEqual([
      "portrait",
      "landscape",
      "portrait",
      "landscape",
    ]);
  });

  it("turns a picture page", async () => {
    const binder = await assembleBinder(
      await exhibits(undefined, { rotate: [{ page: 1, turn: 270 }] }),
      fonts,
      options,
    );
    qpdfCheck(binder.pdf);
    expect(binder.exhibits[1]!.placements.map((p) => p.rotate)).toEqual([270, 0]);
    // The landscape photo turned a quarter stands upright on a portrait page.
    expect(shapes(await pdfInfo(binder.pdf, 6, 7))).toEqual(["portrait", "portrait"]);
  });

  it("is deterministic: the same edits give the same bytes", async () => {
    const edits: TPageEdits = { order: [2, 3], rotate: [{ page: 3, turn: 180 }] };
    const one = await assembleBinder(await exhibits(edits), fonts, options);
    const two = await assembleBinder(await exhibits(edits), fonts, options);
    expect(Buffer.from(one.pdf).equals(Buffer.from(two.pdf))).toBe(true);
  });

  it("refuses removing every page, and a page the file does not have, naming the file", async () => {
    const refused = async (edits: TPageEdits) => {
      try {
        await assembleBinder(await exhibits(edits), fonts, options);
      } catch (error) {
        if (error instanceof EngineErrors) return error.errors.map((e) => [e.code, e.file]);
        throw error;
      }
      return [];
    };
    expect(await refused({ remove: [1, 2, 3] })).toEqual([["ALL_PAGES_REMOVED", "lease.pdf"]]);
    expect(await refused({ order: [4] })).toEqual([["PAGE_EDIT_PAST_END", "lease.pdf"]]);
  });
});

describe("a translated exhibit's edits", () => {
  it("name the original's pages; the translation and declaration follow, moved up by the pages removed", () => {
    // Original pages 1–3, translation 4–5, declaration 6.
    const translation = { firstPage: 4, declarationPage: 6 };
    const edited = editedPages(6, { remove: [2], order: [3] }, translation);
    expect(edited).toEqual({
      pages: [3, 1, 4, 5, 6].map((page) => ({ page, turn: 0 })),
      translation: { firstPage: 3, declarationPage: 5 },
    });
    expect(editedOutline(6, { remove: [2] }, translation)).toEqual({
      pages: 5,
      translation: { firstPage: 3, declarationPage: 5 },
    });
    // A translation page cannot be edited away as if it were the original's.
    expect(editedPages(6, { remove: [4] }, translation)).toMatchObject({ problem: { kind: "pastEnd" } });
  });
});
