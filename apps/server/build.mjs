// Bundles the server (main.js, cli.js, worker.js for the job pool) into dist/; see scripts/bundle-node.mjs for what is
// bundled and what not.
import { bundleForNode } from "../../scripts/bundle-node.mjs";

await bundleForNode(new URL(".", import.meta.url).pathname, {
  main: "src/main.ts",
  cli: "src/cli.ts",
  worker: "src/jobs/worker.ts",
});
console.log("server built to apps/server/dist");
