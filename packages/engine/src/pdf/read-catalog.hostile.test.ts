// readCatalogFacts on damaged and hostile files made here: it answers null (the slow path) rather than guess, and
// a non-null answer is what qpdf reads.
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  PLAIN,
  PdfWriter,
  factsAgreeingWithQpdf,
  lastStartxref,
  latin1,
  made,
  num,
  text,
} from "../testing/catalog-files.ts";
import { readCatalogFacts } from "./read-catalog.ts";

/** A file whose newest section is a hand-made xref stream with the given dictionary and rows. */
async function withXrefStream(dict: string, rows: Uint8Array): Promise<Uint8Array> {
  const base = await made(false);
  const w = new PdfWriter(base.bytes);
  const offset = w.length;
  w.stream(
    92,
    `/Type /XRef /Filter /FlateDecode /Root ${base.root} /Prev ${w.lastXref} ${dict}`,
    deflateSync(rows),
  );
  w.append(`startxref\n${offset}\n%%EOF\n`);
  return w.bytes();
}

/** A classic file whose catalog is replaced by `catalog` (given the page tree's reference) plus `objects`. */
async function withCatalog(catalog: (pages: string) => string, objects: Record<number, string> = {}) {
  const base = await made(false);
  const w = new PdfWriter(base.bytes);
  w.object(num(base.root), catalog(base.pages));
  for (const [n, body] of Object.entries(objects)) w.object(Number(n), body);
  w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`);
  return w.bytes();
}

/** Deterministic pseudo-random bytes. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe("readCatalogFacts on damaged files", () => {
  it("returns null for truncated files", async () => {
    for (const useObjectStreams of [false, true]) {
      const { bytes } = await made(useObjectStreams);
      for (const end of [bytes.length / 2, lastStartxref(bytes), bytes.length - 10, bytes.length - 7, 5, 0]) {
        expect(readCatalogFacts(bytes.subarray(0, end)), `${useObjectStreams} ${end}`).toBeNull();
      }
    }
  });

  it("returns null when startxref points to the wrong place", async () => {
    for (const useObjectStreams of [false, true]) {
      const { bytes } = await made(useObjectStreams);
      const offset = lastStartxref(bytes);
      for (const wrong of [offset + 1, offset - 3, 100, 0, bytes.length, 99_999_999]) {
        const moved = text(bytes).replace(/startxref\s+\d+\s+%%EOF\s*$/, `startxref\n${wrong}\n%%EOF\n`);
        expect(readCatalogFacts(latin1(moved)), `${useObjectStreams} ${wrong}`).toBeNull();
      }
    }
  });

  it("returns null for garbage", () => {
    const tail = latin1("\nstartxref\n9\n%%EOF\n");
    const samples = [
      new Uint8Array(0),
      latin1("%PDF-1.7"),
      latin1("hello, court"),
      noise(100_000, 1),
      new Uint8Array(Buffer.concat([latin1("%PDF-1.7\n"), noise(100_000, 2), tail])),
      new Uint8Array(Buffer.concat([latin1("%PDF-1.7\n"), latin1("1 0 obj\n".repeat(10_000)), tail])),
    ];
    for (const sample of samples) expect(readCatalogFacts(sample)).toBeNull();
  });

  it("returns null when bytes precede the header (qpdf then shifts every offset)", async () => {
    const { bytes } = await made(false);
    expect(readCatalogFacts(new Uint8Array(Buffer.concat([latin1("junk\n"), bytes])))).toBeNull();
  });

  it("returns null when startxref is further from the end than qpdf looks", async () => {
    const { bytes } = await made(false);
    expect(
      readCatalogFacts(new Uint8Array(Buffer.concat([bytes, latin1(`%${" ".repeat(1100)}\n`)]))),
    ).toBeNull();
  });
});

describe("readCatalogFacts on hostile files", () => {
  it("returns null for xref streams with absurd /W, /Size or /Index", async () => {
    const row = new Uint8Array([1, 0, 0, 0, 0, 0]);
    for (const dict of [
      "/W [1 100 1] /Size 1",
      "/W [1 4 1 0] /Size 1",
      "/W [-1 4 1] /Size 1",
      "/W [0 0 0] /Size 1",
      "/W [1 4 1] /Size 1000000000000",
      "/W [1 4 1] /Size 100 /Index [0 1000000000000000]",
      "/W [1 4 1] /Size 100 /Index [0 1 0 1]",
      "/W [1 4 1] /Size 100 /Index [0]",
      "/W [1 4 1] /Size 1 /DecodeParms << /Predictor 2 /Columns 6 >>",
    ]) {
      expect(readCatalogFacts(await withXrefStream(dict, row)), dict).toBeNull();
    }
  });

  it("returns null for a classic subsection claiming a billion entries", async () => {
    const { bytes } = await made(false);
    const huge = text(bytes).replace(/xref\n0 (\d+)\n/, "xref\n0 999999999\n");
    expect(readCatalogFacts(latin1(huge))).toBeNull();
  });

  it("returns null, without overflowing the stack, for deeply nested objects", async () => {
    const depth = 200_000;
    const arrays = await withCatalog(
      (pages) => `<< /Pages ${pages} /X ${"[".repeat(depth)}${"]".repeat(depth)} >>`,
    );
    expect(readCatalogFacts(arrays)).toBeNull();
    const dicts = await withCatalog(
      (pages) => `<< /Pages ${pages} /X ${"<< /A ".repeat(depth)}${">>".repeat(depth)} >>`,
    );
    expect(readCatalogFacts(dicts)).toBeNull();
  });

  it("returns null for objects that refer to themselves", async () => {
    expect(readCatalogFacts(await withCatalog(() => `<< /Pages 98 0 R >>`, { 98: "98 0 R" }))).toBeNull();
    expect(
      readCatalogFacts(
        await withCatalog(() => `<< /Pages 98 0 R >>`, { 98: "<< /Count 99 0 R >>", 99: "99 0 R" }),
      ),
    ).toBeNull();
    const base = await made(false);
    expect(readCatalogFacts(await withCatalog(() => `<< /Pages ${base.root} >>`))).toBeNull();

    // An object stream whose /Length is the object stream itself.
    const w = new PdfWriter(base.bytes);
    w.objectStream(91, { [num(base.root)]: `<< /Pages ${base.pages} >>` }, "91 0 R");
    w.xrefStream(92, `/Size 100 /Root ${base.root} /Prev ${w.lastXref}`, {
      compressed: [[num(base.root), 91, 0]],
    });
    expect(readCatalogFacts(w.bytes())).toBeNull();
  });

  it("returns null when an xref entry points at another object, or a /Length cannot be resolved", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    const at = w.length;
    w.object(97, `<< /Type /Catalog /Pages ${base.pages} >>`);
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`, [
      // The catalog's entry points at object 97.
      [num(base.root), `${String(at).padStart(10, "0")} 00000 n`],
    ]);
    expect(readCatalogFacts(w.bytes())).toBeNull();

    const v = new PdfWriter(base.bytes);
    v.objectStream(91, { [num(base.root)]: `<< /Pages ${base.pages} >>` }, "99 0 R");
    v.xrefStream(92, `/Size 100 /Root ${base.root} /Prev ${v.lastXref}`, {
      compressed: [[num(base.root), 91, 0]],
    });
    expect(readCatalogFacts(v.bytes())).toBeNull();

    // An xref stream is read before any object can be looked up, so its own /Length must be direct.
    const rows = deflateSync(new Uint8Array([1, 0, 0, 0, 0, 0]));
    const u = new PdfWriter(base.bytes);
    u.object(93, String(rows.length));
    const offset = u.length;
    u.stream(92, `/Type /XRef /W [1 4 1] /Size 1 /Filter /FlateDecode /Root ${base.root}`, rows, "93 0 R");
    u.append(`startxref\n${offset}\n%%EOF\n`);
    expect(readCatalogFacts(u.bytes())).toBeNull();
  });

  it("returns null for an object stream that inflates beyond the limit", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    const catalog = `${num(base.root)} 0 << /Pages ${base.pages} >>`;
    const bomb = deflateSync(Buffer.concat([latin1(catalog), new Uint8Array(32 << 20)]));
    w.stream(91, `/Type /ObjStm /N 1 /First ${`${num(base.root)} 0 `.length} /Filter /FlateDecode`, bomb);
    w.xrefStream(92, `/Size 100 /Root ${base.root} /Prev ${w.lastXref}`, {
      compressed: [[num(base.root), 91, 0]],
    });
    expect(readCatalogFacts(w.bytes())).toBeNull();
  });

  it("returns null where readers could disagree: a key twice, a null value, an unknown filter", async () => {
    expect(
      readCatalogFacts(
        await withCatalog((pages) => `<< /Pages ${pages} /AcroForm << >> /Acro#46orm null >>`),
      ),
    ).toBeNull();
    expect(readCatalogFacts(await withCatalog((pages) => `<< /Pages ${pages} /AcroForm null >>`))).toBeNull();
    expect(readCatalogFacts(await withCatalog((pages) => `<< /Pages ${pages} /Names null >>`))).toBeNull();
    expect(readCatalogFacts(await withCatalog((pages) => `<< /Pages ${pages} /Acro#4 << >> >>`))).toBeNull();
    expect(readCatalogFacts(await withCatalog((pages) => `<< /Pages ${pages} /Names 5 >>`))).toBeNull();
    expect(readCatalogFacts(await withCatalog((pages) => `<< /Pages ${pages} >> junk`))).toBeNull();
    const row = new Uint8Array([1, 0, 0, 0, 0, 0]);
    expect(readCatalogFacts(await withXrefStream("/W [1 4 1] /Size 1 /Filter /LZWDecode", row))).toBeNull();
  });

  it("reads a catalog that is unusual but unambiguous: comments, odd spacing, strings with parentheses", async () => {
    const bytes = await withCatalog(
      (pages) =>
        `<</Type/Catalog%comment >> /AcroForm\r/Pages ${pages}/Lang(en \\) (x) \\\\)/ID<00 ff>/PageMode/UseNone` +
        `/Names<</Dests 3 0 R/Embedded#46iles<</Names[]>>>>>>`,
    );
    expect(factsAgreeingWithQpdf(bytes)).toEqual({ ...PLAIN, attachments: true });
  });
});
