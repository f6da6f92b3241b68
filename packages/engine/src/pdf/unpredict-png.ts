// Undoing a PNG predictor on a decoded stream (FlateDecode's /Predictor 10–15), for the catalog reader's xref and
// object streams (read-catalog.ts); anything unusual is unsure.
import { unsure } from "./hostile-lexer.ts";

/** Undoes a PNG predictor (one byte per pixel): each row is a filter-type byte and `columns` bytes. */
export function unpredictPng(data: Uint8Array, columns: number): Uint8Array {
  const stride = columns + 1;
  if (columns < 1 || data.length % stride !== 0) unsure();
  const rows = data.length / stride;
  const out = new Uint8Array(rows * columns);
  // Indexes below stay within `data` and `out` (rows × stride and rows × columns bytes).
  for (let r = 0; r < rows; r++) {
    const type = data[r * stride]!;
    const src = r * stride + 1;
    const dst = r * columns;
    // The row above the first is all zeros.
    const above = (c: number): number => (r > 0 ? out[dst - columns + c]! : 0);
    if (type === 0 || (type === 2 && r === 0)) out.set(data.subarray(src, src + columns), dst);
    else if (type === 2)
      for (let c = 0; c < columns; c++) out[dst + c] = data[src + c]! + out[dst - columns + c]!;
    else if (type === 1 || type === 3 || type === 4) {
      for (let c = 0; c < columns; c++) {
        const left = c > 0 ? out[dst + c - 1]! : 0;
        const up = above(c);
        let predicted = left;
        if (type === 3) predicted = (left + up) >> 1;
        else if (type === 4) {
          const upLeft = c > 0 ? above(c - 1) : 0;
          const p = left + up - upLeft;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - upLeft);
          predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
        }
        out[dst + c] = data[src + c]! + predicted;
      }
    } else unsure();
  }
  return out;
}
