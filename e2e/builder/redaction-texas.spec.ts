// Redaction's newer parts in the builder (issue 43), at both widths, for a Texas court (Tex. R. Civ. P. 21c): a
// 36-page PDF whose SSN is on page 33 (past the first 30 pages' pictures) gets a box typed there; a photo of a
// statement (PNG) has its numbers found by OCR and a box over the bank's name in its pixels; a Word statement is found
// in and redacted on its PDF conversion. The downloaded binder holds none of the values, its photo's pixels under the
// box are black, and `courtready check --court tx_harris` finds no text under a box; saved as a project and previewed
// there, the Filing panel shows Texas's "contains sensitive data" reminder beside Mark as Filed. Real server, engine
// and Chromium.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZFilingCheckReport } from "@courtready/contracts";
import { makeBankStatementDocx, makeBankStatementPdf, makePdf } from "@courtready/engine/testing";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { saveProjectAs } from "../support/builder.ts";
import { courtready } from "../support/cli.ts";
import {
  builderWithFiles,
  expectNoneOf,
  findHits,
  generateAndDownloadPdfs,
  readPdf,
  typeBox,
} from "../support/redaction.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-redaction-texas-e2e-"));
const long = path.join(work, "long-record.pdf");
const photo = path.join(work, "statement-photo.png");
const word = path.join(work, "statement.docx");
const SSN = "123-45-6789";
const ACCOUNT = "123456789012";
const LATE_SSN = "234-56-7890";
/** The long record's page 33 line's first words ("Page 33 notes"), in points from the top-left (drawn 60 pt down). */
const LATE_BOX = { left: 36, top: 44, width: 96, height: 20 };
/** The photo's size (the statement drawn at 150 dpi) and its bank-name line in its pixels. */
const PHOTO = { width: 1275, height: 1650 };
const PHOTO_BOX = { left: 125, top: 115, width: 708, height: 47 };

beforeAll(async () => {
  const pages = Array.from({ length: 36 }, (_, i) => ({
    text: i === 32 ? `Page 33 notes SSN ${LATE_SSN} here` : `Page ${i + 1} notes`,
  }));
  writeFileSync(long, await makePdf(pages));
  const statement = path.join(work, "statement.pdf");
  writeFileSync(statement, await makeBankStatementPdf({ ssn: SSN, account: ACCOUNT }));
  execFileSync("pdftoppm", ["-r", "150", "-png", "-singlefile", statement, photo.replace(/\.png$/, "")]);
  writeFileSync(word, makeBankStatementDocx({ ssn: SSN, account: ACCOUNT }));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A picture pdfimages wrote (no -j: every picture as binary PPM or PGM): its size, channels and pixels. */
function readPnm(file: string): { width: number; height: number; channels: number; pixels: Buffer } {
  const bytes = readFileSync(file);
  const head = /^P([56])\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString("latin1"));
  if (!head) return { width: 0, height: 0, channels: 0, pixels: Buffer.alloc(0) };
  const [, kind, w, h] = head;
  return {
    width: Number(w),
    height: Number(h),
    channels: kind === "6" ? 3 : 1,
    pixels: bytes.subarray(head[0].length),
  };
}

/** The share of dark pixels in the binder's photo inside `box` (the photo's own pixels, scaled to the copy's). */
function photoDarkShare(binder: string, box: typeof PHOTO_BOX): number {
  const stem = `images-${Math.random().toString(36).slice(2)}`;
  execFileSync("pdfimages", [binder, path.join(work, stem)]);
  // The photo is the binder's one picture with the statement's proportions (a stamp or a logo has none such).
  const photos = readdirSync(work)
    .filter((n) => n.startsWith(stem))
    .map((n) => readPnm(path.join(work, n)))
    .filter((p) => p.height > 0 && Math.abs(p.width / p.height - PHOTO.width / PHOTO.height) < 0.01)
    .sort((a, b) => b.width - a.width);
  const shown = photos[0];
  if (!shown) throw new Error("no picture of the photo in the binder");
  const scale = shown.width / PHOTO.width;
  // Two pixels in from each side: a JPEG blurs a box's edges.
  const x0 = Math.round(box.left * scale) + 2;
  const y0 = Math.round(box.top * scale) + 2;
  const x1 = Math.round((box.left + box.width) * scale) - 2;
  const y1 = Math.round((box.top + box.height) * scale) - 2;
  let dark = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const at = (y * shown.width + x) * shown.channels;
      // The green channel (or grey): black is dark in every channel, the statement's text too.
      if (shown.pixels[at + (shown.channels === 3 ? 1 : 0)]! < 60) dark += 1;
    }
  return dark / ((x1 - x0) * (y1 - y0));
}

