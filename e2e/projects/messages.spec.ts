// A text-message backup kept by a saved project and by the library (issue 38), in Chromium at 390 and 1280 px
// against the built server. Project: an SMS backup added in the builder, a conversation and days picked, saved as a
// project; the project editor shows the picker with that choice and keeps a change (days, declaration); the
// project opened again in the builder shows the changed choice and builds it — pdftotext finds every message of
// the range in order with its sender and time, one line for each stretch left out, and the declaration. Library:
// the backup uploaded there is listed as "2 conversations", and added to the builder from the library it brings
// its conversations into the picker with no new check; its transcript previews as one exhibit. Screenshots
// (E2E_SCREENSHOTS=1) of the editor's picker go to e2e/artifacts/messages-kept/.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { firstMissingInOrder, smsBackupXml } from "@courtready/engine/testing/messages";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { downloadBinderPdf, fillSmallClaimsCase, saveProjectAs } from "../support/builder.ts";
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
      await page.goto(`${suite.server.url}/create`);
      await fillSmallClaimsCase(page);
      await page.locator('input[type="file"]').setInputFiles([backup]);
      const builderList = page.getByRole("list", { name: "Your files, in exhibit order" });
      const builderPicker = builderList
        .getByRole("listitem")
        .filter({ hasText: XML })
        .locator("[data-message-picker]");
      await expect.poll(() => builderPicker.count(), { timeout: 60_000 }).toBe(1);
      await builderPicker.getByRole("checkbox", { name: /Bob Landlord/ }).check();
      await builderPicker.getByLabel("From (first day shown)").fill("2025-03-02");
      await builderPicker.getByLabel("To (last day shown)").fill("2025-03-04");

      await saveProjectAs(page, "Texts with Bob");
      await page.waitForURL(/\/create\?project=[0-9a-f-]{36}/);
      const projectId = new URL(page.url()).searchParams.get("project")!;
      await expect
        .poll(() => savedChoice(context, projectId), { timeout: 30_000 })
        .toMatchObject({ conversations: [BOB], from: "2025-03-02", to: "2025-03-04", declaration: false });

      // The project editor: the backup's row shows the picker with the saved choice, and keeps a change.
      await page.goto(`${suite.server.url}/project-edit/${projectId}`);
      const editorList = page.getByRole("list", { name: "Files in exhibit order" });
      const editorRow = editorList.getByRole("listitem").filter({ hasText: XML });
      const editorPicker = editorRow.locator("[data-message-picker]");
      await expect.poll(() => editorPicker.count(), { timeout: 60_000 }).toBe(1);
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
      await page.goto(`${suite.server.url}/create?project=${projectId}`);
      await expect.poll(() => builderPicker.count(), { timeout: 60_000 }).toBe(1);
      expect(await builderPicker.getByLabel("To (last day shown)").inputValue()).toBe("2025-03-05");
      expect(await builderPicker.getByLabel("Add a declaration of authenticity").isChecked()).toBe(true);
      await page.getByRole("button", { name: "Generate Binder" }).click();
      const ready = page.getByRole("region", { name: "Your binder is ready" });
      await expect.poll(() => ready.isVisible(), { timeout: 180_000 }).toBe(true);
      const binder = await downloadBinderPdf(page, work, `kept-${viewport.name}`);
      const words = execFileSync("pdftotext", ["-layout", binder, "-"], { encoding: "utf8" }).replace(
        /\s+/g,
        " ",
      );
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
