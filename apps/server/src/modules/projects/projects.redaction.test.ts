// A saved project's redactions (issue 43) on SQLite and PostgreSQL, real worker and engine: a file's accepted hits
// and drawn box are kept on its row, come back with the project, follow the file through a reorder into the
// project's preview binder (which then holds none of the values), and only the owner may set them; a Texas
// project with a redacted file is reminded of Rule 21c's designation where it is marked filed; a Word file's
// redaction, found on its PDF conversion, is applied the same way.
import { beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { FIND_REDACTIONS_URL, projectFileRedactionUrl } from "@courtready/contracts";
import type { TFindRedactionsAnswer, TStoredRedaction } from "@courtready/contracts";
import { makeBankStatementDocx, makeBankStatementPdf, makeJpeg } from "@courtready/engine/testing";
import { multipartBody, signedInClient } from "../../testing/harness.ts";
import {
  createProject,
  loadProject,
  previewText,
  savedProjectsApp,
  signedInMember,
} from "../../testing/projects.factories.ts";

const ACCOUNT = "123456789012";
const SSN = "123-45-6789";

let statement: Uint8Array;
let photo: Uint8Array;
beforeAll(async () => {
  statement = await makeBankStatementPdf({ ssn: SSN, account: ACCOUNT });
  photo = await makeJpeg(300, 200);
});

describe.each(dialectsUnderTest())("a saved project's redactions on %s", (dialect) => {
  const t = savedProjectsApp(dialect);

  it("reminds a Texas filer of the sensitive-data designation once a file is redacted, and no one else", async () => {
    const { client } = await signedInMember(t());
    const parts = [
      { field: "files", filename: "statement.pdf", bytes: statement, contentType: "application/pdf" },
    ];
    const texas = await createProject(
      client,
      { projectName: "Harris County", presetKey: "tx_harris" },
      parts,
    );
    const federal = await createProject(
      client,
      { projectName: "Federal", presetKey: "ca_us_district_central" },
      parts,
    );
    const reminderOf = async (id: string) =>
      ((await client.get(`/api/projects/${id}/filing`)).json() as { filingReminder?: string }).filingReminder;
    // Nothing redacted yet: no reminder, so the one below comes from the redaction.
    expect(await reminderOf(texas.id)).toBeUndefined();
    const redaction: TStoredRedaction = {
      hits: [],
      boxes: [{ page: 1, rect: { x0: 60, y0: 58, x1: 400, y1: 88 } }],
    };
    for (const { id, project } of [texas, federal]) {
      const put = await client.request({
        method: "PUT",
        url: projectFileRedactionUrl(id, project.files[0]!.id),
        payload: redaction,
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    expect(await reminderOf(texas.id)).toMatch(/21c\(d\).*containing sensitive data/);
    expect(await reminderOf(federal.id)).toBeUndefined();
  });

  it("keeps a file's redaction on its row and applies it after a reorder", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Bank dispute" }, [
      { field: "files", filename: "statement.pdf", bytes: statement, contentType: "application/pdf" },
      { field: "files", filename: "photo.jpg", bytes: photo, contentType: "image/jpeg" },
    ]);
    const [statementId, photoId] = project.files.map((f) => f.id) as [string, string];
    const found = (
      await client.request({
        method: "POST",
        url: FIND_REDACTIONS_URL,
        ...multipartBody({}, { filename: "statement.pdf", bytes: statement }),
      })
    ).json() as TFindRedactionsAnswer;
    if (found.status !== "found") throw new Error(found.reason);
    const redaction: TStoredRedaction = {
      hits: found.hits,
      boxes: [{ page: 1, rect: { x0: 60, y0: 58, x1: 400, y1: 88 } }],
    };

    // Before any redaction the preview carries the number: the checks below can fail.
    expect(await previewText(client, id, [statementId, photoId])).toContain(ACCOUNT);

    const put = await client.request({
      method: "PUT",
      url: projectFileRedactionUrl(id, statementId),
      payload: redaction,
    });
    expect(put.statusCode, put.body).toBe(200);
    const loaded = await loadProject(client, id);
    expect(loaded.files.find((f) => f.id === statementId)!.redaction).toEqual(redaction);
    expect(loaded.files.find((f) => f.id === photoId)!.redaction).toBeNull();

    // The statement moved after the photo: its redaction goes with it.
    const text = await previewText(client, id, [photoId, statementId]);
    expect(text).not.toContain(ACCOUNT);
    expect(text.replace(/[ -]/g, "")).not.toContain(SSN.replace(/-/g, ""));
    expect(text).not.toContain("First Example Bank");
    expect(text).toContain("Closing balance");

    // Nothing accepted and no box: none kept.
    await client.request({
      method: "PUT",
      url: projectFileRedactionUrl(id, statementId),
      payload: { hits: [], boxes: [] },
    });
    expect((await loadProject(client, id)).files[0]!.redaction).toBeNull();
  });

  it("applies a Word file's redaction, placed on its PDF conversion, in the project's binder after a reorder", async () => {
    const { client } = await signedInMember(t());
    const docx = makeBankStatementDocx({ ssn: SSN, account: ACCOUNT });
    const { id, project } = await createProject(client, { projectName: "Word statement" }, [
      { field: "files", filename: "statement.docx", bytes: docx },
      { field: "files", filename: "photo.jpg", bytes: photo, contentType: "image/jpeg" },
    ]);
    const [wordId, photoId] = project.files.map((f) => f.id) as [string, string];
    const found = (
      await client.request({
        method: "POST",
        url: FIND_REDACTIONS_URL,
        ...multipartBody({}, { filename: "statement.docx", bytes: docx }),
      })
    ).json() as TFindRedactionsAnswer;
    if (found.status !== "found") throw new Error(found.reason);
    expect(await previewText(client, id, [wordId, photoId])).toContain(ACCOUNT);
    const put = await client.request({
      method: "PUT",
      url: projectFileRedactionUrl(id, wordId),
      payload: { hits: found.hits, boxes: [] } satisfies TStoredRedaction,
    });
    expect(put.statusCode, put.body).toBe(200);
    const text = await previewText(client, id, [photoId, wordId]);
    expect(text).not.toContain(ACCOUNT);
    expect(text.replace(/[ -]/g, "")).not.toContain(SSN.replace(/-/g, ""));
    expect(text).toContain("First Example Bank");
    // A box drawn on the conversion is kept with its page's layout and applied at the project's next build; a layout
    // that no longer matches (as after a LibreOffice or font change) refuses the build instead of misplacing it.
    const box = { page: 1, rect: { x0: 70, y0: 75, x1: 157, y1: 82 } };
    const pinned = { hits: found.hits, boxes: [box], layout: found.layout! } satisfies TStoredRedaction;
    const save = (payload: TStoredRedaction) =>
      client.request({ method: "PUT", url: projectFileRedactionUrl(id, wordId), payload });
    expect((await save(pinned)).statusCode).toBe(200);
    expect((await loadProject(client, id)).files.find((f) => f.id === wordId)!.redaction).toEqual(pinned);
    expect(await previewText(client, id, [wordId, photoId])).not.toContain("First Example");
    const moved = { ...pinned, layout: pinned.layout.map((l) => ({ ...l, sha256: "0".repeat(64) })) };
    expect((await save(moved)).statusCode).toBe(200);
    const refused = await client.post(`/api/projects/${id}/preview`, { fileOrder: [wordId, photoId] });
    expect(refused.body).toContain("page 1 is now laid out differently");
  });

  it("answers 404 for someone else's project or an unknown file, and 400 for a box with no size", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Mine" }, [
      { field: "files", filename: "photo.jpg", bytes: photo, contentType: "image/jpeg" },
    ]);
    const box = { hits: [], boxes: [{ page: 1, rect: { x0: 1, y0: 1, x1: 50, y1: 20 } }] };
    const stranger = await signedInClient(t().app);
    const theirs = await stranger.client.request({
      method: "PUT",
      url: projectFileRedactionUrl(id, project.files[0]!.id),
      payload: box,
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await client.request({
      method: "PUT",
      url: projectFileRedactionUrl(id, "nope"),
      payload: box,
    });
    expect(unknown.statusCode).toBe(404);
    const flat = await client.request({
      method: "PUT",
      url: projectFileRedactionUrl(id, project.files[0]!.id),
      payload: { hits: [], boxes: [{ page: 1, rect: { x0: 10, y0: 10, x1: 10, y1: 20 } }] },
    });
    expect(flat.statusCode).toBe(400);
  });
});
