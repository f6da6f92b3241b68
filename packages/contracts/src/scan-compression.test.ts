import { describe, expect, it } from "vitest";
import { estimatedVolumes, previewBytes } from "./scan-compression.ts";

const MB = 1024 * 1024;

describe("estimatedVolumes", () => {
  it("counts the files a binder needs under the limit, one without a limit", () => {
    expect(estimatedVolumes(70 * MB, 25 * MB)).toBe(3);
    expect(estimatedVolumes(25 * MB, 25 * MB)).toBe(1);
    expect(estimatedVolumes(25 * MB + 1, 25 * MB)).toBe(2);
    expect(estimatedVolumes(0, 25 * MB)).toBe(1);
    expect(estimatedVolumes(70 * MB, null)).toBe(1);
    expect(estimatedVolumes(70 * MB, undefined)).toBe(1);
  });
});

describe("previewBytes", () => {
  it("adds the exhibits' sizes, a missing estimate counting as the file's own size", () => {
    expect(previewBytes([{ bytes: 10, compressedBytes: 4 }, { bytes: 6 }, {}])).toEqual({
      bytes: 16,
      compressedBytes: 10,
    });
  });
});
