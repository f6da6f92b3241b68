// The contact form's server side on SQLite and PostgreSQL: validation, storage, the hourly limit, and the e-mail
// to support through a real SMTP conversation with a stand-in server on loopback.
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { dialectsUnderTest } from "@courtready/db/testing";
import { CONTACT_MESSAGES } from "@courtready/contracts";
import { buildTestApp, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";

const message = {
  name: "Ana Ruiz",
  email: "ana@example.com",
  subject: "formatting",
  message: "How do I add a photo <b>after</b> the lease?",
};

describe.each(dialectsUnderTest())("contact form on %s", (dialect) => {
  let t: TestApp | undefined;
  let smtp: SMTPServer | undefined;
  afterEach(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    t = undefined;
    smtp = undefined;
  });

  it("stores a valid message, refuses an incomplete one with the field's message, and limits each sender", async () => {
    t = await buildTestApp(dialect, { CONTACT_MAX_PER_HOUR: "2" });
    const client = new TestClient(t.app);
    const bad = await client.post("/api/contact", { ...message, email: "not-an-address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CONTACT_MESSAGES.emailInvalid);
    expect((await client.post("/api/contact", { ...message, message: "   " })).json().message).toBe(
      CONTACT_MESSAGES.messageRequired,
    );

    const sent = await client.post("/api/contact", message);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: CONTACT_MESSAGES.sentText });
    expect((await client.post("/api/contact", message)).statusCode).toBe(200);
    const limited = await client.post("/api/contact", message);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(CONTACT_MESSAGES.tooMany);
    t.clock.advance(61 * 60 * 1000);
    expect((await client.post("/api/contact", message)).statusCode).toBe(200);

    const rows = await t.database.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      name: "Ana Ruiz",
      subject: "formatting",
      emailed_at: null,
      user_id: null,
    });
  });

  // Issue 22, finding 3: rotating X-Forwarded-For must not make one sender many. The proxy appends the address it
  // saw, so only what the listed proxies added is believed; without TRUST_PROXY the header is ignored altogether.
  it.each([
    ["no proxy trusted", {}, "127.0.0.1"],
    ["a proxy on this machine", { TRUST_PROXY: "loopback" }, "203.0.113.9"],
    ["the proxy's address", { TRUST_PROXY: "127.0.0.1" }, "203.0.113.9"],
  ] as const)("limits one sender however they rotate X-Forwarded-For (%s)", async (_, env, seen) => {
    t = await buildTestApp(dialect, { CONTACT_MAX_PER_HOUR: "2", ...env });
    const answers: number[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const client = new TestClient(t.app, { "x-forwarded-for": `198.51.100.${i}, 203.0.113.9` });
      answers.push((await client.post("/api/contact", message)).statusCode);
    }
    expect(answers).toEqual([200, 200, 429]);
    const rows = await t.database.db.selectFrom("contact_messages").select("sender_ip").execute();
    expect(rows.map((r) => r.sender_ip)).toEqual([seen, seen]);
  });

  it("e-mails support in plain text when SMTP is set up, with the sender as Reply-To", async () => {
    const received: string[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await buildTestApp(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SUPPORT_EMAIL: "support@example.org",
    });
    const response = await new TestClient(t.app).post("/api/contact", message);
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail).toMatch(/^To: support@example\.org/m);
    expect(mail).toMatch(/^Reply-To: Ana Ruiz <ana@example\.com>/m);
    expect(mail).toMatch(/^Content-Type: text\/plain/m);
    expect(mail).toContain("How do I add a photo <b>after</b> the lease?");
    const row = await t.database.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
    expect(row.emailed_at).toBe("2026-11-22T12:00:00.000Z");
  });
});
