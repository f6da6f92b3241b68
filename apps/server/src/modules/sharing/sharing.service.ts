// Share links of saved projects: the owner creates, lists and revokes links and reads the comments left through
// them; anyone holding a working link sees the project read-only, opens its exhibits, and comments when the link
// allows it. A token is 32 random bytes shown once in the link; only its SHA-256 is stored (as with sessions).
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, ProjectFileRow, ProjectRow, ProjectShareRow } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { SHARE_MESSAGES, ZRole, ZProjectFormData, binderTypeName } from "@courtready/contracts";
import type {
  TProjectComment,
  TProjectFormData,
  TShareLink,
  TSharePermission,
  TSharedProject,
  TShareExpiry,
  TUser,
} from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { requireShareAllowsComments, requireWorkingShare, sharePermission } from "../../policy.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { fileOfProject, filesOf, getOwnedProject } from "../projects/projects.read.ts";
import { projectCaseInfoOf } from "../projects/projects.presenters.ts";
import * as repo from "./sharing.repository.ts";

export interface SharingDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Working links one project may have at once: enough for any real use, and a stop for a runaway script. */
export const MAX_ACTIVE_SHARES = 50;
/** Comments one project keeps: the per-address limit stops one visitor, this stops many. */
export const MAX_COMMENTS_PER_PROJECT = 1000;
/** What randomBytes(32).toString("base64url") looks like; anything else cannot be a link and skips the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The database key of a link token: its SHA-256 (hex), so a copied table cannot be turned into working links. */
export function shareTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new link token: 32 random bytes, base64url (43 characters). */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The address a link holder opens.
 * @example shareUrlFor("https://courtready.example", "abc") // "https://courtready.example/shared/abc"
 */
