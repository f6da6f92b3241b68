// Bundles the `courtready` CLI into dist/cli.js with its third-party code (sharp, being native, stays external);
// see scripts/bundle-node.mjs, and decisions.md "The CLI's start-up" for why the CLI bundles its dependencies.
import { bundleForNode } from "../../scripts/bundle-node.mjs";

// Code two dependencies load at start-up that a build never runs (decisions.md, "What the CLI no longer loads"):
// fontkit's Brotli decoder (1.4 MB with its dictionary, decoded when loaded) serves WOFF2 web fonts only, and the
// engine embeds TrueType files; pdf-lib's SVG drawing parses SVG as HTML (node-html-better-parser, whose entity
// table is built when loaded), and the engine draws no SVG. Each stub fails loudly if ever reached.
const stubs = {
  "brotli/decompress.js":
    'export default function decompress() { throw new Error("courtready: WOFF2 fonts are not supported"); }',
  "node-html-better-parser": [
    'export function parse() { throw new Error("courtready: SVG drawing is not supported"); }',
    "export const NodeType = { ELEMENT_NODE: 1, TEXT_NODE: 3, COMMENT_NODE: 8 };",
  ].join("\n"),
};

await bundleForNode(
  new URL(".", import.meta.url).pathname,
  // `check` has an entry of its own (bin/courtready.mjs picks it): a check needs none of the building code.
  { cli: "src/cli.ts", check: "src/check/check-main.ts" },
  // Split: the court directory (`build --court`, cli-court.ts) is a chunk loaded only when a court is named; what
  // both entries use is in shared chunks.
  { bundleDependencies: true, external: ["sharp"], stubs, splitting: true },
);
console.log("engine CLI built to packages/engine/dist");
