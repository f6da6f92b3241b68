// The import boundaries and layers of ARCHITECTURE.md are enforced by lint, and the message says why; so are the
// type-aware promise rules.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
// Import and layer rules need no types: linted without the type-aware parser, each case takes milliseconds. Nor do
// they need import-x/no-cycle, which the cases below test with a linter of their own: left on, it followed a made-up
// file's import of app.ts or App.tsx through the whole server or web app, which was most of this file's time.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked, { rules: { "import-x/no-cycle": "off" } }],
});
// The promise rules need types: the made-up file is not on disk, so it is typed in TypeScript's default project (the
// project service's), in place of eslint.config.js's two programs, which hold only the files on disk. It lies in a
// folder no tsconfig.json covers (the root has none), so that project holds this one file and the standard library,
// not the whole server program that a probe under apps/server/src/ loaded through apps/server/tsconfig.json; the
// promise rules' block in eslint.config.js is the same for every .ts file.
const PROMISE_PROBE = "lint-probe/x.ts";
const typedEslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        project: null,
        projectService: { allowDefaultProject: [PROMISE_PROBE], defaultProject: "tsconfig.base.json" },
      },
    },
  },
});

async function messagesFor(
  file: string,
  code: string,
  rule = "no-restricted-imports",
  linter = eslint,
): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  // A file the linter could not parse would pass every "allows" case below while checking nothing.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    [
      "packages/engine/src/x.ts",
      'import { connect } from "@courtready/db";\nconsole.warn(connect);\n',
      /engine is a pure library/,
    ],
    [
      "packages/engine/src/x.ts",
      'import Fastify from "fastify";\nconsole.warn(Fastify);\n',
      /no HTTP, database, React/,
    ],
    [
      "packages/engine/src/check/check.ts",
      'import { filingProfileFor } from "@courtready/courts";\nconsole.warn(filingProfileFor);\n',
      /no HTTP, database, React or court data/,
    ],
    [
      "packages/engine/src/x.ts",
      'import { a } from "../../../apps/server/src/app.ts";\nconsole.warn(a);\n',
      /engine is a pure library/,
    ],
    [
      "apps/web/src/x.ts",
      'import { connect } from "@courtready/db";\nconsole.warn(connect);\n',
      /web app runs in the browser/,
    ],
    [
      "apps/web/src/x.ts",
      'import { probeTools } from "@courtready/engine";\nconsole.warn(probeTools);\n',
      /never db, server, engine/,
    ],
    [
      "apps/web/src/x.ts",
      'import { buildApp } from "../../server/src/app.ts";\nconsole.warn(buildApp);\n',
      /web app runs in the browser/,
    ],
    [
      "packages/contracts/src/x.ts",
      'import { connect } from "@courtready/db";\nconsole.warn(connect);\n',
      /zod only/,
    ],
    [
      "apps/server/src/x.ts",
      'import { App } from "../../web/src/App.tsx";\nconsole.warn(App);\n',
      /never the web app/,
    ],
    [
      "packages/courts/src/x.ts",
      'import { connect } from "@courtready/db";\nconsole.warn(connect);\n',
      /court directory is data and lookups/,
    ],
  ])("%s: refuses %s", async (file, code, reason) => {
    const messages = await messagesFor(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(reason);
  });

  it.each([
    ["packages/engine/src/x.ts", 'import { z } from "@courtready/contracts";\nconsole.warn(z);\n'],
    ["apps/web/src/x.ts", 'import { ROUTES } from "@courtready/contracts";\nconsole.warn(ROUTES);\n'],
    ["apps/server/src/x.ts", 'import { connect } from "@courtready/db";\nconsole.warn(connect);\n'],
    ["packages/courts/src/x.ts", 'import { z } from "@courtready/contracts";\nconsole.warn(z);\n'],
    // The `courtready` command's one door to the court directory (a court's filing profile by id).
    [
      "packages/engine/src/cli-court.ts",
      'import { filingProfileFor } from "@courtready/courts";\nconsole.warn(filingProfileFor);\n',
    ],
  ])("%s: allows %s", async (file, code) => {
    expect(await messagesFor(file, code)).toEqual([]);
  });
});

