// esbuild plugin shared by the server and engine builds: our workspace packages (TypeScript sources) are bundled
// in; every third-party package stays external and loads from node_modules, where native ones (better-sqlite3,
// argon2, sharp) live.
export const externalizeDependencies = {
  name: "externalize-dependencies",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@courtready/") ? undefined : { path: args.path, external: true },
    );
  },
};
