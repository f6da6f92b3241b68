// The filing profiles: every rule of every preset's profile has a source, the cited values are the ones the sources
// give, a court with no sourced profile gets the named generic one, and a court's own rule replaces its state's.
import { ZFilingProfile } from "@courtready/contracts";
import type { TFactSource, TFilingProfile } from "@courtready/contracts";
import { describe, expect, it } from "vitest";
import { allPresets, filingProfileFor } from "../index.ts";
import { FEDERAL_COURT_FILING } from "./federal.ts";
import { GENERIC_PROFILE_NAME } from "./generic.ts";
import { filingProfileOf } from "./profile.ts";
import { READ_PROFILES } from "./sources.ts";
import { STATE_COURT_FILING } from "./states.ts";

/** The profile of a preset id that must exist. */
function profile(id: string): TFilingProfile {
  const found = filingProfileFor(id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
}

// A source with no URL must name the document it was read in: a rule, standard, order, FAQ or the like.
const NAMED_DOCUMENT = /\b(rule|r\.|standards?|order|faq|procedures?|manual|requirements|notice|page)\b/i;

/** Why a source cannot stand behind a rule, or null when it can. */
function sourceProblem(source: TFactSource): string | null {
  if (source.title.trim().length < 10) return "a title too short to name its document";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(source.read)) return "no date read";
  if (source.url === null && !NAMED_DOCUMENT.test(source.title)) return "neither a URL nor a named document";
  return null;
}

/** Every rule of a profile that is not backed by a usable source, as "court field: why". */
function unsourcedRules(candidate: TFilingProfile): string[] {
  const problems: string[] = [];
  const { court, kind: _kind, name: _name, notes: _notes, personal_data, ...rules } = candidate;
  const entries: [string, { sources: TFactSource[] } | null][] = [
    ...Object.entries(rules),
    ...personal_data.map((rule, index): [string, { sources: TFactSource[] }] => [
      `personal_data[${index}]`,
      rule,
    ]),
  ];
  for (const [field, rule] of entries) {
    if (rule === null) continue;
    if (rule.sources.length === 0) problems.push(`${court} ${field}: no source`);
    for (const source of rule.sources) {
      const problem = sourceProblem(source);
      if (problem) problems.push(`${court} ${field}: ${problem}`);
    }
  }
  return problems;
}

describe("filing profiles: every rule has a source", () => {
  it("parses every preset's profile, and finds a source with a title, a date and a URL or document for each rule", () => {
    const problems: string[] = [];
    for (const id of allPresets().keys()) {
      const parsed = ZFilingProfile.parse(profile(id));
      expect(parsed.court).toBe(id);
      problems.push(...unsourcedRules(parsed));
    }
    expect(problems).toEqual([]);
  });

  it("the source check itself refuses a rule with no source, no date, or neither URL nor document", () => {
    const good = profile("tx_harris");
    const bare = { title: "Somebody said so", url: null, read: READ_PROFILES, value: null };
    expect(unsourcedRules({ ...good, links: { value: "none", sources: [] } })).toEqual([
      "tx_harris links: no source",
    ]);
    expect(unsourcedRules({ ...good, packaging: { value: "combined", sources: [bare] } })).toEqual([
      "tx_harris packaging: neither a URL nor a named document",
    ]);
    const undated = { ...bare, title: "eFileTexas standards", read: "" };
    expect(unsourcedRules({ ...good, personal_data: [{ value: "frcp-5.2", sources: [undated] }] })).toEqual([
      "tx_harris personal_data[0]: no date read",
    ]);
    // And the schema refuses an empty source list on its own.
    expect(ZFilingProfile.safeParse({ ...good, links: { value: "none", sources: [] } }).success).toBe(false);
  });

  it("gives sourced profiles to every federal court and the CA, TX, FL, IL, NY and NJ trial courts; the rest generic", () => {
    const counts = { federal: 0, state: 0, generic: 0 };
    for (const id of allPresets().keys()) {
      const found = profile(id);
      const preset = allPresets().get(id);
      if (found.kind === "generic") counts.generic += 1;
      else if (preset?.kind === "federal") counts.federal += 1;
      else counts.state += 1;
    }
    expect(counts).toEqual({ federal: 95, state: 58 + 254 + 67 + 102 + 62 + 21, generic: 3328 - 95 - 564 });
  });
});

