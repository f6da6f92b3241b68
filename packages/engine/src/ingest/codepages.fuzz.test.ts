// Fuzzing the code-page tables (issue 26: they stay hand-written, see docs/decisions.md "Hand-written on purpose"):
// any bytes, the corpus's code-page texts damaged, decode in every single-byte code page the reader uses and in
// both EBCDIC pages to exactly one UTF-16 unit per byte, never throwing; detectEbcdic answers one of its two pages
// or null.
import { describe, expect, it } from "vitest";
import { corpusBytes } from "../testing/corpus.ts";
import { fuzzCases, random } from "../testing/fuzz.ts";
import { decodeEbcdic, decodeSingleByte, detectEbcdic } from "./codepages.ts";

const LABELS = [
  "windows-1250",
  "windows-1251",
  "windows-1252",
  "windows-1253",
  "windows-1254",
  "windows-1255",
  "windows-1256",
  "windows-1257",
  "windows-1258",
  "windows-874",
  "iso-8859-2",
  "iso-8859-5",
  "iso-8859-6",
  "iso-8859-7",
  "iso-8859-8",
  "koi8-r",
  "ibm866",
  "macintosh",
];

describe("code pages under fuzzing", () => {
  it("decode 2,000 damaged and random texts to one character per byte in every code page", () => {
    const next = random(26);
    const corpus = [
      "text/english.cp500.txt",
      "text/windows_1252.txt",
      "text/russian.cp866.txt",
      "text/koi8r.txt",
    ];
    const sources = [
      ...corpus.map((name) => ({ name, bytes: corpusBytes(name) })),
      { name: "every byte", bytes: Uint8Array.from({ length: 256 }, (_, i) => i) },
    ];
    let ebcdic = 0;
    for (const { name, bytes } of fuzzCases(sources, 2000, 26)) {
      const label = LABELS[Math.floor(next() * LABELS.length)]!;
      const text = decodeSingleByte(bytes, label);
      expect(text.length, `${name} as ${label}`).toBe(bytes.length);
      const page = detectEbcdic(bytes);
      expect([null, "ibm037", "ibm500"], name).toContain(page);
      if (page) ebcdic++;
      expect(decodeEbcdic(bytes, page ?? "ibm037").length, name).toBe(bytes.length);
    }
    // The damaged cp500 file must still be recognised often, or detection is not being exercised.
    expect(ebcdic).toBeGreaterThan(100);
  });
});
