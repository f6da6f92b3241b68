// A binder over the court's file size limit (issue 24): at both widths the builder offers the chosen court's sourced
// limit (Cook County, 25 MB) or a limit the person types, and says where a typed one is wrong. With a 0.5 MB limit,
// four photos come back as volumes, each within the limit, all of them in output.zip. Saved as a project, the choice
// comes back when the project is opened again, the project screen's preview is split the same way, and marked filed
// the project keeps every volume. The build, the project's preview build and the filing run once, at 1280 px; the
// screens that show their outcome (the answer naming the volumes, the saved limit, the filed project's volumes) are
// then shown at 390 px too, in the same session: a second round trip through two builds and a filing would check
// the server again, not the phone's layout.
// Real server, engine and Chromium.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import {
  chooseCourt,
  downloadOutputZip,
  fillSmallClaimsCase,
  saveProjectAs,
  writeVolumePhotos,
} from "../support/builder.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-volumes-"));
let photos: string[];

beforeAll(async () => {
  photos = await writeVolumePhotos(work);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const [PHONE, DESKTOP] = VIEWPORTS;

/** The builder's size limit group, once the page has loaded. */
const limitGroup = (page: Page) => page.getByRole("group", { name: "File size limit for e-filing" });

/**
 * Opens the builder, checks what the limit offers before and after a court is chosen, fills the case and types the
 * person's own limit (a wrong one first, pointed out where it was typed), ending on 0.5 MB.
 */
async function chooseOwnLimit(page: Page, viewportName: string): Promise<void> {
  await page.goto(`${suite.server.url}/create`);
  const limit = limitGroup(page);
  // No court chosen yet: no court limit to offer, so no limit is chosen.
  await expect
    .poll(() => limit.getByRole("radio", { name: "No limit: one binder file" }).isChecked())
    .toBe(true);
  expect(await limit.getByRole("radio", { name: /This court's limit/ }).count()).toBe(0);

  await chooseCourt(page, "Chicago", /Circuit Court of Cook County, Illinois/);
  const courtLimit = limit.getByRole("radio", { name: /This court's limit: 25 MB/ });
  await expect.poll(() => courtLimit.isChecked()).toBe(true);
  await fillSmallClaimsCase(page);
  await limit.scrollIntoViewIfNeeded();
  await snapshot(page, "builder", `${viewportName}-volumes-1-court-limit`);

  // A limit that is not a number is pointed out where it was typed.
  const own = limit.getByLabel("Your file size limit in MB");
  await own.fill("half");
  expect(await limit.getByRole("radio", { name: "My own limit" }).isChecked()).toBe(true);
  await expect.poll(() => limit.getByRole("alert").textContent()).toContain("from 0.5 to 10000");
  await own.fill("0.5");
  expect(await limit.getByRole("alert").count()).toBe(0);
}

describe(`the file size limit at ${PHONE.width} px (${PHONE.name})`, () => {
  it("offers the court's limit and takes the person's own", async () => {
    const { context, page, errors } = await memberSession(suite, PHONE, `volumes.${PHONE.name}@example.com`);
    await chooseOwnLimit(page, PHONE.name);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe(`the file size limit at ${DESKTOP.width} px (${DESKTOP.name}), its project's screens also at ${PHONE.width} px`, () => {
  it("offers the court's limit, takes the person's own, the download holds every volume, a project keeps it", async () => {
    const viewport = DESKTOP;
    const email = `volumes.${viewport.name}@example.com`;
    const { context, page, errors } = await memberSession(suite, viewport, email);
    await chooseOwnLimit(page, viewport.name);

    await page.locator('input[type="file"]').setInputFiles(photos);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    await expect.poll(() => list.getByText(/Ready ·/).count(), { timeout: 120_000 }).toBe(photos.length);
    await page.getByRole("button", { name: "Generate Binder" }).click();
    await page.getByRole("button", { name: "Build Anyway" }).click();
    const ready = page.getByRole("region", { name: "Your binder is ready" });
    await expect.poll(() => ready.isVisible(), { timeout: 120_000 }).toBe(true);
    const said = /your binder is in (\d+) volumes/.exec((await ready.textContent()) ?? "");
    expect(said, "the result names the volumes").not.toBeNull();
    const count = Number(said![1]);
    expect(count).toBeGreaterThanOrEqual(2);
    await snapshot(page, "builder", `${viewport.name}-volumes-2-ready`);

    const zip = await downloadOutputZip(page, work, viewport.name);
    const volumes = Object.keys(zip).filter((name) => /^binder-volume-\d+\.pdf$/.test(name));
    expect(volumes.sort()).toEqual(Array.from({ length: count }, (_, i) => `binder-volume-${i + 1}.pdf`));
    for (const name of volumes) expect(zip[name]!.byteLength).toBeLessThanOrEqual(0.5 * 1024 * 1024);
    // The answer on a phone: the same page at 390 px still says how many volumes, within the screen's width.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await expect.poll(() => ready.isVisible()).toBe(true);
    expect(await ready.textContent()).toContain(`your binder is in ${count} volumes`);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await snapshot(page, "builder", `${PHONE.name}-volumes-2-ready`);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    await saveProjectAs(page, `Volumes ${viewport.name}`);
    await page.waitForURL(/\/create\?project=[0-9a-f-]{36}/);
    const projectId = new URL(page.url()).searchParams.get("project")!;
    const reopened = await context.newPage();
    const reopenedErrors = watchErrors(reopened);
    await expectSavedLimit(reopened, projectId);

    await reopened.goto(`${suite.server.url}/project-edit/${projectId}`);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      reopened.getByRole("button", { name: "Preview", exact: true }).click(),
    ]);
    const split = reopened.getByRole("status").filter({ hasText: "file size limit" });
    await expect.poll(() => split.textContent(), { timeout: 120_000 }).toMatch(/binder is in \d+ volumes/);
    const projectCount = Number(/binder is in (\d+) volumes/.exec((await split.textContent()) ?? "")![1]);
    expect(await split.getByRole("link", { name: "the ZIP file" }).getAttribute("href")).toMatch(
      /^\/api\/builds\/[^/]+\/output\.zip$/,
    );
    await tab.close();

    // Marked filed, the project keeps every volume, not only volume 1.
    const filing = reopened.getByRole("region", { name: "Filing", exact: true });
    await expect.poll(() => filing.textContent()).toContain("is not marked filed");
    await filing.getByLabel("Filed on").fill("2026-01-15");
    await filing.getByRole("button", { name: "Mark as Filed" }).click();
    const all = filing.getByRole("link", { name: `download all ${projectCount} volumes` });
    await expect.poll(() => all.count()).toBe(1);
    await snapshot(reopened, "builder", `${viewport.name}-volumes-3-project-filed`);
    const kept = await context.request.get(`${suite.server.url}${(await all.getAttribute("href"))!}`);
    expect(kept.status()).toBe(200);
    const keptVolumes = Object.keys(unzipSync(new Uint8Array(await kept.body()))).filter((name) =>
      /^binder-volume-\d+\.pdf$/.test(name),
    );
    expect(keptVolumes).toHaveLength(projectCount);

    // The same project's screens on a phone: the saved limit comes back, and the filed project offers every volume.
    const phone = await context.newPage();
    const phoneErrors = watchErrors(phone);
    await phone.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await expectSavedLimit(phone, projectId);
    await phone.goto(`${suite.server.url}/project-edit/${projectId}`);
    const phoneAll = phone
      .getByRole("region", { name: "Filing", exact: true })
      .getByRole("link", { name: `download all ${projectCount} volumes` });
    await expect.poll(() => phoneAll.isVisible()).toBe(true);
    expect(await phoneAll.getAttribute("href")).toBe(await all.getAttribute("href"));
    expect(await sidewaysScroll(phone)).toBeLessThanOrEqual(0);
    await snapshot(phone, "builder", `${PHONE.name}-volumes-3-project-filed`);

    expect(phoneErrors).toEqual([]);
    expect(reopenedErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** How far the page is wider than the screen (0 or less: no sideways scrolling). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
}

/** Opens the saved project in the builder: its own 0.5 MB limit is chosen again. */
async function expectSavedLimit(page: Page, projectId: string): Promise<void> {
  await page.goto(`${suite.server.url}/create?project=${projectId}`);
  const savedLimit = limitGroup(page);
  await expect.poll(() => savedLimit.getByLabel("Your file size limit in MB").inputValue()).toBe("0.5");
  expect(await savedLimit.getByRole("radio", { name: "My own limit" }).isChecked()).toBe(true);
}
