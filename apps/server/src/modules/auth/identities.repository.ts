// Google and Apple sign-in storage: the state of sign-ins under way (single use, 10 minutes) and the provider
// accounts linked to users. States are keyed by the SHA-256 of the `state` value, like sessions by their token's.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, OAuthIdentity, OAuthState } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";

export function stateIdFor(state: string): string {
  return createHash("sha256").update(state).digest("hex");
}

export interface NewOAuthState {
  provider: string;
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

/** Stores a sign-in under way; expired ones are cleared on the way, so the table stays small. */
export async function saveOAuthState(
  db: Kysely<Database>,
  input: NewOAuthState,
  now: Date,
  ttlMs: number,
): Promise<void> {
  await db.deleteFrom("oauth_states").where("expires_at", "<=", toDbTime(now)).execute();
  await db
    .insertInto("oauth_states")
    .values({
      id: stateIdFor(input.state),
      provider: input.provider,
      code_verifier: input.codeVerifier,
      nonce: input.nonce,
      redirect_uri: input.redirectUri,
      created_at: toDbTime(now),
      expires_at: toDbTime(new Date(now.getTime() + ttlMs)),
    })
    .execute();
}

/**
 * Takes a sign-in's state out of the table: whatever happens next, it cannot be used again. Returns it only when it
 * belongs to this provider and has not expired. Of two requests racing with one state, one gets the row.
 */
export async function consumeOAuthState(
  db: Kysely<Database>,
  provider: string,
  state: string,
  now: Date,
): Promise<OAuthState | undefined> {
  const row = await db
    .deleteFrom("oauth_states")
    .where("id", "=", stateIdFor(state))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.provider !== provider || row.expires_at <= toDbTime(now)) return undefined;
  return row;
}

export async function findIdentity(
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<OAuthIdentity | undefined> {
  return db
    .selectFrom("oauth_identities")
    .selectAll()
    .where("provider", "=", provider)
    .where("subject", "=", subject)
    .executeTakeFirst();
}

/** Links a provider account to a user; throws the database's unique-constraint error when it is already linked. */
export async function insertIdentity(
  db: Kysely<Database>,
  input: { provider: string; subject: string; userId: string; email: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto("oauth_identities")
    .values({
      id: newId(),
      provider: input.provider,
      subject: input.subject,
      user_id: input.userId,
      email: input.email,
      created_at: toDbTime(now),
    })
    .execute();
}

export async function updateIdentityEmail(db: Kysely<Database>, id: string, email: string): Promise<void> {
  await db.updateTable("oauth_identities").set({ email }).where("id", "=", id).execute();
}

/** SQLite's and PostgreSQL's ways of saying a unique index refused a row (as in auth.service.ts). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === "23505" ||
    e?.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    /UNIQUE constraint/i.test(e?.message ?? "")
  );
}
