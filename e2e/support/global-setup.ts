// Starts the e2e run's shared servers: one per vitest worker (maxWorkers), each a built server with the default
// configuration and a data folder of its own, for the spec files that need nothing more than a server to sign people
// up on (useServerAndBrowser() in suite.ts). A worker runs one spec file at a time and picks the server of its own
// VITEST_POOL_ID, so no two files ever use one server at the same time: what a file does (uploads in flight, checks
// under way, a build keeping the job thread busy) meets only its own tests, as it did on a server of its own. After
// the run each server must exit cleanly (code 0), as every spec's own server must. They send no e-mail (no SMTP) and
// name a support address (SHARED_SUPPORT_EMAIL), as a small deployment would: the page that says how to reach support
// when e-mail cannot be sent is then shown on them, without a server of its own.
// Each worker also gets a Chromium of its own here, which its spec files connect to (browser.ts#openBrowser).
import type { TestProject } from "vitest/node";
import type { Browser } from "playwright-core";
import { launchSharedBrowser } from "./browser.ts";
import { startServer } from "./server.ts";
import type { RunningServer } from "./server.ts";

/** What a spec file gets of a shared server: where it is, and the configuration its operator commands need. */
export interface SharedServer {
  url: string;
  env: Record<string, string>;
  dataDir: string;
}

/** The support address the shared servers name (SUPPORT_EMAIL), where no e-mail can be sent (no SMTP_URL). */
export const SHARED_SUPPORT_EMAIL = "help@courtready.test";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared servers, the first for VITEST_POOL_ID 1, and so on. */
    e2eSharedServers: SharedServer[];
    /** The workers' Chromiums (their DevTools addresses), the first for VITEST_POOL_ID 1, and so on. */
    e2eBrowsers: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const count = project.config.maxWorkers;
  const servers: RunningServer[] = [];
  const browsers: { browser: Browser; endpoint: string }[] = [];
  try {
    // One after another: started side by side they would only compete for the same two cores.
    for (let i = 0; i < count; i++) {
      servers.push(await startServer({ SUPPORT_EMAIL: SHARED_SUPPORT_EMAIL }));
      browsers.push(await launchSharedBrowser());
    }
  } catch (error) {
    await Promise.all([
      ...servers.map((server) => server.stop()),
      ...browsers.map(({ browser }) => browser.close()),
    ]);
    throw error;
  }
  project.provide(
    "e2eSharedServers",
    servers.map(({ url, env, dataDir }) => ({ url, env, dataDir })),
  );
  project.provide(
    "e2eBrowsers",
    browsers.map(({ endpoint }) => endpoint),
  );
  return async () => {
    await Promise.all(browsers.map(({ browser }) => browser.close()));
    const codes = await Promise.all(servers.map((server) => server.stop()));
    const failed = codes.flatMap((code, i) => (code === 0 ? [] : [`${servers[i]!.url} exited with ${code}`]));
    if (failed.length > 0)
      throw new Error(
        `a shared e2e server did not stop cleanly: ${failed.join("; ")}\n${servers.map((s) => s.output()).join("\n")}`,
      );
  };
}
