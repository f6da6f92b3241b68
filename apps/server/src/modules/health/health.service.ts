// Health: can we reach the database and the file storage, how long the build queue is, and which external tools are
// installed. Tool probes start processes, so their result is cached for a minute, per process; a health check must stay
// cheap.
// The web and worker processes answer from the same probe of what they cannot work without (issue 41): the database
// and the file storage; either missing is a 503 with the reason in `problems`.
import type { Kysely } from "kysely";
import type { Database, Dialect } from "@courtready/db";
import { describeTools, probeTools, REQUIRED_TOOLS } from "@courtready/engine";
import type { THealthResponse, TWorkerHealth } from "@courtready/contracts";
import type { FileStorage } from "../../storage/storage.ts";
import { queueCounts } from "../builds/builds.facade.ts";
import { databaseAnswers } from "./health.repository.ts";

export interface HealthDeps {
  queueKind: THealthResponse["queue"]["kind"];
  storage: FileStorage;
  storageKind: StorageKind;
  now: () => Date;
}

type ToolReport = THealthResponse["tools"];
type StorageKind = THealthResponse["storage"]["kind"];

/** What a process cannot work without, each reachable or not, and why not in words an operator can act on. */
export interface Dependencies {
  database: boolean;
  storage: boolean;
  problems: string[];
}

/** Why a probe failed, in a word or two (an error code, never a message that could carry a URL or a secret). */
function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown; name?: unknown } | undefined)?.code;
  if (typeof code === "string") return code;
  const name = (error as { name?: unknown } | undefined)?.name;
  return typeof name === "string" && name !== "Error" ? name : "no answer";
}

/** Asks the database and the file storage, at once, whether they answer. */
export async function probeDependencies(
  db: Kysely<Database>,
  storage: FileStorage,
  storageKind: StorageKind,
): Promise<Dependencies> {
  const [database, stored] = await Promise.all([
    databaseAnswers(db),
    // A key nobody writes: asking whether it exists is one cheap round trip to the store.
    (storage.probe ? storage.probe() : storage.exists("health/probe")).then(
      () => undefined,
      (error: unknown) => reasonOf(error),
    ),
  ]);
  const problems: string[] = [];
  if (!database) problems.push("database: does not answer");
  if (stored !== undefined)
    problems.push(
      storageKind === "s3"
        ? `storage (s3): cannot reach the bucket (${stored})`
        : `storage (local folder): ${stored}`,
    );
  return { database, storage: stored === undefined, problems };
}

/**
 * A worker process's GET /health (main.ts): 200 while it can take work; 503 while stopping, or when it cannot reach
 * the database (the queue and every build's row) or the file storage (every build's files), with the reason.
 * Computed at most once a second, like the web process's report.
 */
export function createWorkerHealth(deps: {
  db: Kysely<Database>;
  storage: FileStorage;
  storageKind: StorageKind;
  stopping: () => boolean;
}): { check(): Promise<{ statusCode: 200 | 503; body: TWorkerHealth }> } {
  let recent: { at: number; report: Promise<Dependencies> } | undefined;
  return {
    async check() {
      const now = Date.now();
      if (!recent || now - recent.at >= REPORT_CACHE_MS)
        recent = { at: now, report: probeDependencies(deps.db, deps.storage, deps.storageKind) };
      const found = await recent.report;
      const stopping = deps.stopping();
      const problems = stopping ? ["stopping: takes no new work", ...found.problems] : found.problems;
      const body: TWorkerHealth = {
        status: stopping ? "stopping" : problems.length ? "unavailable" : "ok",
        role: "worker",
        database: { available: found.database },
        storage: { kind: deps.storageKind, available: found.storage },
        problems,
      };
      return { statusCode: problems.length ? 503 : 200, body };
    },
  };
}
const TOOL_CACHE_MS = 60_000;
const REPORT_CACHE_MS = 1_000;

/**
 * The probe's answer, kept for the whole process: the tools installed are the machine's, not one app's. A server has
 * one app, so this is its cache as before; a test file builds an app per test or per group, and each of them
 * probing anew ran four version commands (LibreOffice's a shell script and a program) for the same answer.
 */
let cachedTools: { at: number; tools: Promise<ToolReport> } | undefined;

function tools(): Promise<ToolReport> {
  const now = Date.now();
  if (!cachedTools || now - cachedTools.at > TOOL_CACHE_MS) cachedTools = { at: now, tools: probeTools() };
  return cachedTools.tools;
}

export function createHealthService(db: Kysely<Database>, dialect: Dialect, deps: HealthDeps) {
  let recent: { at: number; report: Promise<THealthResponse> } | undefined;

  return {
    /** Starts the tool probes ahead of the first health request, and logs the versions found, once. */
    warmUp(log: (line: string) => void): void {
      void tools().then((found) => log(`external tools: ${describeTools(found)}`));
    },
    /**
     * The report, computed at most once a second and shared by every request in that second: a load balancer (or a
     * flood) polling health must not become database load of its own while workers build.
     */
    check(): Promise<THealthResponse> {
      const now = Date.now();
      if (!recent || now - recent.at >= REPORT_CACHE_MS) recent = { at: now, report: report() };
      return recent.report;
    },
  };

  async function report(): Promise<THealthResponse> {
    const [found, toolReport, counts] = await Promise.all([
      probeDependencies(db, deps.storage, deps.storageKind),
      tools(),
      queueCounts(db).catch(() => ({ waiting: 0, running: 0, oldestWaitingAt: null })),
    ]);
    const { database, storage, problems } = found;
    const allUp = database && storage && REQUIRED_TOOLS.every((tool) => toolReport[tool].available);
    const oldest = counts.oldestWaitingAt ? Date.parse(counts.oldestWaitingAt) : null;
    return {
      status: allUp ? "ok" : "degraded",
      database: { available: database, dialect },
      tools: toolReport,
      queue: {
        kind: deps.queueKind,
        waiting: counts.waiting,
        running: counts.running,
        oldestWaitingSeconds: oldest === null ? null : Math.max(0, (deps.now().getTime() - oldest) / 1000),
      },
      storage: { kind: deps.storageKind, available: storage },
      problems,
    };
  }
}
export type HealthService = ReturnType<typeof createHealthService>;
