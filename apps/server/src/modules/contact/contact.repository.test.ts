// contact.repository on SQLite and PostgreSQL: a sender's messages counted after a time (count(*) is a string on
// PostgreSQL, a number here), stored, and marked e-mailed.
import { expect, it } from "vitest";
import { newId, toDbTime } from "@courtready/db";
import type { ContactMessagesTable } from "@courtready/db";
import { at, aUser, describeOnEachDialect, MINUTE, T0 } from "../../testing/db.factories.ts";
import { countMessagesFrom, insertMessage, markEmailed } from "./contact.repository.ts";

const message = (overrides: Partial<ContactMessagesTable> = {}): ContactMessagesTable => ({
  id: newId(),
  user_id: null,
  name: "Ann Diaz",
  email: "ann@example.com",
  subject: "A question",
  message: "How do I add a supplement?",
  sender_ip: "198.51.100.1",
  created_at: toDbTime(T0),
  emailed_at: null,
  ...overrides,
});

describeOnEachDialect("contact.repository", (db) => {
  it("counts a sender's messages strictly after the time, as a number", async () => {
    const ip = "198.51.100.20";
    await insertMessage(db(), message({ sender_ip: ip, created_at: toDbTime(at(-60 * MINUTE)) }));
    await insertMessage(db(), message({ sender_ip: ip, created_at: toDbTime(at(-30 * MINUTE)) }));
    await insertMessage(db(), message({ sender_ip: ip, created_at: toDbTime(T0) }));
    await insertMessage(db(), message({ sender_ip: "198.51.100.21" }));
    const since = toDbTime(at(-60 * MINUTE));
    expect(await countMessagesFrom(db(), ip, since)).toBe(2);
    expect(await countMessagesFrom(db(), "198.51.100.99", since)).toBe(0);
  });

  it("stores a signed-in sender's message and marks it e-mailed", async () => {
    const user = await aUser(db());
    const row = message({ user_id: user.id });
    await insertMessage(db(), row);
    await markEmailed(db(), row.id, toDbTime(at(1000)));
    const stored = await db()
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", row.id)
      .executeTakeFirst();
    expect(stored).toEqual({ ...row, emailed_at: toDbTime(at(1000)) });
  });
});
