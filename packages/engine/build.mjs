// Bundles the `courtready` CLI into dist/cli.js with its third-party code (sharp, being native, stays external);
// see scripts/bundle-node.mjs, and decisions.md "The CLI's start-up" for why the CLI bundles its dependencies.
import { bundleForNode } from "../../scripts/bundle-node.mjs";

await bundleForNode(
  new URL(".", import.meta.url).pathname,
  { cli: "src/cli.ts" },
  { bundleDependencies: true, external: ["sharp"] },
);
console.log("engine CLI built to packages/engine/dist");
