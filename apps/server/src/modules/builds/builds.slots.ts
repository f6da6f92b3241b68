// Who may start a build, decided before a byte of its upload is read: sign-in is the route's, then membership, the
// per-person limit on builds at once, and the request's declared size (issue 20, first part).
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { TUser } from "@courtready/contracts";
import { BUILD_ERROR_CODES, BUILDER_MESSAGES } from "@courtready/contracts";
import { declaresMoreThan } from "../../plugins/uploads.ts";
import { BuildError, requireBuilder } from "./builds.service.ts";

/** Builds one person may have under way at once, uploads included: more would only queue behind their own. */
export const MAX_BUILDS_PER_USER = 2;

/**
 * The per-person build limit, shared by every route that builds (the builder's three calls and a saved project's
 * preview). One per app, in memory for now: the durable-build work moves it into the database so any process
 * answers it.
 */
export interface BuildSlots {
  /** Takes one of the person's slots, or throws the builder's "busy" error; call the result to give it back. */
  acquire(userId: string): () => void;
}

export function createBuildSlots(max: number = MAX_BUILDS_PER_USER): BuildSlots {
  const running = new Map<string, number>();
  return {
    acquire(userId) {
      const count = running.get(userId) ?? 0;
      if (count >= max)
        throw new BuildError(
          429,
          BUILD_ERROR_CODES.badRequest,
          `${BUILDER_MESSAGES.busy.title}: ${BUILDER_MESSAGES.busy.description}`,
        );
      running.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left <= 0) running.delete(userId);
        else running.set(userId, left);
      };
    },
  };
}

/**
 * Admits a build before its body is read: membership (a used one-time pass is refused here too), the declared
 * size, then a slot. Returns the slot's release. Throws the builder's errors, so a refused request answers at once
 * and costs no memory for its upload.
 */
export async function admitBuild(
  db: Kysely<Database>,
  slots: BuildSlots,
  user: TUser,
  request: FastifyRequest,
  maxBuildBytes: number,
  now: Date,
): Promise<() => void> {
  await requireBuilder(db, user, now);
  if (declaresMoreThan(request, maxBuildBytes))
    throw new BuildError(
      413,
      BUILD_ERROR_CODES.tooLarge,
      `These files add up to more than ${Math.round(maxBuildBytes / (1024 * 1024))} MB, the most one binder can take. Remove some files or make them smaller, then try again.`,
    );
  return slots.acquire(user.id);
}
