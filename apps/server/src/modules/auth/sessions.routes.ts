// /api/auth/sessions: the signed-in person's sessions (GET), ending one (DELETE /{id}), every other one
// (DELETE /others) or all of them, this browser's included (DELETE, "sign out everywhere").
import type { FastifyInstance } from "fastify";
import {
  DEVICE_COOKIE,
  SESSION_COOKIE,
  SESSION_MESSAGES,
  ZErrorResponse,
  ZSessionIdParams,
  ZSessionList,
  ZSessionsEnded,
} from "@courtready/contracts";
import { baseCookieOptions } from "../../plugins/cookies.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import type { AuthRouteDeps } from "./route-deps.ts";
import { endAllSessions, endOtherSessions, endSession, listSessions } from "./sessions.service.ts";

export async function sessionsRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { db, config, clock } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sessionCookie = () => ({
    ...baseCookieOptions(config),
    httpOnly: true,
  });

  r.get(
    "/auth/sessions",
    { schema: { response: { 200: ZSessionList, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      return { sessions: await listSessions(db, user.id, request.sessionToken, clock()) };
    },
  );

  r.delete(
    "/auth/sessions/others",
    { schema: { response: { 200: ZSessionsEnded, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      // requireUser passed, so this browser sent a session cookie.
      const ended = await endOtherSessions(
        db,
        user.id,
        request.sessionToken!,
        request.cookies[DEVICE_COOKIE],
        clock(),
      );
      return { message: SESSION_MESSAGES.endedOthers, ended };
    },
  );

  r.delete(
    "/auth/sessions/:id",
    { schema: { params: ZSessionIdParams, response: { 200: ZSessionsEnded, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { wasCurrent } = await endSession(db, user.id, request.params.id, request.sessionToken, clock());
      if (wasCurrent) {
        reply.clearCookie(SESSION_COOKIE, sessionCookie());
        return { message: SESSION_MESSAGES.endedThis, ended: 1 };
      }
      return { message: SESSION_MESSAGES.endedOne, ended: 1 };
    },
  );

  r.delete(
    "/auth/sessions",
    { schema: { response: { 200: ZSessionsEnded, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      const ended = await endAllSessions(db, user.id, clock());
      reply.clearCookie(SESSION_COOKIE, sessionCookie());
      return { message: SESSION_MESSAGES.endedAll, ended };
    },
  );
}
