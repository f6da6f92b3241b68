// Set-up and read-back shared by the builder's redaction specs (issue 43): a member on the builder with a court
// chosen and files added and checked Ready, the "Personal information" panel; Generate and the downloaded ZIP's PDFs
// on disk; and what poppler and qpdf read in a PDF, to hold it to "none of the values".
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { builderWithFiles as openBuilderWithFiles } from "./builder-files.ts";
import { memberSession } from "./suite.ts";
import type { Suite } from "./suite.ts";

export interface RedactionBuilder {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** The builder's "Personal information" panel. */
  panel: Locator;
}

/** A new member's builder for `court` (typed, then the option matched) with `files` added and each checked Ready. */
export async function builderWithFiles(
  suite: Suite,
  viewport: { width: number; height: number },
  email: string,
  court: { typed: string; option: RegExp },
  files: string[],
): Promise<RedactionBuilder> {
  const { context, page, errors } = await memberSession(suite, viewport, email);
  await openBuilderWithFiles(page, suite.server.url, files, court);
  return { context, page, errors, panel: page.getByTestId("redaction-panel") };
}

/** The panel's hit list once "Find personal information" has answered for the exhibit shown. */
export async function findHits(panel: Locator, count: number): Promise<Locator> {
  await panel.getByRole("button", { name: /^(Find personal information|Look again)$/ }).click();
  const hits = panel.getByRole("list", { name: "What the court's rules ask removed" });
  await expect.poll(() => hits.getByRole("checkbox").count(), { timeout: 120_000 }).toBe(count);
  return hits;
}

/** A box added with "Draw a box on page N" and placed by typing its numbers (the no-drag way, WCAG 2.5.7). */
export async function typeBox(
  panel: Locator,
  page: number,
  box: { left: number; top: number; width: number; height: number },
): Promise<void> {
  await panel.getByRole("button", { name: `Draw a box on page ${page}` }).click();
  await panel.getByLabel("From left").fill(String(box.left));
  await panel.getByLabel("From top").fill(String(box.top));
  await panel.getByLabel("Width").fill(String(box.width));
  await panel.getByLabel("Height").fill(String(box.height));
}

/** Generate (past the no-descriptions reminder), download the ZIP, and write its PDFs to `dir`: name → path. */
export async function generateAndDownloadPdfs(
  page: Page,
  dir: string,
  prefix: string,
): Promise<Map<string, string>> {
  await page.getByRole("button", { name: "Generate Binder" }).click();
  await page.getByRole("button", { name: "Build Anyway" }).click();
  const downloadButton = page.getByRole("button", { name: "Download", exact: true });
  await expect.poll(() => downloadButton.isVisible(), { timeout: 240_000 }).toBe(true);
  const [download] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
  const zipPath = path.join(dir, `${prefix}.zip`);
  await download.saveAs(zipPath);
  const zip = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const pdfs = new Map<string, string>();
  for (const name of Object.keys(zip).filter((n) => n.endsWith(".pdf"))) {
    const file = path.join(dir, `${prefix}-${name.replace(/\//g, "_")}`);
    writeFileSync(file, zip[name]!);
    pdfs.set(name, file);
  }
  return pdfs;
}

/** A binder with a photo dumps to several MB uncompressed (Node's default buffer is 1 MB). */
const MAX_DUMP = 256 * 1024 * 1024;

/** A PDF's text (pdftotext) and its whole-file dump (`qpdf --qdf`, streams uncompressed). */
export function readPdf(file: string): { text: string; qdf: string } {
  return {
    text: execFileSync("pdftotext", [file, "-"], { encoding: "utf8", maxBuffer: MAX_DUMP }),
    qdf: execFileSync("qpdf", ["--qdf", "--object-streams=disable", file, "-"], {
      maxBuffer: MAX_DUMP,
    }).toString("latin1"),
  };
}

/** Holds a PDF to none of `values`: not in its text (separators aside), not anywhere in the file. */
export function expectNoneOf(file: string, values: readonly string[], label: string): void {
  const { text, qdf } = readPdf(file);
  for (const value of values) {
    expect(text.replace(/[ -]/g, ""), `${value} in ${label}'s text`).not.toContain(value.replace(/-/g, ""));
    expect(qdf, `${value} in ${label}`).not.toContain(value);
  }
}
