// An iPhone photo (HEIC) goes into a binder, end to end in Chromium at 390 and 1280 px: the builder's file picker
// offers it, the builder takes it from the device and from the library picker, and the preview converts both; a file
// of a kind the engine cannot use is turned away with the one list of what is taken, never "Save it as a PDF or
// photo first". Screenshots go to e2e/artifacts/heic/.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ACCEPTED_FORMATS_SENTENCE } from "@courtready/contracts";
import { liveText, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { fillSmallClaimsCase } from "../support/builder.ts";
import { ROOT } from "../support/server.ts";
import { memberContext, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const HEIC = path.resolve(ROOT, "../shared/corpus/image/IMG_1034.heic");
const work = mkdtempSync(path.join(tmpdir(), "courtready-heic-"));
const voicemail = path.join(work, "voicemail.mp3");
writeFileSync(voicemail, new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(VIEWPORTS)("an iPhone photo in the builder at $width px ($name)", (viewport) => {
  it("is taken from the device and from the library, and previewed as a photo", async () => {
    const base = suite.server.url;
    const email = `heic.${viewport.name}@example.com`;
    const context = await memberContext(suite, viewport, email);

    // The same photo saved in the library earlier, under the name the phone gave it when shared.
    const csrf = (await context.cookies(base)).find((cookie) => cookie.name === "cr_csrf")?.value ?? "";
    const saved = await context.request.post(`${base}/api/user-files`, {
      headers: { "x-csrf-token": csrf, origin: base },
      multipart: {
        file: { name: "kitchen-leak.heic", mimeType: "image/heic", buffer: readFileSync(HEIC) },
        category: "photos",
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    const page = await context.newPage();
    const errors = watchErrors(page);
    const shot = (name: string) => snapshot(page, "heic", `${viewport.name}-${name}`);
    await page.goto(`${base}/create`);
    await fillSmallClaimsCase(page);

    // The picker offers HEIC by its ending and by its MIME type (what a phone's photo picker goes by).
    const input = page.locator('input[type="file"]');
    const accept = (await input.getAttribute("accept")) ?? "";
    for (const kind of [".heic", ".heif", "image/heic", ".gif", ".webp", ".tif", ".tiff"])
      expect(accept.split(",")).toContain(kind);
    expect(await page.locator("#builder-upload-hint").textContent()).toContain("HEIC");

    // From the device, with a file of a kind no binder can take beside it.
    await input.setInputFiles([HEIC, voicemail]);
    const list = page.getByRole("list", { name: "Your files, in exhibit order" });
    const rows = list.getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("IMG_1034.heic");
    const notAdded = await liveText(page);
    expect(notAdded).toContain("voicemail.mp3");
    expect(notAdded).toContain(ACCEPTED_FORMATS_SENTENCE);
    expect(notAdded).not.toContain("Save it as a PDF or photo first");
    await shot("1-from-device");

    // From the library: the HEIC can be ticked and added.
    await page.getByRole("button", { name: "Choose from your library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose from your library" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const box = dialog.getByRole("checkbox", { name: "kitchen-leak.heic", exact: true });
    await expect.poll(() => box.count()).toBe(1);
    expect(await box.isDisabled()).toBe(false);
    expect(await dialog.textContent()).not.toContain("cannot go in a binder");
    await box.check();
    await snapshot(page, "heic", `${viewport.name}-2-library-picker`);
    await dialog.getByRole("button", { name: /^Add/ }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain("kitchen-leak.heic");
    await shot("3-both-added");

    // The preview converts both photos: one page each, ready.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByRole("dialog", { name: "Preview your binder" });
    await expect.poll(() => preview.isVisible(), { timeout: 90_000 }).toBe(true);
    const table = preview.getByRole("table");
    await expect.poll(() => table.textContent(), { timeout: 90_000 }).toContain("Ready");
    const cells: string[] = [];
    for (const row of await table.locator("tbody tr").all())
      cells.push((await row.locator("th, td").allTextContents()).map((cell) => cell.trim()).join(" | "));
    expect(cells).toEqual([
      "1 | IMG_1034.heic | Image | 1 | Ready",
      "2 | kitchen-leak.heic | Image | 1 | Ready",
    ]);
    await shot("4-preview");

    expect(errors).toEqual([]);
    await context.close();
  });
});
