// users.repository on SQLite and PostgreSQL: e-mail looked up whatever its case, one account per address (the
// unique index says no the same way on both), password changes, deletion, and the row lock that makes a second
// transaction wait for the first; an address counts as proven only by a link it opened or a provider's sign-in with
// that same address.
import { expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import { at, aUser, describeOnEachDialect, T0 } from "../../testing/db.factories.ts";
import { insertIdentity, isUniqueViolation } from "./identities.repository.ts";
import {
  clearPasswordHash,
  deleteUser,
  emailIsProven,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUserRow,
  markEmailVerified,
  setPasswordHash,
  setUserLanguage,
} from "./users.repository.ts";
import { normalizeEmail } from "./email.ts";

describeOnEachDialect("users.repository", (db, dialect) => {
  it("stores the address as typed and finds it by any case and surrounding space", async () => {
    const user = await aUser(db(), { email: "  Ann.Diaz@Example.COM ", firstName: " Ann " });
    expect(user.email).toBe("Ann.Diaz@Example.COM");
    expect(user.email_normalized).toBe("ann.diaz@example.com");
    expect(user.first_name).toBe("Ann");
    expect(await findUserByEmail(db(), "ANN.DIAZ@example.com ")).toEqual(user);
    expect(await findUserById(db(), user.id)).toEqual(user);
    expect(await findUserByEmail(db(), "ann.diaz@example.org")).toBeUndefined();
    expect(normalizeEmail(" A@B.C ")).toBe("a@b.c");
  });

  it("refuses a second account for the same address in another case, as a unique violation", async () => {
    const first = await aUser(db(), { email: "Bo@Example.com" });
    const error = await insertUser(
      db(),
      { email: "bo@EXAMPLE.com", passwordHash: null, firstName: "B", lastName: "O" },
      T0,
    ).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((await findUserByEmail(db(), "bo@example.com"))?.id).toBe(first.id);
  });

  it("sets and clears the password hash, moving updated_at", async () => {
    const user = await aUser(db());
    await setPasswordHash(db(), user.id, "$argon2id$new", at(1000));
    expect(await findUserById(db(), user.id)).toMatchObject({
      password_hash: "$argon2id$new",
      updated_at: toDbTime(at(1000)),
      created_at: toDbTime(T0),
    });
    await clearPasswordHash(db(), user.id, at(2000));
    expect(await findUserById(db(), user.id)).toMatchObject({
      password_hash: null,
      updated_at: toDbTime(at(2000)),
    });
  });

  it("deletes only the one account", async () => {
    const [gone, kept] = [await aUser(db()), await aUser(db())];
    await deleteUser(db(), gone.id);
    expect(await findUserById(db(), gone.id)).toBeUndefined();
    expect(await findUserById(db(), kept.id)).toEqual(kept);
  });

  it("locks the row without changing it, so a second transaction reads what the first committed", async () => {
    const user = await aUser(db());
    let locked!: () => void;
    const firstHoldsLock = new Promise<void>((resolve) => (locked = resolve));
    let release!: () => void;
    const mayCommit = new Promise<void>((resolve) => (release = resolve));
    const first = db()
      .transaction()
      .execute(async (trx) => {
        await lockUserRow(trx, user.id);
        locked();
        await mayCommit;
        await setPasswordHash(trx, user.id, "written-by-first", at(1000));
      });
    await firstHoldsLock;
    const second = db()
      .transaction()
      .execute(async (trx) => {
        await lockUserRow(trx, user.id);
        return (await findUserById(trx, user.id))?.password_hash;
      });
    // Let the first commit only once the second is waiting on the lock (PostgreSQL); SQLite runs one transaction
    // at a time on its one connection, so the second has not started.
    if (dialect === "postgres") await untilWaitingOnLock(db());
    release();
    await first;
    expect(await second).toBe("written-by-first");
    expect(await findUserById(db(), user.id)).toMatchObject({ updated_at: toDbTime(at(1000)) });
  });

  it("proves an address by a link opened (first time kept) or a provider reporting the same address", async () => {
    const [user, google, otherAddress] = [await aUser(db()), await aUser(db()), await aUser(db())];
    expect(await emailIsProven(db(), user)).toBe(false);
    await markEmailVerified(db(), user.id, at(1000));
    await markEmailVerified(db(), user.id, at(2000));
    const marked = await findUserById(db(), user.id);
    expect(marked?.email_verified_at).toBe(toDbTime(at(1000)));
    expect(await emailIsProven(db(), marked!)).toBe(true);
    await insertIdentity(
      db(),
      { provider: "google", subject: "g-1", userId: google.id, email: google.email },
      T0,
    );
    expect(await emailIsProven(db(), google)).toBe(true);
    const elsewhere = {
      provider: "apple",
      subject: "a-1",
      userId: otherAddress.id,
      email: "relay@example.com",
    };
    await insertIdentity(db(), elsewhere, T0);
    expect(await emailIsProven(db(), otherAddress)).toBe(false);
  });

  it("keeps no language until one is chosen, then saves it and can forget it again", async () => {
    const user = await aUser(db());
    const other = await aUser(db());
    expect(user.language).toBeNull();
    await setUserLanguage(db(), user.id, "es", at(5));
    expect(await findUserById(db(), user.id)).toMatchObject({ language: "es", updated_at: toDbTime(at(5)) });
    expect((await findUserById(db(), other.id))?.language).toBeNull();
    await setUserLanguage(db(), user.id, null, at(6));
    expect((await findUserById(db(), user.id))?.language).toBeNull();
  });
});

/** Resolves once some session of this database waits on a lock (PostgreSQL's pg_stat_activity says so). */
async function untilWaitingOnLock(db: Kysely<Database>): Promise<void> {
  const { sql } = await import("kysely");
  for (;;) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (Number(rows[0]?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
