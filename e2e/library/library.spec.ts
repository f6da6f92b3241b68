// A person keeps evidence in the file library: uploads three files from the dashboard, finds one by a tag, opens
// its details, makes a folder and moves a file into it, and deletes one — in Chromium at phone and desktop widths.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import { liveText, snapshot, VIEWPORTS } from "../support/browser.ts";
import { signedUpSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
let files: { lease: string; photo: string; note: string; fake: string };

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-e2e-library-"));
  files = {
    lease: path.join(dir, "lease.pdf"),
    photo: path.join(dir, "kitchen-mould.jpg"),
    note: path.join(dir, "rent-notes.txt"),
    fake: path.join(dir, "not-a.pdf"),
  };
  writeFileSync(files.lease, await makePdf([{ text: "Residential lease" }, { text: "Signatures" }]));
  writeFileSync(files.photo, await makeJpeg(1600, 1200));
  writeFileSync(files.note, "Paid rent in cash on March 1, 2024. No receipt given.\n");
  writeFileSync(files.fake, "this is not a PDF at all");
});

describe.each(VIEWPORTS)("file library at $width px ($name)", (viewport) => {
  it("upload, search by tag, details, folder and move, delete", async () => {
    const { context, page, errors } = await signedUpSession(
      suite,
      viewport,
      `library.${viewport.name}@example.com`,
    );
    const shot = (name: string) => snapshot(page, "library", `${viewport.name}-${name}`);

    // Dashboard → Files tab: the empty state first.
    await page.goto(`${suite.server.url}/dashboard`);
    await page.getByRole("tab", { name: "Files" }).click();
    await expect.poll(() => page.getByText("No files yet").count()).toBe(1);
    await shot("1-empty");

    // Three files in one go, tagged; a fourth that is not what its name says fails with the reason.
    await page.getByRole("button", { name: "Upload Files" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Files" });
    await dialog.getByLabel("Files").setInputFiles([files.lease, files.photo, files.note, files.fake]);
    await dialog.getByLabel("Category").selectOption("evidence");
    await dialog.getByLabel(/^Tags/).fill("apartment 4B, 2024");
    await shot("2-upload-dialog");
    await dialog.getByRole("button", { name: "Upload Files" }).click();
    const problem = dialog.getByRole("alert");
    await expect
      .poll(() => problem.textContent(), { timeout: 60_000 })
      .toContain("Failed to upload not-a.pdf");
    const failureToast = page.getByRole("alert").filter({ hasText: "Upload failed" });
    await expect.poll(() => failureToast.count()).toBe(1);
    // The failed file stays on its own line with its reason (issue 37); the three others went through.
    const lines = dialog.getByRole("list", { name: "Files to upload" }).getByRole("listitem");
    await expect.poll(() => lines.allTextContents()).toEqual([expect.stringMatching(/^not-a\.pdfFailed: /)]);
    await shot("3-upload-failure");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const cards = page.getByRole("list").filter({ has: page.getByRole("button", { name: /^Actions for / }) });
    await expect
      .poll(() =>
        cards
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading") })
          .count(),
      )
      .toBe(3);
    await shot("4-three-files");

    // Search by tag finds all three; by a word of the notes file's name only it.
    await page.getByLabel("Search files").fill("apartment");
    await expect.poll(() => page.getByRole("heading", { level: 3 }).count()).toBe(3);
    await page.getByLabel("Search files").fill("rent-notes");
    await expect
      .poll(() => page.getByRole("heading", { level: 3 }).allTextContents())
      .toEqual(["rent-notes.txt"]);
    await page.getByLabel("Search files").fill("");

    // Details of the lease: type, pages, tags.
    await page.getByRole("button", { name: "Actions for lease.pdf" }).click();
    // Every choice of the ⋯ menu is on top where it is drawn, none cut off by its card (issue 37).
    for (const name of ["View Details", "Edit or move", "Delete"]) {
      const item = page.getByRole("button", { name, exact: true });
      // The page is scrolled, never the card: scrollIntoView would scroll a clipping card's own content and hide
      // the very clipping this looks for. (DOM code as strings: this project's types have no DOM.)
      const before = await item.boundingBox();
      await page.evaluate(`window.scrollBy(0, ${before!.y} - window.innerHeight / 2)`);
      const box = (await item.boundingBox())!;
      const hit = await page.evaluate(
        `document.elementFromPoint(${box.x + box.width / 2}, ${box.y + box.height - 2})?.closest("button")?.textContent ?? null`,
      );
      const onTop = hit === name;
      expect(onTop, `${name} is covered or clipped`).toBe(true);
    }
    await shot("4b-menu");
    await page.getByRole("button", { name: "View Details", exact: true }).click();
    const details = page.getByRole("dialog", { name: "lease.pdf" });
    await expect.poll(() => details.textContent()).toContain("PDF Document");
    await expect.poll(() => details.textContent()).toContain("apartment 4B, 2024");
    await shot("5-details");
    await details.getByRole("button", { name: "Close", exact: true }).last().click();

    // A folder, then the photo moved into it.
    await page.getByRole("button", { name: "New Folder" }).click();
    const folderDialog = page.getByRole("dialog", { name: "New Folder" });
    const create = folderDialog.getByRole("button", { name: "Create Folder" });
    expect(await create.isDisabled()).toBe(true);
    await folderDialog.getByLabel("Folder name").fill("Photos of the flat");
    await folderDialog.getByLabel("Folder name").press("Enter");
    await expect.poll(() => liveText(page)).toContain("Folder created successfully");
    await page.getByRole("button", { name: "Actions for kitchen-mould.jpg" }).click();
    await page.getByRole("button", { name: "Edit or move" }).click();
    const edit = page.getByRole("dialog", { name: "Edit kitchen-mould.jpg" });
    await edit.getByLabel("Folder").selectOption({ label: "Photos of the flat" });
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => liveText(page)).toContain("File updated");
    const folderFilter = page.getByLabel("Folder", { exact: true });
    await expect
      .poll(() => folderFilter.locator("option").allTextContents())
      .toContain("Photos of the flat (1)");
    await folderFilter.selectOption({ label: "Photos of the flat (1)" });
    await expect
      .poll(() => page.getByRole("heading", { level: 3 }).allTextContents())
      .toEqual(["kitchen-mould.jpg"]);
    await folderFilter.selectOption("");

    // Delete the notes file, after confirming.
    await page.getByRole("button", { name: "Actions for rent-notes.txt" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Delete this file?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect.poll(() => liveText(page)).toContain("File deleted successfully");
    await expect.poll(() => page.getByRole("heading", { level: 3 }).count()).toBe(2);

    // The library page shows the same files with its stat cards.
    await page.goto(`${suite.server.url}/file-library`);
    await expect.poll(() => page.getByRole("heading", { level: 3 }).count()).toBe(2);
    const stats = page.getByRole("definition");
    await expect.poll(() => stats.allTextContents()).toEqual(["2", "1", "1", "1"]);
    await shot("6-library-page");

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(VIEWPORTS)("several files at once on /file-library at $width px ($name)", (viewport) => {
  it("uploads the good files and names the bad one with its reason (issue 37)", async () => {
    const { context, page, errors } = await signedUpSession(
      suite,
      viewport,
      `library-page.${viewport.name}@example.com`,
    );
    await page.goto(`${suite.server.url}/file-library`);
    await page.getByRole("button", { name: "Upload Files" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Upload Files" });
    await dialog.getByLabel("Files").setInputFiles([files.lease, files.fake, files.note]);
    const lines = dialog.getByRole("list", { name: "Files to upload" }).getByRole("listitem");
    expect(await lines.count()).toBe(3);
    await dialog.getByRole("button", { name: "Upload Files" }).click();
    await expect
      .poll(() => lines.allTextContents(), { timeout: 60_000 })
      .toEqual([expect.stringMatching(/^not-a\.pdfFailed: .+/)]);
    await snapshot(page, "library", `${viewport.name}-page-several`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 3 }).allTextContents())
      .toEqual(expect.arrayContaining(["lease.pdf", "rent-notes.txt"]));
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
