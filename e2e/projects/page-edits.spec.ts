// A saved project's page edits on the edit screen (issue 37 §3), in Chromium at 390 and 1280 px against the built
// server: the lease's row opens the Pages panel with its pages drawn from the project's copy, page 1 is turned and
// page 2 removed (kept on the project at once, without Save), the files are reordered and saved, the edits are
// still there after a reload, and the project's Preview (its Generate) holds the note then the lease's three pages,
// page 1 landscape, with the index counting three pages. Screenshots of the panel go to e2e/artifacts/projects/
// (E2E_SCREENSHOTS=1).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { liveText, snapshotElement, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { specPdfs } from "../support/builder-files.ts";
import { overflowPx } from "../support/leftovers.ts";
import { landscapePages, pdfPages } from "../support/pdf.ts";
import { cookCountyProject, previewBinder } from "../support/projects.ts";
import { memberContext, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const { work, write } = specPdfs("project-page-edits");

describe.each(VIEWPORTS)("a saved project's page edits at $width px ($name)", (viewport) => {
  it("turns and removes a lease's pages on the edit screen, keeps them through a reorder, and Preview shows them", async () => {
    const base = suite.server.url;
    const context = await memberContext(suite, viewport, `project-pages.${viewport.name}@example.com`);
    const lease = await write("lease.pdf", ["LEASE one", "LEASE two", "LEASE three", "LEASE four"]);
    const note = await write("note.pdf", ["NOTE only"]);
    const projectId = await cookCountyProject(context, base, `Lease pages ${viewport.name}`, {
      paths: [lease, note],
      type: "application/pdf",
    });
    const savedEdits = async () => {
      const saved = await context.request.get(`${base}/api/projects/${projectId}`);
      const files = ((await saved.json()) as { files: { filename: string; pageEdits?: unknown }[] }).files;
      return files.find((f) => f.filename === "lease.pdf")?.pageEdits ?? null;
    };

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/project-edit/${projectId}`);
    const row = page.getByRole("listitem").filter({ hasText: "lease.pdf" }).first();
    await page.getByRole("button", { name: "Pages of lease.pdf: turn, remove or reorder" }).click();
    const pages = page.getByRole("list", { name: "Pages of lease.pdf in binder order" });
    // The count comes with the first pictures, drawn from the project's copy of the file.
    await expect.poll(() => pages.getByRole("listitem").count(), { timeout: 60_000 }).toBe(4);
    await expect.poll(() => pages.locator("img").count(), { timeout: 60_000 }).toBe(4);
    await pages.getByRole("button", { name: "Turn page 1 a quarter to the right" }).click();
    await pages.getByRole("button", { name: "Remove page 2 from the binder" }).click();
    await expect.poll(() => row.textContent()).toContain("3 pages of 4 in the binder");
    // Kept on the project as made: nothing is left for Save Changes.
    await expect.poll(savedEdits).toEqual({ remove: [2], rotate: [{ page: 1, turn: 90 }] });
    expect(await page.getByRole("button", { name: "Save Changes" }).isDisabled()).toBe(true);
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    await pages.scrollIntoViewIfNeeded();
    await snapshotElement(row, "projects", `${viewport.name}-page-edits-panel`);

    // The note before the lease, saved: the lease's edits stay on it.
    await page.getByRole("button", { name: "Move note.pdf up" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    const relabel = page.getByRole("dialog", { name: "Update Exhibit Labels?" });
    await expect.poll(() => relabel.isVisible()).toBe(true);
    await relabel.getByRole("button", { name: "Keep Original Labels" }).click();
    await expect.poll(() => liveText(page)).toContain("Changes saved");
    expect(await savedEdits()).toEqual({ remove: [2], rotate: [{ page: 1, turn: 90 }] });
    await page.reload();
    const reloaded = page.getByRole("listitem").filter({ hasText: "lease.pdf" }).first();
    await expect.poll(() => reloaded.textContent()).toContain("Pages edited");
    await page.getByRole("button", { name: "Pages of lease.pdf: turn, remove or reorder" }).click();
    await expect
      .poll(() => reloaded.textContent(), { timeout: 60_000 })
      .toContain("3 pages of 4 in the binder");

    // Preview builds the binder from the project, with the lease's edits.
    const binder = path.join(work, `binder-${viewport.name}.pdf`);
    writeFileSync(binder, await previewBinder(page, context, base, projectId));
    // Cover, index, the note, the lease's pages 1, 3 and 4.
    expect(Number(execFileSync("qpdf", ["--show-npages", binder], { encoding: "utf8" }).trim())).toBe(6);
    const texts = pdfPages(binder, { fold: true });
    expect(texts[2]).toContain("NOTE only");
    expect(texts[3]).toContain("LEASE one");
    expect(texts[4]).toContain("LEASE three");
    expect(texts[5]).toContain("LEASE four");
    expect(texts.join(" ")).not.toContain("LEASE two");
    // The index: the note on page 3, the lease's three pages on 4–6.
    expect(texts[1]).toMatch(/note\.pdf PDF Document 1 3 [^]*lease\.pdf PDF Document 3 4–6/);
    // Page 1 was turned: a portrait page turned a quarter is placed on a landscape page; the others stay portrait.
    expect(landscapePages(binder, 4, 6)).toEqual([true, false, false]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
