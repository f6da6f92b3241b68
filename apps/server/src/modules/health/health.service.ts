// Health: can we reach the database and the file storage, how long the build queue is, and which external tools are
// installed. Tool probes start processes, so their result is cached for a minute; a health check must stay cheap.
import type { Kysely } from "kysely";
import type { Database, Dialect } from "@courtready/db";
import { describeTools, probeTools, REQUIRED_TOOLS } from "@courtready/engine";
import type { THealthResponse } from "@courtready/contracts";
import type { FileStorage } from "../../storage/storage.ts";
import { queueCounts } from "../builds/builds.facade.ts";
import { databaseAnswers } from "./health.repository.ts";

export interface HealthDeps {
  queueKind: THealthResponse["queue"]["kind"];
  storage: FileStorage;
  storageKind: THealthResponse["storage"]["kind"];
  now: () => Date;
}

type ToolReport = THealthResponse["tools"];
const TOOL_CACHE_MS = 60_000;
const REPORT_CACHE_MS = 1_000;

export function createHealthService(db: Kysely<Database>, dialect: Dialect, deps: HealthDeps) {
  let cached: { at: number; tools: Promise<ToolReport> } | undefined;
  let recent: { at: number; report: Promise<THealthResponse> } | undefined;

  function tools(): Promise<ToolReport> {
    const now = Date.now();
    if (!cached || now - cached.at > TOOL_CACHE_MS) cached = { at: now, tools: probeTools() };
    return cached.tools;
  }

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
    const [database, toolReport, counts, storage] = await Promise.all([
      databaseAnswers(db),
      tools(),
      queueCounts(db).catch(() => ({ waiting: 0, running: 0, oldestWaitingAt: null })),
      // A key nobody writes: asking whether it exists is one cheap round trip to the store.
      deps.storage.exists("health/probe").then(
        () => true,
        () => false,
      ),
    ]);
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
    };
  }
}
export type HealthService = ReturnType<typeof createHealthService>;
