// Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this sandbox needs:
// no background networking (the machine has no internet), no sandbox (tests run as root in CI).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import type { Browser, BrowserServer, Page } from "playwright-core";
import { inject } from "vitest";
import { ROOT } from "./server.ts";

export const ARTIFACTS = path.join(ROOT, "e2e/artifacts");

/** The two widths every user-facing flow is checked at: a phone and a desktop. */
export const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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

declare module "vitest" {
  export interface ProvidedContext {
    /** The WebSocket address of the Chromium that global-setup.ts started for the whole e2e run. */
    courtreadyBrowser: string;
  }
}

/** Starts the one Chromium of an e2e run (global-setup.ts); specs reach it through launchBrowser. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM);
}

/**
 * A browser for one spec file: a connection to the run's shared Chromium (starting Chromium costs more than many
 * specs' tests), or one of its own when the spec runs without the global setup. Each connection gets its own
 * contexts, and close() ends only them, so specs still share no cookies, storage or pages.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = inject("courtreadyBrowser");
  return shared ? chromium.connect(shared) : chromium.launch(CHROMIUM);
}

/** Saves a full-page screenshot under e2e/artifacts/<area>/ for people to look at. */
export async function snapshot(page: Page, area: string, name: string): Promise<void> {
  const dir = path.join(ARTIFACTS, area);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
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
