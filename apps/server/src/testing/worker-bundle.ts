// Bundles the job worker (src/jobs/worker.ts) the way the server build does, for tests: worker threads load
// JavaScript, not TypeScript. global-setup.ts does it once per test run; harness.ts falls back to it; worker-pool.test.ts
// bundles its own test worker with it.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

declare module "vitest" {
  export interface ProvidedContext {
    /** file: URL of the worker bundled for this run. */
    courtreadyTestWorker: string;
  }
}

/**
 * Writes the bundle under node_modules/.cache so its third-party imports resolve; remove() deletes it. The entry is
 * the server's worker unless another is named (worker-pool.test.ts bundles testing/test-worker.ts).
 */
export async function bundleTestWorker(
  entry = path.join(import.meta.dirname, "../jobs/worker.ts"),
): Promise<{ url: URL; remove(): void }> {
  const root = path.resolve(import.meta.dirname, "../../../..");
  const dir = path.join(root, "node_modules/.cache/courtready-test-worker", `${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, "worker.mjs");
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    outfile,
    logLevel: "silent",
    // Our workspace packages are bundled in; third-party ones (sharp, pdf-lib…) load from node_modules, as in the
    // real build (scripts/bundle-node.mjs).
    plugins: [
      {
        name: "externalize-dependencies",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@courtready/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return { url: pathToFileURL(outfile), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
