// Holds every Spanish catalogue to its English source: the same keys, nothing empty, the same {{placeholders}}.
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

  it("has no empty text and the same placeholders in both languages", () => {
    for (const [key, text] of english) {
      expect(text.trim(), `en ${key}`).not.toBe("");
      expect(spanish.get(key)?.trim(), `es ${key}`).not.toBe("");
      expect(placeholders(spanish.get(key) ?? ""), `es ${key}`).toEqual(placeholders(text));
    }
  });
});
