// A binder over the court's file size limit (issue 24), at both widths: the builder offers the chosen court's
// sourced limit (Cook County, 25 MB) or a limit the person types; with a 0.5 MB limit, four photos come back as
// volumes, each within the limit, all of them in output.zip. Saved as a project, the choice comes back when the
// project is opened again, the project screen's preview is split the same way, and marked filed the project keeps
// every volume. Real server, engine and Chromium.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe.each(VIEWPORTS)("the file size limit at $width px ($name)", (viewport) => {
  it("offers the court's limit, takes the person's own, the download holds every volume, a project keeps it", async () => {
    const email = `volumes.${viewport.name}@example.com`;
    const { context, page, errors } = await memberSession(suite, viewport, email);

    await page.goto(`${suite.server.url}/create`);
    const limit = page.getByRole("group", { name: "File size limit for e-filing" });
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
    await snapshot(page, "builder", `${viewport.name}-volumes-1-court-limit`);

    // A limit that is not a number is pointed out where it was typed.
    const own = limit.getByLabel("Your file size limit in MB");
    await own.fill("half");
    expect(await limit.getByRole("radio", { name: "My own limit" }).isChecked()).toBe(true);
    await expect.poll(() => limit.getByRole("alert").textContent()).toContain("from 0.5 to 10000");
    await own.fill("0.5");
    expect(await limit.getByRole("alert").count()).toBe(0);

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

    await saveProjectAs(page, `Volumes ${viewport.name}`);
    await page.waitForURL(/\/create\?project=[0-9a-f-]{36}/);
    const projectId = new URL(page.url()).searchParams.get("project")!;
    const reopened = await context.newPage();
    const reopenedErrors = watchErrors(reopened);
    await reopened.goto(`${suite.server.url}/create?project=${projectId}`);
    const savedLimit = reopened.getByRole("group", { name: "File size limit for e-filing" });
    await expect.poll(() => savedLimit.getByLabel("Your file size limit in MB").inputValue()).toBe("0.5");
    expect(await savedLimit.getByRole("radio", { name: "My own limit" }).isChecked()).toBe(true);

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
    expect(reopenedErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
