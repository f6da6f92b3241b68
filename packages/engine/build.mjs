// Bundles the CLI into dist/cli.js with esbuild; third-party packages (sharp is native) stay external.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { externalizeDependencies } from "../../scripts/esbuild-externals.mjs";

const here = new URL(".", import.meta.url).pathname;
rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: { cli: "src/cli.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [externalizeDependencies],
});
console.log("engine CLI built to packages/engine/dist");
