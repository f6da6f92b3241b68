// Issue 19 item 7: a file over the per-file limit is named in the upload dialog as soon as it is picked, and never
// sent (before, a 40 MB file was uploaded in full and then refused); the files that fit still upload. At phone and
// desktop widths; screenshots under e2e/artifacts/library-size/.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FILE_MB } from "@courtready/contracts";
import { makePdf } from "@courtready/engine/testing";
import { snapshot, VIEWPORTS } from "../support/browser.ts";
import { signedUpSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const dir = mkdtempSync(path.join(tmpdir(), "courtready-e2e-size-"));
const big = path.join(dir, "whole-case-scan.pdf");
const lease = path.join(dir, "lease.pdf");

beforeAll(async () => {
  writeFileSync(lease, await makePdf([{ text: "Residential lease" }]));
  writeFileSync(big, "%PDF-1.7\n");
  truncateSync(big, (MAX_FILE_MB + 10) * 1024 * 1024);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(VIEWPORTS)("library size check at $width px ($name)", (viewport) => {
  it("names a file over the limit when it is picked and uploads only the others", async () => {
    const { context, page, errors } = await signedUpSession(
      suite,
      viewport,
      `size.${viewport.name}@example.com`,
    );
    const uploads: number[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/user-files"))
        uploads.push(request.postDataBuffer()?.byteLength ?? 0);
    });

    await page.goto(`${suite.server.url}/dashboard`);
    await page.getByRole("tab", { name: "Files" }).click();
    await page.getByRole("button", { name: "Upload Files" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Files" });
    await dialog.getByLabel("Files").setInputFiles([big, lease]);
    const problem = dialog.getByRole("alert");
    await expect
      .poll(() => problem.textContent())
      .toContain(`whole-case-scan.pdf (${MAX_FILE_MB + 10}.0 MB)`);
    expect(await problem.textContent()).toContain(`larger than ${MAX_FILE_MB} MB`);
    await snapshot(page, "library-size", `${viewport.name}-picked`);

    await dialog.getByRole("button", { name: "Upload Files" }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 60_000 }).toBe(false);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toBeLessThan(1024 * 1024);
    expect(errors).toEqual([]);
    await context.close();
  });
});
