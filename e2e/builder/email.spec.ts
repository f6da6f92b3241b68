// E-mail as an exhibit (issue 38), in Chromium at 390 and 1280 px against the built server: a mailbox (.mbox) of two
// threads is added to the builder, its row lists the threads by subject, the person finds one by an address, picks
// it and its days; Preview shows it as one PDF exhibit, and the binder Generate builds has every e-mail of that range
// in order with From, To, Subject and time, a line for the one left out, no mail of the other thread, and the
// generated description in its index; the lease attached to the last e-mail, added from "Choose messages" in one
// tap, is Exhibit 2, described by that e-mail (no "no real description" question). Screenshots (E2E_SCREENSHOTS=1) of the picker go to e2e/artifacts/email/.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { makePdf } from "@courtready/engine/testing";
import { firstMissingInOrder } from "@courtready/engine/testing/messages";
import { liveText, snapshot, snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { downloadBinderPdf, fillSmallClaimsCase } from "../support/builder.ts";
import { MBOX, writeMailbox } from "../support/mailbox.ts";
import { pdfPages, pdfText } from "../support/pdf.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-email-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * "Choose messages" lists the thread's e-mails of the days picked; the last one's PDF is added as its own exhibit in
 * one tap: the server takes it out of the mailbox and it joins the list as a file of its own name, checked.
 */
async function addAttachedLease(picker: Locator, list: Locator): Promise<void> {
  await picker.getByRole("button", { name: "Choose messages" }).click();
  const chooser = picker.locator("[data-message-chooser]");
  const listed = chooser.getByRole("list", { name: /^Messages in .*Heating/ });
  await expect.poll(() => listed.getByRole("checkbox").count(), { timeout: 60_000 }).toBe(2);
  expect(await listed.textContent()).toContain("Attached: lease.pdf");
  await chooser.getByRole("button", { name: "Add as its own exhibit" }).click();
  await expect
    .poll(() => chooser.textContent(), { timeout: 60_000 })
    .toContain("Added to your exhibits as “lease.pdf”.");
  const added = list.getByRole("listitem").filter({ hasText: "lease.pdf" }).last();
  await expect.poll(() => added.textContent(), { timeout: 60_000 }).toContain("Ready");
}

describe.each(VIEWPORTS)("an e-mail mailbox in the builder at $width px ($name)", (viewport) => {
  it("picks a thread and its days, previews it and builds its transcript in order", async () => {
    const file = writeMailbox(work, await makePdf([{ text: "LEASE AGREEMENT PAGE ONE" }]));
    const { context, page, errors } = await memberSession(
      suite,
      viewport,
      `email.${viewport.name}@example.com`,
      {
        timezoneId: "America/New_York",
      },
    );

    await page.goto(`${suite.server.url}/create`);
    await fillSmallClaimsCase(page);
    const input = page.locator('input[type="file"]');
    const accept = ((await input.getAttribute("accept")) ?? "").split(",");
    for (const kind of [".eml", ".mbox", ".msg"]) expect(accept).toContain(kind);
    await input.setInputFiles([file]);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    const row = list.getByRole("listitem").filter({ hasText: MBOX });
    const picker = row.locator("[data-message-picker]");
    await expect.poll(() => picker.count(), { timeout: 60_000 }).toBe(1);

    // Two threads, by subject, the longest first; nothing picked yet.
    expect(await picker.textContent()).toContain("E-mail mailbox (.mbox) · 2 e-mail threads");
    expect(await picker.textContent()).toContain("Pick at least one thread.");
    const threads = picker.getByRole("list", { name: "E-mail threads" });
    expect(await threads.getByRole("checkbox").count()).toBe(2);
    await picker.getByLabel("Find a thread by subject, name or address").fill("bob@landlord");
    await expect.poll(() => threads.getByRole("checkbox").count()).toBe(1);
    const heating = threads.getByRole("checkbox", { name: /Heating/ });
    expect(await threads.textContent()).toContain("3 e-mails · Mar 3, 2025 – Mar 5, 2025");
    await heating.check();
    await picker.getByLabel("From (first day shown)").fill("2025-03-04");
    await picker.getByLabel("To (last day shown)").fill("2025-03-05");
    await addAttachedLease(picker, list);
    await picker.scrollIntoViewIfNeeded();
    await snapshotElement(row, "email", `${viewport.name}-1-picker`);

    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByRole("dialog", { name: "Preview your binder" });
    await expect.poll(() => preview.isVisible(), { timeout: 90_000 }).toBe(true);
    await expect.poll(() => preview.textContent(), { timeout: 90_000 }).toContain("Ready");
    const cells = (
      await preview.getByRole("table").locator("tbody tr th, tbody tr td").allTextContents()
    ).map((cell) => cell.trim());
    expect(cells.slice(0, 3)).toEqual(["1", MBOX, "PDF Document"]);
    expect(cells.slice(5, 8)).toEqual(["2", "lease.pdf", "PDF Document"]);
    await snapshot(page, "email", `${viewport.name}-2-preview`);

    await preview.getByRole("button", { name: "Generate Binder" }).click();
    // The added attachment is described by the e-mail it came with (the engine's line), so Generate asks nothing.
    const ready = page.getByRole("region", { name: "Your binder is ready" });
    await expect.poll(() => ready.isVisible(), { timeout: 180_000 }).toBe(true);
    expect(await page.getByRole("dialog", { name: "Some exhibits have no real description" }).count()).toBe(
      0,
    );
    const binder = await downloadBinderPdf(page, work, viewport.name);
    const words = pdfText(binder);
    expect(
      firstMissingInOrder(words, [
        "[ 1 message on Mar 3 not included ]",
        "Bob Landlord (bob@landlord.example) — Mar 4, 2025, 10:00:00 AM EST",
        "To: Jane Tenant <jane@tenant.example>",
        "Subject: Re: Heating",
        "Heating mail 2",
        "Jane Tenant (jane@tenant.example) — Mar 5, 2025, 10:00:00 AM EST",
        "the lease is attached",
        "lease.pdf",
        // The attachment as its own exhibit, after the transcript, stamped like any exhibit.
        "LEASE AGREEMENT PAGE ONE",
      ]),
    ).toBeUndefined();
    expect(words).toMatch(/PLAINTIFF'S EXHIBIT 2/);
    expect(words).not.toContain("Heating mail 1");
    expect(words).not.toContain("Party mail");
    // The index (page 2) describes the exhibit from the choice: the people, the days, how many were shown.
    const index = pdfPages(binder, { fold: true })[1] ?? "";
    expect(index).toContain("E-mails between");
    expect(index).toMatch(/March 4 – March 5, 2025, 2 of 3/);
    // Exhibit 2's line is the engine's, naming the e-mail (its first words: a table cell wraps the rest).
    expect(index).toContain('Attachment "lease.pdf"');
    expect(await liveText(page)).not.toContain("Error");
    expect(errors).toEqual([]);
    await context.close();
  });
});
