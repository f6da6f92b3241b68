// Redaction in the builder (issue 43), at both widths: a bank statement with an SSN and an account number (the
// engine's testing factory) added for a federal court, "Find personal information" lists both with their reasons
// on the page picture, both accepted, a box drawn over the bank's name (dragged at 1280 px; added with "Draw a box"
// and typed as numbers at 390 px, the no-drag way), Generate; every PDF in the downloaded ZIP holds none of the
// values, read with pdftotext and searched in `qpdf --qdf`. A letter "redacted" with a black box over its SSN is
// flagged when added and redacted for real with one tap. Real server, engine (mutool), and Chromium.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBankStatementPdf, makeFakeRedactionPdf } from "@courtready/engine/testing";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { chooseCourt, fillSmallClaimsCase } from "../support/builder.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-redaction-e2e-"));
const statement = path.join(work, "bank-statement.pdf");
const letter = path.join(work, "letter.pdf");
const SSN = "123-45-6789";
const ACCOUNT = "123456789012";
/** The bank's name line, in points from the page's top-left corner (the factory draws it at 720 pt from the foot). */
const NAME_BOX = { left: 60, top: 58, width: 340, height: 30 };

beforeAll(async () => {
  writeFileSync(statement, await makeBankStatementPdf({ ssn: SSN, account: ACCOUNT }));
  writeFileSync(letter, await makeFakeRedactionPdf(SSN));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(VIEWPORTS)("redaction in the builder at $width px ($name)", (viewport) => {
  it("finds the statement's numbers, takes a drawn box, and the downloaded binder holds none of them", async () => {
    const email = `redaction.${viewport.name}@example.com`;
    const { context, page, errors } = await memberSession(suite, viewport, email);

    await page.goto(`${suite.server.url}/create`);
    await chooseCourt(page, "Central District of California", /Central District of California/);
    await fillSmallClaimsCase(page);
    await page.locator('input[type="file"]').setInputFiles([statement, letter]);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    await expect.poll(() => list.getByText(/Ready ·/).count(), { timeout: 120_000 }).toBe(2);

    const panel = page.getByTestId("redaction-panel");
    // The letter's black box hides nothing: flagged once it is added, redacted for real with one tap.
    const flagged = panel.getByRole("list", { name: "Black boxes that hide nothing" });
    await expect.poll(() => flagged.textContent(), { timeout: 60_000 }).toMatch(/letter\.pdf.*readable text/);
    await snapshotElement(flagged, "builder", `${viewport.name}-redaction-flagged`);
    await flagged.getByRole("button", { name: "Remove the text under the box" }).click();
    await expect.poll(() => flagged.count()).toBe(0);
    await panel.getByRole("button", { name: "Find personal information" }).click();
    const hits = panel.getByRole("list", { name: "What the court's rules ask removed" });
    await expect.poll(() => hits.getByRole("checkbox").count(), { timeout: 60_000 }).toBe(2);
    const hitText = (await hits.textContent()) ?? "";
    expect(hitText).toContain("Social security number");
    expect(hitText).toContain("FRCP 5.2");
    // The screen masks what it lists: the full numbers are not shown.
    expect(hitText).not.toContain(SSN);
    for (const box of await hits.getByRole("checkbox").all()) expect(await box.isChecked()).toBe(true);

    if (viewport.name === "desktop") {
      // Dragged on the page picture: points scaled to the picture's size on screen.
      const picture = panel.getByRole("img", { name: "Page 1" });
      // Mouse events land only inside the window, and the picture must be drawn to have its size (a letter page
      // drawn at its width is far taller than 100 px; before it loads it is 0).
      await expect.poll(async () => (await picture.boundingBox())?.height ?? 0).toBeGreaterThan(100);
      await picture.scrollIntoViewIfNeeded();
      const shown = (await picture.boundingBox())!;
      const scale = shown.width / 612;
      const x = shown.x + NAME_BOX.left * scale;
      const y = shown.y + NAME_BOX.top * scale;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + (NAME_BOX.width * scale) / 2, y + (NAME_BOX.height * scale) / 2);
      await page.mouse.move(x + NAME_BOX.width * scale, y + NAME_BOX.height * scale);
      await page.mouse.up();
    } else {
      // No drag: a box added with the button, placed by typing its numbers.
      await panel.getByRole("button", { name: "Draw a box on page 1" }).click();
      await panel.getByLabel("From left").fill(String(NAME_BOX.left));
      await panel.getByLabel("From top").fill(String(NAME_BOX.top));
      await panel.getByLabel("Width").fill(String(NAME_BOX.width));
      await panel.getByLabel("Height").fill(String(NAME_BOX.height));
      // The arrow keys move it too: one step right and back.
      const handle = panel.getByRole("button", { name: /^Box 1 on page 1/ });
      await handle.press("ArrowRight");
      await handle.press("ArrowLeft");
    }
    await expect.poll(() => panel.getByRole("list", { name: "Boxes drawn on page 1" }).count()).toBe(1);
    expect(Number(await panel.getByLabel("From top").inputValue())).toBeLessThan(66);
    await panel.scrollIntoViewIfNeeded();
    await snapshotElement(panel, "builder", `${viewport.name}-redaction`);

    await page.getByRole("button", { name: "Generate Binder" }).click();
    await page.getByRole("button", { name: "Build Anyway" }).click();
    const downloadButton = page.getByRole("button", { name: "Download", exact: true });
    await expect.poll(() => downloadButton.isVisible(), { timeout: 180_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
    const zipPath = path.join(work, `${viewport.name}.zip`);
    await download.saveAs(zipPath);
    const zip = unzipSync(new Uint8Array(readFileSync(zipPath)));
    const pdfs = Object.keys(zip).filter((name) => name.endsWith(".pdf"));
    expect(pdfs).toContain("binder.pdf");
    for (const name of pdfs) {
      const file = path.join(work, `${viewport.name}-${name.replace(/\//g, "_")}`);
      writeFileSync(file, zip[name]!);
      const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
      const qdf = execFileSync("qpdf", ["--qdf", "--object-streams=disable", file, "-"]).toString("latin1");
      for (const value of [SSN, ACCOUNT]) {
        expect(text.replace(/[ -]/g, ""), `${value} in ${name}'s text`).not.toContain(
          value.replace(/-/g, ""),
        );
        expect(qdf, `${value} in ${name}`).not.toContain(value);
      }
      expect(text, `the drawn box's line in ${name}`).not.toContain("First Example Bank");
      if (name === "binder.pdf") expect(text, "the letter's words around its box").toContain("My number is");
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
