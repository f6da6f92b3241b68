// The enhanced print kit from the builder, on a phone: a member presses Generate Enhanced Kit and gets
// enhanced-kit.zip with the print and review versions, sticker labels, the Bates manifest and a quality report
// that flags the full Social Security number in one of the documents, and the page says so too. Real server,
// engine and Chromium.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { liveText, snapshot, VIEWPORTS } from "../support/browser.ts";
import { fillSmallClaimsCase } from "../support/builder.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";
import { KIT_FILES } from "@courtready/contracts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-kit-"));
const lease = path.join(work, "lease.pdf");
const ledger = path.join(work, "ledger.txt");

beforeAll(async () => {
  writeFileSync(lease, await makePdf([{ text: "Residential lease, page one" }, { text: "Signatures" }]));
  writeFileSync(ledger, "Rent ledger for Rosa Diaz\nSSN 123-45-6789\nPaid March 3, 2026: $1,250.00\n");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const [phone] = VIEWPORTS;

describe("the enhanced print kit", () => {
  it("a member downloads the kit, and its quality report points at the Social Security number", async () => {
    const email = "kit.member@example.com";
    const { context, page, errors } = await memberSession(suite, phone, email);

    await page.goto(`${suite.server.url}/create`);
    await fillSmallClaimsCase(page, { court: true });
    await page.locator('input[type="file"]').setInputFiles([lease, ledger]);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(2);

    const downloading = page.waitForEvent("download", { timeout: 120_000 });
    await page.getByRole("button", { name: "Generate Enhanced Kit" }).click();
    // The ledger's description says nothing a judge can use ("Text document"): asked once, built anyway.
    const question = page.getByRole("dialog", { name: "Some exhibits have no real description" });
    await expect.poll(() => question.isVisible()).toBe(true);
    expect(await question.textContent()).toContain("ledger.txt");
    await question.getByRole("button", { name: "Build Anyway" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("enhanced-kit.zip");
    await expect.poll(() => liveText(page)).toContain("Enhanced Kit Ready");
    // The builder reads the kit's verdict back and says what to fix, in words.
    const verdict = page.getByRole("region", { name: /Before you file/ });
    await expect.poll(() => verdict.isVisible()).toBe(true);
    expect(await verdict.textContent()).toMatch(
      /Fix before filing.*ledger\.txt.*full Social Security number/s,
    );
    await snapshot(page, "builder", "phone-5-enhanced-kit");
    const zipPath = path.join(work, "kit.zip");
    await download.saveAs(zipPath);
    const kit = unzipSync(new Uint8Array(readFileSync(zipPath)));
    expect(Object.keys(kit)).toEqual(expect.arrayContaining(["binder.pdf", ...Object.values(KIT_FILES)]));
    // The Bates manifest's first and last numbers are filled (issue 19: they were empty in the web kit).
    const manifest = new TextDecoder()
      .decode(kit["bates-manifest.csv"])
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(manifest[0]).toMatch(/,Bates first,Bates last$/);
    for (const line of manifest.slice(1)) expect(line).toMatch(/,[A-Z]+-\d{6},[A-Z]+-\d{6}$/);
    expect(manifest).toHaveLength(3);
    const report = JSON.parse(new TextDecoder().decode(kit["quality-report.json"])) as {
      status: string;
      summary: string[];
    };
    expect(report.status).toBe("fix");
    expect(report.summary.join("\n")).toMatch(
      /Exhibit 2 \(ledger\.txt\): page \d+ may show a full Social Security/,
    );
    expect(new TextDecoder().decode(kit["quality-report.html"])).not.toContain("123-45-6789");

    // The report is meant for a phone: open it as a person would and look.
    const reportPage = await context.newPage();
    await reportPage.setContent(new TextDecoder().decode(kit["quality-report.html"]));
    expect(await reportPage.getByRole("heading", { level: 1 }).textContent()).toBe("Binder quality report");
    expect(await reportPage.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(
      phone.width,
    );
    await snapshot(reportPage, "builder", "phone-6-quality-report");
    expect(errors).toEqual([]);
    await context.close();
  });
});
