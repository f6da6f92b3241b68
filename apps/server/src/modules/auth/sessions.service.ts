// The account page's sessions: list them in plain words, end one, end all others, or end all ("sign out
// everywhere"). Ending all others or all also forgets the other browsers' device cookies, so a browser someone else
// had is throttled as a stranger again.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { SESSION_MESSAGES } from "@courtready/contracts";
import type { TSessionInfo } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { forgetDevices } from "./devices.repository.ts";
import {
  listOpenSessions,
  revokeOtherSessions,
  revokeUserSession,
  revokeUserSessions,
  sessionIdFor,
} from "./sessions.repository.ts";
import { describeUserAgent } from "./user-agent.ts";

/**
 * The id the list shows for a stored session. The stored id is the SHA-256 of the cookie token; the page gets a hash
 * of that, so nothing it holds is one step from the cookie or the database key.
 */
export function publicSessionId(storedId: string): string {
  return createHash("sha256").update(`session-list:${storedId}`).digest("hex").slice(0, 32);
}

export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentToken: string | undefined,
  now: Date,
): Promise<TSessionInfo[]> {
  const current = currentToken ? sessionIdFor(currentToken) : null;
  const rows = await listOpenSessions(db, userId, now);
  const sessions = rows.map((row) => ({
    id: publicSessionId(row.id),
    device: describeUserAgent(row.user_agent),
    ipAddress: row.ip_address,
    startedAt: row.created_at,
    lastUsedAt: row.last_used_at,
    current: row.id === current,
  }));
  // This device first, then the others as listed (most recently started first).
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Ends one of the user's sessions by its listed id; says whether it was the asking browser's own. */
export async function endSession(
  db: Kysely<Database>,
  userId: string,
  publicId: string,
  currentToken: string | undefined,
  now: Date,
): Promise<{ wasCurrent: boolean }> {
  const rows = await listOpenSessions(db, userId, now);
  const row = rows.find((r) => publicSessionId(r.id) === publicId);
  if (!row || !(await revokeUserSession(db, userId, row.id, now)))
    throw new HttpError(404, SESSION_MESSAGES.notFound);
  return { wasCurrent: currentToken !== undefined && row.id === sessionIdFor(currentToken) };
}

/** Ends every session but the asking browser's, and forgets every other device. */
export async function endOtherSessions(
  db: Kysely<Database>,
  userId: string,
  currentToken: string,
  deviceToken: string | undefined,
  now: Date,
): Promise<number> {
  const ended = await revokeOtherSessions(db, userId, sessionIdFor(currentToken), now);
  await forgetDevices(db, userId, deviceToken);
  return ended;
}

/** Signs the person out everywhere, this browser included, and forgets every device. */
export async function endAllSessions(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const ended = await revokeUserSessions(db, userId, now);
  await forgetDevices(db, userId, undefined);
  return ended;
}
