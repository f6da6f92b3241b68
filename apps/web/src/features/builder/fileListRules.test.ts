// Tests of the file list helpers: move up/down, drag to a place, follow the preview's order, screen new files.
import { describe, expect, it, vi } from "vitest";
import { UNSUPPORTED_FILES_WARNING } from "@courtready/contracts";
import { applyOrder, megabytes, moveItem, screenFiles, tooLargeByLimit, totalSize } from "./fileListRules.ts";

describe("moveItem", () => {
  it("swaps with the neighbour above or below", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("leaves the list alone at either end, and returns a copy", () => {
    const list = ["a", "b", "c"];
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 2, 1)).toEqual(list);
    expect(moveItem(list, 0, 1)).not.toBe(list);
    expect(list).toEqual(["a", "b", "c"]);
  });
});

describe("applyOrder", () => {
  it("follows the keys' order and drops items that are not listed", () => {
    const files = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(applyOrder(files, ["c", "x", "a"], (f) => f.id)).toEqual([{ id: "c" }, { id: "a" }]);
  });

  it("takes each item once even when a key repeats", () => {
    expect(applyOrder([{ id: "a" }], ["a", "a"], (f) => f.id)).toEqual([{ id: "a" }]);
  });
});

describe("sizes", () => {
  it("adds up and writes megabytes with one decimal, base 1024", () => {
    expect(totalSize([{ size: 1024 * 1024 }, { size: 512 * 1024 }])).toBe(1_572_864);
    expect(megabytes(1_572_864)).toBe("1.5 MB");
    expect(megabytes(2 * 1024 * 1024)).toBe("2.0 MB");
  });
});

describe("screenFiles", () => {
  it("keeps supported extensions in any case and warns once with the count", () => {
    const warn = vi.fn();
    const files = [
      { name: "Lease.PDF", size: 10 },
      { name: "song.mp3", size: 10 },
      { name: "", size: 10 },
      { name: "photo.jpeg", size: 10 },
      { name: "clip.textClipping", size: 10 },
      { name: "IMG_1034.HEIC", size: 10 },
      { name: "scan.tif", size: 10 },
      { name: "chat.webp", size: 10 },
      { name: "map.gif", size: 10 },
    ];
    const result = screenFiles(files, 100, warn);
    expect(result.accepted.map((f) => f.name)).toEqual([
      "Lease.PDF",
      "photo.jpeg",
      "clip.textClipping",
      "IMG_1034.HEIC",
      "scan.tif",
      "chat.webp",
      "map.gif",
    ]);
    expect(result.unsupported).toEqual(["song.mp3", ""]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`2 ${UNSUPPORTED_FILES_WARNING}`);
  });

  it("holds each file to the limit for its name: pictures keep a smaller one (issue 40)", () => {
    const limit = (name: string) => (name.endsWith(".jpg") ? 30 : 250);
    const result = screenFiles(
      [
        { name: "scan.pdf", size: 200 },
        { name: "photo.jpg", size: 200 },
      ],
      limit,
      vi.fn(),
    );
    expect(result.accepted.map((f) => f.name)).toEqual(["scan.pdf"]);
    expect(result.tooLarge).toEqual(["photo.jpg"]);
  });

  it("sets aside files over the limit and says nothing when all are supported", () => {
    const warn = vi.fn();
    const result = screenFiles(
      [
        { name: "big.pdf", size: 101 },
        { name: "ok.docx", size: 100 },
      ],
      100,
      warn,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(["ok.docx"]);
    expect(result.tooLarge).toEqual(["big.pdf"]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("tooLargeByLimit", () => {
  it("puts pictures apart from documents, so each is told its own limit", () => {
    expect(tooLargeByLimit(["scan.pdf", "photo.JPG", "notes.docx", "screen.png"])).toEqual({
      documents: ["scan.pdf", "notes.docx"],
      pictures: ["photo.JPG", "screen.png"],
    });
  });
});
