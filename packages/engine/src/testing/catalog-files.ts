// What the catalog reader's tests (pdf/read-catalog*.test.ts) are built from: qpdf's reading of a file, the
// reference every answer is checked against, and PDFs written object by object (PdfWriter) or made with pdf-lib.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName } from "../pdf/pdf-lib.ts";
import type { PDFRef } from "../pdf/pdf-lib.ts";
import { expect } from "vitest";
import { readCatalogFacts } from "../pdf/read-catalog.ts";
import type { CatalogFacts } from "../pdf/read-catalog.ts";
import type { PdfDict, PdfJson, QpdfJsonDocument } from "../pdf/qpdf-json.ts";

export const latin1 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, "latin1"));
export const text = (bytes: Uint8Array): string => Buffer.from(bytes).toString("latin1");

// --- qpdf's reading, the reference ---------------------------------------------------------------------------

/** What qpdf's object dump says about the same things; "unreadable" when qpdf cannot open the file (exit 2). */
export function qpdfFacts(file: string): CatalogFacts | "unreadable" {
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

/** qpdfFacts of bytes made in a test (written to a temporary folder of its own, removed again). */
export function qpdfFactsOf(bytes: Uint8Array): CatalogFacts | "unreadable" {
  const scratch = mkdtempSync(path.join(tmpdir(), "pdf-catalog-test-"));
  try {
    const file = path.join(scratch, "made.pdf");
    writeFileSync(file, bytes);
    return qpdfFacts(file);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The facts, which must be non-null and what qpdf reads too. */
export function factsAgreeingWithQpdf(bytes: Uint8Array): CatalogFacts {
  const facts = readCatalogFacts(bytes);
  expect(facts).not.toBeNull();
  expect(facts).toEqual(qpdfFactsOf(bytes));
  return facts as CatalogFacts;
}

// --- Building files --------------------------------------------------------------------------------------------

/** The offset after the last `startxref` of a file. */
export function lastStartxref(bytes: Uint8Array): number {
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text(bytes.subarray(-100)));
  if (!match?.[1]) throw new Error("no startxref");
  return Number(match[1]);
}

/**
 * Appends objects and cross-reference sections to a PDF (or starts one): enough to write incremental updates,
 * hybrid files and hostile structures by hand.
 */
export class PdfWriter {
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
export function objectStreamParts(objects: Record<number, string>): { dict: string; data: Uint8Array } {
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
export function be(value: number, width: number): number[] {
  return Array.from({ length: width }, (_, i) => Math.floor(value / 256 ** (width - 1 - i)) & 0xff);
}

export interface Made {
  bytes: Uint8Array;
  /** "2 0 R" */
  root: string;
  pages: string;
}

/** A document made with pdf-lib, saved with or without object streams. */
export async function made(
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
export const num = (ref: string): number => Number(ref.split(" ")[0]);

export const PLAIN: CatalogFacts = { encrypted: false, acroForm: false, attachments: false, pageCount: 3 };
