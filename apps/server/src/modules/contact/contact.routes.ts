// POST /api/contact: the contact form. The rules (limit per sender, stored, e-mailed) are in contact.service.ts.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { CONTACT_MESSAGES, ZContactRequest, ZContactResponse, ZErrorResponse } from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { contactService } from "./contact.service.ts";

export async function contactRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: Config; clock: Clock },
): Promise<void> {
  const contact = contactService(deps);

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/contact",
      { schema: { body: ZContactRequest, response: { 200: ZContactResponse, "4xx": ZErrorResponse } } },
      async (request) => {
        await contact.send(request.body, { ip: request.ip, userId: request.user?.id ?? null }, request.log);
        return { message: CONTACT_MESSAGES.sentText };
      },
    );
}
