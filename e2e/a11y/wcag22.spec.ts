// The WCAG 2.2 criteria axe cannot judge, checked in Chromium (issue 39 §4): focus not hidden by the builder's
// sticky status bar (2.4.11), a way to reorder without dragging by tap and by keyboard (2.5.7), nothing asked twice
// (3.3.7), a sign-in that takes pasted and filled-in passwords (3.3.8), the language of passages (3.1.2), and proof
// that the target size check can fail. Target size (2.5.8) and help in the same place (3.2.6) are checked on every
// route by axe.spec.ts, which already visits each one in both languages.
import { afterAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { createProject, signUpAndLogIn } from "../support/accounts.ts";
import { ACCESSIBILITY_VIEWPORTS } from "../support/browser.ts";
import { LANGUAGES, say } from "../support/catalogue.ts";
import type { Language } from "../support/catalogue.ts";
import { useServerAndBrowser } from "../support/suite.ts";
import { SMALL_TARGETS } from "./targetSize.ts";

const suite = useServerAndBrowser();
const [smallPhone, desktop] = ACCESSIBILITY_VIEWPORTS;
const contexts: BrowserContext[] = [];
async function newContext(
  language: Language,
  viewport: { width: number; height: number },
  signedInAs?: string,
): Promise<BrowserContext> {
  const context = await suite.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  });
  await context.addCookies([{ name: "courtready_lang", value: language, url: suite.server.url }]);
  if (signedInAs) await signUpAndLogIn(context, suite.server.url, { email: signedInAs });
  contexts.push(context);
  return context;
}
afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.server.url}${path}`);
  await page.locator("main h1").first().waitFor();
  await page.waitForLoadState("networkidle");
}

/** Saves a small-claims project with a case name and three text files through the API; its id. */
async function saveProject(context: BrowserContext, name: string): Promise<string> {
  const form = new FormData();
  form.append("projectName", name);
  form.append("binderType", "small_claims");
  form.append("formData", JSON.stringify({ caseName: "Diaz v. Acme Property", caseNumber: "SC-2026-0142" }));
  for (const file of ["lease.txt", "receipt.txt", "notes.txt"])
    form.append("files", new File([Buffer.from(`${file}\n`)], file, { type: "text/plain" }));
  return createProject(context, suite.server.url, form);
}

describe("the target size check 2.5.8 (run on every route by axe.spec.ts)", () => {
  it("finds a small target beside another, and passes a spaced one, a link in a sentence and a labelled checkbox", async () => {
    const page = await (await newContext("en", smallPhone)).newPage();
    await page.setContent(`<main>
      <div><button id="tiny" style="width:16px;height:16px;padding:0">x</button><button style="width:40px;height:40px;margin-left:2px">Big</button></div>
      <div style="margin-top:60px"><button style="width:16px;height:16px;padding:0">y</button></div>
      <p style="margin-top:60px;font-size:12px">Read <a href="/terms">the terms</a> before you start.</p>
      <label style="display:block;margin-top:60px;min-height:44px"><input type="checkbox" style="width:13px;height:13px"> Keep me signed in</label>
    </main>`);
    expect(await page.evaluate<string[]>(SMALL_TARGETS)).toEqual(["BUTTON x 16x16"]);
  });
});

describe("focus not obscured 2.4.11", () => {
  it("tabbing through the builder with files never puts focus wholly under its sticky status bar", async () => {
    const context = await newContext("en", smallPhone, "focus.obscured@example.com");
    const page = await context.newPage();
    await open(page, `/create?project=${await saveProject(context, "Long")}`);
    await expect.poll(() => page.getByRole("listitem").filter({ hasText: "notes.txt" }).count()).toBe(1);
    // The sticky bar must be on screen for this test to mean anything.
    const stickies = await page.evaluate(STICKY_COUNT);
    expect(stickies).toBeGreaterThan(0);
    const hidden: string[] = [];
    const seen = new Set<string>();
    // Backwards too: Shift+Tab scrolls focus up under a bar at the top of the screen.
    for (const key of ["Tab", "Shift+Tab"]) {
      seen.clear();
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press(key);
        const state = await page.evaluate<{ key: string; label: string; covered: boolean } | null>(
          FOCUS_COVERED,
        );
        if (!state) continue;
        if (seen.has(state.key)) break;
        seen.add(state.key);
        if (state.covered) hidden.push(`${key}: ${state.label}`);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(hidden, "focused controls hidden under a sticky or fixed bar").toEqual([]);
  });

  it("the check finds a control wholly under a sticky bar", async () => {
    const page = await (await newContext("en", smallPhone)).newPage();
    await page.setContent(`<header style="position:sticky;top:0;height:120px;background:#fff">Bar</header>
      <div style="height:2000px"><button id="under" style="margin-top:400px">Under</button></div>`);
    // The button starts 520 px down (the bar's 120 px, then 400): scrolled to 480 it sits behind the bar; focused
    // without scrolling it into view.
    await page.evaluate(
      "window.scrollTo(0, 480); document.getElementById('under').focus({ preventScroll: true })",
    );
    expect(await page.evaluate<{ covered: boolean }>(FOCUS_COVERED)).toMatchObject({ covered: true });
    await page.evaluate("window.scrollTo(0, 0)");
    expect(await page.evaluate<{ covered: boolean }>(FOCUS_COVERED)).toMatchObject({ covered: false });
  });
});

/** How many sticky or fixed elements the page shows now. */
const STICKY_COUNT = `[...document.querySelectorAll("body *")].filter((el) => {
  const p = getComputedStyle(el).position;
  const box = el.getBoundingClientRect();
  return (p === "sticky" || p === "fixed") && box.width > 0 && box.height > 0;
}).length`;

/**
 * The focused element and whether a sticky or fixed element (not its own ancestor or descendant) covers the whole of
 * its part inside the window: WCAG 2.4.11 fails only when focus is entirely hidden.
 */
const FOCUS_COVERED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const box = el.getBoundingClientRect();
  const top = Math.max(box.top, 0), bottom = Math.min(box.bottom, innerHeight);
  const left = Math.max(box.left, 0), right = Math.min(box.right, innerWidth);
  const label = el.tagName + " " + (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 40);
  const key = label + " " + Math.round(box.top + scrollY);
  if (bottom <= top || right <= left) return { key, label, covered: true };
  const covered = [...document.querySelectorAll("body *")].some((bar) => {
    if (bar.contains(el) || el.contains(bar)) return false;
    const style = getComputedStyle(bar);
    if (style.position !== "sticky" && style.position !== "fixed") return false;
    if (style.visibility === "hidden" || style.display === "none") return false;
    const b = bar.getBoundingClientRect();
    return b.top <= top && b.bottom >= bottom && b.left <= left && b.right >= right;
  });
  return { key, label, covered };
})()`;

