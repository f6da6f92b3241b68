// The contact form's rules: at most config.contactMaxPerHour messages an hour from one sender, every message
// stored first, then e-mailed to support when SMTP is set up. A failed e-mail never loses the message: it stays
// stored with emailed_at empty, and the sender is told it arrived.
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { CONTACT_MESSAGES, CONTACT_SUBJECT_NAMES } from "@courtready/contracts";
import type { ZContactRequest } from "@courtready/contracts";
import type { z } from "zod";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { HttpError } from "../../plugins/errors.ts";
import { countMessagesFrom, insertMessage, markEmailed } from "./contact.repository.ts";

const HOUR = 60 * 60 * 1000;

export interface ContactService {
  /** Stores the message (refusing a sender over the hourly limit) and tries to e-mail it to support. */
  send(
    message: z.output<typeof ZContactRequest>,
    sender: { ip: string; userId: string | null },
    log: FastifyBaseLogger,
  ): Promise<void>;
}

export function contactService(deps: { db: Kysely<Database>; config: Config; clock: Clock }): ContactService {
  const { db, config, clock } = deps;
  const mailer = config.mail ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  return {
    async send({ name, email, subject, message }, sender, log) {
      const now = clock();
      const recent = await countMessagesFrom(db, sender.ip, toDbTime(new Date(now.getTime() - HOUR)));
      if (recent >= config.contactMaxPerHour) throw new HttpError(429, CONTACT_MESSAGES.tooMany);

      const id = newId();
      await insertMessage(db, {
        id,
        user_id: sender.userId,
        name,
        email,
        subject,
        message,
        sender_ip: sender.ip,
        created_at: toDbTime(now),
        emailed_at: null,
      });

      if (!mailer || !config.mail) return;
      try {
        // Plain text only: nothing the sender typed is ever interpreted as HTML.
        await mailer.sendMail({
          from: config.mail.to,
          to: config.mail.to,
          replyTo: { name, address: email },
          subject: `[CourtReady contact] ${CONTACT_SUBJECT_NAMES[subject]} — ${name}`,
          text: `${message}\n\n— ${name} <${email}>${sender.userId ? ` (account ${sender.userId})` : ""}\nMessage ${id}`,
        });
        await markEmailed(db, id, toDbTime(clock()));
      } catch (error) {
        log.error({ err: error, contactMessage: id }, "contact message stored but not e-mailed");
      }
    },
  };
}
