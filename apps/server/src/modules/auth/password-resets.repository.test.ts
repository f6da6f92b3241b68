// password-resets.repository on SQLite and PostgreSQL: a link works until it expires, exactly once even when two
// claims race, using one retires the person's other links, and expired links are swept with an honest count. A
// link works only for its purpose: an address confirmation link never resets a password (issue 42, finding 5).
import { expect, it } from "vitest";
import { at, aUser, describeOnEachDialect, MINUTE, T0 } from "../../testing/db.factories.ts";
import {
  claimResetToken,
  createResetToken,
  deleteExpiredResetTokens,
  findUsableResetToken,
  resetTokenId,
  retireResetTokens,
} from "./password-resets.repository.ts";

describeOnEachDialect("password-resets.repository", (db) => {
  it("keeps only the secret's hash and finds the link until it expires", async () => {
    const user = await aUser(db());
    const token = await createResetToken(db(), user.id, T0, 30);
    const row = await db()
      .selectFrom("password_reset_tokens")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(resetTokenId(token));
    expect(row.id).not.toContain(token);
    expect(await findUsableResetToken(db(), token, at(30 * MINUTE - 1))).toEqual({ userId: user.id });
    expect(await findUsableResetToken(db(), token, at(30 * MINUTE))).toBeUndefined();
    expect(await findUsableResetToken(db(), "not-a-token", T0)).toBeUndefined();
  });

  it("lets a link be claimed once, by one of two claims at the same moment", async () => {
    const user = await aUser(db());
    const token = await createResetToken(db(), user.id, T0, 30);
    const claims = await Promise.all([
      claimResetToken(db(), token, at(1)),
      claimResetToken(db(), token, at(1)),
    ]);
    expect(claims.filter(Boolean)).toEqual([{ userId: user.id }]);
    expect(await claimResetToken(db(), token, at(2))).toBeUndefined();
    expect(await findUsableResetToken(db(), token, at(2))).toBeUndefined();
  });

  it("retires the person's other unused links, and no one else's", async () => {
    const [user, other] = [await aUser(db()), await aUser(db())];
    const [a, b] = [
      await createResetToken(db(), user.id, T0, 30),
      await createResetToken(db(), user.id, T0, 30),
    ];
    const theirs = await createResetToken(db(), other.id, T0, 30);
    await retireResetTokens(db(), user.id, at(1));
    expect(await findUsableResetToken(db(), a, at(2))).toBeUndefined();
    expect(await findUsableResetToken(db(), b, at(2))).toBeUndefined();
    expect(await findUsableResetToken(db(), theirs, at(2))).toEqual({ userId: other.id });
  });

  it("sweeps links that expired before the cutoff, used or not", async () => {
    const user = await aUser(db());
    await createResetToken(db(), user.id, at(-120 * MINUTE), 30);
    const used = await createResetToken(db(), user.id, at(-100 * MINUTE), 30);
    await claimResetToken(db(), used, at(-99 * MINUTE));
    const fresh = await createResetToken(db(), user.id, T0, 30);
    const before = await db().selectFrom("password_reset_tokens").select("id").execute();
    expect(await deleteExpiredResetTokens(db(), at(-60 * MINUTE))).toBe(2);
    const after = await db().selectFrom("password_reset_tokens").select("id").execute();
    expect(after).toHaveLength(before.length - 2);
    expect(await findUsableResetToken(db(), fresh, T0)).toEqual({ userId: user.id });
  });

  it("keeps each purpose apart: a confirmation link is no reset link, and retiring one purpose spares the other", async () => {
    const user = await aUser(db());
    const confirm = await createResetToken(db(), user.id, T0, 30, "confirm-email");
    const reset = await createResetToken(db(), user.id, T0, 30);
    expect(await findUsableResetToken(db(), confirm, at(1))).toBeUndefined();
    expect(await claimResetToken(db(), confirm, at(1))).toBeUndefined();
    expect(await findUsableResetToken(db(), reset, at(1), "confirm-email")).toBeUndefined();
    await retireResetTokens(db(), user.id, at(1));
    expect(await findUsableResetToken(db(), reset, at(2))).toBeUndefined();
    expect(await claimResetToken(db(), confirm, at(2), "confirm-email")).toEqual({ userId: user.id });
    expect(await claimResetToken(db(), confirm, at(3), "confirm-email")).toBeUndefined();
  });
});
