// Vitest global setup of the e2e project (vitest.config.ts): one Chromium for the whole run, which every spec file
// connects to (browser.ts#launchBrowser) instead of starting its own.
import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "./browser.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchBrowserServer();
  project.provide("courtreadyBrowser", server.wsEndpoint());
  return () => server.close();
}
