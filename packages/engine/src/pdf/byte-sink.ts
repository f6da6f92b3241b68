// A growing byte buffer for the PDF writers (write-objects.ts, write-subset.ts): thousands of small pieces (keywords,
// numbers, references, copied ranges) without a chunk list or a TextEncoder call each.
import { FileData } from "./read-objects.ts";
import type { StreamData } from "./read-objects.ts";

/** A growing byte buffer: thousands of small pieces without a chunk list or a TextEncoder call each. */
export class Sink {
  private buffer: Uint8Array;
  length = 0;

  constructor(capacity: number) {
    // Not zero-filled: only bytes written are ever read (view, done). Filling megabytes first cost more than writing.
    this.buffer = Buffer.allocUnsafeSlow(capacity);
  }

  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.length + n));
    bigger.set(this.buffer.subarray(0, this.length));
    this.buffer = bigger;
  }

  /** Text that is ASCII (keywords, numbers, names written by this module). */
  ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.length++] = text.charCodeAt(i);
  }

  /** Bytes [start, end) of `source`; short runs (between references) are copied without making a view. */
  range(source: Uint8Array, start: number, end: number): void {
    const n = end - start;
    if (n > 64) {
      this.bytes(source.subarray(start, end));
      return;
    }
    this.room(n);
    for (let i = start; i < end; i++) this.buffer[this.length++] = source[i]!;
  }

  /** "n 0 R", written digit by digit: a binder has tens of thousands of references, each a string otherwise. */
  reference(n: number): void {
    let digits = 1;
    for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
    this.room(digits + 4);
    let at = this.length + digits;
    for (let rest = n, i = 0; i < digits; i++, rest = Math.floor(rest / 10)) {
      this.buffer[--at] = 0x30 + (rest % 10);
    }
    this.length += digits;
    this.buffer[this.length++] = 0x20;
    this.buffer[this.length++] = 0x30;
    this.buffer[this.length++] = 0x20;
    this.buffer[this.length++] = 0x52;
  }

  /** Bytes, or a stream's data still in its file (read straight into the buffer, never held on its own). */
  bytes(chunk: StreamData): void {
    this.room(chunk.length);
    if (chunk instanceof FileData) chunk.copyInto(this.buffer, this.length);
    else this.buffer.set(chunk, this.length);
    this.length += chunk.length;
  }

  /** The bytes so far, without copying (valid until the next write). */
  view(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  /**
   * The bytes written, never the unwritten rest of the buffer; the sink takes no more writes after this. A buffer
   * sized close to its content (the writers size it up front) is handed over as a view, its small rest zeroed
   * (`.buffer` shows nothing left from before): a copy would hold a second binder in memory while the writer's
   * kept views (write-objects.ts `keep`) still hold the first (issue 40).
   */
  done(): Uint8Array {
    if (this.buffer.length - this.length <= this.length / 8) {
      this.buffer.fill(0, this.length);
      // A plain Uint8Array, as the copy below is (a Buffer's `slice` would share rather than copy).
      return new Uint8Array(this.buffer.buffer, this.buffer.byteOffset, this.length);
    }
    const bytes = new Uint8Array(this.length);
    bytes.set(this.buffer.subarray(0, this.length));
    return bytes;
  }
}
