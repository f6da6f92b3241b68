#!/usr/bin/env node
// The `courtready` command. Runs the bundled CLI (built by `npm run build`; `npm start` and `npm test` build it).
// Written to start on any Node: on one older than 24 it re-runs itself on the Node 24 that `npm start` provisioned
// in .runtime/node (scripts/node-runtime.sh), so `npx courtready` behaves the same on every machine.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import module from "node:module";
import { fileURLToPath } from "node:url";

const REQUIRED_MAJOR = 24;
if (Number(process.versions.node.split(".")[0]) < REQUIRED_MAJOR) {
  const runtime = fileURLToPath(new URL("../../../.runtime/node/bin/node", import.meta.url));
  if (!existsSync(runtime)) {
    console.error(
      `courtready: needs Node ${REQUIRED_MAJOR} (this is ${process.version}). Run \`npm start\` or \`npm test\` once from the repository root to fetch it, or install Node.js ${REQUIRED_MAJOR} LTS.`,
    );
    process.exit(1);
  }
  const run = spawnSync(runtime, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(run.status ?? 1);
}

// `check` has a bundle of its own without the building code (check/check-main.ts): loading the whole CLI was most
// of the command's start-up, paid before any of its tools starts.
const entry = new URL(process.argv[2] === "check" ? "../dist/check.js" : "../dist/cli.js", import.meta.url);
if (!existsSync(entry)) {
  console.error(
    "courtready: the CLI is not built yet. Run `npm run build` (or `npm start`) from the repository root.",
  );
  process.exit(1);
}
// V8's compiled code for the CLI, kept between runs next to the bundle (dist/, which a rebuild replaces), not in
// the shared temporary folder where another account could leave files for us to load: a run after the first skips
// compiling the bundle's code again. Node checks each entry against the source, so a changed CLI is never run from
// stale code; where the folder cannot be written, Node carries on without it. NODE_COMPILE_CACHE still wins.
module.enableCompileCache?.(
  process.env.NODE_COMPILE_CACHE || fileURLToPath(new URL("../dist/.compile-cache", import.meta.url)),
);
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(process.argv[2] === "check" ? 3 : 2));
