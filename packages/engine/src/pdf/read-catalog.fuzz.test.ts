// Fuzzing the catalog reader and the tokenizer's hostile mode under it (issue 26: it stays hand-written, see
// docs/decisions.md "Hand-written on purpose"): damaged copies of small corpus PDFs and of PDFs made here
// (classic and compressed cross-reference sections) stop only at CatalogUnsure or a zlib error (readCatalogFacts
// turns both into null), never hang (the test's timeout), and an answer is well formed.
import { PDFDocument } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { corpusBytes } from "../testing/corpus.ts";
import { makePdf } from "../testing/factories.ts";
import { fuzzCases } from "../testing/fuzz.ts";
import { CatalogUnsure, readCatalogFacts, readCatalogFactsOrThrow } from "./read-catalog.ts";

const CORPUS = [
  "pdf/hello_world_rotated.pdf",
  "pdf/inherited-rotate.pdf",
  "pdf/Pages-tree-refs.pdf",
  "pdf/testPDF_multiFormatEmbFiles.pdf",
  "pdf/lin9.pdf",
  "pdf/boxes.pdf",
  "pdf/qpdf_rotated_20pages.pdf",
  "pdf/textfields.pdf",
  "pdf/hybrid-xref.pdf",
];

let sources: { name: string; bytes: Uint8Array }[];
beforeAll(async () => {
  const plain = await makePdf([{ text: "one" }, { text: "two" }]);
  const classic = await (await PDFDocument.load(plain)).save({ useObjectStreams: false });
  sources = [
    ...CORPUS.map((name) => ({ name, bytes: corpusBytes(name) })),
    { name: "object streams", bytes: plain },
    { name: "classic xref", bytes: classic },
  ];
});

/** zlib's own errors on a damaged Flate stream carry a Z_ code; readCatalogFacts treats them as unsure on purpose. */
const isZlibError = (error: unknown): boolean => {
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  return typeof code === "string" && code.startsWith("Z_");
};

describe("readCatalogFacts under fuzzing", () => {
  it("answers or is unsure for 3,000 damaged PDFs, stopping only where it means to", () => {
    let answered = 0;
    let unsure = 0;
    for (const { name, bytes } of fuzzCases(sources, 3000, 26)) {
      try {
        const facts = readCatalogFactsOrThrow(bytes);
        answered++;
        expect(Number.isSafeInteger(facts.pageCount) && facts.pageCount >= 0, name).toBe(true);
        expect(readCatalogFacts(bytes), name).toEqual(facts);
      } catch (error) {
        if (!(error instanceof CatalogUnsure) && !isZlibError(error))
          throw new Error(`${name}: ${String(error)}`);
        unsure++;
        expect(readCatalogFacts(bytes), name).toBeNull();
      }
    }
    // Both outcomes must be common, or the mutations are not reaching the lexer's checks.
    expect(answered).toBeGreaterThan(300);
    expect(unsure).toBeGreaterThan(1000);
  });
});
