// Starts a CourtReady process: configuration, database (migrated), then its role (COURTREADY_SERVICES): the web app
// (site and API), a worker (runs builds and conversions from pg-boss, answers only a health check on WORKER_PORT), or
// both in one process (the default). Stops cleanly on SIGINT/SIGTERM.
import { createServer } from "node:http";
import { rm } from "node:fs/promises";
import { setPriority } from "node:os";
import type { Server } from "node:http";
import { connect, migrateToLatest } from "@courtready/db";
import type { DatabaseHandle } from "@courtready/db";
import type { Config } from "./config.ts";
import { loadConfig, loadDotEnv } from "./config.ts";
import { buildApp } from "./app.ts";
import { scheduleMaintenance } from "./maintenance.ts";
import { createStorage } from "./storage/create-storage.ts";
import type { FileStorage } from "./storage/storage.ts";
import { createRuntime } from "./runtime.ts";
import { useProcessTmp } from "./process-tmp.ts";
import { createWorkerHealth } from "./modules/health/health.service.ts";
import { checkFiling, describeTools, probeTools } from "@courtready/engine";

type Stop = () => Promise<void>;

/** How far a worker lowers its own CPU priority (nice 10: below web processes, above batch jobs at 19). */
const WORKER_NICENESS = 10;

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  // Before any thread or tool starts: every temporary file from here on lives where the next start sweeps it.
  const tmp = await useProcessTmp(config.jobsTmpDir);
  const database = connect({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    poolSize: config.databasePoolSize,
  });
  // npm start migrates before starting; doing it here too keeps a bare `node dist/main.js` from serving an old schema.
  await migrateToLatest(database.db);
  const storage = createStorage(config);
  const stop = config.services.web
    ? await startWeb(config, database, storage)
    : await startWorker(config, database, storage);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(
      `${JSON.stringify({ level: 30, time: Date.now(), msg: `${signal}: shutting down, finishing work in flight` })}\n`,
    );
    stop()
      .then(() => rm(tmp, { recursive: true, force: true }))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

/** The web app; with COURTREADY_SERVICES=web,worker (the default) it also runs the jobs, on its own threads. */
async function startWeb(config: Config, database: DatabaseHandle, storage: FileStorage): Promise<Stop> {
  const app = await buildApp({ config, database, storage, checkFiling });
  const stopMaintenance = scheduleMaintenance(
    database.db,
    storage,
    () => new Date(),
    config.login.windowMinutes,
    (error) => app.log.error({ err: error }, "maintenance failed"),
    config.buildRetentionHours,
  );
  app.addHook("onClose", async () => {
    stopMaintenance();
    await database.destroy();
  });
  await app.listen({ port: config.port, host: config.host });
  const where = config.host === "localhost" || config.host === "0.0.0.0" ? "localhost" : config.host;
  const role = config.services.worker ? "" : ", web only: jobs run on worker processes";
  app.log.info(
    `CourtReady is ready at http://${where}:${config.port} (database: ${database.dialect}${role})`,
  );
  return () => app.close();
}

/**
 * A worker: takes builds and conversions from pg-boss and runs them on its threads. It serves nothing but
 * GET /health on WORKER_PORT (200 while it takes work; 503 once it is stopping or while it cannot reach PostgreSQL or
 * the file storage, the reason in the body), for a supervisor or load balancer.
 */
async function startWorker(config: Config, database: DatabaseHandle, storage: FileStorage): Promise<Stop> {
  // A worker sharing a machine with web processes yields the CPU to them (its LibreOffice and qpdf inherit this), so
  // pages and progress stay quick while binders build; on a machine of its own it changes nothing.
  try {
    setPriority(WORKER_NICENESS);
  } catch {
    // Not permitted here (a container without CAP_SYS_NICE lowering is always allowed; raising is not needed).
  }
  const log = (level: number, fields: object, msg: string) => {
    const levels: Record<string, number> = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 };
    if (level >= (levels[config.logLevel] ?? 100))
      // One JSON line per event, like the web process's pino lines, so one log pipeline reads both.
      process.stdout.write(
        `${JSON.stringify({ level, time: Date.now(), role: "worker", ...fields, msg })}\n`,
      );
  };
  // The versions this worker's conversions run on, once (the web process logs them from its health probe).
  void probeTools().then((found) => log(30, {}, `external tools: ${describeTools(found)}`));
  const runtime = await createRuntime({
    config,
    checkFiling,
    db: database.db,
    storage,
    clock: () => new Date(),
    log: {
      error: (error, message) =>
        log(
          50,
          { err: error instanceof Error ? { message: error.message, stack: error.stack } : error },
          message,
        ),
      info: (fields, message) => log(30, fields, message),
    },
  });
  const stopMaintenance = scheduleMaintenance(
    database.db,
    storage,
    () => new Date(),
    config.login.windowMinutes,
    (e) => log(50, { err: String(e) }, "maintenance failed"),
    config.buildRetentionHours,
  );
  let stopping = false;
  const health = createWorkerHealth({
    db: database.db,
    storage,
    storageKind: config.s3 ? "s3" : "local",
    stopping: () => stopping,
  });
  const server: Server = createServer((request, response) => {
    if (request.url !== "/health" || request.method !== "GET") {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "Not found" }));
      return;
    }
    void health.check().then(({ statusCode, body }) => {
      response.writeHead(statusCode, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.workerPort, config.host, resolve);
  });
  await runtime.start();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.workerPort;
  log(30, { port }, `CourtReady worker is taking jobs (health: http://${config.host}:${port}/health)`);
  return async () => {
    stopping = true;
    stopMaintenance();
    await runtime.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.destroy();
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
