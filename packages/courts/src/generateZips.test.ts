// The ZIP code table's generator: the committed file is exactly a fresh generation and stays small, every county of
// every ZCTA in the Census copy joins a directory court or is named as unmatched, and the order is by land area.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { directoryInput as inputs } from "./directoryInput.testing.ts";
import { countyCourtsByFips, generateDirectory } from "./generate.ts";
import { generateZips, serializeZips, ZIP_HEADER } from "./generateZips.ts";
import { SPLIT_COUNTIES } from "./sources/zips.ts";

const directoryInput = inputs();
const courts = countyCourtsByFips(directoryInput);
const relationshipFile = readFileSync(
  new URL("../data/sources/census-zcta520-county20.txt", import.meta.url),
  "utf8",
);
const table = generateZips({ relationshipFile, courts });
const rows = relationshipFile
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split("|") as [string, string, string]);

describe("ZIP code table", () => {
  it("is what data/zips.json holds, byte for byte (regenerate with npm run generate -w @courtready/courts)", () => {
    expect(readFileSync(new URL("../data/zips.json", import.meta.url), "utf8")).toBe(serializeZips(table));
  });

  it("keeps the file under 450 KB, since the server loads it on the first ZIP search", () => {
    expect(Buffer.byteLength(serializeZips(table))).toBeLessThan(450_000);
  });

  it("joins every county of every ZCTA to a directory court, or names it as unmatched", () => {
    const written = new Map<string, string[]>();
    for (const byCourt of table.ranks)
      for (const [id, zips] of Object.entries(byCourt))
        for (const zip of zips.split(" ")) written.set(zip, [...(written.get(zip) ?? []), id]);
    const lost: string[] = [];
    for (const [zip, fips] of rows) {
      const court = courts.get(SPLIT_COUNTIES[fips] ?? fips);
      if (court ? !written.get(zip)?.includes(court.id) : !table.unmatched.includes(fips))
        lost.push(`${zip}|${fips}`);
    }
    expect(lost).toEqual([]);
    // Only Swains Island (American Samoa), which has no court of its own in the directory; a new one is noticed here.
    expect(table.unmatched).toEqual(["60040"]);
    // Every ZCTA of the copy is in the table, and every court named exists in the directory.
    expect(written.size).toBe(new Set(rows.map(([zip]) => zip)).size);
    expect(written.size).toBe(33_791);
    const ids = new Set(generateDirectory(directoryInput).presets.map((preset) => preset.id));
    expect([...new Set([...written.values()].flat())].filter((id) => !ids.has(id))).toEqual([]);
  });

  it("orders a ZIP code's courts by the land each county holds, whatever order the rows come in", () => {
    const file = `${ZIP_HEADER}\n77083|48157|10777309\n77083|48201|16068573\n11201|36047|3506670\n`;
    const reversed = `${ZIP_HEADER}\n77083|48201|16068573\n11201|36047|3506670\n77083|48157|10777309\n`;
    const small = generateZips({ relationshipFile: file, courts });
    expect(small.ranks).toEqual([{ ny_kings: "11201", tx_harris: "77083" }, { tx_fort_bend: "77083" }]);
    expect(generateZips({ relationshipFile: reversed, courts })).toEqual(small);
  });

  it("refuses a file that is not the copy's three columns, or a malformed row", () => {
    expect(() => generateZips({ relationshipFile: "zip,fips\n11201,36047\n", courts })).toThrow("header");
    expect(() => generateZips({ relationshipFile: `${ZIP_HEADER}\n1120|36047|5\n`, courts })).toThrow(
      "bad row",
    );
  });
});
