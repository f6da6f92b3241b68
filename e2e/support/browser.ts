// Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this sandbox needs:
// no background networking (the machine has no internet), no sandbox (tests run as root in CI).
// The specs run in Debian's chromium-headless-shell: the same Chromium release (Blink and V8) as /usr/bin/chromium,
// built for headless use, which is what Playwright runs headless by default; it takes about half the CPU of the full
// browser in headless mode (measured in docs/decisions.md). CHROMIUM_PATH=/usr/bin/chromium runs them in the full one.
// The run starts one Chromium per vitest worker (global-setup.ts, beside the worker's shared server), and a spec file
// connects to its worker's: a worker runs one file at a time, so the two files running at one time still have a
// Chromium each, and no file pays a browser's start-up and shut-down (docs/decisions.md).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { chromium } from "playwright-core";
import type { Browser, Locator, Page } from "playwright-core";
import { freePort, ROOT } from "./server.ts";

export const ARTIFACTS = path.join(ROOT, "e2e/artifacts");

/** The two widths every user-facing flow is checked at: a phone and a desktop. */
export const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/**
 * The widths the accessibility specs check (issue 39 §4): the narrowest common phone (360 px, where reflow and target
 * size are hardest) and the desktop. Kept apart from VIEWPORTS so the other specs do not run a third time.
 */
export const ACCESSIBILITY_VIEWPORTS = [
  { name: "small-phone", width: 360, height: 780 },
  VIEWPORTS[1],
] as const;

const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * Starts a Chromium that spec files connect to (the run's global set-up starts one per worker), listening for the
 * DevTools protocol on a loopback port; resolves with it and its address.
 */
export async function launchSharedBrowser(): Promise<{ browser: Browser; endpoint: string }> {
  const port = await freePort();
  const browser = await chromium.launch({
    ...CHROMIUM,
    args: [...CHROMIUM.args, `--remote-debugging-port=${port}`],
  });
  return { browser, endpoint: `http://127.0.0.1:${port}` };
}

/**
 * A Chromium for one spec file: a connection to its worker's Chromium (VITEST_POOL_ID, as for the shared servers),
 * over the DevTools protocol as a browser on this machine (`isLocal`: a file to upload is passed by its path, not
 * copied through the connection). Closing it ends the contexts the file opened and leaves the Chromium running for
 * the worker's next file. Its contexts (and pages opened straight from it) block service workers unless the spec
 * asks for them (`serviceWorkers: "allow"`, as the offline specs do): the worker precaches the whole app in every
 * new context, which costs more than the page itself, and only the specs about going offline test it.
 */
export async function openBrowser(): Promise<Browser> {
  const endpoints = inject("e2eBrowsers");
  const endpoint = endpoints[Number(process.env.VITEST_POOL_ID) - 1];
  if (!endpoint)
    throw new Error(
      `no e2e Chromium for VITEST_POOL_ID=${process.env.VITEST_POOL_ID} (${endpoints.length} started)`,
    );
  const browser = await chromium.connectOverCDP(endpoint, { isLocal: true });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: "block", ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: "block", ...options });
  return browser;
}

/**
 * Whether the specs save screenshots: only when asked, with E2E_SCREENSHOTS=1. Drawing a long page whole costs
 * Chromium about as much as the test that visits it (the court directory's spec runs in half the time without),
 * and in a run nobody looks at (CI, a fresh clone) the pictures are thrown away unseen. No assertion reads them.
 */
export const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

/** Saves a full-page screenshot under e2e/artifacts/<area>/ for people to look at (when E2E_SCREENSHOTS=1). */
export async function snapshot(page: Page, area: string, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  const dir = path.join(ARTIFACTS, area);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Saves a screenshot of one element (a dialog, a section) as big as it shows on screen (when E2E_SCREENSHOTS=1). */
export async function snapshotElement(element: Locator, area: string, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  const dir = path.join(ARTIFACTS, area);
  mkdirSync(dir, { recursive: true });
  await element.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Collects uncaught page errors and console errors so a spec can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    // Chromium logs every 4xx answer (e.g. 401 from "who am I" while signed out) as a console error; those are
    // expected API answers, not page faults.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  return errors;
}

/**
 * Everything the page's live regions say right now (toasts, the offline banner, loading notes), as one string: a
 * spec polls it for a message without caring which region carries it.
 */
export async function liveText(page: Page): Promise<string> {
  return (await page.getByRole("status").or(page.getByRole("alert")).allTextContents()).join("\n");
}
