// The directory pages' pure rules: paging, sorting, grouping by state, and the wording of facts.
import { describe, expect, it } from "vitest";
import { COURT_STATES, MAX_PAGE_BUTTONS } from "@courtready/contracts";
import type { TStateCourtCount } from "@courtready/contracts";
import {
  clampPage,
  displayUrl,
  formatReadDate,
  labelingLines,
  pageButtons,
  pageCount,
  pageSlice,
  parseStateCode,
  plural,
  safeWebUrl,
  sourced,
  sortByLabel,
  stateGroups,
  statesMatching,
  telHref,
} from "./directory.ts";
import { buildPreset } from "../shared/courtTestFactories.ts";

describe("paging", () => {
  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it("reads a page number from the address and keeps it in range", () => {
    expect(clampPage(null, 4)).toBe(1);
    expect(clampPage("abc", 4)).toBe(1);
    expect(clampPage("-2", 4)).toBe(1);
    expect(clampPage("3", 4)).toBe(3);
    expect(clampPage("9", 4)).toBe(4);
    expect(clampPage(2, 1)).toBe(1);
  });

  it("slices one page", () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    expect(pageSlice(items, 1, 25)).toEqual(items.slice(0, 25));
    expect(pageSlice(items, 3, 25)).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5]],
    [2, 20, [1, 2, 3, 4, 5]],
    [7, 20, [5, 6, 7, 8, 9]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
  ])("page %i of %i shows buttons %j", (current, pages, expected) => {
    expect(pageButtons(current, pages)).toEqual(expected);
    expect(pageButtons(current, pages).length).toBeLessThanOrEqual(MAX_PAGE_BUTTONS);
  });
});

describe("sortByLabel", () => {
  it("ignores case and orders numbers by value", () => {
    const presets = ["district 10", "District 2", "alpha", "Beta"].map((label) => buildPreset({ label }));
    expect(sortByLabel(presets).map((p) => p.label)).toEqual(["alpha", "Beta", "District 2", "district 10"]);
  });
});

describe("parseStateCode", () => {
  it("accepts the 56 codes in any case and nothing else", () => {
    expect(parseStateCode("ca")).toBe("CA");
    expect(parseStateCode("MP")).toBe("MP");
    expect(parseStateCode("ZZ")).toBeNull();
    expect(parseStateCode("")).toBeNull();
    expect(parseStateCode(null)).toBeNull();
    expect(COURT_STATES.every(([code]) => parseStateCode(code) === code)).toBe(true);
  });
});

describe("statesMatching", () => {
  it("matches the starts of words in names, and codes exactly", () => {
    expect(statesMatching("new")).toEqual(["NH", "NJ", "NM", "NY"]);
    expect(statesMatching("CA")).toEqual(["CA", "NC", "SC"]);
    expect(statesMatching("guam")).toEqual(["GU"]);
    expect(statesMatching("virginia")).toEqual(["VA", "WV"]);
    expect(statesMatching("West  Vir")).toEqual(["WV"]);
    expect(statesMatching("samoa")).toEqual(["AS"]);
    expect(statesMatching("  ")).toEqual([]);
  });
});

