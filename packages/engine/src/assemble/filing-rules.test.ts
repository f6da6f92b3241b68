// A binder built under a court's filing profile, read back as the clerk's office would: nothing printed in the clerk's
// boxes, no link where the court takes none, page labels equal to what each page prints, legal pages kept or shrunk.
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makePdf, sampleAssembleOptions } from "../testing/factories.ts";
import { profileWithRules, pageLabels, pageWords, wordsInBox } from "../testing/filing.ts";
import type { PageWords } from "../testing/filing.ts";
import { readNavigation } from "../testing/inspect.ts";
import { pageTexts } from "../testing/pdf.ts";
import { PDFDocument } from "../pdf/pdf-lib.ts";
import { assembleBinder } from "./binder.ts";
import { filingRulesOf } from "./filing-rules.ts";
import type { AssembleOptions, AssembledBinder, ExhibitInput } from "./types.ts";

/** Every exhibit's PDF (a split one's first part), written one after another. */
const allExhibits = (binder: AssembledBinder): Uint8Array[] =>
  binder.exhibits.map((_, i) => binder.writeExhibit(i));

const fonts = loadSystemFonts();
/** Florida's boxes (Fla. R. Gen. Prac. & Jud. Admin. 2.520): 3 × 3 in on page 1, 1 in high × 3 in on later pages. */
const FIRST = { width_in: 3, height_in: 3 };
const LATER = { width_in: 3, height_in: 1 };
const boxed = profileWithRules({ clerkBoxFirstPage: FIRST, clerkBoxLaterPages: LATER });

/** A line of text across the whole top of the page, where a clerk's box is. */
const TOP_LINE = "WIDE TOP LINE OF TEXT ".repeat(4);

async function exhibits(): Promise<ExhibitInput[]> {
  const pdf = (pages: Parameters<typeof makePdf>[0]) =>
    makePdf(pages).then((bytes) => ({ kind: "pdf" as const, pdf: bytes }));
  return [
    {
      source: "lease.pdf",
      description: "Lease agreement",
      typeLabel: "PDF Document",
      content: await pdf([{ text: TOP_LINE }, { text: TOP_LINE }, { text: TOP_LINE, size: [792, 612] }]),
    },
    {
      source: "notice.pdf",
      typeLabel: "PDF Document",
      content: await pdf([{ text: TOP_LINE }, { text: TOP_LINE }]),
    },
  ];
}

const base: AssembleOptions = sampleAssembleOptions();

/** Words inside the boxes of a file: its first page's box and its later pages'. */
function wordsInBoxes(pages: PageWords[]): string[] {
  return pages.flatMap((page, i) =>
    wordsInBox(page, i === 0 ? FIRST : LATER).map((w) => `p${i + 1}: ${w.text}`),
  );
}

describe("clerk boxes", () => {
  it("leaves the court's boxes empty on every file: binder, exhibit list and each exhibit", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, { ...base, filingProfile: boxed });
    for (const file of [binder.pdf, binder.exhibitListPdf, ...allExhibits(binder)]) {
      expect(wordsInBoxes(pageWords(file))).toEqual([]);
    }
    // Nothing is lost on the way: every stamp and every line of content is still there.
    const texts = pageTexts(binder.pdf);
    expect(texts[0]).toContain("EXHIBIT BINDER");
    expect(texts[0]).toContain("SUPERIOR COURT OF CALIFORNIA");
    texts.slice(2).forEach((t) => expect(t).toContain("WIDE TOP LINE"));
    texts.forEach((t, i) => expect(t).toContain(`Page ${i + 1} of ${binder.pages}`));
    // Moved and scaled, not cut: an exhibit's first page (3 in box) shrinks more than a later page (1 in box).
    const scales = binder.exhibits[0]!.placements.map((p) => p.scale);
    expect(scales[0]).toBeLessThan(scales[1]!);
    expect(scales[1]).toBeGreaterThan(0.8);
  });

  it("shrinks an exhibit's first page only to the later box where the court takes one combined binder", async () => {
    const combined = profileWithRules({
      clerkBoxFirstPage: FIRST,
      clerkBoxLaterPages: LATER,
      packaging: "combined",
    });
    const binder = await assembleBinder(await exhibits(), fonts, { ...base, filingProfile: combined });
    const scales = binder.exhibits[0]!.placements.map((p) => p.scale);
    expect(scales[0]).toBe(scales[1]);
    expect(wordsInBoxes(pageWords(binder.pdf))).toEqual([]);
  });

  it("finds words in the same boxes without the profile (the check above can fail)", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, base);
    expect(wordsInBoxes(pageWords(binder.pdf)).length).toBeGreaterThan(0);
  });

  it("keeps each volume's first page and each later page clear", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, {
      ...base,
      filingProfile: boxed,
      mode: { kind: "volumes", volumes: [1, 3], splits: [{ exhibit: 0, page: 3 }] },
    });
    expect(binder.volumes).toHaveLength(3);
    for (const volume of binder.volumes!) expect(wordsInBoxes(pageWords(volume.pdf))).toEqual([]);
    for (const part of (binder.exhibits[0]!.parts ?? []).map((_, k) => binder.writeExhibit(0, k)))
      expect(wordsInBoxes(pageWords(part))).toEqual([]);
  });

  it("takes a box as wide as the page (Illinois's 2 in top margin), refuses one that leaves no room", async () => {
    const margin = { width_in: 8.5, height_in: 2 };
    const illinois = profileWithRules({ clerkBoxFirstPage: margin });
    const binder = await assembleBinder(await exhibits(), fonts, { ...base, filingProfile: illinois });
    for (const file of [binder.pdf, ...allExhibits(binder)]) {
      expect(wordsInBox(pageWords(file)[0]!, margin)).toEqual([]);
    }
    expect(() =>
      filingRulesOf(profileWithRules({ clerkBoxFirstPage: { width_in: 3, height_in: 9 } })),
    ).toThrow(/leaves no room/);
  });
});

