// POST /api/generate-description and POST /api/generate-suggestions (placeholder until the AI module lands).
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { Config } from "../../config.ts";
import type { Clock } from "../../clock.ts";
import type { JobRunner } from "../../jobs/runner.ts";

export interface AiRouteDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  jobs: JobRunner;
}

export async function aiRoutes(_app: FastifyInstance, _deps: AiRouteDeps): Promise<void> {}
