// Authorization in one place: who may do what. Routes ask here; they never check ownership themselves.
import type { TMembershipStatus, TSharePermission, TUser } from "@courtready/contracts";
import {
  AUTH_MESSAGES,
  BUILD_ERROR_CODES,
  BUILDER_MESSAGES,
  MEMBERSHIP_MESSAGES,
  SHARE_MESSAGES,
  ZSharePermission,
  canonicalPageEdits,
} from "@courtready/contracts";
import type { ProjectShareRow } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import type { TJobInput } from "./modules/builds/builds.service.ts";
import type { TJobTranslation } from "./modules/builds/builds.translations.ts";
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

/**
 * What only members may do (builder-and-projects.md §6): "build" a preview or binder, which a used one-time pass no
 * longer allows, and "describe" files or ask for suggestions with the AI, which any active membership allows.
 */
export type MemberAction = "build" | "describe";

/** Why a person may not: the status, the builder's error code (builds answers carry it) and the message. */
export interface Refusal {
  statusCode: 403;
  code: (typeof BUILD_ERROR_CODES)["membershipRequired" | "oneTimeExhausted"];
  message: string;
}

const sentence = (entry: { title: string; description: string }) => `${entry.title}: ${entry.description}`;

/** 'Membership Required: Please purchase a membership to create exhibit binders.' */
export const MEMBERSHIP_REQUIRED_MESSAGE = sentence(BUILDER_MESSAGES.membershipRequired);

/**
 * May a person whose membership is `membership` (membership.service.ts#membershipStatus) do `action`? Null when
 * yes, else the refusal. The one place these rules live; the caller only chooses the answer's shape.
 */
export function can(
  membership: TMembershipStatus,
  action: MemberAction,
  options: { paidBinderKept?: boolean } = {},
): Refusal | null {
  if (membership.status !== "active")
    return {
      statusCode: 403,
      code: BUILD_ERROR_CODES.membershipRequired,
      message: MEMBERSHIP_REQUIRED_MESSAGE,
    };
  // A used pass still rebuilds the binder it paid for (a filing check's fix): with that binder's build on record,
  // the build is let in and `isRebuildOf` decides, once its files are read, whether it is that binder.
  if (
    action === "build" &&
    membership.type === "one_time" &&
    membership.oneTimeUseCount >= 1 &&
    options.paidBinderKept !== true
  )
    return {
      statusCode: 403,
      code: BUILD_ERROR_CODES.oneTimeExhausted,
      message: sentence(BUILDER_MESSAGES.oneTimeExhausted),
    };
  return null;
}

/**
 * Throws unless `can` says yes: a plain 403 `{ message }` by default; the builds routes pass their own error so the
 * answer also carries the code the builder page reads.
 */
export function requireCan(
  membership: TMembershipStatus,
  action: MemberAction,
  toError: (refusal: Refusal) => Error = (refusal) => new HttpError(refusal.statusCode, refusal.message),
  options: { paidBinderKept?: boolean } = {},
): void {
  const refusal = can(membership, action, options);
  if (refusal) throw toError(refusal);
}

/**
 * Is `next` the binder a one-time pass already paid for (`paid`, the input of the build that took its use), built
 * again? It is when everything that makes the binder what it is stays the same: the binder type, the side, the court,
 * the case answers and the files (each by name, content digest, label and description, in order). Only how it is
 * made may differ: the output (the whole binder, volumes under a size limit, the enhanced kit with OCR), which is
 * what the filing check's fixes change (OCR, flatten, rename, split), and the date asked. A file without a digest
 * (a saved project's stored files) is never the same, so a pass is never spent twice by a path that cannot tell.
 * A translated exhibit's English translation is part of the binder (its pages are the exhibit's pages): adding,
 * removing or changing one (other typed text, another file) is another binder. Only the translator's declaration
 * may be reworded (name, qualifications, language): one page of fixed length, no page of evidence, and what a
 * person corrects after a court clerk's remark.
 */
export function isRebuildOf(paid: TJobInput, next: TJobInput): boolean {
  // Objects' keys sorted: the same answers sent in another order are the same binder.
  const sorted = (_key: string, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value;
  const binderOf = (input: TJobInput) =>
    JSON.stringify(
      [
        input.binderType,
        input.role,
        input.presetKey ?? null,
        input.payload,
        input.case,
        input.files.map((f) => [
          f.name,
          f.sha256 ?? null,
          f.label ?? null,
          f.description ?? null,
          translationOf(f.translation),
          // Pages turned, removed or reordered make another binder; the same edits in any order, the same one.
          canonicalPageEdits(f.pageEdits) ?? null,
        ]),
        // Sections add slip sheets, headings and page numbers: another title or grouping is another binder.
        // jobInputOf keeps each section's exhibits sorted, so only real changes count.
        input.sections ?? [],
      ],
      sorted,
    );
  // A translation's file without a digest cannot be compared either, like an exhibit's.
  const digested = (input: TJobInput) =>
    input.files.every(
      (f) =>
        typeof f.sha256 === "string" &&
        (f.translation?.file === undefined || typeof f.translation.file.sha256 === "string"),
    );
  return digested(paid) && digested(next) && binderOf(paid) === binderOf(next);
}

/** What of a file's translation makes the binder: its pages (typed text, or the file's content), not the declaration. */
function translationOf(translation: TJobTranslation | undefined): unknown {
  if (!translation) return null;
  return translation.file ? { file: translation.file.sha256 ?? null } : { text: translation.text ?? "" };
}

/** What a link allows its holder: "view", or "comment" as well. An unknown stored value grants the least. */
export function sharePermission(share: ProjectShareRow): TSharePermission {
  const parsed = ZSharePermission.safeParse(share.permissions);
  return parsed.success ? parsed.data : "view";
}

/** A holder may comment only through a link made for comments; a view link's holder gets 403 saying so. */
export function requireShareAllowsComments(share: ProjectShareRow): void {
  if (sharePermission(share) !== "comment") throw new HttpError(403, SHARE_MESSAGES.commentsNotAllowed);
}

/**
 * Seats are managed only by the person who bought the group plan: `group` is their active group plan (the caller
 * looks it up), and without one the answer is 403 saying who may.
 */
export function requireGroupOwner<T>(group: T | undefined): T {
  if (!group) throw new HttpError(403, MEMBERSHIP_MESSAGES.notGroupOwner);
  return group;
}
