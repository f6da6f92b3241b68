// Issue 37 §5: a share link's "Open" shows the exhibit as the binder shows it, in Chromium at 390 and 1280 px: a
// Word document opens as a PDF stamped "EXHIBIT A" (read back with pdftotext), inline, and the original .docx stays
// a clearly named second link. Screenshots of the share page (and the opened PDF's first page, drawn with pdftoppm)
// under e2e/artifacts/shared-exhibit/ when E2E_SCREENSHOTS=1.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeJpeg } from "@courtready/engine/testing";
import { corpusBytes } from "@courtready/engine/testing/corpus";
import { createProject, csrfHeaders, signUpAndLogIn } from "../support/accounts.ts";
import { ARTIFACTS, SAVE_SCREENSHOTS, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { COOK_COUNTY_CASE, projectForm } from "../support/builder.ts";
import { useServerAndBrowser } from "../support/suite.ts";
import { pdfPages } from "../support/pdf.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-shared-exhibit-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Each page's text of a PDF (pdftotext -layout); its first page drawn beside the screenshots when asked. */
function readPdf(bytes: Buffer, name: string): string[] {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  if (SAVE_SCREENSHOTS) {
    const dir = path.join(ARTIFACTS, "shared-exhibit");
    mkdirSync(dir, { recursive: true });
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "60",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      file,
      path.join(dir, name),
    ]);
  }
  return pdfPages(file);
}

describe.each(VIEWPORTS)("a shared exhibit at $width px ($name)", (viewport) => {
  it("opens a Word exhibit as the stamped PDF, with the original .docx as a second link", async () => {
    const base = suite.server.url;
    const owner = await suite.browser.newContext();
    await signUpAndLogIn(owner, base, { email: `shared-exhibit.${viewport.name}@example.com` });
    // Cook County's court by name only (no preset): the shared page shows the name as saved.
    const form = projectForm(
      `Deposit ${viewport.name}`,
      { role: "defendant", courtName: COOK_COUNTY_CASE.courtName, formData: COOK_COUNTY_CASE.formData },
      [
        { name: "letter.docx", content: Buffer.from(corpusBytes("office/testWORD.docx")), type: DOCX_TYPE },
        { name: "photo.jpg", content: Buffer.from(await makeJpeg(800, 600)), type: "image/jpeg" },
      ],
    );
    const projectId = await createProject(owner, base, form);
    const link = await owner.request.post(`${base}/api/projects/${projectId}/share`, {
      headers: await csrfHeaders(owner, base),
      data: {},
    });
    expect(link.status()).toBe(201);
    const { shareUrl } = (await link.json()) as { shareUrl: string };
    await owner.close();

    const visitor = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await visitor.newPage();
    const errors = watchErrors(page);
    await page.goto(shareUrl);
    const letter = page.getByRole("main").getByRole("listitem").filter({ hasText: "letter.docx" });
    await expect.poll(() => letter.textContent()).toContain("Exhibit A");
    const original = letter.getByRole("link", { name: "Original file (.docx) of exhibit A" });
    expect(await original.getAttribute("href")).toMatch(/\/api\/shared\/[^/]+\/files\/[^/]+$/);
    await snapshot(page, "shared-exhibit", `${viewport.name}-1-share-page`);

    // "Open" opens the stamped PDF in a new tab, inline.
    const opened = visitor.waitForEvent("response", {
      predicate: (response) => response.url().endsWith("/exhibit.pdf"),
      timeout: 120_000,
    });
    await letter.getByRole("link", { name: /^Open exhibit A as it appears in the binder/ }).click();
    const response = await opened;
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toMatch(/^inline; filename="Exhibit A\.pdf"/);
    // The same address read again (a headless browser has no PDF viewer to read it from): the stamped pages.
    const pdf = await visitor.request.get(response.url());
    const pages = readPdf(await pdf.body(), `${viewport.name}-2-exhibit-a`);
    expect(pages[0]).toContain("EXHIBIT A");
    expect(pages.join(" ")).toContain("Sample Word Document Title");
    expect(errors).toEqual([]);
    await visitor.close();
  });
});
