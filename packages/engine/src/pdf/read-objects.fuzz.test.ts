// Fuzzing the raw PDF reader and the tokenizer's strict mode under it (issue 26: it stays hand-written, see
// docs/decisions.md "Hand-written on purpose").
// It reads only what qpdf wrote, but a fault there must still end in RawSyntaxError (the build names the file)
// rather than a hang or a crash: damaged copies of qpdf's output for small corpus PDFs and PDFs made here are
// parsed, their page trees walked and every object read; nothing but RawSyntaxError is thrown, nothing hangs (the
// test's timeout), and every object read is a slice of the file, never larger.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../testing/corpus.ts";
import { makePdf } from "../testing/factories.ts";
import { fuzzCases } from "../testing/fuzz.ts";
import { RawPdf } from "./read-objects.ts";
import { RawSyntaxError } from "./tokenizer.ts";

const CORPUS = [
  "pdf/hello_world_rotated.pdf",
  "pdf/inherited-rotate.pdf",
  "pdf/boxes.pdf",
  "pdf/textfields.pdf",
];

let dir: string;
let sources: { name: string; bytes: Uint8Array }[];

/** The file as the source pool has qpdf write it: its pages alone, no object streams. */
function asQpdfWritesIt(input: string): Uint8Array {
  const output = path.join(dir, "out.pdf");
  execFileSync("qpdf", ["--empty", "--pages", input, "--", "--object-streams=disable", output]);
  return new Uint8Array(readFileSync(output));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "courtready-raw-fuzz-"));
  const made = path.join(dir, "made.pdf");
  writeFileSync(made, await makePdf([{ text: "one" }, { text: "two", rotate: 90 }]));
  sources = [...CORPUS.map(corpusPath), made].map((file) => ({
    name: path.basename(file),
    bytes: asQpdfWritesIt(file),
  }));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Parses and reads everything; returns how many objects were read whole. */
function readAll(bytes: Uint8Array): number {
  const pdf = RawPdf.parse(bytes);
  let read = 0;
  try {
    pdf.pages();
  } catch (error) {
    if (!(error instanceof RawSyntaxError)) throw error;
  }
  for (let n = 1; n < pdf.fileSize; n++) {
    try {
      const object = pdf.get(n);
      if (!object) continue;
      expect(object.head.length + (object.data?.length ?? 0)).toBeLessThanOrEqual(bytes.length);
      pdf.refsOf(n);
      read++;
    } catch (error) {
      if (!(error instanceof RawSyntaxError)) throw error;
    }
  }
  return read;
}

describe("RawPdf under fuzzing", () => {
  it("reads or throws RawSyntaxError for 2,000 damaged qpdf outputs", () => {
    let parsed = 0;
    let refused = 0;
    for (const { name, bytes } of fuzzCases(sources, 2000, 26)) {
      try {
        readAll(bytes);
        parsed++;
      } catch (error) {
        if (!(error instanceof RawSyntaxError))
          throw new Error(`${name}: ${String(error)}`, { cause: error });
        refused++;
      }
    }
    // Both outcomes must be common, or the mutations are not reaching the lexer's checks.
    expect(parsed).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(100);
  });
});
