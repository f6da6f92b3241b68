// A text-message backup kept by a saved project and by the library (issue 38), in Chromium at 390 and 1280 px
// against the built server. Project: an SMS backup added in the builder, a conversation and days picked, saved as a
// project; the project editor shows the picker with that choice and keeps a change (days, declaration); the
// project opened again in the builder shows the changed choice and builds it — pdftotext finds every message of
// the range in order with its sender and time, one line for each stretch left out, and the declaration. Library:
// the backup uploaded there is listed as "2 conversations", and added to the builder from the library it brings
// its conversations into the picker with no new check; its transcript previews as one exhibit. Mailbox: saved
// with a thread picked, the editor's "Choose messages" (read on the server from the kept file) leaves one e-mail
// out and adds the lease attached to another as a new file described by that e-mail; built from the reopened
// project, the binder has the omitted line and the lease's own text, and Generate asks nothing. Screenshots
// (E2E_SCREENSHOTS=1) of the editor's picker go to e2e/artifacts/messages-kept/.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { firstMissingInOrder, smsBackupXml } from "@courtready/engine/testing/messages";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { downloadBinderPdf, fillSmallClaimsCase, saveProjectAs } from "../support/builder.ts";
import { MBOX, writeMailbox } from "../support/mailbox.ts";
import { pdfPages, pdfText } from "../support/pdf.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-messages-kept-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const XML = "sms-20250406.xml";
const BOB = "+15550100123";
const START = Date.UTC(2025, 2, 1, 17, 0, 0); // noon in New York
const DAY = 86_400_000;

/** Six texts with Bob, one a day from Mar 1, and two with Ann. */
function writeBackup(): string {
  const file = path.join(work, XML);
  writeFileSync(
    file,
    smsBackupXml([
      ...Array.from({ length: 6 }, (_v, i) => ({
        kind: "sms" as const,
        address: BOB,
        contact: "Bob Landlord",
        date: START + i * DAY,
        type: (i % 2 ? 2 : 1) as 1 | 2,
        body: `Rent text ${i + 1}`,
      })),
      ...[0, 1].map((i) => ({
        kind: "sms" as const,
        address: "+15550100777",
        contact: "Ann Neighbour",
        date: START + i * DAY,
        type: 1 as const,
        body: `Noise text ${i + 1}`,
      })),
    ]),
  );
  return file;
}

interface KeptChoice {
  conversations: string[];
  only?: Record<string, number[]>;
  from?: string;
  to?: string;
  declaration: boolean;
}

/** The saved project's first file's choice, as the server keeps it. */
async function savedChoice(context: BrowserContext, projectId: string): Promise<KeptChoice | null> {
  const answer = await context.request.get(`${suite.server.url}/api/projects/${projectId}`);
  const project = (await answer.json()) as { files: { messages?: KeptChoice | null }[] };
  return project.files[0]?.messages ?? null;
}

/**
 * The builder with the case filled in and `file` added, until its picker shows; `pick` then chooses in it; saved as
 * the project `name`. The project's id.
 */
async function savedProjectWith(
  page: Page,
  context: BrowserContext,
  file: string,
  name: string,
  pick: (picker: Locator) => Promise<void>,
): Promise<string> {
  await page.goto(`${suite.server.url}/create`);
  await fillSmallClaimsCase(page);
  await page.locator('input[type="file"]').setInputFiles([file]);
  const picker = builderPicker(page, path.basename(file));
  await expect.poll(() => picker.count(), { timeout: 60_000 }).toBe(1);
  await pick(picker);
  await saveProjectAs(page, name);
  await page.waitForURL(/\/create\?project=[0-9a-f-]{36}/);
  const projectId = new URL(page.url()).searchParams.get("project")!;
  // Saved with a choice: the server has it before the editor is opened.
  await expect.poll(() => savedChoice(context, projectId), { timeout: 30_000 }).not.toBeNull();
  return projectId;
}

