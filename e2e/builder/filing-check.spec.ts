// "Will the clerk take it?" in the builder (issue 36), at both widths: Harris County (Texas) chosen, a scan with no
// text layer and a PDF with a fillable form field added, Generate; the Filing check panel says what blocks filing
// before anything is downloaded, one button fixes each, the check passes, and the files downloaded pass
// `courtready check --court tx_harris` run as a person runs it. Real server, engine, CLI and Chromium.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Download } from "playwright-core";
import { PDFDocument } from "@cantoo/pdf-lib";
import { makePdf } from "@courtready/engine/testing";
import {
  FILING_CHECK_MESSAGES as M,
  ZBuildProgress,
  ZFilingCheckReport,
  ZRenderResponse,
} from "@courtready/contracts";
import type { TFilingCheckReport } from "@courtready/contracts";
import { snapshot, VIEWPORTS } from "../support/browser.ts";
import { captionShown, chooseCourt, fillSmallClaimsCase, makeFilledForm } from "../support/builder.ts";
import { courtready } from "../support/cli.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const run = promisify(execFile);
const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-filing-check-"));
const scan = path.join(work, "scanned-lease.pdf");
const form = path.join(work, "repair-request-form.pdf");

/**
 * A scan as a phone or copier makes one: a typed page drawn at 200 dpi into a picture, the picture the whole page,
 * no text layer (so OCR has words to find).
 */
async function makeScan(): Promise<Uint8Array> {
  const typed = path.join(work, "typed.pdf");
  writeFileSync(
    typed,
    await makePdf([
      { text: "RESIDENTIAL LEASE AGREEMENT between Rosa Diaz and Acme Property LLC, rent 1200 dollars" },
    ]),
  );
  await run("pdftoppm", ["-r", "200", "-png", "-singlefile", typed, path.join(work, "typed")]);
  const doc = await PDFDocument.create();
  const picture = await doc.embedPng(readFileSync(path.join(work, "typed.png")));
  const page = doc.addPage([612, 792]);
  page.drawImage(picture, { x: 0, y: 0, width: 612, height: 792 });
  return doc.save();
}

