// Issue 19 item 7: a person without a membership who is sent from the builder to /membership comes back to their
// files once they have one. They save their project (the name asked in the page's own dialog), press Preview, are
// sent to /membership, buy a plan on the test checkout, and land on the builder with their project and its file.
// Issue 37 §5: without saving, the two files added are kept in the browser (IndexedDB) for the trip and come back
// ready. Screenshots under e2e/artifacts/membership-return/.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { liveText, snapshot, VIEWPORTS } from "../support/browser.ts";
import { fillSmallClaimsCase, saveProjectAs } from "../support/builder.ts";
import { signedUpSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-return-"));
const lease = path.join(work, "lease.pdf");
const receipt = path.join(work, "receipt.pdf");

beforeAll(async () => {
  writeFileSync(lease, await makePdf([{ text: "Residential lease" }]));
  writeFileSync(receipt, await makePdf([{ text: "Rent receipt" }, { text: "Rent receipt, page two" }]));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Preview without a membership: sent to /membership, the Annual plan bought on the test checkout. */
async function previewAndPay(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await page.waitForURL(`${suite.server.url}/membership`);
  await expect.poll(() => liveText(page)).toContain("Membership Required");
  await page.getByRole("button", { name: /Choose the Annual plan/ }).click();
  await page.waitForURL(/\/test-checkout\//);
  await page.getByRole("button", { name: "Complete test payment" }).click();
}

describe.each(VIEWPORTS)("back from /membership at $width px ($name)", (viewport) => {
  it("a person without a membership buys one and is back at their saved files", async () => {
    const { context, page, errors } = await signedUpSession(
      suite,
      viewport,
      `return.${viewport.name}@example.com`,
    );
    const shot = (name: string) => snapshot(page, "membership-return", `${viewport.name}-${name}`);

    await page.goto(`${suite.server.url}/create`);
    await fillSmallClaimsCase(page);
    await page.locator('input[type="file"]').setInputFiles([lease]);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    await expect.poll(() => list.textContent(), { timeout: 60_000 }).toContain("Ready · 1 page");

    // Save asks for the name in the page (an empty one is said beside the box), not in a browser prompt.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const save = page.getByRole("dialog", { name: "Save your project" });
    await expect.poll(() => save.isVisible()).toBe(true);
    await save.getByLabel("Project name").fill("   ");
    await save.getByRole("button", { name: "Save project" }).click();
    await expect.poll(() => save.textContent()).toContain("Project name is required to save.");
    await shot("1-save-dialog");
    await save.getByRole("button", { name: "Cancel" }).click();
    await saveProjectAs(page, "Diaz v. Acme");
    await page.waitForURL(/\/create\?project=[0-9a-f-]{36}/);
    const builderUrl = page.url();

    await previewAndPay(page);

    await page.waitForURL(builderUrl);
    await expect.poll(() => liveText(page)).toContain("Payment Successful!");
    await expect.poll(() => list.textContent(), { timeout: 30_000 }).toContain("lease.pdf");
    await shot("2-back-at-files");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an unsaved builder's two files are kept through checkout and come back ready", async () => {
    const { context, page, errors } = await signedUpSession(
      suite,
      viewport,
      `return.unsaved.${viewport.name}@example.com`,
    );
    const shot = (name: string) => snapshot(page, "membership-return", `${viewport.name}-unsaved-${name}`);

    await page.goto(`${suite.server.url}/create`);
    await fillSmallClaimsCase(page);
    await page.locator('input[type="file"]').setInputFiles([lease, receipt]);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    const ready = async () => (await list.textContent())?.match(/Ready · \d+ pages?/g)?.length ?? 0;
    await expect.poll(ready, { timeout: 60_000 }).toBe(2);
    await shot("1-files-ready");

    await previewAndPay(page);

    await page.waitForURL(`${suite.server.url}/create`);
    // The form is restored from this browser, then the files from its IndexedDB (keptFiles.ts).
    await expect.poll(() => liveText(page)).toContain("Your files are back");
    // Both files are back (checked again, so Ready), not only their names in an "add these again" reminder.
    await expect.poll(ready, { timeout: 60_000 }).toBe(2);
    const text = (await list.textContent()) ?? "";
    expect(text).toContain("lease.pdf");
    expect(text).toContain("receipt.pdf");
    expect(text).toContain("Ready · 2 pages");
    await shot("2-back-with-files");
    // The kept copy is deleted once restored.
    // A string, as the e2e code has no DOM types.
    const kept = await page.evaluate(`new Promise((resolve) => {
      const open = indexedDB.open("courtready-builder", 1);
      open.onsuccess = () => {
        const count = open.result.transaction("membershipTrip").objectStore("membershipTrip").count();
        count.onsuccess = () => resolve(count.result);
      };
    })`);
    expect(kept).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
