// One lint configuration for the whole workspace. Import boundaries live here, each with the reason in its message.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import { createNodeResolver, importX } from "eslint-plugin-import-x";

const ENGINE_REASON =
  "The engine is a pure library (bytes in, bytes out): it may import only @courtready/contracts — no HTTP, database, React or court data.";
const WEB_REASON =
  "The web app runs in the browser and talks to the server over HTTP: it may import @courtready/contracts only, never db, server, engine or courts code.";
const PDF_LIB_REASON =
  "The engine uses @cantoo/pdf-lib through its adapter, packages/engine/src/pdf/pdf-lib.ts: the one file to read when pdf-lib is upgraded (tests may import it directly).";
const CONTRACTS_REASON = "Contracts are shared by server and browser: they may import zod only.";
const DB_REASON = "packages/db is the bottom layer: it must not import application code.";
const SERVER_REASON =
  "The server may import contracts, db, engine and courts, never the web app: the browser reaches it over HTTP only.";
const COURTS_REASON = "The court directory is data and lookups: it may import @courtready/contracts only.";
const ROUTES_REASON =
  "Routes validate, ask the policy, call a service and shape the answer: queries belong in a *.repository.ts (a route may hold the handle to open a transaction and pass it on).";
const TESTING_REASON =
  "Test harness, stand-ins and factories (apps/server/src/testing/, a package's testing entry) are for tests: production code never imports them.";
const REPOSITORY_REASON =
  "A module's tables are its own: another module calls its service (or another exported function that is not a *.repository.ts), never its repository.";
const FEATURE_REASON =
  "A web feature imports another feature only through apps/web/src/features/shared/: what two features need lives there, not in one of them.";
const QUERY_REASON =
  "Every query lives in a *.repository.ts (its module's, database handle first), where its own test runs it on SQLite and PostgreSQL; a service may open a transaction and pass the handle on.";
const QUERY_METHODS = [
  "selectFrom",
  "insertInto",
  "updateTable",
  "deleteFrom",
  "replaceInto",
  "mergeInto",
  "selectNoFrom",
];

/** no-restricted-syntax entries refusing Kysely's query starters and raw `sql`, each message opening with `where`. */
function refuseQueries(where, reason) {
  return [
    "error",
    ...QUERY_METHODS.map((name) => ({
      selector: `CallExpression[callee.type='MemberExpression'][callee.property.name='${name}']`,
      message: `${name} ${where}: ${reason}`,
    })),
    {
      selector: "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name='sql']",
      message: `Raw sql ${where}: ${reason}`,
    },
  ];
}
/** HTTP, React and database packages: what a pure library (the engine, the court directory) never imports. */
const APP_PACKAGES = [
  "fastify",
  "fastify/*",
  "@fastify/*",
  "react",
  "react-*",
  "kysely",
  "better-sqlite3",
  "pg",
];

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

const SERVER_PATTERNS = forbid(["@courtready/web", "react", "react-*"], ["apps/web"], SERVER_REASON)[1]
  .patterns;
/** apps/server/src/testing/… by a relative path, or a workspace package's testing entry (@courtready/db/testing). */
const TESTING_PATTERN = { regex: "(^|/)testing(/|$)", message: TESTING_REASON };
/** From modules/<a>/: "../<b>/<x>.repository.ts" (or by way of modules/) is another module's repository. */
const REPOSITORY_PATTERN = {
  regex: "^(\\.\\./[^./][^/]*|(\\.\\./)+modules/[^/]+)/[^/]+\\.repository(\\.ts)?$",
  message: REPOSITORY_REASON,
};

const WEB_PATTERNS = forbid(
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
)[1].patterns;
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * "<up>/<other feature>/…" from a file `depth` folders below features/<feature>/ (`up` the "../" that reach
 * features/), except shared/.
 */
