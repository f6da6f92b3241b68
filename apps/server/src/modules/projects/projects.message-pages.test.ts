// A saved project's message export in the picker (issue 38), on SQLite and PostgreSQL with the real worker and
// engine: pages of a kept SMS backup name the phone's owner by the case's party name; an e-mail's attached PDF comes
// back byte for byte with the engine's index line, or is copied into the project as a new, labelled, described file
// that the preview binder shows; someone else's project or a file that is not an export is refused.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import {
  ATTACHMENT_DESCRIPTION_HEADER,
  projectFileAttachmentExhibitUrl,
  projectFileAttachmentUrl,
  projectFileMessagePageUrl,
  ZAddedAttachment,
  ZMessagePage,
} from "@courtready/contracts";
import { makePdf } from "@courtready/engine/testing";
import { emlWithAttachment } from "@courtready/engine/testing/email";
import { smsBackupXml } from "@courtready/engine/testing/messages";
import { signedInClient, storedKeys } from "../../testing/harness.ts";
import type { TestClient } from "../../testing/harness.ts";
import {
  createProject,
  loadProject,
  savedProjectsApp,
  signedInMember,
} from "../../testing/projects.factories.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-project-message-pages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ZONE = "America/New_York";
const START = Date.UTC(2025, 2, 1, 17, 0, 0);
const backup = new TextEncoder().encode(
  smsBackupXml([
    {
      kind: "sms",
      address: "+15550100123",
      contact: "Bob Landlord",
      date: START,
      type: 1,
      body: "Rent is late",
    },
    {
      kind: "sms",
      address: "+15550100123",
      contact: "Bob Landlord",
      date: START + 60_000,
      type: 2,
      body: "Sent it",
    },
  ]),
);

async function previewText(client: TestClient, id: string, fileOrder: string[]): Promise<string> {
  const response = await client.post(`/api/projects/${id}/preview`, { fileOrder });
  expect(response.statusCode, response.body).toBe(200);
  const file = path.join(dir, `binder-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, (await client.get((response.json() as { previewUrl: string }).previewUrl)).rawPayload);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
}

describe.each(dialectsUnderTest())("a saved project's message export in the picker on %s", (dialect) => {
  const t = savedProjectsApp(dialect);

  it("pages a kept SMS backup's messages, naming the phone's owner by the case's party name", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(
      client,
      { projectName: "Rent", formData: JSON.stringify({ partyName: "Jane Tenant" }) },
      [{ field: "files", filename: "sms.xml", bytes: backup, contentType: "text/xml" }],
    );
    const file = project.files[0]!;
    const conversation = file.messageExport!.conversations[0]!.id;
    const answer = await client.post(projectFileMessagePageUrl(id, file.id), {
      conversation,
      timeZone: ZONE,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const page = ZMessagePage.parse(answer.json());
    expect(page.total).toBe(2);
    expect(page.messages.map((m) => [m.sender, m.text])).toEqual([
      ["Bob Landlord (+15550100123)", "Rent is late"],
      ["Jane Tenant", "Sent it"],
    ]);
    expect(page.indexes).toEqual(page.messages.map((m) => m.index));

    // Someone else gets the 404 of a file they cannot see; a range that ends before it starts is a 400.
    const stranger = await signedInClient(t().app);
    const theirs = await stranger.client.post(projectFileMessagePageUrl(id, file.id), {
      conversation,
      timeZone: ZONE,
    });
    expect(theirs.statusCode).toBe(404);
    const backwards = await client.post(projectFileMessagePageUrl(id, file.id), {
      conversation,
      timeZone: ZONE,
      from: "2025-03-05",
      to: "2025-03-01",
    });
    expect(backwards.statusCode).toBe(400);
  });

  it("adds an e-mail's attached PDF as a new described file the preview binder shows", async () => {
    const { client } = await signedInMember(t());
    const pdf = await makePdf([{ text: "LEASE AGREEMENT SIGNED" }]);
    const lease = await makePdf([{ text: "Rent receipt" }]);
    const { id, project } = await createProject(client, { projectName: "Lease" }, [
      { field: "files", filename: "receipt.pdf", bytes: lease, contentType: "application/pdf" },
      { field: "files", filename: "lease.eml", bytes: emlWithAttachment(pdf), contentType: "message/rfc822" },
    ]);
    const [receipt, eml] = project.files;
    const conversation = eml!.messageExport!.conversations[0]!.id;
    const page = ZMessagePage.parse(
      (await client.post(projectFileMessagePageUrl(id, eml!.id), { conversation, timeZone: ZONE })).json(),
    );
    const where = { conversation, timeZone: ZONE, message: page.messages[0]!.index, position: 0 };

    // The bytes, for a reopened builder: the same PDF, its index line beside it.
    const bytes = await client.post(projectFileAttachmentUrl(id, eml!.id), where);
    expect(bytes.statusCode, bytes.body).toBe(200);
    expect(bytes.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.from(bytes.rawPayload).equals(Buffer.from(pdf))).toBe(true);
    const line = decodeURIComponent(String(bytes.headers[ATTACHMENT_DESCRIPTION_HEADER]));
    expect(line).toMatch(/^Attachment "lease\.pdf" to the e-mail from Jane Tenant .+, "Re: Heating"$/);

    // Added to the project: at the end, the next label, the engine's line as its description, nothing re-sent.
    const added = await client.post(projectFileAttachmentExhibitUrl(id, eml!.id), where);
    expect(added.statusCode, added.body).toBe(201);
    const { file } = ZAddedAttachment.parse(added.json());
    expect(file).toMatchObject({
      originalName: "lease.pdf",
      exhibitLabel: "3",
      sortOrder: 2,
      description: line,
    });
    const reloaded = await loadProject(client, id);
    expect(reloaded.files.map((f) => f.id)).toEqual([receipt!.id, eml!.id, file.id]);
    const text = await previewText(client, id, [receipt!.id, eml!.id, file.id]);
    expect(text).toContain("LEASE AGREEMENT SIGNED");
    expect(text).toContain('Attachment "lease.pdf" to the e-mail from Jane Tenant');

    // Not an export, an attachment that is not there, or someone else's project: refused, nothing added.
    expect((await client.post(projectFileAttachmentExhibitUrl(id, receipt!.id), where)).statusCode).toBe(422);
    const missing = await client.post(projectFileAttachmentExhibitUrl(id, eml!.id), {
      ...where,
      position: 4,
    });
    expect(missing.statusCode).toBe(422);
    const stranger = await signedInClient(t().app);
    const theirs = await stranger.client.post(projectFileAttachmentExhibitUrl(id, eml!.id), where);
    expect(theirs.statusCode).toBe(404);
    expect((await loadProject(client, id)).files).toHaveLength(3);
    // The attachments the job's thread wrote to staging (sent, added or refused) are all gone.
    await vi.waitFor(async () =>
      expect((await storedKeys(t(), "users")).filter((key) => key.includes("/uploads/"))).toEqual([]),
    );
  });
});