/** Every link annotation of every page. */
async function linkCount(pdf: Uint8Array): Promise<number> {
  const nav = await readNavigation(pdf);
  return [...nav.links.values(), ...nav.remoteLinks.values()].reduce((n, l) => n + l.length, 0);
}

describe("links", () => {
  const none = profileWithRules({ links: "none" });

  it("writes no link annotation where the court takes none, and the index keeps its page numbers", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, {
      ...base,
      filingProfile: none,
      mode: { kind: "review" },
    });
    expect(await linkCount(binder.pdf)).toBe(0);
    expect(pageTexts(binder.pdf)[1]).toMatch(/A\s+Lease agreement\s+PDF Document\s+3\s+3–5/);
    expect(pageTexts(binder.pdf)[0]).not.toContain("NOT FOR FILING");
    // The review version keeps its links for reading and says on its cover (and in its name) not to file it.
    expect(await linkCount(binder.reviewPdf!)).toBeGreaterThan(0);
    expect(pageTexts(binder.reviewPdf!)[0]).toContain("REVIEW COPY WITH LINKS — NOT FOR FILING");
    expect(binder.names.review).toBe("binder-review-not-for-filing.pdf");
  });

  it("leaves the volumes without links to each other", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, {
      ...base,
      filingProfile: none,
      mode: { kind: "volumes", volumes: [1, 2] },
    });
    for (const volume of binder.volumes!) expect(await linkCount(volume.pdf)).toBe(0);
    const nav = await readNavigation(binder.volumes![0]!.pdf);
    expect(nav.bookmarks.some((b) => b.remote)).toBe(false);
    expect(nav.bookmarks.map((b) => b.title)).toContain(
      "Exhibit B, notice.pdf — Volume 2 (binder-volume-2.pdf), pages 6–7",
    );
  });

  it("links the index as before without a profile", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, base);
    expect(await linkCount(binder.pdf)).toBe(2);
  });
});

/**
 * What each page prints as its number: an exhibit page's Bates number where it has one, else "Page N of T"'s N (the
 * index lists Bates ranges too, so only pages with an exhibit line count theirs).
 */
function printedNumbers(pdf: Uint8Array): string[] {
  return pageTexts(pdf).map((t) => {
    const bates = /Exhibit \S+ – page/.test(t) ? /\bJONES-\d+\b/.exec(t)?.[0] : undefined;
    return bates ?? /Page (\d+) of/.exec(t)?.[1] ?? "";
  });
}

