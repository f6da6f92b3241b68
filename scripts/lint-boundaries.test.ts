// The import boundaries of ARCHITECTURE.md are enforced by lint, and the message says why.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
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
  ])("%s: refuses %s", async (file, code, reason) => {
    const messages = await messagesFor(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(reason);
  });

  it.each([
    ["packages/engine/src/x.ts", 'import { z } from "@courtready/contracts";\nconsole.warn(z);\n'],
    ["apps/web/src/x.ts", 'import { ROUTES } from "@courtready/contracts";\nconsole.warn(ROUTES);\n'],
    ["apps/server/src/x.ts", 'import { connect } from "@courtready/db";\nconsole.warn(connect);\n'],
  ])("%s: allows %s", async (file, code) => {
    expect(await messagesFor(file, code)).toEqual([]);
  });
});
