// Reference data the app needs in its database. Each seeder is idempotent (safe on every start). The court
// directory and binder types ship as code in packages/courts and packages/contracts, so nothing is copied yet;
// later features (e.g. plans bought through Stripe) register their seeders here.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";

type Seeder = { name: string; run: (db: Kysely<Database>) => Promise<number> };

const SEEDERS: Seeder[] = [];

/** Runs every seeder and describes what changed. */
export async function seedReferenceData(db: Kysely<Database>): Promise<string> {
  if (SEEDERS.length === 0) return "Reference data: nothing to seed.";
  const lines: string[] = [];
  for (const seeder of SEEDERS) lines.push(`${seeder.name}: ${await seeder.run(db)} row(s) written`);
  return lines.join("\n");
}
