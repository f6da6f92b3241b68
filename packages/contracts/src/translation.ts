// A translated exhibit (issue 39 §2): the English translation a foreign-language exhibit is filed with (a file sent
// with the build, after the exhibits, or typed text) and the translator's name and qualifications, which the
// engine's declaration page states. Courts ask for it: Cal. Rules of Court, rule 3.1110(g); Fed. R. Evid. 604.
import { z } from "zod";

/** The limits the engine holds too (pipeline/translation.ts): the declaration stays one page. */
export const TRANSLATION_LIMITS = {
  translator: 120,
  qualifications: 600,
  language: 60,
  /** Typed text: a long letter's worth, far below a build's field limit. */
  text: 100_000,
} as const;

export const TRANSLATION_MESSAGES = {
  translator: "Type the translator's name.",
  qualifications:
    "Say what qualifies the translator (for example a certification, or being a native speaker).",
  oneSource: "Attach the translation's file or type its text (one of the two).",
} as const;

/**
 * One exhibit's translation, by the exhibit file's name. `file: true`: its file is among the build's files, after
 * every exhibit, in the order of these entries; otherwise `text` is the translation.
 */
export const ZFileTranslation = z
  .object({
    name: z.string().min(1).max(300),
    translator: z.string().trim().min(1, TRANSLATION_MESSAGES.translator).max(TRANSLATION_LIMITS.translator),
    qualifications: z
      .string()
      .trim()
      .min(1, TRANSLATION_MESSAGES.qualifications)
      .max(TRANSLATION_LIMITS.qualifications),
    language: z.string().trim().max(TRANSLATION_LIMITS.language).optional(),
    text: z.string().max(TRANSLATION_LIMITS.text).optional(),
    file: z.boolean().optional(),
  })
  .refine((t) => (t.file === true) !== (t.text !== undefined && t.text.trim() !== ""), {
    message: TRANSLATION_MESSAGES.oneSource,
  });
export type TFileTranslation = z.infer<typeof ZFileTranslation>;
