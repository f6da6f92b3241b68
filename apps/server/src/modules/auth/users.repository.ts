// Users table access. E-mail look-ups go through the normalized column so case never splits one person in two.
import type { Kysely } from "kysely";
import type { Database, User } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import type { Language } from "@courtready/contracts";
import { normalizeEmail } from "./email.ts";

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export interface NewUserInput {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
}

/** Inserts a user; throws the database's unique-constraint error when the e-mail is taken. */
export async function insertUser(db: Kysely<Database>, input: NewUserInput, now: Date): Promise<User> {
  const row: User = {
    id: newId(),
    email: input.email.trim(),
    email_normalized: normalizeEmail(input.email),
    password_hash: input.passwordHash,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    created_at: toDbTime(now),
    updated_at: toDbTime(now),
    email_verified_at: null,
    language: null,
  };
  await db.insertInto("users").values(row).execute();
  return row;
}

/** Saves the language the person chose for the interface and their e-mails (null: follow the browser again). */
export async function setUserLanguage(
  db: Kysely<Database>,
  userId: string,
  language: Language | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ language, updated_at: toDbTime(now) })
    .where("id", "=", userId)
    .execute();
}

/** Records that the account opened a link mailed to its address (the first time counts). */
export async function markEmailVerified(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ email_verified_at: toDbTime(now) })
    .where("id", "=", userId)
    .where("email_verified_at", "is", null)
    .execute();
}

/**
 * Whether the account's address is proven: it opened a link mailed there, or Google or Apple (which report only
 * verified addresses, oauth.ts) signed it in with that same address. A password alone proves nothing.
 */
export async function emailIsProven(db: Kysely<Database>, user: User): Promise<boolean> {
  if (user.email_verified_at !== null) return true;
  const identities = await db
    .selectFrom("oauth_identities")
    .select("email")
    .where("user_id", "=", user.id)
    .execute();
  return identities.some((identity) => normalizeEmail(identity.email) === user.email_normalized);
}

export async function setPasswordHash(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: toDbTime(now) })
    .where("id", "=", userId)
    .execute();
}

/**
 * Swaps a hash for a fresh one of the same password (at today's cost) only while the row still holds `oldHash`: a
 * password reset that lands in between keeps its new password.
 */
export async function replacePasswordHash(
  db: Kysely<Database>,
  userId: string,
  oldHash: string,
  newHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: newHash, updated_at: toDbTime(now) })
    .where("id", "=", userId)
    .where("password_hash", "=", oldHash)
    .execute();
}

/** Clears the account's password: from now on it signs in only with its Google or Apple identity. */
export async function clearPasswordHash(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: null, updated_at: toDbTime(now) })
    .where("id", "=", userId)
    .execute();
}

/** Removes the account; the foreign keys remove its sessions, files, folders, projects and memberships with it. */
export async function deleteUser(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("users").where("id", "=", id).execute();
}

/**
 * Locks the person's row until the transaction ends, so work counted per person (builds under way, storage used)
 * is counted by one transaction at a time: a no-op update, a row lock on PostgreSQL and the write lock on SQLite.
 */
export async function lockUserRow(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", userId)
    .execute();
}
