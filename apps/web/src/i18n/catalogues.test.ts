// Holds every Spanish catalogue to its English source: the same keys, nothing empty, the same {{placeholders}};
// and every English key to some code that uses it.
import { describe, expect, it } from "vitest";
import { resources } from "./resources.ts";

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalogue as "a.b.c" → text. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe.each(Object.keys(resources.en))("the %s catalogue", (namespace) => {
  const english = leaves(resources.en[namespace as keyof typeof resources.en]);
  const spanish = leaves(resources.es[namespace as keyof typeof resources.es]);

  it("has every English key in Spanish, and no Spanish key English lacks", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has no empty text and the same placeholders in both languages", () => {
    for (const [key, text] of english) {
      expect(text.trim(), `en ${key}`).not.toBe("");
      expect(spanish.get(key)?.trim(), `es ${key}`).not.toBe("");
      expect(placeholders(spanish.get(key) ?? ""), `es ${key}`).toEqual(placeholders(text));
    }
  });
});

// A key no code uses is dead text that still has to be translated and read for plain language (issue 39's CI check).
// A key counts as used when its full dotted path is a string literal somewhere in the app's code (tests excluded),
// alone or after "namespace:" — `t("upload.dropHint")`, `i18nKey="upload.dropHint"`, or a typed list of keys
// such as `{ label: "nav.builder" }` later passed to `t(link.label)`. Plural forms (`_one`, `_other`) count as their
// base key. A key built from data at run time (`t(\`status.${state}\`)`) must be listed below with the reason.
const KEYS_BUILT_FROM_DATA: readonly RegExp[] = [
  // (none yet) e.g. /^projects:status\.\w+$/ — `t(\`status.${project.state}\`)` in ProjectCard.tsx
];
/**
 * Unused keys found when this check was added, in a catalogue the helpers may not edit (common.json): the lead
 * deletes them from en and es and empties this list; nothing new may be added here.
 */
const AWAITING_REMOVAL: readonly string[] = ["common:language.switchLabel"];

// The app's code as text, read by Vite at test time (the web app may not import Node's fs). Locales are JSON, so
// only code is here; tests are left out: a key only a test names is not used.
const SOURCES = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Every string literal's text in the app's code ("ns:key" also gives "key"). */
function literalsInCode(): Set<string> {
  const found = new Set<string>();
  for (const text of Object.values(SOURCES)) {
    for (const match of text.matchAll(/(["'`])([\w.:-]+)\1/g)) {
      const literal = match[2] ?? "";
      found.add(literal);
      const colon = literal.indexOf(":");
      if (colon > 0) found.add(literal.slice(colon + 1));
    }
  }
  return found;
}

describe("the English catalogues", () => {
  const literals = literalsInCode();

  it("hold no key that no code uses", () => {
    const unused: string[] = [];
    for (const namespace of Object.keys(resources.en)) {
      for (const key of leaves(resources.en[namespace as keyof typeof resources.en]).keys()) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        const used =
          literals.has(base) || KEYS_BUILT_FROM_DATA.some((pattern) => pattern.test(`${namespace}:${base}`));
        if (!used && !AWAITING_REMOVAL.includes(`${namespace}:${key}`)) unused.push(`${namespace}:${key}`);
      }
    }
    expect(
      unused,
      "keys no code uses: remove them, or list how they are built in KEYS_BUILT_FROM_DATA",
    ).toEqual([]);
  });
});
