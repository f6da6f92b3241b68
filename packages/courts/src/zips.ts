// Finding the courts of a ZIP code ("11201", "77002-1234"): the counties the Census Bureau's 2020 relationship file
// puts the ZIP Code Tabulation Area in (data/zips.json), most of its land first. Loaded on the first ZIP search.
import { z } from "zod";
import data from "../data/zips.json" with { type: "json" };

const ZZipsFile = z.object({
  generatedFrom: z.string(),
  unmatched: z.array(z.string()),
  ranks: z.array(z.record(z.string().min(1), z.string().regex(/^\d{5}( \d{5})*$/))).min(1),
});

let index: ReadonlyMap<string, readonly string[]> | undefined;

/** ZIP code → court ids, in the order of the file's ranks (the county with the most land first). */
function zipIndex(): ReadonlyMap<string, readonly string[]> {
  if (index) return index;
  const byZip = new Map<string, string[]>();
  for (const byCourt of ZZipsFile.parse(data).ranks) {
    for (const [id, zips] of Object.entries(byCourt)) {
      for (const zip of zips.split(" ")) byZip.set(zip, [...(byZip.get(zip) ?? []), id]);
    }
  }
  index = byZip;
  return index;
}

/** The five digits of a typed ZIP code ("11201", " 11201-2345 "), or null when the text is not one. */
export function zipOfQuery(query: string): string | null {
  return /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(query)?.[1] ?? null;
}

/** The court ids of a ZIP code's counties, the county with most of its land first; empty for an unknown code. */
export function courtsOfZip(zip: string): readonly string[] {
  return zipIndex().get(zip) ?? [];
}
