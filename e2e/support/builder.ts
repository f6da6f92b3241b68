// The builder's first step as a person fills it in for the small claims case the builder specs share (Los Angeles
// County, Diaz v. Acme Property), for specs that are about what comes after it, and the binder.pdf it downloads.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { makeJpeg, makeNoisyJpeg, makePdf } from "@courtready/engine/testing";

/**
 * Chooses a court in the builder's court field (the directory's search, issue 37): types `typed` (a city, borough,
 * ZIP code or county), waits for the court whose name matches `court` among the options, and picks it with a tap. Resolves with
 * the court's name as the field then shows it. `label` is the field's name in the interface's language ("Corte").
 */
export async function chooseCourt(
  page: Page,
  typed: string,
  court: RegExp,
  label = "Court",
): Promise<string> {
  const box = page.getByRole("combobox", { name: label });
  await box.fill(typed);
  const option = page.getByRole("option", { name: court }).first();
  await expect.poll(() => option.isVisible(), { timeout: 15_000 }).toBe(true);
  await option.click();
  await expect.poll(() => box.inputValue()).toMatch(court);
  return box.inputValue();
}

/**
 * The court name the binder will carry, as the builder says it once the court that hears the case is known (issue
 * 37): "Your binder will name: …".
 */
export async function captionShown(page: Page): Promise<string> {
  const caption = page.locator("[data-caption] strong");
  await expect.poll(() => caption.count(), { timeout: 15_000 }).toBe(1);
  return ((await caption.textContent()) ?? "").trim();
}

/** Optionally picks the court first (Los Angeles County), then fills the case's required fields. */
export async function fillSmallClaimsCase(page: Page, options: { court?: boolean } = {}): Promise<void> {
  if (options.court) await chooseCourt(page, "Los Angeles", /County of Los Angeles/);
  await expect.poll(() => page.getByLabel(/^Plaintiff \(Person Suing\)/).count()).toBe(1);
  await page.getByLabel(/^Case Name/).fill("Diaz v. Acme Property");
  await page.getByLabel(/^Case Number/).fill("SC-2026-0142");
  await page.getByLabel(/^Plaintiff \(Person Suing\)/).fill("Rosa Diaz");
  await page.getByLabel(/^Defendant \(Person Being Sued\)/).fill("Acme Property LLC");
}

/** fillSmallClaimsCase's case on a builder shown in Spanish (issue 39: e2e/i18n/), by the Spanish labels. */
export async function fillSmallClaimsCaseEs(page: Page): Promise<void> {
  await page.getByLabel(/^Demandante/).waitFor();
  await page.getByLabel(/^Nombre del caso/).fill("Diaz v. Acme Property");
  await page.getByLabel(/^Número de caso/).fill("SC-2026-0142");
  await page.getByLabel(/^Demandante/).fill("Rosa Diaz");
  await page.getByLabel(/^Demandado/).fill("Acme Property LLC");
}

/**
 * A one-page form with a fillable field, filled in, as a court's or landlord's PDF form comes back (its text in a
 * standard font, which pdf-lib does not embed).
 */
export async function makeFilledForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText("Repair request", { x: 72, y: 700, size: 18, font });
  const field = doc.getForm().createTextField("tenant_name");
  field.setText("Rosa Diaz");
  field.addToPage(page, { x: 72, y: 640, width: 240, height: 24 });
  return doc.save();
}

/** Save on the builder: the in-page dialog asks for the project's name (no browser prompt). */
export async function saveProjectAs(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save your project" });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByLabel("Project name").fill(name);
  await dialog.getByRole("button", { name: "Save project" }).click();
}

/**
 * The builder from the start for a binder build: the case filled in, `files` added and each checked Ready, then
 * Generate Binder (past the no-descriptions reminder). Resolves with the build's id, which the page keeps on the
 * device until the answer arrives (the server reports the build's stage by it).
 */
export async function startBinderBuild(
  page: Page,
  baseUrl: string,
  files: string[],
  /** Run once every file is checked, before Generate (e.g. to drop the conversions the checks kept). */
  beforeGenerate?: () => Promise<void>,
): Promise<string> {
  await page.goto(`${baseUrl}/create`);
  await fillSmallClaimsCase(page);
  await page.locator('input[type="file"]').setInputFiles(files);
  const list = page.getByRole("list", { name: "Your files, in exhibit order" });
  await expect.poll(() => list.getByText(/Ready ·/).count(), { timeout: 120_000 }).toBe(files.length);
  await beforeGenerate?.();
  await page.getByRole("button", { name: "Generate Binder" }).click();
  // The builder points out that the exhibits have no descriptions; the person builds anyway.
  await page.getByRole("button", { name: "Build Anyway" }).click();
  const lastBuild = async () => {
    const raw = await page.evaluate<string | null>('localStorage.getItem("courtready.lastBuild")');
    return raw ? (JSON.parse(raw) as { buildId: string }).buildId : "";
  };
  await expect.poll(lastBuild).not.toBe("");
  return lastBuild();
}

/**
 * Writes into `dir` the four files of a build heavy enough to still be running seconds after it starts (large photos
 * take seconds to prepare), for the specs that kill a process mid-build; returns their paths.
 */
export async function writeHeavyBuildFiles(dir: string): Promise<string[]> {
  writeFileSync(
    path.join(dir, "ledger.pdf"),
    await makePdf(Array.from({ length: 40 }, (_, i) => ({ text: `Rent ledger page ${i + 1}` }))),
  );
  // One photo encoded once, saved under three names: a 12-megapixel encode takes seconds on a busy machine, and the
  // encoder gives the same bytes every time.
  const photo = await makeJpeg(4000, 3000);
  for (const name of ["kitchen", "bathroom", "hallway"]) writeFileSync(path.join(dir, `${name}.jpg`), photo);
  return ["ledger.pdf", "kitchen.jpg", "bathroom.jpg", "hallway.jpg"].map((f) => path.join(dir, f));
}

/**
 * Writes into `dir` the four photos of the size-limit specs, about 0.25 MB each: over a 0.5 MB limit together, each
 * within it on its own. Returns their paths.
 */
export async function writeVolumePhotos(dir: string): Promise<string[]> {
  const photos = [1, 2, 3, 4].map((seed) => path.join(dir, `photo-${seed}.jpg`));
  for (const [i, file] of photos.entries()) writeFileSync(file, await makeNoisyJpeg(700, 560, i + 1));
  return photos;
}

/** Once the binder is ready: Download, the ZIP saved as `dir`/`name`-output.zip, and its entries. */
export async function downloadOutputZip(
  page: Page,
  dir: string,
  name: string,
): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download", exact: true }).click(),
  ]);
  const zipPath = path.join(dir, `${name}-output.zip`);
  await download.saveAs(zipPath);
  return unzipSync(new Uint8Array(readFileSync(zipPath)));
}

/**
 * Once the binder is ready: Download, and the binder.pdf inside the ZIP written to `dir`/`name`-binder.pdf (the
 * path returned), for pdftotext to read.
 */
export async function downloadBinderPdf(page: Page, dir: string, name: string): Promise<string> {
  const binder = path.join(dir, `${name}-binder.pdf`);
  writeFileSync(binder, (await downloadOutputZip(page, dir, name))["binder.pdf"]!);
  return binder;
}
