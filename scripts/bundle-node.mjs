// Bundles a workspace's Node entry points into its dist/ with esbuild, for the server and the engine CLI. Our
// workspace packages (TypeScript sources) are bundled in; every third-party package stays external and loads
// from node_modules, where native ones (better-sqlite3, argon2, sharp) live.
import { build } from "esbuild";
import { rmSync } from "node:fs";

export const externalizeDependencies = {
  name: "externalize-dependencies",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@courtready/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Replaces `<folder>/dist` with the bundled entry points.
 * @example await bundleForNode(new URL(".", import.meta.url).pathname, { cli: "src/cli.ts" }) // → dist/cli.js
 */
export async function bundleForNode(folder, entryPoints) {
  rmSync(`${folder}dist`, { recursive: true, force: true });
  await build({
    absWorkingDir: folder,
    entryPoints,
    outdir: "dist",
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    sourcemap: true,
    plugins: [externalizeDependencies],
    logLevel: "warning",
  });
}