describe.each(VIEWPORTS)("Texas redaction in the builder at $width px ($name)", (viewport) => {
  it("redacts a late page, a photo and a Word file; the binder passes the checks; the reminder is at filing", async () => {
    const { context, page, errors, panel } = await builderWithFiles(
      suite,
      viewport,
      `redaction.texas.${viewport.name}@example.com`,
      { typed: "Houston", option: /Harris County/ },
      [long, photo, word],
    );
    const exhibit = panel.getByLabel("Exhibit", { exact: true });

    // Page 33 is past the first answer's 30 pictures: its hit shows it, drawn in the next batch, and a box goes on it.
    await exhibit.selectOption({ label: "long-record.pdf" });
    const lateHits = await findHits(panel, 1);
    expect(await lateHits.textContent()).toContain("21c");
    // "Go to page" by keyboard alone: a number past the file is refused in words, the last page is one entry away.
    const goTo = panel.getByRole("textbox", { name: "Go to page" });
    await goTo.fill("99");
    await goTo.press("Enter");
    await expect.poll(() => panel.getByRole("alert").filter({ hasText: "from 1 to 36" }).count()).toBe(1);
    await goTo.fill("36");
    await goTo.press("Enter");
    await expect.poll(() => panel.getByRole("img", { name: "Page 36" }).count(), { timeout: 60_000 }).toBe(1);
    expect(await panel.textContent()).toContain("Page 36 of 36");
    await goTo.scrollIntoViewIfNeeded();
    await snapshotElement(panel, "builder", `${viewport.name}-redaction-go-to-page`);
    await lateHits.getByRole("button", { name: "Show page 33" }).click();
    await expect.poll(() => panel.getByRole("img", { name: "Page 33" }).count(), { timeout: 60_000 }).toBe(1);
    await typeBox(panel, 33, LATE_BOX);
    await expect.poll(() => panel.getByRole("list", { name: "Boxes drawn on page 33" }).count()).toBe(1);
    // The rule's filing reminder is in the panel too.
    expect(await panel.textContent()).toContain("Tex. R. Civ. P. 21c(d)");

    // The photo: its numbers read by OCR, a box over the bank's name typed in its pixels.
    await exhibit.selectOption({ label: "statement-photo.png" });
    const photoHits = await findHits(panel, 2);
    expect(await photoHits.textContent()).toContain("Social security number");
    await typeBox(panel, 1, PHOTO_BOX);
    await expect.poll(() => panel.getByRole("list", { name: "Boxes drawn on page 1" }).count()).toBe(1);
    await panel.scrollIntoViewIfNeeded();
    await snapshotElement(panel, "builder", `${viewport.name}-redaction-photo`);

    // The Word file: found on its PDF conversion, its page drawn in points like any PDF's.
    await exhibit.selectOption({ label: "statement.docx" });
    const wordHits = await findHits(panel, 2);
    expect(await wordHits.textContent()).toContain("Financial account number");
    await expect.poll(() => panel.getByRole("img", { name: "Page 1" }).count()).toBe(1);
    await panel.scrollIntoViewIfNeeded();
    await snapshotElement(panel, "builder", `${viewport.name}-redaction-office`);

    const pdfs = await generateAndDownloadPdfs(page, work, `texas-${viewport.name}`);
    // The court's naming for e-filing: the whole binder is "ExhibitBinder.pdf".
    expect([...pdfs.keys()]).toContain("ExhibitBinder.pdf");
    const binder = pdfs.get("ExhibitBinder.pdf")!;
    for (const [name, file] of pdfs) expectNoneOf(file, [SSN, ACCOUNT, LATE_SSN], name);
    const { text } = readPdf(binder);
    expect(text).not.toContain("Page 33 notes");
    // The boxes took only what they covered: the pages beside and the Word file's other lines are there.
    expect(text).toContain("Page 32 notes");
    expect(text).toContain("Closing balance $254.00");
    // The photo's pixels under the box are black; below it (the customer's line) they are not.
    expect(photoDarkShare(binder, PHOTO_BOX)).toBeGreaterThan(0.95);
    expect(photoDarkShare(binder, { ...PHOTO_BOX, top: 300, height: 47 })).toBeLessThan(0.5);
    // The filing check finds no readable text under any box of the binder.
    const checked = await courtready(["check", "--court", "tx_harris", "--json", binder]);
    const report = ZFilingCheckReport.parse(JSON.parse(checked.stdout));
    expect(report.files[0]!.pages).toBeGreaterThan(36);
    const rules = report.files.flatMap((f) => f.findings.map((x) => x.rule));
    expect(rules).not.toContain("hidden-text-under-box");

    // Saved as a project, the redactions go with it, and the Filing panel says Texas's reminder at Mark as Filed.
    const savedRedaction = page.waitForResponse(
      (r) => r.request().method() === "PUT" && /\/files\/[^/]+\/redaction$/.test(new URL(r.url()).pathname),
      { timeout: 60_000 },
    );
    await saveProjectAs(page, `Texas redaction ${viewport.name}`);
    await page.waitForURL(/\/create\?project=[0-9a-f-]{36}/);
    expect((await savedRedaction).status()).toBe(200);
    const projectId = new URL(page.url()).searchParams.get("project")!;
    await page.goto(`${suite.server.url}/project-edit/${projectId}`);
    // Mark as Filed comes once the project has a binder: its Preview builds one (redacted from the saved choices).
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Preview", exact: true }).click(),
    ]);
    const filing = page.getByRole("region", { name: "Filing", exact: true });
    await expect.poll(() => filing.textContent(), { timeout: 240_000 }).toContain("Tex. R. Civ. P. 21c(d)");
    await tab.close();
    expect(await filing.textContent()).toContain("Your court asks this when you file:");
    expect(await filing.getByRole("button", { name: "Mark as Filed" }).isVisible()).toBe(true);
    await snapshotElement(filing, "builder", `${viewport.name}-redaction-filing-reminder`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
