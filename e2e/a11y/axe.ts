// axe-core on every route of the spec's route table (and the not-found and password reset pages), in Chromium at a
// 360 px phone and a 1280 px desktop, in English and in Spanish (issue 39 §4): WCAG 2.0, 2.1 and 2.2, levels A and
// AA. Any violation, whatever its impact, fails the page, and the failure lists each rule, its impact and the elements
// it found. Pages behind a sign-in are checked signed in (and the builder and dashboard signed out too), and so are
// the states a page only shows after an action: the builder's Save dialog, the library's New Folder dialog, a
// project's Share dialog, a refused sign-in, a sign-up sent with empty fields, and a file the builder refuses.
// On each route it also checks WCAG 2.2's target size (2.5.8) and help in the same place (3.2.6), since it is
// there already. Each language and width has one visitor and one member page that go from address to address, so a run opens four
// browser contexts per combination, not one per page.
// Each language and width is a spec file of its own (axe-*.spec.ts call axeSuite): one file of all four took a
// quarter of the e2e stage on one worker while the other had finished, and four let the run's workers share it.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { ROUTES } from "@courtready/contracts";
import type { TRoute } from "@courtready/contracts";
import { createProject, signUpAndLogIn } from "../support/accounts.ts";
import { ACCESSIBILITY_VIEWPORTS } from "../support/browser.ts";
import { say } from "../support/catalogue.ts";
import type { Language } from "../support/catalogue.ts";
import { useServerAndBrowser } from "../support/suite.ts";
import type { Suite } from "../support/suite.ts";
import { SMALL_TARGETS } from "./targetSize.ts";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface PageCase {
  /** The address visited: a route with its parameters filled in. */
  path: string;
  /** Pages that hold a person's own data are checked as a signed-in member would see them. */
  signedIn?: boolean;
}

/** One real address per route; typed against ROUTES so a new route fails to compile until it is checked here. */
const CASES: Record<TRoute, PageCase> = {
  "/": { path: "/" },
  "/create": { path: "/create", signedIn: true },
  "/new-binder": { path: "/new-binder", signedIn: true },
  "/dashboard": { path: "/dashboard", signedIn: true },
  "/file-library": { path: "/file-library", signedIn: true },
  "/binder-type/:type": { path: "/binder-type/eviction_response" },
  "/project-edit/:id": { path: "/project-edit/0f8fad5b-d9cb-469f-a165-70867728950e" },
  "/help": { path: "/help" },
  "/file-formats": { path: "/file-formats" },
  "/court-information": { path: "/court-information" },
  "/courts": { path: "/courts" },
  "/terms": { path: "/terms" },
  "/privacy": { path: "/privacy" },
  "/sitemap": { path: "/sitemap" },
  "/about": { path: "/about" },
  "/contact": { path: "/contact" },
  "/login": { path: "/login" },
  "/signup": { path: "/signup" },
  "/membership": { path: "/membership", signedIn: true },
  "/test-analytics": { path: "/test-analytics" },
};

const PAGES: (PageCase & { route: string })[] = [
  ...ROUTES.map((route) => ({ route, ...CASES[route] })),
  { route: "not found", path: "/no-such-page" },
  // Outside the route table: "Forgot password?" (this server sends no e-mail, so the support notice) and a reset
  // page opened without a link's secret.
  { route: "forgot password", path: "/forgot-password" },
  { route: "reset password", path: "/reset-password" },
  // What a visitor who is not signed in meets at the builder and the dashboard.
  { route: "/create signed out", path: "/create" },
  { route: "/dashboard signed out", path: "/dashboard" },
];

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe on the page as it is now and returns its violations. */
async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'")))
    await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate<AxeViolation[]>(
    `axe.run(document, { runOnly: { type: "tag", values: ${JSON.stringify(TAGS)} }, resultTypes: ["violations"] })
       .then((results) => results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
         nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) })))`,
  );
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map((n) => `    ${JSON.stringify(n.target)}  ${n.failureSummary?.split("\n").join(" ")}`)
          .join("\n"),
    )
    .join("\n");
}

/**
 * Starts recording every focus stop: a short description, whether a focus ring (outline or box shadow) is drawn, and
 * whether it has a box. Recorded in the page as focus moves, so tabbing costs one key press per stop, not a read too.
 */
const RECORD_FOCUS = `(() => {
  window.__focusStops = [];
  document.addEventListener("focusin", (event) => {
    const el = event.target;
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const box = el.getBoundingClientRect();
    const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "").trim().slice(0, 40);
    window.__focusStops.push({ key: el.tagName + " " + name + " " + Math.round(box.top + scrollY),
      label: el.tagName + " " + name, ring, shown: box.width > 0 && box.height > 0 });
  });
})()`;

