// The project edit screen's sections and scan choice (issue 37 §3), in Chromium at 390 and 1280 px against the
// built server: a saved project's files are put in two sections on their rows (kept at once, back after a reload,
// without the builder); its preview under a 1 MB limit comes in volumes, the screen then offers "Make the scans
// smaller", the choice is kept with the project, and the next preview is one file. Screenshots of both go to
// e2e/artifacts/projects/ (E2E_SCREENSHOTS=1).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeScannedPdf } from "@courtready/engine/testing";
import { cookCountyProject } from "../support/projects.ts";
import { snapshotElement, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { overflowPx } from "../support/leftovers.ts";
import { memberContext, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-project-sections-"));
let scans: string[];

beforeAll(async () => {
  // Each about 0.7 MB at 600 dpi: three make volumes under 1 MB, and fit once made smaller.
  scans = [];
  for (const seed of [1, 2, 3]) {
    const file = path.join(work, `scan-${seed}.pdf`);
    writeFileSync(file, await makeScannedPdf(1050, 1.75, seed));
    scans.push(file);
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(VIEWPORTS)("the edit screen's sections and scans at $width px ($name)", (viewport) => {
  /** A saved project of the three scans under a 1 MB limit, and the edit screen open on it. */
  async function openProject(who: string) {
    const base = suite.server.url;
    const context = await memberContext(suite, viewport, `${who}.${viewport.name}@example.com`);
    const projectId = await cookCountyProject(
      context,
      base,
      `Repairs ${viewport.name}`,
      { paths: scans, type: "application/pdf" },
      { sizeLimit: "1" },
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/project-edit/${projectId}`);
    return { base, context, projectId, page, errors };
  }

  it("puts saved files in sections on their rows, kept without Save and back after a reload", async () => {
    const { base, context, projectId, page, errors } = await openProject("project-sections");
    // Sections: named below the list, chosen on each saved row, kept without Save.
    await page.getByRole("button", { name: "Group into sections" }).click();
    const name = page.getByLabel("Section name");
    for (const title of ["Before repairs", "After repairs"]) {
      await name.fill(title);
      await name.press("Enter");
    }
    const choose = async (file: string, title: string) => {
      const select = page.getByRole("combobox", { name: `Section of ${file}` });
      await select.focus();
      await select.selectOption({ label: title });
    };
    await choose("scan-1.pdf", "Before repairs");
    await choose("scan-3.pdf", "After repairs");
    // scan-2 has none: a project's build puts it under the tab before it, so nothing is said against it.
    expect(await page.getByText(/is in no section/).count()).toBe(0);
    expect(await page.getByText("Unsaved changes").count()).toBe(0);
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    const row = page.getByRole("listitem").filter({ hasText: "scan-3.pdf" }).first();
    await row.scrollIntoViewIfNeeded();
    await snapshotElement(row, "projects", `${viewport.name}-section-row`);
    const panel = page.getByRole("region", { name: "Group into sections" });
    await snapshotElement(panel, "projects", `${viewport.name}-sections-panel`);
    // Kept on the server as chosen: back after a reload.
    await expect
      .poll(async () => {
        const saved = await context.request.get(`${base}/api/projects/${projectId}`);
        return ((await saved.json()) as { files: { section?: string | null }[] }).files.map(
          (f) => f.section ?? null,
        );
      })
      .toEqual(["Before repairs", null, "After repairs"]);
    await page.reload();
    await expect
      .poll(() => page.getByRole("combobox", { name: "Section of scan-3.pdf" }).inputValue())
      .toBe("After repairs");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers 'Make the scans smaller' after a preview in volumes, keeps it, and previews one file", async () => {
    const { base, context, projectId, page, errors } = await openProject("project-scans");
    // The preview under 1 MB comes in volumes; the screen then offers smaller scans. A preview is done when the
    // project records it (lastGeneratedAt), whether it came in volumes or not.
    const generatedAt = async () => {
      const saved = await context.request.get(`${base}/api/projects/${projectId}`);
      return ((await saved.json()) as { lastGeneratedAt: string | null }).lastGeneratedAt;
    };
    const preview = async () => {
      const before = await generatedAt();
      const [tab] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("button", { name: "Preview", exact: true }).click(),
      ]);
      await expect.poll(generatedAt, { timeout: 180_000 }).not.toBe(before);
      await expect
        .poll(() => page.getByRole("button", { name: "Preview", exact: true }).isEnabled())
        .toBe(true);
      await tab.close();
    };
    await preview();
    const choice = page.getByRole("group", { name: "Scans and the file size limit" });
    await expect.poll(() => choice.textContent()).toMatch(/The last preview came in \d+ volumes/);
    expect(await choice.getByRole("radio", { name: /Split into volumes/ }).isChecked()).toBe(true);
    await choice.getByRole("radio", { name: /Make the scans smaller/ }).check();
    await expect.poll(() => choice.textContent()).toContain("Saved with the project.");
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    await choice.scrollIntoViewIfNeeded();
    await snapshotElement(choice, "projects", `${viewport.name}-scan-choice`);
    const saved = await context.request.get(`${base}/api/projects/${projectId}`);
    expect(((await saved.json()) as { compressScans?: boolean }).compressScans).toBe(true);

    // The next preview follows the kept choice: one file, no volumes said.
    await preview();
    expect(await page.getByText(/binder is in \d+ volumes/).count()).toBe(0);
    await expect.poll(() => choice.textContent()).toContain("This project makes its scans smaller");
    expect(errors).toEqual([]);
    await context.close();
  });
});