function featurePattern(feature, depth) {
  const allowed = [`${escapeRegex(feature)}/`, "shared/"];
  const up = "\\.\\./".repeat(depth + 1);
  return { regex: `^${up}(?!${allowed.join("|")})[^./][^/]*/`, message: FEATURE_REASON };
}
const WEB_FEATURES = readdirSync(new URL("apps/web/src/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Files this many folders below their feature's folder are covered (features/projects/sharing/ is one). */
const FEATURE_DEPTHS = [0, 1, 2, 3];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "e2e/artifacts/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules: a promise nobody awaits (a write that may fail unseen, a test that ends before its check) and
  // a promise where a plain value is expected (an async callback to forEach or an event handler) are errors.
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: {
        // Two programs, the ones scripts/typecheck.sh checks: every Node workspace together (here), and the web app
        // (the next block). The project service made one per workspace tsconfig, each loading the packages' sources
        // again. Each file names only its own program, so a run over one side's files (scripts/test.sh lints the
        // web app and the rest in two processes) builds only that side's program.
        project: ["tsconfig.node.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    files: ["apps/web/**/*.ts", "apps/web/**/*.tsx"],
    languageOptions: { parserOptions: { project: ["apps/web/tsconfig.json"] } },
  },
  {
    // Import cycles (a module that, through others, imports itself) make start-up order matter and hide layers.
    // Type-only imports are not followed: they leave no trace at run time.
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
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
        ["@courtready/server", "@courtready/web", "@courtready/db", "@courtready/courts", ...APP_PACKAGES],
        ["apps", "packages/db", "packages/courts"],
        ENGINE_REASON,
      ),
    },
  },
  {
    // The same boundary plus pdf-lib (a later no-restricted-imports replaces the earlier one for these files).
    files: ["packages/engine/src/**"],
    ignores: ["packages/engine/src/pdf/pdf-lib.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...forbid(
              [
                "@courtready/server",
                "@courtready/web",
                "@courtready/db",
                "@courtready/courts",
                ...APP_PACKAGES,
              ],
              ["apps", "packages/db", "packages/courts"],
              ENGINE_REASON,
            )[1].patterns,
            { group: ["@cantoo/pdf-lib", "@cantoo/pdf-lib/*"], message: PDF_LIB_REASON },
          ],
        },
      ],
    },
  },
  {
    // The CLI is a program, not the library: `build --court` and `check --court` read the court's filing profile from the directory,
    // through this one file (loaded only when a court is named). Everything else of the engine's boundary holds.
    files: ["packages/engine/src/cli-court.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: forbid(
            ["@courtready/server", "@courtready/web", "@courtready/db", ...APP_PACKAGES],
            ["apps", "packages/db"],
            ENGINE_REASON,
          )[1].patterns,
        },
      ],
    },
  },
  {
    files: ["apps/web/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: WEB_PATTERNS }],
    },
  },
  ...WEB_FEATURES.flatMap((feature) =>
    FEATURE_DEPTHS.map((depth) => ({
      files: [`apps/web/src/features/${feature}/${"*/".repeat(depth)}*`],
      rules: {
        "no-restricted-imports": ["error", { patterns: [...WEB_PATTERNS, featurePattern(feature, depth)] }],
      },
    })),
  ),
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
    files: ["apps/server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: SERVER_PATTERNS }] },
  },
  {
    // Production code: the server's boundary plus no test helpers (a later no-restricted-imports replaces the
    // earlier one for these files, so each block lists all its patterns).
    files: ["apps/server/src/**"],
    ignores: ["**/*.test.ts", "apps/server/src/testing/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [...SERVER_PATTERNS, TESTING_PATTERN] }] },
  },
  {
    files: ["apps/server/src/modules/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...SERVER_PATTERNS, TESTING_PATTERN, REPOSITORY_PATTERN] },
      ],
    },
  },
  {
    // Tests and their helpers (factories, the harness) may write rows directly to set a scene.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["**/*.repository.ts", "**/*.test.ts", "**/*.factories.ts", "apps/server/src/testing/**"],
    rules: { "no-restricted-syntax": refuseQueries("outside a repository", QUERY_REASON) },
  },
  {
    // The same rule, said for routes (a later no-restricted-syntax replaces the earlier one for these files).
    files: ["**/*.routes.ts"],
    rules: { "no-restricted-syntax": refuseQueries("in a route", ROUTES_REASON) },
  },
  {
    files: ["packages/courts/**"],
    rules: {
      "no-restricted-imports": forbid(
        ["@courtready/server", "@courtready/web", "@courtready/db", "@courtready/engine", ...APP_PACKAGES],
        ["apps", "packages/db", "packages/engine"],
        COURTS_REASON,
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
