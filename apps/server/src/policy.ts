// Authorization in one place: who may do what. Routes ask here; they never check ownership themselves.
import type { TUser } from "@courtready/contracts";
import { AUTH_MESSAGES, SHARE_MESSAGES } from "@courtready/contracts";
import type { ProjectShareRow } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import { HttpError } from "./plugins/errors.ts";

export interface Actor {
  user: TUser | null;
}

/** The signed-in user, or a 401 'Please log in to continue.' */
export function requireUser(actor: Actor): TUser {
  if (!actor.user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  return actor.user;
}

/**
 * A stored thing the user may see and change only if it is theirs. Someone else's id gets the same 404 as an id
 * that does not exist, so ids never reveal what other people keep.
 */
export function requireOwned<T extends { user_id: string }>(
  user: TUser,
  row: T | undefined,
  notFoundMessage: string,
): T {
  if (!row || row.user_id !== user.id) throw new HttpError(404, notFoundMessage);
  return row;
}

/**
 * A share-link holder (no account): the link and its project when the link works at `now`. Unknown tokens (and links
 * of deleted projects) are 404; expired and revoked links are 410 with a message that says which, so the holder
 * knows to ask for a new link rather than to retype this one.
 */
export function requireWorkingShare<T extends { share: ProjectShareRow }>(
  found: T | undefined,
  now: Date,
): T {
  if (!found) throw new HttpError(404, SHARE_MESSAGES.linkNotFound);
  if (found.share.revoked_at !== null) throw new HttpError(410, SHARE_MESSAGES.linkRevoked);
  if (found.share.expires_at !== null && found.share.expires_at <= toDbTime(now))
    throw new HttpError(410, SHARE_MESSAGES.linkExpired);
  return found;
}
