// The subset writer must give fontkit's TrueType subset byte for byte, for every font the engine embeds.
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { canWriteSubset, writeTrueTypeSubset } from "./font-subset.ts";
import type { SubsetSource } from "./font-subset.ts";
import { loadSystemFonts } from "./system-fonts.ts";

type Parsed = fontkit.Font & {
  directory: { tables: SubsetSource["tables"] };
  loca: { offsets: number[] };
  head: { indexToLocFormat: 0 | 1 };
  numGlyphs: number;
};
type Subset = { glyphs: number[]; includeGlyph(id: number): number; encode(): Uint8Array };

const fonts = loadSystemFonts();
const files: [string, Uint8Array][] = [
  ["regular", fonts.regular],
  ["bold", fonts.bold],
  ...(fonts.fallback ? [["fallback", fonts.fallback] as [string, Uint8Array]] : []),
  ...(fonts.scripts ?? []).map((bytes, i): [string, Uint8Array] => [`script ${i + 1}`, bytes]),
];

/** A fixed pseudo-random sequence (the same glyphs on every run). */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Both writers on the same glyph list (in the order given), each with its own fontkit subset. */
function bothSubsets(bytes: Uint8Array, ids: number[]): { ours: Buffer; fontkits: Buffer } {
  const font = fontkit.create(Buffer.from(bytes)) as Parsed;
  const theirs = font.createSubset() as unknown as Subset;
  const mine = font.createSubset() as unknown as Subset;
  for (const id of ids) {
    theirs.includeGlyph(id);
    mine.includeGlyph(id);
  }
  const source: SubsetSource = {
    data: bytes,
    tables: font.directory.tables,
    loca: font.loca.offsets,
    locaFormat: font.head.indexToLocFormat,
  };
  expect(canWriteSubset(source)).toBe(true);
  const ours = Buffer.from(writeTrueTypeSubset(source, mine.glyphs, (id) => mine.includeGlyph(id)));
  const fontkits = Buffer.from(theirs.encode());
  // Composite glyphs add the same components, in the same order, to both lists.
  expect(mine.glyphs).toEqual(theirs.glyphs);
  return { ours, fontkits };
}

describe("writeTrueTypeSubset", () => {
  it.each(files)(
    "writes fontkit's subset of the %s font for text, composites and random glyph sets",
    (_, bytes) => {
      const font = fontkit.create(Buffer.from(bytes)) as Parsed;
      const glyphsOf = (text: string) => [...text].map((ch) => font.glyphForCodePoint(ch.codePointAt(0)!).id);
      const random = seeded(bytes.length);
      const sets = [
        [],
        glyphsOf("Exhibit 12 – Plaintiff's office, page 3 of 17"),
        // Accented letters are composite glyphs in DejaVu (a base letter and an accent).
        glyphsOf("Café – naïve résumé, Łódź, Ærø, ŠŽČ"),
        Array.from({ length: 300 }, () => Math.floor(random() * font.numGlyphs)),
        // The last glyphs: past the font's last full metric in some fonts (shared advance, own bearing).
        Array.from({ length: 20 }, (_, i) => font.numGlyphs - 1 - i),
      ];
      for (const ids of sets) {
        const { ours, fontkits } = bothSubsets(bytes, ids);
        expect(ours.equals(fontkits), `glyphs ${ids.slice(0, 10).join(",")}…`).toBe(true);
      }
    },
  );

  it("renumbers a composite glyph's components and adds them to the subset", () => {
    const font = fontkit.create(Buffer.from(fonts.regular)) as Parsed;
    const e = font.glyphForCodePoint("é".codePointAt(0)!).id;
    const outline = (id: number) =>
      (font.getGlyph(id) as unknown as { _decode(): { numberOfContours: number } | null })._decode();
    expect(outline(e)?.numberOfContours).toBeLessThan(0);
    const { ours, fontkits } = bothSubsets(fonts.regular, [e]);
    expect(ours.equals(fontkits)).toBe(true);
    // Glyph 0, é, then its base letter and accent.
    expect((fontkit.create(ours) as fontkit.Font).numGlyphs).toBeGreaterThan(2);
  });

  it("leaves fonts with CFF outlines or variations to fontkit", () => {
    const font = fontkit.create(Buffer.from(fonts.regular)) as Parsed;
    const source: SubsetSource = {
      data: fonts.regular,
      tables: font.directory.tables,
      loca: font.loca.offsets,
      locaFormat: font.head.indexToLocFormat,
    };
    expect(canWriteSubset(source)).toBe(true);
    const span = { offset: 0, length: 4 };
    expect(canWriteSubset({ ...source, tables: { ...source.tables, "CFF ": span } })).toBe(false);
    expect(canWriteSubset({ ...source, tables: { ...source.tables, fvar: span } })).toBe(false);
    expect(canWriteSubset({ ...source, tables: { ...source.tables, glyf: undefined } })).toBe(false);
    // A table said to run past the end of the file.
    const hmtx = source.tables.hmtx!;
    expect(
      canWriteSubset({
        ...source,
        tables: { ...source.tables, hmtx: { offset: hmtx.offset, length: fonts.regular.byteLength } },
      }),
    ).toBe(false);
  });
});
