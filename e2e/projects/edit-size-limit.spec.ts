// The project edit screen's "File size limit for e-filing", in Chromium at 390 and 1280 px: a project saved before
// the choice was kept shows No limit beside the court's 25 MB; "My own limit" with no number is refused beside the
// box; 0.5 MB is saved with Save Changes, comes back on reopening, and the project's Preview is then split into
// volumes under it. Real server, engine and Chromium.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookCountyProject } from "../support/projects.ts";
import { liveText, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { writeVolumePhotos } from "../support/builder.ts";
import { memberContext, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-edit-limit-"));
let photos: string[];

beforeAll(async () => {
  photos = await writeVolumePhotos(work);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(VIEWPORTS)("the edit screen's file size limit at $width px ($name)", (viewport) => {
  it("shows the saved choice, refuses My own limit without a number, saves 0.5 MB and previews in volumes", async () => {
    const base = suite.server.url;
    const email = `edit-limit.${viewport.name}@example.com`;
    const context = await memberContext(suite, viewport, email);

    // Saved without a size limit, as every project was before the choice was kept.
    const projectId = await cookCountyProject(context, base, `Deposit ${viewport.name}`, {
      paths: photos,
      type: "image/jpeg",
    });

    const page = await context.newPage();
    const errors = watchErrors(page);
    const shot = (step: string) => snapshot(page, "projects", `${viewport.name}-edit-size-limit-${step}`);
    await page.goto(`${base}/project-edit/${projectId}`);
    const limit = page.getByRole("group", { name: "File size limit for e-filing" });
    await expect.poll(() => limit.getByRole("radio", { name: /This court's limit: 25 MB/ }).count()).toBe(1);
    expect(await limit.getByRole("radio", { name: "No limit: one binder file" }).isChecked()).toBe(true);
    const save = page.getByRole("button", { name: "Save Changes" });
    expect(await save.isDisabled()).toBe(true);
    await limit.scrollIntoViewIfNeeded();
    await shot("1-saved");

    // My own limit with nothing typed: Save is refused, and the field says what to type.
    await limit.getByRole("radio", { name: "My own limit" }).check();
    expect(await page.getByText("Unsaved changes").count()).toBe(1);
    await save.click();
    const alert = limit.getByRole("alert");
    await expect
      .poll(() => alert.textContent())
      .toBe("Enter a number of MB from 0.5 to 10000, for example 25.");
    const box = limit.getByLabel("Your file size limit in MB");
    // The cursor is put in the box (a string, as the e2e code has no DOM types).
    await expect
      .poll(() => page.evaluate<string>("document.activeElement?.getAttribute('aria-label') ?? ''"))
      .toBe("Your file size limit in MB");
    await shot("2-refused");

    await box.fill("0.5");
    expect(await alert.count()).toBe(0);
    await save.click();
    await expect.poll(() => liveText(page)).toContain("Changes saved");
    await expect.poll(() => page.getByText("Unsaved changes").count()).toBe(0);

    await page.reload();
    await expect.poll(() => box.inputValue()).toBe("0.5");
    expect(await limit.getByRole("radio", { name: "My own limit" }).isChecked()).toBe(true);

    // The project's preview is built under the saved limit: in volumes.
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Preview", exact: true }).click(),
    ]);
    const split = page.getByRole("status").filter({ hasText: "file size limit" });
    await expect.poll(() => split.textContent(), { timeout: 120_000 }).toMatch(/binder is in \d+ volumes/);
    await tab.close();
    await shot("3-volumes");

    // Back to the court's limit: saved, and shown so after reopening.
    await limit.getByRole("radio", { name: /This court's limit/ }).check();
    await save.click();
    await expect.poll(() => page.getByText("Unsaved changes").count()).toBe(0);
    await page.reload();
    await expect
      .poll(() => limit.getByRole("radio", { name: /This court's limit: 25 MB/ }).isChecked())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
