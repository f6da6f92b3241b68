// /api/account: download everything a person keeps with us (one ZIP, streamed), save the language they chose for
// the interface and their e-mails, and delete the account with all of it. The work is in account.service.ts.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import {
  ACCOUNT_MESSAGES,
  SESSION_COOKIE,
  ZAccountLanguageRequest,
  ZDeleteAccountRequest,
  ZErrorResponse,
  ZUser,
} from "@courtready/contracts";
import { z } from "zod";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { baseCookieOptions } from "../../plugins/cookies.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { downloadHeaders } from "../../plugins/uploads.ts";
import { saveLanguage } from "../auth/auth.service.ts";
import { accountExport, deleteAccount } from "./account.service.ts";

export interface AccountDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  config: Config;
  clock: Clock;
}

export async function accountRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db, storage, config, clock } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/account/export", async (request, reply) => {
    const user = requireUser(request);
    const { stream, fileName } = await accountExport(db, storage, user, clock());
    return downloadHeaders(reply, "application/zip", "attachment", fileName).send(stream);
  });

  // PUT: saving the same choice twice is the same as once. Answers the account as GET /api/auth/user does.
  r.put(
    "/account/language",
    {
      schema: {
        body: ZAccountLanguageRequest,
        response: { 200: ZUser, "4xx": ZErrorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await saveLanguage(db, user.id, request.body.language, clock());
      return { ...user, language: request.body.language };
    },
  );

  r.delete(
    "/account",
    {
      schema: {
        body: ZDeleteAccountRequest,
        response: { 200: z.object({ message: z.string() }), "4xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteAccount(db, storage, user, request.body.password);
      reply.clearCookie(SESSION_COOKIE, { ...baseCookieOptions(config), httpOnly: true });
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );
}