export function shareUrlFor(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/shared/${token}`;
}

function toShareLink(share: ProjectShareRow): TShareLink {
  return {
    id: share.id,
    permissions: sharePermission(share),
    createdAt: share.created_at,
    expiresAt: share.expires_at,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The owner

/** A new link to the owner's project; the token is returned once, for the URL, and never stored. */
export async function createShare(
  deps: SharingDeps,
  user: TUser,
  projectId: string,
  input: { permissions: TSharePermission; expiresIn: TShareExpiry },
  now: Date,
): Promise<{ token: string; link: TShareLink }> {
  await getOwnedProject(deps, user, projectId);
  const active = await repo.listActiveShares(deps.db, projectId, toDbTime(now));
  if (active.length >= MAX_ACTIVE_SHARES)
    throw new HttpError(409, SHARE_MESSAGES.tooManyLinks(MAX_ACTIVE_SHARES));
  const token = newShareToken();
  const row: ProjectShareRow = {
    id: newId(),
    project_id: projectId,
    token_hash: shareTokenHash(token),
    permissions: input.permissions,
    expires_at:
      input.expiresIn === null ? null : toDbTime(new Date(now.getTime() + input.expiresIn * DAY_MS)),
    revoked_at: null,
    created_at: toDbTime(now),
  };
  await repo.insertShare(deps.db, row);
  return { token, link: toShareLink(row) };
}

/** The owner's links to the project that still work, newest first. */
export async function listShares(
  deps: SharingDeps,
  user: TUser,
  projectId: string,
  now: Date,
): Promise<TShareLink[]> {
  await getOwnedProject(deps, user, projectId);
  return (await repo.listActiveShares(deps.db, projectId, toDbTime(now))).map(toShareLink);
}

/** Turns a link off for good. Revoking a link that is already off succeeds (the owner's intent is met). */
export async function revokeShare(
  deps: SharingDeps,
  user: TUser,
  projectId: string,
  shareId: string,
  now: Date,
): Promise<void> {
  await getOwnedProject(deps, user, projectId);
  const share = await repo.findShare(deps.db, projectId, shareId);
  if (!share) throw new HttpError(404, SHARE_MESSAGES.shareNotFound);
  await repo.revokeShare(deps.db, projectId, shareId, toDbTime(now));
}

/** Comments left on the owner's project through its links, newest first. */
export async function listComments(
  deps: SharingDeps,
  user: TUser,
  projectId: string,
): Promise<TProjectComment[]> {
  await getOwnedProject(deps, user, projectId);
  return (await repo.listComments(deps.db, projectId)).map((c) => ({
    id: c.id,
    authorName: c.author_name,
    text: c.body,
    createdAt: c.created_at,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// The link holder

async function openShare(
  deps: SharingDeps,
  token: string,
  now: Date,
): Promise<{ share: ProjectShareRow; project: ProjectRow }> {
  const found = TOKEN_PATTERN.test(token)
    ? await repo.findShareByHash(deps.db, shareTokenHash(token))
    : undefined;
  return requireWorkingShare(found, now);
}

/** The saved case answers; a damaged record shows no case details rather than failing the whole page. */
function formDataOf(project: ProjectRow): TProjectFormData {
  try {
    const parsed = ZProjectFormData.safeParse(JSON.parse(project.form_data));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function sharedFileUrl(token: string, fileId: string): string {
  return `/api/shared/${token}/files/${fileId}`;
}

/** The exhibit as the binder shows it (sharing.exhibits.ts), beside its original. */
function sharedExhibitUrl(token: string, fileId: string): string {
  return `${sharedFileUrl(token, fileId)}/exhibit.pdf`;
}

/** What a working link shows: the project read-only, without anything that names or leads to its owner. */
export async function sharedProject(deps: SharingDeps, token: string, now: Date): Promise<TSharedProject> {
  const { share, project } = await openShare(deps, token, now);
  const files: ProjectFileRow[] = await filesOf(deps, project.id);
  const role = ZRole.safeParse(project.role);
  return {
    projectName: project.project_name,
    binderType: binderTypeName(project.binder_type),
    courtName: project.court_name,
    caseInfo: projectCaseInfoOf(formDataOf(project)),
    role: role.success ? role.data : "plaintiff",
    permissions: sharePermission(share),
    expiresAt: share.expires_at,
    files: files.map((f) => ({
      id: f.id,
      exhibitLabel: f.exhibit_label,
      filename: f.filename,
      fileType: f.file_type,
      mimeType: f.mime_type,
      fileSize: Number(f.file_size),
      description: f.description,
      exhibitUrl: sharedExhibitUrl(token, f.id),
      fileUrl: sharedFileUrl(token, f.id),
    })),
  };
}

/** One exhibit of the shared project, with its project, for the route to send from storage. */
export async function openSharedFile(
  deps: SharingDeps,
  token: string,
  fileId: string,
  now: Date,
): Promise<{ file: ProjectFileRow; project: ProjectRow }> {
  const { project } = await openShare(deps, token, now);
  return { ...(await fileOfProject(deps, project.id, fileId)), project };
}

/**
 * Leaves a comment through a link that allows comments. `allowSender` is asked only once the link and its
 * permission check out, so a visitor's budget is spent on comments, not on mistyped links.
 */
export async function addComment(
  deps: SharingDeps,
  token: string,
  input: { authorName: string; text: string },
  now: Date,
  allowSender: () => boolean,
): Promise<void> {
  const { share, project } = await openShare(deps, token, now);
  requireShareAllowsComments(share);
  if (!allowSender()) throw new HttpError(429, SHARE_MESSAGES.tooManyComments);
  if ((await repo.countComments(deps.db, project.id)) >= MAX_COMMENTS_PER_PROJECT)
    throw new HttpError(409, SHARE_MESSAGES.commentsFull);
  await repo.insertComment(deps.db, {
    id: newId(),
    project_id: project.id,
    share_id: share.id,
    author_name: input.authorName,
    body: input.text,
    created_at: toDbTime(now),
  });
}
