// Holds every Spanish catalogue to its English source: the same keys, nothing empty, the same {{placeholders}};
// and every English key to some code that uses it.
import { describe, expect, it } from "vitest";
import { leaves } from "./leaves.ts";
import { resources } from "./resources.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe.each(Object.keys(resources.en))("the %s catalogue", (namespace) => {
  const english = leaves(resources.en[namespace as keyof typeof resources.en]);
  const spanish = leaves(resources.es[namespace as keyof typeof resources.es]);

  it("has every English key in Spanish, and no Spanish key English lacks", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("names no <Trans> tag after an empty HTML element (it would render its words outside the tag)", () => {
    // react-i18next reads <link>, <br>, <img>... as HTML's void elements: "<link>open</link>" gives an empty link
    // followed by "open". Name tags after what they are instead (<site>, <page>).
    const voidTags = /<\/?(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)>/;
    for (const [key, text] of [...english, ...spanish]) expect(text, key).not.toMatch(voidTags);
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
// base key. Keys built from data count through their section (see isUsed below); any other way of building a key
// at run time must be listed here with the reason.
const KEYS_BUILT_FROM_DATA: readonly RegExp[] = [
  // legal.ts#retentionPoints reads the list whole: `t("retention", { returnObjects: true })`.
  /^legal:retention\.\d+$/,
];
/**
 * Unused keys found when this check was added, in a catalogue the helpers may not edit (common.json): the lead
 * deletes them from en and es and empties this list; nothing new may be added here.
 */
const AWAITING_REMOVAL: readonly string[] = [];

// The app's code as text, read by Vite at test time (the web app may not import Node's fs). Locales are JSON, so
// only code is here; tests are left out: a key only a test names is not used.
const SOURCES = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Adds a literal, and without its "ns:" when it has one. */
function addLiteral(found: Set<string>, literal: string): void {
  found.add(literal);
  const colon = literal.indexOf(":");
  if (colon > 0) found.add(literal.slice(colon + 1));
}

/**
 * Every string literal's text in the app's code ("ns:key" also gives "key"), and every section a template literal
 * builds keys in (`\`roles.${role}\`` gives "roles").
 */
function literalsInCode(): { literals: Set<string>; templateSections: Set<string> } {
  const literals = new Set<string>();
  const templateSections = new Set<string>();
  for (const text of Object.values(SOURCES)) {
    for (const match of text.matchAll(/(["'`])([\w.:-]+)\1/g)) addLiteral(literals, match[2] ?? "");
    for (const match of text.matchAll(/`([\w.:-]+)\.\$\{/g)) addLiteral(templateSections, match[1] ?? "");
  }
  return { literals, templateSections };
}

/** "a.b.c" → ["a", "a.b"]: the sections a key sits in. */
function sectionsOf(key: string): string[] {
  const parts = key.split(".");
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join("."));
}

describe("the English catalogues", () => {
  const { literals, templateSections } = literalsInCode();
  /**
   * Used: the key itself is named; or a template literal builds keys in one of its sections (`\`roles.${role}\``);
   * or a section at least two deep is named whole, as code does that reads a list or object of texts
   * (`t("landing.reasons", { returnObjects: true })`) or hands a section's path to a helper. A one-word section
   * named alone ("page") is too common a string to count.
   */
  const isUsed = (base: string) =>
    literals.has(base) ||
    sectionsOf(base).some(
      (section) => templateSections.has(section) || (section.includes(".") && literals.has(section)),
    );

  it("hold no key that no code uses", () => {
    const unused: string[] = [];
    for (const namespace of Object.keys(resources.en)) {
      for (const key of leaves(resources.en[namespace as keyof typeof resources.en]).keys()) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        const used =
          isUsed(base) || KEYS_BUILT_FROM_DATA.some((pattern) => pattern.test(`${namespace}:${base}`));
        if (!used && !AWAITING_REMOVAL.includes(`${namespace}:${key}`)) unused.push(`${namespace}:${key}`);
      }
    }
    expect(
      unused,
      "keys no code uses: remove them, or list how they are built in KEYS_BUILT_FROM_DATA",
    ).toEqual([]);
  });
});
