// The files a builder spec adds and the steps to add them: a folder of text-page PDFs made for the spec (removed after
// it), and the builder opened on a small-claims case with those files added and checked.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, expect } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { chooseCourt, fillSmallClaimsCase } from "./builder.ts";

/** A folder for the spec's files (removed after its tests) and a writer of PDFs, one page per text, into it. */
export function specPdfs(name: string): {
  work: string;
  write: (file: string, texts: string[]) => Promise<string>;
} {
  const work = mkdtempSync(path.join(tmpdir(), `courtready-${name}-`));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  return {
    work,
    write: async (file, texts) => {
      const target = path.join(work, file);
      writeFileSync(target, await makePdf(texts.map((text) => ({ text }))));
      return target;
    },
  };
}

/**
 * Opens the builder on a small-claims case (in `court` when given: typed, then the option matched), adds `files` and
 * waits until every one is checked ("Ready").
 */
export async function builderWithFiles(
  page: Page,
  baseUrl: string,
  files: string[],
  court?: { typed: string; option: RegExp },
) {
  await page.goto(`${baseUrl}/create`);
  if (court) await chooseCourt(page, court.typed, court.option);
  await fillSmallClaimsCase(page);
  await page.locator('input[type="file"]').setInputFiles(files);
  const list = page.getByRole("list", { name: "Your files, in exhibit order" });
  await expect.poll(() => list.getByText(/Ready ·/).count(), { timeout: 120_000 }).toBe(files.length);
  return list;
}