/** The builder's picker on the row of the file `name`. */
function builderPicker(page: Page, name: string): Locator {
  return page
    .getByRole("list", { name: "Your files, in exhibit order" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .locator("[data-message-picker]");
}

/** The project editor's list of files, and the row of the file `name` with its picker shown. */
async function editorRowOf(page: Page, projectId: string, name: string) {
  await page.goto(`${suite.server.url}/project-edit/${projectId}`);
  const list = page.getByRole("list", { name: "Files in exhibit order" });
  const row = list.getByRole("listitem").filter({ hasText: name });
  const picker = row.locator("[data-message-picker]");
  await expect.poll(() => picker.count(), { timeout: 60_000 }).toBe(1);
  return { list, row, picker };
}

/** The project opened again in the builder: Generate, and the binder's text with each run of white space one space. */
async function builtFromBuilder(
  page: Page,
  projectId: string,
  name: string,
  fileName: string,
): Promise<string> {
  await page.goto(`${suite.server.url}/create?project=${projectId}`);
  await expect.poll(() => builderPicker(page, fileName).count(), { timeout: 60_000 }).toBe(1);
  await page.getByRole("button", { name: "Generate Binder" }).click();
  const ready = page.getByRole("region", { name: "Your binder is ready" });
  await expect.poll(() => ready.isVisible(), { timeout: 180_000 }).toBe(true);
  return downloadBinderPdf(page, work, name);
}

describe.each(VIEWPORTS)(
  "a message export kept by a project and the library at $width px ($name)",
  (viewport) => {
    it("keeps a backup's choice in a project, changes it in the editor and builds it when reopened", async () => {
      const backup = writeBackup();
      const { context, page, errors } = await memberSession(
        suite,
        viewport,
        `kept.${viewport.name}@example.com`,
        {
          timezoneId: "America/New_York",
        },
      );
      const projectId = await savedProjectWith(page, context, backup, "Texts with Bob", async (picker) => {
        await picker.getByRole("checkbox", { name: /Bob Landlord/ }).check();
        await picker.getByLabel("From (first day shown)").fill("2025-03-02");
        await picker.getByLabel("To (last day shown)").fill("2025-03-04");
      });
      await expect
        .poll(() => savedChoice(context, projectId), { timeout: 30_000 })
        .toMatchObject({ conversations: [BOB], from: "2025-03-02", to: "2025-03-04", declaration: false });

      // The project editor: the backup's row shows the picker with the saved choice, and keeps a change.
      const { row: editorRow, picker: editorPicker } = await editorRowOf(page, projectId, XML);
      expect(await editorPicker.textContent()).toContain("SMS Backup & Restore (Android) · 2 conversations");
      expect(await editorPicker.getByRole("checkbox", { name: /Bob Landlord/ }).isChecked()).toBe(true);
      expect(await editorPicker.getByRole("checkbox", { name: /Ann Neighbour/ }).isChecked()).toBe(false);
      expect(await editorPicker.getByLabel("From (first day shown)").inputValue()).toBe("2025-03-02");
      await editorPicker.getByLabel("To (last day shown)").fill("2025-03-05");
      await editorPicker.getByLabel("Add a declaration of authenticity").check();
      await expect
        .poll(() => savedChoice(context, projectId), { timeout: 30_000 })
        .toMatchObject({ conversations: [BOB], from: "2025-03-02", to: "2025-03-05", declaration: true });
      await expect.poll(() => editorRow.textContent()).toContain("with a declaration of authenticity");
      // A choice is kept as it changes: nothing is left for Save Changes.
      expect(await page.getByRole("button", { name: "Save Changes" }).isDisabled()).toBe(true);
      await editorPicker.scrollIntoViewIfNeeded();
      await snapshotElement(editorRow, "messages-kept", `${viewport.name}-1-editor-picker`);

      // Opened again in the builder: the changed choice, and the binder built from it.
      const binder = await builtFromBuilder(page, projectId, `kept-${viewport.name}`, XML);
      const reopened = builderPicker(page, XML);
      expect(await reopened.getByLabel("To (last day shown)").inputValue()).toBe("2025-03-05");
      expect(await reopened.getByLabel("Add a declaration of authenticity").isChecked()).toBe(true);
      const words = pdfText(binder);
      // Bob wrote on the odd days; the phone owner's lines (type 2) are read as in the builder's spec.
      const sender = (d: number) => (d % 2 ? `Bob Landlord (${BOB}) ` : "");
      expect(
        firstMissingInOrder(words, [
          "[ 1 message on Mar 1 not included ]",
          ...[2, 3, 4, 5].map((d) => `${sender(d)}— Mar ${d}, 2025, 12:00:00 PM EST Rent text ${d}`),
          "[ 1 message on Mar 6 not included ]",
          "Declaration of Authenticity",
        ]),
      ).toBeUndefined();
      expect(words).not.toContain("Noise text");
      expect(errors).toEqual([]);
      await context.close();
    });

    it("chooses single e-mails of a saved mailbox in the editor, adds the attached lease as a file and builds both", async () => {
      const mailbox = writeMailbox(work, await makePdf([{ text: "LEASE AGREEMENT PAGE ONE" }]));
      const { context, page, errors } = await memberSession(
        suite,
        viewport,
        `kept-mail.${viewport.name}@example.com`,
        { timezoneId: "America/New_York" },
      );
      const projectId = await savedProjectWith(page, context, mailbox, "Heating mail", (picker) =>
        picker.getByRole("checkbox", { name: /Heating/ }).check(),
      );

      // The editor: "Choose messages" lists the thread's three e-mails, read on the server from the kept file.
      const { list, row, picker } = await editorRowOf(page, projectId, MBOX);
      await picker.getByRole("button", { name: "Choose messages" }).click();
      const chooser = picker.locator("[data-message-chooser]");
      const listed = chooser.getByRole("list", { name: /^Messages in .*Heating/ });
      await expect.poll(() => listed.getByRole("checkbox").count(), { timeout: 60_000 }).toBe(3);
      // Bob's reply of Mar 4 left out: kept as the file's choice, as it changes.
      const bobs = listed.getByRole("checkbox").nth(1);
      expect(await listed.getByRole("listitem").nth(1).textContent()).toContain("Bob Landlord");
      await bobs.uncheck();
      await expect.poll(() => chooser.textContent()).toContain("2 of 3 messages in these days are shown.");
      await expect
        .poll(async () => Object.values((await savedChoice(context, projectId))?.only ?? {}), {
          timeout: 30_000,
        })
        .toHaveLength(1);
      expect(Object.values((await savedChoice(context, projectId))?.only ?? {})[0]).toHaveLength(2);

      // The lease attached to Jane's last e-mail: copied into the project by the server, described by that e-mail.
      await chooser.getByRole("button", { name: "Add as its own exhibit" }).click();
      await expect
        .poll(() => chooser.textContent(), { timeout: 60_000 })
        .toContain("Added to your exhibits as “lease.pdf”.");
      // Its own row (the export's row holds "Attached: lease.pdf" lines, never this description).
      const lease = list
        .getByRole("listitem")
        .filter({ hasText: 'Attachment "lease.pdf" to the e-mail from Jane Tenant' });
      await expect.poll(() => lease.count(), { timeout: 30_000 }).toBe(1);
      expect(await lease.textContent()).toContain("lease.pdf");
      // Already saved on the server: nothing is left for Save Changes.
      expect(await page.getByRole("button", { name: "Save Changes" }).isDisabled()).toBe(true);
      await chooser.scrollIntoViewIfNeeded();
      await snapshotElement(row, "messages-kept", `${viewport.name}-2-editor-chooser`);

      // Opened again in the builder and built: no "no real description" question, the thread with its one line
      // for the e-mail left out, then the lease as its own exhibit.
      const binder = await builtFromBuilder(page, projectId, `kept-mail-${viewport.name}`, MBOX);
      expect(await page.getByRole("dialog", { name: "Some exhibits have no real description" }).count()).toBe(
        0,
      );
      const words = pdfText(binder);
      expect(
        firstMissingInOrder(words, [
          "Heating mail 1",
          "[ 1 message on Mar 4 not included ]",
          "the lease is attached",
          "LEASE AGREEMENT PAGE ONE",
        ]),
      ).toBeUndefined();
      expect(words).not.toContain("Heating mail 2");
      expect(words).toMatch(/PLAINTIFF'S EXHIBIT 2/);
      expect(pdfPages(binder, { fold: true })[1] ?? "").toContain('Attachment "lease.pdf"');
      expect(errors).toEqual([]);
      await context.close();
    });

    it("lists a library backup's conversations and brings them into the builder's picker with no new check", async () => {
      const backup = writeBackup();
      const { context, page, errors } = await memberSession(
        suite,
        viewport,
        `kept-lib.${viewport.name}@example.com`,
        {
          timezoneId: "America/New_York",
        },
      );
      const url = suite.server.url;
      const csrf = (await context.cookies(url)).find((cookie) => cookie.name === "cr_csrf")?.value ?? "";
      // Uploaded through the library's API, as its upload dialog does (one request a file).
      const uploaded = await context.request.post(`${url}/api/user-files`, {
        headers: { "x-csrf-token": csrf, origin: url },
        multipart: {
          file: { name: XML, mimeType: "application/xml", buffer: readFileSync(backup) },
          category: "evidence",
          userDescription: "",
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);

      await page.goto(`${url}/file-library`);
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: XML }) });
      await expect.poll(() => card.textContent(), { timeout: 30_000 }).toContain("2 conversations");
      expect(await card.textContent()).toContain("SMS Backup & Restore (Android)");

      const checks: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/inspect-file")) checks.push(request.url());
      });
      await page.goto(`${url}/create`);
      await fillSmallClaimsCase(page);
      await page.getByRole("button", { name: "Choose from your library" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose from your library" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const box = dialog.getByRole("checkbox", { name: XML, exact: true });
      await expect.poll(() => box.count(), { timeout: 30_000 }).toBe(1);
      expect(await dialog.textContent()).toContain("2 conversations");
      await box.check();
      await dialog.getByRole("button", { name: /^Add/ }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);

      const list = page.getByRole("list", { name: "Your files, in exhibit order" });
      const picker = list.getByRole("listitem").filter({ hasText: XML }).locator("[data-message-picker]");
      await expect.poll(() => picker.count(), { timeout: 30_000 }).toBe(1);
      expect(await picker.textContent()).toContain("Pick at least one conversation.");
      await picker.getByRole("checkbox", { name: /Ann Neighbour/ }).check();

      await page.getByRole("button", { name: "Preview", exact: true }).click();
      const preview = page.getByRole("dialog", { name: "Preview your binder" });
      await expect.poll(() => preview.textContent(), { timeout: 90_000 }).toContain("Ready");
      const cells = (await preview.locator("tbody tr").first().locator("th, td").allTextContents()).map((c) =>
        c.trim(),
      );
      expect(cells).toEqual(["1", XML, "PDF Document", "1", "Ready"]);
      expect(checks).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
