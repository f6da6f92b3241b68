// Test harness: the real app on a fresh database of the given dialect, a fixed clock that tests move by hand,
// and a client that keeps cookies and sends the CSRF header like the browser app does.
import diagnostics from "node:diagnostics_channel";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { createTestDatabase } from "@courtready/db/testing";
import type { DatabaseHandle, Dialect } from "@courtready/db";
import { CSRF_COOKIE, CSRF_HEADER } from "@courtready/contracts";
import type { TSignupRequest } from "@courtready/contracts";
import { buildApp } from "../app.ts";
import { createWorkerPool } from "../jobs/worker-pool.ts";
import { lazyRunner } from "../jobs/lazy-runner.ts";
import type { JobRunner } from "../jobs/runner.ts";
import { createStorage } from "../storage/create-storage.ts";
import type { FileStorage } from "../storage/storage.ts";
import { loadConfig } from "../config.ts";
import { bundleTestWorker } from "./worker-bundle.ts";
import type { Config } from "../config.ts";
import { filingCheckRefused } from "./filing-check.ts";
import { startSmtpStandIn } from "./smtp-stand-in.ts";
import type { SmtpStandIn } from "./smtp-stand-in.ts";
import type { FilingChecker } from "../modules/builds/builds.filing.ts";

export const FIXED_NOW = new Date("2026-11-22T12:00:00.000Z");

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export function fixedClock(start: Date = FIXED_NOW): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle & { url?: string };
  config: Config;
  clock: TestClock;
  storage: FileStorage;
  /** Every route the app registered, as "METHOD /path" (HEAD routes Fastify adds for each GET included). */
  routes: string[];
  close(): Promise<void>;
}

let bundledWorker: Promise<URL> | undefined;

/**
 * The job worker bundled for worker threads: the one global-setup.ts bundled for the whole run, or, when a
 * file runs without that setup, one bundled by this process on first use.
 */
export function testWorkerUrl(): Promise<URL> {
  const provided = inject("courtreadyTestWorker");
  bundledWorker ??= provided ? Promise.resolve(new URL(provided)) : bundleOwnWorker();
  return bundledWorker;
}

async function bundleOwnWorker(): Promise<URL> {
  const bundle = await bundleTestWorker();
  process.once("exit", () => bundle.remove());
  return bundle.url;
}

/**
 * The app of the enclosing describe block (buildTestApp on `dialect` with `env`): built before its tests and closed
 * after them, or, with `fresh: "each test"`, built anew for every test (for tests that move the clock or fill
 * the quota). The hooks are registered by this call; the returned function gives the app to a test.
 */
export function useTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  fresh: "each test" | "once" = "once",
): () => TestApp {
  let t: TestApp | undefined;
  const [before, after] = fresh === "each test" ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    t = await buildTestApp(dialect, env);
  });
  after(async () => {
    await t?.close();
    t = undefined;
  });
  return () => {
    if (!t) throw new Error("the app is built before the tests run (beforeAll/beforeEach)");
    return t;
  };
}

/** The whole app on a new database; `env` overrides configuration variables. */
export async function buildTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: {
    wrapStorage?: (storage: FileStorage) => FileStorage;
    /** Sees every job the app runs on its worker threads (e.g. to count conversions). */
    wrapJobs?: (jobs: JobRunner) => JobRunner;
    /** False: the app queues builds but leaves running them to the test's own queue. */
    runsBuilds?: boolean;
    /** The filing check builds run (a test's stand-in); default the one that never runs, so checks are null. */
    checkFiling?: FilingChecker;
    /**
     * Another app's database, shared as a second web process would share it (its owner closes it); its `config`
     * storage folder is shared too, so either process reads what the other stored.
     */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "courtready-app-"));
  const database = options.sameDatabaseAs?.database ?? (await createTestDatabase(dialect));
  const config = loadConfig({
    NODE_ENV: "test",
    // Sign-ups hash at argon2id's low test cost (auth.test.ts shows the standard one on an app of its own).
    PASSWORD_HASH_COST: "low",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web"),
    // The configuration says which database the app is on, as in production (pg-boss connects to it by URL).
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(options.sameDatabaseAs ? { FILES_DIR: options.sameDatabaseAs.config.filesDir } : {}),
    // Tests sign many people up from one address (inject's 127.0.0.1); the sign-up limit's own test sets its own.
    SIGNUPS_PER_ADDRESS_PER_HOUR: "10000",
    ...env,
  });
  const clock = fixedClock();
  const pool = lazyRunner(async () =>
    createWorkerPool({
      workerUrl: await testWorkerUrl(),
      size: 1,
      storage: { s3: config.s3, filesDir: config.filesDir },
    }),
  );
  const jobs = options.wrapJobs ? options.wrapJobs(pool) : pool;
  // The local folder, or the S3 bucket when `env` has the S3_* variables (testing/s3-stand-in.ts).
  const base = createStorage(config, clock);
  const storage = options.wrapStorage ? options.wrapStorage(base) : base;
  // The route table as Fastify sees it: its documented "fastify.initialization" channel hands over the instance
  // buildApp creates (synchronously, before any route), so an onRoute hook sees every route, in any plugin scope.
  const routes: string[] = [];
  const channel = diagnostics.channel("fastify.initialization");
  const collect = (message: unknown) => {
    channel.unsubscribe(collect);
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
    });
  };
  channel.subscribe(collect);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      clock,
      logger: false,
      jobs,
      storage,
      checkFiling: options.checkFiling ?? filingCheckRefused,
      ...(options.runsBuilds === false ? { runsBuilds: false } : {}),
    });
  } finally {
    channel.unsubscribe(collect);
  }
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    storage,
    routes,
    async close() {
      await app.close();
      if (!options.sameDatabaseAs) await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: remembers cookies, and sends the CSRF cookie back as a header on writes. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? "GET").toUpperCase();
    const { csrf = true, ...inject } = options;
    if (csrf && method !== "GET" && !this.cookies.has(CSRF_COOKIE))
      await this.request({ method: "GET", url: "/api/auth/user" });
    const headers: Record<string, string> = {
      ...this.headers,
      ...(inject.headers as Record<string, string> | undefined),
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (csrf && method !== "GET") headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? "";
    const response = await this.app.inject({ ...inject, method: method as InjectOptions["method"], headers });
    for (const cookie of response.cookies) {
      // clearCookie sends an empty value dated 1970; the real clock is never compared, so tests do not age.
      if (cookie.value === "" || cookie.expires?.getTime() === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: "GET", url });
  }

  post(url: string, payload?: object) {
    return this.request({ method: "POST", url, ...(payload ? { payload } : {}) });
  }
}

