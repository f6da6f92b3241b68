// The storage bar's share: whole percent, never past 100, and full when the quota is zero.
import { describe, expect, it } from "vitest";
import { STORAGE_MESSAGES } from "@courtready/contracts";
import { usedPercent } from "./StorageUsage.tsx";

const MB = 1024 * 1024;

describe("usedPercent", () => {
  it("rounds to a whole percent and stops at 100", () => {
    expect(usedPercent({ usedBytes: 0, quotaBytes: 2048 * MB })).toBe(0);
    expect(usedPercent({ usedBytes: 174 * MB, quotaBytes: 2048 * MB })).toBe(8);
    expect(usedPercent({ usedBytes: 3000 * MB, quotaBytes: 2048 * MB })).toBe(100);
    expect(usedPercent({ usedBytes: 1, quotaBytes: 0 })).toBe(100);
  });

  it("says the amounts in words", () => {
    expect(STORAGE_MESSAGES.usage(174 * MB, 2048 * MB)).toBe("174 MB of 2,048 MB used");
    expect(STORAGE_MESSAGES.usage(2.5 * MB, 2048 * MB)).toBe("2.5 MB of 2,048 MB used");
  });
});