describe("stateGroups", () => {
  const states: TStateCourtCount[] = [
    { state: "CA", name: "California", courts: 60 },
    { state: "NV", name: "Nevada", courts: 18 },
    { state: "AK", name: "Alaska", courts: 5 },
  ];

  it("lists every state with courts, by name, when there is no search", () => {
    const groups = stateGroups(states, "", []);
    expect(groups.map((g) => g.name)).toEqual(["Alaska", "California", "Nevada"]);
    expect(groups.every((g) => g.wholeState)).toBe(true);
    expect(groups.map((g) => g.courts)).toEqual([5, 60, 18]);
  });

  it("keeps whole states the search names and the hits of other states, without generic presets", () => {
    const renoHit = buildPreset({ state: "NV", label: "Washoe County District Court", city: "Reno" });
    const generic = buildPreset({ kind: "generic", state: null, label: "Other state court" });
    const groups = stateGroups(states, "nevada", [renoHit, generic]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ state: "NV", wholeState: true, courts: 18 });

    const byCity = stateGroups(states, "reno", [renoHit, generic]);
    expect(byCity).toEqual([{ state: "NV", name: "Nevada", wholeState: false, hits: [renoHit], courts: 1 }]);
  });

  it("opens on the states of the courts found by place, those courts first, and names the place", () => {
    const harris = buildPreset({
      id: "tx_harris",
      state: "TX",
      label: "District Court of Harris County, Texas",
    });
    const fortBend = buildPreset({
      id: "tx_fort_bend",
      state: "TX",
      label: "District Court of Fort Bend County",
    });
    const houstonTx = buildPreset({
      id: "tx_houston",
      state: "TX",
      label: "District Court of Houston County",
    });
    const houstonAl = buildPreset({
      id: "al_houston",
      state: "AL",
      label: "Circuit Court of Houston County",
    });
    const placed = new Map([
      ["tx_harris", "Houston, TX"],
      ["tx_fort_bend", "Houston, TX"],
    ]);
    const groups = stateGroups(
      [...states, { state: "TX", name: "Texas", courts: 258 }, { state: "AL", name: "Alabama", courts: 70 }],
      "Houston",
      [harris, fortBend, houstonAl, houstonTx],
      placed,
    );
    // Texas first although Alabama comes first by name; Harris and Fort Bend in rank order, then by label.
    expect(groups.map((g) => g.state)).toEqual(["TX", "AL"]);
    expect(groups[0]?.hits.map((p) => p.id)).toEqual(["tx_harris", "tx_fort_bend", "tx_houston"]);
    expect(groups[0]?.placeOf).toEqual({ tx_harris: "Houston, TX", tx_fort_bend: "Houston, TX" });
    expect(groups[1]?.placeOf).toBeUndefined();
  });

  it("drops a named state that has no courts and gives nothing for no match", () => {
    expect(stateGroups(states, "wyoming", [])).toEqual([]);
    expect(stateGroups(states, "zzz", [])).toEqual([]);
  });
});

describe("wording", () => {
  it("formats reading dates in UTC", () => {
    expect(formatReadDate("2026-11-20")).toBe("Nov 20, 2026");
    expect(formatReadDate("not a date")).toBe("not a date");
  });

  it("links only web addresses", () => {
    expect(safeWebUrl("https://www.lacourt.org/")).toBe("https://www.lacourt.org/");
    expect(safeWebUrl("javascript:alert(1)")).toBeNull();
    expect(safeWebUrl("not a url")).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
    expect(displayUrl("https://www.lacourt.org/")).toBe("www.lacourt.org");
  });

  it("dials phone numbers by their digits", () => {
    expect(telHref("(213) 830-0800")).toBe("tel:2138300800");
    expect(telHref("+1 671-475-3544")).toBe("tel:+16714753544");
    expect(telHref("ask the clerk")).toBeNull();
  });

  it("says the labeling rule in words, with its refinements", () => {
    expect(labelingLines({ plaintiff: "numbers", defendant: "letters", is_default: true })).toEqual([
      "Plaintiff side: numbers (1, 2, 3)",
      "Defendant side: letters (A, B, C)",
      "After Z: A1, A2, A3",
    ]);
    expect(
      labelingLines({
        plaintiff: "numbers",
        defendant: "numbers",
        start_number: 100,
        is_default: false,
      }),
    ).toEqual([
      "Plaintiff side: numbers (1, 2, 3)",
      "Defendant side: numbers (1, 2, 3)",
      "Numbers start at 100",
    ]);
    expect(
      labelingLines({ plaintiff: "numbers", defendant: "letters", letter_style: "AA", is_default: false })[2],
    ).toBe("After Z: AA, AB, AC");
  });

  it("shows a fact only with its source", () => {
    const read = { title: "Court contact page", url: null, read: "2026-11-20", value: null };
    const sourcedPhone = buildPreset({ phone: "(213) 830-0800", sources: { phone: [read] } });
    const unsourcedPhone = buildPreset({ phone: "(213) 830-0800" });
    expect(sourced(sourcedPhone, "phone", sourcedPhone.phone)).toBe("(213) 830-0800");
    expect(sourced(unsourcedPhone, "phone", unsourcedPhone.phone)).toBeNull();
    expect(sourced(sourcedPhone, "website", sourcedPhone.website)).toBeNull();
  });

  it("pluralises counts with thousands separators", () => {
    expect(plural(1, "court")).toBe("1 court");
    expect(plural(3312, "court")).toBe("3,312 courts");
    expect(plural(2, "territory", "territories")).toBe("2 territories");
  });
});
