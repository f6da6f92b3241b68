// Writes a TrueType font's subset (the glyphs a document uses) by copying the font's own bytes: the same file
// fontkit's TTFSubset.encode makes, without decoding each glyph and re-encoding every table field by field
// through restructure, which was 30–40 ms per font of a build's first embedding (decisions.md, "Font subsets").

/** Where one table of the font file is. */
export interface TableSpan {
  offset: number;
  length: number;
}

/** What the writer reads of a parsed font: its table directory and the subset's growing glyph list. */
export interface SubsetSource {
  /** The font file's bytes. */
  data: Uint8Array;
  /** The file's tables by tag (fontkit's `directory.tables`). */
  tables: Readonly<Record<string, TableSpan | undefined>>;
  /** Each glyph's start in `glyf`, one more entry than there are glyphs (fontkit's `loca.offsets`, in bytes). */
  loca: readonly number[];
  /** `head.indexToLocFormat`: 0 for 16-bit offsets (halved), 1 for 32-bit. */
  locaFormat: 0 | 1;
}

// Composite glyph flags (OpenType `glyf`).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** The tables fontkit's subset writes, in its order (the ones a PDF's embedded TrueType font needs). */
const SUBSET_TABLES = ["head", "hhea", "loca", "maxp", "cvt ", "prep", "glyf", "hmtx", "fpgm"] as const;

/**
 * Whether a font can be subset by `writeTrueTypeSubset`: TrueType outlines (`glyf`), metrics (`hmtx`), no
 * variations (fontkit re-encodes a variable font's glyphs at its instance), and tables of the sizes the writer
 * patches. Anything else is left to fontkit.
 */
export function canWriteSubset(source: SubsetSource): boolean {
  const t = source.tables;
  const fits = (tag: string, min: number) => {
    const span = t[tag];
    return !!span && span.length >= min && span.offset + span.length <= source.data.byteLength;
  };
  if (t.fvar || t["CFF "] || t.CFF2) return false;
  if (!fits("glyf", 0) || !fits("head", 54) || !fits("hhea", 36) || !fits("maxp", 32) || !fits("hmtx", 4))
    return false;
  // fontkit reads these whole tables as arrays; an odd `cvt ` would lose its last byte there.
  for (const tag of ["cvt ", "prep", "fpgm"]) {
    const span = t[tag];
    if (span && (span.offset + span.length > source.data.byteLength || (tag === "cvt " && span.length % 2)))
      return false;
  }
  return true;
}

/**
 * The subset of a TrueType font holding `glyphs` (old glyph ids; new id = index), byte for byte what fontkit's
 * TTFSubset.encode writes: the listed tables, in its order, unpadded, checksums zero; `head`, `hhea` and `maxp`
 * copied with the loca format, metric count and glyph count set; composite glyphs' components added to the subset
 * through `include` (which appends to `glyphs`) and renumbered in the copied outline.
 */
