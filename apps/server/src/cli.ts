// Operator commands: `migrate` brings the schema up to date; `seed` loads reference data (idempotent);
// `grant-membership EMAIL yearly|one_time` gives an account a membership without a payment (support, testing);
// `jobs` lists stuck and failed builds, `jobs retry JOB_ID` queues a stuck one again; `where` says where the
// database is (npm start prints it), touching nothing; `deployment` tells npm start whether it may choose PAYMENTS and
// PUBLIC_BASE_URL ("defaults") or, under NODE_ENV=production, runs the server's check ("production" or its refusal).
import { connect, migrateToLatest } from "@courtready/db";
import { describeDatabase, loadDatabaseConfig, loadDotEnv, loadLeaseMs, startChoices } from "./config.ts";
import { seedReferenceData } from "./seed.ts";
import { ADMIN_USAGE, grantByEmail, listJobs, retryJob } from "./admin.ts";

async function run(command: string | undefined, args: string[]): Promise<void> {
  loadDotEnv();
  if (command === "deployment") {
    console.log(startChoices());
    return;
  }
  const config = loadDatabaseConfig();
  if (command === "where") {
    // Before connecting: connecting to SQLite creates its folder and file, and this only reports.
    console.log(describeDatabase(config));
    return;
  }
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
      case "grant-membership": {
        const [email, type] = args;
        if (!email || !type) throw new Error(ADMIN_USAGE);
        console.log(await grantByEmail(database.db, email, type, new Date()));
        return;
      }
      case "jobs": {
        const [action, id] = args;
        const leaseMs = loadLeaseMs();
        if (action === undefined) console.log(await listJobs(database.db, new Date(), leaseMs));
        else if (action === "retry" && id) console.log(await retryJob(database.db, id, new Date(), leaseMs));
        else throw new Error(ADMIN_USAGE);
        return;
      }
      default:
        console.error(ADMIN_USAGE);
        process.exitCode = 2;
    }
  } finally {
    await database.destroy();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
