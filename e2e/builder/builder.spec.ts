// The builder end to end, as a member at the kitchen table would use it, at phone and desktop widths: court and
// case details for a small claims case, a PDF, a phone photo and a Word letter, a reorder, the preview, the binder,
// the ZIP downloaded, and the binder PDF opened to check its pages, labels and page numbers. Real server, real
// LibreOffice and poppler, Debian's Chromium. Screenshots of each step go to e2e/artifacts/builder/.
// Both widths go through every screen up to Generate's question. The build, the download and the binder's pages are
// the server's and the engine's work, the same at any width, so they run once, at 1280 px, and the answer's screen
// is then shown at 390 px too (the same page, narrowed).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { liveText, snapshot, VIEWPORTS } from "../support/browser.ts";
import { fillSmallClaimsCase } from "../support/builder.ts";
import { CORPUS } from "../support/corpus.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const [PHONE, DESKTOP] = VIEWPORTS;
const work = mkdtempSync(path.join(tmpdir(), "courtready-builder-"));
const lease = path.join(work, "lease.pdf");

beforeAll(async () => {
  writeFileSync(
    lease,
    await makePdf([{ text: "Residential lease, page one" }, { text: "Page two, signatures" }]),
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The text of every page of a PDF, split on poppler's form feeds. */
function pdfPages(file: string): string[] {
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1);
}

/**
 * Every screen before the build, at `viewport`: the case and the court, three files added and reordered, the preview
 * and its table, and Generate's question (every description was made from the files, none written by the person,
 * issue 37 §2). Resolves with the session, the question on screen.
 */
async function upToGenerate(viewport: (typeof VIEWPORTS)[number]) {
  const email = `builder.${viewport.name}@example.com`;
  const { context, page, errors } = await memberSession(suite, viewport, email);
  const shot = (name: string) => snapshot(page, "builder", `${viewport.name}-${name}`);

  await page.goto(`${suite.server.url}/create`);
  await fillSmallClaimsCase(page, { court: true });
  await page.getByLabel(/^Your Name/).fill("Rosa Diaz");
  await page.getByLabel(/^Hearing Date/).fill("2026-12-20");
  await shot("1-configure");

  await page
    .locator('input[type="file"]')
    .setInputFiles([
      lease,
      path.join(CORPUS, "image/testJPEG_EXIF.jpg"),
      path.join(CORPUS, "office/testWORD.docx"),
    ]);
  const list = page.getByRole("list", { name: "Your files, in exhibit order" });
  const names = () => list.getByRole("listitem").allTextContents();
  await expect.poll(async () => (await names()).length).toBe(3);
  expect(await page.getByRole("button", { name: "Move lease.pdf up" }).isDisabled()).toBe(true);
  expect(await page.getByRole("button", { name: "Move testWORD.docx down" }).isDisabled()).toBe(true);
  // The Word letter goes before the photo.
  await page.getByRole("button", { name: "Move testWORD.docx up" }).click();
  await expect
    .poll(async () =>
      (await names()).map((text) => /lease\.pdf|testWORD\.docx|testJPEG_EXIF\.jpg/.exec(text)?.[0]),
    )
    .toEqual(["lease.pdf", "testWORD.docx", "testJPEG_EXIF.jpg"]);
  await shot("2-files");

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Preview your binder" });
  await expect.poll(() => dialog.isVisible(), { timeout: 60_000 }).toBe(true);
  const table = dialog.getByRole("table");
  await expect.poll(() => table.textContent()).toContain("Ready");
  const rows: string[] = [];
  for (const row of await table.locator("tbody tr").all())
    rows.push((await row.locator("th, td").allTextContents()).map((cell) => cell.trim()).join(" | "));
  expect(rows).toEqual([
    "1 | lease.pdf | PDF Document | 2 | Ready",
    expect.stringMatching(/^2 \| testWORD\.docx \| Word Document \| \d+ \| Ready$/),
    "3 | testJPEG_EXIF.jpg | Image | 1 | Ready",
  ]);
  await shot("3-preview");

  await dialog.getByRole("button", { name: "Generate Binder" }).click();
  const question = page.getByRole("dialog", { name: "Some exhibits have no real description" });
  await expect.poll(() => question.isVisible()).toBe(true);
  return { context, page, errors, shot, question };
}

describe(`the builder at ${PHONE.width} px (${PHONE.name})`, () => {
  it("a member adds a PDF, a photo and a Word letter, reorders them, previews, and is asked before the build", async () => {
    const { context, page, errors, question } = await upToGenerate(PHONE);
    expect(await question.getByRole("button", { name: "Build Anyway" }).isVisible()).toBe(true);
    expect(await liveText(page)).not.toContain("Error");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe(`the builder at ${DESKTOP.width} px (${DESKTOP.name}), its answer also at ${PHONE.width} px`, () => {
  it("a member builds a small claims binder from a PDF, a photo and a Word letter, reordered, and downloads it", async () => {
    const viewport = DESKTOP;
    const { context, page, errors, shot, question } = await upToGenerate(viewport);
    // Asked once, built anyway.
    await question.getByRole("button", { name: "Build Anyway" }).click();
    const ready = page.getByRole("region", { name: "Your binder is ready" });
    await expect.poll(() => ready.isVisible(), { timeout: 90_000 }).toBe(true);
    expect(await ready.textContent()).toContain("General reminders — not legal advice");
    await shot("4-ready");
    // The same answer on a phone: the page narrowed to 390 px still shows it, and its Download button, within the
    // screen's width.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await expect.poll(() => ready.isVisible()).toBe(true);
    expect(await ready.textContent()).toContain("General reminders — not legal advice");
    expect(await page.getByRole("button", { name: "Download", exact: true }).isVisible()).toBe(true);
    expect(
      await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth"),
    ).toBeLessThanOrEqual(0);
    await snapshot(page, "builder", `${PHONE.name}-4-ready`);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("output.zip");
    const zipPath = path.join(work, `${viewport.name}-output.zip`);
    await download.saveAs(zipPath);
    const zip = unzipSync(new Uint8Array(readFileSync(zipPath)));
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        "binder.pdf",
        "exhibit-list.pdf",
        "exhibits/Exhibit 1 - lease.pdf",
        "exhibits/Exhibit 2 - testWORD.pdf",
        "exhibits/Exhibit 3 - testJPEG_EXIF.pdf",
      ]),
    );
    const binder = path.join(work, `${viewport.name}-binder.pdf`);
    writeFileSync(binder, zip["binder.pdf"]!);
    const pages = pdfPages(binder);
    const total = pages.length;
    expect(total).toBeGreaterThanOrEqual(6);
    expect(pages[0]).toContain("Diaz v. Acme Property");
    // Each exhibit's first page carries its sticker, each of its pages "Exhibit N – page k of m", every page its number.
    const stickers = (label: string) =>
      pages.filter((text) => text.includes(`PLAINTIFF'S EXHIBIT ${label}`)).length;
    const exhibitPages = (label: string) =>
      pages.filter((text) => text.includes(`Exhibit ${label} – page`)).length;
    expect([stickers("1"), stickers("2"), stickers("3")]).toEqual([1, 1, 1]);
    expect(exhibitPages("1")).toBe(2);
    expect(exhibitPages("2")).toBeGreaterThanOrEqual(1);
    expect(exhibitPages("3")).toBe(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${total}`));
    expect(pages.findIndex((t) => t.includes("PLAINTIFF'S EXHIBIT 2"))).toBeGreaterThan(
      pages.findIndex((t) => t.includes("PLAINTIFF'S EXHIBIT 1")),
    );
    expect(await liveText(page)).not.toContain("Error");
    expect(errors).toEqual([]);
    await context.close();
  });
});
