// One lint configuration for the whole workspace. Import boundaries live here, each with the reason in its message.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const ENGINE_REASON =
  "The engine is a pure library (bytes in, bytes out): it may import only @courtready/contracts — no HTTP, database, React or court data.";
const WEB_REASON =
  "The web app runs in the browser and talks to the server over HTTP: it may import @courtready/contracts only, never db, server, engine or courts code.";
const CONTRACTS_REASON = "Contracts are shared by server and browser: they may import zod only.";
const DB_REASON = "packages/db is the bottom layer: it must not import application code.";

/**
 * Builds a no-restricted-imports rule that forbids the given package names and any relative path into the given
 * workspace folders ("apps/server" also catches "../../server/src/…", the form a relative import takes).
 */
function forbid(names, folders, message) {
  const paths = folders.flatMap((f) => [`**/${f}/**`, `**/${f.split("/").pop()}/src/**`]);
  return [
    "error",
    { patterns: [{ group: names, message }, ...(paths.length ? [{ group: paths, message }] : [])] },
  ];
}

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "e2e/artifacts/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { prefer: "type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["scripts/**", "e2e/**", "**/cli.ts", "**/build.mjs", "**/*.bench.ts", "packages/*/scripts/**"],
    rules: { "no-console": "off" },
  },
  {
    files: ["packages/engine/**"],
    rules: {
      "no-restricted-imports": forbid(
        [
          "@courtready/server",
          "@courtready/web",
          "@courtready/db",
          "@courtready/courts",
          "fastify",
          "fastify/*",
          "@fastify/*",
          "react",
          "react-*",
          "kysely",
          "better-sqlite3",
          "pg",
        ],
        ["apps", "packages/db", "packages/courts"],
        ENGINE_REASON,
      ),
    },
  },
  {
    files: ["apps/web/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": forbid(
        [
          "@courtready/server",
          "@courtready/db",
          "@courtready/engine",
          "@courtready/courts",
          "kysely",
          "better-sqlite3",
          "pg",
          "fastify",
          "node:*",
        ],
        ["apps/server", "packages/db", "packages/engine", "packages/courts"],
        WEB_REASON,
      ),
    },
  },
  {
    files: ["packages/contracts/**"],
    rules: {
      "no-restricted-imports": forbid(
        ["@courtready/*", "react", "fastify", "kysely", "node:*"],
        ["apps", "packages/db", "packages/engine", "packages/courts"],
        CONTRACTS_REASON,
      ),
    },
  },
  {
    files: ["packages/db/**"],
    rules: {
      "no-restricted-imports": forbid(
        [
          "@courtready/server",
          "@courtready/web",
          "@courtready/engine",
          "@courtready/courts",
          "@courtready/contracts",
        ],
        ["apps", "packages/engine", "packages/courts", "packages/contracts"],
        DB_REASON,
      ),
    },
  },
);
