// A saved project's translations (issue 39 §2) on SQLite and PostgreSQL, real worker and engine: a file's typed or
// uploaded translation is kept on its row, comes back with the project, follows the file into the project's
// preview binder and a share link's exhibit with the translator's declaration, counts in storage, is copied by a
// duplicate, and goes with the project; only the owner may set it.
import { beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import { projectFileTranslationUrl } from "@courtready/contracts";
import type { TShareLinkResponse, TSharedProject, TStorageUsage } from "@courtready/contracts";
import { pageTexts } from "@courtready/engine/testing/pdf";
import { multipartBody, signedInClient, TestClient } from "../../testing/harness.ts";
import type { MultipartFile } from "../../testing/harness.ts";
import { pdfPart as pdf, translationDocs, translator as who } from "../../testing/translation.factories.ts";
import {
  createProject,
  loadProject,
  savedProjectsApp,
  signedInMember,
} from "../../testing/projects.factories.ts";

let carta: Uint8Array;
let recibo: Uint8Array;
let english: Uint8Array;
beforeAll(async () => {
  ({ carta, recibo, english } = await translationDocs());
});

function putTranslation(
  client: TestClient,
  projectId: string,
  fileId: string,
  translation: object,
  file?: MultipartFile,
) {
  const body = multipartBody({ translation: JSON.stringify(translation) }, ...(file ? [file] : []));
  return client.request({
    method: "PUT",
    url: projectFileTranslationUrl(projectId, fileId),
    payload: body.payload,
    headers: body.headers,
  });
}

/** A saved project of the Spanish letter and the receipt, with their files' ids. */
async function letterAndReceipt(client: TestClient) {
  const { id, project } = await createProject(client, { projectName: "Rent dispute" }, [
    pdf("carta.pdf", carta),
    pdf("recibo.pdf", recibo),
  ]);
  const [cartaId, reciboId] = project.files.map((f) => f.id) as [string, string];
  return { id, cartaId, reciboId };
}

/** The letter's English translation, given as a file. */
const putLetterTranslation = (client: TestClient, projectId: string, cartaId: string) =>
  putTranslation(client, projectId, cartaId, { ...who, file: true }, pdf("letter-english.pdf", english));

async function previewPages(client: TestClient, id: string, fileOrder: string[]): Promise<string[]> {
  const response = await client.post(`/api/projects/${id}/preview`, { fileOrder });
  expect(response.statusCode, response.body).toBe(200);
  const bytes = (await client.get((response.json() as { previewUrl: string }).previewUrl)).rawPayload;
  return pageTexts(new Uint8Array(bytes)).map((p) => p.replace(/\s+/g, " "));
}

/** The text of a Word file's word/document.xml, one line a paragraph (a table cell is one). */
function documentText(docx: Buffer): string {
  const xml = new TextDecoder().decode(unzipSync(new Uint8Array(docx))["word/document.xml"]);
  return xml.replace(/<\/w:p>/g, "\n").replace(/<[^>]+>/g, "");
}

const storage = async (client: TestClient) => (await client.get("/api/storage")).json() as TStorageUsage;

describe.each(dialectsUnderTest())("a saved project's translations on %s", (dialect) => {
  const t = savedProjectsApp(dialect);

  it("keeps a file's translation, builds it into the exhibit after a reorder, counts it, and removes it", async () => {
    const { client, userId } = await signedInMember(t());
    // The translation files kept in a project's folder.
    const translationFiles = async (projectId: string) =>
      (await t().storage.list(`users/${userId}/projects/${projectId}`)).filter((e) =>
        e.name.includes("-translation-"),
      );
    const { id, cartaId, reciboId } = await letterAndReceipt(client);
    const before = await storage(client);

    const put = await putLetterTranslation(client, id, cartaId);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().translation).toEqual({
      ...who,
      file: { name: "letter-english.pdf", size: english.length },
    });
    const download = await client.get(projectFileTranslationUrl(id, cartaId));
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.rawPayload)).toEqual(english);
    const typed = await putTranslation(client, id, reciboId, { ...who, text: "Rent receipt, November." });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((await storage(client)).projectBytes).toBe(before.projectBytes + english.length);

    const loaded = await loadProject(client, id);
    expect(loaded.files.find((f) => f.id === cartaId)!.translation).toEqual(put.json().translation);
    expect(loaded.files.find((f) => f.id === reciboId)!.translation).toEqual({
      ...who,
      text: "Rent receipt, November.",
    });
    // The file's key never leaves the server.
    expect(JSON.stringify(loaded)).not.toContain("-translation-");

    // The receipt first: each translation stays with its own exhibit. Cover, index, receipt (1) + its typed
    // translation (1) + declaration (1), letter (2) + its translation (1) + declaration (1).
    const pages = await previewPages(client, id, [reciboId, cartaId]);
    expect(pages).toHaveLength(2 + 3 + 4);
    expect(pages[1]).toContain("(with English translation)");
    expect(pages[3]).toContain("Rent receipt, November.");
    expect(pages[7]).toContain("Dear tenant, the rent is due.");
    // The letter keeps its saved label (1) in any order: its translation is its page 3 of 4.
    expect(pages[7]).toContain("Exhibit 1 – page 3 of 4");
    expect(pages[8]).toContain(
      "I, Ana Ruiz, declare that I am competent to translate from Spanish into English",
    );

    // A share link's holder opens the letter's exhibit as the binder holds it: with its translation.
    const link = await client.post(`/api/projects/${id}/share`, {});
    expect(link.statusCode, link.body).toBe(201);
    const token = new URL((link.json() as TShareLinkResponse).shareUrl).pathname.split("/").pop()!;
    const visitor = new TestClient(t().app);
    const shared = (await visitor.get(`/api/shared/${token}`)).json() as TSharedProject;
    const exhibit = await visitor.get(shared.files.find((f) => f.id === cartaId)!.exhibitUrl);
    expect(exhibit.statusCode, exhibit.body).toBe(200);
    const exhibitPages = pageTexts(new Uint8Array(exhibit.rawPayload));
    expect(exhibitPages).toHaveLength(4);
    expect(exhibitPages[2]).toContain("Dear tenant, the rent is due.");

    // The translator's name corrected: the stored file is kept as it was.
    const renamed = await putTranslation(client, id, cartaId, {
      ...who,
      translator: "Ana María Ruiz",
      file: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().translation.file).toEqual({ name: "letter-english.pdf", size: english.length });
    expect(await translationFiles(id)).toHaveLength(1);

    // A duplicate has its own copy of the translation's file: deleting the original leaves it whole.
    const copy = await client.post("/api/projects/duplicate", { projectId: id });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = (copy.json() as { id: string }).id;
    expect((await storage(client)).projectBytes).toBe(2 * (before.projectBytes + english.length));
    const deleted = await client.request({ method: "DELETE", url: `/api/projects/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await translationFiles(id)).toEqual([]);
    expect((await storage(client)).projectBytes).toBe(before.projectBytes + english.length);
    const copied = await loadProject(client, copyId);
    const copiedPages = await previewPages(
      client,
      copyId,
      copied.files.map((f) => f.id),
    );
    expect(copiedPages.join("\n")).toContain("Dear tenant, the rent is due.");

    // Removed: its file no longer counts, and the project's build has no translation.
    const letter = copied.files.find((f) => f.filename === "carta.pdf")!;
    const removed = await client.request({
      method: "DELETE",
      url: projectFileTranslationUrl(copyId, letter.id),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await loadProject(client, copyId)).files.find((f) => f.id === letter.id)!.translation).toBeNull();
    expect((await storage(client)).projectBytes).toBe(before.projectBytes);
    expect(await translationFiles(copyId)).toEqual([]);
  });

  it("counts each translation's pages and its declaration in the Word exhibit list, as the binder places them", async () => {
    const { client } = await signedInMember(t());
    const { id, cartaId, reciboId } = await letterAndReceipt(client);
    const before = documentText((await client.get(`/api/projects/${id}/export/word`)).rawPayload);
    expect(before).toContain("\ncarta.pdf\n2\n1–2\n");
    expect(before).toContain("\nrecibo.pdf\n1\n3\n");
    const put = await putLetterTranslation(client, id, cartaId);
    expect(put.statusCode, put.body).toBe(200);
    expect((await putTranslation(client, id, reciboId, { ...who, text: "Rent receipt." })).statusCode).toBe(
      200,
    );

    // The letter: 2 pages, its translation's 1 and the declaration's 1; the receipt: 1, typed 1, declaration 1.
    const response = await client.get(`/api/projects/${id}/export/word`);
    expect(response.statusCode, response.body).toBe(200);
    const text = documentText(response.rawPayload);
    expect(text).toContain("\ncarta.pdf\n4\n1–4\n");
    expect(text).toContain("\nrecibo.pdf\n3\n5–7\n");
  });

  it("answers 404 for someone else's project, and 400 without the translator or with a file and no file", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Mine" }, [pdf("carta.pdf", carta)]);
    const fileId = project.files[0]!.id;
    const stranger = await signedInClient(t().app);
    expect((await putTranslation(stranger.client, id, fileId, { ...who, text: "x" })).statusCode).toBe(404);
    const noTranslator = await putTranslation(client, id, fileId, { ...who, translator: " ", text: "x" });
    expect(noTranslator.statusCode).toBe(400);
    expect(noTranslator.json().message).toBe("Type the translator's name.");
    // `file: true` with no file sent and none kept: nothing to build from.
    expect((await putTranslation(client, id, fileId, { ...who, file: true })).statusCode).toBe(400);
    // A file sent with typed text: which one is the translation is unclear.
    const both = await putTranslation(client, id, fileId, { ...who, text: "x" }, pdf("e.pdf", english));
    expect(both.statusCode).toBe(400);
    expect((await loadProject(client, id)).files[0]!.translation).toBeNull();
  });
});