describe("who owns what", () => {
  it.each([
    [
      "apps/server/src/modules/library/x.service.ts",
      'import { findUserById } from "../auth/users.repository.ts";\nconsole.warn(findUserById);\n',
      /module's tables are its own/,
    ],
    [
      "apps/server/src/modules/library/x.service.ts",
      'import { findUserById } from "../../modules/auth/users.repository.ts";\nconsole.warn(findUserById);\n',
      /module's tables are its own/,
    ],
    [
      "apps/server/src/modules/library/x.service.ts",
      'import { buildTestApp } from "../../testing/harness.ts";\nconsole.warn(buildTestApp);\n',
      /production code never imports them/,
    ],
    [
      "apps/server/src/storage/x.ts",
      'import { createTestDatabase } from "@courtready/db/testing";\nconsole.warn(createTestDatabase);\n',
      /production code never imports them/,
    ],
    [
      "apps/web/src/features/builder/x.tsx",
      'import { ShareDialog } from "../projects/sharing/ShareDialog.tsx";\nconsole.warn(ShareDialog);\n',
      /only through apps\/web\/src\/features\/shared\//,
    ],
    [
      "apps/web/src/features/projects/sharing/x.tsx",
      'import { useAddFiles } from "../../builder/useAddFiles.ts";\nconsole.warn(useAddFiles);\n',
      /only through apps\/web\/src\/features\/shared\//,
    ],
    [
      "apps/web/src/features/projects/x.tsx",
      'import { a } from "../builder/payload.ts";\nconsole.warn(a);\n',
      /only through apps\/web\/src\/features\/shared\//,
    ],
  ])("%s: refuses %s", async (file, code, reason) => {
    const messages = await messagesFor(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(reason);
  });

  it.each([
    // A module's own repository, and another module's service.
    [
      "apps/server/src/modules/library/x.service.ts",
      'import { a } from "./files.repository.ts";\nconsole.warn(a);\n',
    ],
    [
      "apps/server/src/modules/library/x.service.ts",
      'import { a } from "../auth/auth.service.ts";\nconsole.warn(a);\n',
    ],
    // Tests and the test helpers themselves use the harness.
    [
      "apps/server/src/modules/library/x.test.ts",
      'import { a } from "../../testing/harness.ts";\nconsole.warn(a);\n',
    ],
    ["apps/server/src/testing/x.ts", 'import { a } from "./harness.ts";\nconsole.warn(a);\n'],
    // The feature's own files, the shared folder and the app's components.
    ["apps/web/src/features/builder/x.tsx", 'import { a } from "./BuilderPage.tsx";\nconsole.warn(a);\n'],
    [
      "apps/web/src/features/builder/x.tsx",
      'import { a } from "../shared/FileList.tsx";\nconsole.warn(a);\n',
    ],
    [
      "apps/web/src/features/builder/x.tsx",
      'import { a } from "../../components/ui/button.tsx";\nconsole.warn(a);\n',
    ],
    // From a feature's subfolder: the feature's own files and the shared folder.
    [
      "apps/web/src/features/projects/sharing/x.tsx",
      'import { a } from "../ProjectCard.tsx";\nconsole.warn(a);\n',
    ],
    [
      "apps/web/src/features/projects/sharing/x.tsx",
      'import { a } from "../../shared/FileList.tsx";\nconsole.warn(a);\n',
    ],
  ])("%s: allows %s", async (file, code) => {
    expect(await messagesFor(file, code)).toEqual([]);
  });
});

describe("import cycles", () => {
  // no-cycle follows imports through files on disk, so each case writes its files to a folder of its own, linted
  // with the repository's configuration.
  const folders: string[] = [];
  afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

  async function cycleMessages(files: Record<string, string>): Promise<string[]> {
    const folder = mkdtempSync(path.join(tmpdir(), "courtready-lint-cycle-"));
    folders.push(folder);
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(folder, name), code);
    const linter = new ESLint({
      cwd: folder,
      overrideConfigFile: path.join(root, "eslint.config.js"),
      overrideConfig: tseslint.configs.disableTypeChecked,
    });
    const [result] = await linter.lintFiles(["a.ts"]);
    expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
    return (result?.messages ?? []).filter((m) => m.ruleId === "import-x/no-cycle").map((m) => m.message);
  }

  it("refuses a file that imports itself through another", async () => {
    const messages = await cycleMessages({
      "a.ts": 'import { b } from "./b.ts";\nexport const a = (): number => b + 1;\n',
      "b.ts": 'import { c } from "./c.ts";\nexport const b = c;\n',
      "c.ts": 'import { a } from "./a.ts";\nexport const c = 1;\nconsole.warn(a);\n',
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Dependency cycle/);
  });

  it("allows a chain without a way back, and a type-only import back", async () => {
    const messages = await cycleMessages({
      "a.ts": 'import { b } from "./b.ts";\nexport interface A {\n  n: number;\n}\nexport const a = b;\n',
      "b.ts": 'import type { A } from "./a.ts";\nexport const b: A = { n: 1 };\n',
    });
    expect(messages).toEqual([]);
  });
});

// A database handle stand-in with Kysely's four query starters, for the layer rule below.
const DB =
  "declare const db: Record<'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom', (t: string) => void>;\n";

describe("routes → service → repository", () => {
  it.each(["selectFrom", "insertInto", "updateTable", "deleteFrom"])(
    "a route may not call %s",
    async (query) => {
      const messages = await messagesFor(
        "apps/server/src/modules/x/x.routes.ts",
        `${DB}db.${query}("users");\n`,
        "no-restricted-syntax",
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(new RegExp(`^${query} in a route: .*belong in a \\*\\.repository\\.ts`));
    },
  );

  it("a repository may query, and a route may pass its handle on", async () => {
    expect(
      await messagesFor(
        "apps/server/src/modules/x/x.repository.ts",
        `${DB}db.selectFrom("users");\n`,
        "no-restricted-syntax",
      ),
    ).toEqual([]);
    const route = `${DB}declare function save(handle: typeof db): void;\nsave(db);\n`;
    expect(await messagesFor("apps/server/src/modules/x/x.routes.ts", route, "no-restricted-syntax")).toEqual(
      [],
    );
  });
});

describe("every query in a *.repository.ts", () => {
  const SQL = 'import { sql } from "kysely";\nexport const one = sql`select 1`;\n';

  it.each([
    [
      "apps/server/src/modules/x/x.service.ts",
      `${DB}db.updateTable("users");\n`,
      /^updateTable outside a repository/,
    ],
    ["apps/server/src/modules/x/x.slots.ts", `${DB}db.insertInto("build_jobs");\n`, /^insertInto outside/],
    ["apps/server/src/maintenance.ts", `${DB}db.deleteFrom("sessions");\n`, /^deleteFrom outside/],
    ["apps/server/src/modules/health/health.service.ts", SQL, /^Raw sql outside a repository/],
    ["apps/server/src/modules/x/x.routes.ts", SQL, /^Raw sql in a route/],
  ])("%s: refuses %s", async (file, code, reason) => {
    const messages = await messagesFor(file, code, "no-restricted-syntax");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(reason);
    expect(messages[0]).toMatch(/\*\.repository\.ts/);
  });

  it.each([
    ["apps/server/src/modules/x/x.repository.ts", `${DB}db.updateTable("users");\n${SQL}`],
    ["apps/server/src/modules/x/x.test.ts", `${DB}db.insertInto("users");\n`],
    ["apps/server/src/modules/x/x.factories.ts", `${DB}db.insertInto("build_jobs");\n`],
    ["apps/server/src/testing/harness.ts", `${DB}db.selectFrom("users");\n`],
    // A service opens a transaction and hands its handle to repository functions.
    [
      "apps/server/src/modules/x/x.service.ts",
      "declare const db: { transaction(): { execute(f: (t: unknown) => void): void } };\n" +
        "declare function save(t: unknown): void;\ndb.transaction().execute((t) => save(t));\n",
    ],
  ])("%s: allows %s", async (file, code) => {
    expect(await messagesFor(file, code, "no-restricted-syntax")).toEqual([]);
  });
});

describe("promises (type-aware)", () => {
  it("refuses a promise nobody awaits, and allows one marked void or awaited", async () => {
    const rule = "@typescript-eslint/no-floating-promises";
    const save = "async function save(): Promise<void> {}\n";
    expect(await messagesFor(PROMISE_PROBE, `${save}save();\n`, rule, typedEslint)).toHaveLength(1);
    expect(
      await messagesFor(PROMISE_PROBE, `${save}void save();\nawait save();\nexport {};\n`, rule, typedEslint),
    ).toEqual([]);
  });

  it("refuses an async function where a plain callback is expected", async () => {
    const code = "[1, 2].forEach(async (n) => {\n  await Promise.resolve(n);\n});\n";
    const messages = await messagesFor(
      PROMISE_PROBE,
      code,
      "@typescript-eslint/no-misused-promises",
      typedEslint,
    );
    expect(messages).toHaveLength(1);
  });
});
