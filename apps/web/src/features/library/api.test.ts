// The library's upload rules that run before any request: a file over the per-file limit is named at once instead
// of being uploaded in full and refused (issue 19 item 7), and sizes read the way people read them.
import { describe, expect, it } from "vitest";
import { MAX_FILE_MB } from "@courtready/contracts";
import { formatBytes, splitBySize } from "./api.ts";

describe("splitBySize", () => {
  it("holds a picture to its own, smaller limit when the limit goes by name", () => {
    const MB = 1024 * 1024;
    const limit = (name: string) => (name.endsWith(".jpg") ? 30 * MB : 250 * MB);
    const files = [
      { name: "scan.pdf", size: 200 * MB },
      { name: "photo.jpg", size: 40 * MB },
    ];
    expect(splitBySize(files, limit)).toEqual({ fits: [files[0]], tooLarge: [files[1]] });
  });

  it("keeps files up to the limit and sets aside the larger ones, in order", () => {
    const limit = MAX_FILE_MB * 1024 * 1024;
    const files = [
      { name: "scan.pdf", size: limit + 1 },
      { name: "lease.pdf", size: limit },
      { name: "photo.jpg", size: 1024 },
    ];
    expect(splitBySize(files, limit)).toEqual({
      fits: [files[1], files[2]],
      tooLarge: [files[0]],
    });
  });
});

describe("formatBytes", () => {
  it("uses MB, KB and bytes", () => {
    expect(formatBytes(40 * 1024 * 1024)).toBe("40.0 MB");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1)).toBe("1 byte");
  });
});
