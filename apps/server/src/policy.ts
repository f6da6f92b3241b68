// Authorization in one place: who may do what. Routes ask here; they never check ownership themselves.
import type { TUser } from "@courtready/contracts";
import { AUTH_MESSAGES } from "@courtready/contracts";
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
