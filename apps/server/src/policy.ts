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
