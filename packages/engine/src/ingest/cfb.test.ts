import { describe, expect, it } from "vitest";
import { corpusBytes } from "../testing/corpus.ts";
import { CfbError, openCfb } from "./cfb.ts";
import { buildCfb, concat, dirEntryOffset, fatEntryOffset, setU32 } from "../testing/bytes.ts";

const ENDOFCHAIN = 0xfffffffe;

function bytesOf(length: number, fill: (i: number) => number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => fill(i));
}

describe("openCfb", () => {
  it("lists top-level streams and reads big and mini streams back exactly", () => {
    const big = bytesOf(5000, (i) => i % 251);
    const small = bytesOf(100, (i) => 255 - i);
    const cfb = openCfb(
      buildCfb([
        { name: "Big", data: big },
        { name: "Small", data: small },
      ]),
    );
    expect(cfb.topLevel.map((e) => [e.name, e.type, e.size])).toEqual([
      ["Big", "stream", 5000],
      ["Small", "stream", 100],
    ]);
    expect(cfb.read(cfb.topLevel[0]!)).toEqual(big);
    expect(cfb.read(cfb.topLevel[1]!)).toEqual(small);
    expect(cfb.read(cfb.topLevel[0]!, 10)).toEqual(big.subarray(0, 10));
    expect(cfb.damaged).toBe(false);
  });

  it("keeps streams inside storages out of the top level", () => {
    const cfb = openCfb(
      buildCfb([
        { name: "Workbook", data: new Uint8Array(200) },
        { name: "WordDocument", data: new Uint8Array(200), storage: "ObjectPool" },
      ]),
    );
    expect(cfb.topLevel.map((e) => e.name)).toEqual(["Workbook", "ObjectPool"]);
    expect(cfb.entries.map((e) => e.name)).toContain("WordDocument");
  });

  it("reads the real Word 97 document in the corpus", () => {
    const cfb = openCfb(corpusBytes("office/testWORD.doc"));
    const word = cfb.topLevel.find((e) => e.name === "WordDocument");
    expect(word?.type).toBe("stream");
    // FIB magic of Word 97 and later
    expect(Array.from(cfb.read(word!, 2))).toEqual([0xec, 0xa5]);
  });

  it("rejects what is not a compound file, a cut-short header and an unusable sector size", () => {
    expect(() => openCfb(new Uint8Array(600))).toThrow(CfbError);
    expect(() => openCfb(buildCfb([{ name: "A", data: new Uint8Array(10) }]).subarray(0, 300))).toThrow(
      CfbError,
    );
    const odd = setU32(buildCfb([{ name: "A", data: new Uint8Array(10) }]), 0x1c, 0xfffe | (15 << 16));
    expect(() => openCfb(odd)).toThrow(/sector size/);
  });

  describe("hostile files end quickly", () => {
    it("a directory chain that loops onto itself", () => {
      const bytes = buildCfb([{ name: "A", data: new Uint8Array(5000) }]);
      const dirStart = new DataView(bytes.buffer).getUint32(0x30, true);
      setU32(bytes, fatEntryOffset(dirStart), dirStart);
      const cfb = openCfb(bytes);
      expect(cfb.topLevel.map((e) => e.name)).toEqual(["A"]);
      expect(cfb.damaged).toBe(true);
    });

    it("a stream chain that loops returns a short read", () => {
      const bytes = buildCfb([{ name: "A", data: new Uint8Array(8192) }]);
      const cfb0 = openCfb(bytes);
      const start = cfb0.topLevel[0]!.start;
      setU32(bytes, fatEntryOffset(start + 1), start);
      const cfb = openCfb(bytes);
      expect(cfb.read(cfb.topLevel[0]!).length).toBe(1024);
      expect(cfb.damaged).toBe(true);
    });

    it("a mini FAT chain that loops returns a short read", () => {
      const bytes = buildCfb([{ name: "A", data: new Uint8Array(1000) }]);
      const miniFatStart = new DataView(bytes.buffer).getUint32(0x3c, true);
      setU32(bytes, 512 + miniFatStart * 512 + 4 * 3, 0); // mini sector 3 → 0
      const cfb = openCfb(bytes);
      expect(cfb.read(cfb.topLevel[0]!).length).toBe(256);
    });

    it("a DIFAT chain that loops and claims a huge FAT", () => {
      const bytes = buildCfb([{ name: "A", data: new Uint8Array(5000) }]);
      setU32(bytes, 0x2c, 0xffffff00); // FAT sector count
      setU32(bytes, 0x44, 1); // first DIFAT sector…
      setU32(bytes, 0x48, 0xffffffff); // …of very many
      setU32(bytes, 512 + 1 * 512 + 127 * 4, 1); // whose "next" pointer is itself
      const cfb = openCfb(bytes);
      expect(cfb.topLevel.length).toBeLessThanOrEqual(1);
    });

    it("directory siblings that point at each other", () => {
      const bytes = buildCfb([
        { name: "A", data: new Uint8Array(10) },
        { name: "B", data: new Uint8Array(10) },
      ]);
      setU32(bytes, dirEntryOffset(bytes, 2) + 0x48, 1); // B's right sibling is A, whose right sibling is B
      setU32(bytes, dirEntryOffset(bytes, 2) + 0x44, 2); // and B is its own left sibling
      const cfb = openCfb(bytes);
      expect(cfb.topLevel.map((e) => e.name)).toEqual(["A", "B"]);
    });

    it("sector numbers past the end of the file and absurd stream sizes", () => {
      const bytes = buildCfb([{ name: "A", data: new Uint8Array(5000) }]);
      setU32(bytes, dirEntryOffset(bytes, 1) + 0x74, 0x7fffffff); // start sector far away
      setU32(bytes, dirEntryOffset(bytes, 1) + 0x78, 0xfffffff0); // ~4 GB
      const cfb = openCfb(bytes);
      expect(cfb.read(cfb.topLevel[0]!).length).toBe(0);
      expect(cfb.damaged).toBe(true);
    });

    it("a file cut short after the header", () => {
      const bytes = buildCfb([{ name: "A", data: new Uint8Array(5000) }]);
      expect(() => openCfb(bytes.subarray(0, 512))).toThrow(CfbError);
    });

    it("a directory whose first entry is not the root", () => {
      const bytes = buildCfb([{ name: "A", data: new Uint8Array(10) }]);
      bytes[dirEntryOffset(bytes, 0) + 0x42] = 2;
      expect(() => openCfb(bytes)).toThrow(/root/);
    });

    it("a 2 MB file of FAT entries that all point to sector 0", () => {
      const header = buildCfb([{ name: "A", data: new Uint8Array(10) }]).subarray(0, 512);
      const body = new Uint8Array(2 * 1024 * 1024); // every FAT entry 0 → every chain loops at once
      const bytes = concat(header, body);
      setU32(bytes, 0x30, 0);
      expect(() => openCfb(bytes)).toThrow(CfbError);
      setU32(bytes, 0x30, ENDOFCHAIN);
      expect(() => openCfb(bytes)).toThrow(CfbError);
    });
  });
});
