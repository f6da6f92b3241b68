// One built server and one Chromium for a spec file: started before its tests, stopped after them, and the server
// must then exit cleanly (code 0), so a crash on shutdown fails the spec instead of passing unseen.
import { afterAll, beforeAll, expect } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";
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
