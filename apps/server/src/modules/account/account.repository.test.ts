// account.repository on SQLite and PostgreSQL: an account's export holds its own rows only, each list in its
// stated order (files by upload time, folders by name, projects' files by project then position).
import { expect, it } from "vitest";
import { newId, toDbTime } from "@courtready/db";
import {
  aProject,
  at,
  aUser,
  checkoutRow,
  describeOnEachDialect,
  MINUTE,
  T0,
  userFileRow,
} from "../../testing/db.factories.ts";
import { insertFolder, insertUserFile } from "../library/files.repository.ts";
import { insertCheckout } from "../membership/membership.repository.ts";
import { accountRecords } from "./account.repository.ts";

describeOnEachDialect("account.repository", (db) => {
  it("gathers the person's rows in order, and nobody else's", async () => {
    const [user, other] = [await aUser(db()), await aUser(db())];
    const later = userFileRow(user.id, { uploaded_at: toDbTime(at(MINUTE)) });
    const earlier = userFileRow(user.id, { uploaded_at: toDbTime(T0) });
    await insertUserFile(db(), later);
    await insertUserFile(db(), earlier);
    await insertUserFile(db(), userFileRow(other.id));
    const folder = (name: string, userId = user.id) => ({
      id: newId(),
      user_id: userId,
      name,
      description: "",
      color: "#112233",
      created_at: toDbTime(T0),
    });
    await insertFolder(db(), folder("Receipts"));
    await insertFolder(db(), folder("Letters"));
    await insertFolder(db(), folder("Theirs", other.id));
    const checkout = checkoutRow(user.id, { status: "paid", completed_at: toDbTime(T0) });
    await insertCheckout(db(), checkout);
    const second = await aProject(db(), user.id, { created_at: toDbTime(at(MINUTE)) }, [
      { exhibit_label: "B", sort_order: 1 },
      { exhibit_label: "A", sort_order: 0 },
    ]);
    const first = await aProject(db(), user.id, {}, [{ exhibit_label: "1" }]);
    await aProject(db(), other.id, {}, [{}]);

    const records = await accountRecords(db(), user.id);
    expect(records.files.map((f) => f.id)).toEqual([earlier.id, later.id]);
    expect(records.folders.map((f) => f.name)).toEqual(["Letters", "Receipts"]);
    expect(records.checkouts).toEqual([checkout]);
    expect(records.projects.map((p) => p.id)).toEqual([first.project.id, second.project.id]);
    const byProject = [first, second].sort((a, b) => (a.project.id < b.project.id ? -1 : 1));
    expect(records.projectFiles.map((f) => [f.project_id, f.sort_order])).toEqual(
      byProject.flatMap(({ project, files }) =>
        files
          .map((f) => f.sort_order)
          .sort()
          .map((order) => [project.id, order]),
      ),
    );
    expect(records.files.every((f) => f.user_id === user.id)).toBe(true);
  });

  it("is empty for an account that keeps nothing", async () => {
    const user = await aUser(db());
    expect(await accountRecords(db(), user.id)).toEqual({
      files: [],
      folders: [],
      checkouts: [],
      projects: [],
      projectFiles: [],
    });
  });
});
