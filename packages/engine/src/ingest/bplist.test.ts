import { describe, expect, it } from "vitest";
import { MAX_DEPTH, parseBinaryPlist, PlistError } from "./bplist.ts";
import { BPLIST_TRAILER, buildBplist, concat, latin1Bytes } from "../testing/bytes.ts";
import type { PlistInput } from "../testing/bytes.ts";

function setTrailer(bytes: Uint8Array, field: keyof typeof BPLIST_TRAILER, value: number): Uint8Array {
  const at = bytes.length + BPLIST_TRAILER[field];
  if (field === "offsetSize" || field === "refSize") bytes[at] = value;
  else new DataView(bytes.buffer, bytes.byteOffset).setBigUint64(at, BigInt(value));
  return bytes;
}

describe("parseBinaryPlist", () => {
  it("reads dictionaries, arrays, ASCII and UTF-16 strings, data, integers and booleans", () => {
    const value = parseBinaryPlist(
      buildBplist({
        a: "ascii",
        u: "ABCD🥶",
        n: 70000,
        t: true,
        f: false,
        d: Uint8Array.of(1, 2, 3),
        l: ["x", 1],
      }),
    );
    expect(value).toEqual(
      new Map<string, unknown>([
        ["a", "ascii"],
        ["u", "ABCD🥶"],
        ["n", 70000],
        ["t", true],
        ["f", false],
        ["d", Uint8Array.of(1, 2, 3)],
        ["l", ["x", 1]],
      ]),
    );
  });

  it("reads lengths of 15 and more, which take an extra integer", () => {
    const long = "x".repeat(300);
    expect(parseBinaryPlist(buildBplist([long]))).toEqual([long]);
  });

  it("rejects what is not a binary plist, or is too short to hold a trailer", () => {
    expect(() => parseBinaryPlist(latin1Bytes("<?xml version"))).toThrow(PlistError);
    expect(() => parseBinaryPlist(latin1Bytes("bplist00"))).toThrow(PlistError);
  });

  describe("hostile input throws PlistError", () => {
    const sample = () => buildBplist({ "UTI-Data": { "public.utf8-plain-text": "hi" } });

    it("offset table past the end", () => {
      expect(() => parseBinaryPlist(setTrailer(sample(), "tableOffset", 2 ** 40))).toThrow(/offset table/);
    });

    it("object count larger than the file", () => {
      expect(() => parseBinaryPlist(setTrailer(sample(), "objectCount", 2 ** 50))).toThrow(PlistError);
    });

    it("top object out of range", () => {
      expect(() => parseBinaryPlist(setTrailer(sample(), "topObject", 99))).toThrow(/top object/);
    });

    it("integer sizes of 0 or more than 8 bytes", () => {
      expect(() => parseBinaryPlist(setTrailer(sample(), "refSize", 0))).toThrow(/sizes/);
      expect(() => parseBinaryPlist(setTrailer(sample(), "offsetSize", 9))).toThrow(/sizes/);
    });

    it("an object offset that points into the trailer", () => {
      const bytes = sample();
      const table = Number(new DataView(bytes.buffer).getBigUint64(bytes.length - 8));
      new DataView(bytes.buffer).setUint32(table, bytes.length - 4); // object 0's offset
      expect(() => parseBinaryPlist(bytes)).toThrow(/bad offset/);
    });

    it("a string whose length runs past the data", () => {
      const bytes = buildBplist(["abc"]);
      const at = bytes.indexOf(0x53); // 0x5 ASCII string, length 3
      bytes[at] = 0x5f;
      bytes[at + 1] = 0x13; // 8-byte length follows…
      expect(() => parseBinaryPlist(bytes)).toThrow(PlistError);
    });

    it("an array that contains itself", () => {
      // Object 0: array of one reference, to object 0.
      const bytes = concat(latin1Bytes("bplist00"), [0xa1, 0x00], [8], trailer(1, 1, 1, 0, 10));
      expect(() => parseBinaryPlist(bytes)).toThrow(/itself/);
    });

    it(`nesting deeper than ${MAX_DEPTH} levels`, () => {
      let value: PlistInput = "leaf";
      for (let i = 0; i < MAX_DEPTH + 5; i++) value = [value];
      expect(() => parseBinaryPlist(buildBplist(value))).toThrow(/deeply/);
    });

    it("a dictionary with a non-string key", () => {
      // Object 0: dict {1: 1}; object 1: integer 1.
      const bytes = concat(
        latin1Bytes("bplist00"),
        [0xd1, 0x01, 0x01],
        [0x10, 0x01],
        [8, 11],
        trailer(1, 1, 2, 0, 13),
      );
      expect(() => parseBinaryPlist(bytes)).toThrow(/key/);
    });

    it("many references to one object are read once, not once per reference", { timeout: 5000 }, () => {
      // 30 nested arrays, each listing the next one twice: 2^29 paths if shared objects were re-read.
      const count = 30;
      const objects: number[][] = [];
      for (let i = 0; i < count - 1; i++) objects.push([0xa2, i + 1, i + 1]);
      objects.push([0x50]); // empty string
      let at = 8;
      const offsets = objects.map((o) => {
        const here = at;
        at += o.length;
        return here;
      });
      const bytes = concat(latin1Bytes("bplist00"), ...objects, offsets, trailer(1, 1, count, 0, at));
      expect(parseBinaryPlist(bytes)).toBeInstanceOf(Array);
    });
  });
});

/** A plist trailer: offset size, reference size, object count, top object, offset-table offset. */
function trailer(offsetSize: number, refSize: number, count: number, top: number, table: number): number[] {
  const be64 = (n: number) => [0, 0, 0, 0, (n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  return [0, 0, 0, 0, 0, 0, offsetSize, refSize, ...be64(count), ...be64(top), ...be64(table)];
}
