// What other modules ask of the builds module: a kept build, a job queued on the build queue, the queue's length.
// The builds and build_jobs tables are this module's own (eslint.config.js: no module imports another's
// repository), so a filing or the health check calls these instead of builds.repository.ts.
import type { Kysely } from "kysely";
import type { BuildRow, Database } from "@courtready/db";
import { findBuild, insertJob, jobCounts } from "./builds.repository.ts";

/** A kept build by id (its owner, expiry and storage prefix), or undefined. */
export function buildOf(db: Kysely<Database>, id: string): Promise<BuildRow | undefined> {
  return findBuild(db, id);
}

/**
 * Adds a job to the build queue as waiting for a free worker, owned by `owner` (the queue that will notify a
 * worker of it); `input` is its payload, already serialized by the module that defines the job.
 */
export async function enqueueJob(
  db: Kysely<Database>,
  job: { id: string; userId: string; kind: "filing"; input: string; owner: string; at: string },
): Promise<void> {
  await insertJob(db, {
    id: job.id,
    user_id: job.userId,
    client_ref: null,
    kind: job.kind,
    state: "queued",
    input: job.input,
    attempts: 0,
    use_returned: 0,
    upload_prefix: null,
    owner: job.owner,
    heartbeat_at: job.at,
    stage: "queued",
    percent: 0,
    message: "Waiting for a free worker",
    created_at: job.at,
    updated_at: job.at,
  });
}

/** How many jobs wait and run, and when the oldest waiting one was queued (for /api/health). */
export function queueCounts(
  db: Kysely<Database>,
): Promise<{ waiting: number; running: number; oldestWaitingAt: string | null }> {
  return jobCounts(db);
}
