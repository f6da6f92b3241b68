// files.repository on SQLite and PostgreSQL: every query scoped to its owner; search case-insensitive over name,
// notes and tags with LIKE wildcards taken literally; newest first; sizes summed as a number (PostgreSQL's sum of
// a bigint is a string); folders by name with their file counts; a folder's deletion keeps its files.
import { expect, it } from "vitest";
import { newId, toDbTime } from "@courtready/db";
import type { Folder } from "@courtready/db";
import { at, aUser, describeOnEachDialect, MINUTE, T0, userFileRow } from "../../testing/db.factories.ts";
import {
  deleteFolder,
  deleteUserFile,
  findFolder,
  findUserFile,
  findUserFileByHash,
  insertFolder,
  insertUserFile,
  listFolders,
  listUserFiles,
  totalBytesOf,
  updateUserFile,
} from "./files.repository.ts";

const folderRow = (userId: string, name: string): Folder => ({
  id: newId(),
  user_id: userId,
  name,
  description: "",
  color: "#336699",
  created_at: toDbTime(T0),
});

describeOnEachDialect("files.repository", (db) => {
  it("finds a file by id or hash for its owner only", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const file = userFileRow(owner.id);
    await insertUserFile(db(), file);
    const found = await findUserFile(db(), owner.id, file.id);
    expect({ ...found, file_size: Number(found?.file_size) }).toEqual(file);
    expect(await findUserFile(db(), other.id, file.id)).toBeUndefined();
    expect((await findUserFileByHash(db(), owner.id, file.sha256))?.id).toBe(file.id);
    expect(await findUserFileByHash(db(), other.id, file.sha256)).toBeUndefined();
  });

  it("keeps who wrote a file's machine description (issue 37)", async () => {
    const owner = await aUser(db());
    const file = userFileRow(owner.id, {
      ai_description: "Photo taken March 3, 2025",
      ai_description_source: "file",
    });
    await insertUserFile(db(), file);
    expect(await findUserFile(db(), owner.id, file.id)).toMatchObject({
      ai_description: "Photo taken March 3, 2025",
      ai_description_source: "file",
    });
  });

  it("searches name, notes, description and tags whatever the case, with % and _ taken literally", async () => {
    const owner = await aUser(db());
    const rows = [
      userFileRow(owner.id, { original_filename: "Lease-2024.PDF", uploaded_at: toDbTime(T0) }),
      userFileRow(owner.id, {
        original_filename: "b.pdf",
        user_description: "Paid 50% deposit",
        uploaded_at: toDbTime(at(MINUTE)),
      }),
      userFileRow(owner.id, {
        original_filename: "c.pdf",
        ai_description: "A RECEIPT for rent",
        uploaded_at: toDbTime(at(2 * MINUTE)),
      }),
      userFileRow(owner.id, {
        original_filename: "d.pdf",
        tags: JSON.stringify(["move_out"]),
        uploaded_at: toDbTime(at(3 * MINUTE)),
      }),
      userFileRow(owner.id, { original_filename: "moveXout.png", uploaded_at: toDbTime(at(4 * MINUTE)) }),
      userFileRow(owner.id, { original_filename: "500 dollars.pdf", uploaded_at: toDbTime(at(5 * MINUTE)) }),
    ];
    for (const row of rows) await insertUserFile(db(), row);
    const ids = async (search: string) => (await listUserFiles(db(), owner.id, { search })).map((f) => f.id);
    expect(await ids("lease")).toEqual([rows[0]!.id]);
    expect(await ids("receipt")).toEqual([rows[2]!.id]);
    expect(await ids("50%")).toEqual([rows[1]!.id]);
    expect(await ids("move_out")).toEqual([rows[3]!.id]);
    // Newest first when nothing is searched.
    expect((await listUserFiles(db(), owner.id, {})).map((f) => f.id)).toEqual(
      rows.map((r) => r.id).reverse(),
    );
  });

  it("filters by category and folder, and sums sizes as a number", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    expect(await totalBytesOf(db(), owner.id)).toBe(0);
    const folder = folderRow(owner.id, "Evidence");
    await insertFolder(db(), folder);
    const photo = userFileRow(owner.id, { category: "photos", file_size: 3_000_000_000 });
    const doc = userFileRow(owner.id, { folder_id: folder.id, file_size: 5 });
    await insertUserFile(db(), photo);
    await insertUserFile(db(), doc);
    await insertUserFile(db(), userFileRow(other.id, { file_size: 7 }));
    expect((await listUserFiles(db(), owner.id, { category: "photos" })).map((f) => f.id)).toEqual([
      photo.id,
    ]);
    expect((await listUserFiles(db(), owner.id, { folderId: folder.id })).map((f) => f.id)).toEqual([doc.id]);
    expect(await totalBytesOf(db(), owner.id)).toBe(3_000_000_005);
  });

  it("updates and deletes the owner's file only, and ignores an empty change", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const file = userFileRow(owner.id);
    await insertUserFile(db(), file);
    await updateUserFile(db(), other.id, file.id, { user_description: "not yours" });
    await updateUserFile(db(), owner.id, file.id, {});
    expect((await findUserFile(db(), owner.id, file.id))?.user_description).toBe("");
    await updateUserFile(db(), owner.id, file.id, { user_description: "Signed lease", tags: '["lease"]' });
    expect(await findUserFile(db(), owner.id, file.id)).toMatchObject({
      user_description: "Signed lease",
      tags: '["lease"]',
    });
    await deleteUserFile(db(), other.id, file.id);
    expect(await findUserFile(db(), owner.id, file.id)).toBeDefined();
    await deleteUserFile(db(), owner.id, file.id);
    expect(await findUserFile(db(), owner.id, file.id)).toBeUndefined();
  });

  it("lists folders by name with file counts as numbers, and deleting one keeps its files", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const [b, a] = [folderRow(owner.id, "Photos"), folderRow(owner.id, "Letters")];
    await insertFolder(db(), b);
    await insertFolder(db(), a);
    await insertFolder(db(), folderRow(other.id, "Theirs"));
    const inB = [userFileRow(owner.id, { folder_id: b.id }), userFileRow(owner.id, { folder_id: b.id })];
    for (const f of inB) await insertUserFile(db(), f);
    expect(await listFolders(db(), owner.id)).toEqual([
      { ...a, file_count: 0 },
      { ...b, file_count: 2 },
    ]);
    expect(await findFolder(db(), other.id, b.id)).toBeUndefined();
    await deleteFolder(db(), other.id, b.id);
    expect(await findFolder(db(), owner.id, b.id)).toEqual(b);
    await deleteFolder(db(), owner.id, b.id);
    expect(await findFolder(db(), owner.id, b.id)).toBeUndefined();
    for (const f of inB) expect((await findUserFile(db(), owner.id, f.id))?.folder_id).toBeNull();
  });
});
