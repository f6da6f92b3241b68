// poolPdfs on PDFs made here and from the corpus (pages split by source, boxes, rotation, interactive and sizeless
// pages, problems per source, a set merged by two qpdf runs) and pageForm (content copied or joined, made once,
// drawn with the right text).
import { deflateSync, inflateSync } from "node:zlib";
import {
  PDFDocument,
  PDFName,
  PDFRef,
  PDFString,
  StandardFonts,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { streamBytes } from "../pdf/read-objects.ts";
import type { RawObject, RawPdf } from "../pdf/read-objects.ts";
import { refIn, refsIn, text } from "../pdf/tokenizer.ts";
import type { Span } from "../pdf/tokenizer.ts";
import { externalRef, writePdf } from "../pdf/write-objects.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { makePdf } from "../testing/factories.ts";
import { pageCount, pageTexts } from "../testing/pdf.ts";
import { LETTER } from "./layout.ts";
import { pageForm, poolOfFile, poolPdfs } from "./source-pool.ts";
import type { PooledPage, SourcePool } from "./source-pool.ts";
import { layOutPdf as layOut } from "../pdf/lay-out.ts";

const asText = (bytes: Uint8Array): string => Buffer.from(bytes).toString("latin1");

/** Operators of the two content streams of the split page, each incomplete alone: only joined do they fill. */
const FIRST_PART = "q 0 0 1 rg 10 20 100 50 re";
const SECOND_PART = "f Q q 1 0 0 rg 200 300 40 40 re f Q";

/**
 * Pages that test what poolPdfs reads: a CropBox inside the MediaBox, a link annotation, a page action, an empty
 * /Annots, and content split over two streams.
 */
async function interactivePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const cropped = doc.addPage([612, 792]);
  cropped.setCropBox(50, 60, 300, 400);
  cropped.drawText("Cropped", { x: 100, y: 300, size: 14, font });

  const linked = doc.addPage([612, 792]);
  const link = doc.context.register(
    doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [72, 700, 300, 720],
      Border: [0, 0, 0],
      A: { S: "URI", URI: PDFString.of("https://example.com/") },
    }),
  );
  // A comment beside the link: printing may show it.
  const comment = doc.context.register(
    doc.context.obj({ Type: "Annot", Subtype: "Text", Rect: [72, 650, 92, 670], F: 4 }),
  );
  linked.node.set(PDFName.of("Annots"), doc.context.obj([link, comment]));

  const acting = doc.addPage([612, 792]);
  acting.node.set(
    PDFName.of("AA"),
    doc.context.obj({ O: { S: "URI", URI: PDFString.of("https://example.com/open") } }),
  );

  const plain = doc.addPage([612, 792]);
  plain.node.set(PDFName.of("Annots"), doc.context.obj([]));

  const split = doc.addPage([612, 792]);
  const first = doc.context.register(doc.context.flateStream(FIRST_PART));
  const second = doc.context.register(doc.context.flateStream(SECOND_PART));
  split.node.set(PDFName.of("Contents"), doc.context.obj([first, second]));
  return doc.save({ useObjectStreams: false });
}

/** An object of the pool's RawSet, by its number in the set: the file (segment) it is in, and its dictionary. */
function dictOf(pool: SourcePool, n: number): { file: RawPdf; head: Uint8Array; entries: Map<string, Span> } {
  const file = pool.raw.of(n);
  return { file, ...file.dict(n - file.base) };
}

/** An object of the pool's RawSet, by its number in the set. */
function objectOf(pool: SourcePool, n: number): RawObject {
  const file = pool.raw.of(n);
  const object = file.get(n - file.base);
  if (!object) throw new Error(`no object ${n} in the pool`);
  return object;
}

/** The text of one entry of an object's dictionary in the pool. */
function entryText(pool: SourcePool, n: number, key: string): string | undefined {
  const { head, entries } = dictOf(pool, n);
  const span = entries.get(key);
  return span ? text(head, span) : undefined;
}

/** The set's number of the object one entry refers to (objects in a file refer by the file's own numbers). */
function entryRef(pool: SourcePool, n: number, key: string): number | undefined {
  const { file, head, entries } = dictOf(pool, n);
  const span = entries.get(key);
  const local = span ? refIn(head, span) : null;
  return local === null ? undefined : file.base + local;
}

