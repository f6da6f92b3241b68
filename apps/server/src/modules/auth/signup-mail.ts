// The e-mail a sign-up with a known address sends (issue 42, finding 4). The answer to the sign-up is the same whether
// or not the address has an account; the mailbox's owner is the one told. A new address gets no mail, as before.
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import { FORGOT_PASSWORD_PATH, messageFor } from "@courtready/contracts";
import type { Language } from "@courtready/contracts";
import type { Config } from "../../config.ts";

export interface SignupMail {
  to: string;
  subject: string;
  text: string;
}

/** To an address that already has an account: someone tried to sign up with it; the ways back in. */
export function alreadySignedUpMail(to: string, baseUrl: string, language: Language = "en"): SignupMail {
  return {
    to,
    subject: messageFor("emails.alreadySignedUpSubject", language),
    text: messageFor("emails.alreadySignedUpBody", language, {
      loginLink: `${baseUrl}/login`,
      resetLink: `${baseUrl}${FORGOT_PASSWORD_PATH}`,
    }),
  };
}

/** Where sign-up mails go: the link base (PUBLIC_BASE_URL) and the sender, or null when the server cannot mail. */
export interface SignupMailer {
  baseUrl: string;
  /** The language of the person signing up: the mail's, unless the account it goes to saved another. */
  language: Language;
  send: ((mail: SignupMail) => void) | null;
}

/**
 * The sign-up mailer of a route file, through the contact form's SMTP settings. A mail is sent without being
 * awaited, so the answer takes no longer for one address than for the other; a failure is logged.
 */
export function signupMailerFor(
  config: Config,
): (log: FastifyBaseLogger, language: Language) => SignupMailer {
  const mail = config.mail;
  const transport = mail ? nodemailer.createTransport(mail.smtpUrl) : null;
  return (log, language) => ({
    baseUrl: config.publicBaseUrl,
    language,
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
