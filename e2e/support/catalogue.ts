// The web app's words in either language, read from its own catalogues (apps/web/src/i18n/locales), so a spec that
// walks the app in Spanish finds its buttons by what a Spanish reader sees instead of by English names.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./server.ts";

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

const cache = new Map<string, unknown>();

function catalogue(language: Language, namespace: string): unknown {
  const file = path.join(ROOT, "apps/web/src/i18n/locales", language, `${namespace}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, "utf8")) as unknown);
  return cache.get(file);
}

/**
 * The text of `key` ("save.title") in `namespace` for `language`, with `{{name}}` placeholders filled from `values`.
 * A missing key throws: a spec must not look for a string the app can never show.
 */
export function say(
  language: Language,
  namespace: string,
  key: string,
  values: Record<string, string> = {},
): string {
  let node = catalogue(language, namespace);
  for (const part of key.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") throw new Error(`no string ${language}/${namespace}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
