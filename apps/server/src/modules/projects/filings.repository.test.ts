// filings.repository on SQLite and PostgreSQL: filings listed oldest first, the last generated one replaced at
// once, a filing frozen with its labels all or nothing (a new binder replaces the earlier filed ones, a supplement
// does not), kept bytes summed as a number (stored_bytes is a bigint: a string on PostgreSQL), and the unmeasured
// ones found for maintenance.
import { expect, it } from "vitest";
import { newId, toDbTime } from "@courtready/db";
import type { ProjectFilingRow } from "@courtready/db";
import { aProject, at, aUser, describeOnEachDialect, MINUTE, T0 } from "../../testing/db.factories.ts";
import { filesOfProjects } from "./projects.repository.ts";
import {
  filedBytesOf,
  filingsOf,
  filingsOfProjects,
  markFiled,
  replaceGenerated,
  setStoredBytes,
  unmeasuredFilings,
} from "./filings.repository.ts";

const filing = (projectId: string, overrides: Partial<ProjectFilingRow> = {}): ProjectFilingRow => ({
  id: newId(),
  project_id: projectId,
  kind: "binder",
  state: "generated",
  build_id: newId(),
  binder_key: null,
  volumes: null,
  stored_bytes: null,
  manifest: null,
  file_ids: "[]",
  filed_on: null,
  created_at: toDbTime(T0),
  filed_at: null,
  ...overrides,
});

const filed = (bytes: number) => ({
  binder_key: `filed/${newId()}.pdf`,
  stored_bytes: bytes,
  manifest: "{}",
  filed_on: "2026-11-22",
  filed_at: toDbTime(T0),
});

describeOnEachDialect("filings.repository", (db) => {
  it("keeps one generated filing: a new one replaces it, filed ones stay", async () => {
    const user = await aUser(db());
    const { project } = await aProject(db(), user.id);
    const first = filing(project.id);
    await replaceGenerated(db(), first);
    await markFiled(db(), first, filed(10), []);
    const second = filing(project.id, { created_at: toDbTime(at(MINUTE)) });
    const third = filing(project.id, { created_at: toDbTime(at(2 * MINUTE)) });
    await replaceGenerated(db(), second);
    await replaceGenerated(db(), third);
    expect((await filingsOf(db(), project.id)).map((f) => [f.id, f.state])).toEqual([
      [first.id, "filed"],
      [third.id, "generated"],
    ]);
  });

  it("files a binder with its labels, replacing earlier filings; a supplement replaces none", async () => {
    const user = await aUser(db());
    const { project, files } = await aProject(db(), user.id, {}, [
      { exhibit_label: "A" },
      { exhibit_label: "B" },
    ]);
    const binder = filing(project.id);
    await replaceGenerated(db(), binder);
    await markFiled(db(), binder, filed(100), [
      { fileId: files[0]!.id, label: "1" },
      { fileId: files[1]!.id, label: "2" },
    ]);
    const supplement = filing(project.id, { kind: "supplement", created_at: toDbTime(at(MINUTE)) });
    await replaceGenerated(db(), supplement);
    await markFiled(db(), supplement, filed(20), []);
    const again = filing(project.id, { created_at: toDbTime(at(2 * MINUTE)) });
    await replaceGenerated(db(), again);
    await markFiled(db(), again, filed(300), []);
    const rows = await filingsOf(db(), project.id);
    expect(rows.map((f) => [f.kind, f.state, f.build_id])).toEqual([
      ["binder", "replaced", null],
      ["supplement", "replaced", null],
      ["binder", "filed", null],
    ]);
    expect((await filesOfProjects(db(), [project.id])).map((f) => f.exhibit_label)).toEqual(["1", "2"]);
    // Replaced filings keep their copies: they still count.
    expect(await filedBytesOf(db(), user.id)).toBe(420);
  });

  it("changes nothing when filing fails half-way", async () => {
    const user = await aUser(db());
    const { project, files } = await aProject(db(), user.id, {}, [{ exhibit_label: "A" }]);
    const before = filing(project.id);
    await replaceGenerated(db(), before);
    await markFiled(db(), before, filed(5), []);
    const next = filing(project.id, { created_at: toDbTime(at(MINUTE)) });
    await replaceGenerated(db(), next);
    // The last label is refused (exhibit_label is NOT NULL on both dialects), after the filing rows were changed.
    const refused = markFiled(db(), next, filed(7), [
      { fileId: files[0]!.id, label: "Z" },
      { fileId: files[0]!.id, label: null as unknown as string },
    ]);
    await expect(refused).rejects.toThrow();
    expect((await filingsOf(db(), project.id)).map((f) => f.state)).toEqual(["filed", "generated"]);
    expect((await filesOfProjects(db(), [project.id]))[0]?.exhibit_label).toBe("A");
  });

  it("lists several projects' filings, and sums kept bytes as a number for their owner only", async () => {
    const [user, other] = [await aUser(db()), await aUser(db())];
    expect(await filedBytesOf(db(), user.id)).toBe(0);
    const a = await aProject(db(), user.id);
    const b = await aProject(db(), user.id);
    const theirs = await aProject(db(), other.id);
    const big = filing(a.project.id, { state: "filed", stored_bytes: 3_000_000_000, binder_key: "k1" });
    const small = filing(b.project.id, { state: "filed", stored_bytes: 12, binder_key: "k2" });
    for (const f of [big, small, filing(theirs.project.id, { state: "filed", stored_bytes: 99 })])
      await db().insertInto("project_filings").values(f).execute();
    expect(await filedBytesOf(db(), user.id)).toBe(3_000_000_012);
    const listed = await filingsOfProjects(db(), [a.project.id, b.project.id]);
    expect(listed.map((f) => f.id).sort()).toEqual([big.id, small.id].sort());
    expect(await filingsOfProjects(db(), [])).toEqual([]);
  });

  it("finds filed copies never measured, a batch at a time, until they are", async () => {
    const user = await aUser(db());
    const { project } = await aProject(db(), user.id);
    const unmeasured = filing(project.id, { state: "filed", binder_key: `filed/${newId()}.pdf`, volumes: 2 });
    await db().insertInto("project_filings").values(unmeasured).execute();
    const batch = await unmeasuredFilings(db(), 1000);
    expect(batch).toContainEqual({ id: unmeasured.id, binder_key: unmeasured.binder_key, volumes: 2 });
    expect(await unmeasuredFilings(db(), 1)).toHaveLength(1);
    await setStoredBytes(db(), unmeasured.id, 777);
    expect((await unmeasuredFilings(db(), 1000)).map((f) => f.id)).not.toContain(unmeasured.id);
    expect(await filedBytesOf(db(), user.id)).toBe(777);
  });
});
