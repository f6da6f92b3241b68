// A server and a Chromium for a spec file, and a new member's session in them, where most builder and project specs
// start. The server is one of the run's shared servers (global-setup.ts: one per worker, so never used by two files at
// once) unless the spec needs a server of its own: one with its own configuration, or one it stops. A spec's own
// server is started before its tests and stopped after them, and must then exit cleanly (code 0), so a crash on
// shutdown fails the spec instead of passing unseen; the shared ones are checked the same way after the run.
// The Chromium is the worker's (browser.ts#openBrowser), so, as with the servers, the two files running at one time
// never share one: one browser process for both (which composites every page in software here) is where both would
// queue (docs/decisions.md).
import { afterAll, beforeAll, expect, inject } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { grantMembershipHere, signUpAndLogIn } from "./accounts.ts";
import { openBrowser, watchErrors } from "./browser.ts";
import type { SharedServer } from "./global-setup.ts";
import { startServer } from "./server.ts";
import type { RunningServer } from "./server.ts";

export interface Suite {
  readonly server: SharedServer;
  readonly browser: Browser;
}

/** A suite whose server is the spec's own, so it may stop it (and must leave it stopped cleanly). */
export interface OwnSuite extends Suite {
  readonly server: RunningServer;
}

/**
 * The worker's shared server. VITEST_POOL_ID (1 to maxWorkers) is unique among the workers running at one time,
 * and a worker runs one file at a time, so the server is this file's alone while it runs.
 */
function sharedServer(): SharedServer {
  const servers = inject("e2eSharedServers");
  const id = Number(process.env.VITEST_POOL_ID);
  const server = servers[id - 1];
  if (!server)
    throw new Error(
      `no shared e2e server for VITEST_POOL_ID=${process.env.VITEST_POOL_ID} (${servers.length} started)`,
    );
  return server;
}

/**
 * The worker's shared server (default configuration) and its Chromium. Tests on it sign up people
 * of their own (the server keeps every earlier file's accounts and data), and must not stop it.
 */
export function useServerAndBrowser(): Suite {
  const handles = {} as { server: SharedServer; browser: Browser };
  beforeAll(async () => {
    handles.server = sharedServer();
    handles.browser = await openBrowser();
  });
  afterAll(async () => {
    await handles.browser?.close();
  });
  return handles;
}

/**
 * A server of the spec's own, started with `env` (a configuration of its own) on a fresh data folder, and the
 * worker's Chromium: for specs that change the configuration, stop the server, or count what arrives at it from this address.
 */
export function useOwnServerAndBrowser(env: Record<string, string> = {}): OwnSuite {
  const handles = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    handles.server = await startServer(env);
    handles.browser = await openBrowser();
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
  if (member) await grantMembershipHere(suite.server, email, "yearly");
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
