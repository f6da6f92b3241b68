// The builder's "Choose from your library", end to end in Chromium at 390 and 1280 px: a member has a signed lease
// (with their own description), a phone photo (described from the file's own data) and a TIFF scan in their library; on /create,
// with the required case fields filled, they open the picker, find the lease by searching and tick it by keyboard,
// tick the photo, and both arrive in "Your files, in exhibit order" with their descriptions. The TIFF scan, a kind the
// engine converts, can be ticked too (it was refused before issue 19); opened again, the picker marks the added
// files "Already in this binder". Escape closes it and gives focus back to the button that opened it. Then the same
// list on the project edit screen's "Add Files to Project" offers the scan too. axe-core finds nothing serious in
// either dialog; screenshots of both go to e2e/artifacts/library-picker/.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { makePdf } from "@courtready/engine/testing";
import { grantMembershipHere, signUpAndLogIn } from "../support/accounts.ts";
import { liveText, snapshot, snapshotElement, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { fillSmallClaimsCase, saveProjectAs } from "../support/builder.ts";
import { CORPUS } from "../support/corpus.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const IMAGES = path.join(CORPUS, "image");
const LEASE_NOTE = "Signed lease for apartment 4B, both signatures on page 2";
const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface LibraryFile {
  originalFilename: string;
  aiDescription: string | null;
  userDescription: string;
}

/** Puts one file in the library through its API, as the library page's upload dialog does (one request a file). */
async function upload(
  context: BrowserContext,
  name: string,
  mimeType: string,
  buffer: Buffer,
  userDescription = "",
): Promise<LibraryFile> {
  const url = suite.server.url;
  const csrf = (await context.cookies(url)).find((cookie) => cookie.name === "cr_csrf")?.value ?? "";
  const answer = await context.request.post(`${url}/api/user-files`, {
    headers: { "x-csrf-token": csrf, origin: url },
    multipart: { file: { name, mimeType, buffer }, category: "evidence", userDescription },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as LibraryFile;
}

/** A checkbox's accessible description: the text of the elements its aria-describedby names. */
async function descriptionOf(page: Page, checkbox: Locator): Promise<string> {
  const ids = ((await checkbox.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const parts: string[] = [];
  for (const id of ids) parts.push((await page.locator(`[id="${id}"]`).textContent()) ?? "");
  return parts.join(" | ");
}

/** axe-core (WCAG 2.1 A and AA) on the open dialog: its serious and critical violations, each with its elements. */
async function dialogViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'")))
    await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate<string[]>(
    `axe.run(document.querySelector("dialog[open]"), {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    }).then((result) => result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", ")))`,
  );
}

describe.each(VIEWPORTS)("the builder's library picker at $width px ($name)", (viewport) => {
  it("a member adds a saved lease and photo to the binder, with their descriptions; a TIFF scan can be picked too", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      // axe-core is added to the page as a script, which the app's Content Security Policy would refuse.
      bypassCSP: true,
    });
    const email = `picker.${viewport.name}@example.com`;
    await signUpAndLogIn(context, suite.server.url, { email });
    // A member's uploads are described: here by the built-in offline describer, from the file's own data.
    await grantMembershipHere(suite.server, email, "yearly");
    await upload(
      context,
      "lease.pdf",
      "application/pdf",
      Buffer.from(await makePdf([{ text: "Residential lease" }, { text: "Signatures" }])),
      LEASE_NOTE,
    );
    const photo = await upload(
      context,
      "testJPEG_EXIF.jpg",
      "image/jpeg",
      readFileSync(path.join(IMAGES, "testJPEG_EXIF.jpg")),
    );
    await upload(
      context,
      "testTIFF_multipage.tif",
      "image/tiff",
      readFileSync(path.join(IMAGES, "testTIFF_multipage.tif")),
    );
    expect(photo.aiDescription?.trim()).toBeTruthy();

    const page = await context.newPage();
    const errors = watchErrors(page);
    const shot = (name: string) => snapshot(page, "library-picker", `${viewport.name}-${name}`);
    // A dialog on its own, as big as it shows on the screen (a full-page shot of the builder makes it tiny).
    const dialogShot = (open: Locator, name: string) =>
      snapshotElement(open, "library-picker", `${viewport.name}-${name}`);

    // The required case fields first: library files wait for them, as files from the device do.
    await page.goto(`${suite.server.url}/create`);
    await fillSmallClaimsCase(page);

    const open = page.getByRole("button", { name: "Choose from your library" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Choose from your library" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const checkbox = (name: string) => dialog.getByRole("checkbox", { name, exact: true });
    const lease = checkbox("lease.pdf");
    const photoBox = checkbox("testJPEG_EXIF.jpg");
    const scan = checkbox("testTIFF_multipage.tif");
    await expect.poll(() => dialog.getByRole("checkbox").count()).toBe(3);

    // Every file is named by its file name alone and described by its details; the TIFF scan can be picked.
    expect(await scan.isDisabled()).toBe(false);
    expect(await descriptionOf(page, scan)).toMatch(/^Image · [\d.]+ K?B · \d+ pages? · Evidence$/);
    expect(await descriptionOf(page, lease)).toMatch(/^PDF Document · [\d.]+ K?B · 2 pages · Evidence$/);
    const add = dialog.getByRole("button", { name: /^Add/ });
    expect(await add.textContent()).toBe("Add files");
    expect(await add.isDisabled()).toBe(true);
    await dialogShot(dialog, "1-builder-picker");

    // Search finds the lease; Space ticks it from the keyboard.
    await dialog.getByLabel("Search your library").fill("lease");
    await expect.poll(() => dialog.getByRole("checkbox").count()).toBe(1);
    await lease.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => lease.isChecked()).toBe(true);
    expect(await add.textContent()).toBe("Add 1 file");
    await dialog.getByLabel("Search your library").fill("");
    await expect.poll(() => dialog.getByRole("checkbox").count()).toBe(3);
    expect(await lease.isChecked()).toBe(true);
    await photoBox.check();
    expect(await add.textContent()).toBe("Add 2 files");
    await add.click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Both are in the binder with the descriptions they had in the library: the person's own, and the one read from
    // the photo's data, marked so (issue 37: not called AI, since no AI wrote it).
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    const rows = list.getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(2);
    const leaseRow = rows.filter({ hasText: "lease.pdf" });
    const photoRow = rows.filter({ hasText: "testJPEG_EXIF.jpg" });
    expect(await leaseRow.textContent()).toContain(LEASE_NOTE);
    expect(await leaseRow.textContent()).not.toMatch(/From the file|Suggested by AI/);
    expect(await photoRow.textContent()).toContain(photo.aiDescription!.trim());
    expect(await photoRow.textContent()).toContain("From the file:");
    expect(await photoRow.textContent()).not.toContain("AI");
    await shot("2-builder-files");

    // Opened again, the picker marks what is already in the binder; Escape closes it and focus goes back.
    await open.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole("checkbox").count()).toBe(3);
    for (const box of [lease, photoBox]) {
      expect(await box.isChecked()).toBe(true);
      expect(await box.isDisabled()).toBe(true);
      expect(await descriptionOf(page, box)).toContain("Already in this binder");
    }
    expect(await scan.isChecked()).toBe(false);
    expect(await dialogViolations(page)).toEqual([]);
    await dialogShot(dialog, "3-builder-picker-again");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate("document.activeElement && document.activeElement.textContent")).toBe(
      "Choose from your library",
    );

    // Saved as a project, its edit screen's Add Files lists the same library, the scan among what can be added.
    await saveProjectAs(page, `Library picks ${viewport.name}`);
    await page.waitForURL(/\/create\?project=[0-9a-f-]{36}/);
    const projectId = new URL(page.url()).searchParams.get("project")!;
    await page.goto(`${suite.server.url}/project-edit/${projectId}`);
    await page.getByRole("button", { name: "Add Files", exact: true }).click();
    const addFiles = page.getByRole("dialog", { name: "Add Files to Project" });
    await expect.poll(() => addFiles.getByRole("checkbox").count()).toBe(3);
    const projectScan = addFiles.getByRole("checkbox", { name: "testTIFF_multipage.tif", exact: true });
    expect(await projectScan.isDisabled()).toBe(false);
    const projectLease = addFiles.getByRole("checkbox", { name: "lease.pdf", exact: true });
    expect(await projectLease.isDisabled()).toBe(false);
    await projectLease.check();
    expect(await addFiles.getByRole("button", { name: /^Add selected/ }).textContent()).toBe(
      "Add selected (1)",
    );
    expect(await dialogViolations(page)).toEqual([]);
    await dialogShot(addFiles, "4-project-add-files");
    await addFiles.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => addFiles.isVisible()).toBe(false);

    expect(await liveText(page)).not.toContain("Could not");
    expect(errors).toEqual([]);
    await context.close();
  });
});