describe("dragging has a single-pointer and keyboard alternative 2.5.7", () => {
  /** The file names of a list, in order. */
  const order = (page: Page, list: string) =>
    page
      .getByRole("list", { name: list })
      .locator(":scope > li")
      .evaluateAll((rows) =>
        rows.map((row) => /(lease|receipt|notes)\.txt/.exec(row.textContent ?? "")?.[0]),
      );

  it.each(LANGUAGES)(
    "the builder and the project editor reorder by tap and by keyboard (%s)",
    async (language) => {
      const context = await newContext(language, smallPhone, `drag.${language}@example.com`);
      const page = await context.newPage();
      const id = await saveProject(context, `Reorder ${language}`);
      for (const [path, list] of [
        [`/create?project=${id}`, say(language, "files", "list.name")],
        [`/project-edit/${id}`, say(language, "projects", "fileList.listName")],
      ] as const) {
        await open(page, path);
        await expect.poll(() => order(page, list)).toEqual(["lease.txt", "receipt.txt", "notes.txt"]);
        // By a single tap: the lease goes down one place.
        await page
          .getByRole("button", { name: say(language, "files", "sortable.moveDown", { name: "lease.txt" }) })
          .click();
        await expect.poll(() => order(page, list)).toEqual(["receipt.txt", "lease.txt", "notes.txt"]);
        // By keyboard: focus stays on the moved file's button, so Enter then Space move it on and back.
        await page.keyboard.press("Enter");
        await expect.poll(() => order(page, list)).toEqual(["receipt.txt", "notes.txt", "lease.txt"]);
        await page
          .getByRole("button", { name: say(language, "files", "sortable.moveUp", { name: "lease.txt" }) })
          .focus();
        await page.keyboard.press("Space");
        await expect.poll(() => order(page, list)).toEqual(["receipt.txt", "lease.txt", "notes.txt"]);
      }
    },
  );
});

