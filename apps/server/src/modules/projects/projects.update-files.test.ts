// The project edit screen's save (POST /api/projects/{id}/update-files) against the real app on both databases:
// reorder, relabel, describe, add and remove files, and a bad order refused.
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { PROJECT_MESSAGES } from "@courtready/contracts";
import { sendMultipart } from "../../testing/harness.ts";
import type { MultipartFile, TestClient } from "../../testing/harness.ts";
import {
  loadProject,
  losAngelesFields as fields,
  projectParts,
  savedProjectsApp,
  signedInOwner,
} from "../../testing/projects.factories.ts";

const { sample, pdfPart, jpegPart, textPart, create } = projectParts();

const send = sendMultipart;

describe.each(dialectsUnderTest())("saving the project edit screen (update-files) on %s", (dialect) => {
  const app = savedProjectsApp(dialect);
  const owner = () => signedInOwner(app());

  const load = loadProject;

  async function threeFiles(client: TestClient) {
    const { id } = await create(client, fields(), [pdfPart("a.pdf"), jpegPart("b.jpg"), pdfPart("c.pdf")]);
    const project = await load(client, id);
    const [a, b, c] = project.files;
    return { id, a: a!, b: b!, c: c! };
  }

  function save(
    client: TestClient,
    id: string,
    relabel: boolean,
    order: {
      id: string;
      sortOrder: number;
      exhibitLabel: string;
      description?: string;
      aiDescription?: string;
      aiDescriptionSource?: "ai" | "file";
    }[],
    uploads: MultipartFile[] = [],
  ) {
    return send(
      client,
      "POST",
      `/api/projects/${id}/update-files`,
      { projectId: id, relabelExhibits: String(relabel), fileOrder: JSON.stringify(order) },
      uploads,
    );
  }

  it("reorders and relabels by the new positions", async () => {
    const { client } = await owner();
    const { id, a, b, c } = await threeFiles(client);
    const response = await save(client, id, true, [
      { id: c.id, sortOrder: 0, exhibitLabel: "C" },
      { id: a.id, sortOrder: 1, exhibitLabel: "A" },
      { id: b.id, sortOrder: 2, exhibitLabel: "B" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success).toBe(true);
    const saved = await load(client, id);
    expect(saved.files.map((f) => [f.filename, f.exhibitLabel, f.sortOrder])).toEqual([
      ["c.pdf", "A", 0],
      ["a.pdf", "B", 1],
      ["b.jpg", "C", 2],
    ]);
    expect(response.json().project).toEqual(saved);
  });

  it("saves the person's own description from the edit screen, keeps the others, and clears with ''", async () => {
    const { client } = await owner();
    const { id, a, b, c } = await threeFiles(client);
    const first = await save(client, id, false, [
      {
        id: a.id,
        sortOrder: 0,
        exhibitLabel: a.exhibitLabel,
        description: "  Lease signed March 1, 2024 ",
      },
      { id: b.id, sortOrder: 1, exhibitLabel: b.exhibitLabel },
      { id: c.id, sortOrder: 2, exhibitLabel: c.exhibitLabel, description: "Move-out notice" },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const saved = await load(client, id);
    expect(saved.files.map((f) => [f.filename, f.description])).toEqual([
      ["a.pdf", "Lease signed March 1, 2024"],
      ["b.jpg", b.description],
      ["c.pdf", "Move-out notice"],
    ]);
    // Saving again without descriptions (a reorder) keeps them; "" clears one.
    await save(client, id, false, [
      { id: c.id, sortOrder: 0, exhibitLabel: c.exhibitLabel, description: "" },
      { id: a.id, sortOrder: 1, exhibitLabel: a.exhibitLabel },
      { id: b.id, sortOrder: 2, exhibitLabel: b.exhibitLabel },
    ]);
    expect((await load(client, id)).files.map((f) => [f.filename, f.description])).toEqual([
      ["c.pdf", ""],
      ["a.pdf", "Lease signed March 1, 2024"],
      ["b.jpg", b.description],
    ]);
  });

  it("reorders and keeps the original labels when relabel is off", async () => {
    const { client } = await owner();
    const { id, a, b, c } = await threeFiles(client);
    const response = await save(client, id, false, [
      { id: b.id, sortOrder: 0, exhibitLabel: "B" },
      { id: c.id, sortOrder: 1, exhibitLabel: "C" },
      { id: a.id, sortOrder: 2, exhibitLabel: "A" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect((await load(client, id)).files.map((f) => [f.filename, f.exhibitLabel, f.sortOrder])).toEqual([
      ["b.jpg", "B", 0],
      ["c.pdf", "C", 1],
      ["a.pdf", "A", 2],
    ]);
  });

  it("keeps the description written for a file added on the edit screen, with who wrote it (issue 37)", async () => {
    const { client } = await owner();
    const { id, a } = await threeFiles(client);
    const response = await save(
      client,
      id,
      false,
      [
        // A saved file's machine description is not replaced from the edit screen.
        { id: a.id, sortOrder: 0, exhibitLabel: "A", aiDescription: "Not this", aiDescriptionSource: "ai" },
        {
          id: "new-1",
          sortOrder: 1,
          exhibitLabel: "",
          aiDescription: "Photo taken March 3, 2025",
          aiDescriptionSource: "file",
        },
        {
          id: "new-2",
          sortOrder: 2,
          exhibitLabel: "",
          aiDescription: "Texts about the repair",
          aiDescriptionSource: "ai",
        },
        { id: "new-3", sortOrder: 3, exhibitLabel: "", description: "My own words" },
      ],
      [jpegPart("kitchen.jpg"), textPart("texts.txt", "Texts from the landlord"), pdfPart("mine.pdf")],
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = await load(client, id);
    expect(
      saved.files.map((f) => [f.filename, f.description, f.aiDescription, f.aiDescriptionSource ?? null]),
    ).toEqual([
      ["a.pdf", "", null, null],
      ["kitchen.jpg", "", "Photo taken March 3, 2025", "file"],
      ["texts.txt", "", "Texts about the repair", "ai"],
      ["mine.pdf", "My own words", null, null],
    ]);
  });

  it("adds new uploads where their 'new-' entries are and deletes the files left out", async () => {
    const { client, userId } = await owner();
    const { id, a, b, c } = await threeFiles(client);
    const response = await save(
      client,
      id,
      false,
      [
        { id: "new-1", sortOrder: 0, exhibitLabel: "" },
        { id: c.id, sortOrder: 1, exhibitLabel: "C" },
        { id: a.id, sortOrder: 2, exhibitLabel: "A" },
        { id: "new-2", sortOrder: 3, exhibitLabel: "" },
      ],
      [jpegPart("first new.jpg"), textPart("second new.txt", "Texts from the landlord")],
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = await load(client, id);
    // b.jpg was left out (deleted); new files get the first labels no other file has (B, then D).
    expect(saved.files.map((f) => [f.filename, f.exhibitLabel, f.sortOrder, f.fileType])).toEqual([
      ["first new.jpg", "B", 0, "Image"],
      ["c.pdf", "C", 1, "PDF Document"],
      ["a.pdf", "A", 2, "PDF Document"],
      ["second new.txt", "D", 3, "Text Document"],
    ]);
    expect(await app().storage.exists(`users/${userId}/projects/${id}/${b.id}`)).toBe(false);
    expect((await client.get(b.fileUrl)).statusCode).toBe(404);
    const added = await client.get(saved.files[0]!.fileUrl);
    expect(new Uint8Array(added.rawPayload)).toEqual(sample.jpeg);
    expect(await app().storage.exists(`users/${userId}/projects/${id}/${saved.files[3]!.id}`)).toBe(true);

    // Relabel on: every file is labelled by its place, new ones included.
    const again = await save(
      client,
      id,
      true,
      [
        ...saved.files.map((f) => ({ id: f.id, sortOrder: f.sortOrder, exhibitLabel: f.exhibitLabel })),
      ].concat({
        id: "new-x",
        sortOrder: 9,
        exhibitLabel: "",
      }),
      [pdfPart("last.pdf")],
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await load(client, id)).files.map((f) => [f.filename, f.exhibitLabel])).toEqual([
      ["first new.jpg", "A"],
      ["c.pdf", "B"],
      ["a.pdf", "C"],
      ["second new.txt", "D"],
      ["last.pdf", "E"],
    ]);
  });

  it("labels past Z as A1, A2… for a lettered role", async () => {
    const { client } = await owner();
    const { id } = await create(client, fields(), [pdfPart("first.pdf")]);
    const project = await load(client, id);
    const order = [{ id: project.files[0]!.id, sortOrder: 0, exhibitLabel: "A" }];
    const uploads: MultipartFile[] = [];
    for (let i = 1; i <= 27; i++) {
      order.push({ id: `new-${i}`, sortOrder: i, exhibitLabel: "" });
      uploads.push(textPart(`note ${i}.txt`, `Note number ${i}`));
    }
    const response = await save(client, id, true, order, uploads);
    expect(response.statusCode, response.body).toBe(200);
    const labels = (await load(client, id)).files.map((f) => f.exhibitLabel);
    expect(labels.slice(24)).toEqual(["Y", "Z", "A1", "A2"]);
  });

  it("removes every file when the order is empty, and refuses a bad order", async () => {
    const { client } = await owner();
    const { id, a } = await threeFiles(client);
    const cases: [Record<string, string>, MultipartFile[], string][] = [
      [{ relabelExhibits: "false" }, [], PROJECT_MESSAGES.fileOrderMissing],
      [{ fileOrder: "{oops" }, [], PROJECT_MESSAGES.fileOrderInvalid],
      [
        { fileOrder: JSON.stringify([{ id: "someone-else", sortOrder: 0 }]) },
        [],
        PROJECT_MESSAGES.fileOrderUnknown,
      ],
      [
        {
          fileOrder: JSON.stringify([
            { id: a.id, sortOrder: 0, exhibitLabel: "A" },
            { id: a.id, sortOrder: 1, exhibitLabel: "A" },
          ]),
        },
        [],
        PROJECT_MESSAGES.fileOrderDuplicate,
      ],
      [
        { fileOrder: JSON.stringify([{ id: "new-1", sortOrder: 0, exhibitLabel: "" }]) },
        [],
        PROJECT_MESSAGES.fileOrderNewMismatch(1, 0),
      ],
      [{ fileOrder: "[]", relabelExhibits: "yes" }, [], PROJECT_MESSAGES.relabelInvalid],
      [{ fileOrder: "[]", projectId: "another-project" }, [], PROJECT_MESSAGES.projectIdMismatch],
    ];
    for (const [body, uploads, message] of cases) {
      const response = await send(client, "POST", `/api/projects/${id}/update-files`, body, uploads);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await load(client, id)).files).toHaveLength(3);

    const bad = await save(
      client,
      id,
      false,
      [{ id: "new-1", sortOrder: 0, exhibitLabel: "" }],
      [
        {
          field: "files",
          filename: "clip.mp3",
          bytes: new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 9]),
        },
      ],
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^clip\.mp3: /);
    expect((await load(client, id)).files).toHaveLength(3);

    const empty = await save(client, id, true, []);
    expect(empty.statusCode, empty.body).toBe(200);
    expect((await load(client, id)).files).toEqual([]);
  });
});
