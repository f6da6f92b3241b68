// readCatalogFacts on PDFs made here (object streams or not, incremental updates, hybrid files, hostile and
// damaged files), and on every PDF of the shared corpus, each non-null answer checked against qpdf's own reading.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName } from "@cantoo/pdf-lib";
import type { PDFRef } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { CORPUS_DIR, corpusBytes } from "../testing/corpus.ts";
import { readCatalogFacts } from "./read-catalog.ts";
import type { CatalogFacts } from "./read-catalog.ts";
import type { PdfDict, PdfJson, QpdfJsonDocument } from "./qpdf-json.ts";

const latin1 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, "latin1"));
const text = (bytes: Uint8Array): string => Buffer.from(bytes).toString("latin1");

// --- qpdf's reading, the reference ---------------------------------------------------------------------------

/** What qpdf's object dump says about the same things; "unreadable" when qpdf cannot open the file (exit 2). */
function qpdfFacts(file: string): CatalogFacts | "unreadable" {
  let json: string;
  try {
    json = execFileSync("qpdf", ["--password=", "--json-output", "--json-stream-data=none", file, "-"], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    // Exit 3 is "succeeded with warnings"; the dump is on stdout all the same.
    const failed = error as { status?: number; stdout?: string };
    if (failed.status === 3 && failed.stdout) json = failed.stdout;
    else if (failed.status === 2) return "unreadable";
    else throw error;
  }
  const objects = (JSON.parse(json) as QpdfJsonDocument).qpdf[1];
  const resolve = (value: PdfJson | undefined): PdfJson | undefined => {
    if (typeof value !== "string" || !/^\d+ \d+ R$/.test(value)) return value;
    const object = objects[`obj:${value}`];
    return object?.stream ? object.stream.dict : object?.value;
  };
  const dict = (value: PdfJson | undefined): PdfDict => {
    const resolved = resolve(value);
    return typeof resolved === "object" && resolved !== null && !Array.isArray(resolved) ? resolved : {};
  };
  const trailer = dict(objects.trailer?.value);
  const catalog = dict(trailer["/Root"]);
  const names = dict(catalog["/Names"]);
  const count = resolve(dict(catalog["/Pages"])["/Count"]);
  return {
    encrypted: "/Encrypt" in trailer,
    acroForm: "/AcroForm" in catalog,
    attachments: "/EmbeddedFiles" in names || "/Collection" in catalog,
    pageCount: typeof count === "number" ? count : -1,
  };
}

const scratch = mkdtempSync(path.join(tmpdir(), "pdf-catalog-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let scratchFiles = 0;

/** qpdfFacts of bytes made in a test. */
function qpdfFactsOf(bytes: Uint8Array): CatalogFacts | "unreadable" {
  const file = path.join(scratch, `${++scratchFiles}.pdf`);
  writeFileSync(file, bytes);
  return qpdfFacts(file);
}

/** The facts, which must be non-null and what qpdf reads too. */
function factsAgreeingWithQpdf(bytes: Uint8Array): CatalogFacts {
  const facts = readCatalogFacts(bytes);
  expect(facts).not.toBeNull();
  expect(facts).toEqual(qpdfFactsOf(bytes));
  return facts as CatalogFacts;
}

// --- Building files --------------------------------------------------------------------------------------------

/** The offset after the last `startxref` of a file. */
function lastStartxref(bytes: Uint8Array): number {
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text(bytes.subarray(-100)));
  if (!match?.[1]) throw new Error("no startxref");
  return Number(match[1]);
}

/**
 * Appends objects and cross-reference sections to a PDF (or starts one): enough to write incremental updates,
 * hybrid files and hostile structures by hand.
 */
class PdfWriter {
  private readonly chunks: Uint8Array[] = [];
  length = 0;
  /** Offset of the newest cross-reference section (the /Prev for the next one). */
  lastXref: number | undefined;
  /** Objects written since the last section: number → offset. */
  private pending = new Map<number, number>();

  constructor(base?: Uint8Array) {
    this.append(base ?? latin1("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"));
    if (base) {
      this.append("\n");
      this.lastXref = lastStartxref(base);
    }
  }

  append(part: string | Uint8Array): number {
    const bytes = typeof part === "string" ? latin1(part) : part;
    const offset = this.length;
    this.chunks.push(bytes);
    this.length += bytes.length;
    return offset;
  }

  object(num: number, body: string): this {
    this.pending.set(num, this.append(`${num} 0 obj\n${body}\nendobj\n`));
    return this;
  }

  /** A stream object; `length` is what /Length says (the data's length unless given, e.g. "94 0 R"). */
  stream(num: number, dict: string, data: Uint8Array, length = String(data.length)): this {
    this.pending.set(num, this.append(`${num} 0 obj\n<< ${dict} /Length ${length} >>\nstream\n`));
    this.append(data);
    this.append("\nendstream\nendobj\n");
    return this;
  }

  /** An object stream holding `objects` (number → body), Flate-compressed. */
  objectStream(num: number, objects: Record<number, string>, length?: string): this {
    const { dict, data } = objectStreamParts(objects);
    return this.stream(num, dict, data, length);
  }

  /** A classic xref section for the pending objects plus `extra` entries, then trailer, startxref and %%EOF. */
  xrefTable(trailer: string, extra: [number, string][] = []): number {
    const offset = this.append("xref\n");
    const entries: [number, string][] = [
      ...[...this.pending].map(([num, at]): [number, string] => [
        num,
        `${String(at).padStart(10, "0")} 00000 n`,
      ]),
      ...extra,
    ];
    if (this.lastXref === undefined) entries.unshift([0, "0000000000 65535 f"]);
    for (const [num, entry] of entries) this.append(`${num} 1\n${entry} \n`);
    this.append(`trailer\n<< ${trailer} >>\nstartxref\n${offset}\n%%EOF\n`);
    this.pending = new Map();
    this.lastXref = offset;
    return offset;
  }

  /**
   * A cross-reference stream (object `num`) for the pending objects plus `compressed` ones ([number, object stream,
   * index]), with `trailer` keys; `predictor` encodes the rows with the PNG Up predictor.
   */
  xrefStream(
    num: number,
    trailer: string,
    options: { compressed?: [number, number, number][]; predictor?: boolean; startxref?: boolean } = {},
  ): number {
    const rows: [number, number[]][] = [...this.pending].map(([n, at]) => [n, [1, ...be(at, 4), 0]]);
    for (const [n, stream, index] of options.compressed ?? []) rows.push([n, [2, ...be(stream, 4), index]]);
    const offset = this.length;
    rows.push([num, [1, ...be(offset, 4), 0]]);
    rows.sort((a, b) => a[0] - b[0]);
    const index = rows.map(([n]) => `${n} 1`).join(" ");
    let previous = [0, 0, 0, 0, 0, 0];
    const data: number[] = [];
    for (const [, row] of rows) {
      if (options.predictor) data.push(2, ...row.map((b, i) => (b - (previous[i] ?? 0)) & 0xff));
      else data.push(...row);
      previous = row;
    }
    const parms = options.predictor ? "/DecodeParms << /Predictor 12 /Columns 6 >>" : "";
    this.pending = new Map();
    this.stream(
      num,
      `/Type /XRef /W [1 4 1] /Index [${index}] /Filter /FlateDecode ${parms} ${trailer}`,
      deflateSync(new Uint8Array(data)),
    );
    if (options.startxref !== false) this.append(`startxref\n${offset}\n%%EOF\n`);
    this.lastXref = offset;
    return offset;
  }

  bytes(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

/** The dictionary entries (but /Length) and the compressed data of an object stream holding `objects`. */
function objectStreamParts(objects: Record<number, string>): { dict: string; data: Uint8Array } {
  let header = "";
  let body = "";
  for (const [n, value] of Object.entries(objects)) {
    header += `${n} ${body.length} `;
    body += `${value}\n`;
  }
  const count = Object.keys(objects).length;
  return {
    dict: `/Type /ObjStm /N ${count} /First ${header.length} /Filter /FlateDecode`,
    data: deflateSync(latin1(header + body)),
  };
}

/** Big-endian bytes of `value`. */
function be(value: number, width: number): number[] {
  return Array.from({ length: width }, (_, i) => Math.floor(value / 256 ** (width - 1 - i)) & 0xff);
}

interface Made {
  bytes: Uint8Array;
  /** "2 0 R" */
  root: string;
  pages: string;
}

/** A document made with pdf-lib, saved with or without object streams. */
async function made(
  useObjectStreams: boolean,
  setup: (doc: PDFDocument) => Promise<void> | void = () => {},
  pageCount = 3,
): Promise<Made> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pageCount; i++) doc.addPage([300, 400]);
  await setup(doc);
  const root = (doc.context.trailerInfo.Root as PDFRef).toString();
  const pages = (doc.catalog.get(PDFName.of("Pages")) as PDFRef).toString();
  return { bytes: await doc.save({ useObjectStreams }), root, pages };
}

/** The object number of "N 0 R". */
const num = (ref: string): number => Number(ref.split(" ")[0]);

const PLAIN: CatalogFacts = { encrypted: false, acroForm: false, attachments: false, pageCount: 3 };

// --- Files made with pdf-lib ---------------------------------------------------------------------------------

describe.each([
  { useObjectStreams: true, label: "with object streams" },
  { useObjectStreams: false, label: "with a classic xref table" },
])("readCatalogFacts on pdf-lib files $label", ({ useObjectStreams }) => {
  it("finds nothing in a plain file and counts its pages", async () => {
    const { bytes } = await made(useObjectStreams);
    expect(factsAgreeingWithQpdf(bytes)).toEqual(PLAIN);
    expect(readCatalogFacts((await made(useObjectStreams, () => {}, 1)).bytes)?.pageCount).toBe(1);
  });

  it("sees an attachment", async () => {
    const { bytes } = await made(useObjectStreams, (doc) =>
      doc.attach(latin1("evidence"), "note.txt", { mimeType: "text/plain" }),
    );
    expect(factsAgreeingWithQpdf(bytes)).toEqual({ ...PLAIN, attachments: true });
  });

  it("sees a form", async () => {
    const { bytes } = await made(useObjectStreams, (doc) => {
      const field = doc.getForm().createTextField("name");
      field.setText("Jane");
      field.addToPage(doc.getPage(0), { x: 10, y: 10, width: 100, height: 20 });
    });
    expect(factsAgreeingWithQpdf(bytes)).toEqual({ ...PLAIN, acroForm: true });
  });

  it("sees encryption", async () => {
    const { bytes } = await made(useObjectStreams, (doc) =>
      doc.encrypt({ userPassword: "", ownerPassword: "o" }),
    );
    const facts = readCatalogFacts(bytes);
    // pdf-lib keeps the catalog out of object streams when it encrypts; a compressed one would give null.
    expect(facts).toEqual({ ...PLAIN, encrypted: true });
    expect(qpdfFactsOf(bytes)).toEqual(facts);
  });
});

// --- Incremental updates and hybrid files ----------------------------------------------------------------------

describe("readCatalogFacts on incremental updates", () => {
  it("takes the newest catalog: an update adding /AcroForm to a classic file", async () => {
    const base = await made(false);
    expect(readCatalogFacts(base.bytes)).toEqual(PLAIN);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} /AcroForm << /Fields [] >> >>`);
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`);
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, acroForm: true });
  });

  it("takes the newest catalog: a classic update over a file with object streams", async () => {
    const base = await made(true);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} /Collection << /View /T >> >>`);
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`);
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, attachments: true });
  });

  it.each([false, true])(
    "reads an update's xref stream (PNG Up predictor: %s) and a compressed catalog",
    async (predictor) => {
      const base = await made(true);
      const w = new PdfWriter(base.bytes);
      w.object(90, "<< /EmbeddedFiles << /Names [] >> >>");
      w.objectStream(91, { [num(base.root)]: `<< /Type /Catalog /Pages ${base.pages} /Names 90 0 R >>` });
      w.xrefStream(92, `/Size 100 /Root ${base.root} /Prev ${w.lastXref}`, {
        compressed: [[num(base.root), 91, 0]],
        predictor,
      });
      expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, attachments: true });
    },
  );

  it("reads a hybrid file: the /XRefStm entry beats the table's free entry for the same object", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    const prev = w.lastXref;
    // The compressed catalog and its object stream, listed by a stream that only /XRefStm points to.
    w.objectStream(91, { [num(base.root)]: `<< /Type /Catalog /Pages ${base.pages} /AcroForm 93 0 R >>` });
    w.object(93, "<< /Fields [] >>");
    const stm = w.xrefStream(92, "/Size 100", { compressed: [[num(base.root), 91, 0]], startxref: false });
    // The table of the same update lists the catalog as free, as hybrid files do for compressed objects.
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${prev} /XRefStm ${stm}`, [
      [num(base.root), "0000000000 00001 f"],
    ]);
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, acroForm: true });
  });

  it("resolves an indirect /Length of an object stream", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    const catalog = `<< /Type /Catalog /Pages ${base.pages} /AcroForm << /Fields [] >> >>`;
    const { data } = objectStreamParts({ [num(base.root)]: catalog });
    w.object(94, String(data.length));
    w.objectStream(91, { [num(base.root)]: catalog }, "94 0 R");
    w.xrefStream(92, `/Size 100 /Root ${base.root} /Prev ${w.lastXref}`, {
      compressed: [[num(base.root), 91, 0]],
    });
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, acroForm: true });
  });

  it("reads xref tables whose entries end in a bare \\n or \\r\\n (a common slip)", async () => {
    const { bytes } = await made(false);
    for (const end of ["\n", "\r\n", " \r"]) {
      // Only the table's own length changes: startxref still points at "xref".
      const slipped = text(bytes).replace(/(\d{10} \d{5} [fn]) \n/g, `$1${end}`);
      expect(factsAgreeingWithQpdf(latin1(slipped))).toEqual(PLAIN);
    }
  });

  it("compares names after decoding #xx escapes: /Acro#46orm is /AcroForm", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} /Acro#46orm << /Fields [] >> >>`);
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`);
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, acroForm: true });
  });

  it("says encrypted from the newest trailer, and null when the catalog is in an encrypted object stream", async () => {
    const classic = await made(false);
    const w = new PdfWriter(classic.bytes);
    w.object(95, "<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>");
    w.xrefTable(`/Size 100 /Root ${classic.root} /Encrypt 95 0 R /Prev ${w.lastXref}`);
    expect(readCatalogFacts(w.bytes())).toEqual({ ...PLAIN, encrypted: true });

    // pdf-lib never compresses a catalog; this update puts one in an object stream (which would be encrypted).
    const base = await made(true);
    const v = new PdfWriter(base.bytes);
    v.object(95, "<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>");
    v.objectStream(91, { [num(base.root)]: `<< /Type /Catalog /Pages ${base.pages} >>` });
    v.xrefStream(92, `/Size 100 /Root ${base.root} /Encrypt 95 0 R /Prev ${v.lastXref}`, {
      compressed: [[num(base.root), 91, 0]],
    });
    expect(readCatalogFacts(v.bytes())).toBeNull();
  });

  it("returns null for an update that deletes the catalog", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    w.object(96, "<< >>");
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`, [[num(base.root), "0000000000 00001 f"]]);
    expect(readCatalogFacts(w.bytes())).toBeNull();
  });

  it("returns null, without looping, when /Prev points at its own section", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} >>`);
    const self = w.length;
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${self}`);
    expect(readCatalogFacts(w.bytes())).toBeNull();
  });

  it("returns null, without looping, when two sections point at each other", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} >>`);
    // The first update's /Prev is patched below to point at the second update.
    const first = w.xrefTable(`/Size 100 /Root ${base.root} /Prev 0000000000`);
    w.object(97, "<< >>");
    const second = w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${first}`);
    const bytes = text(w.bytes()).replace("/Prev 0000000000", `/Prev ${String(second).padStart(10, "0")}`);
    expect(readCatalogFacts(latin1(bytes))).toBeNull();
  });
});

