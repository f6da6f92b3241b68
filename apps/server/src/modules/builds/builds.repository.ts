// The builds table (generated binders kept for download until they expire) and the build_jobs table (every build,
// from its upload to its end).
import type { Insertable, Kysely, Updateable } from "kysely";
import type { BuildJobRow, BuildJobState, BuildJobsTable, BuildRow, Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import type { FileStorage } from "../../storage/storage.ts";

type Db = Kysely<Database>;

export async function insertBuild(db: Db, row: BuildRow): Promise<void> {
  await db.insertInto("builds").values(row).execute();
}

export async function findBuild(db: Db, id: string): Promise<BuildRow | undefined> {
  return db.selectFrom("builds").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Removes every expired build's stored files, then its row; returns how many went. */
export async function deleteExpiredBuilds(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const expired = await db
    .selectFrom("builds")
    .select(["id", "storage_prefix"])
    .where("expires_at", "<=", toDbTime(now))
    .execute();
  for (const build of expired) {
    // Files first: a row without files is harmless (its download says "expired"), files without a row are not.
    await storage.deleteFolder(build.storage_prefix);
    await db.deleteFrom("builds").where("id", "=", build.id).execute();
  }
  return expired.length;
}

// ---------------------------------------------------------------------------------------------------------------
// Build jobs (issue 20): a build is a row before it is work.

/** States in which a build still holds one of its person's build slots. */
export const ACTIVE_JOB_STATES = ["receiving", "queued", "running"] as const;
/** States a build ends in. */
export const ENDED_JOB_STATES = ["done", "failed", "abandoned"] as const;

export async function insertJob(db: Db, row: Insertable<BuildJobsTable>): Promise<void> {
  await db.insertInto("build_jobs").values(row).execute();
}

export async function findJob(db: Db, id: string): Promise<BuildJobRow | undefined> {
  return db.selectFrom("build_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The person's newest build with the browser's id for it. */
export async function findJobByRef(db: Db, userId: string, ref: string): Promise<BuildJobRow | undefined> {
  return db
    .selectFrom("build_jobs")
    .selectAll()
    .where("user_id", "=", userId)
    .where("client_ref", "=", ref)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function countActiveJobs(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("build_jobs")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("state", "in", [...ACTIVE_JOB_STATES])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Changes a job only while it is in one of `from` (and held by `owner`, when given); true when it changed. */
export async function updateJobIf(
  db: Db,
  id: string,
  from: readonly BuildJobState[],
  patch: Updateable<BuildJobsTable>,
  owner?: string,
): Promise<boolean> {
  let query = db
    .updateTable("build_jobs")
    .set(patch)
    .where("id", "=", id)
    .where("state", "in", [...from]);
  if (owner !== undefined) query = query.where("owner", "=", owner);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The oldest queued jobs, for a runner to try to take. */
export async function queuedJobs(db: Db, limit: number): Promise<BuildJobRow[]> {
  return db
    .selectFrom("build_jobs")
    .selectAll()
    .where("state", "=", "queued")
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Jobs a process was holding: receiving an upload or running. */
export async function heldJobs(db: Db): Promise<BuildJobRow[]> {
  return db.selectFrom("build_jobs").selectAll().where("state", "in", ["receiving", "running"]).execute();
}

/** Marks the runner's running jobs as alive. */
export async function touchJobs(db: Db, owner: string, now: Date): Promise<void> {
  await db
    .updateTable("build_jobs")
    .set({ heartbeat_at: toDbTime(now) })
    .where("owner", "=", owner)
    .where("state", "in", ["receiving", "running"])
    .execute();
}

/** Records that a job's pass was given back: true the first time only (use_returned 0 → 1), so it happens once. */
export async function markUseReturned(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable("build_jobs")
    .set({ use_returned: 1 })
    .where("id", "=", id)
    .where("use_returned", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Which of `ids` are still running and held by `owner` (a job ended elsewhere is no longer). */
export async function jobsHeldBy(db: Db, owner: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("build_jobs")
    .select("id")
    .where("id", "in", ids)
    .where("owner", "=", owner)
    .where("state", "=", "running")
    .execute();
  return rows.map((row) => row.id);
}

/** How many builds wait and run, and when the oldest waiting one was queued, for /api/health and the admin. */
export async function jobCounts(
  db: Db,
): Promise<{ waiting: number; running: number; oldestWaitingAt: string | null }> {
  const rows = await db
    .selectFrom("build_jobs")
    .select((eb) => [
      "state",
      eb.fn.countAll<number | string>().as("n"),
      eb.fn.min("updated_at").as("oldest"),
    ])
    .where("state", "in", ["queued", "running"])
    .groupBy("state")
    .execute();
  const queued = rows.find((row) => row.state === "queued");
  return {
    waiting: Number(queued?.n ?? 0),
    running: Number(rows.find((row) => row.state === "running")?.n ?? 0),
    oldestWaitingAt: queued?.oldest ?? null,
  };
}

/** Running and queued builds, and those that failed since `since`, newest first, for the operator's `jobs` list. */
export async function jobsNeedingAttention(db: Db, since: Date): Promise<BuildJobRow[]> {
  return db
    .selectFrom("build_jobs")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("state", "in", ["queued", "running"]),
        eb.and([eb("state", "=", "failed"), eb("updated_at", ">=", toDbTime(since))]),
      ]),
    )
    .orderBy("updated_at", "desc")
    .limit(200)
    .execute();
}

/**
 * The stored input of the finished build that took the one-time pass `membershipId`'s use (not given back), or
 * undefined: the binder that pass paid for, which may be built again without another use (policy.ts#isRebuildOf).
 */
export async function paidBuildInput(db: Db, membershipId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("build_jobs")
    .select("input")
    .where("membership_id", "=", membershipId)
    .where("state", "=", "done")
    .where("use_returned", "=", 0)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.input ?? undefined;
}

/**
 * Ended jobs whose rows are no longer needed (their outputs live in `builds` until those expire). The build that took
 * a one-time pass's use stays while the pass runs (and a day after): it is what a fix rebuild is compared with.
 */
export async function deleteEndedJobsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom("build_jobs")
    .where("state", "in", [...ENDED_JOB_STATES])
    .where("updated_at", "<", toDbTime(cutoff))
    .where((eb) =>
      eb.or([
        eb("membership_id", "is", null),
        eb("state", "!=", "done"),
        eb.not(
          eb.exists(
            eb
              .selectFrom("memberships")
              .select("memberships.id")
              .whereRef("memberships.id", "=", "build_jobs.membership_id")
              .where("memberships.expires_at", ">=", toDbTime(cutoff)),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Upload folders and build ids still referred to by a job or build row, for the orphan sweep. */
export async function liveStoragePrefixes(db: Db): Promise<Set<string>> {
  const jobs = await db
    .selectFrom("build_jobs")
    .select("upload_prefix")
    .where("upload_prefix", "is not", null)
    .where("state", "in", [...ACTIVE_JOB_STATES])
    .execute();
  const builds = await db.selectFrom("builds").select("storage_prefix").execute();
  return new Set([
    ...jobs.flatMap((j) => (j.upload_prefix ? [j.upload_prefix] : [])),
    ...builds.map((b) => b.storage_prefix),
  ]);
}
