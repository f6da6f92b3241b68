// Fuzzing the ZIP writer (issue 26: it stays hand-written, see docs/decisions.md "Hand-written on purpose"):
// 400 archives of random names (accents, CJK, emoji, spaces, folders) and random contents read back exactly with
// fflate and with our own lister, equal fflate's own archive byte for byte, and are exactly the size the format
// needs, nothing more.
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { listZipEntries } from "./list.ts";
import { random } from "../testing/fuzz.ts";
import { writeZip } from "./write.ts";

const CHARACTERS = ["a", "Z", "0", " ", "-", "_", ".", "/", "é", "ß", "Ж", "日", "本", "🥶", "(", ")", "'"];

describe("writeZip under fuzzing", () => {
  it("writes 400 random archives that read back exactly and equal fflate's", () => {
    const next = random(26);
    const int = (n: number) => Math.floor(next() * n);
    for (let round = 0; round < 400; round++) {
      const entries = Array.from({ length: 1 + int(6) }, (_, i) => ({
        name: `${i}-${Array.from({ length: int(24) }, () => CHARACTERS[int(CHARACTERS.length)]).join("")}`,
        bytes: Uint8Array.from({ length: int(3000) }, () => int(256)),
      }));
      const mtime = new Date(1980 + int(100), int(12), 1 + int(28), int(24), int(60), int(60));
      const zip = writeZip(entries, mtime);
      const nameBytes = entries.reduce((n, e) => n + Buffer.byteLength(e.name, "utf8"), 0);
      const dataBytes = entries.reduce((n, e) => n + e.bytes.length, 0);
      expect(zip.length).toBe(entries.length * (30 + 46) + 2 * nameBytes + dataBytes + 22);
      const read = unzipSync(zip);
      expect(Object.keys(read)).toEqual(entries.map((e) => e.name));
      for (const e of entries) expect(Buffer.from(read[e.name]!).equals(Buffer.from(e.bytes))).toBe(true);
      expect(listZipEntries(zip).entries.map((e) => e.name)).toEqual(entries.map((e) => e.name));
      const theirs = zipSync(
        Object.fromEntries(entries.map((e) => [e.name, [e.bytes, { level: 0, mtime }]])),
      );
      expect(Buffer.from(zip).equals(Buffer.from(theirs))).toBe(true);
    }
  });
});
