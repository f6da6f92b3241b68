// Scans made smaller rather than split into volumes (issue 37 §3), at both widths: two 600-dpi scans over a 1 MB
// limit. The preview says, before Generate, how many volumes they make as they are and that with smaller scans they
// fit in one file; the person chooses "Make the scans smaller", and the download holds one binder under the limit
// and no volumes. Real server, engine and Chromium.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeScannedPdf } from "@courtready/engine/testing";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { chooseCourt, downloadOutputZip, fillSmallClaimsCase } from "../support/builder.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-scan-compression-"));
const LIMIT_MB = 1;
let scans: string[];

beforeAll(async () => {
  // Each about 1.4 MB: 1,500 px over 2.5 inches, 600 dpi.
  scans = [];
  for (const seed of [1, 2]) {
    const file = path.join(work, `scan-${seed}.pdf`);
    writeFileSync(file, await makeScannedPdf(1500, 2.5, seed));
    scans.push(file);
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(VIEWPORTS)("scans made smaller at $width px ($name)", (viewport) => {
  it("says how many volumes each choice makes, and Generate with smaller scans gives one file under the limit", async () => {
    const { context, page, errors } = await memberSession(
      suite,
      viewport,
      `scans.${viewport.name}@example.com`,
    );
    await page.goto(`${suite.server.url}/create`);
    await chooseCourt(page, "Chicago", /Circuit Court of Cook County, Illinois/);
    await fillSmallClaimsCase(page);
    const limit = page.getByRole("group", { name: "File size limit for e-filing" });
    await limit.getByLabel("Your file size limit in MB").fill(String(LIMIT_MB));

    await page.locator('input[type="file"]').setInputFiles(scans);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    await expect.poll(() => list.getByText(/Ready ·/).count(), { timeout: 120_000 }).toBe(scans.length);

    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Preview your binder" });
    await expect.poll(() => dialog.isVisible(), { timeout: 60_000 }).toBe(true);
    const choice = dialog.getByRole("group", { name: "Your binder is over the court's file size limit" });
    await expect.poll(() => choice.isVisible(), { timeout: 30_000 }).toBe(true);
    const said = (await choice.textContent()) ?? "";
    const asIs = Number(/so the binder would come in about (\d+) volumes/.exec(said)?.[1]);
    expect(asIs).toBeGreaterThanOrEqual(2);
    expect(said).toContain(": one file.");
    const split = choice.getByRole("radio", { name: /Split into volumes/ });
    const smaller = choice.getByRole("radio", { name: /Make the scans smaller/ });
    expect(await split.isChecked()).toBe(true);
    await smaller.check();
    expect(await smaller.isChecked()).toBe(true);
    await choice.scrollIntoViewIfNeeded();
    await snapshotElement(choice, "builder", `${viewport.name}-scan-compression-1-choice`);

    await dialog.getByRole("button", { name: "Generate Binder" }).click();
    const question = page.getByRole("dialog", { name: "Some exhibits have no real description" });
    await expect.poll(() => question.isVisible()).toBe(true);
    await question.getByRole("button", { name: "Build Anyway" }).click();
    const ready = page.getByRole("region", { name: "Your binder is ready" });
    await expect.poll(() => ready.isVisible(), { timeout: 120_000 }).toBe(true);
    expect(await ready.textContent()).not.toMatch(/your binder is in \d+ volumes/);
    expect(await ready.textContent()).toMatch(
      /Your scans were made smaller: [\d.]+ MB before, [\d.]+ KB after/,
    );
    await snapshotElement(ready, "builder", `${viewport.name}-scan-compression-2-ready`);

    const zip = await downloadOutputZip(page, work, viewport.name);
    expect(Object.keys(zip).filter((name) => /^binder-volume-\d+\.pdf$/.test(name))).toEqual([]);
    expect(zip["binder.pdf"]!.byteLength).toBeLessThanOrEqual(LIMIT_MB * 1024 * 1024);
    // Each exhibit's own PDF is copied from the binder: the smaller scans too.
    expect(Object.keys(zip).filter((name) => name.startsWith("exhibits/"))).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
