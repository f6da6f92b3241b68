// POST /api/preview, /api/binders/render, /api/compile (placeholder).
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { Config } from "../../config.ts";
import type { Clock } from "../../clock.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";

export interface BuildsRouteDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  config: Config;
  clock: Clock;
  jobs: JobRunner;
}

export async function buildsRoutes(_app: FastifyInstance, _deps: BuildsRouteDeps): Promise<void> {}
