// The assembled binder read back as a person and a viewer would: text per page, stamps, links, bookmarks.
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makeJpeg, makePdf, sampleAssembleOptions } from "../testing/factories.ts";
import { readNavigation } from "../testing/inspect.ts";
import { pageCount, pageTexts, qpdfCheck } from "../testing/pdf.ts";
import { EngineErrors } from "../errors.ts";
import { assembleBinder } from "./binder.ts";
import { batesNumber, formatDate } from "./format.ts";
import type { AssembleOptions, ExhibitInput } from "./types.ts";

const fonts = loadSystemFonts();
const preparedOn = new Date("2026-11-22T12:00:00Z");

async function exhibits(): Promise<ExhibitInput[]> {
  return [
    {
      source: "lease.pdf",
      description: "Lease agreement signed 3/1/2024",
      typeLabel: "PDF Document",
      content: {
        kind: "pdf",
        pdf: await makePdf([
          { text: "LEASE page one" },
          { text: "LEASE page two", rotate: 90 },
          { text: "LEASE page three", size: [595, 842] },
        ]),
      },
    },
    {
      source: "photo of mold.jpg",
      typeLabel: "Image",
      content: {
        kind: "images",
        pages: [{ bytes: await makeJpeg(400, 300), format: "jpeg", widthPt: 400, heightPt: 300 }],
      },
    },
    {
      source: "notice.pdf",
      description: "Three-day notice",
      typeLabel: "PDF Document",
      content: { kind: "pdf", pdf: await makePdf([{ text: "NOTICE only page", size: [792, 612] }]) },
    },
  ];
}

const options: AssembleOptions = sampleAssembleOptions();

describe("assembleBinder", () => {
  it("numbers every page, stamps every exhibit page, and keeps every source page in order", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, options);
    qpdfCheck(binder.pdf);
    expect(binder.pages).toBe(pageCount(binder.pdf));
    expect(binder.pages).toBe(1 + 1 + 3 + 1 + 1);
    const texts = pageTexts(binder.pdf);
    texts.forEach((t, i) => expect(t).toContain(`Page ${i + 1} of ${binder.pages}`));

    expect(texts[0]).toContain("EXHIBIT BINDER");
    expect(texts[0]).toContain("Smith v. Jones");
    expect(texts[0]).toContain("Case No. 24-CV-001234");
    expect(texts[0]).toContain("Maria Jones, Defendant");
    expect(texts[0]).toContain("December 3, 2026");
    expect(texts[0]).toContain("November 22, 2026");

    expect(texts[1]).toContain("EXHIBIT INDEX");
    // The Bates range may wrap inside its cell.
    expect(texts[1]).toMatch(
      /A\s+Lease agreement signed 3\/1\/2024\s+PDF Document\s+3\s+3–5\s+JONES-000001 –\s+JONES-000003/,
    );
    expect(texts[1]).toMatch(/B\s+photo of mold\.jpg\s+Image\s+1\s+6\s+JONES-000004/);

    const expectations = [
      [2, "LEASE page one", "Exhibit A – page 1 of 3", "JONES-000001"],
      [3, "LEASE page two", "Exhibit A – page 2 of 3", "JONES-000002"],
      [4, "LEASE page three", "Exhibit A – page 3 of 3", "JONES-000003"],
      [5, "", "Exhibit B – page 1 of 1", "JONES-000004"],
      [6, "NOTICE only page", "Exhibit C – page 1 of 1", "JONES-000005"],
    ] as const;
    for (const [index, content, line, bates] of expectations) {
      expect(texts[index]).toContain(content);
      expect(texts[index]).toContain(line);
      expect(texts[index]).toContain(bates);
    }
    expect(texts[2]).toContain("DEFENDANT'S EXHIBIT A");
    expect(texts[2]).toContain("Case No. 24-CV-001234");
    expect(texts[3]).not.toContain("DEFENDANT'S EXHIBIT");

    expect(binder.exhibits.map((e) => [e.label, e.startPage, e.endPage, e.batesStart, e.batesEnd])).toEqual([
      ["A", 3, 5, "JONES-000001", "JONES-000003"],
      ["B", 6, 6, "JONES-000004", "JONES-000004"],
      ["C", 7, 7, "JONES-000005", "JONES-000005"],
    ]);
  });

  it("links each index row to its exhibit, bookmarks every part, and opens at 100% with bookmarks shown", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, options);
    const nav = await readNavigation(binder.pdf);
    expect(nav.bookmarks).toEqual([
      { title: "Cover", pageIndex: 0 },
      { title: "Exhibit Index", pageIndex: 1 },
      { title: "Exhibit A, Lease agreement signed 3/1/2024", pageIndex: 2 },
      { title: "Exhibit B, photo of mold.jpg", pageIndex: 5 },
      { title: "Exhibit C, Three-day notice", pageIndex: 6 },
    ]);
    expect(nav.links.get(1)).toEqual([2, 5, 6]);
    expect(nav.pageMode).toBe("/UseOutlines");
    expect(nav.openAction).toBe("0 /XYZ null null 1");
    expect(nav.pageLabels).toContain("/S /D");
  });

  it("turns rotated and landscape pages into landscape Letter pages", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, options);
    const { PDFDocument } = await import("@cantoo/pdf-lib");
    const doc = await PDFDocument.load(binder.pdf);
    const sizes = doc.getPages().map((p) => {
      const { width, height } = p.getSize();
      return `${width}x${height}`;
    });
    expect(sizes).toEqual(["612x792", "612x792", "612x792", "792x612", "612x792", "792x612", "792x612"]);
    expect(doc.getPages().every((p) => p.getRotation().angle === 0)).toBe(true);
  });

  it("writes each exhibit as its own stamped PDF and a standalone exhibit list", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, options);
    expect(binder.exhibits.map((_, i) => pageCount(binder.writeExhibit(i)))).toEqual([3, 1, 1]);
    expect(pageTexts(binder.writeExhibit(0))[1]).toContain("Exhibit A – page 2 of 3");
    const list = pageTexts(binder.exhibitListPdf);
    expect(list[0]).toContain("EXHIBIT LIST");
    expect(list[0]).toContain("Three-day notice");
    expect((await readNavigation(binder.exhibitListPdf)).links.get(0) ?? []).toEqual([]);
  });

  it("letters plaintiff-side exhibits with numbers and spills a long index onto more pages", async () => {
    const pdf = await makePdf([{ text: "x" }]);
    const many: ExhibitInput[] = Array.from({ length: 60 }, (_, i) => ({
      source: `doc-${i}.pdf`,
      description: `Document number ${i} `.repeat(3),
      typeLabel: "PDF Document",
      content: { kind: "pdf", pdf },
    }));
    const binder = await assembleBinder(many, fonts, { role: "plaintiff", case: {}, preparedOn });
    const indexPages = binder.exhibits[0]!.startPage - 2;
    expect(indexPages).toBeGreaterThan(1);
    expect(binder.exhibits.map((e) => e.label).slice(0, 3)).toEqual(["1", "2", "3"]);
    expect(binder.exhibits[59]!.label).toBe("60");
    const nav = await readNavigation(binder.pdf);
    const linked = [...nav.links.values()].flat();
    expect(linked).toEqual(binder.exhibits.map((e) => e.startPage - 1));
    expect(pageTexts(binder.pdf)[binder.exhibits[0]!.startPage - 1]).toContain("PLAINTIFF'S EXHIBIT 1");
  });

  it("is byte-identical when built twice with the same inputs and date", async () => {
    const inputs = await exhibits();
    const a = await assembleBinder(inputs, fonts, options);
    const b = await assembleBinder(inputs, fonts, options);
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(Buffer.from(a.exhibitListPdf).equals(Buffer.from(b.exhibitListPdf))).toBe(true);
  });
});