describe("filing profiles: the cited values", () => {
  it("Texas: eFileTexas file names are Latin-1 letters and digits, at most 50 characters, cited to the JCIT standards", () => {
    const harris = profile("tx_harris");
    expect(harris.kind).toBe("sourced");
    const rule = harris.file_name;
    expect(rule?.value.max_length).toBe(50);
    const allowed = new RegExp(rule?.value.pattern ?? "^$");
    for (const name of ["ExhibitBinder", "Volume2", "Émile", "Pérez2026"])
      expect(allowed.test(name), name).toBe(true);
    for (const name of ["Exhibit Binder", "Exhibit_Binder", "Exhibit-A", "Ω", ""])
      expect(allowed.test(name), name).toBe(false);
    expect(rule?.sources.some((source) => source.title.includes("JCIT"))).toBe(true);
    expect(harris.links?.value).toBe("internal");
    expect(harris.searchable_required?.value).toBe(true);
    expect(harris.personal_data.map((entry) => entry.value)).toEqual(["tex-r-civ-p-21c"]);
    // Sources disagree on eFileTexas's size limit, so none is checked.
    expect(harris.max_document_mb).toBeNull();
  });

  it("Florida: a 3 × 3 in box on page 1 and a 3 × 1 in box on later pages, with Rule 2.425 for personal data", () => {
    const miami = profile("fl_miami_dade");
    expect(miami.clerk_box_first_page?.value).toEqual({ width_in: 3, height_in: 3 });
    expect(miami.clerk_box_later_pages?.value).toEqual({ width_in: 3, height_in: 1 });
    expect(miami.clerk_box_first_page?.sources[0]?.title).toContain("2.520");
    expect(miami.personal_data.map((entry) => entry.value)).toEqual(["fla-r-gen-prac-2.425"]);
    // The portal's 50 MB limit comes from the preset's own sourced fact.
    expect(miami.max_document_mb?.value).toBe(50);
    expect(miami.page_size).toBeNull();
  });

  it("Illinois: eFileIL's 25 MB per document and 50 MB per envelope, and the 2-inch first-page margin", () => {
    const cook = profile("il_cook");
    expect(cook.max_document_mb?.value).toBe(25);
    expect(cook.max_envelope_mb?.value).toBe(50);
    expect(cook.max_envelope_mb?.sources[0]?.title).toContain("eFileIL");
    expect(cook.clerk_box_first_page?.value).toEqual({ width_in: 8.5, height_in: 2 });
    expect(cook.clerk_box_later_pages).toBeNull();
    expect(cook.personal_data.map((entry) => entry.value)).toEqual(["ill-s-ct-r-138"]);
  });

  it("California and New York: text-searchable documents; California's Rule 1.201", () => {
    expect(profile("ca_los_angeles").searchable_required?.sources[0]?.url).toContain("courts.ca.gov");
    expect(profile("ca_los_angeles").personal_data.map((entry) => entry.value)).toEqual(["cal-r-ct-1.201"]);
    expect(profile("ny_kings").searchable_required?.value).toBe(true);
    expect(profile("ny_kings").max_document_mb).toBeNull();
  });

  it("federal districts: FRCP 5.2 everywhere, and a district's own CM/ECF size limit where it publishes one", () => {
    for (const preset of allPresets().values()) {
      if (preset.kind !== "federal" || !preset.id.includes("_us_district")) continue;
      const found = profile(preset.id);
      expect(found.kind, preset.id).toBe("sourced");
      expect(
        found.personal_data.map((entry) => entry.value),
        preset.id,
      ).toEqual(["frcp-5.2"]);
    }
    const central = profile("ca_us_district_central");
    expect(central.max_document_mb?.value).toBe(35);
    expect(central.max_document_mb?.sources[0]?.url).toBe(
      "https://www.cacd.uscourts.gov/news/pdf-file-size-limit-increase-cmecf",
    );
    const northern = profile("ca_us_district_northern");
    expect([northern.max_document_mb?.value, northern.max_envelope_mb?.value]).toEqual([50, 50]);
    expect(profile("md_us_district").max_document_mb?.value).toBe(30);
    // A district with no limit of its own in the directory takes PACER's CM/ECF lookup (2023), cited as such; no
    // federal default size is invented (contacts.test.ts holds that every district's value is read from the feed).
    const sdtx = profile("tx_us_district_southern").max_document_mb;
    expect(sdtx?.value).toBe(35);
    expect(sdtx?.sources[0]?.title).toMatch(/^PACER: Federal Court Records/);
    expect(sdtx?.sources[0]?.value).toMatch(/^pdf_size: /);
    expect(profile("ms_us_district_northern").forms_flattened?.value).toBe(true);
    expect(profile("ok_us_district_eastern").forms_flattened?.value).toBe(false);
    expect(profile("ny_us_district_southern").packaging?.value).toBe("lead-plus-attachments");
    expect(profile("az_us_district").links?.value).toBe("internal");
    const utah = profile("ut_us_bankruptcy");
    expect([utah.max_document_mb?.value, utah.packaging?.value, utah.personal_data]).toEqual([
      8,
      "combined",
      [],
    ]);
  });
});

