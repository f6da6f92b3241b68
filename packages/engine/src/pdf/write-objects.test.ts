// writePdf on pdf-lib documents mixed with the objects of a RawSet, both ways round, checked with qpdf (--check, its JSON
// dump of every object in the file), pdftotext and pdf-lib reading the result back; with and without object streams.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  StandardFonts,
} from "@cantoo/pdf-lib";
import type { PDFFont, PDFPage } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCount, pageTexts } from "../testing/pdf.ts";
import { FileData, RawPdf, RawSet } from "./read-objects.ts";
import { EXTERNAL_BASE, externalRef, measurePdf, numberOf, ownRefText, writePdf } from "./write-objects.ts";
import { writeSubset } from "./write-subset.ts";
import type { WriteOptions, WrittenObjects } from "./write-objects.ts";
import { layOutPdf as layOut } from "./lay-out.ts";
import { expectText } from "@courtready/contracts/testing";

const encode = (source: string): Uint8Array => new TextEncoder().encode(source);
const asText = (bytes: Uint8Array): string => Buffer.from(bytes).toString("latin1");

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "courtready-write-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** qpdf run on the bytes: exit status and output (both streams). */
function runQpdf(bytes: Uint8Array, args: string[]): { status: number | null; output: string } {
  const file = path.join(dir, "t.pdf");
  writeFileSync(file, bytes);
  const result = spawnSync("qpdf", [...args, file], { encoding: "utf8", maxBuffer: 1 << 26 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** One object of qpdf's JSON dump (version 2): a value, or a stream's dictionary. */
interface JsonObject {
  value?: unknown;
  stream?: { dict: Record<string, unknown> };
}

/**
 * Every object in the file's cross-reference data as qpdf reads it, by number, with the trailer; object streams and
 * the cross-reference stream left out (they are the container, not what was written into it). qpdf lists objects
 * no one refers to as well, and adds a null object for each reference to a number the file lacks.
 */
function fileObjects(bytes: Uint8Array): {
  objects: Map<number, JsonObject>;
  trailer: Record<string, unknown>;
} {
  const { status, output } = runQpdf(bytes, ["--json", "--json-key=qpdf", "--json-stream-data=none"]);
  expect(status, output).toBe(0);
  const dump = JSON.parse(output) as { qpdf: [unknown, Record<string, JsonObject>] };
  const objects = new Map<number, JsonObject>();
  let trailer: Record<string, unknown> = {};
  for (const [key, object] of Object.entries(dump.qpdf[1])) {
    if (key === "trailer") {
      trailer = object.value as Record<string, unknown>;
      continue;
    }
    const type = object.stream?.dict["/Type"];
    if (type === "/ObjStm" || type === "/XRef") {
      // A cross-reference stream is the trailer too.
      if (type === "/XRef") trailer = object.stream!.dict;
      continue;
    }
    objects.set(Number(/^obj:(\d+) 0 R$/.exec(key)![1]), object);
  }
  return { objects, trailer };
}

/** The file's bytes as text, followed by the decoded contents of its object streams (where objects are packed). */
function writtenText(bytes: Uint8Array): string {
  const { status, output } = runQpdf(bytes, ["--json", "--json-key=qpdf", "--json-stream-data=inline"]);
  expect(status, output).toBe(0);
  const dump = JSON.parse(output) as {
    qpdf: [unknown, Record<string, JsonObject & { stream?: { data?: string } }>];
  };
  const packed = Object.values(dump.qpdf[1])
    .filter((o) => o.stream?.dict["/Type"] === "/ObjStm")
    .map((o) => Buffer.from(o.stream!.data ?? "", "base64").toString("latin1"));
  return [asText(bytes), ...packed].join("\n");
}

/** The object numbers a JSON value refers to (qpdf writes a reference as the string "12 0 R"). */
function refsIn(value: unknown): number[] {
  if (typeof value === "string") {
    const match = /^(\d+) 0 R$/.exec(value);
    return match ? [Number(match[1])] : [];
  }
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(refsIn);
  return [];
}

/** The numbers reached from the trailer's /Root and /Info. */
function reachable(objects: Map<number, JsonObject>, trailer: Record<string, unknown>): Set<number> {
  const seen = new Set<number>();
  const queue = refsIn([trailer["/Root"], trailer["/Info"]]);
  while (queue.length) {
    const n = queue.pop()!;
    if (seen.has(n)) continue;
    seen.add(n);
    const object = objects.get(n);
    queue.push(...refsIn(object?.value ?? object?.stream?.dict));
  }
  return seen;
}

/** The document's trailer roots, as the binder gives them to writePdf. */
function trailerOf(doc: PDFDocument): { root: PDFRef; info?: PDFRef } {
  const { Root, Info } = doc.context.trailerInfo;
  if (!(Root instanceof PDFRef)) throw new Error("no catalog");
  return { root: Root, ...(Info instanceof PDFRef ? { info: Info } : {}) };
}

/** The reference of a pdf-lib document's page tree. */
function treeRef(doc: PDFDocument): PDFRef {
  const tree = doc.catalog.get(PDFName.of("Pages"));
  if (!(tree instanceof PDFRef)) throw new Error("pdf-lib's catalog has no page tree reference");
  return tree;
}

/** A pdf-lib document with one page of text. */
async function ownDocument(words: string): Promise<{ doc: PDFDocument; font: PDFFont; page: PDFPage }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle("Write test");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText(words, { x: 72, y: 720, size: 18, font });
  return { doc, font, page };
}

const modes: [string, WriteOptions][] = [
  ["with object streams (the default)", {}],
  ["with a cross-reference table", { objectStreams: false }],
];

describe.each(modes)("writePdf %s", (_, options) => {
  it("writes a pdf-lib document that qpdf checks without a warning", async () => {
    const { doc } = await ownDocument("Only pdf-lib here");
    const bytes = await writePdf(doc, undefined, trailerOf(doc), options);
    const check = runQpdf(bytes, ["--check"]);
    expect(check.status, check.output).toBe(0);
    expect(pageTexts(bytes)[0]).toContain("Only pdf-lib here");
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Write test");
  });

  it("writes only what the roots reach, numbered 1..N with the catalog first", async () => {
    const { doc } = await ownDocument("Reachable");
    const raw = new RawSet();
    doc.context.register(doc.context.obj({ OwnUnreachable: true }));
    raw.own.add({ head: encode("<< /RawUnreachable true >>") });
    const kept = raw.own.add({ head: encode("<< /RawReachable true >>") });
    doc.catalog.set(PDFName.of("Extra"), externalRef(kept));
    const bytes = await writePdf(doc, raw, trailerOf(doc), options);

    const { objects, trailer } = fileObjects(bytes);
    const numbers = [...objects.keys()].sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect([...reachable(objects, trailer)].sort((a, b) => a - b)).toEqual(numbers);
    expect(trailer["/Root"]).toBe("1 0 R");
    const dump = JSON.stringify([...objects.values()]);
    expectText(dump, { has: ["/RawReachable"], lacks: ["/RawUnreachable", "/OwnUnreachable"] });
  });

  it("writes a reference to an object that does not exist as null", async () => {
    const { doc } = await ownDocument("Missing");
    const raw = new RawSet();
    const dangling = raw.own.add({
      head: encode(`<< /RawToRaw 555 0 R /RawToOwn ${ownRefText(PDFRef.of(99_999))} >>`),
    });
    doc.catalog.set(PDFName.of("OwnToOwn"), PDFRef.of(99_998));
    doc.catalog.set(PDFName.of("OwnToRaw"), externalRef(777));
    doc.catalog.set(PDFName.of("Dangling"), externalRef(dangling));
    const bytes = await writePdf(doc, raw, trailerOf(doc), options);

    const check = runQpdf(bytes, ["--check"]);
    expect(check.status, check.output).toBe(0);
    // qpdf adds a null object for each number referred to but absent: there must be none.
    const { objects } = fileObjects(bytes);
    expect([...objects.values()].filter((o) => o.value === null)).toEqual([]);
    // qpdf and pdf-lib both drop null entries when they read a dictionary: look at the bytes themselves.
    const written = writtenText(bytes);
    expect(written).toMatch(/\/OwnToOwn null/);
    expect(written).toMatch(/\/OwnToRaw null/);
    expect(written).toMatch(/\/RawToRaw null \/RawToOwn null/);
  });

  it("copies a raw stream's data byte for byte", async () => {
    const { doc } = await ownDocument("Data");
    const raw = new RawSet();
    // Every byte value, and a fake end of stream inside: copied, not parsed.
    const data = new Uint8Array([
      ...Array.from({ length: 256 }, (_, i) => i),
      ...encode("\nendstream\nendobj\n"),
    ]);
    const blob = raw.own.add({ head: encode(`<< /Length ${data.length} >>`), data });
    doc.catalog.set(PDFName.of("Blob"), externalRef(blob));
    const bytes = await writePdf(doc, raw, trailerOf(doc), options);

    const check = runQpdf(bytes, ["--check"]);
    expect(check.status, check.output).toBe(0);
    const buffer = Buffer.from(bytes);
    const at = buffer.indexOf(data);
    expect(at).toBeGreaterThan(0);
    expect(asText(bytes.subarray(at - 7, at))).toBe("stream\n");
    expect(asText(bytes.subarray(at + data.length, at + data.length + 10))).toBe("\nendstream");
  });

  it("writes a raw page that refers back to the pdf-lib page tree and font", async () => {
    const { doc, font, page } = await ownDocument("Own page");
    const raw = new RawSet();
    const tree = treeRef(doc);
    const operators = deflateSync("BT /F1 24 Tf 72 700 Td (Raw page) Tj ET");
    const contents = raw.own.add({
      head: encode(`<< /Filter /FlateDecode /Length ${operators.length} >>`),
      data: operators,
    });
    const rawPage = raw.own.add({
      head: encode(
        `<< /Type /Page /Parent ${ownRefText(tree)} /MediaBox [ 0 0 612 792 ] ` +
          `/Resources << /Font << /F1 ${ownRefText(font.ref)} >> >> /Contents ${contents} 0 R >>`,
      ),
    });
    const pages = doc.catalog.Pages();
    pages.set(PDFName.of("Kids"), doc.context.obj([page.ref, externalRef(rawPage)]));
    pages.set(PDFName.of("Count"), PDFNumber.of(2));
    const bytes = await writePdf(doc, raw, trailerOf(doc), options);

    const check = runQpdf(bytes, ["--check"]);
    expect(check.status, check.output).toBe(0);
    expect(pageCount(bytes)).toBe(2);
    const texts = pageTexts(bytes);
    expect(texts[0]).toContain("Own page");
    expect(texts[1]).toContain("Raw page");
    expect(Buffer.from(bytes).indexOf(operators)).toBeGreaterThan(0);

    const written = await PDFDocument.load(bytes);
    const [first, second] = written.getPages();
    expect(second!.node.get(PDFName.of("Parent"))).toBe(written.catalog.get(PDFName.of("Pages")));
    // Both pages name the one font object, written once.
    const fontOf = (p: PDFPage) =>
      p.node.Resources()!.lookup(PDFName.of("Font"), PDFDict).entries()[0]![1] as PDFRef;
    expect(fontOf(second!)).toBe(fontOf(first!));
    const fontDict = written.context.lookup(fontOf(second!), PDFDict);
    expect(fontDict.get(PDFName.of("BaseFont"))?.toString()).toBe("/Helvetica");
    const kids = written.catalog.Pages().lookup(PDFName.of("Kids"), PDFArray);
    expect(kids.size()).toBe(2);
  });

  it("writes a file segment's objects, which refer to each other by the file's own numbers", async () => {
    const { doc } = await ownDocument("Segment");
    const blob = "file stream data";
    const file = layOut([
      "<< /Mark /Outer /Next 2 0 R >>",
      "<< /Mark /Inner /Back 1 0 R /Blob 3 0 R >>",
      `<< /Length ${blob.length} >>\nstream\n${blob}\nendstream`,
    ]);
    const raw = new RawSet([(base) => RawPdf.parse(file, base)]);
    const base = raw.segments[1]!.base;
    // Objects made for the set name a file's objects by the set's numbers.
    const mine = raw.own.add({ head: encode(`<< /Mark /Mine /Inner ${base + 2} 0 R >>`) });
    doc.catalog.set(PDFName.of("Outer"), externalRef(base + 1));
    doc.catalog.set(PDFName.of("Mine"), externalRef(mine));
    const bytes = await writePdf(doc, raw, trailerOf(doc), options);

    const check = runQpdf(bytes, ["--check"]);
    expect(check.status, check.output).toBe(0);
    const written = await PDFDocument.load(bytes);
    const outerRef = written.catalog.get(PDFName.of("Outer"));
    const outer = written.catalog.lookup(PDFName.of("Outer"), PDFDict);
    const inner = outer.lookup(PDFName.of("Next"), PDFDict);
    expect(outer.get(PDFName.of("Mark"))?.toString()).toBe("/Outer");
    expect(inner.get(PDFName.of("Mark"))?.toString()).toBe("/Inner");
    expect(inner.get(PDFName.of("Back"))).toBe(outerRef);
    const mineDict = written.catalog.lookup(PDFName.of("Mine"), PDFDict);
    expect(mineDict.get(PDFName.of("Inner"))).toBe(outer.get(PDFName.of("Next")));
    const stream = written.context.lookup(inner.get(PDFName.of("Blob")));
    expect(stream).toBeInstanceOf(PDFRawStream);
    expect(asText((stream as PDFRawStream).getContents())).toBe(blob);
  });

  it("writes the same bytes twice, and the same with a cache of serialised objects", async () => {
    const { doc } = await ownDocument("Twice");
    const raw = new RawSet();
    const note = raw.own.add({ head: encode(`<< /Own ${ownRefText(treeRef(doc))} >>`) });
    doc.catalog.set(PDFName.of("Note"), externalRef(note));
    const first = await writePdf(doc, raw, trailerOf(doc), options);
    const second = await writePdf(doc, raw, trailerOf(doc), options);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const cache: WriteOptions["cache"] = new Map();
    const cached = await writePdf(doc, raw, trailerOf(doc), { ...options, cache });
    const again = await writePdf(doc, raw, trailerOf(doc), { ...options, cache });
    expect(cache.size).toBeGreaterThan(0);
    expect(Buffer.from(cached).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });
});

describe.each(modes)("measurePdf %s", (_, options) => {
  it("gives the size writePdf writes and the same kept objects, without reading any stream data", async () => {
    const { doc } = await ownDocument("Weighed");
    // A picture's data still in its file (read-objects.ts FileData): every read of it is counted.
    const length = 300_000;
    let reads = 0;
    const source = {
      size: length,
      byPosition: true,
      read: (offset: number, n: number) => {
        reads++;
        return new Uint8Array(n).fill(0x41 + (offset % 26));
      },
      readInto: (_offset: number, target: Uint8Array) => {
        reads++;
        target.fill(0x41);
      },
    };
    const raw = new RawSet();
    const picture = raw.own.add({
      head: encode(`<< /Length ${length} /Own ${ownRefText(treeRef(doc))} >>`),
      data: new FileData(source, 0, length),
    });
    doc.catalog.set(PDFName.of("Picture"), externalRef(picture));
    const measuredKeep: WrittenObjects = { bodies: [], data: [], refs: [], numbers: new Map() };
    const size = await measurePdf(doc, raw, trailerOf(doc), { ...options, keep: measuredKeep });
    expect(reads).toBe(0);
    const writtenKeep: WrittenObjects = { bodies: [], data: [], refs: [], numbers: new Map() };
    const bytes = await writePdf(doc, raw, trailerOf(doc), { ...options, keep: writtenKeep });
    expect(reads).toBeGreaterThan(0);
    expect(size).toBe(bytes.byteLength);
    expect(size).toBeGreaterThan(length);
    expect(measuredKeep.refs).toEqual(writtenKeep.refs);
    expect([...measuredKeep.numbers]).toEqual([...writtenKeep.numbers]);
    expect(measuredKeep.bodies.map((b) => asText(b))).toEqual(writtenKeep.bodies.map((b) => asText(b)));
    expect(measuredKeep.data.map((d) => d?.length)).toEqual(writtenKeep.data.map((d) => d?.length));
  });
});

describe("writePdf without a RawSet", () => {
  it("rejects a document that refers to raw objects", async () => {
    const { doc } = await ownDocument("No raw");
    doc.catalog.set(PDFName.of("Extra"), externalRef(1));
    await expect(writePdf(doc, undefined, trailerOf(doc))).rejects.toThrow(/raw PDF/);
  });

  it("numbers external references from EXTERNAL_BASE on, both ways", () => {
    expect(externalRef(7).objectNumber).toBe(EXTERNAL_BASE + 7);
    expect(ownRefText(PDFRef.of(12))).toBe(`${EXTERNAL_BASE + 12} 0 R`);
  });
});

describe("writeSubset", () => {
  /** A written PDF of three raw pages sharing one font, each with its own text, kept for subsets. */
  async function writtenThreePages(options: WriteOptions) {
    const { doc, font } = await ownDocument("Cover");
    const raw = new RawSet();
    const tree = treeRef(doc);
    const pages = ["Alpha", "Bravo", "Charlie"].map((word) => {
      const operators = encode(`BT /F1 24 Tf 72 700 Td (${word}) Tj ET`);
      const contents = raw.own.add({ head: encode(`<< /Length ${operators.length} >>`), data: operators });
      return raw.own.add({
        head: encode(
          `<< /Type /Page /Parent ${ownRefText(tree)} /MediaBox [ 0 0 612 792 ] ` +
            `/Resources << /Font << /F1 ${ownRefText(font.ref)} >> >> /Contents ${contents} 0 R >>`,
        ),
      });
    });
    const treeDict = doc.catalog.Pages();
    treeDict.set(PDFName.of("Kids"), doc.context.obj([doc.getPage(0).ref, ...pages.map(externalRef)]));
    treeDict.set(PDFName.of("Count"), PDFNumber.of(4));
    const keep: WrittenObjects = { bodies: [], data: [], refs: [], numbers: new Map() };
    const whole = await writePdf(doc, raw, trailerOf(doc), { ...options, keep });
    const number = (ref: PDFRef) => numberOf(keep, ref)!;
    return { whole, keep, pages: pages.map((p) => number(externalRef(p))), tree: number(tree) };
  }

  it.each(modes)(
    "gives the chosen pages, in order, with what they use, from a PDF written %s",
    async (_, options) => {
      const { whole, keep, pages, tree } = await writtenThreePages(options);
      expect(pageTexts(whole).map((t) => t.trim())).toEqual(["Cover", "Alpha", "Bravo", "Charlie"]);
      const part = writeSubset(keep, [pages[2]!, pages[0]!], tree, "<< /Title (Part) >>");
      const check = runQpdf(part, ["--check"]);
      expect(check.status, check.output).toBe(0);
      expect(pageTexts(part).map((t) => t.trim())).toEqual(["Charlie", "Alpha"]);
      // Only what the two pages use: no cover page, no other page's content.
      expect(asText(part)).not.toContain("Bravo");
      expect(asText(part)).not.toContain("(Cover)");
      const read = await PDFDocument.load(part);
      expect(read.getTitle()).toBe("Part");
      expect(read.getPages().map((p) => p.node.get(PDFName.of("Parent")))).toEqual([
        read.catalog.get(PDFName.of("Pages")),
        read.catalog.get(PDFName.of("Pages")),
      ]);
    },
  );

  it("refuses pages whose objects lead back to the whole PDF's page tree", async () => {
    const { keep, pages, tree } = await writtenThreePages({});
    // The first page (as if) using the second, which is not chosen: its /Parent is the whole PDF's tree, and only a
    // chosen page's /Parent is left behind.
    keep.refs[pages[0]! - 1] = [...keep.refs[pages[0]! - 1]!, pages[1]!];
    expect(() => writeSubset(keep, [pages[0]!], tree, "<< >>")).toThrow(/page tree/);
    expect(() => writeSubset(keep, [pages[0]!, pages[1]!], tree, "<< >>")).not.toThrow();
  });
});
