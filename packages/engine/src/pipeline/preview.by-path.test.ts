// The check and preview of files given by path (issue 40): the same facts and the same record, byte for byte, as
// from their bytes, with a PDF used as it is left on disk in the record's parts (streamed by the caller, never read
// whole), a record found again by the file's SHA-256 hashed from disk, and other files read once.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeConversion, sourceDigest } from "../convert/cached.ts";
import type { RecordPart } from "../convert/cached.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { pdfBytes, sourceDigestOf } from "../ingest/source-file.ts";
import { filesBothWays } from "../testing/by-path.ts";
import type { FileInMemory, FileOnDisk } from "../types.ts";
import { inspectFiles, previewFiles } from "./preview.ts";

const fonts = loadSystemFonts();
const date = new Date("2026-11-28T12:00:00Z");
const options = { date, keepConversions: true };

let dir: string;
let onDisk: FileOnDisk[];
let inMemory: FileInMemory[];
/** A plain PDF (used as it is), an encrypted one (rewritten), a photo and a text file. */
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "engine-preview-by-path-"));
  ({ onDisk, inMemory } = await filesBothWays(dir));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const joined = (parts: RecordPart[]) => Buffer.concat(parts.map((part) => pdfBytes(part)));

describe("inspecting and previewing files given by path", () => {
  it("give the same facts, and the same record as parts, as the same files given as bytes", async () => {
    const [byPath, byBytes] = await Promise.all([
      inspectFiles(onDisk, fonts, options),
      inspectFiles(inMemory, fonts, options),
    ]);
    expect(byPath.map((r) => r.ok && [r.type, r.pages, r.warnings])).toEqual(
      byBytes.map((r) => r.ok && [r.type, r.pages, r.warnings]),
    );
    for (const [i, r] of byPath.entries()) {
      const bytes = byBytes[i]!;
      if (!r.ok || !bytes.ok) throw new Error(`${onDisk[i]!.name} was refused`);
      // A PDF given by path answers parts (photos and text were read, as a build reads them, and answer bytes).
      if (i < 2) {
        expect(r.record).toBeUndefined();
        expect(joined(r.recordParts!).equals(Buffer.from(bytes.record!))).toBe(true);
      } else expect(Buffer.from(r.record!).equals(Buffer.from(bytes.record!))).toBe(true);
    }
    const plain = byPath[0]!;
    const locked = byPath[1]!;
    // The plain PDF is referred to where it lies; the encrypted one's rewrite is bytes.
    expect(
      plain.ok && plain.recordParts!.some((p) => !(p instanceof Uint8Array) && p.path === onDisk[0]!.path),
    ).toBe(true);
    expect(locked.ok && locked.recordParts!.every((p) => p instanceof Uint8Array)).toBe(true);
  });

  it("preview a PDF by path with the same record and thumbnail as from its bytes", async () => {
    const [[byPath], [byBytes]] = await Promise.all([
      previewFiles([onDisk[0]!], fonts, options),
      previewFiles([inMemory[0]!], fonts, options),
    ]);
    if (!byPath?.ok || !byBytes?.ok) throw new Error("the lease was refused");
    expect(Buffer.from(byPath.thumbnail).equals(Buffer.from(byBytes.thumbnail))).toBe(true);
    expect(joined(byPath.recordParts!).equals(Buffer.from(byBytes.record!))).toBe(true);
  });

  it("take a kept record back for a file by path, found by its SHA-256 hashed from disk", async () => {
    const [first] = await inspectFiles([onDisk[0]!], fonts, options);
    if (!first?.ok) throw new Error("the lease was refused");
    const record = joined(first.recordParts!);
    const [again] = await inspectFiles([onDisk[0]!], fonts, { ...options, cached: [record] });
    // Restored: nothing converted, so no record to keep.
    expect(again).toMatchObject({ ok: true, pages: 2 });
    expect(again?.ok && (again.record ?? again.recordParts)).toBeUndefined();
    expect(
      decodeConversion(record, { sha256: sourceDigestOf(onDisk[0]!) }, { type: "pdf", date }),
    ).toBeDefined();
    // Another file's digest does not take it.
    expect(
      decodeConversion(record, { sha256: sourceDigestOf(onDisk[1]!) }, { type: "pdf", date }),
    ).toBeUndefined();
  });

  it("hash a file on disk a megabyte at a time to the SHA-256 of its bytes", () => {
    const big = path.join(dir, "big.bin");
    const bytes = new Uint8Array(2.5 * 1024 * 1024).map((_, i) => (i * 31) & 0xff);
    writeFileSync(big, bytes);
    expect(sourceDigestOf({ name: "big.bin", path: big })).toBe(sourceDigest(bytes));
  });
});
