// What a build hands to its worker thread without copying: never a view into Node's shared buffer pool.
import { describe, expect, it } from "vitest";
import { jobInputOf, ownedBuffers } from "./builds.service.ts";
import type { BuildInput } from "./builds.service.ts";

describe("ownedBuffers", () => {
  it("hands over memory a file owns alone, once, and never a slice of a shared buffer", () => {
    const own = new Uint8Array(16);
    // Small Buffers come from Node's pool: a view into a larger ArrayBuffer shared with unrelated Buffers.
    const pooled = Buffer.from("small file");
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const files = [
      { name: "a.pdf", bytes: own },
      { name: "again.pdf", bytes: own },
      { name: "b.txt", bytes: pooled },
    ];
    expect(ownedBuffers(files)).toEqual([own.buffer]);
  });
});

describe("jobInputOf: the size limit a binder is split into volumes under (issue 24)", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  // il_cook records a sourced 25 MB e-filing limit (packages/courts generate.test.ts); ca_los_angeles records none.
  const input = (presetKey: string | undefined, maxSize?: BuildInput["maxSize"]): BuildInput => ({
    binderType: "small_claims",
    role: "plaintiff",
    presetKey,
    payload: undefined,
    descriptions: undefined,
    ...(maxSize !== undefined ? { maxSize } : {}),
    files: [{ name: "a.pdf", key: "k", size: 1 }],
  });
  const MB = 1024 * 1024;

  it("takes the court's sourced limit, the person's own, or none", () => {
    expect(jobInputOf(input("il_cook", "court"), now).maxSizeBytes).toBe(25 * MB);
    expect(jobInputOf(input("il_cook", 12.5), now).maxSizeBytes).toBe(12.5 * MB);
    expect(jobInputOf(input("il_cook", "none"), now).maxSizeBytes).toBeUndefined();
    // A court without a recorded limit gives none: never a guessed one.
    expect(jobInputOf(input("ca_los_angeles", "court"), now).maxSizeBytes).toBeUndefined();
  });

  it("keeps what each build did before the choice: the binder whole, the kit at the court's limit", () => {
    expect(jobInputOf(input("il_cook"), now).maxSizeBytes).toBeUndefined();
    expect(jobInputOf(input("il_cook"), now, { kit: true }).kit?.maxSizeBytes).toBe(25 * MB);
    expect(jobInputOf(input("il_cook", 30), now, { kit: true }).kit?.maxSizeBytes).toBe(30 * MB);
    expect(jobInputOf(input("il_cook", "none"), now, { kit: true }).kit?.maxSizeBytes).toBeUndefined();
  });
});
