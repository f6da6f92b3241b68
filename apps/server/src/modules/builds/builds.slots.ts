// Who may start a build, decided before a byte of its upload is read: sign-in is the route's, then membership, the
// request's declared size, and the per-person limit on builds at once, counted in build_jobs so any process answers
// it. An admitted build is a row ("receiving") before its upload streams in.
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { BuildJobsTable, Database } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import type { TUser } from "@courtready/contracts";
import { BUILD_ERROR_CODES, BUILDER_MESSAGES } from "@courtready/contracts";
import { declaresMoreThan } from "../../plugins/uploads.ts";
import { BuildError, requireBuilder } from "./builds.refusals.ts";
import { countActiveJobs, insertJob } from "./builds.repository.ts";
import { lockAccount } from "../auth/auth.service.ts";

/** Builds one person may have under way at once, uploads included: more would only queue behind their own. */
export const MAX_BUILDS_PER_USER = 2;

export interface Admission {
  kind: BuildJobsTable["kind"];
  /** The browser's id for the build, for its progress bar. */
  clientRef: string | undefined;
  /** The runner receiving the upload (BuildQueue.owner), so a crash mid-upload is recognised. */
  owner: string;
  /** Whether it receives an upload (into users/<id>/uploads/<job id>, removed when the build ends). */
  upload: boolean;
}

/** A recorded build: its job id and the private folder its upload streams into (null when it has none). */
export interface AdmittedBuild {
  id: string;
  uploadPrefix: string | null;
}

/**
 * Admits a build before its body is read: membership (a used one-time pass is refused here too), the declared
 * size, then one of the person's build slots, taken by recording the build. Returns the new job. Throws the
 * builder's errors, so a refused request answers at once and costs no memory for its upload.
 */
export async function admitBuild(
  db: Kysely<Database>,
  user: TUser,
  request: FastifyRequest,
  maxBuildBytes: number,
  now: Date,
  admission: Admission,
): Promise<AdmittedBuild> {
  await requireBuilder(db, user, now);
  if (declaresMoreThan(request, maxBuildBytes))
    throw new BuildError(
      413,
      BUILD_ERROR_CODES.tooLarge,
      `These files add up to more than ${Math.round(maxBuildBytes / (1024 * 1024))} MB, the most one binder can take. Remove some files or make them smaller, then try again.`,
    );
  return recordBuild(db, user.id, now, admission);
}

/**
 * Records a new build if the person has a free slot. Count and insert happen in one transaction that first locks
 * the person's user row (a no-op update: a row lock on PostgreSQL, the write lock on SQLite), so two requests at
 * the same moment cannot both take the last slot.
 */
export async function recordBuild(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  admission: Admission,
): Promise<AdmittedBuild> {
  const id = newId();
  const uploadPrefix = admission.upload ? `users/${userId}/uploads/${id}` : null;
  const at = toDbTime(now);
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if ((await countActiveJobs(trx, userId)) >= MAX_BUILDS_PER_USER)
      throw new BuildError(
        429,
        BUILD_ERROR_CODES.badRequest,
        `${BUILDER_MESSAGES.busy.title}: ${BUILDER_MESSAGES.busy.description}`,
      );
    await insertJob(trx, {
      id,
      user_id: userId,
      client_ref: admission.clientRef ?? null,
      kind: admission.kind,
      state: "receiving",
      attempts: 0,
      use_returned: 0,
      upload_prefix: uploadPrefix,
      owner: admission.owner,
      heartbeat_at: at,
      stage: "queued",
      percent: 0,
      message: "Receiving your files",
      created_at: at,
      updated_at: at,
    });
  });
  return { id, uploadPrefix };
}
