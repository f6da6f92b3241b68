// Reads the session cookie on API requests and puts the signed-in user (or null) on the request.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { SESSION_COOKIE } from "@courtready/contracts";
import type { TUser } from "@courtready/contracts";
import type { Clock } from "../clock.ts";
import { findUserAndTouchSession } from "../modules/auth/sessions.repository.ts";
import { presentUser } from "../modules/auth/auth.service.ts";
import { isApiRequest } from "./paths.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for /api requests only. */
    user: TUser | null;
    /** The raw session token from the cookie, when one was sent. */
    sessionToken: string | undefined;
  }
}

export function registerSession(app: FastifyInstance, db: Kysely<Database>, clock: Clock): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", undefined);
  app.addHook("onRequest", async (request) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    const user = await findUserAndTouchSession(db, token, clock());
    request.user = user ? presentUser(user) : null;
  });
}
