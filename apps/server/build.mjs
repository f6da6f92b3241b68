// Bundles the server into dist/ with esbuild. Our workspace packages (TypeScript sources) are bundled in;
// third-party packages stay external and load from node_modules, where native ones (better-sqlite3, argon2) live.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { externalizeDependencies } from "../../scripts/esbuild-externals.mjs";

const here = new URL(".", import.meta.url).pathname;

rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: { main: "src/main.ts", cli: "src/cli.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  plugins: [externalizeDependencies],
  logLevel: "warning",
});
console.log("server built to apps/server/dist");