describe("filing profiles: generic and overrides", () => {
  it("a court with no sourced profile gets the named generic profile, each rule citing the court it comes from", () => {
    const autauga = profile("al_autauga");
    expect(autauga.kind).toBe("generic");
    expect(autauga.name).toBe(GENERIC_PROFILE_NAME);
    expect(autauga.name).toBe("Strictest common rules (no rules recorded for this court)");
    expect(autauga.max_document_mb?.value).toBe(25);
    expect(autauga.max_document_mb?.sources[0]?.title).toContain("eFileIL");
    expect(autauga.links?.value).toBe("internal");
    expect(autauga.clerk_box_first_page?.value).toEqual({ width_in: 3, height_in: 3 });
    expect(autauga.file_name?.value.max_length).toBe(50);
    expect(autauga.notes.join(" ")).toContain("https://judicial.alabama.gov");
    const other = profile("other_state_court");
    expect(other.kind).toBe("generic");
    expect(other.notes.at(-1)).toBe("Check this court's e-filing rules with the clerk before filing.");
  });

  it("names only courts that exist, so no court's own rules are silently dropped by a mistyped id", () => {
    const ids = [...Object.keys(FEDERAL_COURT_FILING), ...Object.keys(STATE_COURT_FILING)];
    expect(ids.filter((id) => !allPresets().has(id))).toEqual([]);
    for (const id of Object.keys(FEDERAL_COURT_FILING))
      expect(allPresets().get(id)?.kind, id).toBe("federal");
    for (const id of Object.keys(STATE_COURT_FILING)) expect(allPresets().get(id)?.kind, id).toBe("state");
  });

  it("a court's own rule replaces its state's for that field, and the state's other rules still apply", () => {
    const ector = profile("tx_ector");
    const harris = profile("tx_harris");
    expect(ector.max_document_mb?.value).toBe(32);
    expect(ector.packaging?.value).toBe("combined");
    expect(harris.packaging).toBeNull();
    expect(ector.file_name).toEqual(harris.file_name);
    expect(ector.name).toContain("Ector County");
    expect(ector.name).toContain("Texas state courts");
  });

  it("a state layer's size limit replaces the preset's, and the preset's stands where no layer sets one", () => {
    const preset = allPresets().get("nj_essex");
    if (!preset) throw new Error("no nj_essex");
    expect(filingProfileOf(preset).max_document_mb?.value).toBe(35);
    expect(filingProfileOf(preset).max_document_mb?.sources[0]?.url).toBe(
      "https://njcourts.gov/selfhelp/jeds.html",
    );
    const illinois = allPresets().get("il_cook");
    if (!illinois) throw new Error("no il_cook");
    // The preset says 25 with an unlinked source; the state layer's rule (same value, linked copy) wins.
    expect(filingProfileOf(illinois).max_document_mb?.sources[0]?.url).toContain("efileil");
  });
});
