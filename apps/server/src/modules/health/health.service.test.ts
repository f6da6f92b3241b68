// Honest health (issue 41) on both storage kinds: the worker's GET /health and the web report say 200 only while the
// database and the file storage both answer, and 503 with the reason when either cannot be reached (or, for a
// worker, while it is stopping).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "@courtready/db/testing";
import { createLocalStorage } from "../../storage/local-storage.ts";
import { createS3Storage } from "../../storage/s3-storage.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { startTestS3Server } from "../../testing/s3-stand-in.ts";
import { createHealthService, createWorkerHealth } from "./health.service.ts";

interface Store {
  storage: FileStorage;
  /** Makes the store unreachable: the folder removed, or the S3 server stopped. */
  lose(): Promise<void>;
  close(): Promise<void>;
}

const kinds = {
  local: async (): Promise<Store> => {
    const root = mkdtempSync(path.join(tmpdir(), "courtready-health-"));
    const close = async () => rmSync(root, { recursive: true, force: true });
    // A file where the folder should be: nothing can be stored (a folder merely missing is made again).
    const lose = async () => {
      await close();
      writeFileSync(root, "");
    };
    return { storage: createLocalStorage(root), lose, close };
  },
  s3: async (): Promise<Store> => {
    const server = await startTestS3Server();
    let stopped = false;
    const stop = async () => {
      if (!stopped) await server.stop();
      stopped = true;
    };
    return { storage: createS3Storage(server.config), lose: stop, close: stop };
  },
} as const;

describe.each(["local", "s3"] as const)("health with %s storage", (kind) => {
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0).reverse()) await close();
  });

  async function setUp() {
    const database = await createTestDatabase("sqlite");
    const store = await kinds[kind]();
    opened.push(
      () => database.destroy().catch(() => undefined),
      () => store.close(),
    );
    let stopping = false;
    const worker = () =>
      createWorkerHealth({
        db: database.db,
        storage: store.storage,
        storageKind: kind,
        stopping: () => stopping,
      });
    const web = () =>
      createHealthService(database.db, "sqlite", {
        queueKind: "pg-boss",
        storage: store.storage,
        storageKind: kind,
        now: () => new Date(),
      });
    return { database, store, worker, web, stop: () => (stopping = true) };
  }

  it("answers 200 with nothing wrong while the database and the storage answer", async () => {
    const { worker, web } = await setUp();
    expect(await worker().check()).toEqual({
      statusCode: 200,
      body: {
        status: "ok",
        role: "worker",
        database: { available: true },
        storage: { kind, available: true },
        problems: [],
      },
    });
    expect(await web().check()).toMatchObject({ storage: { kind, available: true }, problems: [] });
  });

  it("answers 503 with the reason when the storage cannot be reached", async () => {
    const { store, worker, web } = await setUp();
    await store.lose();
    const reason =
      kind === "s3"
        ? /^storage \(s3\): cannot reach the bucket \(.+\)$/
        : /^storage \(local folder\): ENOTDIR$/;
    const answer = await worker().check();
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toMatchObject({ status: "unavailable", storage: { kind, available: false } });
    expect(answer.body.problems).toEqual([expect.stringMatching(reason)]);
    const report = await web().check();
    expect(report.storage.available).toBe(false);
    expect(report.problems).toEqual([expect.stringMatching(reason)]);
  });

  it("answers 503 with the reason when the database cannot be reached", async () => {
    const { database, worker, web } = await setUp();
    await database.destroy();
    const answer = await worker().check();
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toMatchObject({ status: "unavailable", database: { available: false } });
    expect(answer.body.problems).toEqual(["database: does not answer"]);
    expect((await web().check()).problems).toEqual(["database: does not answer"]);
  });

  it("answers 503 while the worker is stopping, so its supervisor sends it nothing new", async () => {
    const { worker, stop } = await setUp();
    stop();
    const answer = await worker().check();
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toMatchObject({ status: "stopping", problems: ["stopping: takes no new work"] });
  });
});
