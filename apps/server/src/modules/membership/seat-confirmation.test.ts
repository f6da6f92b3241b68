// Group seats for password accounts over HTTP on SQLite and PostgreSQL (issue 42, finding 5): someone holding a
// forwarded invitation who signs up with the invited address gets no seat until the confirmation link mailed to that
// address is opened by the account; without mail the owner gives the seat; a proven address needs no second mail.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { newId, toDbTime } from "@courtready/db";
import { CONFIRM_SEAT_TTL_HOURS, MEMBERSHIP_MESSAGES } from "@courtready/contracts";
import { buildTestApp, signedInClient, TestClient, useMailingTestApp } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { firstLink } from "../../testing/smtp-stand-in.ts";

const HOUR = 60 * 60 * 1000;

async function buyGroup(client: TestClient) {
  const started = await client.post("/api/membership/create-checkout", { tier: "group-monthly" });
  const id = (started.json().checkoutUrl as string).replace("/test-checkout/", "");
  expect((await client.post(`/api/membership/checkout/${id}/complete`)).statusCode).toBe(200);
}

describe.each(dialectsUnderTest())(
  "group seats for password accounts on %s (issue 42, finding 5)",
  (dialect) => {
    const { app, smtp } = useMailingTestApp(dialect, { SESSION_TTL_DAYS: "365" });

    /** The secret after `#<fragment>` in the next mail's link, which must be to `to` with the subject given. */
    async function secretInNextMail(to: string, subject: RegExp, fragment: string): Promise<string> {
      const mail = await smtp().nextMail();
      expect(mail.to).toEqual([to]);
      expect(mail.raw).toMatch(subject);
      const link = new URL(firstLink(mail.text));
      expect(`${link.origin}${link.pathname}`).toBe("https://courtready.test/membership");
      expect(link.hash).toMatch(new RegExp(`^#${fragment}[A-Za-z0-9_-]{43}$`));
      return link.hash.slice(fragment.length + 1);
    }
    const inviteSecret = (to: string) => secretInNextMail(to, /^Subject: You are invited/m, "join=");
    const confirmSecret = (to: string) =>
      secretInNextMail(to, /^Subject: Confirm your e-mail address/m, "confirm=");

    it("a forwarded link and a new account with the invited address get no seat until the mailbox's link is opened", async () => {
      const owner = (await signedInClient(app().app, { email: "owner@example.com" })).client;
      await buyGroup(owner);
      await owner.post("/api/membership/group/invite", { email: "a@example.com" });
      const invitation = await inviteSecret("a@example.com");

      // Whoever holds the forwarded link signs up with the invited address (nothing checks it) and opens the link.
      const holder = (await signedInClient(app().app, { email: "A@example.com", firstName: "Al" })).client;
      const opened = await holder.post("/api/membership/group/accept", { token: invitation });
      expect(opened.statusCode).toBe(202);
      expect(opened.json()).toEqual({ pending: true, message: MEMBERSHIP_MESSAGES.seatAwaitsConfirmation });
      expect((await holder.get("/api/membership/status")).json().status).toBe("free");
      const waiting = (await owner.get("/api/membership/group")).json().members[0];
      expect(waiting).toMatchObject({
        joined: false,
        holder: null,
        requestedBy: null,
        awaitingConfirmation: true,
      });
      // The confirmation went to the account's address, the mailbox the link's holder may not read.
      const confirmation = await confirmSecret("A@example.com");
      // Opening the invitation again at once sends no second mail.
      expect((await holder.post("/api/membership/group/accept", { token: invitation })).statusCode).toBe(202);
      expect(smtp().received).toHaveLength(2);

      // Without the mailbox's link: a guess, or the link in another account's session, gives nothing.
      const guessed = await holder.post("/api/membership/group/confirm", { token: "A".repeat(43) });
      expect(guessed.statusCode).toBe(410);
      expect(guessed.json().message).toBe(MEMBERSHIP_MESSAGES.confirmLinkInvalid);
      const rosa = (await signedInClient(app().app, { email: "rosa@example.net" })).client;
      const elsewhere = await rosa.post("/api/membership/group/confirm", { token: confirmation });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().message).toBe(MEMBERSHIP_MESSAGES.confirmLinkOtherAccount);
      expect(
        (await new TestClient(app().app).post("/api/membership/group/confirm", { token: confirmation }))
          .statusCode,
      ).toBe(401);
      expect((await holder.get("/api/membership/status")).json().status).toBe("free");
      expect((await rosa.get("/api/membership/status")).json().status).toBe("free");

      // The mailbox's link, opened by the account signed in: the seat is its own, once.
      const confirmed = await holder.post("/api/membership/group/confirm", { token: confirmation });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ status: "active", role: "member", type: "group-monthly" });
      expect((await owner.get("/api/membership/group")).json().members[0]).toMatchObject({
        joined: true,
        holder: { name: "Al Diaz", email: "A@example.com" },
        awaitingConfirmation: false,
      });
      expect((await holder.post("/api/membership/group/confirm", { token: confirmation })).statusCode).toBe(
        410,
      );
      expect((await holder.post("/api/membership/group/accept", { token: invitation })).statusCode).toBe(410);

      // The address is proven now: another owner's invitation is taken at once, with no confirmation mail.
      const second = (await signedInClient(app().app, { email: "second.owner@example.com" })).client;
      await buyGroup(second);
      await second.post("/api/membership/group/invite", { email: "a@example.com" });
      const again = await holder.post("/api/membership/group/accept", {
        token: await inviteSecret("a@example.com"),
      });
      expect(again.statusCode).toBe(200);
      expect(smtp().received).toHaveLength(3);
    });

    it("a confirmation link ends after its hours; opening the invitation again mails a new one", async () => {
      const owner = (await signedInClient(app().app, { email: "owner@example.com" })).client;
      await buyGroup(owner);
      await owner.post("/api/membership/group/invite", { email: "jo@example.com" });
      const invitation = await inviteSecret("jo@example.com");
      const jo = (await signedInClient(app().app, { email: "jo@example.com" })).client;
      expect((await jo.post("/api/membership/group/accept", { token: invitation })).statusCode).toBe(202);
      const stale = await confirmSecret("jo@example.com");
      app().clock.advance(CONFIRM_SEAT_TTL_HOURS * HOUR + 1);
      expect((await jo.post("/api/membership/group/confirm", { token: stale })).statusCode).toBe(410);
      expect((await jo.get("/api/membership/status")).json().status).toBe("free");
      expect((await jo.post("/api/membership/group/accept", { token: invitation })).statusCode).toBe(202);
      const fresh = await confirmSecret("jo@example.com");
      expect((await jo.post("/api/membership/group/confirm", { token: fresh })).statusCode).toBe(200);
      expect((await jo.get("/api/membership/status")).json().status).toBe("active");
    });

    it("a reset password link proves the address too: the next invitation needs no confirmation", async () => {
      const owner = (await signedInClient(app().app, { email: "owner@example.com" })).client;
      await buyGroup(owner);
      const { client: kim, input } = await signedInClient(app().app, { email: "kim@example.com" });
      await kim.post("/api/auth/password-reset", { email: input.email });
      const reset = new URL(firstLink((await smtp().nextMail()).text)).hash.slice(1);
      const changed = await kim.post("/api/auth/password-reset/confirm", {
        token: reset,
        password: "a new long passphrase 7",
      });
      expect(changed.statusCode).toBe(200);
      await owner.post("/api/membership/group/invite", { email: "kim@example.com" });
      const accepted = await kim.post("/api/membership/group/accept", {
        token: await inviteSecret("kim@example.com"),
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ status: "active", role: "member" });
    });
  },
);

