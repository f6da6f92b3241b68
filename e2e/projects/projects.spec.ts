// Saved projects end to end in Chromium at 390 and 1280 px: a member saves a project from the builder, finds it on
// the dashboard, reorders its files by keyboard on the edit screen and accepts the new labels, exports the exhibit
// list as Word (the .docx is opened and its table read), shares it with comment permission, and a signed-out
// browser leaves a comment that the owner then sees; then a file the builder filed in the library is added back to the
// project from the library.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { liveText, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { CORPUS } from "../support/corpus.ts";
import { saveProjectAs } from "../support/builder.ts";
import { docxTableRows } from "../support/docx.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-projects-"));
const lease = path.join(work, "lease.pdf");
const notes = path.join(work, "rent notes.txt");
const photo = path.join(CORPUS, "image/testJPEG_EXIF.jpg");

beforeAll(async () => {
  writeFileSync(lease, await makePdf([{ text: "Residential lease" }, { text: "Signatures" }]));
  writeFileSync(notes, "Rent paid on the first of every month.\nReceipts attached.\n");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(VIEWPORTS)("saved projects at $width px ($name)", (viewport) => {
  it("save from the builder, reorder by keyboard, relabel, export Word, share and receive a comment", async () => {
    const email = `projects.${viewport.name}@example.com`;
    const { context, page, errors } = await memberSession(suite, viewport, email);
    const shot = (name: string) => snapshot(page, "projects", `${viewport.name}-${name}`);
    const name = `Deposit case ${viewport.name}`;

    // The builder: case details and three files, then Save with a project name.
    await page.goto(`${suite.server.url}/create`);
    await expect.poll(() => page.getByLabel(/^Plaintiff \(Person Suing\)/).count()).toBe(1);
    await page.getByLabel(/^Case Name/).fill("Diaz v. Acme Property");
    await page.getByLabel(/^Case Number/).fill("SC-2026-0142");
    await page.getByLabel(/^Plaintiff \(Person Suing\)/).fill("Rosa Diaz");
    await page.getByLabel(/^Defendant \(Person Being Sued\)/).fill("Acme Property LLC");
    await page.locator('input[type="file"]').setInputFiles([lease, photo, notes]);
    const builderList = page.getByRole("list", { name: "Your files, in exhibit order" });
    await expect.poll(() => builderList.getByRole("listitem").count()).toBe(3);
    await saveProjectAs(page, name);
    await page.waitForURL(/\/create\?project=[0-9a-f-]{36}/);
    const projectId = new URL(page.url()).searchParams.get("project")!;

    // Save also files the builder's documents in the library (evidence), in the background.
    const evidence = async () => {
      const answer = await context.request.get(`${suite.server.url}/api/user-files?category=evidence`);
      const body = (await answer.json()) as { files: { originalFilename: string }[] };
      return body.files.map((f) => f.originalFilename).sort();
    };
    await expect.poll(evidence).toEqual(["lease.pdf", "rent notes.txt", "testJPEG_EXIF.jpg"]);

    // The dashboard lists it; Continue Editing opens the edit screen.
    await page.goto(`${suite.server.url}/dashboard`);
    const cards = page.getByRole("list", { name: "Saved projects" });
    await expect.poll(() => cards.textContent()).toContain(name);
    // Its files (and their library copies) count toward the person's storage, said in words beside a bar.
    const storage = page.getByRole("meter", { name: "Storage" });
    await expect
      .poll(() => storage.getAttribute("aria-valuetext"))
      .toMatch(/^[\d.,]+ (bytes|KB|MB) of 2,048 MB used$/);
    await shot("1-dashboard");
    await page.getByRole("link", { name: `Continue Editing ${name}` }).click();
    await page.waitForURL(`${suite.server.url}/project-edit/${projectId}`);
    const files = page.getByRole("list", { name: "Files in exhibit order" });
    const order = async () =>
      (await files.getByRole("listitem").allTextContents()).map(
        (text) => /lease\.pdf|testJPEG_EXIF\.jpg|rent notes\.txt/.exec(text)?.[0],
      );
    await expect.poll(order).toEqual(["lease.pdf", "testJPEG_EXIF.jpg", "rent notes.txt"]);

    // By keyboard alone: the lease goes last, then Save Changes asks about the labels.
    for (let i = 0; i < 2; i++) {
      await page.getByRole("button", { name: "Move lease.pdf down" }).focus();
      await page.keyboard.press("Enter");
    }
    await expect.poll(order).toEqual(["testJPEG_EXIF.jpg", "rent notes.txt", "lease.pdf"]);
    await expect.poll(() => page.getByText("Unsaved changes").count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Save Changes" }).click();
    const relabel = page.getByRole("dialog", { name: "Update Exhibit Labels?" });
    await expect.poll(() => relabel.isVisible()).toBe(true);
    await shot("2-relabel");
    await relabel.getByRole("button", { name: "Update Labels" }).click();
    await expect.poll(() => liveText(page)).toContain("Changes saved");
    const rows = await files.getByRole("listitem").allTextContents();
    expect(rows[0]).toMatch(/Exhibit 1[\s\S]*testJPEG_EXIF\.jpg/);
    expect(rows[2]).toMatch(/Exhibit 3[\s\S]*lease\.pdf/);

    // Export Word: the exhibit list as an editable table, in the new order.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export Word" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}.docx`);
    const docxPath = path.join(work, `${viewport.name}.docx`);
    await download.saveAs(docxPath);
    const table = docxTableRows(new Uint8Array(readFileSync(docxPath)));
    expect(table[0]).toEqual(["Exhibit", "Description", "Document", "Pages", "Page range"]);
    expect(table.slice(1).map((row) => [row[0], row[2], row[3]])).toEqual([
      ["1", "testJPEG_EXIF.jpg", "1"],
      ["2", "rent notes.txt", "1"],
      ["3", "lease.pdf", "2"],
    ]);

    // Share with comment permission from the dashboard.
    await page.goto(`${suite.server.url}/dashboard`);
    await page.getByRole("button", { name: `Share ${name}` }).click();
    const share = page.getByRole("dialog");
    await share.getByLabel("What people with the link can do").selectOption("comment");
    await share.getByRole("button", { name: "Create Link" }).click();
    const link = share.getByLabel("Share link");
    await expect.poll(() => link.inputValue()).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const shareUrl = await link.inputValue();
    await shot("3-share");

    // Someone signed out opens the link and leaves a comment.
    const visitorContext = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const visitor = await visitorContext.newPage();
    const visitorErrors = watchErrors(visitor);
    await visitor.goto(shareUrl);
    await expect.poll(() => visitor.locator("main h1").textContent()).toContain(name);
    expect(await visitor.getByRole("main").textContent()).toContain("lease.pdf");
    await visitor.getByLabel(/^Your name/).fill("Legal aid volunteer");
    await visitor.getByLabel(/^Comment/).fill("Put the lease first: it is what the case is about.");
    await visitor.getByRole("button", { name: "Send comment" }).click();
    await expect.poll(() => liveText(visitor)).toMatch(/comment/i);
    await snapshot(visitor, "projects", `${viewport.name}-4-shared-page`);
    expect(visitorErrors).toEqual([]);
    await visitorContext.close();

    // The owner sees it on the edit screen.
    await page.goto(`${suite.server.url}/project-edit/${projectId}`);
    const comments = page.getByRole("region", { name: "Comments" });
    await expect.poll(() => comments.textContent()).toContain("Put the lease first");
    expect(await comments.textContent()).toContain("Legal aid volunteer");
    await shot("5-comments");

    // A document the builder filed in the library goes into the project from there.
    await page.getByRole("button", { name: "Add Files", exact: true }).click();
    const add = page.getByRole("dialog", { name: "Add Files to Project" });
    await add.getByLabel("Search your library").fill("rent");
    await add.getByRole("checkbox", { name: /rent notes\.txt/ }).check();
    await add.getByRole("button", { name: /^Add selected/ }).click();
    await expect.poll(() => liveText(page)).toContain("Added 1 file(s) to your project");
    await expect.poll(() => files.getByRole("listitem").count()).toBe(4);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => liveText(page)).toContain("Changes saved");
    await page.reload();
    await expect.poll(() => files.getByRole("listitem").count()).toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  });
});