let userCounter = 0;

/** Factory for sign-up input; every call gets a new e-mail address. */
export function buildSignup(overrides: Partial<TSignupRequest> = {}): TSignupRequest {
  userCounter += 1;
  return {
    email: `person${userCounter}@example.com`,
    password: "correct-horse-9",
    firstName: "Rosa",
    lastName: "Diaz",
    ...overrides,
  };
}

/** Signs a new user up and in; returns the client holding the session and the sign-up input. */
export async function signedInClient(app: FastifyInstance, overrides: Partial<TSignupRequest> = {}) {
  const input = buildSignup(overrides);
  const client = new TestClient(app);
  const signup = await client.post("/api/auth/signup", input);
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await client.post("/api/auth/login", { email: input.email, password: input.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { client, input };
}

export interface MultipartFile {
  field?: string;
  filename: string;
  bytes: Uint8Array;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData sends it: text fields, then the files (field "file" unless named). */
export function multipartBody(
  fields: Record<string, string>,
  file?: MultipartFile | MultipartFile[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----courtready-test-boundary";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "file"}"; ` +
          `filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(f.bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends `fields` and `parts` as one multipart request (a project's create, update or update-files). */
export function sendMultipart(
  client: TestClient,
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string>,
  parts: MultipartFile[] = [],
): Promise<LightMyRequestResponse> {
  const multipart = multipartBody(fields, parts);
  return client.request({ method, url, payload: multipart.payload, headers: multipart.headers });
}

/** sendMultipart as a POST: the builder's calls and a project's file edits. */
export function postMultipart(
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  parts: MultipartFile[] = [],
): Promise<LightMyRequestResponse> {
  return sendMultipart(client, "POST", url, fields, parts);
}

/** A full disk: the write starts, then fails the way fs does when the device has no room left. */
export function fullDisk(inner: FileStorage, failKey: (key: string) => boolean = () => true): FileStorage {
  return {
    ...inner,
    put(key, data) {
      if (!failKey(key)) return inner.put(key, data);
      const source = data instanceof Readable ? data : Readable.from([Buffer.from(data)]);
      // Pulled only as the store writes, so the failure lands inside its write, as a real one would.
      async function* untilFull() {
        let written = 0;
        for await (const chunk of source) {
          written += (chunk as Buffer).length;
          if (written > 100)
            throw Object.assign(new Error("ENOSPC: no space left on device, write"), {
              code: "ENOSPC",
              errno: -28,
              syscall: "write",
            });
          yield chunk as Buffer;
        }
      }
      return inner.put(key, Readable.from(untilFull()));
    },
  };
}

/**
 * Every file stored under `prefix` ("users/<id>"), as keys: what a refused or failed upload must not leave. On the
 * local folder it reads the disk, so it also sees the temporary ".partial" files the storage interface hides; on S3
 * it walks the interface's listing (an unfinished multipart upload is never an object there).
 */
export async function storedKeys(t: Pick<TestApp, "config" | "storage">, prefix: string): Promise<string[]> {
  if (t.config.s3) return walkStored(t.storage, prefix);
  const root = path.join(t.config.filesDir, ...prefix.split("/").filter(Boolean));
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(t.config.filesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      );
  } catch {
    return [];
  }
}

async function walkStored(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for (const entry of await storage.list(prefix)) {
    const key = `${prefix}/${entry.name}`;
    // A listing does not say file or folder; a key that is a file exists, a folder does not.
    if (await storage.exists(key)) keys.push(key);
    else keys.push(...(await walkStored(storage, key)));
  }
  return keys;
}

/**
 * A fresh app for each test that mails through its own SMTP stand-in on loopback (started first, so the app is built
 * with its address), at PUBLIC_BASE_URL https://courtready.test; `env` adds configuration.
 */
export function useMailingTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
): { app: () => TestApp; smtp: () => SmtpStandIn } {
  const settings: Record<string, string> = {
    SUPPORT_EMAIL: "support@example.org",
    PUBLIC_BASE_URL: "https://courtready.test",
    ...env,
  };
  let smtp: SmtpStandIn | undefined;
  beforeEach(async () => {
    smtp = await startSmtpStandIn();
    settings.SMTP_URL = smtp.url;
  });
  afterEach(async () => smtp?.close());
  const app = useTestApp(dialect, settings, "each test");
  return {
    app,
    smtp: () => {
      if (!smtp) throw new Error("the mail server starts before each test (beforeEach)");
      return smtp;
    },
  };
}
