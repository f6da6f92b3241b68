// Issue 40 end to end: a large PDF added to the builder starts uploading at once (tus), with its row saying bytes
// sent and a progress bar; the page is closed part-way (the upload is cut), and when the person comes back and adds
// the same file again, the upload continues from where the server stopped — the first request after the reload
// starts at the offset kept, so at most 45 % of the file is sent again — and the preview builds from the upload.
// The browser's upload speed is limited (DevTools network conditions) so the cut lands mid-upload.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { paddedPdf } from "../../apps/server/src/testing/padded-pdf.ts";
import { VIEWPORTS } from "../support/browser.ts";
import { fillSmallClaimsCase } from "../support/builder.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-resumable-"));
const big = path.join(work, "bank statements.pdf");
const SIZE = 40 * 1024 * 1024;
const desktop = VIEWPORTS.find((v) => v.name === "desktop")!;

beforeAll(() => writeFileSync(big, paddedPdf(SIZE)));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Limits the page's upload speed, so a 40 MB upload takes several seconds. */
async function slowUploads(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 4 * 1024 * 1024,
  });
}

async function openBuilderWithFile(page: Page) {
  await slowUploads(page);
  await page.goto(`${suite.server.url}/create`);
  await expect.poll(() => page.getByLabel(/^Case Name/).count()).toBe(1);
  await fillSmallClaimsCase(page);
  await page.locator('input[type="file"]').setInputFiles([big]);
  return page
    .getByRole("list", { name: "Your files, in exhibit order" })
    .getByRole("listitem")
    .filter({ hasText: "bank statements.pdf" });
}

describe("resumable uploads", () => {
  it("continues a cut upload after a reload, sending at most 45 % again, and previews from it", async () => {
    const { context, page } = await memberSession(suite, desktop, "resumable.desktop@example.com");
    const row = await openBuilderWithFile(page);
    const percent = async () =>
      Number(
        (await row
          .locator("progress")
          .getAttribute("value")
          .catch(() => "0")) ?? 0,
      );
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain("Uploading:");
    await expect.poll(percent, { timeout: 120_000, interval: 100 }).toBeGreaterThanOrEqual(60);
    await page.close();

    const again = await context.newPage();
    const offsets: number[] = [];
    again.on("request", (request) => {
      if (request.method() === "PATCH" && request.url().includes("/api/uploads/"))
        offsets.push(Number(request.headers()["upload-offset"]));
    });
    const resumedRow = await openBuilderWithFile(again);
    await expect.poll(() => resumedRow.textContent(), { timeout: 120_000 }).toContain("Uploaded (40 MB)");
    expect(offsets.length).toBeGreaterThanOrEqual(1);
    // What the first request after the reload sent again: from its offset to the end.
    expect((SIZE - offsets[0]!) / SIZE).toBeLessThanOrEqual(0.45);

    await again.getByRole("button", { name: "Preview", exact: true }).click();
    const dialog = again.getByRole("dialog", { name: "Preview your binder" });
    await expect.poll(() => dialog.isVisible(), { timeout: 120_000 }).toBe(true);
    await expect.poll(() => dialog.textContent(), { timeout: 60_000 }).toContain("bank statements.pdf");
    await context.close();
  });
});