describe("page labels", () => {
  const noBates: AssembleOptions = { ...base, batesPrefix: undefined } as AssembleOptions;
  delete noBates.batesPrefix;

  it("equal the printed page numbers, or the Bates numbers where chosen", async () => {
    const plain = await assembleBinder(await exhibits(), fonts, noBates);
    expect(pageLabels(plain.pdf)).toEqual(printedNumbers(plain.pdf));
    const bates = await assembleBinder(await exhibits(), fonts, base);
    expect(pageLabels(bates.pdf)).toEqual([
      "1",
      "2",
      "JONES-000001",
      "JONES-000002",
      "JONES-000003",
      "JONES-000004",
      "JONES-000005",
    ]);
    expect(pageLabels(bates.pdf)).toEqual(printedNumbers(bates.pdf));
    // Each exhibit's own PDF too: its pages print the binder's numbers.
    for (const pdf of [...allExhibits(plain), ...allExhibits(bates)]) {
      expect(pageLabels(pdf)).toEqual(printedNumbers(pdf));
    }
    expect(pageLabels(plain.writeExhibit(1))).toEqual(["6", "7"]);
  });

  it("start a new range where a Bates number gains a digit", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, { ...base, batesStart: 98, batesDigits: 4 });
    expect(pageLabels(binder.pdf).slice(2)).toEqual([
      "JONES-0098",
      "JONES-0099",
      "JONES-0100",
      "JONES-0101",
      "JONES-0102",
    ]);
  });

  it("match in every volume: the cover by name, then the numbers running on", async () => {
    for (const options of [noBates, base]) {
      const binder = await assembleBinder(await exhibits(), fonts, {
        ...options,
        mode: { kind: "volumes", volumes: [1, 3], splits: [{ exhibit: 0, page: 3 }] },
      });
      expect(binder.volumes).toHaveLength(3);
      for (const [v, volume] of binder.volumes!.entries()) {
        const labels = pageLabels(volume.pdf);
        const printed = printedNumbers(volume.pdf);
        if (v > 0) expect(labels[0]).toBe(`Volume ${v + 1} cover`);
        expect(labels.slice(v > 0 ? 1 : 0)).toEqual(printed.slice(v > 0 ? 1 : 0));
      }
      for (const part of binder.exhibits[0]!.parts!.map((_, k) => binder.writeExhibit(0, k)))
        expect(pageLabels(part)).toEqual(printedNumbers(part));
    }
  });

  it("match in a supplement: its cover and index by name, its exhibits by their numbers", async () => {
    const filed = await assembleBinder(await exhibits(), fonts, base);
    const supplement = await assembleBinder((await exhibits()).slice(1), fonts, {
      ...base,
      mode: { kind: "supplement", manifest: filed.manifest },
    });
    const labels = pageLabels(supplement.pdf);
    expect(labels.slice(0, 2)).toEqual(["Supplement cover", "Supplement index 1"]);
    expect(labels.slice(2)).toEqual(["JONES-000006", "JONES-000007"]);
    expect(labels.slice(2)).toEqual(printedNumbers(supplement.pdf).slice(2));
  });
});

/** Each page's size in points, "WxH". */
async function sizes(binder: AssembledBinder): Promise<string[]> {
  const doc = await PDFDocument.load(binder.pdf);
  return doc.getPages().map((p) => `${p.getWidth()}x${p.getHeight()}`);
}

describe("legal-size pages", () => {
  const legal = async (): Promise<ExhibitInput[]> => [
    {
      source: "deed.pdf",
      typeLabel: "PDF Document",
      content: {
        kind: "pdf",
        pdf: await makePdf([
          { text: "DEED", size: [612, 1008] },
          { text: "DEED 2", size: [1008, 612] },
        ]),
      },
    },
  ];

  it("are shrunk to Letter by default and under scale-to-letter", async () => {
    for (const filing of [undefined, profileWithRules({ pageSize: "scale-to-letter" })]) {
      const binder = await assembleBinder(await legal(), fonts, {
        ...base,
        ...(filing ? { filingProfile: filing } : {}),
      });
      expect((await sizes(binder)).slice(2)).toEqual(["612x792", "792x612"]);
    }
  });

  it("keep their size under keep-legal, numbered like every page", async () => {
    const binder = await assembleBinder(await legal(), fonts, {
      ...base,
      filingProfile: profileWithRules({ pageSize: "keep-legal" }),
    });
    expect((await sizes(binder)).slice(2)).toEqual(["612x1008", "1008x612"]);
    expect(binder.exhibits[0]!.placements.every((p) => p.scale > 0.9)).toBe(true);
    const texts = pageTexts(binder.pdf);
    expect(texts[2]).toContain("Page 3 of 4");
    expect(texts[3]).toContain("JONES-000002");
  });
});