describe("helpers", () => {
  it("formats dates and Bates numbers", () => {
    expect(formatDate("2026-02-01")).toBe("February 1, 2026");
    expect(formatDate("not a date")).toBe("not a date");
    expect(batesNumber("SMITH", 123, 6)).toBe("SMITH-000123");
  });

  it("reads a date with a time after it, and shows a day that does not exist as typed, not as another day", () => {
    expect(formatDate("2026-12-20T09:30:00Z")).toBe("December 20, 2026");
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
    expect(formatDate("2026-13-01")).toBe("2026-13-01");
    expect(formatDate(new Date("2026-03-05T23:00:00Z"))).toBe("March 5, 2026");
  });
});

describe("unusable converted documents", () => {
  it("names every exhibit whose PDF cannot be read, instead of dropping it", async () => {
    const good: ExhibitInput = {
      source: "ok.pdf",
      typeLabel: "PDF Document",
      content: { kind: "pdf", pdf: await makePdf([{ text: "x" }]) },
    };
    const bad = (name: string): ExhibitInput => ({
      source: name,
      typeLabel: "PDF Document",
      content: { kind: "pdf", pdf: new TextEncoder().encode("not a pdf") },
    });
    const error = await assembleBinder([good, bad("a.pdf"), bad("b.pdf")], fonts, options).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EngineErrors);
    expect((error as EngineErrors).errors.map((e) => [e.file, e.code])).toEqual([
      ["a.pdf", "PDF_DAMAGED"],
      ["b.pdf", "PDF_DAMAGED"],
    ]);
  });
});

describe("pages without content", () => {
  it("keeps a blank page that has no content stream at all", async () => {
    const { PDFDocument, PDFName } = await import("@cantoo/pdf-lib");
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    doc.getPage(0).node.delete(PDFName.of("Contents"));
    const blank: ExhibitInput = {
      source: "blank.pdf",
      typeLabel: "PDF Document",
      content: { kind: "pdf", pdf: await doc.save() },
    };
    const binder = await assembleBinder([blank], fonts, options);
    expect(binder.exhibits[0]).toMatchObject({ pages: 1, startPage: 3 });
    expect(pageTexts(binder.pdf)[2]).toContain("Exhibit A – page 1 of 1");
  });
});

describe("numbering that never drifts", () => {
  it("keeps page numbers right when wrapped Bates ranges make the index longer than a first guess", async () => {
    const twoPages = await makePdf([{ text: "first" }, { text: "second" }]);
    const many: ExhibitInput[] = Array.from({ length: 45 }, (_, i) => ({
      source: `exhibit-${i}.pdf`,
      typeLabel: "PDF Document",
      content: { kind: "pdf", pdf: twoPages },
    }));
    const binder = await assembleBinder(many, fonts, {
      role: "plaintiff",
      case: {},
      batesPrefix: "LONGPREFIX",
      preparedOn,
    });
    expect(pageCount(binder.pdf)).toBe(binder.pages);
    const texts = pageTexts(binder.pdf);
    texts.forEach((t, i) => expect(t).toContain(`Page ${i + 1} of ${binder.pages}`));
    for (const e of binder.exhibits) {
      expect(texts[e.startPage - 1]).toContain(`Exhibit ${e.label} – page 1 of 2`);
      expect(texts[e.startPage - 1]).toContain(e.batesStart!);
    }
    const nav = await readNavigation(binder.pdf);
    expect([...nav.links.values()].flat()).toEqual(binder.exhibits.map((e) => e.startPage - 1));
  });
});
