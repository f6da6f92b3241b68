// RawPdf.open reading a file by position (issue 40): the same objects as reading it whole, a large stream's data
// left in the file until it is copied, heads larger than one read, damage still refused, and a file removed from
// its folder after opening still read.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sink } from "./byte-sink.ts";
import { FileData, RawPdf, streamBytes } from "./read-objects.ts";
import { RawSyntaxError } from "./tokenizer.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "courtready-raw-position-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Objects laid out as qpdf writes them (object i + 1 is `objects[i]`, a stream given as [dict, data]). */
function layOut(objects: (string | [string, Uint8Array])[], lengths?: (real: number) => number): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n", "latin1")];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    parts.push(b);
    size += b.length;
  };
  objects.forEach((o, i) => {
    offsets.push(size);
    if (typeof o === "string") push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, "latin1"));
    else {
      const length = lengths ? lengths(o[1].length) : o[1].length;
      push(Buffer.from(`${i + 1} 0 obj\n<< ${o[0]} /Length ${length} >>\nstream\n`, "latin1"));
      push(Buffer.from(o[1]));
      push(Buffer.from("\nendstream\nendobj\n", "latin1"));
    }
  });
  const xref = size;
  let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) table += `${String(offset).padStart(10, "0")} 00000 n \n`;
  push(
    Buffer.from(
      `${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

const big = new Uint8Array(randomBytes(300_000));
const small = new Uint8Array(Buffer.from("q 1 0 0 1 0 0 cm Q", "latin1"));
/** A head longer than one read of the file: a page tree's /Kids of thousands of pages is one. */
const longArray = `[ ${Array.from({ length: 30_000 }, (_, i) => i).join(" ")} ]`;
const OBJECTS: (string | [string, Uint8Array])[] = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 612 792 ] /Contents 4 0 R /Resources << /XObject << /I 5 0 R >> >> >>",
  ["", small],
  ["/Type /XObject /Subtype /Image /Width 100 /Height 1000 /BitsPerComponent 8 /ColorSpace /DeviceGray", big],
  longArray,
  [`/Long ${longArray}`, big.subarray(0, 100_000)],
];

function written(name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe("RawPdf.open by position", () => {
  it("reads every object as reading the whole file does, leaving only large stream data in the file", () => {
    const bytes = layOut(OBJECTS);
    const whole = RawPdf.parse(bytes);
    const byPosition = RawPdf.open(written("same.pdf", bytes), 0, 0);
    expect(byPosition.pages()).toEqual(whole.pages());
    for (let n = 1; n <= OBJECTS.length; n++) {
      const a = whole.get(n)!;
      const b = byPosition.get(n)!;
      expect(Buffer.from(b.head).equals(Buffer.from(a.head))).toBe(true);
      expect(b.data === undefined).toBe(a.data === undefined);
      if (a.data && b.data) {
        expect(Buffer.from(streamBytes(b.data)).equals(Buffer.from(streamBytes(a.data)))).toBe(true);
        expect(b.data.length).toBe(a.data.length);
      }
    }
    expect(byPosition.get(4)!.data).toBeInstanceOf(Uint8Array);
    expect(byPosition.get(5)!.data).toBeInstanceOf(FileData);
    expect(byPosition.get(7)!.data).toBeInstanceOf(FileData);
    // Read whole (below the size given), nothing is left in the file.
    expect(RawPdf.open(written("small.pdf", bytes)).get(5)!.data).toBeInstanceOf(Uint8Array);
  });

  it("copies data left in the file straight into a writer's buffer", () => {
    const raw = RawPdf.open(written("copy.pdf", layOut(OBJECTS)), 0, 0);
    const sink = new Sink(16);
    sink.ascii("<");
    sink.bytes(raw.get(5)!.data!);
    sink.ascii(">");
    const out = sink.done();
    expect(out.length).toBe(big.length + 2);
    expect(Buffer.from(out.subarray(1, -1)).equals(Buffer.from(big))).toBe(true);
    expect(out.at(-1)).toBe(">".charCodeAt(0));
  });

  it("still reads a file removed from its folder after it was opened", () => {
    const file = written("removed.pdf", layOut(OBJECTS));
    const raw = RawPdf.open(file, 0, 0);
    unlinkSync(file);
    expect(Buffer.from(streamBytes(raw.get(5)!.data!)).equals(Buffer.from(big))).toBe(true);
  });

  it.each([
    ["too long", (n: number) => n + 7],
    ["too short", (n: number) => n - 7],
  ])("refuses a large stream whose /Length is %s", (_, lengths) => {
    const raw = RawPdf.open(written("wrong.pdf", layOut(OBJECTS, lengths)), 0, 0);
    expect(() => raw.get(5)).toThrow(RawSyntaxError);
  });
});
