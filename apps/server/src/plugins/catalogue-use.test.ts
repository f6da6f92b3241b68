// The server's catalogue (packages/contracts/src/i18n) holds no key that no code uses (issue 39's CI check, as the
// web's catalogues.test.ts does for the web): dead text would still have to be translated and read for plain
// language. Here rather than in contracts, which may not read files.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { en, FILE_REFUSALS } from "@courtready/contracts";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const I18N = path.join(ROOT, "packages/contracts/src/i18n");
/** Where code that says the server's texts lives. */
const CODE_DIRS = [
  "apps/server/src",
  "apps/web/src",
  "packages/contracts/src",
  "packages/engine/src",
  // The court data says a few texts too (a rule set's reminder at filing).
  "packages/courts/src",
];

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The catalogues themselves (en.ts and the Spanish): naming a key there is not using it. */
const isCatalogue = (file: string) =>
  path.dirname(file) === I18N && /^(en|es|emails\.en|emails\.es|.+\.es)\.ts$/.test(path.basename(file));

const files = CODE_DIRS.flatMap((dir) => codeFiles(path.join(ROOT, dir)))
  .filter((file) => !isCatalogue(file))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));
const code = files.map(({ text }) => text).join("\n");
const catalogueSource = readFileSync(path.join(I18N, "en.ts"), "utf8");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** en.ts's `key: SOME_CONSTANT,` lines: the key is used when that constant is. */
const constantOf = new Map(
  [...catalogueSource.matchAll(/^\s+(\w+): ([A-Z][A-Z0-9_]+),$/gm)].map((m) => [m[1] ?? "", m[2] ?? ""]),
);

/**
 * Keys whose text a message function writes with words chosen by a number or a flag ("1 minute" or "N minutes"),
 * so neither the key nor its words are in code as such: each is used when what writes it is (each entry says what).
 */
const WRITTEN_BY: Readonly<Record<string, string>> = {
  // auth.ts tooManyAttemptsMessage(seconds): "1 minute" or "N minutes".
  "auth.tooManyAttempts": "tooManyAttemptsMessage(",
  // apps/server auth.service.ts, "1 minute" or "N minutes" inside the sentence.
  "limits.signups": "Too many accounts have been created from your network in the last hour. Try again in ",
  // membership.ts paymentSuccessText(annual).
  "membership.paymentSuccessTextAnnual": "paymentSuccessText(",
  "membership.paymentSuccessTextMonthly": "paymentSuccessText(",
  // projects.ts fileOrderNewMismatch(entries, uploads): "file"/"files" and "was"/"were" follow each number.
  "projects.fileOrderNewMismatchOneListed": "fileOrderNewMismatch(",
  "projects.fileOrderNewMismatchOneUploaded": "fileOrderNewMismatch(",
};

/** A constant named somewhere besides its own definition and the barrels that re-export it. */
function constantUsed(name: string): boolean {
  const word = new RegExp(`\\b${name}\\b`);
  const definition = new RegExp(`(const|function) ${name}\\b`);
  return files.some(
    ({ file, text }) => path.basename(file) !== "index.ts" && word.test(text) && !definition.test(text),
  );
}

/** "Each document: at most {{mb}} MB." is used when code writes "Each document: at most " and " MB." somewhere. */
function writtenAsTemplate(text: string): boolean {
  const parts = text.split(/\{\{\s*\w+\s*\}\}/);
  return parts.length > 1 && parts.every((part) => part.trim().length < 3 || code.includes(part));
}

describe("the server's English catalogue", () => {
  it("holds no key that no code uses", () => {
    const unused: string[] = [];
    for (const [namespace, texts] of Object.entries(en as Record<string, Record<string, string>>)) {
      for (const [key, text] of Object.entries(texts)) {
        let base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        // BUILDER_MESSAGES' entries are there as their title and text apart (en.ts builderTexts).
        if (namespace === "builder") base = base.replace(/(Title|Text)$/, "");
        const constant = constantOf.get(key);
        const used =
          // messageFor("auth.passwordMismatch") or a key built in its namespace (`suggestions.${code}`)
          code.includes(`"${namespace}.${base}"`) ||
          code.includes(`\`${namespace}.\${`) ||
          // a contracts constant read by name (AUTH_MESSAGES.passwordMismatch), or a code as a literal ("zip")
          new RegExp(`[.'"\`]${escapeRegExp(base)}\\b(?!:)`).test(code) ||
          // a contracts message function the template stands for (inviteForAnotherAddress(masked))
          new RegExp(`\\b${escapeRegExp(base)}\\(`).test(code) ||
          (constant !== undefined && constantUsed(constant)) ||
          // a text written out in en.ts that the server sends as the same literal (plugins/errors.ts GENERIC_500)
          (catalogueSource.includes(JSON.stringify(text)) && code.includes(text)) ||
          // a template the server writes as a template literal: its words around the placeholders are in code
          writtenAsTemplate(text) ||
          code.includes(WRITTEN_BY[`${namespace}.${base}`] ?? "\u0000");
        if (!used) unused.push(`${namespace}.${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});

describe("the engine's refusals by code (file-refusals.ts)", () => {
  it("are each raised somewhere: every code is a literal in the engine's or the server's code", () => {
    // The engine names a refusal by its code as a string ({ code: "zip" }, or a table of codes such as sniff.ts's
    // REFUSAL_CODES); the server says the build route's "larger than N MB" ({ code: "largerThan" }).
    const raising = files
      .filter(({ file }) => /[/\\](packages[/\\]engine|apps[/\\]server)[/\\]/.test(file))
      .map(({ text }) => text)
      .join("\n");
    const dead = Object.keys(FILE_REFUSALS).filter((refusal) => !raising.includes(`"${refusal}"`));
    expect(dead, "codes nothing raises: remove them (and their Spanish)").toEqual([]);
  });
});
