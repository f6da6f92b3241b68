// Reading a whole file into memory the engine owns, without a second copy (issue 40): `new Uint8Array(readFileSync(p))`
// copied every input and every qpdf output once more, which for a 120 MB scan was 120 MB held twice until collected.
import { readFileSync } from "node:fs";

/**
 * The file's bytes as a plain Uint8Array over memory of its own: Node's read is used as it is when it owns its buffer
 * (any file over a few kilobytes), and only a small file read into Node's shared pool is copied out of it (a view
 * into the pool must never be handed on, e.g. transferred to a worker thread).
 */
export function readFileBytes(file: string): Uint8Array {
  const read = readFileSync(file);
  return read.byteOffset === 0 && read.byteLength === read.buffer.byteLength
    ? new Uint8Array(read.buffer, 0, read.byteLength)
    : new Uint8Array(read);
}