/** The page's /Contents as a list of stream numbers in the set. */
function contentsOf(pool: SourcePool, page: PooledPage): number[] {
  const { file, head, entries } = dictOf(pool, page.num);
  const span = entries.get("Contents")!;
  return (refsIn(head, span) ?? [refIn(head, span)!]).map((n) => file.base + n);
}

describe("poolPdfs on good files", () => {
  let pool: SourcePool;
  let problems: Map<number, string[]>;
  beforeAll(async () => {
    const sources = [
      await makePdf([{ text: "Solo page", size: [400, 500] }]),
      await makePdf([
        { text: "Turned page", rotate: 90 },
        { text: "A4 page", size: [595.28, 841.89] },
        { text: "Third page" },
      ]),
      await interactivePdf(),
    ];
    const result = await poolPdfs(sources);
    problems = result.problems;
    pool = result.pool!;
  });

  it("splits the pooled pages by source, in order, without the boundary pages", () => {
    expect(problems.size).toBe(0);
    expect(pool.pages.map((p) => p.length)).toEqual([1, 3, 5]);
    // Every page is a page of the pooled file, in the file's page order.
    const all = pool.pages.flat().map((p) => p.num);
    // One qpdf run for these few small files: one file in the set besides the set's own objects.
    expect(pool.raw.segments).toHaveLength(2);
    const file = pool.raw.segments[1]!;
    const filePages = file.pages().map((n) => file.base + n);
    expect(filePages.filter((n) => all.includes(n))).toEqual(all);
    // The pages between sources are the boundaries: one less than the sources.
    expect(filePages.length - all.length).toBe(2);
  });

  it("reads boxes and rotation from the pages", () => {
    const [[solo], [turned, a4, third], [cropped]] = pool.pages as [
      [PooledPage],
      [PooledPage, PooledPage, PooledPage],
      [PooledPage],
    ];
    expect(solo).toMatchObject({ box: { x: 0, y: 0, width: 400, height: 500 }, rotate: 0, sizeless: false });
    expect(turned).toMatchObject({ box: { x: 0, y: 0, width: 612, height: 792 }, rotate: 90 });
    expect(a4!.box.width).toBeCloseTo(595.28);
    expect(a4!.box.height).toBeCloseTo(841.89);
    expect(a4!.rotate).toBe(0);
    expect(third).toMatchObject({ box: { x: 0, y: 0, ...LETTER }, rotate: 0, sizeless: false });
    // The visible part of a cropped page is its CropBox.
    expect(cropped).toMatchObject({ box: { x: 50, y: 60, width: 300, height: 400 }, rotate: 0 });
  });

  it("marks pages with annotations or page actions as interactive, and only those", () => {
    const [cropped, linked, acting, plain, split] = pool.pages[2]!;
    expect(linked!.interactive).toBe(true);
    expect(acting!.interactive).toBe(true);
    // An empty /Annots is there, and holds nothing.
    expect(entryText(pool, plain!.num, "Annots")?.replace(/\s+/g, "")).toBe("[]");
    expect(plain!.interactive).toBe(false);
    expect(cropped!.interactive).toBe(false);
    expect(split!.interactive).toBe(false);
    expect(pool.pages[1]!.map((p) => p.interactive)).toEqual([false, false, false]);
  });
});

describe("poolPdfs and work done while qpdf runs", () => {
  it("hands the waiting work a signal aborted once qpdf has ended, before the pool is read", async () => {
    let signal: AbortSignal | undefined;
    let abortedAtCall: boolean | undefined;
    let qpdfRuns: number | undefined;
    const { pool } = await poolPdfs([await makePdf([{ text: "Only" }])], {
      whileWaiting: (ended, runs) => {
        signal = ended;
        abortedAtCall = ended.aborted;
        qpdfRuns = runs;
      },
    });
    expect(pool!.pages).toHaveLength(1);
    expect(abortedAtCall).toBe(false);
    expect(signal!.aborted).toBe(true);
    expect(qpdfRuns).toBe(1);
  });
});

