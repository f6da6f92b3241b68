// Fuzzing the compound-file reader (issue 26: it stays hand-written, see docs/decisions.md "Hand-written on
// purpose"): damaged copies of the corpus's .doc/.xls files and of built compound files, including the hostile
// ones of cfb.test.ts, never make openCfb or read throw anything but CfbError, never hang (the test's timeout),
// and never list more entries than the directory could hold or read more than the file or the caller allows.
import { describe, expect, it } from "vitest";
import { corpusBytes } from "../testing/corpus.ts";
import { fuzzCases } from "../testing/fuzz.ts";
import { CfbError, openCfb } from "./cfb.ts";
import { buildCfb, concat, dirEntryOffset, fatEntryOffset, setU32 } from "../testing/bytes.ts";

function sources(): { name: string; bytes: Uint8Array }[] {
  const corpus = [
    "testWORD6.doc",
    "testEXCEL_5.xls",
    "testEXCEL_protected_passtika.xlsx",
    "testWORD_various.doc",
  ];
  const built = buildCfb([
    { name: "WordDocument", data: new Uint8Array(5000).fill(7) },
    { name: "1Table", data: new Uint8Array(900).fill(3) },
    { name: "Inner", data: new Uint8Array(70).fill(1), storage: "ObjectPool" },
  ]);
  const loopingDirectory = buildCfb([{ name: "A", data: new Uint8Array(5000) }]);
  const dirStart = new DataView(loopingDirectory.buffer).getUint32(0x30, true);
  setU32(loopingDirectory, fatEntryOffset(dirStart), dirStart);
  const siblings = buildCfb([
    { name: "A", data: new Uint8Array(10) },
    { name: "B", data: new Uint8Array(10) },
  ]);
  setU32(siblings, dirEntryOffset(siblings, 2) + 0x48, 1);
  setU32(siblings, dirEntryOffset(siblings, 2) + 0x44, 2);
  const allZeroFat = concat(
    buildCfb([{ name: "A", data: new Uint8Array(10) }]).subarray(0, 512),
    new Uint8Array(64 * 1024),
  );
  return [
    ...corpus.map((name) => ({ name, bytes: corpusBytes(`office/${name}`) })),
    { name: "built", bytes: built },
    { name: "looping directory", bytes: loopingDirectory },
    { name: "sibling loop", bytes: siblings },
    { name: "all-zero FAT", bytes: allZeroFat },
  ];
}

describe("openCfb under fuzzing", () => {
  it("opens or throws CfbError for 3,000 damaged compound files, reading no more than allowed", () => {
    let opened = 0;
    let refused = 0;
    for (const { name, bytes } of fuzzCases(sources(), 3000, 26)) {
      try {
        const cfb = openCfb(bytes);
        opened++;
        // A directory entry takes 128 bytes of the file.
        expect(cfb.entries.length, name).toBeLessThanOrEqual(bytes.length / 128);
        expect(
          cfb.topLevel.every((e) => cfb.entries.includes(e)),
          name,
        ).toBe(true);
        for (const entry of cfb.entries) {
          expect(cfb.read(entry).length, name).toBeLessThanOrEqual(Math.min(entry.size, bytes.length));
          expect(cfb.read(entry, 512).length, name).toBeLessThanOrEqual(512);
        }
      } catch (error) {
        if (!(error instanceof CfbError)) throw new Error(`${name}: ${String(error)}`);
        refused++;
      }
    }
    // Both outcomes must be common, or the mutations are not reaching the reader's checks.
    expect(opened).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(100);
  });
});
