// Translated exhibits in the browser (issue 39 §2), in Chromium at phone width against the built server: a
// letter gets its translation as a file and a receipt as typed text, each through the row's "Add English
// translation" dialog (which first says what is missing); the rows then say "With English translation", and the
// binder built from the API holds each translation and declaration inside its exhibit: the index says so and the
// page count adds up; saved as a project and opened again, the rows still say so. Screenshots go to
// e2e/artifacts/translation/.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { grantMembershipHere, signUpAndLogIn } from "../support/accounts.ts";
import { snapshotElement, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { downloadBinderPdf, fillSmallClaimsCase, saveProjectAs } from "../support/builder.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-translation-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const write = async (name: string, texts: string[]) => {
  const file = path.join(work, name);
  writeFileSync(file, await makePdf(texts.map((text) => ({ text }))));
  return file;
};

describe("translated exhibits", () => {
  it("adds a file and a typed translation in the builder, and the binder holds both inside their exhibits", async () => {
    const viewport = VIEWPORTS[0];
    const context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      acceptDownloads: true,
    });
    const email = "translation@example.com";
    await signUpAndLogIn(context, suite.server.url, { email });
    await grantMembershipHere(suite.server, email, "yearly");
    const page = await context.newPage();
    const errors = watchErrors(page);
    const carta = await write("carta.pdf", ["Querido inquilino", "Atentamente"]);
    const recibo = await write("recibo.pdf", ["Recibo de renta"]);
    const english = await write("letter-english.pdf", ["Dear tenant, the rent is due."]);

    await page.goto(`${suite.server.url}/create`);
    await fillSmallClaimsCase(page);
    await page.locator('input[type="file"]').setInputFiles([carta, recibo]);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    await expect.poll(() => list.getByText(/Ready ·/).count(), { timeout: 120_000 }).toBe(2);
    const row = (name: string) => list.getByRole("listitem").filter({ hasText: name });
    const dialog = page.getByRole("dialog", { name: "English translation" });

    // The letter: its translation's file. Saving without the translator first says what is missing.
    await page.getByRole("button", { name: "Add English translation for carta.pdf" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.locator('input[type="file"]').setInputFiles(english);
    await dialog.getByRole("button", { name: "Save translation" }).click();
    expect(await dialog.textContent()).toContain("Type the translator's name.");
    await dialog.getByLabel("Language of the original (optional)").fill("Spanish");
    await dialog.getByLabel("Translator's full name").fill("Ana Ruiz");
    await dialog.getByLabel("Translator's qualifications").fill("Court-certified Spanish interpreter");
    // What was missing is no longer said once it is filled in.
    expect(await dialog.textContent()).not.toContain("Type the translator's name.");
    await snapshotElement(dialog, "translation", "1-dialog");
    await dialog.getByRole("button", { name: "Save translation" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => row("carta.pdf").textContent()).toContain("With English translation");
    expect(await row("recibo.pdf").textContent()).not.toContain("With English translation");

    // The receipt: typed text.
    await page.getByRole("button", { name: "Add English translation for recibo.pdf" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel("Type or paste the text").check();
    await dialog.getByLabel("English translation", { exact: true }).fill("Rent receipt for November.");
    await dialog.getByLabel("Translator's full name").fill("Ana Ruiz");
    await dialog.getByLabel("Translator's qualifications").fill("Native speaker of Spanish");
    await dialog.getByRole("button", { name: "Save translation" }).click();
    await expect.poll(() => row("recibo.pdf").textContent()).toContain("With English translation");
    await snapshotElement(list, "translation", "2-rows");

    await page.getByRole("button", { name: "Generate Binder" }).click();
    await page.getByRole("button", { name: "Build Anyway" }).click();
    const ready = page.getByRole("region", { name: "Your binder is ready" });
    await expect.poll(() => ready.isVisible(), { timeout: 120_000 }).toBe(true);
    const binder = await downloadBinderPdf(page, work, "translation");
    // Cover, index; the letter (2), its translation (1), the declaration (1); the receipt (1), its typed
    // translation (1), the declaration (1).
    expect(Number(execFileSync("qpdf", ["--show-npages", binder], { encoding: "utf8" }).trim())).toBe(9);
    const text = (from: number, to = from) =>
      execFileSync("pdftotext", ["-f", String(from), "-l", String(to), binder, "-"], {
        encoding: "utf8",
      }).replace(/\s+/g, " ");
    // Each row says it carries its translation, and its pages count the translation and the declaration; the
    // description states no page count of its own to disagree with them (it said "2 pages" beside 4).
    expect(text(2).match(/\(with English translation\)/g)).toHaveLength(2);
    expect(text(2)).toMatch(/PDF document \(with English translation\) PDF Document 4 3–6 /);
    expect(text(2)).toMatch(/PDF document \(with English translation\) PDF Document 3 7–9 /);
    expect(text(2)).not.toMatch(/\d pages? \(with English translation\)/);
    expect(text(2)).not.toContain("letter-english");
    expect(text(5)).toContain("Dear tenant, the rent is due.");
    expect(text(6)).toContain(
      "I, Ana Ruiz, declare that I am competent to translate from Spanish into English",
    );
    expect(text(8)).toContain("Rent receipt for November.");
    expect(text(9)).toContain("translate from the original language into English");

    // Saved, then opened again: the project keeps both translations, and the rows still say so.
    await saveProjectAs(page, "Translated letter");
    await page.waitForURL(/\/create\?project=[0-9a-f-]{36}/);
    const projectId = new URL(page.url()).searchParams.get("project")!;
    const kept = async () => {
      const project = (await (
        await context.request.get(`${suite.server.url}/api/projects/${projectId}`)
      ).json()) as {
        files: { translation?: unknown }[];
      };
      return project.files.filter((f) => f.translation).length;
    };
    await expect.poll(kept, { timeout: 30_000 }).toBe(2);
    await page.reload();
    await expect
      .poll(() => row("carta.pdf").textContent(), { timeout: 60_000 })
      .toContain("With English translation");
    expect(await row("recibo.pdf").textContent()).toContain("With English translation");
    expect(errors).toEqual([]);
    await context.close();
  });
});
