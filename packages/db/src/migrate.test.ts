// Migrations apply cleanly on every dialect and the schema enforces what the code relies on.
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrate.ts";
import { newId, toDbTime } from "./ids.ts";
import { createTestDatabase, dialectsUnderTest } from "./testing.ts";
import type { DatabaseHandle } from "./connection.ts";

const NOW = toDbTime(new Date("2026-11-22T12:00:00.000Z"));

describe.each(dialectsUnderTest())("migrations on %s", (dialect) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.destroy();
    handle = undefined;
  });

  it("creates the tables and is idempotent", async () => {
    handle = await createTestDatabase(dialect);
    expect(handle.dialect).toBe(dialect);
    const again = await migrateToLatest(handle.db);
    expect(again.applied).toEqual([]);
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(["users", "sessions", "login_failures"]));
  });

  it("rejects a second user with the same normalized e-mail", async () => {
    handle = await createTestDatabase(dialect);
    const user = (email: string) => ({
      id: newId(),
      email,
      email_normalized: email.toLowerCase(),
      password_hash: null,
      first_name: "Ann",
      last_name: "Lee",
      created_at: NOW,
      updated_at: NOW,
    });
    await handle.db.insertInto("users").values(user("Ann@Example.com")).execute();
    await expect(handle.db.insertInto("users").values(user("ann@example.com")).execute()).rejects.toThrow();
  });

  it("deletes a user's sessions with the user", async () => {
    handle = await createTestDatabase(dialect);
    const userId = newId();
    await handle.db
      .insertInto("users")
      .values({
        id: userId,
        email: "a@b.co",
        email_normalized: "a@b.co",
        password_hash: null,
        first_name: "A",
        last_name: "B",
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await handle.db
      .insertInto("sessions")
      .values({ id: "h1", user_id: userId, created_at: NOW, expires_at: NOW, revoked_at: null })
      .execute();
    await handle.db.deleteFrom("users").where("id", "=", userId).execute();
    const left = await handle.db.selectFrom("sessions").selectAll().execute();
    expect(left).toEqual([]);
  });
});
