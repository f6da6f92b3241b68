// Test helper: a real SMTP server (the smtp-server package) on 127.0.0.1 that keeps every message it receives, so
// server tests and e2e specs can read the password reset e-mail and follow its link as a person would.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The raw message as it crossed the wire. */
  raw: string;
  /** The plain-text body, decoded from quoted-printable when the sender used it. */
  text: string;
  /** The Subject header, its encoded words (RFC 2047, how a Spanish subject travels) decoded. */
  subject: string;
}

/**
 * A header value with its `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words decoded; folded lines are unfolded and the
 * space between two encoded words dropped, as RFC 2047 says.
 */
export function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, encoding: string, data: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_e, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The decoded Subject of a raw message ("" when it has none). */
export function subjectOf(raw: string): string {
  const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
  const match = /^Subject:(.*(?:\r\n[ \t].*)*)/im.exec(headers);
  return match ? decodeHeader((match[1] ?? "").trim()) : "";
}

export interface SmtpStandIn {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message to arrive (or the first one not yet taken by nextMail). */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The body of a single-part text message, with quoted-printable soft breaks and =XX escapes undone. */
export function plainTextBody(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  let body = raw.slice(split + 4);
  if (/^Content-Transfer-Encoding:\s*quoted-printable/im.test(headers)) {
    const bytes = Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    );
    body = bytes.toString("utf8");
  } else if (/^Content-Transfer-Encoding:\s*base64/im.test(headers)) {
    body = Buffer.from(body, "base64").toString("utf8");
  }
  return body.replace(/\r\n/g, "\n");
}

/** The first http(s) link in a text. */
export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in:\n${text}`);
  return match[0];
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((r) => r.address);
        const mail = { to, raw, text: plainTextBody(raw), subject: subjectOf(raw) };
        received.push(mail);
        const waiter = waiting.shift();
        if (waiter) {
          taken += 1;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail() {
      if (taken < received.length) return Promise.resolve(received[taken++]!);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
