// Where each Massachusetts Superior Court sits, from SuffolkLITLab/docassemble-MACourts' location list (MIT; scraped
// from mass.gov; data/sources/macourts-superior-courts.json): every courthouse of a county, joined to the county's
// directory court by the county in the record's name. A record whose own address names another county is left out
// and said so on the card, since one of its two facts is wrong and we cannot tell which.
import type { TCourtLocation, TFactSource } from "@courtready/contracts";
import { z } from "zod";
import records from "../../data/sources/macourts-superior-courts.json" with { type: "json" };
import { plainText } from "./text.ts";
import type { CourtContact } from "./types.ts";

const COMMIT = "953e0b79f9e43c26dd78ced8ee20a156008949e0";
/** The day the copy was made from the repository. */
export const MACOURTS_READ = "2026-11-27";

export const MACOURTS_SOURCE: TFactSource = {
  title:
    "Massachusetts Superior Court locations scraped from mass.gov, as kept by SuffolkLITLab/docassemble-MACourts (MIT; file updated 6 Jan 2026)",
  url: `https://github.com/SuffolkLITLab/docassemble-MACourts/blob/${COMMIT}/docassemble/MACourts/data/sources/superior_courts.json`,
  read: MACOURTS_READ,
  value: null,
};

const ZRecord = z.object({
  name: z.string(),
  phone: z.string(),
  description: z.string(),
  url: z.string().url().optional(),
  address: z.object({
    city: z.string(),
    orig_address: z.string(),
    county: z.string().nullable().optional(),
  }),
});
type MaRecord = z.infer<typeof ZRecord>;

/** A directory court of Massachusetts: its id and its county ("Plymouth County"). */
export interface CountyCourtRef {
  id: string;
  county: string;
}

export interface MassachusettsJoin {
  contacts: Map<string, CourtContact>;
  /** Counties of the directory with no usable record. */
  unmatchedCourts: string[];
  /** Records left out, with why ("52 Obery St., …: the name says Plymouth County, the address Barnstable County"). */
  rejected: string[];
}

function locationOf(record: MaRecord): TCourtLocation {
  const phone = plainText(record.phone);
  return {
    name: `${plainText(record.name) ?? record.name} (${record.address.city})`,
    address: plainText(record.address.orig_address),
    phones: phone === null ? [] : [{ text: phone, kind: "location", division: null }],
    hours: null,
    description: plainText(record.description),
    website: record.url ?? null,
    sources: [MACOURTS_SOURCE],
  };
}

/** Joins the copied list to the Massachusetts county courts of the directory. */
export function joinMassachusetts(courts: readonly CountyCourtRef[]): MassachusettsJoin {
  const byCounty = new Map<string, { locations: TCourtLocation[]; leftOut: string[] }>();
  const rejected: string[] = [];
  for (const record of z.array(ZRecord).parse(records)) {
    const county = /^(.+ County) Superior Court$/.exec(record.name.trim())?.[1];
    if (county === undefined) {
      rejected.push(`${record.name}: not named "<county> County Superior Court"`);
      continue;
    }
    const entry = byCounty.get(county) ?? { locations: [], leftOut: [] };
    byCounty.set(county, entry);
    const addressCounty = record.address.county ?? null;
    if (addressCounty !== null && addressCounty !== county) {
      rejected.push(`${record.address.orig_address}: the name says ${county}, the address ${addressCounty}`);
      entry.leftOut.push(
        `The source also lists a ${county} Superior Court location in ${record.address.city}, but its record names ${addressCounty} as the county, so it is left out until checked. Check mass.gov for this county's courthouses.`,
      );
      continue;
    }
    entry.locations.push(locationOf(record));
  }
  const contacts = new Map<string, CourtContact>();
  const unmatchedCourts: string[] = [];
  for (const court of courts) {
    const entry = byCounty.get(court.county);
    if (!entry || entry.locations.length === 0) {
      unmatchedCourts.push(court.id);
      continue;
    }
    const several =
      entry.locations.length > 1
        ? [
            `The Superior Court sits in ${entry.locations.length} places in ${court.county}. Check which location handles your case (see each one's note).`,
          ]
        : [];
    contacts.set(court.id, {
      locations: entry.locations,
      eFilingHelp: [],
      notes: [...several, ...entry.leftOut],
    });
  }
  return { contacts, unmatchedCourts, rejected };
}
