import { describe, expect, it } from "vitest";
import { FILE_PAGES_PER_BATCH } from "@courtready/contracts";
import { batchesToAsk } from "./usePagePictures.ts";

describe("the Pages panel's picture batches", () => {
  it("asks for each batch holding the pages in view once, in order", () => {
    const n = FILE_PAGES_PER_BATCH;
    expect(batchesToAsk([1, 2, 3], new Set())).toEqual([1]);
    // Rows in view across two batches (a reordered list shows page 30 beside page 2).
    expect(batchesToAsk([2 * n + 3, 2, n], new Set())).toEqual([1, 2 * n + 1]);
    expect(batchesToAsk([2, n + 1], new Set([1]))).toEqual([n + 1]);
    expect(batchesToAsk([2, n + 1], new Set([1, n + 1]))).toEqual([]);
    expect(batchesToAsk([], new Set())).toEqual([]);
  });
});
