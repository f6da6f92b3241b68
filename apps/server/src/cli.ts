// Operator commands: `migrate` brings the schema up to date; `seed` loads reference data (idempotent).
import { connect, migrateToLatest } from "@courtready/db";
import { loadConfig, loadDotEnv } from "./config.ts";
import { seedReferenceData } from "./seed.ts";

async function run(command: string | undefined): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = connect({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    switch (command) {
      case "migrate": {
        const { applied } = await migrateToLatest(database.db);
        console.log(
          applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.",
        );
        return;
      }
      case "seed": {
        const report = await seedReferenceData(database.db);
        console.log(report);
        return;
      }
      default:
        console.error("usage: node apps/server/dist/cli.js migrate|seed");
        process.exitCode = 2;
    }
  } finally {
    await database.destroy();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
