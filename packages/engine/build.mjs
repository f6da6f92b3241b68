// Bundles the `courtready` CLI into dist/cli.js; see scripts/bundle-node.mjs (sharp, being native, stays external).
import { bundleForNode } from "../../scripts/bundle-node.mjs";

await bundleForNode(new URL(".", import.meta.url).pathname, { cli: "src/cli.ts" });
console.log("engine CLI built to packages/engine/dist");
