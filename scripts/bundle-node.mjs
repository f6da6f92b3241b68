// Bundles a workspace's Node entry points into its dist/ with esbuild, for the server and the engine CLI. Our
// workspace packages (TypeScript sources) are always bundled in. Third-party packages stay external and load from
// node_modules (where native ones — better-sqlite3, argon2, sharp — live), unless the caller asks for them to be
// bundled too: the CLI does, because resolving and loading a few hundred small module files was most of its
// start-up (decisions.md, "The CLI's start-up").
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

/** An esbuild plugin answering the named imports with the given module source instead of the package. */
function stubbed(stubs) {
  return {
    name: "stubs",
    setup(b) {
      for (const specifier of Object.keys(stubs)) {
        const exact = new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);
        b.onResolve({ filter: exact }, () => ({ path: specifier, namespace: "stub" }));
      }
      b.onLoad({ filter: /.*/, namespace: "stub" }, (args) => ({ contents: stubs[args.path], loader: "js" }));
    },
  };
}

/**
 * Replaces `<folder>/dist` with the bundled entry points. With `bundleDependencies`, third-party code is bundled
 * in as well, except the packages named in `external` (native addons cannot be bundled); their licence notices go
 * to `dist/<entry>.js.LEGAL.txt`. `stubs` replaces imports (exact specifiers) with the given module source: for
 * code a dependency loads at start-up that the bundle never runs. `splitting` puts what is imported dynamically in chunks.
 * @example await bundleForNode(new URL(".", import.meta.url).pathname, { cli: "src/cli.ts" }) // → dist/cli.js
 */
export async function bundleForNode(
  folder,
  entryPoints,
  { bundleDependencies = false, external = [], stubs = {}, splitting = false } = {},
) {
  rmSync(`${folder}dist`, { recursive: true, force: true });
  await build({
    absWorkingDir: folder,
    entryPoints,
    outdir: "dist",
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    // With `splitting`, a dynamic import() becomes a chunk of its own, loaded only when that code runs.
    splitting,
    sourcemap: true,
    logLevel: "warning",
    ...(bundleDependencies
      ? {
          external,
          legalComments: "linked",
          // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
          banner: {
            js: 'import { createRequire as __courtreadyRequire } from "node:module"; const require = __courtreadyRequire(import.meta.url);',
          },
          plugins: [stubbed(stubs)],
        }
      : { plugins: [externalizeDependencies] }),
  });
}
