// identities.repository on SQLite and PostgreSQL: a sign-in's state is single use (one of two racing takes it),
// belongs to its provider and expires; expired states are cleared on the way; a provider account links to one
// user, and a second link is a unique violation recognised on both dialects.
import { expect, it } from "vitest";
import { at, aUser, describeOnEachDialect, MINUTE, T0 } from "../../testing/db.factories.ts";
import {
  consumeOAuthState,
  findIdentity,
  insertIdentity,
  isUniqueViolation,
  saveOAuthState,
  stateIdFor,
  updateIdentityEmail,
} from "./identities.repository.ts";

const TTL = 10 * MINUTE;
const state = (value: string, provider = "google") => ({
  provider,
  state: value,
  codeVerifier: `verifier-${value}`,
  nonce: `nonce-${value}`,
  redirectUri: "https://courtready.test/api/auth/google/callback",
});

describeOnEachDialect("identities.repository", (db) => {
  it("gives a saved state back once, to one of two racing callbacks", async () => {
    await saveOAuthState(db(), state("s-once"), T0, TTL);
    const taken = await Promise.all([
      consumeOAuthState(db(), "google", "s-once", at(1000)),
      consumeOAuthState(db(), "google", "s-once", at(1000)),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(taken.find(Boolean)).toMatchObject({
      id: stateIdFor("s-once"),
      code_verifier: "verifier-s-once",
      nonce: "nonce-s-once",
    });
    expect(await consumeOAuthState(db(), "google", "s-once", at(2000))).toBeUndefined();
  });

  it("refuses a state of another provider or past its time, and takes it out all the same", async () => {
    await saveOAuthState(db(), state("s-apple", "apple"), T0, TTL);
    expect(await consumeOAuthState(db(), "google", "s-apple", T0)).toBeUndefined();
    expect(await consumeOAuthState(db(), "apple", "s-apple", T0)).toBeUndefined();
    await saveOAuthState(db(), state("s-late"), T0, TTL);
    expect(await consumeOAuthState(db(), "google", "s-late", at(TTL))).toBeUndefined();
  });

  it("clears expired states when it saves a new one", async () => {
    await saveOAuthState(db(), state("s-old"), at(-2 * TTL), TTL);
    await saveOAuthState(db(), state("s-new"), T0, TTL);
    const ids = (await db().selectFrom("oauth_states").select("id").execute()).map((r) => r.id);
    expect(ids).toContain(stateIdFor("s-new"));
    expect(ids).not.toContain(stateIdFor("s-old"));
  });

  it("links a provider account to one user; a second link is a unique violation", async () => {
    const [user, other] = [await aUser(db()), await aUser(db())];
    await insertIdentity(
      db(),
      { provider: "google", subject: "sub-1", userId: user.id, email: "a@x.test" },
      T0,
    );
    const error = await insertIdentity(
      db(),
      { provider: "google", subject: "sub-1", userId: other.id, email: "b@x.test" },
      T0,
    ).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("something else"))).toBe(false);
    // The same subject at another provider is another account.
    await insertIdentity(
      db(),
      { provider: "apple", subject: "sub-1", userId: other.id, email: "b@x.test" },
      T0,
    );
    expect((await findIdentity(db(), "google", "sub-1"))?.user_id).toBe(user.id);
    expect((await findIdentity(db(), "apple", "sub-1"))?.user_id).toBe(other.id);
    expect(await findIdentity(db(), "google", "sub-2")).toBeUndefined();
  });

  it("updates the e-mail a provider reports", async () => {
    const user = await aUser(db());
    await insertIdentity(
      db(),
      { provider: "google", subject: "sub-mail", userId: user.id, email: "old@x.test" },
      T0,
    );
    const identity = await findIdentity(db(), "google", "sub-mail");
    await updateIdentityEmail(db(), identity!.id, "new@x.test");
    expect(await findIdentity(db(), "google", "sub-mail")).toEqual({ ...identity, email: "new@x.test" });
  });
});