interface FocusStop {
  key: string;
  label: string;
  ring: boolean;
  shown: boolean;
}

/** Tabs through the page (up to 80 stops, or until focus comes round again) and lists stops without a visible ring. */
async function focusProblems(page: Page): Promise<string[]> {
  await page.evaluate(RECORD_FOCUS);
  const stops = () => page.evaluate<FocusStop[]>("window.__focusStops");
  const cycled = (list: FocusStop[]) => new Set(list.map((stop) => stop.key)).size < list.length;
  for (let pressed = 0; pressed < 80; pressed++) {
    await page.keyboard.press("Tab");
    // A look every 16 presses is enough to stop soon after focus has come round to the start.
    if (pressed % 16 === 15 && cycled(await stops())) break;
  }
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const stop of await stops()) {
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    if (!stop.ring || !stop.shown) problems.push(stop.label);
  }
  return problems;
}

/** Loads an address and waits until its heading is drawn and its data has arrived, so axe sees the finished page. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("main h1").first().waitFor();
  await page.waitForLoadState("networkidle");
}

/** Fails with every violation axe finds on the page as it is now (all impacts: the issue asks for none at all). */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  const violations = await runAxe(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * A fresh builder (no answers kept on the device from an earlier visit) with the case details it needs before it
 * takes files (plaintiff and defendant) filled in.
 */
async function openBuilderReady(suite: Suite, page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/about`);
  await page.evaluate("localStorage.clear()");
  await open(page, `${suite.server.url}/create`);
  const required = page.locator('main input[aria-required="true"]:not([role="combobox"])');
  // The case fields come with the binder type's form, drawn after the page's first data arrives.
  await required.first().waitFor();
  for (const field of await required.all()) await field.fill("Rosa Diaz");
}

type ViewportName = (typeof ACCESSIBILITY_VIEWPORTS)[number]["name"];

/** Every check above for one language at one width, with a server and a Chromium of the spec file's own. */
export function axeSuite(language: Language, viewportName: ViewportName): void {
  const suite = useServerAndBrowser();
  const viewport = ACCESSIBILITY_VIEWPORTS.find((candidate) => candidate.name === viewportName)!;
  describe(`axe-core in ${language} at ${viewport.width} px (${viewport.name})`, () => {
    defineChecks(suite, { language, ...viewport });
  });
}

function defineChecks(
  suite: Suite,
  combination: { language: Language; name: ViewportName; width: number; height: number },
): void {
  const language = combination.language;
  const pages: { visitor?: Page; member?: Page } = {};
  const contexts: BrowserContext[] = [];
  const where = (path: string) => `${path} in ${language} at ${combination.width}px`;
  const email = `axe.${language}.${combination.name}@example.com`;

  /** A context at this width that shows the app in this language (the header switch's cookie). */
  async function newContext(): Promise<BrowserContext> {
    const context = await suite.browser.newContext({
      viewport: { width: combination.width, height: combination.height },
      // axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
      bypassCSP: true,
    });
    await context.addCookies([{ name: "courtready_lang", value: language, url: suite.server.url }]);
    contexts.push(context);
    return context;
  }

  beforeAll(async () => {
    pages.visitor = await (await newContext()).newPage();
    const member = await newContext();
    await signUpAndLogIn(member, suite.server.url, { email });
    pages.member = await member.newPage();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it.each(PAGES)("$route ($path)", async (pageCase) => {
    const page = pageCase.signedIn ? pages.member! : pages.visitor!;
    await open(page, `${suite.server.url}${pageCase.path}`);
    await expectNoViolations(page, where(pageCase.path));

    // The page says which language it is in (WCAG 3.1.1), so a screen reader speaks it with the right voice.
    expect(await page.locator("html").getAttribute("lang")).toBe(language);
    // Every page is titled (WCAG 2.4.2) and carries a description for search results.
    expect(await page.title()).toMatch(/CourtReady/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();

    // Nothing is wider than the screen (Spanish runs longer than English).
    expect(
      await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth"),
    ).toBeLessThanOrEqual(0);
    // The focus ring is styling, the same in both languages: tabbed through once per width, in English.
    if (language === "en") {
      const unseen = await focusProblems(page);
      expect(unseen, `${where(pageCase.path)}: focus not visible on`).toEqual([]);
    }

    // WCAG 2.5.8: every target is 24 × 24 px or has the room the rule asks for around it (./targetSize.ts).
    const small = await page.evaluate<string[]>(SMALL_TARGETS);
    expect(small, `${where(pageCase.path)}: targets under 24 × 24 px`).toEqual([]);

    // WCAG 3.2.6: help is in the same place on every page: the header menu, with How to Use before Contact
    // Support. The menu is the same at both widths, so the desktop run checks it.
    if (combination.name === "desktop") {
      await page
        .locator("header")
        .getByRole("button", { name: say(language, "menu", "button") })
        .click();
      const menu = page.getByRole("navigation", { name: say(language, "menu", "navLabel") });
      const links = (await menu.getByRole("link").allTextContents()).map((text) => text.trim());
      const help = links.findIndex((text) => text.startsWith(say(language, "menu", "items.howToUse")));
      const contact = links.findIndex((text) =>
        text.startsWith(say(language, "menu", "items.contactSupport")),
      );
      expect(help, `${where(pageCase.path)}: How to Use in the menu`).toBeGreaterThanOrEqual(0);
      expect(contact, `${where(pageCase.path)}: Contact Support after How to Use`).toBeGreaterThan(help);
    }
  });

  it("dialogs: the builder's Save, the library's New Folder and a project's Share", async () => {
    const page = pages.member!;
    // The builder: its required case details, a file, then Save asks for the project's name.
    await openBuilderReady(suite, page);
    await page.locator('input[type="file"]').setInputFiles({
      name: "rent notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Rent paid in full on March 1.\n"),
    });
    await page.getByRole("button", { name: say(language, "builder", "process.save"), exact: true }).click();
    await page.getByRole("dialog", { name: say(language, "builder", "save.title") }).waitFor();
    await expectNoViolations(page, where("/create with the Save dialog"));

    await open(page, `${suite.server.url}/file-library`);
    await page.getByRole("button", { name: say(language, "library", "view.newFolder") }).click();
    await page.getByRole("dialog", { name: say(language, "library", "folder.title") }).waitFor();
    await expectNoViolations(page, where("/file-library with the New Folder dialog"));

    const name = `Deposit case ${language} ${combination.name}`;
    const form = new FormData();
    form.append("projectName", name);
    form.append("binderType", "small_claims");
    form.append("formData", JSON.stringify({ caseName: "Diaz v. Acme Property" }));
    form.append(
      "files",
      new File([Buffer.from("Rent paid in full.\n")], "rent notes.txt", { type: "text/plain" }),
    );
    const projectId = await createProject(page.context(), suite.server.url, form);
    // The edit screen with a real project's files (the route table's case opens one that does not exist).
    await open(page, `${suite.server.url}/project-edit/${projectId}`);
    await page.getByText("rent notes.txt").first().waitFor();
    await expectNoViolations(page, where("/project-edit of a saved project"));
    await open(page, `${suite.server.url}/dashboard`);
    await page.getByRole("button", { name: say(language, "projects", "card.shareNamed", { name }) }).click();
    await page.getByRole("dialog").waitFor();
    await expectNoViolations(page, where("/dashboard with the Share dialog"));
  });

  it("error states: a refused sign-in, a sign-up with empty fields, a file the builder refuses", async () => {
    const page = pages.visitor!;
    await open(page, `${suite.server.url}/login`);
    await page.locator('input[type="email"]').fill("nobody@example.com");
    await page.locator('input[type="password"]').fill("Wrong-password-1");
    await page.locator('main form button[type="submit"]').click();
    await page.getByRole("alert").first().waitFor();
    await expectNoViolations(page, where("/login after a wrong password"));

    await open(page, `${suite.server.url}/signup`);
    await page.locator('main form button[type="submit"]').first().click();
    await page.locator('main [aria-invalid="true"]').first().waitFor();
    await expectNoViolations(page, where("/signup sent empty"));

    const member = pages.member!;
    await openBuilderReady(suite, member);
    await member.locator('input[type="file"]').setInputFiles({
      name: "song.mp3",
      mimeType: "audio/mpeg",
      buffer: Buffer.from("ID3"),
    });
    // In the upload step's notice (a toast says it too, in a layer that may be closed by now).
    await member.locator("main").getByText("song.mp3").first().waitFor();
    await expectNoViolations(member, where("/create after a refused file"));
  });

  it("the open header menu and the offline banner", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await open(page, `${suite.server.url}/help`);
    await context.setOffline(true);
    await page.locator('[role="status"]', { hasText: say(language, "pwa", "offline.title") }).waitFor();
    await page.getByRole("button", { name: say(language, "menu", "button") }).click();
    await page.getByRole("navigation", { name: say(language, "menu", "navLabel") }).waitFor();
    await expectNoViolations(page, where("/help offline with the menu open"));
  });
}
