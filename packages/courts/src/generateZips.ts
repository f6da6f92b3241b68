// Builds the ZIP code table (data/zips.json): for each ZIP Code Tabulation Area in the Census Bureau's 2020
// relationship file, the county trial courts of the counties it lies in, the one with most of its land first.
// Pure and deterministic; generateZips.test.ts checks the committed file is a fresh generation.
import { z } from "zod";
import { SPLIT_COUNTIES } from "./sources/zips.ts";

export interface ZipsInput {
  /** data/sources/census-zcta520-county20.txt: GEOID_ZCTA5_20|GEOID_COUNTY_20|AREALAND_PART, one pair a line. */
  relationshipFile: string;
  /** countyCourtsByFips() of the directory generator. */
  courts: ReadonlyMap<string, { id: string; county: string }>;
}

/**
 * ranks[0] maps each court id to the ZIP codes whose largest land part is in its county, ranks[1] to those where it
 * is second, and so on; each list is the codes joined by spaces, in order. Grouping by court keeps the file small
 * (a ZIP code is written once per county, a court id once per rank). `unmatched`: county codes with no court.
 */
export interface ZipTable {
  generatedFrom: string;
  unmatched: string[];
  ranks: Record<string, string>[];
}

export const ZIP_HEADER = "GEOID_ZCTA5_20|GEOID_COUNTY_20|AREALAND_PART";

const ZRow = z.tuple([
  z.string().regex(/^\d{5}$/),
  z.string().regex(/^\d{5}$/),
  z.coerce.number().int().min(0),
]);

export function generateZips(input: ZipsInput): ZipTable {
  const lines = input.relationshipFile.trim().split(/\r?\n/);
  if (lines[0] !== ZIP_HEADER) throw new Error(`unexpected relationship file header: ${lines[0]}`);
  const parts = new Map<string, { fips: string; land: number }[]>();
  for (const line of lines.slice(1)) {
    const parsed = ZRow.safeParse(line.split("|"));
    if (!parsed.success) throw new Error(`bad row: ${line}`);
    const [zip, fips, land] = parsed.data;
    parts.set(zip, [...(parts.get(zip) ?? []), { fips, land }]);
  }

  const unmatched = new Set<string>();
  const ranks: Map<string, string[]>[] = [];
  for (const zip of [...parts.keys()].sort()) {
    // Most land first, as the file measures it; the county code breaks a tie so the order never depends on the input's.
    const ordered = (parts.get(zip) ?? []).sort((a, b) => b.land - a.land || (a.fips < b.fips ? -1 : 1));
    const ids: string[] = [];
    for (const { fips } of ordered) {
      const court = input.courts.get(SPLIT_COUNTIES[fips] ?? fips);
      if (!court) {
        unmatched.add(fips);
        continue;
      }
      if (!ids.includes(court.id)) ids.push(court.id);
    }
    ids.forEach((id, rank) => {
      const byCourt = (ranks[rank] ??= new Map());
      byCourt.set(id, [...(byCourt.get(id) ?? []), zip]);
    });
  }
  return {
    generatedFrom:
      "U.S. Census Bureau 2020 ZCTA to County Relationship File (GEOID_ZCTA5_20, GEOID_COUNTY_20, AREALAND_PART), " +
      "copied in packages/courts/data/sources; county codes changed since 2017 mapped as in src/sources/zips.ts",
    unmatched: [...unmatched].sort(),
    ranks: ranks.map((byCourt) =>
      Object.fromEntries(
        [...byCourt.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, zips]) => [id, zips.join(" ")]),
      ),
    ),
  };
}

/** The file's bytes: one court per line, so a regeneration shows as a readable diff. */
export function serializeZips(table: ZipTable): string {
  const ranks = table.ranks.map(
    (byCourt) =>
      `{\n${Object.entries(byCourt)
        .map(([id, zips]) => `${JSON.stringify(id)}:${JSON.stringify(zips)}`)
        .join(",\n")}\n}`,
  );
  return (
    `{"generatedFrom":${JSON.stringify(table.generatedFrom)},"unmatched":${JSON.stringify(table.unmatched)},` +
    `"ranks":[\n${ranks.join(",\n")}\n]}\n`
  );
}
