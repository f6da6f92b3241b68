// Operator actions behind `npm run admin` (cli.ts parses the arguments; the work is here so it can be tested).
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { findUserByEmail } from "./modules/auth/users.repository.ts";
import { grantMembership } from "./modules/membership/membership.service.ts";
import { findJob, jobsNeedingAttention, updateJobIf } from "./modules/builds/builds.repository.ts";
import { DEFAULT_LEASE_MS, leaseExpired, ownerIsGone } from "./modules/builds/builds.lease.ts";
import { toDbTime } from "@courtready/db";

export const ADMIN_USAGE =
  "usage: npm run admin -- migrate | seed | grant-membership EMAIL yearly|one_time | jobs | jobs retry JOB_ID | where";

/** A queued build older than this is worth a look: workers are missing or too few. */
const WAITING_TOO_LONG_MS = 5 * 60_000;

/** The grant command's work, separate from argument parsing so it can be tested against a database. */
export async function grantByEmail(
  db: Kysely<Database>,
  email: string,
  type: string,
  now: Date,
): Promise<string> {
  if (type !== "yearly" && type !== "one_time")
    throw new Error(`Unknown membership type "${type}". ${ADMIN_USAGE}`);
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No account uses the e-mail address ${email}.`);
  const membership = await grantMembership(db, user.id, type, now);
  return `Granted a ${type === "yearly" ? "yearly membership" : "one-time pass (one binder)"} to ${user.email} until ${membership.expires_at}.`;
}

/**
 * `jobs`: builds that are stuck (running on a runner silent for longer than the lease, `leaseMs`: being moved to
 * another worker, or no worker is left to take it; or waiting for more than five minutes) and those that failed in
 * the last day, one line each, newest first, with what to do.
 */
export async function listJobs(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number = DEFAULT_LEASE_MS,
): Promise<string> {
  const rows = await jobsNeedingAttention(db, new Date(now.getTime() - 24 * 60 * 60_000));
  const lines: string[] = [];
  for (const job of rows) {
    const age = Math.round((now.getTime() - Date.parse(job.updated_at)) / 1000);
    const silent = Math.round((now.getTime() - Date.parse(job.heartbeat_at ?? job.updated_at)) / 1000);
    const stuck =
      (job.state === "running" && ownerIsGone(job, "", now, leaseMs)) ||
      (job.state === "queued" && age * 1000 > WAITING_TOO_LONG_MS);
    if ((job.state === "running" || job.state === "queued") && !stuck) continue;
    const what =
      job.state === "failed"
        ? `failed: ${job.error_code ?? "?"}: ${job.error_message ?? ""}`
        : job.state === "running"
          ? `stuck: running on ${job.owner ?? "nobody"}, silent for ${silent} s (a live worker moves it within QUEUE_MONITOR_SECONDS; if it stays, retry it)`
          : `waiting for ${age} s: are the workers running? (retry it to send it again)`;
    lines.push(`${job.id}  ${job.kind}  attempts ${job.attempts}  ${what}`);
  }
  return lines.length ? lines.join("\n") : "No stuck or failed builds.";
}

/**
 * `jobs retry JOB_ID`: queues a stuck build again (its runner is gone, or it waited too long). The runners take it
 * (a worker's sweep sends it through pg-boss within half a minute). An ended build cannot run again: its upload was
 * removed when it ended, and a failed build's pass was given back, so the person builds again.
 */
// A local runner polls queued rows every 2 s; a pg-boss worker's sweep sends queued rows older than 30 s again.
export async function retryJob(
  db: Kysely<Database>,
  jobId: string,
  now: Date,
  leaseMs: number = DEFAULT_LEASE_MS,
): Promise<string> {
  const job = await findJob(db, jobId);
  if (!job) throw new Error(`No build job ${jobId}.`);
  if (job.state === "done" || job.state === "failed" || job.state === "abandoned")
    throw new Error(
      `Build job ${jobId} has ended (${job.state}); its files were removed when it ended, so it cannot run again. The person can build again${job.use_returned ? ": their pass was given back" : ""}.`,
    );
  if (job.state === "receiving") throw new Error(`Build job ${jobId} is still receiving its files.`);
  if (job.state === "running" && !leaseExpired(job, now, leaseMs))
    throw new Error(`Build job ${jobId} is running and its runner is alive; leave it to finish.`);
  await updateJobIf(
    db,
    jobId,
    [job.state],
    {
      state: "queued",
      owner: null,
      stage: "queued",
      percent: 0,
      message: "Starting again",
      updated_at: toDbTime(now),
    },
    job.owner ?? undefined,
  );
  return `Build job ${jobId} is queued again; a worker will take it within a minute.`;
}
