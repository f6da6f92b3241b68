// How a build is refused: BuildError (the code the browser acts on, and each bad file) and the membership rule that
// decides who may build. Apart from builds.service.ts so the admission (builds.slots.ts), which the service calls,
// can use them without importing the service back.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { TUser } from "@courtready/contracts";
import type { FileProblem } from "./builds.jobs.ts";
import { HttpError } from "../../plugins/errors.ts";
import { requireCan } from "../../policy.ts";
import { membershipStatus, usedPassOf } from "../membership/membership.service.ts";
import { paidBuildInput } from "./builds.repository.ts";

/** A build that did not happen, with the code the browser acts on and, for bad files, each file and reason. */
export class BuildError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: string,
    message: string,
    readonly files?: FileProblem[],
  ) {
    super(statusCode, message);
    this.name = "BuildError";
  }
}

/**
 * Building needs an active membership, and a one_time pass not yet used (§6), or a used one whose paid binder is on
 * record (a fix rebuild may be that binder: enqueueBuild compares once the files are read): policy.ts#can decides.
 */
export async function requireBuilder(db: Kysely<Database>, user: TUser, now: Date): Promise<void> {
  const pass = await usedPassOf(db, user.id, now);
  const paidBinderKept = pass !== undefined && (await paidBuildInput(db, pass)) !== undefined;
  requireCan(
    await membershipStatus(db, user, now),
    "build",
    (refusal) => new BuildError(refusal.statusCode, refusal.code, refusal.message),
    { paidBinderKept },
  );
}