export function writeTrueTypeSubset(
  source: SubsetSource,
  glyphs: number[],
  include: (glyphId: number) => number,
): Uint8Array {
  const { data, tables, loca, locaFormat } = source;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const glyf = tables.glyf!;
  const hmtx = tables.hmtx!;
  const numberOfMetrics = view.getUint16(tables.hhea!.offset + 34);
  const glyphCount = view.getUint16(tables.maxp!.offset + 4);

  const outlines: Uint8Array[] = [];
  const offsets: number[] = [];
  const metrics: number[] = [];
  let glyfLength = 0;
  // `glyphs` grows as composite glyphs add their components.
  for (let i = 0; i < glyphs.length; i++) {
    const id = glyphs[i]!;
    const start = loca[id] ?? 0;
    const end = loca[id + 1] ?? start;
    let outline = data.subarray(glyf.offset + start, glyf.offset + Math.max(start, end));
    if (outline.length >= 10 && new DataView(outline.buffer, outline.byteOffset).getInt16(0) < 0) {
      outline = outline.slice();
      const o = new DataView(outline.buffer, outline.byteOffset, outline.byteLength);
      let pos = 10;
      let flags = MORE_COMPONENTS;
      while (flags & MORE_COMPONENTS && pos + 4 <= outline.length) {
        flags = o.getUint16(pos);
        o.setUint16(pos + 2, include(o.getUint16(pos + 2)));
        pos += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
        if (flags & WE_HAVE_A_SCALE) pos += 2;
        else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) pos += 4;
        else if (flags & WE_HAVE_A_TWO_BY_TWO) pos += 8;
      }
    }
    outlines.push(outline);
    offsets.push(glyfLength);
    glyfLength += outline.length;
    // Glyphs past the last full metric share its advance and keep their own left side bearing (fontkit's rule).
    if (id < numberOfMetrics) {
      metrics.push(view.getUint16(hmtx.offset + id * 4), view.getInt16(hmtx.offset + id * 4 + 2));
    } else {
      const last = numberOfMetrics - 1;
      const bearingAt = hmtx.offset + numberOfMetrics * 4 + (id - numberOfMetrics) * 2;
      metrics.push(
        last >= 0 ? view.getUint16(hmtx.offset + last * 4) : 0,
        id < glyphCount && bearingAt + 2 <= hmtx.offset + hmtx.length ? view.getInt16(bearingAt) : 0,
      );
    }
  }
  offsets.push(glyfLength);

  const bodies = new Map<string, Uint8Array>();
  const copy = (tag: string) => {
    const span = tables[tag];
    return span ? data.slice(span.offset, span.offset + span.length) : undefined;
  };
  const head = copy("head")!;
  new DataView(head.buffer).setInt16(50, locaFormat);
  bodies.set("head", head.subarray(0, 54));
  const hhea = copy("hhea")!;
  new DataView(hhea.buffer).setUint16(34, outlines.length);
  bodies.set("hhea", hhea.subarray(0, 36));
  const locaBytes = new Uint8Array(offsets.length * (locaFormat === 0 ? 2 : 4));
  const lv = new DataView(locaBytes.buffer);
  offsets.forEach((offset, i) =>
    locaFormat === 0 ? lv.setUint16(i * 2, offset >>> 1) : lv.setUint32(i * 4, offset),
  );
  bodies.set("loca", locaBytes);
  const maxp = copy("maxp")!;
  new DataView(maxp.buffer).setUint16(4, outlines.length);
  bodies.set("maxp", maxp.subarray(0, 32));
  const cvt = copy("cvt ");
  if (cvt) bodies.set("cvt ", cvt);
  const prep = copy("prep");
  if (prep) bodies.set("prep", prep);
  const glyfBytes = new Uint8Array(glyfLength);
  outlines.forEach((outline, i) => glyfBytes.set(outline, offsets[i]));
  bodies.set("glyf", glyfBytes);
  const hmtxBytes = new Uint8Array(metrics.length * 2);
  const hv = new DataView(hmtxBytes.buffer);
  for (let i = 0; i < metrics.length; i += 2) {
    hv.setUint16(i * 2, metrics[i]!);
    hv.setInt16(i * 2 + 2, metrics[i + 1]!);
  }
  bodies.set("hmtx", hmtxBytes);
  const fpgm = copy("fpgm");
  if (fpgm) bodies.set("fpgm", fpgm);

  // The table directory, as restructure lays out fontkit's: tag "true", the binary-search fields, one record per
  // table (checksum 0), then the tables in the same order, each right after the one before.
  const tags = SUBSET_TABLES.filter((tag) => bodies.has(tag));
  const headerLength = 12 + tags.length * 16;
  const total = headerLength + tags.reduce((sum, tag) => sum + bodies.get(tag)!.length, 0);
  const out = new Uint8Array(total);
  const ov = new DataView(out.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < 4; i++) out[at + i] = text.charCodeAt(i);
  };
  ascii(0, "true");
  const exponent = Math.floor(Math.log2(tags.length));
  const searchRange = 2 ** exponent * 16;
  ov.setUint16(4, tags.length);
  ov.setUint16(6, searchRange);
  ov.setUint16(8, exponent);
  ov.setUint16(10, tags.length * 16 - searchRange);
  let at = headerLength;
  tags.forEach((tag, i) => {
    const body = bodies.get(tag)!;
    const record = 12 + i * 16;
    ascii(record, tag);
    ov.setUint32(record + 8, at);
    ov.setUint32(record + 12, body.length);
    out.set(body, at);
    at += body.length;
  });
  return out;
}
