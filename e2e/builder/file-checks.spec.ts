// Issue 19 item 3 end to end, at phone and desktop widths: an empty, a password-locked, a damaged and a mislabelled
// file (real corpus files) each show on their row what is wrong and what to do as soon as they are added, next to a
// good PDF marked Ready; Preview says how many need attention and points at the first; the locked PDF opens with its
// password typed on its row (a wrong one is said on the row); once the others are removed the preview has the
// unlocked PDF's pages. Screenshots go to e2e/artifacts/file-checks/.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { liveText, snapshot, VIEWPORTS } from "../support/browser.ts";
import { fillSmallClaimsCase } from "../support/builder.ts";
import { ROOT } from "../support/server.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const CORPUS = path.resolve(ROOT, "../shared/corpus");
const work = mkdtempSync(path.join(tmpdir(), "courtready-file-checks-"));
const lease = path.join(work, "lease.pdf");
const empty = path.join(work, "empty scan.pdf");
const LOCKED = path.join(CORPUS, "pdf/qpdf_enc-R6-V5_user-view_owner-master.pdf");
const DAMAGED = path.join(CORPUS, "office/testWORD_truncated.docx");
const MISLABELLED = path.join(CORPUS, "office/testWordPerfect_42.doc");

beforeAll(async () => {
  writeFileSync(lease, await makePdf([{ text: "Residential lease" }]));
  writeFileSync(empty, new Uint8Array());
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(VIEWPORTS)("file checks at $width px ($name)", (viewport) => {
  it("marks each problem file on its row as it is added, and a locked PDF opens with its password", async () => {
    const email = `checks.${viewport.name}@example.com`;
    const { context, page, errors } = await memberSession(suite, viewport, email);
    const shot = (name: string) => snapshot(page, "file-checks", `${viewport.name}-${name}`);

    await page.goto(`${suite.server.url}/create`);
    // Adding files before the required case details marks each missing field and moves to the first.
    await expect.poll(() => page.getByLabel(/^Case Name/).count()).toBe(1);
    await page.getByRole("button", { name: "Choose files" }).click();
    await expect.poll(() => liveText(page)).toContain("Complete Required Fields First");
    await expect
      .poll(() => page.evaluate<string>("document.activeElement ? document.activeElement.id : ''"))
      .toMatch(/^builder-field-/);
    // The plaintiff's name is required for small claims (the case name is not, so it stays unmarked).
    const plaintiff = page.getByLabel(/^Plaintiff \(Person Suing\)/);
    expect(await plaintiff.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel(/^Case Name/).getAttribute("aria-invalid")).toBeNull();
    expect(await page.getByText("Fill this in before adding files.").count()).toBeGreaterThanOrEqual(1);
    await shot("0-required-fields");
    await fillSmallClaimsCase(page);
    expect(await plaintiff.getAttribute("aria-invalid")).toBeNull();
    await page.locator('input[type="file"]').setInputFiles([lease, empty, LOCKED, DAMAGED, MISLABELLED]);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    const row = (name: string) => list.getByRole("listitem").filter({ hasText: name });
    const rowText = (name: string) => row(name).textContent();

    await expect.poll(() => rowText("lease.pdf"), { timeout: 60_000 }).toContain("Ready · 1 page");
    await expect
      .poll(() => rowText("empty scan.pdf"), { timeout: 60_000 })
      .toContain("Needs attention: This file is empty");
    await expect
      .poll(() => rowText("qpdf_enc"), { timeout: 60_000 })
      .toContain("Needs attention: This PDF is locked with a password");
    await expect
      .poll(() => rowText("testWORD_truncated.docx"), { timeout: 60_000 })
      .toContain("Needs attention: This file could not be opened");
    await expect
      .poll(() => rowText("testWordPerfect_42.doc"), { timeout: 60_000 })
      .toContain("Needs attention: This kind of file cannot go in a binder");
    expect(await rowText("testWORD_truncated.docx")).toContain("save a new copy");
    await shot("1-rows");

    // Preview says how many, in one line, and moves to the first file that needs attention.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect.poll(() => liveText(page)).toContain("4 files need attention");
    await expect
      .poll(() => page.evaluate<string>("document.activeElement ? document.activeElement.textContent : ''"))
      .toContain("empty scan.pdf");
    // On a phone the toast's details are one line; the reasons are on the rows.
    const overflow = await page.evaluate<string>(
      `getComputedStyle([...document.querySelectorAll("[role=alert] p")].find((p) => p.textContent.includes("Fix or remove them"))).textOverflow`,
    );
    expect(overflow).toBe(viewport.name === "phone" ? "ellipsis" : "clip");
    await shot("2-preview-stopped");

    // A wrong password is said on the row; the right one replaces the locked file with the opened copy.
    const locked = row("qpdf_enc");
    const password = locked.getByLabel(/Type it to unlock/);
    await password.fill("not-the-password");
    await locked.getByRole("button", { name: "Unlock" }).click();
    await expect.poll(() => locked.textContent()).toContain("does not open this PDF");
    expect(await password.inputValue()).toBe("");
    await password.fill("view");
    await locked.getByRole("button", { name: "Unlock" }).click();
    await expect.poll(() => rowText("qpdf_enc"), { timeout: 60_000 }).toContain("Ready · 30 pages");
    await shot("3-unlocked");

    for (const name of ["empty scan.pdf", "testWORD_truncated.docx", "testWordPerfect_42.doc"])
      await page.getByRole("button", { name: `Remove ${name}` }).click();
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Preview your binder" });
    await expect.poll(() => dialog.isVisible(), { timeout: 90_000 }).toBe(true);
    const table = dialog.getByRole("table");
    await expect.poll(() => table.locator("tbody tr").count()).toBe(2);
    expect(await table.locator("tbody tr").nth(1).textContent()).toMatch(/qpdf_enc.*PDF Document\s*30/);
    await shot("4-preview");
    expect(errors).toEqual([]);
    await context.close();
  });
});
