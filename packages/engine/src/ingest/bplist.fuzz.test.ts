// Fuzzing the binary-plist reader (issue 26: it stays hand-written, see docs/decisions.md "Hand-written on
// purpose"): damaged copies of the corpus's clippings and of built plists, including the hostile ones of
// bplist.test.ts, never make it throw anything but PlistError, never hang (the test's timeout), and never return
// strings, data or nesting larger than the file allows.
import { describe, expect, it } from "vitest";
import { corpusBytes } from "../testing/corpus.ts";
import { fuzzCases } from "../testing/fuzz.ts";
import { MAX_DEPTH, parseBinaryPlist, PlistError } from "./bplist.ts";
import type { PlistValue } from "./bplist.ts";
import { buildBplist, clipping, concat, latin1Bytes } from "../testing/bytes.ts";
import type { PlistInput } from "../testing/bytes.ts";

function trailer(offsetSize: number, refSize: number, count: number, top: number, table: number): number[] {
  const be64 = (n: number) => [0, 0, 0, 0, (n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  return [0, 0, 0, 0, 0, 0, offsetSize, refSize, ...be64(count), ...be64(top), ...be64(table)];
}

function sources(): { name: string; bytes: Uint8Array }[] {
  let deep: PlistInput = "leaf";
  for (let i = 0; i < MAX_DEPTH + 5; i++) deep = [deep];
  // 20 nested arrays that each list the next twice: a million paths to the last one if shared objects were re-read.
  const shared: number[][] = [];
  for (let i = 0; i < 19; i++) shared.push([0xa2, i + 1, i + 1]);
  shared.push([0x50]);
  const offsets = shared.map((_, i) => 8 + 3 * i);
  return [
    { name: "first.textClipping", bytes: corpusBytes("clipping/first.textClipping") },
    { name: "third.textClipping", bytes: corpusBytes("clipping/third.textClipping") },
    {
      name: "every kind",
      bytes: buildBplist({
        a: "ascii",
        u: "ABCD🥶",
        n: 70000,
        t: true,
        d: Uint8Array.of(1, 2),
        l: ["x".repeat(300)],
      }),
    },
    { name: "clipping", bytes: clipping({ "public.utf8-plain-text": "hello", "public.rtf": "{\\rtf1 hi}" }) },
    { name: "too deep", bytes: buildBplist(deep) },
    {
      name: "self-referential array",
      bytes: concat(latin1Bytes("bplist00"), [0xa1, 0x00], [8], trailer(1, 1, 1, 0, 10)),
    },
    {
      name: "shared children",
      bytes: concat(latin1Bytes("bplist00"), ...shared, offsets, trailer(1, 1, 20, 0, 65)),
    },
  ];
}

/** The deepest nesting of arrays and dictionaries, and the longest string or data, each shared object once. */
function measure(root: PlistValue): { depth: number; longest: number } {
  let depth = 0;
  let longest = 0;
  const seen = new Set<object>();
  const visit = (v: PlistValue, level: number) => {
    if (typeof v === "string" || v instanceof Uint8Array) longest = Math.max(longest, v.length);
    if (!(v instanceof Map) && !Array.isArray(v)) return;
    depth = Math.max(depth, level);
    if (seen.has(v)) return;
    seen.add(v);
    for (const child of v instanceof Map ? v.values() : v) visit(child, level + 1);
  };
  visit(root, 1);
  return { depth, longest };
}

describe("parseBinaryPlist under fuzzing", () => {
  it("answers or throws PlistError for 4,000 damaged plists, within the file's own size", () => {
    let parsed = 0;
    let refused = 0;
    for (const { name, bytes } of fuzzCases(sources(), 4000, 26)) {
      let value: PlistValue;
      try {
        value = parseBinaryPlist(bytes);
      } catch (error) {
        if (!(error instanceof PlistError)) throw new Error(`${name}: ${String(error)}`);
        refused++;
        continue;
      }
      parsed++;
      const { depth, longest } = measure(value);
      // MAX_DEPTH counts the levels below the top object, so the top container is one more.
      expect(depth, name).toBeLessThanOrEqual(MAX_DEPTH + 1);
      expect(longest, name).toBeLessThanOrEqual(bytes.length);
    }
    // Both outcomes must be common, or the mutations are not reaching the parser's checks.
    expect(parsed).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(200);
  });
});
