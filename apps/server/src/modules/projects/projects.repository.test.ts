// projects.repository on SQLite and PostgreSQL: a project and its files written all or nothing (in its own
// transaction, or the caller's), found only by owner and id, listed by last change with stable ties, file changes
// applied all at once, its files cascading with it, byte counts summed as numbers (translation files' included).
import { expect, it } from "vitest";
import { toDbTime } from "@courtready/db";
import {
  aProject,
  at,
  aUser,
  describeOnEachDialect,
  MINUTE,
  projectFileRow,
  projectRow,
  userFileRow,
} from "../../testing/db.factories.ts";
import {
  applyFileChanges,
  bytesOfProjectFiles,
  deleteProject,
  filesOfProjects,
  findProject,
  findProjectFile,
  insertProjectWithFiles,
  listProjects,
  projectBytesOf,
  projectDigestsAmong,
  setProjectFileMessages,
  setProjectFilePageEdits,
  setProjectFileRedaction,
  setProjectFileTranslation,
  updateProject,
} from "./projects.repository.ts";
import {
  insertUserFile,
  libraryDigestsAmong,
  libraryOnlyBytesOf,
  totalBytesOf,
} from "../library/files.repository.ts";
import { storageUsage } from "../library/storage-usage.ts";

describeOnEachDialect("projects.repository", (db) => {
  it("finds a project and its files for its owner only", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const { project, files } = await aProject(db(), owner.id, {}, [{ exhibit_label: "A" }]);
    expect(await findProject(db(), owner.id, project.id)).toEqual(project);
    expect(await findProject(db(), other.id, project.id)).toBeUndefined();
    expect(await findProjectFile(db(), project.id, files[0]!.id)).toEqual(files[0]);
    const elsewhere = await aProject(db(), owner.id);
    expect(await findProjectFile(db(), elsewhere.project.id, files[0]!.id)).toBeUndefined();
  });

  it("sets one file's redaction in its own project only, and clears it", async () => {
    const owner = await aUser(db());
    const { project, files } = await aProject(db(), owner.id, {}, [
      { exhibit_label: "A" },
      { exhibit_label: "B" },
    ]);
    const elsewhere = await aProject(db(), owner.id);
    const text = JSON.stringify({ hits: [], boxes: [{ page: 1, rect: { x0: 1, y0: 1, x1: 9, y1: 9 } }] });
    expect(await setProjectFileRedaction(db(), elsewhere.project.id, files[0]!.id, text)).toBe(false);
    expect(await setProjectFileRedaction(db(), project.id, files[0]!.id, text)).toBe(true);
    expect((await findProjectFile(db(), project.id, files[0]!.id))!.redaction).toBe(text);
    expect((await findProjectFile(db(), project.id, files[1]!.id))!.redaction).toBeNull();
    expect(await setProjectFileRedaction(db(), project.id, files[0]!.id, null)).toBe(true);
    expect((await findProjectFile(db(), project.id, files[0]!.id))!.redaction).toBeNull();
  });

  it("keeps one file's message choice in its own project only, through a reorder, and clears it", async () => {
    const owner = await aUser(db());
    const { project, files } = await aProject(db(), owner.id, {}, [
      { exhibit_label: "A", filename: "inbox.mbox" },
      { exhibit_label: "B" },
    ]);
    const elsewhere = await aProject(db(), owner.id);
    const text = JSON.stringify({
      conversations: ["heat1@example.org"],
      from: "2025-03-04",
      to: "2025-03-05",
      only: { "heat1@example.org": [0, 2] },
      timeZone: "America/New_York",
      declaration: true,
    });
    expect(await setProjectFileMessages(db(), elsewhere.project.id, files[0]!.id, text)).toBe(false);
    expect(await setProjectFileMessages(db(), project.id, files[0]!.id, text)).toBe(true);
    await db().updateTable("project_files").set({ sort_order: 5 }).where("id", "=", files[0]!.id).execute();
    const kept = await findProjectFile(db(), project.id, files[0]!.id);
    expect(kept!.messages).toBe(text);
    expect(JSON.parse(kept!.messages!)).toMatchObject({ only: { "heat1@example.org": [0, 2] } });
    expect((await findProjectFile(db(), project.id, files[1]!.id))!.messages).toBeNull();
    expect(await setProjectFileMessages(db(), project.id, files[0]!.id, null)).toBe(true);
    expect((await findProjectFile(db(), project.id, files[0]!.id))!.messages).toBeNull();
  });

  it("keeps one file's page edits in its own project only, through the editor's reorder, and clears them", async () => {
    const owner = await aUser(db());
    const { project, files } = await aProject(db(), owner.id, {}, [
      { exhibit_label: "A" },
      { exhibit_label: "B" },
    ]);
    const elsewhere = await aProject(db(), owner.id);
    const text = JSON.stringify({ remove: [2], rotate: [{ page: 1, turn: 90 }], order: [3] });
    expect(await setProjectFilePageEdits(db(), elsewhere.project.id, files[0]!.id, text)).toBe(false);
    expect(await setProjectFilePageEdits(db(), project.id, files[0]!.id, text)).toBe(true);
    // The exhibits reordered and relabelled as the project editor saves them: the edits stay on their file's row.
    await applyFileChanges(db(), owner.id, project.id, {
      deleteIds: [],
      update: [
        { id: files[0]!.id, sort_order: 1, exhibit_label: "B" },
        { id: files[1]!.id, sort_order: 0, exhibit_label: "A" },
      ],
      insert: [],
      project: { updated_at: toDbTime(at(MINUTE)) },
    });
    expect((await findProjectFile(db(), project.id, files[0]!.id))!.page_edits).toBe(text);
    expect((await findProjectFile(db(), project.id, files[1]!.id))!.page_edits).toBeNull();
    expect(await setProjectFilePageEdits(db(), project.id, files[0]!.id, null)).toBe(true);
    expect((await findProjectFile(db(), project.id, files[0]!.id))!.page_edits).toBeNull();
  });

  it("writes nothing when one file is refused, and joins the caller's transaction", async () => {
    const owner = await aUser(db());
    const row = projectRow(owner.id);
    const file = projectFileRow(row.id);
    await expect(insertProjectWithFiles(db(), row, [file, { ...file }])).rejects.toThrow();
    expect(await findProject(db(), owner.id, row.id)).toBeUndefined();
    // Inside the caller's transaction, the caller's rollback takes the project too.
    const inner = projectRow(owner.id);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await insertProjectWithFiles(trx, inner, [projectFileRow(inner.id)]);
          throw new Error("the quota said no");
        }),
    ).rejects.toThrow("the quota said no");
    expect(await findProject(db(), owner.id, inner.id)).toBeUndefined();
  });

  it("lists projects by last change, newest first, with ties in a fixed order", async () => {
    const owner = await aUser(db());
    const old = await aProject(db(), owner.id, { updated_at: toDbTime(at(-MINUTE)) });
    const tieA = await aProject(db(), owner.id, { created_at: toDbTime(at(-MINUTE)) });
    const tieB = await aProject(db(), owner.id, { created_at: toDbTime(at(-MINUTE)) });
    const tieNewer = await aProject(db(), owner.id);
    const ties = [tieA.project.id, tieB.project.id].sort();
    expect((await listProjects(db(), owner.id)).map((p) => p.id)).toEqual([
      tieNewer.project.id,
      ...ties,
      old.project.id,
    ]);
  });

  it("updates and deletes only the owner's project; its files go with it", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const { project, files } = await aProject(db(), owner.id, {}, [{}, {}]);
    await updateProject(db(), other.id, project.id, { project_name: "Taken" });
    await deleteProject(db(), other.id, project.id);
    expect(await findProject(db(), owner.id, project.id)).toEqual(project);
    await updateProject(db(), owner.id, project.id, { project_name: "Renamed", size_limit: "12.5" });
    expect(await findProject(db(), owner.id, project.id)).toMatchObject({
      project_name: "Renamed",
      size_limit: "12.5",
    });
    await deleteProject(db(), owner.id, project.id);
    expect(await findProject(db(), owner.id, project.id)).toBeUndefined();
    expect(await filesOfProjects(db(), [project.id])).toEqual([]);
    expect(files).toHaveLength(2);
  });

  it("lists several projects' files in each one's order", async () => {
    const owner = await aUser(db());
    const a = await aProject(db(), owner.id, {}, [{ sort_order: 1 }, { sort_order: 0 }]);
    const b = await aProject(db(), owner.id, {}, [{ sort_order: 0 }]);
    const listed = await filesOfProjects(db(), [a.project.id, b.project.id]);
    const expected = [a, b]
      .sort((x, y) => (x.project.id < y.project.id ? -1 : 1))
      .flatMap(({ files }) => [...files].sort((x, y) => x.sort_order - y.sort_order).map((f) => f.id));
    expect(listed.map((f) => f.id)).toEqual(expected);
    expect(await filesOfProjects(db(), [])).toEqual([]);
  });

  it("applies deletes, moves, new files and the project's own change at once, or none of them", async () => {
    const owner = await aUser(db());
    const { project, files } = await aProject(db(), owner.id, {}, [
      { exhibit_label: "A", description: "lease" },
      { exhibit_label: "B" },
      { exhibit_label: "C" },
    ]);
    const added = projectFileRow(project.id, { sort_order: 2, exhibit_label: "C" });
    await applyFileChanges(db(), owner.id, project.id, {
      deleteIds: [files[2]!.id],
      update: [
        { id: files[0]!.id, sort_order: 1, exhibit_label: "B" },
        { id: files[1]!.id, sort_order: 0, exhibit_label: "A", description: "receipt" },
      ],
      insert: [added],
      project: { updated_at: toDbTime(at(MINUTE)) },
    });
    const now = await filesOfProjects(db(), [project.id]);
    expect(now.map((f) => [f.id, f.exhibit_label, f.description])).toEqual([
      [files[1]!.id, "A", "receipt"],
      [files[0]!.id, "B", "lease"],
      [added.id, "C", ""],
    ]);
    expect((await findProject(db(), owner.id, project.id))?.updated_at).toBe(toDbTime(at(MINUTE)));
    // A refused insert undoes the delete before it.
    await expect(
      applyFileChanges(db(), owner.id, project.id, {
        deleteIds: [files[0]!.id],
        update: [],
        insert: [{ ...added }],
        project: { updated_at: toDbTime(at(2 * MINUTE)) },
      }),
    ).rejects.toThrow();
    expect(await filesOfProjects(db(), [project.id])).toEqual(now);
    expect((await findProject(db(), owner.id, project.id))?.updated_at).toBe(toDbTime(at(MINUTE)));
  });

  it("sums the bytes of named files and of all the owner's projects as numbers", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    expect(await projectBytesOf(db(), owner.id)).toBe(0);
    const { project, files } = await aProject(db(), owner.id, {}, [{ file_size: 1500 }, { file_size: 2500 }]);
    await aProject(db(), owner.id, {}, [{ file_size: 40 }]);
    await aProject(db(), other.id, {}, [{ file_size: 99 }]);
    expect(await bytesOfProjectFiles(db(), project.id, [files[1]!.id, "gone"])).toBe(2500);
    expect(await bytesOfProjectFiles(db(), project.id, [])).toBe(0);
    expect(await projectBytesOf(db(), owner.id)).toBe(4040);
  });

  it("keeps one file's translation and counts its stored file's bytes with the project's (issue 39 §2)", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const { project, files } = await aProject(db(), owner.id, {}, [{ file_size: 1000 }, { file_size: 200 }]);
    const elsewhere = await aProject(db(), other.id, {}, [{ file_size: 5 }]);
    const text = JSON.stringify({ translator: "Ana Ruiz", qualifications: "Interpreter", text: "Receipt." });
    await setProjectFileTranslation(db(), project.id, files[1]!.id, text, null);
    const file = JSON.stringify({
      translator: "Ana Ruiz",
      qualifications: "Interpreter",
      file: { name: "e.pdf" },
    });
    await setProjectFileTranslation(db(), project.id, files[0]!.id, file, 333);
    // Another project's id with this file's id: nothing changes.
    await setProjectFileTranslation(db(), elsewhere.project.id, files[0]!.id, null, null);
    expect(await findProjectFile(db(), project.id, files[0]!.id)).toMatchObject({
      translation: file,
      translation_size: 333,
    });
    expect(await findProjectFile(db(), project.id, files[1]!.id)).toMatchObject({
      translation: text,
      translation_size: null,
    });
    expect(await projectBytesOf(db(), owner.id)).toBe(1533);
    expect(await projectBytesOf(db(), other.id)).toBe(5);
    await setProjectFileTranslation(db(), project.id, files[0]!.id, null, null);
    expect((await findProjectFile(db(), project.id, files[0]!.id))!.translation).toBeNull();
    expect(await projectBytesOf(db(), owner.id)).toBe(1200);
  });

  it("counts bytes kept in a project and in the library once (issue 37)", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const [shared, own, libraryOnly] = ["a", "b", "c"].map((c) => c.repeat(64));
    // A builder file filed in the library: the project's copy counts, the library's does not.
    await insertUserFile(db(), userFileRow(owner.id, { sha256: shared!, file_size: 700 }));
    await insertUserFile(db(), userFileRow(owner.id, { sha256: libraryOnly!, file_size: 50 }));
    // Another person keeping the same bytes changes nothing of the owner's count.
    await insertUserFile(db(), userFileRow(other.id, { sha256: own!, file_size: 300 }));
    await aProject(db(), other.id, {}, [{ sha256: libraryOnly!, file_size: 50 }]);
    await aProject(db(), owner.id, {}, [
      { sha256: shared!, file_size: 700 },
      { sha256: own!, file_size: 300 },
      { sha256: null, file_size: 11 },
    ]);
    // A second project's copy is one the person made: it counts.
    await aProject(db(), owner.id, {}, [{ sha256: own!, file_size: 300 }]);
    expect(await projectBytesOf(db(), owner.id)).toBe(1311);
    expect(await totalBytesOf(db(), owner.id)).toBe(750);
    expect(await libraryOnlyBytesOf(db(), owner.id)).toBe(50);
    expect(await projectDigestsAmong(db(), owner.id, [shared!, libraryOnly!, "f".repeat(64)])).toEqual(
      new Set([shared]),
    );
    expect(await libraryDigestsAmong(db(), owner.id, [shared!, own!, libraryOnly!])).toEqual(
      new Set([shared, libraryOnly]),
    );
    expect(await libraryDigestsAmong(db(), owner.id, [])).toEqual(new Set());
    expect(await storageUsage(db(), owner.id, 10_000)).toEqual({
      usedBytes: 1361,
      quotaBytes: 10_000,
      libraryBytes: 50,
      projectBytes: 1311,
    });
  });
});
