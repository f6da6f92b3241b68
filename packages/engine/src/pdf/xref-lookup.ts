// Looking an object up in a file's cross-reference sections (a classic table or a decoded xref stream), for the
// catalog reader (read-catalog.ts): hostile input, so an entry listed twice or of an unknown type is unsure.
import { unsure } from "./hostile-lexer.ts";

export type XrefEntry =
  { type: 0 } | { type: 1; offset: number; gen: number } | { type: 2; stream: number; index: number };

/** One layer of the cross-reference data; layers are searched newest first. */
export interface XrefLayer {
  /** The entry for object `num`, undefined when the layer does not list it; unsure when it lists it twice. */
  lookup(num: number): XrefEntry | undefined;
}

export interface Subsection {
  first: number;
  count: number;
  offsets: Float64Array;
  gens: Uint32Array;
  /** 1 in use (n), 0 free (f). */
  inUse: Uint8Array;
}

/** A classic `xref` table. */
export class XrefTable {
  constructor(readonly subsections: Subsection[]) {}

  lookup(num: number): XrefEntry | undefined {
    let found: XrefEntry | undefined;
    for (const s of this.subsections) {
      const i = num - s.first;
      if (i < 0 || i >= s.count) continue;
      // A number listed twice in one section: qpdf takes the first, others may not.
      if (found) unsure();
      found = s.inUse[i]
        ? { type: 1, offset: s.offsets[i] ?? unsure(), gen: s.gens[i] ?? unsure() }
        : { type: 0 };
    }
    return found;
  }

  /** The in-use entries only, or the free ones only (qpdf applies a table's free entries after its /XRefStm). */
  view(type: 0 | 1): XrefLayer {
    return {
      lookup: (num) => {
        const entry = this.lookup(num);
        return entry?.type === type ? entry : undefined;
      },
    };
  }
}

/** A cross-reference stream, decoded. */
export class XrefStream implements XrefLayer {
  constructor(
    private readonly data: Uint8Array,
    private readonly widths: [number, number, number],
    private readonly index: number[],
  ) {}

  private field(row: number, which: 0 | 1 | 2): number {
    const [w0, w1, w2] = this.widths;
    const width = which === 0 ? w0 : which === 1 ? w1 : w2;
    let p = row * (w0 + w1 + w2) + (which === 0 ? 0 : which === 1 ? w0 : w0 + w1);
    let value = 0;
    for (let k = 0; k < width; k++) value = value * 256 + (this.data[p++] ?? unsure());
    // A missing type field means "in use".
    return which === 0 && width === 0 ? 1 : value;
  }

  /** Checks every entry's type, as qpdf does while reading (an unknown type makes it reconstruct the file). */
  validate(rows: number): void {
    const [w0, w1, w2] = this.widths;
    if (w0 === 0) return;
    const rowLength = w0 + w1 + w2;
    for (let p = 0; p < rows * rowLength; p += rowLength) {
      let type = 0;
      for (let k = 0; k < w0; k++) type = type * 256 + this.data[p + k]!;
      if (type > 2) unsure();
    }
  }

  lookup(num: number): XrefEntry | undefined {
    let row: number | undefined;
    let base = 0;
    for (let k = 0; k < this.index.length; k += 2) {
      const first = this.index[k] ?? unsure();
      const count = this.index[k + 1] ?? unsure();
      if (num >= first && num < first + count) {
        if (row !== undefined) unsure();
        row = base + num - first;
      }
      base += count;
    }
    if (row === undefined) return undefined;
    const type = this.field(row, 0);
    if (type === 0) return { type: 0 };
    if (type === 1) return { type: 1, offset: this.field(row, 1), gen: this.field(row, 2) };
    if (type === 2) return { type: 2, stream: this.field(row, 1), index: this.field(row, 2) };
    return unsure();
  }
}
