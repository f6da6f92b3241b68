// axe-core on every route of the spec's route table (and the not-found and password reset pages), in Chromium at phone
// and desktop widths: WCAG 2.0 and 2.1, levels A and AA. Any violation whose impact is serious or critical fails the
// page, and the failure lists each rule, its impact and the elements it found. Pages behind a sign-in are checked signed in.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { ROUTES } from "@courtready/contracts";
import type { TRoute } from "@courtready/contracts";
import { signUpAndLogIn } from "../support/accounts.ts";
import { VIEWPORTS } from "../support/browser.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

const suite = useServerAndBrowser();

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

/** What has focus now: a short description, whether a focus ring (outline or box shadow) is drawn, and its box. */
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
  const box = el.getBoundingClientRect();
  const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "").trim().slice(0, 40);
  return { key: el.tagName + " " + name + " " + Math.round(box.top + scrollY), label: el.tagName + " " + name,
    ring, shown: box.width > 0 && box.height > 0 };
})()`;

/** Tabs through the page (up to 80 stops, or until focus comes round again) and lists stops without a visible ring. */
async function focusProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate<{ key: string; label: string; ring: boolean; shown: boolean } | null>(
      FOCUSED,
    );
    if (!focused) continue;
    if (seen.has(focused.key)) break;
    seen.add(focused.key);
    if (!focused.ring || !focused.shown) problems.push(focused.label);
  }
  return problems;
}

describe.each(VIEWPORTS)("axe-core at $width px ($name)", (viewport) => {
  const contexts: { visitor?: BrowserContext; member?: BrowserContext } = {};
  beforeAll(async () => {
    const options = {
      viewport: { width: viewport.width, height: viewport.height },
      // axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
      bypassCSP: true,
    };
    contexts.visitor = await suite.browser.newContext(options);
    contexts.member = await suite.browser.newContext(options);
    await signUpAndLogIn(contexts.member, suite.server.url, { email: `axe.${viewport.name}@example.com` });
  });
  afterAll(async () => {
    await contexts.visitor?.close();
    await contexts.member?.close();
  });

  it.each(PAGES)("$route ($path)", async (pageCase) => {
    const context = pageCase.signedIn ? contexts.member! : contexts.visitor!;
    const page = await context.newPage();
    await page.goto(`${suite.server.url}${pageCase.path}`);
    // The page has rendered and its data has arrived (lists, the sign-in check), so axe sees the finished page.
    await page.locator("main h1").first().waitFor();
    await page.waitForLoadState("networkidle");

    const violations = await runAxe(page);
    const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ""));
    const minor = violations.filter((v) => !FAILING_IMPACTS.has(v.impact ?? ""));
    if (minor.length)
      console.log(`axe (not failing) ${pageCase.path} at ${viewport.width}px:\n${describeViolations(minor)}`);
    expect(failing, `${pageCase.path} at ${viewport.width}px:\n${describeViolations(failing)}`).toEqual([]);

    // Every page is titled (WCAG 2.4.2) and carries a description for search results.
    expect(await page.title()).toMatch(/CourtReady/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();

    // Nothing is wider than the screen, and the keyboard reaches the controls with a visible focus ring.
    expect(
      await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth"),
    ).toBeLessThanOrEqual(0);
    const unseen = await focusProblems(page);
    expect(unseen, `${pageCase.path} at ${viewport.width}px: focus not visible on`).toEqual([]);
    await page.close();
  });

  it("the open header menu and the offline banner", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/help`);
    await page.locator("main h1").waitFor();
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await page.locator('[role="status"]', { hasText: "You are offline." }).waitFor();
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Site menu" }).waitFor();
    const failing = (await runAxe(page)).filter((v) => FAILING_IMPACTS.has(v.impact ?? ""));
    expect(failing, describeViolations(failing)).toEqual([]);
    await context.close();
  });
});
