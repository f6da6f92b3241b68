// Sections (tabs) read back as a person and a viewer would: a numbered slip sheet before each section's first
// exhibit, the index's headings in order, bookmarks nested by section, labels running on across sections; split
// into volumes, a section's slip sheet goes with its first exhibit.
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makePdf } from "../testing/factories.ts";
import { readNavigation } from "../testing/inspect.ts";
import { pageCount, pageTexts, qpdfCheck } from "../testing/pdf.ts";
import { assembleBinder } from "./binder.ts";
import type { AssembleOptions, ExhibitInput } from "./types.ts";

const fonts = loadSystemFonts();
const preparedOn = new Date("2026-11-22T12:00:00Z");

async function exhibits(): Promise<ExhibitInput[]> {
  const doc = async (source: string, description: string, texts: string[]): Promise<ExhibitInput> => ({
    source,
    description,
    typeLabel: "PDF Document",
    content: { kind: "pdf", pdf: await makePdf(texts.map((text) => ({ text }))) },
  });
  return [
    await doc("lease.pdf", "Lease agreement", ["LEASE one", "LEASE two"]),
    await doc("notice.pdf", "Three-day notice", ["NOTICE one"]),
    await doc("receipt.pdf", "Rent receipt for May", ["RECEIPT one"]),
  ];
}

const sections = [
  { title: "Lease and notices", exhibits: [0, 1] },
  { title: "Payments", exhibits: [2] },
];
const options: AssembleOptions = { role: "plaintiff", case: { caseName: "Smith v. Jones" }, preparedOn };

