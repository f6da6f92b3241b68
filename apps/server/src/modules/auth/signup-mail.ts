// The e-mail a sign-up with a known address sends (issue 42, finding 4). The answer to the sign-up is the same whether
// or not the address has an account; the mailbox's owner is the one told. A new address gets no mail, as before.
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import { FORGOT_PASSWORD_PATH } from "@courtready/contracts";
import type { Config } from "../../config.ts";

export interface SignupMail {
  to: string;
  subject: string;
  text: string;
}

/** To an address that already has an account: someone tried to sign up with it; the ways back in. */
export function alreadySignedUpMail(to: string, baseUrl: string): SignupMail {
  return {
    to,
    subject: "Someone tried to sign up to CourtReady with your address",
    text: [
      "Someone, perhaps you, tried to create a CourtReady account with this e-mail address, which already has one.",
      "No new account was made and your account is unchanged.",
      "",
      "To log in to your account:",
      `${baseUrl}/login`,
      "",
      "If you have forgotten your password, set a new one here:",
      `${baseUrl}${FORGOT_PASSWORD_PATH}`,
      "",
      "If it was not you, you need do nothing.",
    ].join("\n"),
  };
}

/** Where sign-up mails go: the link base (PUBLIC_BASE_URL) and the sender, or null when the server cannot mail. */
export interface SignupMailer {
  baseUrl: string;
  send: ((mail: SignupMail) => void) | null;
}

/**
 * The sign-up mailer of a route file, through the contact form's SMTP settings. A mail is sent without being
 * awaited, so the answer takes no longer for one address than for the other; a failure is logged.
 */
export function signupMailerFor(config: Config): (log: FastifyBaseLogger) => SignupMailer {
  const mail = config.mail;
  const transport = mail ? nodemailer.createTransport(mail.smtpUrl) : null;
  return (log) => ({
    baseUrl: config.publicBaseUrl,
    send:
      transport && mail
        ? (message) => {
            transport.sendMail({ from: mail.to, ...message }).catch((error: unknown) => {
              log.error({ err: error }, "sign-up e-mail not sent");
            });
          }
        : null,
  });
}
