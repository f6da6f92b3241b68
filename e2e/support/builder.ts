// The builder's first step as a person fills it in for the small claims case the builder specs share (Los Angeles
// County, Diaz v. Acme Property), for specs that are about what comes after it.
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Optionally picks the court first (California, Los Angeles County), then fills the case's required fields. */
export async function fillSmallClaimsCase(page: Page, options: { court?: boolean } = {}): Promise<void> {
  if (options.court) {
    await page.getByLabel("State", { exact: true }).selectOption("CA");
    const court = page.getByLabel("Court", { exact: true });
    await expect.poll(() => court.isEnabled()).toBe(true);
    await court.selectOption("ca_los_angeles");
  }
  await expect.poll(() => page.getByLabel(/^Plaintiff \(Person Suing\)/).count()).toBe(1);
  await page.getByLabel(/^Case Name/).fill("Diaz v. Acme Property");
  await page.getByLabel(/^Case Number/).fill("SC-2026-0142");
  await page.getByLabel(/^Plaintiff \(Person Suing\)/).fill("Rosa Diaz");
  await page.getByLabel(/^Defendant \(Person Being Sued\)/).fill("Acme Property LLC");
}

/** Save on the builder: the in-page dialog asks for the project's name (no browser prompt). */
export async function saveProjectAs(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save your project" });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByLabel("Project name").fill(name);
  await dialog.getByRole("button", { name: "Save project" }).click();
}
