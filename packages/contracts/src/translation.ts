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

/** Who translated, in which language, and the translation's source: a file (`file: true`) or typed `text`. */
const translationFields = {
  translator: z.string().trim().min(1, TRANSLATION_MESSAGES.translator).max(TRANSLATION_LIMITS.translator),
  qualifications: z
    .string()
    .trim()
    .min(1, TRANSLATION_MESSAGES.qualifications)
    .max(TRANSLATION_LIMITS.qualifications),
  language: z.string().trim().max(TRANSLATION_LIMITS.language).optional(),
  text: z.string().max(TRANSLATION_LIMITS.text).optional(),
  file: z.boolean().optional(),
};
/** A file or typed text, one of the two. */
const oneSource = (t: { file?: boolean | undefined; text?: string | undefined }) =>
  (t.file === true) !== (t.text !== undefined && t.text.trim() !== "");

/**
 * One exhibit's translation, by the exhibit file's name. `file: true`: its file is among the build's files, after
 * every exhibit, in the order of these entries; otherwise `text` is the translation.
 */
export const ZFileTranslation = z
  .object({ name: z.string().min(1).max(300), ...translationFields })
  .refine(oneSource, { message: TRANSLATION_MESSAGES.oneSource });
export type TFileTranslation = z.infer<typeof ZFileTranslation>;

/**
 * PUT /api/projects/{id}/files/{fileId}/translation's `translation` field (a saved project's file, named by the
 * URL): `file: true` when the request's one file is the translation, which a save without it keeps as it was.
 */
export const ZSaveTranslation = z.object(translationFields).refine(oneSource, {
  message: TRANSLATION_MESSAGES.oneSource,
});
export type TSaveTranslation = z.infer<typeof ZSaveTranslation>;

/** A saved project's file's translation as the project shows it: typed text, or the stored file's name and size. */
export const ZProjectFileTranslation = z.object({
  translator: z.string(),
  qualifications: z.string(),
  language: z.string().optional(),
  text: z.string().optional(),
  file: z.object({ name: z.string(), size: z.number().int().nonnegative() }).optional(),
});
export type TProjectFileTranslation = z.infer<typeof ZProjectFileTranslation>;

/** The PUT's multipart text fields: `translation`, JSON of ZSaveTranslation. */
export const ZSaveTranslationFields = z.object({
  translation: z
    .string()
    .max(2 * TRANSLATION_LIMITS.text)
    .transform((raw, ctx): TSaveTranslation => {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: "custom", message: TRANSLATION_MESSAGES.oneSource });
        return z.NEVER;
      }
      const parsed = ZSaveTranslation.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({
          code: "custom",
          message: parsed.error.issues[0]?.message ?? TRANSLATION_MESSAGES.oneSource,
        });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

/** PUT /api/projects/{id}/files/{fileId}/translation: the translation as the project now shows it. */
export const ZSaveTranslationResponse = z.object({
  success: z.literal(true),
  translation: ZProjectFileTranslation,
});

/** Where a saved project's file's translation is kept (PUT) or removed (DELETE). */
export const projectFileTranslationUrl = (projectId: string, fileId: string): string =>
  `/api/projects/${projectId}/files/${fileId}/translation`;
