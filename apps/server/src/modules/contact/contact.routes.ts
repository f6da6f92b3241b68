// POST /api/contact: the contact form, stored, limited per sender, and e-mailed to support when SMTP is set up.
// A failed e-mail never loses the message: it stays stored with emailed_at empty, and the sender is told it arrived.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Database } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import {
  CONTACT_MESSAGES,
  CONTACT_SUBJECT_NAMES,
  ZContactRequest,
  ZContactResponse,
  ZErrorResponse,
} from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";

const HOUR = 60 * 60 * 1000;

export async function contactRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: Config; clock: Clock },
): Promise<void> {
  const { db, config, clock } = deps;
  const mailer = config.mail ? nodemailer.createTransport(config.mail.smtpUrl) : null;

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/contact",
      { schema: { body: ZContactRequest, response: { 200: ZContactResponse, "4xx": ZErrorResponse } } },
      async (request) => {
        const now = clock();
        const recent = await db
          .selectFrom("contact_messages")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("sender_ip", "=", request.ip)
          .where("created_at", ">", toDbTime(new Date(now.getTime() - HOUR)))
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= config.contactMaxPerHour) throw new HttpError(429, CONTACT_MESSAGES.tooMany);

        const { name, email, subject, message } = request.body;
        const id = newId();
        await db
          .insertInto("contact_messages")
          .values({
            id,
            user_id: request.user?.id ?? null,
            name,
            email,
            subject,
            message,
            sender_ip: request.ip,
            created_at: toDbTime(now),
            emailed_at: null,
          })
          .execute();

        if (mailer && config.mail) {
          try {
            // Plain text only: nothing the sender typed is ever interpreted as HTML.
            await mailer.sendMail({
              from: config.mail.to,
              to: config.mail.to,
              replyTo: { name, address: email },
              subject: `[CourtReady contact] ${CONTACT_SUBJECT_NAMES[subject]} — ${name}`,
              text: `${message}\n\n— ${name} <${email}>${request.user ? ` (account ${request.user.id})` : ""}\nMessage ${id}`,
            });
            await db
              .updateTable("contact_messages")
              .set({ emailed_at: toDbTime(clock()) })
              .where("id", "=", id)
              .execute();
          } catch (error) {
            request.log.error({ err: error, contactMessage: id }, "contact message stored but not e-mailed");
          }
        }
        return { message: CONTACT_MESSAGES.sentText };
      },
    );
}
