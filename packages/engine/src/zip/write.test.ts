// The ZIP writer against fflate, which it replaces for binder.zip: every entry back byte for byte, and the
// very archive fflate writes (CRCs, UTF-8 names, the time as given); the same archive written to a file.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { listZipEntries } from "./list.ts";
import { writeZip, writeZipFile } from "./write.ts";

const entries = [
  { name: "binder.pdf", bytes: new Uint8Array(Buffer.from("%PDF-1.7 binder")) },
  { name: "exhibit-list.pdf", bytes: new Uint8Array(0) },
  { name: "exhibits/Exhibit 1 - Résumé 日本.pdf", bytes: new Uint8Array([0, 1, 2, 255, 254]) },
];
const mtime = new Date(2026, 10, 22, 13, 45, 30);

describe("writeZip", () => {
  it("gives back every entry, in order, byte for byte, with its time", () => {
    const zip = writeZip(entries, mtime);
    const read = unzipSync(zip);
    expect(Object.keys(read)).toEqual(entries.map((e) => e.name));
    for (const e of entries) expect(Buffer.from(read[e.name]!).equals(Buffer.from(e.bytes))).toBe(true);
  });

  it("matches fflate's stored archive of the same entries byte for byte", () => {
    const theirs = zipSync(Object.fromEntries(entries.map((e) => [e.name, [e.bytes, { level: 0, mtime }]])));
    expect(Buffer.from(writeZip(entries, mtime)).equals(Buffer.from(theirs))).toBe(true);
  });

  it("refuses more entries than a plain archive can list", () => {
    const many = Array.from({ length: 65_536 }, (_, i) => ({ name: `${i}`, bytes: new Uint8Array(0) }));
    expect(() => writeZip(many, mtime)).toThrow(RangeError);
  });
});

describe("writeZip, deflated entries", () => {
  const text = new Uint8Array(Buffer.from("exhibit,pages,bates\n".repeat(500)));
  const mixed = [
    { name: "binder.pdf", bytes: entries[0]!.bytes },
    { name: "quality-report.html", bytes: text, compress: true },
    { name: "empty.csv", bytes: new Uint8Array(0), compress: true },
  ];

  it("deflates the entries that ask for it, which read back byte for byte, and stores the others", () => {
    const zip = writeZip(mixed, mtime);
    const read = unzipSync(zip);
    for (const e of mixed) expect(Buffer.from(read[e.name]!).equals(Buffer.from(e.bytes))).toBe(true);
    const listed = listZipEntries(zip).entries;
    expect(listed.map((e) => e.compressedSize < e.uncompressedSize)).toEqual([false, true, false]);
    expect(zip.length).toBeLessThan(text.length / 10);
  });

  it("gives the same bytes for the same entries and time", () => {
    expect(Buffer.from(writeZip(mixed, mtime)).equals(Buffer.from(writeZip(mixed, mtime)))).toBe(true);
  });
});

describe("writeZipFile", () => {
  it("writes to a file the very archive writeZip makes in memory, and says its size", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "zip-file-"));
    try {
      const mixed = [
        ...entries,
        { name: "notes.csv", bytes: new Uint8Array(Buffer.from("a,b\n".repeat(99))), compress: true },
      ];
      const file = path.join(dir, "binder.zip");
      const size = writeZipFile(file, mixed, mtime);
      const written = readFileSync(file);
      expect(written.equals(Buffer.from(writeZip(mixed, mtime)))).toBe(true);
      expect(size).toBe(written.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("makes an entry given as a function when it is written, once, and writes the same archive as its bytes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "zip-file-"));
    try {
      const large = { name: "exhibits/Exhibit 2.pdf", bytes: new Uint8Array(1024 * 1024).fill(7) };
      const all = [...entries, large];
      const made: Uint8Array[] = [];
      const lazy = all.map((e) => ({
        name: e.name,
        bytes: () => {
          const bytes = e.bytes.slice();
          made.push(bytes);
          return bytes;
        },
      }));
      const file = path.join(dir, "lazy.zip");
      writeZipFile(file, lazy, mtime);
      expect(made).toHaveLength(all.length);
      expect(readFileSync(file).equals(Buffer.from(writeZip(all, mtime)))).toBe(true);
      // The large entry's memory was freed once written, not left to the collector.
      expect(made.at(-1)!.byteLength).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