beforeAll(async () => {
  writeFileSync(scan, await makeScan());
  writeFileSync(form, await makeFilledForm());
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(VIEWPORTS)("the filing check at $width px ($name)", (viewport) => {
  it("says what blocks filing at Harris County, fixes each in one step, and the downloads pass courtready check", async () => {
    const email = `filing-check.${viewport.name}@example.com`;
    const { context, page, errors } = await memberSession(suite, viewport, email);
    // The filing check the server answered for the last build: the render's answer carries it, and the kit's is
    // read from its build's progress. Undefined until an answer with one arrives.
    let answered: TFilingCheckReport | null | undefined;
    page.on("response", async (response) => {
      const where = new URL(response.url()).pathname;
      if (!response.ok()) return;
      if (where === "/api/binders/render")
        answered = ZRenderResponse.parse(await response.json()).filing_check;
      else if (/^\/api\/builds\/[^/]+\/progress$/.test(where)) {
        const outcome = ZBuildProgress.parse(await response.json()).outcome;
        if (outcome?.filing_check !== undefined) answered = outcome.filing_check;
      }
    });
    const lastCheck = async (): Promise<TFilingCheckReport> => {
      await expect.poll(() => answered, { timeout: 10_000 }).toBeDefined();
      return ZFilingCheckReport.parse(answered);
    };
    // The enhanced kit (the OCR fix) downloads itself; the last download is the files as the person has them.
    const downloads: Download[] = [];
    page.on("download", (download) => downloads.push(download));

    await page.goto(`${suite.server.url}/create`);
    await chooseCourt(page, "Houston", /Harris County/);
    // The court the binder names is the one that hears the case there (issue 37), and the check names it too.
    const courtLabel = await captionShown(page);
    expect(courtLabel).toMatch(/Harris County/);
    await fillSmallClaimsCase(page);
    await page.locator('input[type="file"]').setInputFiles([scan, form]);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    await expect.poll(() => list.getByText(/Ready ·/).count(), { timeout: 120_000 }).toBe(2);

    await page.getByRole("button", { name: "Generate Binder" }).click();
    await page.getByRole("button", { name: "Build Anyway" }).click();
    const panel = page.getByRole("region", { name: M.title });
    const panelText = async () => ((await panel.count()) > 0 ? ((await panel.textContent()) ?? "") : "");
    // The verdict, once the check has run (while it runs, the panel says it is checking).
    const verdict = /Not ready to file|Ready to file|did not run/;
    await expect.poll(panelText, { timeout: 180_000 }).toMatch(verdict);
    const first = await panelText();
    expect(first).toContain(M.blocked(courtLabel));
    expect(first).toContain(M.blockers);
    // The scan has no searchable text: Texas requires it, and the panel offers OCR for it.
    const firstReport = await lastCheck();
    const blockerRules = firstReport.files.flatMap((f) =>
      f.findings.filter((x) => x.severity === "blocker").map((x) => x.rule),
    );
    expect(blockerRules).toContain("not-searchable");
    expect(await panel.getByRole("button", { name: M.fixes.ocr }).count()).toBe(1);
    // Each finding names its file and the court's rule, linked where it has an address.
    expect(await panel.getByRole("link").count()).toBeGreaterThan(0);
    await panel.scrollIntoViewIfNeeded();
    await snapshot(page, "builder", `${viewport.name}-filing-check-1-blocked`);

    // One button a fix, until nothing blocks: each rebuilds and the check runs again.
    const fixNames: string[] = Object.values(M.fixes);
    const pressed: string[] = [];
    for (let round = 0; round < fixNames.length; round++) {
      const buttons = panel.getByRole("button");
      const names = (await buttons.allTextContents()).filter((name) => fixNames.includes(name));
      if (names.length === 0) break;
      expect(pressed, "a fix offered again after it was made").not.toContain(names[0]);
      pressed.push(names[0]!);
      answered = undefined;
      await panel.getByRole("button", { name: names[0] }).click();
      await expect.poll(panelText, { timeout: 10_000 }).toContain(M.rebuilding);
      // The last verdict stays in view while the rebuild runs: wait for the rebuild to end, then read the new one.
      await expect.poll(panelText, { timeout: 300_000 }).not.toContain(M.rebuilding);
      await expect.poll(panelText, { timeout: 10_000 }).toMatch(verdict);
    }
    expect(pressed[0]).toBe(M.fixes.ocr);
    const final = await panelText();
    expect(final).toContain(M.ready(courtLabel));
    const finalReport = await lastCheck();
    expect(finalReport.court).toBe("tx_harris");
    expect(finalReport.profile).toBe("sourced");
    await panel.scrollIntoViewIfNeeded();
    await snapshot(page, "builder", `${viewport.name}-filing-check-2-ready`);

    // The files as downloaded: the kit when the last fix made one, else Download's ZIP.
    let download = downloads.at(-1);
    const lastWasKit = pressed.includes(M.fixes.ocr);
    if (!lastWasKit) {
      [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download", exact: true }).click(),
      ]);
    }
    expect(download, "the files were downloaded").toBeDefined();
    const zipPath = path.join(work, `${viewport.name}-download.zip`);
    await download!.saveAs(zipPath);
    const zip = unzipSync(new Uint8Array(readFileSync(zipPath)));
    const filedDir = path.join(work, `${viewport.name}-filed`);
    mkdirSync(filedDir, { recursive: true });
    // Exactly the files the check named (the binder or its volumes), under the names the person downloaded.
    for (const file of finalReport.files) {
      expect(Object.keys(zip), `${file.file} is in the download`).toContain(file.file);
      writeFileSync(path.join(filedDir, file.file), zip[file.file]!);
    }
    const filed = readdirSync(filedDir).map((name) => path.join(filedDir, name));
    expect(filed.length).toBeGreaterThan(0);
    const cli = await courtready(["check", "--court", "tx_harris", "--json", ...filed]);
    expect(cli.code, cli.stderr || cli.stdout).toBe(0);
    const fromCli = JSON.parse(cli.stdout) as {
      court: string;
      profile: string;
      files: { findings: { severity: string; rule: string }[] }[];
    };
    expect(fromCli.court).toBe("tx_harris");
    expect(fromCli.files.flatMap((f) => f.findings.filter((x) => x.severity === "blocker"))).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
