// A source file's size, head and bytes whether given as bytes or by path, and a PDF on disk scanned in chunks.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headOf, inMemory, isPdfOnDisk, pdfIncludes, sizeOf } from "./source-file.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "engine-source-file-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a source file given by path", () => {
  it("has the size, head and bytes of the same file given as bytes", () => {
    const bytes = new Uint8Array(Buffer.from("%PDF-1.7\nhello\n"));
    const file = path.join(dir, "a.pdf");
    writeFileSync(file, bytes);
    const onDisk = { name: "a.pdf", path: file };
    expect(sizeOf(onDisk)).toBe(sizeOf({ name: "a.pdf", bytes }));
    expect(Buffer.from(headOf(onDisk, 5)).toString()).toBe("%PDF-");
    expect(headOf(onDisk, 1000).length).toBe(bytes.length);
    expect(Buffer.from(inMemory(onDisk).bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(isPdfOnDisk(onDisk)).toBe(true);
    expect(isPdfOnDisk({ name: "a.pdf", bytes })).toBe(false);
    writeFileSync(path.join(dir, "b.txt"), "not a PDF");
    expect(isPdfOnDisk({ name: "b.txt", path: path.join(dir, "b.txt") })).toBe(false);
  });

  it("is searched a chunk at a time, a match across two chunks found", () => {
    const file = path.join(dir, "big.pdf");
    // "/Image" straddles the first megabyte's end.
    const bytes = Buffer.alloc(3 << 20, 0x20);
    bytes.write("/Image", (1 << 20) - 3, "latin1");
    writeFileSync(file, bytes);
    const pdf = { path: file, byteLength: bytes.length };
    expect(pdfIncludes(pdf, "/Image")).toBe(true);
    expect(pdfIncludes(pdf, "/XObject")).toBe(false);
    expect(pdfIncludes(new Uint8Array(bytes), "/Image")).toBe(true);
  });
});