describe("nothing typed twice 3.3.7", () => {
  it("sign-up's second step does not ask again, and its details come back to edit", async () => {
    const page = await (await newContext("en", smallPhone)).newPage();
    await open(page, "/signup");
    await page.getByLabel("First name").fill("Rosa");
    await page.getByLabel("Last name").fill("Diaz");
    await page.getByLabel("Email address").fill("retype@example.com");
    await page.locator('main input[type="password"]').nth(0).fill("Evidence2026binder");
    await page.locator('main input[type="password"]').nth(1).fill("Evidence2026binder");
    await page.getByRole("button", { name: "Save details and continue" }).click();
    await page.getByText("Account details saved").waitFor();
    // Step two (the plans) has no field for anything step one asked.
    expect(
      await page.locator('main input[type="email"], main input[autocomplete="given-name"]').count(),
    ).toBe(0);
    await page.getByRole("button", { name: "Edit details" }).click();
    expect(await page.getByLabel("First name").inputValue()).toBe("Rosa");
    expect(await page.getByLabel("Email address").inputValue()).toBe("retype@example.com");
  });

  it("a saved project reopens in the builder with its case details", async () => {
    const context = await newContext("en", smallPhone, "reopen@example.com");
    const id = await saveProject(context, "Reopen");
    const page = await context.newPage();
    await open(page, `/create?project=${id}`);
    await expect.poll(() => page.getByLabel(/^Case Name/).inputValue()).toBe("Diaz v. Acme Property");
    expect(await page.getByLabel(/^Case Number/).inputValue()).toBe("SC-2026-0142");
  });
});

describe("sign-in that allows paste and password managers 3.3.8", () => {
  it.each(LANGUAGES)(
    "the login form names its fields for autofill, takes a paste and has no puzzle (%s)",
    async (language) => {
      const email = `paste.${language}@example.com`;
      await signUpAndLogIn(await newContext("en", desktop), suite.server.url, { email });
      const page = await (await newContext(language, desktop)).newPage();
      await open(page, "/login");
      const emailField = page.locator('main input[type="email"]');
      const password = page.locator('main input[type="password"]');
      expect(await emailField.getAttribute("autocomplete")).toBe("email");
      expect(await password.getAttribute("autocomplete")).toBe("current-password");
      // A paste is not refused: nothing cancels the event, so the browser inserts the text.
      const refused = await page.evaluate<boolean>(`(() => {
      const data = new DataTransfer();
      data.setData("text/plain", "Evidence2026binder");
      const paste = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
      return !document.querySelector('main input[type="password"]').dispatchEvent(paste);
    })()`);
      expect(refused).toBe(false);
      // What a password manager does: fills the fields (insertText), then the form signs in.
      await emailField.focus();
      await page.keyboard.insertText(email);
      await password.focus();
      await page.keyboard.insertText("Evidence2026binder");
      // No CAPTCHA, puzzle or extra question: the form has these two fields only (and the show-password box).
      expect(await page.locator("main form iframe").count()).toBe(0);
      expect(await page.locator('main form input:not([type="checkbox"])').count()).toBe(2);
      await page.locator('main form button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    },
  );
});

describe("language of parts 3.1.2", () => {
  it("in Spanish the English exhibit stamp and the English switch carry lang=en", async () => {
    const context = await newContext("es", desktop, "lang.parts@example.com");
    const id = await saveProject(context, "Idioma");
    const page = await context.newPage();
    await open(page, `/project-edit/${id}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    const stamp = page.getByText(/^Exhibit (A|1)$/).first();
    expect(await stamp.evaluate((el) => el.closest("[lang]")?.getAttribute("lang"))).toBe("en");
    const toEnglish = page
      .locator("header")
      .getByRole("button", { name: say("es", "common", "language.switchTo") });
    expect(await toEnglish.getAttribute("lang")).toBe("en");
  });
});
