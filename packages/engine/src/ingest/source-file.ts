// A source file's size, first bytes and whole bytes, whether the caller gave its bytes or its path (issue 40): a PDF
// given by path stays on disk for the whole build (qpdf pools it from there), anything else is read when converted.
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { readFileBytes } from "../tools/file-bytes.ts";
import type { FileInMemory, PdfSource, SourceFile } from "../types.ts";
import { hasBytes } from "./bytes.ts";

/** The file's size in bytes. */
export function sizeOf(file: SourceFile): number {
  return file.path === undefined ? file.bytes.byteLength : statSync(file.path).size;
}

/** At most the first `n` bytes of the file. */
export function headOf(file: SourceFile, n: number): Uint8Array {
  if (file.path === undefined) return file.bytes.subarray(0, n);
  const fd = openSync(file.path, "r");
  try {
    const head = new Uint8Array(n);
    let got = 0;
    for (let read = -1; got < n && read !== 0; got += read) read = readSync(fd, head, got, n - got, got);
    return head.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

/** The file with its bytes, read whole when it was given by path. */
export function inMemory(file: SourceFile): FileInMemory {
  return file.path === undefined ? file : { name: file.name, bytes: readFileBytes(file.path) };
}

/** Whether the file is given by path and starts as a PDF does: the one kind a build keeps on disk. */
export function isPdfOnDisk(file: SourceFile): file is SourceFile & { path: string } {
  return file.path !== undefined && hasBytes(headOf(file, 5), 0, "%PDF-");
}

/**
 * The files as a build takes them: a PDF given by path stays a path (sniffed from its first bytes; qpdf reads it
 * where it is), every other file given by path is read (photos, Office files and text are converted from memory,
 * bounded by their header limits), unless it is over `maxFileBytes`: checkFile refuses that one by its size, unread.
 */
export function keepPdfsOnDisk(files: readonly SourceFile[], maxFileBytes: number): SourceFile[] {
  return files.map((file) => (isPdfOnDisk(file) || sizeOf(file) > maxFileBytes ? file : inMemory(file)));
}

/** A converted PDF's bytes, read from its file when it is on disk. */
export function pdfBytes(pdf: PdfSource): Uint8Array {
  return pdf instanceof Uint8Array ? pdf : readFileBytes(pdf.path);
}

/** How much of a PDF on disk `pdfIncludes` reads at a time. */
const SCAN_CHUNK = 1 << 20;

/**
 * Whether a converted PDF's bytes contain `text` (latin1): a PDF on disk is scanned a megabyte at a time, never
 * read whole, the chunks overlapping by the text's length so a match across two is found.
 */
export function pdfIncludes(pdf: PdfSource, text: string): boolean {
  if (pdf instanceof Uint8Array)
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).includes(text);
  const fd = openSync(pdf.path, "r");
  try {
    const chunk = Buffer.alloc(SCAN_CHUNK + text.length);
    for (let at = 0; ; at += SCAN_CHUNK) {
      const read = readSync(fd, chunk, 0, chunk.length, at);
      if (chunk.subarray(0, read).includes(text, 0, "latin1")) return true;
      if (read < chunk.length) return false;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The file's hex SHA-256 (convert/cached.ts#sourceDigest), a file given by path read a megabyte at a time, never
 * whole: the key its kept conversion is checked and written under.
 */
export function sourceDigestOf(file: SourceFile): string {
  const hash = createHash("sha256");
  if (file.path === undefined) return hash.update(file.bytes).digest("hex");
  const fd = openSync(file.path, "r");
  try {
    const chunk = Buffer.alloc(SCAN_CHUNK);
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk))
      hash.update(chunk.subarray(0, read));
    return hash.digest("hex");
  } finally {
    closeSync(fd);
  }
}

/** A PDF as a converted document holds it: a file given by path is referred to, not read. */
export function pdfSourceOf(file: SourceFile): PdfSource {
  return file.path === undefined ? file.bytes : { path: file.path, byteLength: statSync(file.path).size };
}
