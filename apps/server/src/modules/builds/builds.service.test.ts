// What a build hands to its worker thread without copying: never a view into Node's shared buffer pool.
import { describe, expect, it } from "vitest";
import { ownedBuffers } from "./builds.service.ts";

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
