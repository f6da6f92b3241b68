// Measures how plainly the catalogues read: Flesch–Kincaid grade for English, Fernández-Huerta ease for Spanish, over
// the explanatory strings (the ones long enough to be a sentence), leaving out the keys readability-exclude.json lists.
import readability from "text-readability";
import { leaves } from "../leaves.ts";
import type { Tree } from "../leaves.ts";
import { spanishSyllables } from "./spanishSyllables.ts";

/** Targets from issue 39 §3: English at or below grade 8, Spanish at or above 70 (fairly easy). */
export const englishGradeTarget = 8;
export const spanishEaseTarget = 70;

/** A string counts as explanatory from this many English words: shorter ones are labels, buttons and titles, where a
 * sentence-length formula measures nothing. The Spanish string of the same key counts with it. */
export const minimumWords = 7;

export interface ExcludeRule {
  /** "namespace:key.path", `*` standing for any run of characters (e.g. "legal:terms.*"). */
  readonly pattern: string;
  readonly reason: string;
}

const patternToRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);

export function isExcluded(rules: readonly ExcludeRule[], namespace: string, key: string): boolean {
  return rules.some((rule) => patternToRegExp(rule.pattern).test(`${namespace}:${key}`));
}

/** The text a reader meets: markup tags dropped (their words kept), each {{placeholder}} read as one short word, and a
 * full stop added where the string ends without one, so that every string is at least one sentence. */
export function readableText(text: string): string {
  const plain = text
    .replace(/<\/?[a-zA-Z][^>]*>/g, "")
    .replace(/\{\{[^}]*\}\}/g, "X")
    .replace(/\s+/g, " ")
    .trim();
  return /[.!?…:]["')\]]*$/.test(plain) ? plain : `${plain}.`;
}

export const words = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word !== "");

/** Sentences of a readable text: a stop (. ! ? …, or a colon that opens a list) followed by a space. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…:]["')\]]*)\s+(?=[^\s])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence).length > 0);
}

/** Flesch–Kincaid grade of an English text, by text-readability (its own sentence and syllable counts). */
export const fleschKincaidGrade = (text: string): number => readability.fleschKincaidGrade(text);

/** Fernández-Huerta (1959) reading ease of a Spanish text: 206.84 − 60·(syllables per word) − 1.02·(words per
 * sentence), the form textstat and legible.es compute (the 1959 paper's "F" is read as sentence length, as in Flesch's
 * formula it adapts); 70–80 reads "fairly easy" (about 7th grade), higher is easier. */
export function fernandezHuerta(text: string): number {
  const found = sentences(text);
  const allWords = found.flatMap(words);
  if (allWords.length === 0) return 100;
  const syllables = allWords.reduce((sum, word) => sum + spanishSyllables(word), 0);
  const ease =
    206.84 - (60 * syllables) / allWords.length - (1.02 * allWords.length) / Math.max(found.length, 1);
  return Math.round(ease * 10) / 10;
}

export interface Measured {
  readonly key: string;
  readonly text: string;
}

/** The explanatory strings of one namespace in both languages, keyed alike. */
export function explanatory(
  namespace: string,
  english: Tree,
  spanish: Tree,
  rules: readonly ExcludeRule[],
): { en: Measured[]; es: Measured[] } {
  const en: Measured[] = [];
  const es: Measured[] = [];
  const spanishLeaves = leaves(spanish);
  for (const [key, text] of leaves(english)) {
    if (words(readableText(text)).length < minimumWords || isExcluded(rules, namespace, key)) continue;
    en.push({ key, text: readableText(text) });
    const translated = spanishLeaves.get(key);
    if (translated !== undefined) es.push({ key, text: readableText(translated) });
  }
  return { en, es };
}

export interface WorstSentence {
  readonly key: string;
  readonly sentence: string;
  readonly score: number;
}

/** The sentences that pull a catalogue's score the wrong way, hardest first (highest grade, or lowest ease). */
export function worstSentences(
  measured: readonly Measured[],
  score: (text: string) => number,
  harder: "higher" | "lower",
  count: number,
): WorstSentence[] {
  const all = measured.flatMap(({ key, text }) =>
    sentences(text).map((sentence) => ({ key, sentence, score: score(sentence) })),
  );
  all.sort((a, b) => (harder === "higher" ? b.score - a.score : a.score - b.score));
  return all.slice(0, count);
}

/** One text made of the strings, for a whole-catalogue score. */
export const joined = (measured: readonly Measured[]) => measured.map(({ text }) => text).join(" ");
