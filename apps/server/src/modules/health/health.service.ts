// Health: can we reach the database, and which external tools are installed. Tool probes start processes, so
// their result is cached for a minute; a health check must stay cheap.
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database, Dialect } from "@courtready/db";
import { probeTools } from "@courtready/engine";
import type { THealthResponse } from "@courtready/contracts";

type ToolReport = THealthResponse["tools"];
const TOOL_CACHE_MS = 60_000;

export function createHealthService(db: Kysely<Database>, dialect: Dialect) {
  let cached: { at: number; tools: Promise<ToolReport> } | undefined;

  function tools(): Promise<ToolReport> {
    const now = Date.now();
    if (!cached || now - cached.at > TOOL_CACHE_MS) cached = { at: now, tools: probeTools() };
    return cached.tools;
  }

  return {
    /** Starts the tool probes ahead of the first health request. */
    warmUp(): void {
      void tools();
    },
    async check(): Promise<THealthResponse> {
      const [database, toolReport] = await Promise.all([
        sql`select 1`
          .execute(db)
          .then(() => true)
          .catch(() => false),
        tools(),
      ]);
      const allUp = database && Object.values(toolReport).every((t) => t.available);
      return {
        status: allUp ? "ok" : "degraded",
        database: { available: database, dialect },
        tools: toolReport,
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
