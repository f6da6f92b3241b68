// One exhibit label per document everywhere, in Chromium at 390 and 1280 px: a saved project of four documents is
// reordered on the edit screen and saved with Keep Original Labels, then reordered again and saved with Update
// Labels. After each save the edit screen, the dashboard card, the Word export (its table read from the XML), the
// Preview PDF (stamps and index read with pdftotext) and the share page must all name the same label for the same
// document.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createProject, csrfHeaders } from "../support/accounts.ts";
import { liveText, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { memberContext, useServerAndBrowser } from "../support/suite.ts";
import { docxTableRows } from "../support/docx.ts";
import { pdfPagesOf } from "../support/pdf.ts";
import { previewBinder } from "../support/projects.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-labels-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NAMES = ["alpha.txt", "bravo.txt", "charlie.txt", "delta.txt"] as const;
type Pairs = [label: string, file: string][];

/** The Word document's table rows after the header: [label, document]. */
function wordPairs(docx: Uint8Array): Pairs {
  return docxTableRows(docx)
    .slice(1)
    .map((cells) => [cells[0]!, cells[2]!]);
}

describe.each(VIEWPORTS)("exhibit labels at $width px ($name)", (viewport) => {
  it("every output names the same label for each document, after Keep Original Labels and after Update Labels", async () => {
    const base = suite.server.url;
    const email = `labels.${viewport.name}@example.com`;
    const context = await memberContext(suite, viewport, email);
    const name = `Repairs ${viewport.name}`;

    // A saved project of four short documents, labelled 1–4.
    const form = new FormData();
    form.append("projectName", name);
    form.append("binderType", "small_claims");
    form.append("role", "plaintiff");
    for (const file of NAMES)
      form.append(
        "files",
        new File([`The ${file.replace(".txt", "")} document.\n`], file, { type: "text/plain" }),
      );
    const projectId = await createProject(context, base, form);

    const page = await context.newPage();
    const errors = watchErrors(page);
    const shot = (step: string) => snapshot(page, "labels", `${viewport.name}-${step}`);
    await page.goto(`${base}/project-edit/${projectId}`);
    const files = page.getByRole("list", { name: "Files in exhibit order" });
    const editPairs = async (): Promise<Pairs> =>
      (await files.getByRole("listitem").allTextContents()).map((text) => [
        /Exhibit (\S+?)Position/.exec(text)?.[1] ?? "?",
        /(alpha|bravo|charlie|delta)\.txt/.exec(text)?.[0] ?? "?",
      ]);
    await expect.poll(editPairs).toEqual(NAMES.map((file, i) => [String(i + 1), file]));

    /** Every output's [label, document] pairs, in the order it lists them. */
    const outputs = async (step: string) => {
      const edit = await editPairs();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export Word" }).click(),
      ]);
      const docx = path.join(work, `${viewport.name}-${step}.docx`);
      await download.saveAs(docx);
      const word = wordPairs(new Uint8Array(readFileSync(docx)));

      // Preview opens the binder in a new tab; its address comes back from the preview call.
      const pdf = await previewBinder(page, context, base, projectId);
      const pages = pdfPagesOf(pdf, work, `${viewport.name}-${step}.pdf`);
      const stamps: Pairs = pages
        .slice(2)
        .map((text) => [
          /Exhibit (\S+) – page 1 of 1/.exec(text)?.[1] ?? "?",
          `${/The (\w+) document\./.exec(text)?.[1] ?? "?"}.txt`,
        ]);
      const index: Pairs = [...pages[1]!.matchAll(/^\s*(\S+)\s+(\w+\.txt)\b/gm)].map((m) => [m[1]!, m[2]!]);

      await page.goto(`${base}/dashboard`);
      const card = page
        .getByRole("list", { name: "Saved projects" })
        .getByRole("listitem")
        .filter({ hasText: name });
      await expect.poll(() => card.textContent()).toContain("Exhibit");
      const dashboard: Pairs = [
        ...((await card.textContent()) ?? "").matchAll(/Exhibit (\S+): (\w+\.txt)/g),
      ].map((m) => [m[1]!, m[2]!]);
      await shot(`${step}-dashboard`);

      const link = await context.request.post(`${base}/api/projects/${projectId}/share`, {
        headers: await csrfHeaders(context, base),
        data: {},
      });
      const { shareUrl } = (await link.json()) as { shareUrl: string };
      const visitor = await suite.browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const shared = await visitor.newPage();
      await shared.goto(shareUrl);
      const exhibits = shared.getByRole("main").getByRole("listitem");
      await expect.poll(() => exhibits.count()).toBe(4);
      const share: Pairs = (await exhibits.allTextContents()).map((text) => [
        /^Exhibit (\S+?)(alpha|bravo|charlie|delta)/.exec(text)?.[1] ?? "?",
        /(alpha|bravo|charlie|delta)\.txt/.exec(text)?.[0] ?? "?",
      ]);
      await snapshot(shared, "labels", `${viewport.name}-${step}-shared`);
      await visitor.close();

      await page.goto(`${base}/project-edit/${projectId}`);
      await expect.poll(editPairs).toEqual(edit);
      return { edit, word, stamps, index, dashboard, share };
    };

    const moveUp = async (file: string, times: number) => {
      for (let i = 0; i < times; i++) await page.getByRole("button", { name: `Move ${file} up` }).click();
    };
    const save = async (choice: "Keep Original Labels" | "Update Labels", step: string) => {
      await page.getByRole("button", { name: "Save Changes" }).click();
      const dialog = page.getByRole("dialog", { name: "Update Exhibit Labels?" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await shot(`${step}-dialog`);
      await dialog.getByRole("button", { name: choice }).click();
      await expect.poll(() => liveText(page)).toContain("Changes saved");
      await shot(`${step}-edit`);
    };

    // Delta to the front: before saving, every file still shows the label it has.
    await moveUp("delta.txt", 3);
    const kept: Pairs = [
      ["4", "delta.txt"],
      ["1", "alpha.txt"],
      ["2", "bravo.txt"],
      ["3", "charlie.txt"],
    ];
    await expect.poll(editPairs).toEqual(kept);
    await save("Keep Original Labels", "1-keep");
    for (const [output, pairs] of Object.entries(await outputs("1-keep")))
      expect([output, pairs]).toEqual([output, kept]);

    // Charlie to the front, Update Labels: the labels follow the new order everywhere.
    await moveUp("charlie.txt", 3);
    await save("Update Labels", "2-update");
    const updated: Pairs = [
      ["1", "charlie.txt"],
      ["2", "delta.txt"],
      ["3", "alpha.txt"],
      ["4", "bravo.txt"],
    ];
    for (const [output, pairs] of Object.entries(await outputs("2-update")))
      expect([output, pairs]).toEqual([output, updated]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