describe.each(dialectsUnderTest())("group seats without e-mail on %s (issue 42, finding 5)", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { SESSION_TTL_DAYS: "365" });
  });
  afterEach(async () => t.close());

  it("an account with the invited address is told the owner must give the seat, and the owner can", async () => {
    const owner = (await signedInClient(t.app, { email: "owner@example.com" })).client;
    await buyGroup(owner);
    const ownerRow = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("email_normalized", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    // An invitation mailed while the server still had SMTP settings (it cannot invite without them).
    const token = "B".repeat(43);
    await t.database.db
      .insertInto("membership_members")
      .values({
        id: newId(),
        owner_id: ownerRow.id,
        email_normalized: "lee@example.com",
        invited_at: toDbTime(t.clock()),
        token_hash: createHash("sha256").update(token).digest("hex"),
        token_expires_at: toDbTime(new Date(t.clock().getTime() + 24 * HOUR)),
        member_user_id: null,
        accepted_at: null,
        requested_by_user_id: null,
        confirming_since: null,
      })
      .execute();
    const lee = (await signedInClient(t.app, { email: "lee@example.com", firstName: "Lee" })).client;
    const opened = await lee.post("/api/membership/group/accept", { token });
    expect(opened.statusCode).toBe(202);
    expect(opened.json()).toEqual({ pending: true, message: MEMBERSHIP_MESSAGES.seatAwaitsOwner });
    expect((await lee.get("/api/membership/status")).json().status).toBe("free");
    const asked = (await owner.get("/api/membership/group")).json().members[0];
    expect(asked).toMatchObject({
      joined: false,
      awaitingConfirmation: false,
      requestedBy: { name: "Lee Diaz", email: "lee@example.com" },
    });
    expect((await owner.post(`/api/membership/group/members/${asked.id}/give`)).statusCode).toBe(200);
    expect((await lee.get("/api/membership/status")).json()).toMatchObject({
      status: "active",
      role: "member",
    });
  });
});
