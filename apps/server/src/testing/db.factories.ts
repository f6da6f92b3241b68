// Rows for the repository tests (*.repository.test.ts): a fresh database of one dialect per describe block, and
// people, projects, files and memberships written through their repositories, at times on one fixed clock, so each
// test sets its scene in a line and every time in it is known.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe } from "vitest";
import type { Kysely } from "kysely";
import type {
  Checkout,
  Database,
  Dialect,
  Membership,
  ProjectFileRow,
  ProjectRow,
  User,
  UserFileRow,
} from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { insertUser } from "../modules/auth/users.repository.ts";
import type { NewUserInput } from "../modules/auth/users.repository.ts";
import { insertProjectWithFiles } from "../modules/projects/projects.repository.ts";

/** The fixed "now" of the repository tests (as testing.ts#FIXED_NOW). */
export const T0 = new Date("2026-11-22T12:00:00.000Z");

/** T0 moved by `ms` (negative for the past). */
export function at(ms: number): Date {
  return new Date(T0.getTime() + ms);
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/**
 * A migrated database of `dialect` for the enclosing describe block (created before its tests, dropped after):
 * tests share it, so each makes its own people and rows (fresh ids) rather than counting the whole table.
 */
export function useTestDatabase(dialect: Dialect): () => Kysely<Database> {
  let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await handle?.destroy();
  });
  return () => {
    if (!handle) throw new Error("the test database is made in beforeAll");
    return handle.db;
  };
}

/**
 * The repository tests' frame: `tests` run once per dialect under test (COURTREADY_TEST_DIALECTS), as
 * "<name> on <dialect>", each time with its own migrated database (useTestDatabase).
 */
export function describeOnEachDialect(
  name: string,
  tests: (db: () => Kysely<Database>, dialect: Dialect) => void,
): void {
  describe.each(dialectsUnderTest())(`${name} on %s`, (dialect) => tests(useTestDatabase(dialect), dialect));
}

let people = 0;

/** A new account with a unique e-mail address (mixed case, as people type it). */
export async function aUser(
  db: Kysely<Database>,
  overrides: Partial<NewUserInput> = {},
  now: Date = T0,
): Promise<User> {
  people += 1;
  return insertUser(
    db,
    {
      email: `Person.${people}.${newId().slice(0, 8)}@Example.COM`,
      passwordHash: "$argon2id$stand-in",
      firstName: "Ann",
      lastName: "Diaz",
      ...overrides,
    },
    now,
  );
}

/** A saved project's row (not written). */
export function projectRow(userId: string, overrides: Partial<ProjectRow> = {}): ProjectRow {
  return {
    id: newId(),
    user_id: userId,
    project_name: "Deposit dispute",
    binder_type: "small_claims",
    court_name: "Circuit Court of Cook County, Illinois",
    role: "plaintiff",
    preset_key: "il_cook",
    form_data: JSON.stringify({ caseName: "Diaz v. Acme" }),
    status: "draft",
    created_at: toDbTime(T0),
    updated_at: toDbTime(T0),
    last_generated_at: null,
    size_limit: null,
    compress_scans: null,
    ...overrides,
  };
}

/** One file row of a project (not written). */
export function projectFileRow(projectId: string, overrides: Partial<ProjectFileRow> = {}): ProjectFileRow {
  const id = overrides.id ?? newId();
  return {
    id,
    project_id: projectId,
    storage_key: `users/u/projects/${projectId}/${id}`,
    filename: "receipt.pdf",
    original_name: "receipt.pdf",
    detected_type: "pdf",
    file_type: "PDF Document",
    mime_type: "application/pdf",
    file_size: 1000,
    sha256: null,
    exhibit_label: "A",
    description: "",
    ai_description: null,
    ai_description_source: null,
    sort_order: 0,
    created_at: toDbTime(T0),
    redaction: null,
    translation: null,
    translation_size: null,
    messages: null,
    message_export: null,
    page_edits: null,
    section: null,
    ...overrides,
  };
}

/** A saved project of the person, with the given files (their rows are made from `files`). */
export async function aProject(
  db: Kysely<Database>,
  userId: string,
  overrides: Partial<ProjectRow> = {},
  files: Partial<ProjectFileRow>[] = [],
): Promise<{ project: ProjectRow; files: ProjectFileRow[] }> {
  const project = projectRow(userId, overrides);
  const rows = files.map((file, i) => projectFileRow(project.id, { sort_order: i, ...file }));
  await insertProjectWithFiles(db, project, rows);
  return { project, files: rows };
}

/** A library file row (not written). */
export function userFileRow(userId: string, overrides: Partial<UserFileRow> = {}): UserFileRow {
  const id = overrides.id ?? newId();
  return {
    id,
    user_id: userId,
    folder_id: null,
    storage_key: `users/${userId}/files/${id}`,
    thumbnail_key: null,
    original_filename: "lease.pdf",
    detected_type: "pdf",
    file_type: "PDF Document",
    mime_type: "application/pdf",
    file_size: 2000,
    sha256: randomBytes(32).toString("hex"),
    page_count: 1,
    category: "documents",
    ai_description: null,
    ai_description_source: null,
    user_description: "",
    tags: "[]",
    warnings: "[]",
    uploaded_at: toDbTime(T0),
    message_export: null,
    ...overrides,
  };
}

/** A membership row (not written): a yearly one from T0 unless told otherwise. */
export function membershipRow(ownerId: string, overrides: Partial<Membership> = {}): Membership {
  return {
    id: newId(),
    owner_id: ownerId,
    type: "yearly",
    starts_at: toDbTime(T0),
    expires_at: toDbTime(at(365 * DAY)),
    one_time_use_count: 0,
    checkout_id: null,
    created_at: toDbTime(T0),
    ...overrides,
  };
}

/** An open checkout of the person for a yearly plan through the built-in test checkout (not written). */
export function checkoutRow(userId: string, overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: newId(),
    user_id: userId,
    tier: "yearly",
    amount_cents: 4900,
    currency: "usd",
    provider: "local",
    provider_session_id: null,
    provider_payment_id: null,
    status: "open",
    created_at: toDbTime(T0),
    completed_at: null,
    ...overrides,
  };
}