describe("assembleBinder with sections", () => {
  it("puts a numbered slip sheet before each section and a heading before its rows in the index", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, { ...options, sections });
    qpdfCheck(binder.pdf);
    // Cover, index, slip 1, lease (2), notice, slip 2, receipt.
    expect(binder.pages).toBe(8);
    expect(pageCount(binder.pdf)).toBe(8);
    const texts = pageTexts(binder.pdf);
    texts.forEach((t, i) => expect(t).toContain(`Page ${i + 1} of 8`));
    expect(binder.exhibits.map((e) => [e.label, e.startPage, e.endPage])).toEqual([
      ["1", 4, 5],
      ["2", 6, 6],
      ["3", 8, 8],
    ]);
    expect(texts[2]).toContain("SECTION 1");
    expect(texts[2]).toContain("Lease and notices");
    expect(texts[2]).toContain("Exhibit 1 — Lease agreement (pages 4–5)");
    expect(texts[2]).toContain("Exhibit 2 — Three-day notice (page 6)");
    expect(texts[2]).not.toContain("Rent receipt");
    expect(texts[3]).toContain("LEASE one");
    expect(texts[6]).toContain("SECTION 2");
    expect(texts[6]).toContain("Exhibit 3 — Rent receipt for May (page 8)");
    expect(texts[7]).toContain("RECEIPT one");
    expect(texts[7]).toContain("PLAINTIFF'S EXHIBIT 3");
    const index = texts[1]!;
    const order = [
      "Section 1: Lease and notices",
      "Lease agreement",
      "Three-day notice",
      "Section 2: Payments",
      "Rent receipt for May",
    ].map((s) => index.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The exhibit list has the same headings.
    expect(pageTexts(binder.exhibitListPdf)[0]).toContain("Section 2: Payments");
  });

  it("nests the bookmarks by section and keeps each index link on its exhibit", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, { ...options, sections });
    const nav = await readNavigation(binder.pdf);
    expect(nav.bookmarks).toEqual([
      { title: "Cover", pageIndex: 0 },
      { title: "Exhibit Index", pageIndex: 1 },
      {
        title: "Section 1: Lease and notices",
        pageIndex: 2,
        children: [
          { title: "Exhibit 1, Lease agreement", pageIndex: 3 },
          { title: "Exhibit 2, Three-day notice", pageIndex: 5 },
        ],
      },
      {
        title: "Section 2: Payments",
        pageIndex: 6,
        children: [{ title: "Exhibit 3, Rent receipt for May", pageIndex: 7 }],
      },
    ]);
    expect(nav.links.get(1)).toEqual([3, 5, 7]);
  });

  it("Bates-numbers the slip sheets in turn, and the page labels follow what is printed", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, {
      ...options,
      sections,
      batesPrefix: "SMITH",
    });
    const texts = pageTexts(binder.pdf);
    expect(texts[2]).toContain("SMITH-000001");
    expect(binder.exhibits.map((e) => [e.batesStart, e.batesEnd])).toEqual([
      ["SMITH-000002", "SMITH-000003"],
      ["SMITH-000004", "SMITH-000004"],
      ["SMITH-000006", "SMITH-000006"],
    ]);
    expect(texts[6]).toContain("SMITH-000005");
    expect(texts[7]).toContain("SMITH-000006");
    const labels = (await readNavigation(binder.pdf)).pageLabels!;
    // From the first slip sheet (page index 2) the labels are the Bates numbers, starting at 1.
    expect(labels).toMatch(/2 <<[^>]*\/St 1/);
  });

  it("in volumes, puts a section's slip sheet in the volume of its first exhibit", async () => {
    const binder = await assembleBinder(await exhibits(), fonts, {
      ...options,
      sections,
      mode: { kind: "volumes", volumes: [1, 1, 2] },
    });
    const [one, two] = binder.volumes!;
    expect(pageTexts(one!.pdf)).toHaveLength(7 - 1);
    const second = pageTexts(two!.pdf);
    // The volume's cover, the slip sheet (page 7), the receipt (page 8).
    expect(second).toHaveLength(3);
    expect(second[1]).toContain("SECTION 2");
    expect(second[1]).toContain("Page 7 of 8");
    expect(second[2]).toContain("RECEIPT one");
    expect(two!.firstPage).toBe(7);
    const nav = await readNavigation(two!.pdf);
    expect(nav.bookmarks[1]).toEqual({
      title: "Section 2: Payments",
      pageIndex: 1,
      children: [{ title: "Exhibit 3, Rent receipt for May", pageIndex: 2 }],
    });
  });

  it("makes the same bytes twice, and the binder of old when sections are empty", async () => {
    const inputs = await exhibits();
    const a = await assembleBinder(inputs, fonts, { ...options, sections });
    const b = await assembleBinder(inputs, fonts, { ...options, sections });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const none = await assembleBinder(inputs, fonts, options);
    const empty = await assembleBinder(inputs, fonts, { ...options, sections: [] });
    expect(none.pages).toBe(6);
    expect(Buffer.from(empty.pdf).equals(Buffer.from(none.pdf))).toBe(true);
  });

  it("refuses sections that leave an exhibit out or split a run", async () => {
    const inputs = await exhibits();
    await expect(
      assembleBinder(inputs, fonts, { ...options, sections: [{ title: "A", exhibits: [0, 1] }] }),
    ).rejects.toThrow("Exhibit 3 is in no section");
    await expect(
      assembleBinder(inputs, fonts, {
        ...options,
        sections: [
          { title: "A", exhibits: [0, 2] },
          { title: "B", exhibits: [1] },
        ],
      }),
    ).rejects.toThrow('Section "A" must hold consecutive exhibits');
  });
});

describe("the review version with sections", () => {
  it("links each exhibit's first page back to the index page listing it, past the heading rows", async () => {
    const many = Array.from({ length: 40 }, (_, i) => i);
    const inputs = await Promise.all(
      many.map(async (i): Promise<ExhibitInput> => ({
        source: `doc-${i}.pdf`,
        description: `Document number ${i}`,
        typeLabel: "PDF Document",
        content: { kind: "pdf", pdf: await makePdf([{ text: `DOC ${i}` }]) },
      })),
    );
    // A heading every five exhibits: 48 rows, which take two index pages.
    const grouped = Array.from({ length: 8 }, (_, k) => ({
      title: `Tab ${k + 1}`,
      exhibits: many.slice(k * 5, k * 5 + 5),
    }));
    const binder = await assembleBinder(inputs, fonts, {
      ...options,
      sections: grouped,
      mode: { kind: "review" },
    });
    const texts = pageTexts(binder.pdf);
    const indexPages = [1, 2].filter((p) => texts[p]!.includes("Document number"));
    expect(indexPages).toEqual([1, 2]);
    const listed = (i: number) => (new RegExp(`Document number ${i}\\b`).test(texts[1]!) ? 1 : 2);
    const nav = await readNavigation(binder.reviewPdf!);
    for (const [i, e] of binder.exhibits.entries()) {
      expect(nav.links.get(e.startPage - 1), e.label).toEqual([listed(i)]);
    }
  });
});