describe("poolPdfs keeps streams as they are", () => {
  it("copies an uncompressed stream and an image filtered by [ /FlateDecode ] byte for byte", async () => {
    const pixels = deflateSync(Buffer.alloc(64 * 64 * 3, 0x7f));
    const content = "q 64 0 0 64 72 600 cm /Im1 Do Q";
    const source = Buffer.concat([
      Buffer.from(
        layOut([
          "<< /Type /Catalog /Pages 2 0 R >>",
          "<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
          "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 612 792 ] /Resources << /XObject << /Im1 5 0 R >> >> " +
            "/Contents 4 0 R >>",
          `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
          `<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceRGB /BitsPerComponent 8 ` +
            `/Filter [ /FlateDecode ] /Length ${pixels.length} >>\nstream\n${"#".repeat(pixels.length)}\nendstream`,
        ]),
      ),
    ]);
    // The image's bytes are binary: written over the placeholder, at the same length.
    const at = source.indexOf("#".repeat(pixels.length));
    pixels.copy(source, at);
    const { pool, problems } = await poolPdfs([new Uint8Array(source)]);
    expect(problems.size).toBe(0);
    const page = pool!.pages[0]![0]!;
    const [stream] = contentsOf(pool!, page);
    expect(entryText(pool!, stream!, "Filter")).toBeUndefined();
    expect(asText(streamBytes(objectOf(pool!, stream!).data!))).toBe(content);
    const { file, head, entries } = dictOf(pool!, page.num);
    const xobjects = text(head, entries.get("Resources")!);
    const image = file.base + Number(/\/Im1 (\d+) 0 R/.exec(xobjects)![1]);
    expect(entryText(pool!, image, "Filter")).toBe("[ /FlateDecode ]");
    expect(Buffer.from(streamBytes(objectOf(pool!, image).data!)).equals(pixels)).toBe(true);
  });
});

describe("poolOfFile", () => {
  it("reads a PDF laid out as qpdf writes a pool as a pool of one source", () => {
    const pool = poolOfFile(
      layOut([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [ 3 0 R 4 0 R ] /Count 2 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 612 792 ] >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 792 612 ] /Rotate 90 >>",
      ]),
    );
    expect(pool.pages).toHaveLength(1);
    expect(pool.pages[0]!.map((p) => [p.box.width, p.box.height, p.rotate])).toEqual([
      [612, 792, 0],
      [792, 612, 90],
    ]);
  });
});

describe("poolPdfs on pages with links", () => {
  it("lets plain links through and marks links with an appearance, and other annotations, interactive", async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    type Literal = Parameters<typeof doc.context.obj>[0];
    const annotate = (annotations: Record<string, unknown>[]) => {
      const page = doc.addPage([612, 792]);
      const refs = annotations.map((a) =>
        doc.context.register(doc.context.obj({ Type: "Annot", Rect: [72, 700, 300, 720], ...a } as Literal)),
      );
      page.node.set(PDFName.of("Annots"), doc.context.obj(refs));
    };
    const look = doc.context.register(
      doc.context.flateStream("0 0 1 rg 0 0 10 10 re f", {
        Type: "XObject",
        Subtype: "Form",
        BBox: [0, 0, 10, 10],
      }),
    );
    annotate([
      { Subtype: "Link", F: 4 },
      { Subtype: "Link", A: { S: "URI", URI: PDFString.of("https://a.example/") } },
    ]);
    annotate([{ Subtype: "Link", AP: { N: look }, F: 4 }]);
    annotate([{ Subtype: "Link" }, { Subtype: "Highlight", F: 4 }]);
    const { pool, problems } = await poolPdfs([await doc.save({ useObjectStreams: false })]);
    expect(problems.size).toBe(0);
    expect(pool!.pages[0]!.map((p) => p.interactive)).toEqual([false, true, true]);
  });
});

describe("poolPdfs on boxes held elsewhere than the page", () => {
  it("reads a MediaBox and /Rotate inherited from the page tree, and a MediaBox and /Rotate held as objects", async () => {
    const inherited = layOut([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [ 3 0 R ] /Count 1 /MediaBox [ 0 0 300 400 ] /Rotate 180 >>",
      "<< /Type /Page /Parent 2 0 R >>",
    ]);
    const indirect = layOut([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox 4 0 R /CropBox [ 10 10 150 200 ] /Rotate 5 0 R >>",
      "[ 0 0 200 250 ]",
      "90",
    ]);
    const { pool, problems } = await poolPdfs([inherited, indirect]);
    expect(problems.size).toBe(0);
    expect(pool!.pages[0]).toEqual([
      expect.objectContaining({ box: { x: 0, y: 0, width: 300, height: 400 }, rotate: 180, sizeless: false }),
    ]);
    expect(pool!.pages[1]).toEqual([
      expect.objectContaining({
        box: { x: 10, y: 10, width: 140, height: 190 },
        rotate: 90,
        sizeless: false,
      }),
    ]);
  });
});

describe("poolPdfs on a page without a usable size", () => {
  it("marks a page whose MediaBox is [0 0 0 0] sizeless and gives it a Letter box", async () => {
    const zero = layOut([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [ 3 0 R 4 0 R ] /Count 2 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 0 0 ] >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 300 200 ] >>",
    ]);
    const { pool, problems } = await poolPdfs([await makePdf([{ text: "Before" }]), zero]);
    expect(problems.size).toBe(0);
    const [sizeless, sized] = pool!.pages[1]!;
    expect(sizeless).toMatchObject({ sizeless: true, box: { x: 0, y: 0, ...LETTER } });
    expect(sized).toMatchObject({ sizeless: false, box: { x: 0, y: 0, width: 300, height: 200 } });
    expect(pool!.pages[0]![0]!.sizeless).toBe(false);
  });
});

describe("poolPdfs problems", () => {
  it("gives no pool and a problem for exactly the file that needs a password", async () => {
    const good = await makePdf([{ text: "Good" }]);
    const { pool, problems } = await poolPdfs([good, corpusBytes("pdf/issue3371.pdf"), good]);
    expect(pool).toBeUndefined();
    expect([...problems.keys()]).toEqual([1]);
    expect(problems.get(1)!.join("\n")).toMatch(/password/);
  });

  it("pools a damaged file qpdf repairs, with its warnings under its index", async () => {
    const good = await makePdf([{ text: "Good" }]);
    const damaged = corpusBytes("pdf/bad-xref-entry.pdf");
    const { pool, problems } = await poolPdfs([good, good, damaged]);
    expect(pool).toBeDefined();
    expect(pool!.pages.map((p) => p.length)).toEqual([1, 1, pageCount(damaged)]);
    expect([...problems.keys()]).toEqual([2]);
    expect(problems.get(2)!.some((line) => /^WARNING/.test(line))).toBe(true);
  });
});

/** A PDF of pages with the given texts, made over a megabyte by an object no page uses (qpdf leaves it out). */
async function bulkyPdf(texts: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const words of texts) doc.addPage([612, 792]).drawText(words, { x: 72, y: 700, size: 14, font });
  doc.context.register(doc.context.stream(new Uint8Array(1_100_000)));
  return doc.save({ useObjectStreams: false });
}

/** Every pooled page drawn through its form on a page of a written PDF, in order: the pages' text. */
async function drawnTexts(pool: SourcePool): Promise<string[]> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (const page of pool.pages.flat()) {
    const out = doc.addPage([612, 792]);
    out.node.setXObject(PDFName.of("P0"), externalRef(pageForm(pool, page)));
    out.pushOperators(pushGraphicsState(), drawObject("P0"), popGraphicsState());
  }
  const root = doc.context.trailerInfo.Root;
  if (!(root instanceof PDFRef)) throw new Error("pdf-lib's document has no catalog reference");
  return pageTexts(await writePdf(doc, pool.raw, { root }));
}

describe("poolPdfs on a set large enough for two qpdf runs", () => {
  it("keeps every source's pages, in order, across the two pooled files", async () => {
    const sources = [
      await bulkyPdf(["First source"]),
      await makePdf([{ text: "Second source A" }, { text: "Second source B" }, { text: "Second source C" }]),
      await bulkyPdf(["Third source A", "Third source B"]),
      await makePdf([{ text: "Fourth source" }]),
    ];
    let qpdfRuns: number | undefined;
    const { pool, problems } = await poolPdfs(sources, { whileWaiting: (_, runs) => (qpdfRuns = runs) });
    expect(problems.size).toBe(0);
    expect(qpdfRuns).toBe(2);
    // The set's own objects, and one file per qpdf run.
    expect(pool!.raw.segments).toHaveLength(3);
    expect(pool!.pages.map((p) => p.length)).toEqual([1, 3, 2, 1]);
    const files = new Set(pool!.pages.flat().map((p) => pool!.raw.of(p.num)));
    expect(files.size).toBe(2);
    const texts = await drawnTexts(pool!);
    expect(texts.map((t) => t.trim())).toEqual([
      "First source",
      "Second source A",
      "Second source B",
      "Second source C",
      "Third source A",
      "Third source B",
      "Fourth source",
    ]);
  });

  it("attributes a problem in the second run to its source", async () => {
    const bulky = await bulkyPdf(["Bulky"]);
    const small = await makePdf([{ text: "Small" }]);
    const locked = await poolPdfs([bulky, small, bulky, corpusBytes("pdf/issue3371.pdf")]);
    expect(locked.pool).toBeUndefined();
    expect([...locked.problems.keys()]).toEqual([3]);
    const damaged = corpusBytes("pdf/bad-xref-entry.pdf");
    const repaired = await poolPdfs([bulky, small, bulky, damaged]);
    expect(repaired.pool!.pages.map((p) => p.length)).toEqual([1, 1, 1, pageCount(damaged)]);
    expect([...repaired.problems.keys()]).toEqual([3]);
  });
});

describe("pageForm", () => {
  let pool: SourcePool;
  beforeAll(async () => {
    const result = await poolPdfs([
      await makePdf([{ text: "Form source" }, { text: "Second source page" }]),
      await interactivePdf(),
    ]);
    pool = result.pool!;
  });

  it("holds the page's single content stream as stored, with its filter and the page's resources", () => {
    const page = pool.pages[0]![0]!;
    const [stream] = contentsOf(pool, page);
    expect(contentsOf(pool, page)).toHaveLength(1);
    const form = pageForm(pool, page);
    const made = objectOf(pool, form);
    expect(made.data).toEqual(objectOf(pool, stream!).data);
    expect(entryText(pool, form, "Filter")).toBe(entryText(pool, stream!, "Filter"));
    expect(entryText(pool, form, "Length")).toBe(String(made.data!.length));
    expect(entryText(pool, form, "Subtype")).toBe("/Form");
    // Inline resources become an object of their own holding the same dictionary.
    const resources = entryRef(pool, form, "Resources")!;
    expect(asText(objectOf(pool, resources).head)).toBe(entryText(pool, page.num, "Resources"));
  });

  it("clips to the page's box with its origin at the box's corner", () => {
    const cropped = pool.pages[1]![0]!;
    const form = pageForm(pool, cropped);
    expect(entryText(pool, form, "BBox")).toBe("[ 50 60 350 460 ]");
    expect(entryText(pool, form, "Matrix")).toBe("[ 1 0 0 1 -50 -60 ]");
  });

  it("joins content split over two streams, in order", () => {
    const split = pool.pages[1]![4]!;
    expect(contentsOf(pool, split)).toHaveLength(2);
    const form = pageForm(pool, split);
    expect(entryText(pool, form, "Filter")).toBe("/FlateDecode");
    const operators = inflateSync(streamBytes(objectOf(pool, form).data!)).toString("latin1");
    const first = operators.indexOf(FIRST_PART);
    const second = operators.indexOf(SECOND_PART);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first + FIRST_PART.length);
    // The join must not run the two parts' tokens together ("re" and "f" stay apart).
    expect(operators.slice(first + FIRST_PART.length, second)).toMatch(/^\s+$/);
  });

  it("joins split content under any filter pdf-lib undoes, abbreviated, chained or plain", async () => {
    const hex = (t: string) => `${Buffer.from(t, "latin1").toString("hex")}>`;
    const parts = [
      // ASCIIHex by its abbreviation, in an array; then ASCIIHex over Flate, chained; then no filter at all.
      { filter: "[ /AHx ]", data: hex(FIRST_PART) },
      {
        filter: "[ /ASCIIHexDecode /FlateDecode ]",
        data: `${deflateSync(Buffer.from("f Q q 1 0 0 rg", "latin1")).toString("hex")}>`,
      },
      { filter: "", data: "200 300 40 40 re f Q" },
    ];
    const { pool: own } = await poolPdfs([
      layOut([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 612 792 ] /Contents [ 4 0 R 5 0 R 6 0 R ] >>",
        ...parts.map(
          ({ filter, data }) =>
            `<< /Length ${data.length}${filter ? ` /Filter ${filter}` : ""} >>\nstream\n${data}\nendstream`,
        ),
      ]),
    ]);
    const page = own!.pages[0]![0]!;
    // Kept as written: qpdf decodes nothing in the pool.
    expect(contentsOf(own!, page).map((n) => entryText(own!, n, "Filter"))).toEqual([
      "[ /AHx ]",
      "[ /ASCIIHexDecode /FlateDecode ]",
      undefined,
    ]);
    const form = pageForm(own!, page);
    const operators = inflateSync(streamBytes(objectOf(own!, form).data!)).toString("latin1");
    expect(operators.split(/\s+/).join(" ").trim()).toBe(`${FIRST_PART} ${SECOND_PART}`);
  });

  it("refuses split content whose filter pdf-lib cannot undo, naming the filter", async () => {
    const { pool: own } = await poolPdfs([
      layOut([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 612 792 ] /Contents [ 4 0 R 5 0 R ] >>",
        "<< /Length 4 /Filter /JBIG2Decode >>\nstream\nq Q \nendstream",
        "<< /Length 4 >>\nstream\nq Q \nendstream",
      ]),
    ]);
    expect(() => pageForm(own!, own!.pages[0]![0]!)).toThrow(/content compressed with \/JBIG2Decode/);
  });

  it("makes the form once per page, and one resources object for pages with the same resources", () => {
    const page = pool.pages[0]![1]!;
    const form = pageForm(pool, page);
    expect(pageForm(pool, page)).toBe(form);
    expect(pool.forms.get(page.num)).toBe(form);
    // The link and action pages carry no drawing: their (inline) resources are the same dictionary.
    const [, linked, acting] = pool.pages[1]!;
    expect(entryText(pool, linked!.num, "Resources")).toBe(entryText(pool, acting!.num, "Resources"));
    const a = pageForm(pool, linked!);
    const b = pageForm(pool, acting!);
    expect(a).not.toBe(b);
    expect(entryRef(pool, a, "Resources")).toBeDefined();
    expect(entryRef(pool, a, "Resources")).toBe(entryRef(pool, b, "Resources"));
  });

  it("draws as the page did when placed on a written page", async () => {
    const texts = await drawnTexts(pool);
    expect(texts).toHaveLength(pool.pages.flat().length);
    expect(texts[0]).toContain("Form source");
    expect(texts[1]).toContain("Second source page");
    expect(texts[2]).toContain("Cropped");
  });
});

describe("poolPdfs extending a pool (`after`)", () => {
  it("adds the new sources' files after the pool's own, keeping the earlier sources' pages", async () => {
    const first = await poolPdfs([
      await bulkyPdf(["One A", "One B"]),
      await makePdf([{ text: "Two" }]),
      await bulkyPdf(["Three"]),
    ]);
    const more = await poolPdfs([await makePdf([{ text: "Four A" }, { text: "Four B" }])], {
      after: first.pool!,
    });
    expect(more.problems.size).toBe(0);
    const pool = more.pool!;
    // The earlier pool's two files, the new one after them, and the set's own objects.
    expect(pool.raw.segments).toHaveLength(4);
    expect(pool.raw.segments.slice(1, 3)).toEqual(first.pool!.raw.segments.slice(1));
    expect(pool.pages.map((p) => p.length)).toEqual([2, 1, 1, 2]);
    expect(pool.pages.slice(0, 3)).toEqual(first.pool!.pages);
    const texts = await drawnTexts(pool);
    expect(texts.map((t) => t.trim())).toEqual(["One A", "One B", "Two", "Three", "Four A", "Four B"]);
  });
});
