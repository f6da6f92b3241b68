// The plain-language check of issue 39 §3 in CI: each catalogue's explanatory text reads at Flesch–Kincaid grade ≤ 8 in
// English and Fernández-Huerta ≥ 70 in Spanish; a catalogue that misses fails with its hardest sentences printed.
import { afterAll, describe, expect, it } from "vitest";
import { en as serverEn, es as serverEs } from "@courtready/contracts";
import { leaves } from "../leaves.ts";
import type { Tree } from "../leaves.ts";
import { resources } from "../resources.ts";
import exclusions from "./readability-exclude.json";
import {
  englishGradeTarget,
  explanatory,
  fernandezHuerta,
  fleschKincaidGrade,
  isExcluded,
  joined,
  spanishEaseTarget,
  worstSentences,
} from "./readability.ts";
import type { ExcludeRule, WorstSentence } from "./readability.ts";

const rules: readonly ExcludeRule[] = exclusions.exclude;

/**
 * Every catalogue measured: the web app's namespaces, and the server's (contracts' `en`/`es`: its answers and
 * e-mails) as one catalogue — some of its namespaces hold only two short texts, too few to score alone.
 */
const catalogues = Object.keys(resources.en)
  .map((namespace) => ({
    name: namespace,
    en: resources.en[namespace as keyof typeof resources.en] as Tree,
    es: resources.es[namespace as keyof typeof resources.es] as Tree,
  }))
  .concat({ name: "server", en: serverEn as unknown as Tree, es: serverEs as unknown as Tree });

/** Each catalogue's figures; READABILITY_REPORT=1 prints them as a table after the run (for the note). */
const figures = new Map<string, { strings: number; grade?: number; ease?: number }>();
afterAll(() => {
  if (!process.env.READABILITY_REPORT) return;
  const rows = [...figures].map(
    ([name, { strings, grade, ease }]) => `${name}\t${strings}\t${grade ?? "-"}\t${ease ?? "-"}`,
  );
  process.stdout.write(`catalogue\tstrings\tFK grade (en)\tFernández-Huerta (es)\n${rows.join("\n")}\n`);
});

const listed = (worst: readonly WorstSentence[]) =>
  worst.map(({ key, sentence, score }) => `  ${score}  ${key}: ${sentence}`).join("\n");

describe.each(catalogues)("the $name catalogue reads plainly", ({ name, en, es }) => {
  const measured = explanatory(name, en, es, rules);
  const figure = { strings: measured.en.length } as { strings: number; grade?: number; ease?: number };
  figures.set(name, figure);

  it(`in English, at Flesch–Kincaid grade ${englishGradeTarget} or below`, () => {
    if (measured.en.length === 0) return; // labels only: nothing explanatory to measure
    const grade = fleschKincaidGrade(joined(measured.en));
    figure.grade = grade;
    const worst = listed(worstSentences(measured.en, fleschKincaidGrade, "higher", 10));
    expect(
      grade,
      `${name} (en) reads at grade ${grade}; its hardest sentences:\n${worst}\n`,
    ).toBeLessThanOrEqual(englishGradeTarget);
  });

  it(`in Spanish, at Fernández-Huerta ${spanishEaseTarget} or above`, () => {
    if (measured.es.length === 0) return;
    const ease = fernandezHuerta(joined(measured.es));
    figure.ease = ease;
    const worst = listed(worstSentences(measured.es, fernandezHuerta, "lower", 10));
    expect(ease, `${name} (es) reads at ${ease}; its hardest sentences:\n${worst}\n`).toBeGreaterThanOrEqual(
      spanishEaseTarget,
    );
  });
});

describe("readability-exclude.json", () => {
  it("gives every pattern a reason and matches some key with each, so no exclusion outlives its text", () => {
    for (const rule of rules) {
      expect(rule.reason.trim(), rule.pattern).not.toBe("");
      const matches = catalogues.some(({ name, en }) =>
        [...leaves(en).keys()].some((key) => isExcluded([rule], name, key)),
      );
      expect(matches, `${rule.pattern} matches no catalogue key`).toBe(true);
    }
  });
});
