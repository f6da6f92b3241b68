// Vitest global setup for the server's tests (vitest.config.ts): bundles the job worker once for the whole run,
// instead of once in every test file that builds a binder (harness.ts#testWorkerUrl).
import type { TestProject } from "vitest/node";
import { bundleTestWorker } from "./worker-bundle.ts";

export default async function setup(project: TestProject): Promise<() => void> {
  const bundle = await bundleTestWorker();
  project.provide("courtreadyTestWorker", bundle.url.href);
  return () => bundle.remove();
}
