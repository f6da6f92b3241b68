// RawPdf on files qpdf wrote without object streams (pages, stream data checked against qpdf's own decoding) and
// on files laid out by hand (an indirect /Length, wrong lengths and offsets, page trees), plus added objects.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "../testing/factories.ts";
import { RawPdf, RawSet, SEGMENT_BITS, streamBytes } from "./read-objects.ts";
import { RawSyntaxError, numberIn, numbersIn, refIn, refsIn, text } from "./tokenizer.ts";

const latin1 = (source: string): Uint8Array => new Uint8Array(Buffer.from(source, "latin1"));
const asText = (bytes: Uint8Array): string => Buffer.from(bytes).toString("latin1");

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "courtready-raw-pdf-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The PDF as qpdf rewrites it with `args` (in a file of the test's temporary folder). */
function qpdf(bytes: Uint8Array, args: string[]): Uint8Array {
  const input = path.join(dir, "in.pdf");
  const output = path.join(dir, "out.pdf");
  writeFileSync(input, bytes);
  execFileSync("qpdf", [...args, input, output]);
  return new Uint8Array(readFileSync(output));
}

/** A stream object's decoded data as qpdf decodes it: the independent reading the raw bytes are checked against. */
function qpdfStreamData(bytes: Uint8Array, n: number): Buffer {
  const file = path.join(dir, "show.pdf");
  writeFileSync(file, bytes);
  return execFileSync("qpdf", [`--show-object=${n}`, "--filtered-stream-data", file]);
}

/**
 * A PDF laid out by hand: object i + 1 is `objects[i]` (null for a free entry), with a correct cross-reference
 * table unless `offsets` changes the offsets written in it.
 */
