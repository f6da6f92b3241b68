// Redaction in the builder (issue 43), at both widths: a bank statement with an SSN and an account number (the
// engine's testing factory) added for a federal court, "Find personal information" lists both with their reasons
// on the page picture, both accepted, a box drawn over the bank's name (dragged at 1280 px; added with "Draw a box"
// and typed as numbers at 390 px, the no-drag way), Generate; every PDF in the downloaded ZIP holds none of the
// values, read with pdftotext and searched in `qpdf --qdf`. A letter "redacted" with a black box over its SSN is
// flagged when added and redacted for real with one tap. Real server, engine (mutool), and Chromium.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBankStatementPdf, makeFakeRedactionPdf } from "@courtready/engine/testing";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
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
    const { context, page, errors, panel } = await builderWithFiles(
      suite,
      viewport,
      email,
      { typed: "Central District of California", option: /Central District of California/ },
      [statement, letter],
    );
    // The letter's black box hides nothing: flagged once it is added, redacted for real with one tap.
    const flagged = panel.getByRole("list", { name: "Black boxes that hide nothing" });
    await expect.poll(() => flagged.textContent(), { timeout: 60_000 }).toMatch(/letter\.pdf.*readable text/);
    await snapshotElement(flagged, "builder", `${viewport.name}-redaction-flagged`);
    await flagged.getByRole("button", { name: "Remove the text under the box" }).click();
    await expect.poll(() => flagged.count()).toBe(0);
    const hits = await findHits(panel, 2);
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
      await typeBox(panel, 1, NAME_BOX);
      // The arrow keys move it too: one step right and back.
      const handle = panel.getByRole("button", { name: /^Box 1 on page 1/ });
      await handle.press("ArrowRight");
      await handle.press("ArrowLeft");
    }
    await expect.poll(() => panel.getByRole("list", { name: "Boxes drawn on page 1" }).count()).toBe(1);
    expect(Number(await panel.getByLabel("From top").inputValue())).toBeLessThan(66);
    await panel.scrollIntoViewIfNeeded();
    await snapshotElement(panel, "builder", `${viewport.name}-redaction`);

    const pdfs = await generateAndDownloadPdfs(page, work, viewport.name);
    expect([...pdfs.keys()]).toContain("binder.pdf");
    for (const [name, file] of pdfs) {
      expectNoneOf(file, [SSN, ACCOUNT], name);
      const { text } = readPdf(file);
      expect(text, `the drawn box's line in ${name}`).not.toContain("First Example Bank");
      if (name === "binder.pdf") expect(text, "the letter's words around its box").toContain("My number is");
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