// --- Damaged and hostile files -------------------------------------------------------------------------------

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

// --- The shared corpus ---------------------------------------------------------------------------------------

const CORPUS = readdirSync(path.join(CORPUS_DIR, "pdf"))
  .sort()
  .map((file) => ({ file, facts: readCatalogFacts(corpusBytes(`pdf/${file}`)) }));
const ANSWERED = CORPUS.filter((c) => c.facts !== null).length;

describe("readCatalogFacts on the corpus", () => {
  it.each(CORPUS.map((c) => c.file))("%s: does not throw; an answer is what qpdf reads", (file) => {
    const bytes = corpusBytes(`pdf/${file}`);
    let facts: CatalogFacts | null = null;
    expect(() => (facts = readCatalogFacts(bytes))).not.toThrow();
    if (facts === null) return;
    const reference = qpdfFacts(path.join(CORPUS_DIR, "pdf", file));
    // qpdf cannot open it (a password it was not given): what we say about it does not matter.
    if (reference === "unreadable") return;
    expect(facts).toEqual(reference);
  });

  it(`answers for ${ANSWERED} of ${CORPUS.length} corpus PDFs; the rest take the slow path`, () => {
    expect(ANSWERED).toBeGreaterThanOrEqual(45);
    // Ordinary files among them, by name, so that a regression shows which.
    const answered = new Set(CORPUS.filter((c) => c.facts !== null).map((c) => c.file));
    for (const file of [
      "tracemonkey.pdf",
      "freeculture.pdf",
      "hybrid-xref.pdf",
      "lin9.pdf",
      "autoprint.pdf",
    ]) {
      expect(answered.has(file), file).toBe(true);
    }
  });
});
