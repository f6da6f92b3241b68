// Finding a court by the place people live in: a city spanning counties lists each (most ZIP codes first), a New
// York City borough finds its county, a state narrows a common name, and county names and ids still work as before.
import { describe, expect, it } from "vitest";
import { findPlaces, searchCourts, searchPresets } from "./index.ts";
import { placeKey } from "./placeKey.ts";

const ids = (query: string) => searchCourts(query).map((result) => result.preset.id);
const placeIds = (query: string) =>
  searchCourts(query)
    .filter((result) => result.place !== null)
    .map((result) => result.preset.id);

describe("placeKey", () => {
  it("meets the USPS spelling whatever way people type the name", () => {
    expect(placeKey("St. Louis")).toBe(placeKey("Saint Louis"));
    expect(placeKey("Ft Worth")).toBe(placeKey("Fort Worth"));
    expect(placeKey("Mc Allen")).toBe(placeKey("McAllen"));
    expect(placeKey("  HOUSTON ")).toBe("houston");
    expect(placeKey("Coeur d’Alene")).toBe(placeKey("Coeur dAlene"));
    expect(placeKey("Mayagüez")).toBe("mayaguez");
  });
});

describe("search by place", () => {
  it("Houston finds Harris County first, then the other county Houston's ZIP codes reach, before any Houston County", () => {
    const results = searchCourts("Houston");
    expect(results[0]?.preset.id).toBe("tx_harris");
    expect(results[0]?.place).toMatchObject({ name: "Houston", state: "TX", county: "Harris County" });
    expect(results[1]?.preset.id).toBe("tx_fort_bend");
    const first = results.findIndex((result) => result.preset.id === "tx_harris");
    const houstonCounties = results
      .map((result, position) => ({ result, position }))
      .filter(({ result }) => result.preset.county === "Houston County");
    // The five Houston Counties (AL, GA, MN, TN, TX) are still found by name, after the city.
    expect(houstonCounties.map(({ result }) => result.preset.state).sort()).toEqual([
      "AL",
      "GA",
      "MN",
      "TN",
      "TX",
    ]);
    for (const { position } of houstonCounties) expect(position).toBeGreaterThan(first);
    // Houston, Minnesota is a town in Houston County: found by place too, after the city of 2 million.
    expect(houstonCounties.find(({ result }) => result.preset.state === "MN")?.result.place?.name).toBe(
      "Houston",
    );
  });

  it("names how many of the place's ZIP codes lie in each county, most first", () => {
    const [harris, fortBend] = searchCourts("Houston");
    expect(harris?.place?.zip_codes).toBe(harris?.place?.place_zip_codes);
    expect(fortBend?.place?.zip_codes).toBeLessThan(harris?.place?.zip_codes ?? 0);
    expect(harris?.place?.source.title).toContain("HUD USPS ZIP Code–county crosswalk");
  });

  it("Kansas City lists the counties of both Kansas Cities, the larger first", () => {
    expect(placeIds("Kansas City")).toEqual([
      "mo_jackson",
      "mo_clay",
      "mo_platte",
      "mo_cass",
      "ks_wyandotte",
      "ks_johnson",
      "ks_leavenworth",
    ]);
    // With its state, only that one.
    expect(placeIds("Kansas City, KS")).toEqual(["ks_wyandotte", "ks_johnson", "ks_leavenworth"]);
    expect(placeIds("kansas city kansas")).toEqual(placeIds("Kansas City, KS"));
  });

  it.each([
    ["Brooklyn", "ny_kings", "Kings County"],
    ["Manhattan", "ny_new_york", "New York County"],
    ["Queens", "ny_queens", "Queens County"],
    ["The Bronx", "ny_bronx", "Bronx County"],
    ["bronx", "ny_bronx", "Bronx County"],
    ["Staten Island", "ny_richmond", "Richmond County"],
  ])("%s finds its county's court first, by the borough table", (query, id, county) => {
    const [first] = searchCourts(query);
    expect(first?.preset.id).toBe(id);
    expect(first?.place).toMatchObject({ state: "NY", county, zip_codes: null, place_zip_codes: null });
    expect(first?.place?.source.title).toContain("county subdivision");
    // A borough is one county: no neighbouring county comes with it.
    expect(searchCourts(query).filter((result) => result.place?.state === "NY")).toHaveLength(1);
  });

  it("finds a city by the way people write it", () => {
    expect(ids("St. Louis")[0]).toBe("mo_st_louis_city");
    expect(ids("houston, tx")[0]).toBe("tx_harris");
    expect(ids("Houston TX")[0]).toBe("tx_harris");
    expect(placeIds("Houston, Texas")).toEqual(["tx_harris", "tx_fort_bend"]);
    expect(ids("Washington, DC")[0]).toBe("dc_district_of_columbia");
    expect(placeIds("Flushing, NY")).toEqual(["ny_queens"]);
  });

  it("still finds exact county names and ids, and nothing for an unknown name", () => {
    expect(ids("Cook County")).toContain("il_cook");
    expect(ids("Harris County")).toEqual(["ga_harris", "tx_harris"]);
    expect(ids("Orleans Parish")).toEqual(["la_orleans"]);
    expect(ids("ca_los_angeles")).toEqual(["ca_los_angeles"]);
    expect(searchCourts("no court is called this")).toEqual([]);
    // A state name alone is not a place.
    expect(findPlaces("Texas")).toEqual([]);
    // The builder asks for the generic presets with this search: no place may slip in.
    expect(ids("other_")).toEqual(["other_state_court", "other_federal_court"]);
  });

  it("gives each court once, and searchPresets the same order", () => {
    const found = ids("Los Angeles");
    expect(found[0]).toBe("ca_los_angeles");
    expect(new Set(found).size).toBe(found.length);
    expect(searchPresets("Los Angeles").map((preset) => preset.id)).toEqual(found);
  });
});
