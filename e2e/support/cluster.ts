// The set-up the multi-process specs share (issues 21 and 41): web and worker processes apart on one PostgreSQL
// database and the S3 stand-in (fauxqs on loopback), a Chromium, and a scratch folder, all started before the spec
// and stopped after it; the heavy build they watch; plus what those specs read back from the bucket, the database and the finished build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, Page } from "playwright-core";
import pg from "pg";
import { DeleteObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { connect, migrateToLatest } from "@courtready/db";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { openBrowser } from "./browser.ts";
import { startBinderBuild, writeHeavyBuildFiles } from "./builder.ts";
import { startOwnPostgres } from "./postgres.ts";
import type { OwnPostgres } from "./postgres.ts";
import { startRole } from "./server.ts";
import type { RunningServer } from "./server.ts";
import { startTestS3Server } from "../../apps/server/src/testing/s3-stand-in.ts";
import type { TestS3Server } from "../../apps/server/src/testing/s3-stand-in.ts";

/** PostgreSQL is what the processes share; COURTREADY_TEST_DIALECTS=sqlite (an explicit opt-out) skips these specs. */
export const onPostgres = dialectsUnderTest().includes("postgres");

export interface Cluster {
  readonly s3: TestS3Server;
  readonly browser: Browser;
  readonly database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** With `ownPostgres`: the spec's own server, to stop and start; otherwise undefined. */
  readonly postgres: OwnPostgres | undefined;
  /** A scratch folder for the spec's files, removed after it. */
  readonly work: string;
  /** Starts a process of this role; `dataDir` restarts one on the data folder of a process that died. */
  start(role: "web" | "worker", dataDir?: string): Promise<RunningServer>;
  /**
   * With `heavyFiles`: adds that many of the heavy build's files on the builder at `url`, waits for their checks,
   * removes the conversions the checks kept (with them the build would be too quick to watch under way, freeze or
   * kill) and presses Generate Binder; answers the build's id.
   */
  startHeavyBuild(page: Page, url: string): Promise<string>;
}

/**
 * The cluster for one spec file (`name` names its scratch folder and CSRF secret). `leaseSeconds` is the build lease
 * (QUEUE_HEARTBEAT_SECONDS): the shortest the configuration allows by default, so a lost worker is noticed quickly.
 * `ownPostgres` puts the database on a PostgreSQL server of the spec's own (postgres.ts), which it may stop; `env` adds
 * variables to every process; `heavyFiles` writes that many of the heavy build's files (builder.ts) for
 * `startHeavyBuild`.
 */
export function useCluster(
  name: string,
  options: {
    leaseSeconds?: number;
    ownPostgres?: boolean;
    env?: Record<string, string>;
    heavyFiles?: number;
  } = {},
): Cluster {
  const work = mkdtempSync(path.join(tmpdir(), `courtready-${name}-`));
  const servers: RunningServer[] = [];
  let common: Record<string, string> = {};
  let heavyFiles: string[] = [];
  const handles = {
    work,
    async start(role: "web" | "worker", dataDir?: string) {
      const server = await startRole(role, common, dataDir ? { dataDir } : {});
      servers.push(server);
      return server;
    },
    startHeavyBuild: (page: Page, url: string) =>
      startBinderBuild(page, url, heavyFiles, () => dropKeptConversions(handles.s3)),
  } as Cluster & {
    s3: TestS3Server;
    browser: Browser;
    database: Cluster["database"];
    postgres: OwnPostgres | undefined;
  };
  beforeAll(async () => {
    if (!onPostgres) return;
    if (options.ownPostgres) {
      const own = await startOwnPostgres();
      handles.postgres = own;
      const handle = connect({ databaseUrl: own.url, sqlitePath: "", poolSize: 4 });
      await migrateToLatest(handle.db);
      handles.database = {
        ...handle,
        url: own.url,
        destroy: async () => {
          await handle.destroy();
          await own.remove();
        },
      };
    } else {
      handles.database = await createTestDatabase("postgres");
    }
    handles.s3 = await startTestS3Server();
    common = {
      DATABASE_URL: handles.database.url!,
      // Every web process signs and checks the same CSRF tokens.
      CSRF_SECRET: `${name}-test-secret-`.repeat(3),
      ...handles.s3.env,
      JOB_WORKERS: "1",
      QUEUE_HEARTBEAT_SECONDS: String(options.leaseSeconds ?? 10),
      QUEUE_MONITOR_SECONDS: "1",
      ...options.env,
    };
    handles.browser = await openBrowser();
    if (options.heavyFiles) heavyFiles = (await writeHeavyBuildFiles(work)).slice(0, options.heavyFiles);
  });
  afterAll(async () => {
    await handles.browser?.close();
    for (const server of servers) {
      // A stopped (SIGSTOP) process would not act on SIGKILL until continued: continue it first; harmless otherwise.
      server.process.kill("SIGCONT");
      await server.stop("SIGKILL");
    }
    await handles.database?.destroy();
    // A spec may stop the bucket itself (to see health fail); stopping twice is no error here.
    await handles.s3?.stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });
  return handles;
}

/** Every key in the bucket. */
export async function storedKeys(s3: TestS3Server): Promise<string[]> {
  const client = s3.client();
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys;
}

/**
 * Removes the conversions the file checks kept: with them a build would be too quick to watch under way, to freeze or
 * to kill mid-build.
 */
export async function dropKeptConversions(s3: TestS3Server): Promise<void> {
  const kept = (await storedKeys(s3)).filter((key) => /^users\/[^/]+\/conversions\//.test(key));
  const client = s3.client();
  for (const Key of kept) await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key }));
  client.destroy();
}

/** The rows of one query on the cluster's database, on a connection of its own. */
export async function queryRows<Row>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Waits until the builder says the binder is ready and returns its PDF link's address (relative to the site). */
export async function readyBinderHref(page: Page): Promise<string> {
  await expect
    .poll(() => page.getByText("Your binder is ready").count(), { timeout: 60_000 })
    .toBeGreaterThan(0);
  const href = await page
    .getByRole("link", { name: /open the binder PDF/i })
    .first()
    .getAttribute("href");
  return href ?? "";
}
