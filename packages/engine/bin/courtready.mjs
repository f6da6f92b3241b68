#!/usr/bin/env node
// The `courtready` command. Runs the bundled CLI (built by `npm run build`; `npm start` and `npm test` build it).
import { existsSync } from "node:fs";
const entry = new URL("../dist/cli.js", import.meta.url);
if (!existsSync(entry)) {
  console.error(
    "courtready: the CLI is not built yet. Run `npm run build` (or `npm start`) from the repository root.",
  );
  process.exit(1);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
