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
  return withWatchedPage(
    await suite.browser.newContext({ viewport: { width: viewport.width, height: viewport.height } }),
  );
}

/**
 * A browser context of `viewport` that accepts downloads (`options` adds others, such as a time zone), signed up on
 * the suite's server as `email`, with a yearly membership when `member`.
 */
async function signedUpContext(
  suite: Suite,
  viewport: { width: number; height: number },
  email: string,
  member: boolean,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await suite.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    acceptDownloads: true,
    ...options,
  });
  await signUpAndLogIn(context, suite.server.url, { email });
  if (member) grantMembership(suite.server, email, "yearly");
  return context;
}

/** A new member's browser context (signedUpContext with a yearly membership), for specs that open pages later. */
export function memberContext(
  suite: Suite,
  viewport: { width: number; height: number },
  email: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return signedUpContext(suite, viewport, email, true, options);
}

async function withWatchedPage(context: BrowserContext) {
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** A new member at work: memberContext and a page whose errors are collected. */
export async function memberSession(
  suite: Suite,
  viewport: { width: number; height: number },
  email: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  return withWatchedPage(await memberContext(suite, viewport, email, options));
}

/** A person signed up without a membership, and a page whose errors are collected. */
export async function signedUpSession(
  suite: Suite,
  viewport: { width: number; height: number },
  email: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  return withWatchedPage(await signedUpContext(suite, viewport, email, false));
}
