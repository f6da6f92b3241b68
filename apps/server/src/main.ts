// Starts the server: configuration, database (migrated), app; stops cleanly on SIGINT/SIGTERM.
import { connect, migrateToLatest } from "@courtready/db";
import { loadConfig, loadDotEnv } from "./config.ts";
import { buildApp } from "./app.ts";
import { scheduleMaintenance } from "./maintenance.ts";
import { createStorage } from "./storage/create-storage.ts";

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = connect({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  // npm start migrates before starting; doing it here too keeps a bare `node dist/main.js` from serving an old schema.
  await migrateToLatest(database.db);
  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage });
  const stopMaintenance = scheduleMaintenance(
    database.db,
    storage,
    () => new Date(),
    config.login.windowMinutes,
    (error) => app.log.error({ err: error }, "maintenance failed"),
  );
  app.addHook("onClose", async () => {
    stopMaintenance();
    await database.destroy();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.host === "localhost" || config.host === "0.0.0.0" ? "localhost" : config.host;
  app.log.info(`CourtReady is ready at http://${where}:${config.port} (database: ${database.dialect})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
