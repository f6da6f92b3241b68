// `courtready build --translation FILE=TRANSLATION`: an exhibit's English translation (any accepted format; a .txt
// file is the typed-text form) with the translator's name, qualifications and the original's language, which
// apply to every translation of the build (one translator is the common case; a second runs a second build).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { TranslationInput } from "./pipeline/translation.ts";
import { translationProblem } from "./pipeline/translation.ts";

export const TRANSLATION_USAGE = `                   [--translation FILE=TRANSLATION]... [--translator NAME]
                   [--translator-qualifications TEXT] [--translation-language LANGUAGE]`;

/** parseArgs options the translations add to `build`. */
export const TRANSLATION_OPTIONS = {
  translation: { type: "string", multiple: true },
  translator: { type: "string" },
  "translator-qualifications": { type: "string" },
  "translation-language": { type: "string" },
} as const;

interface TranslationFlags {
  translation?: string[] | undefined;
  translator?: string | undefined;
  "translator-qualifications"?: string | undefined;
  "translation-language"?: string | undefined;
}

/** A translation flag that cannot be used: the CLI prints it with its usage and exits 1. */
export class TranslationFlagError extends Error {}

/**
 * Each input's translation, by position: `--translation FILE=TRANSLATION` matches FILE against the path as given
 * or the file's name (as --describe does).
 */
export function translationsOf(
  inputs: readonly string[],
  flags: TranslationFlags,
): (TranslationInput | undefined)[] | undefined {
  const given = flags.translation ?? [];
  if (given.length === 0) {
    if (flags.translator || flags["translator-qualifications"] || flags["translation-language"])
      throw new TranslationFlagError(
        "--translator and its qualifications go with --translation FILE=TRANSLATION",
      );
    return undefined;
  }
  const out: (TranslationInput | undefined)[] = inputs.map(() => undefined);
  for (const flag of given) {
    const eq = flag.indexOf("=");
    if (eq <= 0 || eq === flag.length - 1)
      throw new TranslationFlagError(`--translation needs FILE=TRANSLATION, got "${flag}"`);
    const key = flag.slice(0, eq);
    const at = inputs.findIndex((p) => p === key || path.basename(p) === key);
    if (at < 0) throw new TranslationFlagError(`--translation names "${key}", which is not one of the files`);
    if (out[at]) throw new TranslationFlagError(`"${key}" has two translations; give one`);
    const file = flag.slice(eq + 1);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(file));
    } catch {
      throw new TranslationFlagError(`the translation "${file}" cannot be read`);
    }
    const translation: TranslationInput = {
      file: { name: path.basename(file), bytes },
      translator: flags.translator ?? "",
      qualifications: flags["translator-qualifications"] ?? "",
      ...(flags["translation-language"] ? { language: flags["translation-language"] } : {}),
    };
    const problem = translationProblem(translation);
    if (problem)
      throw new TranslationFlagError(`${problem} (--translator "Name" --translator-qualifications "...")`);
    out[at] = translation;
  }
  return out;
}
