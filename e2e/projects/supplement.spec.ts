// Exhibits added after filing (issue 24), in Chromium at 390 and 1280 px: a saved project of two documents is
// previewed and marked filed on the edit screen; two more files are added through Add Files and saved; Build
// Supplement makes a supplement whose labels and page numbers continue the filed binder (read with pdftotext), shows
// its filing check panel, and the filed binder's bytes are the same before and after. The dashboard card says what was filed and what is not,
// wears a Filed badge, and the status filter's Filed choice (by keyboard) keeps it alone, across a reload.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FILING_CHECK_MESSAGES } from "@courtready/contracts";
import { createProject } from "../support/accounts.ts";
import { liveText, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { projectForm, textFiles } from "../support/builder.ts";
import { memberContext, useServerAndBrowser } from "../support/suite.ts";
import { pdfPagesOf } from "../support/pdf.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-supplement-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** pdftotext's pages of a PDF, whitespace folded. */
const pdfPages = (bytes: Buffer, name: string) => pdfPagesOf(bytes, work, name, { fold: true });

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const text = (name: string, body: string) => ({ name, mimeType: "text/plain", buffer: Buffer.from(body) });

describe.each(VIEWPORTS)("a supplement at $width px ($name)", (viewport) => {
  it("files a project, adds two files, and builds a supplement that continues it", async () => {
    const base = suite.server.url;
    const email = `supplement.${viewport.name}@example.com`;
    const context = await memberContext(suite, viewport, email);
    const name = `Deposit ${viewport.name}`;

    const form = projectForm(
      name,
      { role: "plaintiff", formData: { caseName: "Diaz v. Acme", caseNumber: "SC-7" } },
      textFiles(["lease.txt", "notice.txt"], (file) => `The ${file.replace(".txt", "")}.\n`),
    );
    const projectId = await createProject(context, base, form);
    // A second project never filed, for the dashboard's Filed filter (issue 37).
    const open = projectForm(
      `Repairs ${viewport.name}`,
      { role: "plaintiff", formData: { caseName: "Diaz v. Acme" } },
      [],
    );
    await createProject(context, base, open);

    const page = await context.newPage();
    const errors = watchErrors(page);
    const shot = (step: string) => snapshot(page, "supplement", `${viewport.name}-${step}`);
    await page.goto(`${base}/project-edit/${projectId}`);
    // Exactly "Filing": the supplement's "Filing check" panel inside it is a region too.
    const filing = page.getByRole("region", { name: "Filing", exact: true });
    await expect.poll(() => filing.textContent()).toContain("Not filed yet");

    // Generate the binder (it opens in a new tab), then say it was filed.
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/projects/${projectId}/preview`), {
        timeout: 120_000,
      }),
      page.getByRole("button", { name: "Preview", exact: true }).click(),
    ]);
    expect(answer.status()).toBe(200);
    for (const opened of context.pages()) if (opened !== page) await opened.close();
    await expect.poll(() => filing.textContent()).toContain("is not marked filed");
    await filing.getByLabel("Filed on").fill("2026-01-15");
    await shot("1-generated");
    await filing.getByRole("button", { name: "Mark as Filed" }).click();
    await expect
      .poll(() => filing.textContent())
      .toContain("Binder filed Jan 15, 2026: Exhibits 1–2, pages 1–4.");
    const download = filing.getByRole("link", { name: "Download the filed copy" });
    const filedUrl = (await download.getAttribute("href"))!;
    const filedBefore = await (await context.request.get(`${base}${filedUrl}`)).body();
    expect(pdfPages(filedBefore, `${viewport.name}-filed.pdf`)).toHaveLength(4);

    // Two more documents, added on the edit screen and saved.
    await page.getByRole("button", { name: "Add Files", exact: true }).click();
    const add = page.getByRole("dialog", { name: "Add Files to Project" });
    await add
      .locator('input[type="file"]')
      .setInputFiles([text("receipt.txt", "The receipt.\n"), text("photo-notes.txt", "The photo notes.\n")]);
    await expect.poll(() => liveText(page)).toContain("Added 2 file(s) to your project");
    // Moving a filed document is asked first; cancelled and moved back, the save goes ahead unasked.
    await page.getByRole("button", { name: "Move notice.txt up" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    const change = page.getByRole("dialog", { name: "Change what you filed?" });
    await expect.poll(() => change.textContent()).toContain("documents the court already has");
    await change.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Move notice.txt down" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => liveText(page)).toContain("Changes saved");
    await expect.poll(() => filing.textContent()).toContain("2 documents not filed yet");
    const rows = page.getByRole("list", { name: "Files in exhibit order" }).getByRole("listitem");
    await expect.poll(() => rows.filter({ hasText: "receipt.txt" }).textContent()).toContain("Not filed yet");
    const leaseRow = (await rows.filter({ hasText: "lease.txt" }).textContent()) ?? "";
    expect(leaseRow).toContain("Filed");
    expect(leaseRow).not.toContain("Not filed yet");
    await shot("2-pending");

    // A filed project's Preview asks before renumbering everything.
    await page.getByRole("button", { name: "New Binder" }).click();
    const ask = page.getByRole("dialog", { name: "Build a new binder?" });
    await expect.poll(() => ask.textContent()).toContain("it is not a supplement");
    await ask.getByRole("button", { name: "Cancel" }).click();

    const [built] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/projects/${projectId}/supplement`), {
        timeout: 120_000,
      }),
      filing.getByRole("button", { name: "Build Supplement" }).click(),
    ]);
    expect(built.status()).toBe(200);
    for (const opened of context.pages()) if (opened !== page) await opened.close();
    const { previewUrl } = (await built.json()) as { previewUrl: string };
    const pages = pdfPages(
      await (await context.request.get(`${base}${previewUrl}`)).body(),
      `${viewport.name}-supplement.pdf`,
    );
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain("SUPPLEMENTAL EXHIBITS");
    expect(pages[0]).toContain("to Plaintiff's Exhibit Binder, filed January 15, 2026");
    expect(pages[1]).toContain("SUPPLEMENTAL EXHIBIT INDEX");
    expect(pages[1]).toContain("Exhibits 1–2 (pages 1–4): see the Exhibit Index filed January 15, 2026");
    expect(pages[2]).toContain("Page 5 of 6");
    expect(pages[2]).toContain("Exhibit 3 – page 1 of 1");
    expect(pages[2]).toContain("The receipt.");
    expect(pages[3]).toContain("Page 6 of 6");
    expect(pages[3]).toContain("Exhibit 4 – page 1 of 1");
    expect(pages[3]).toContain("The photo notes.");
    // The supplement is meant to be filed, so it gets the builder's filing check panel; this project names no
    // court, so the panel says the check did not run and why, never "Ready to file" (a court's check: server test).
    const check = filing.getByTestId("filing-check");
    await expect.poll(() => check.textContent()).toContain(FILING_CHECK_MESSAGES.notRun);
    expect(await check.textContent()).toContain(FILING_CHECK_MESSAGES.notRunNoCourt);
    expect(await check.textContent()).not.toContain("Ready to file");

    // Filed too: both filings listed; the binder filed first is byte for byte what it was.
    await expect.poll(() => filing.textContent()).toContain("supplement you generated is not marked filed");
    await filing.getByLabel("Filed on").fill("2026-01-20");
    await filing.getByRole("button", { name: "Mark as Filed" }).click();
    await expect
      .poll(() => filing.textContent())
      .toContain("Supplement filed Jan 20, 2026: Exhibits 3–4, pages 5–6.");
    await shot("3-filed");
    const filedAfter = await (await context.request.get(`${base}${filedUrl}`)).body();
    expect(sha(filedAfter)).toBe(sha(filedBefore));

    await page.goto(`${base}/dashboard`);
    const card = page
      .getByRole("list", { name: "Saved projects" })
      .getByRole("listitem")
      .filter({ hasText: name });
    await expect
      .poll(() => card.textContent())
      .toContain("Filed Jan 20, 2026 (with 1 supplement), pages 1–6 · nothing pending");
    // Its badge says Filed (issue 37); the project never filed keeps its own.
    const cards = page.getByRole("list", { name: "Saved projects" }).getByRole("listitem");
    await expect.poll(() => card.getByText("Filed", { exact: true }).count()).toBe(1);
    await expect.poll(() => cards.count()).toBe(2);
    const repairs = cards.filter({ hasText: `Repairs ${viewport.name}` });
    expect(await repairs.getByText("Filed", { exact: true }).count()).toBe(0);
    await shot("4-dashboard");
    // The status filter by keyboard: Filed (the last choice) leaves the filed project alone, and a reload keeps it.
    const status = page.getByLabel("Status");
    await status.focus();
    await page.keyboard.press("End");
    await expect.poll(() => status.inputValue()).toBe("filed");
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("filed");
    await page.reload();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain(name);
    expect(await status.inputValue()).toBe("filed");
    await shot("5-dashboard-filed");
    expect(errors).toEqual([]);
    await context.close();
  });
});
