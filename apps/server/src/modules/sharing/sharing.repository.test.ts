// sharing.repository on SQLite and PostgreSQL: a link found by its token's hash with its project, the links that
// still work (no expiry, or a later one; never revoked), a revocation that keeps its first time, and comments
// counted as a number (count(*) is a string on PostgreSQL) and listed newest first with stable ties.
import { expect, it } from "vitest";
import { newId, toDbTime } from "@courtready/db";
import type { ProjectCommentRow, ProjectShareRow } from "@courtready/db";
import { aProject, at, aUser, DAY, describeOnEachDialect, MINUTE, T0 } from "../../testing/db.factories.ts";
import {
  countComments,
  findShare,
  findShareByHash,
  insertComment,
  insertShare,
  listActiveShares,
  listComments,
  revokeShare,
} from "./sharing.repository.ts";

const shareRow = (projectId: string, overrides: Partial<ProjectShareRow> = {}): ProjectShareRow => ({
  id: newId(),
  project_id: projectId,
  token_hash: newId(),
  permissions: "view",
  expires_at: null,
  revoked_at: null,
  created_at: toDbTime(T0),
  ...overrides,
});

const commentRow = (projectId: string, overrides: Partial<ProjectCommentRow> = {}): ProjectCommentRow => ({
  id: newId(),
  project_id: projectId,
  share_id: null,
  author_name: "Sam",
  body: "Exhibit B is upside down.",
  created_at: toDbTime(T0),
  ...overrides,
});

describeOnEachDialect("sharing.repository", (db) => {
  const now = toDbTime(T0);

  it("finds a link by its hash with the project it opens, and a link by project and id", async () => {
    const user = await aUser(db());
    const { project } = await aProject(db(), user.id);
    const other = await aProject(db(), user.id);
    const share = shareRow(project.id, { permissions: "comment" });
    await insertShare(db(), share);
    expect(await findShareByHash(db(), share.token_hash)).toEqual({ share, project });
    expect(await findShareByHash(db(), "unknown")).toBeUndefined();
    expect(await findShare(db(), project.id, share.id)).toEqual(share);
    expect(await findShare(db(), other.project.id, share.id)).toBeUndefined();
  });

  it("lists the links that still work, newest first", async () => {
    const user = await aUser(db());
    const { project } = await aProject(db(), user.id);
    const forever = shareRow(project.id, { created_at: toDbTime(at(-DAY)) });
    const later = shareRow(project.id, { expires_at: toDbTime(at(DAY)) });
    const expired = shareRow(project.id, { expires_at: now });
    const revoked = shareRow(project.id);
    for (const s of [forever, later, expired, revoked]) await insertShare(db(), s);
    await revokeShare(db(), project.id, revoked.id, now);
    expect((await listActiveShares(db(), project.id, now)).map((s) => s.id)).toEqual([later.id, forever.id]);
  });

  it("keeps a link's first revocation time, and revokes only through its project", async () => {
    const user = await aUser(db());
    const { project } = await aProject(db(), user.id);
    const other = await aProject(db(), user.id);
    const share = shareRow(project.id);
    await insertShare(db(), share);
    await revokeShare(db(), other.project.id, share.id, now);
    expect((await findShare(db(), project.id, share.id))?.revoked_at).toBeNull();
    await revokeShare(db(), project.id, share.id, toDbTime(at(MINUTE)));
    await revokeShare(db(), project.id, share.id, toDbTime(at(2 * MINUTE)));
    expect((await findShare(db(), project.id, share.id))?.revoked_at).toBe(toDbTime(at(MINUTE)));
  });

  it("counts comments as a number and lists them newest first, ties by id", async () => {
    const user = await aUser(db());
    const { project } = await aProject(db(), user.id);
    const other = await aProject(db(), user.id);
    expect(await countComments(db(), project.id)).toBe(0);
    const old = commentRow(project.id, { created_at: toDbTime(at(-MINUTE)) });
    const [a, b] = [commentRow(project.id), commentRow(project.id)];
    for (const c of [old, a, b, commentRow(other.project.id)]) await insertComment(db(), c);
    expect(await countComments(db(), project.id)).toBe(3);
    expect((await listComments(db(), project.id)).map((c) => c.id)).toEqual([...[a.id, b.id].sort(), old.id]);
  });
});