function layOut(
  objects: (string | null)[],
  options: { trailer?: string; offsets?: (real: number[]) => number[] } = {},
): Uint8Array {
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const real: number[] = [];
  objects.forEach((o, i) => {
    real.push(o === null ? 0 : body.length);
    if (o !== null) body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const written = options.offsets ? options.offsets(real) : real;
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  written.forEach((offset, i) => {
    body += objects[i] === null ? "0000000000 00001 f \n" : `${String(offset).padStart(10, "0")} 00000 n \n`;
  });
  body += `trailer\n<< /Size ${objects.length + 1} ${options.trailer ?? "/Root 1 0 R"} >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return latin1(body);
}

/** Catalog, page tree and one page whose /Contents is object 4: the start of most hand-laid files here. */
const ONE_PAGE = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 612 792 ] /Contents 4 0 R >>",
];

/** Content whose data holds "endstream" itself, so only /Length tells where it ends. */
const DATA = "q 1 0 0 1 0 0 cm (endstream\nendobj) Tj Q";

describe("RawPdf.parse on qpdf's output", () => {
  const sizes: [number, number][] = [
    [200, 300],
    [612, 792],
    [595, 842],
  ];
  let file: Uint8Array;
  let raw: RawPdf;
  beforeAll(async () => {
    const made = await makePdf([
      { text: "Alpha", size: sizes[0] },
      { text: "Beta", size: sizes[1] },
      { text: "Gamma", size: sizes[2] },
    ]);
    file = qpdf(made, ["--object-streams=disable"]);
    raw = RawPdf.parse(file);
  });

  it("lists the pages in order", () => {
    const pages = raw.pages();
    expect(pages).toHaveLength(3);
    const boxes = pages.map((n) => {
      const { head, entries } = raw.dict(n);
      expect(text(head, entries.get("Type")!)).toBe("/Page");
      return numbersIn(head, entries.get("MediaBox")!);
    });
    expect(boxes).toEqual(sizes.map(([w, h]) => [0, 0, w, h]));
  });

  it("reads a content stream's data as stored: /Length bytes that inflate to the page's operators", () => {
    const words = ["Alpha", "Beta", "Gamma"];
    raw.pages().forEach((page, i) => {
      const { head, entries } = raw.dict(page);
      const contents = refsIn(head, entries.get("Contents")!) ?? [refIn(head, entries.get("Contents")!)!];
      expect(contents).toHaveLength(1);
      const stream = raw.get(contents[0]!)!;
      const streamEntries = raw.dict(contents[0]!).entries;
      expect(stream.data!.length).toBe(numberIn(stream.head, streamEntries.get("Length")!));
      expect(text(stream.head, streamEntries.get("Filter")!)).toBe("/FlateDecode");
      const operators = inflateSync(streamBytes(stream.data!));
      expect(operators.equals(qpdfStreamData(file, contents[0]!))).toBe(true);
      // pdf-lib writes the text of a standard font as a hex string.
      expect(operators.toString("latin1")).toContain(
        `<${Buffer.from(words[i]!).toString("hex").toUpperCase()}> Tj`,
      );
    });
  });

  it("gives an object's references with their positions, and the trailer's entries", () => {
    const page = raw.pages()[0]!;
    const { head, entries } = raw.dict(page);
    const parent = refIn(head, entries.get("Parent")!)!;
    const refs = raw.refsOf(page);
    expect(refs.map((r) => r.num)).toContain(parent);
    for (const ref of refs) expect(text(head, ref)).toBe(`${ref.num} ${ref.gen} R`);
    expect(raw.trailer.has("Root")).toBe(true);
    // New objects are numbered from the trailer's /Size on.
    expect(raw.fileSize).toBe(Number(/\/Size (\d+)/.exec(asText(file))?.[1]));
  });

  it("gives undefined for object 0 and numbers past the end, and dict() throws for them", () => {
    expect(raw.get(0)).toBeUndefined();
    expect(raw.get(raw.fileSize + 3)).toBeUndefined();
    expect(() => raw.dict(raw.fileSize + 3)).toThrow(RawSyntaxError);
  });
});

describe("RawPdf.parse refuses what it cannot read", () => {
  it.each([
    ["by default (object streams kept from pdf-lib's file)", []],
    ["with object streams generated", ["--object-streams=generate"]],
  ])("refuses a file with a cross-reference stream, as qpdf writes it %s", async (_, args) => {
    const made = await makePdf([{ text: "Alpha" }]);
    const streams = qpdf(made, args);
    expect(asText(streams)).toMatch(/\/Type\s*\/XRef/);
    expect(() => RawPdf.parse(streams)).toThrow(RawSyntaxError);
  });

  it("refuses bytes that are not a PDF", () => {
    expect(() => RawPdf.parse(latin1("hello, not a PDF"))).toThrow(RawSyntaxError);
    expect(() => RawPdf.parse(new Uint8Array())).toThrow(RawSyntaxError);
  });

  it("refuses a startxref that does not point at a table", () => {
    const good = asText(layOut([...ONE_PAGE, `<< /Length ${DATA.length} >>\nstream\n${DATA}\nendstream`]));
    const moved = good.replace(/startxref\n(\d+)/, (_, at: string) => `startxref\n${Number(at) + 2}`);
    expect(() => RawPdf.parse(latin1(moved))).toThrow(RawSyntaxError);
  });

  it.each([
    ["more entries than the file has bytes for", "0 2147483648"],
    ["object numbers past what a segment can hold", `${1 << SEGMENT_BITS} 1`],
    ["a count written as 1e308", "0 1e308"],
  ])("refuses a cross-reference subsection with %s (found by read-objects.fuzz.test.ts)", (_, header) => {
    const good = asText(layOut(ONE_PAGE));
    const bad = good.replace(/xref\n0 \d+/, `xref\n${header}`);
    expect(bad).not.toBe(good);
    expect(() => RawPdf.parse(latin1(bad))).toThrow(/bad xref subsection/);
  });
});

describe("RawPdf on hand-laid files", () => {
  it("reads a stream whose /Length is an indirect object", () => {
    const raw = RawPdf.parse(
      layOut([...ONE_PAGE, `<< /Length 5 0 R >>\nstream\n${DATA}\nendstream`, `${DATA.length}`]),
    );
    const stream = raw.get(4)!;
    expect(asText(stream.head)).toBe("<< /Length 5 0 R >>");
    expect(asText(streamBytes(stream.data!))).toBe(DATA);
    expect(raw.pages()).toEqual([3]);
  });

  it("reads a stream whose keyword ends with CR LF, and a stream without data", () => {
    const raw = RawPdf.parse(
      layOut([
        ...ONE_PAGE,
        `<< /Length ${DATA.length} >>\nstream\r\n${DATA}\r\nendstream`,
        "<< /Length 0 >> stream\n\nendstream",
      ]),
    );
    expect(asText(streamBytes(raw.get(4)!.data!))).toBe(DATA);
    expect(raw.get(5)!.data).toEqual(new Uint8Array());
  });

  it.each([
    ["one byte short", DATA.length - 1],
    ["three bytes long", DATA.length + 3],
  ])("throws RawSyntaxError reading a stream whose /Length is %s", (_, length) => {
    const raw = RawPdf.parse(layOut([...ONE_PAGE, `<< /Length ${length} >>\nstream\n${DATA}\nendstream`]));
    expect(raw.pages()).toEqual([3]);
    expect(() => raw.get(4)).toThrow(RawSyntaxError);
  });

  it("throws RawSyntaxError reading a stream whose indirect /Length is missing or not a number", () => {
    const missing = RawPdf.parse(layOut([...ONE_PAGE, `<< /Length 9 0 R >>\nstream\n${DATA}\nendstream`]));
    expect(() => missing.get(4)).toThrow(RawSyntaxError);
    const name = RawPdf.parse(
      layOut([...ONE_PAGE, `<< /Length 5 0 R >>\nstream\n${DATA}\nendstream`, "/Twelve"]),
    );
    expect(() => name.get(4)).toThrow(RawSyntaxError);
  });

  it("throws RawSyntaxError reading an object that is not at its offset", () => {
    const objects = [...ONE_PAGE, `<< /Length ${DATA.length} >>\nstream\n${DATA}\nendstream`];
    const shifted = RawPdf.parse(layOut(objects, { offsets: (o) => o.map((x, i) => (i === 3 ? x + 1 : x)) }));
    expect(() => shifted.get(4)).toThrow(RawSyntaxError);
    // Object 3's entry points at object 4: a whole object is there, but not the one asked for.
    const swapped = RawPdf.parse(layOut(objects, { offsets: (o) => o.map((x, i) => (i === 2 ? o[3]! : x)) }));
    expect(() => swapped.get(3)).toThrow(RawSyntaxError);
    expect(asText(streamBytes(swapped.get(4)!.data!))).toBe(DATA);
  });

  it("gives undefined for a free entry", () => {
    const raw = RawPdf.parse(layOut([...ONE_PAGE, null, "<< /Unused true >>"]));
    expect(raw.get(4)).toBeUndefined();
    expect(asText(raw.get(5)!.head)).toBe("<< /Unused true >>");
  });

  it("lists pages in page-tree order, not object order", () => {
    const raw = RawPdf.parse(
      layOut([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [ 6 0 R 3 0 R ] /Count 3 >>",
        "<< /Type /Pages /Parent 2 0 R /Kids [ 5 0 R 4 0 R ] /Count 2 >>",
        "<< /Type /Page /Parent 3 0 R >>",
        "<< /Type /Page /Parent 3 0 R >>",
        "<< /Type /Page /Parent 2 0 R >>",
      ]),
    );
    expect(raw.pages()).toEqual([6, 5, 4]);
  });

  it.each([
    ["loops", "<< /Type /Pages /Kids [ 2 0 R ] /Count 1 >>"],
    ["has a null among its kids", "<< /Type /Pages /Kids [ 3 0 R null ] /Count 1 >>"],
  ])("throws RawSyntaxError when the page tree %s", (_, tree) => {
    const raw = RawPdf.parse(
      layOut(["<< /Type /Catalog /Pages 2 0 R >>", tree, "<< /Type /Page /Parent 2 0 R >>"]),
    );
    expect(() => raw.pages()).toThrow(RawSyntaxError);
  });

  it("throws RawSyntaxError for pages() without a /Root or without /Pages", () => {
    expect(() => RawPdf.parse(layOut(ONE_PAGE, { trailer: "" })).pages()).toThrow(RawSyntaxError);
    expect(() => RawPdf.parse(layOut(["<< /Type /Catalog >>"])).pages()).toThrow(RawSyntaxError);
  });
});

describe("objects added to a RawPdf", () => {
  const encode = (source: string) => new TextEncoder().encode(source);

  it("numbers added objects after the file's own", () => {
    const raw = RawPdf.parse(layOut(ONE_PAGE));
    expect(raw.fileSize).toBe(4);
    const a = raw.add({ head: encode("<< /A 1 0 R >>") });
    const b = raw.add({ head: encode("<< /Length 3 >>"), data: encode("abc") });
    expect([a, b]).toEqual([4, 5]);
    expect(raw.refsOf(a).map((r) => r.num)).toEqual([1]);
    expect(asText(streamBytes(raw.get(b)!.data!))).toBe("abc");
    // The file's own objects are unchanged.
    expect(raw.pages()).toEqual([3]);
  });

  it("starts an empty RawPdf at 1, and it has no pages", () => {
    const raw = RawPdf.empty();
    expect(raw.get(0)).toBeUndefined();
    expect(raw.add({ head: encode("<< >>") })).toBe(1);
    expect(raw.add({ head: encode("[ 1 0 R ]") })).toBe(2);
    expect(raw.refsOf(2).map((r) => r.num)).toEqual([1]);
    expect(() => raw.pages()).toThrow(RawSyntaxError);
  });

  it("gives a reserved number its object with put, refreshing what was read of it", () => {
    const raw = RawPdf.empty();
    const tree = raw.reserve();
    const page = raw.add({ head: encode(`<< /Type /Page /Parent ${tree} 0 R >>`) });
    expect(raw.refsOf(tree)).toEqual([]);
    raw.put(tree, { head: encode(`<< /Type /Pages /Kids [ ${page} 0 R ] /Count 1 >>`) });
    expect(raw.refsOf(tree).map((r) => r.num)).toEqual([page]);
    expect([...raw.dict(tree).entries.keys()]).toEqual(["Type", "Kids", "Count"]);
    raw.put(tree, { head: encode("<< /Type /Pages /Kids [ ] /Count 0 >>") });
    expect(raw.refsOf(tree)).toEqual([]);
    expect(text(raw.dict(tree).head, raw.dict(tree).entries.get("Count")!)).toBe("0");
  });

  it("refuses put for a number that was not reserved", () => {
    const raw = RawPdf.parse(layOut(ONE_PAGE));
    expect(() => raw.put(2, { head: encode("<< >>") })).toThrow(/not reserved/);
    expect(() => raw.put(raw.fileSize, { head: encode("<< >>") })).toThrow(/not reserved/);
    expect(asText(raw.get(2)!.head)).toBe(ONE_PAGE[1]);
  });
});

describe("RawSet", () => {
  const encode = (source: string) => new TextEncoder().encode(source);

  it("numbers its own objects from 1, in the first segment", () => {
    const set = new RawSet();
    expect(set.segments).toHaveLength(1);
    expect(set.own.base).toBe(0);
    const n = set.own.add({ head: encode("<< >>") });
    expect(n).toBe(1);
    expect(set.of(n)).toBe(set.own);
  });

  it("gives each file a segment of numbers of its own", () => {
    const file = layOut([...ONE_PAGE, `<< /Length ${DATA.length} >>\nstream\n${DATA}\nendstream`]);
    const set = new RawSet([(base) => RawPdf.parse(file, base), (base) => RawPdf.parse(file, base)]);
    expect(set.segments.map((s) => s.base)).toEqual([0, 1 << SEGMENT_BITS, 2 << SEGMENT_BITS]);
    const second = set.segments[2]!;
    expect(set.of(second.base + 4)).toBe(second);
    expect(asText(streamBytes(set.of(second.base + 4).get(4)!.data!))).toBe(DATA);
    expect(() => set.of(3 << SEGMENT_BITS)).toThrow(RangeError);
  });

  it("refuses a file with more objects than a segment can number", () => {
    // A second subsection declares object 2^22 − 1 (free): the file numbers objects up to the segment's size.
    const big = asText(layOut(ONE_PAGE)).replace(
      "trailer",
      `${(1 << SEGMENT_BITS) - 1} 1\n0000000000 00001 f \ntrailer`,
    );
    const file = RawPdf.parse(latin1(big));
    expect(file.fileSize).toBe(1 << SEGMENT_BITS);
    expect(() => new RawSet([(base) => RawPdf.parse(latin1(big), base)])).toThrow(RawSyntaxError);
  });
});
