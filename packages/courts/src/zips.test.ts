// Finding a court by ZIP code: the ZIP code's county first, each county of a ZIP code that spans several (most land
// first), ZIP+4 and spaces accepted, and nothing invented for a code the Census file does not have.
import { describe, expect, it } from "vitest";
import { searchCourts, searchPresets } from "./index.ts";
import { courtsOfZip, zipOfQuery } from "./zips.ts";

const ids = (query: string) => searchCourts(query).map((result) => result.preset.id);

describe("zipOfQuery", () => {
  it("reads five digits, with or without the ZIP+4 part, and nothing else", () => {
    expect(zipOfQuery("11201")).toBe("11201");
    expect(zipOfQuery(" 77002-1234 ")).toBe("77002");
    expect(zipOfQuery("1120")).toBeNull();
    expect(zipOfQuery("112011")).toBeNull();
    expect(zipOfQuery("Houston 77002")).toBeNull();
  });
});

describe("search by ZIP code", () => {
  it("11201 offers Kings County's court, and only it", () => {
    const results = searchCourts("11201");
    expect(results.map((result) => result.preset.id)).toEqual(["ny_kings"]);
    expect(results[0]?.place).toMatchObject({
      name: "11201",
      state: "NY",
      county: "Kings County",
      zip: { counties: 1, rank: 1 },
    });
    expect(results[0]?.place?.source.url).toContain("census.gov");
    expect(results[0]?.place?.source.title).toContain(
      "2020 ZIP Code Tabulation Area (ZCTA) to County Relationship",
    );
  });

  it("77002 offers Harris County's court; ZIP+4 finds the same", () => {
    expect(ids("77002")).toEqual(["tx_harris"]);
    expect(ids("77002-1234")).toEqual(["tx_harris"]);
  });

  it("a ZIP code spanning counties offers each, the one with most of its land first", () => {
    // 10463 (Riverdale and Marble Hill): 6.8 km² of land in the Bronx, 0.3 km² in Manhattan.
    expect(ids("10463")).toEqual(["ny_bronx", "ny_new_york"]);
    // 77083: 16.1 km² in Harris County, 10.8 km² in Fort Bend.
    expect(ids("77083")).toEqual(["tx_harris", "tx_fort_bend"]);
    // 77328: San Jacinto, then Montgomery, then Liberty County.
    const results = searchCourts("77328");
    expect(results.map((result) => result.preset.id)).toEqual([
      "tx_san_jacinto",
      "tx_montgomery",
      "tx_liberty",
    ]);
    expect(results.map((result) => result.place?.zip)).toEqual([
      { counties: 3, rank: 1 },
      { counties: 3, rank: 2 },
      { counties: 3, rank: 3 },
    ]);
  });

  it("maps Alaska's 2019 split census areas to the directory's Valdez-Cordova court", () => {
    // 99686 is Valdez, in the Chugach Census Area since 2019.
    expect(courtsOfZip("99686")).toEqual(["ak_valdez_cordova"]);
  });

  it("finds nothing for a code that is not a ZCTA, rather than falling back to a name match", () => {
    expect(searchCourts("00000")).toEqual([]);
    expect(searchPresets("99999")).toEqual([]);
  });
});
