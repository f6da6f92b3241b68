// One built server and one Chromium for a spec file: started before its tests, stopped after them, and the server
// must then exit cleanly (code 0), so a crash on shutdown fails the spec instead of passing unseen; and a new
// member's session in them, where most builder and project specs start.
import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { grantMembership, signUpAndLogIn } from "./accounts.ts";
import { launchBrowser, watchErrors } from "./browser.ts";
import { startServer } from "./server.ts";
import type { RunningServer } from "./server.ts";

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export function useServerAndBrowser(env: Record<string, string> = {}): Suite {
  const handles = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    handles.server = await startServer(env);
    handles.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handles.browser?.close();
    expect(await handles.server?.stop()).toBe(0);
  });
  return handles;
}

/** A visitor on the suite's server: a browser context of `viewport` and a page whose errors are collected. */
export async function visitorSession(
  suite: Suite,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/**
 * A new member at work on the suite's server: a browser context of `viewport` that accepts downloads (`options` adds
 * others, such as a time zone), signed up as `email` with a yearly membership, and a page whose errors are collected.
 */
export async function memberSession(
  suite: Suite,
  viewport: { width: number; height: number },
  email: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    acceptDownloads: true,
    ...options,
  });
  await signUpAndLogIn(context, suite.server.url, { email });
  grantMembership(suite.server, email, "yearly");
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}
