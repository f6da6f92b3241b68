// The builder reads the kit's verdict from the ZIP itself, and a ZIP without a readable report shows nothing.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readKitQuality } from "./kitQuality.ts";

const zip = (files: Record<string, string>) =>
  new Blob([zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))]);

describe("readKitQuality", () => {
  it("gives the status and what to fix", async () => {
    const report = {
      status: "fix",
      summary: ["Exhibit 2: page 6 may show a full Social Security number"],
      documents: [],
    };
    expect(
      await readKitQuality(zip({ "binder.pdf": "%PDF", "quality-report.json": JSON.stringify(report) })),
    ).toEqual({
      status: "fix",
      summary: ["Exhibit 2: page 6 may show a full Social Security number"],
    });
  });

  it("is null for a ZIP without the report, a report of another shape, or bytes that are not a ZIP", async () => {
    expect(await readKitQuality(zip({ "binder.pdf": "%PDF" }))).toBeNull();
    expect(await readKitQuality(zip({ "quality-report.json": '{"status":"great"}' }))).toBeNull();
    expect(await readKitQuality(new Blob(["not a zip"]))).toBeNull();
  });
});
