// A build's multipart text fields (POST /api/preview, /api/binders/render, /api/compile), parsed once into one typed
// BuildRequest: the JSON fields (payload, descriptions, exhibitLabels) become values here, a label sent as null or ""
// becomes undefined here, and the size limit is the one rule of size-limit.ts. Nothing after this reads JSON text.
import { z } from "zod";
import { ZBinderTypeSlug } from "./binder-types.ts";
import type { TBinderTypeSlug } from "./binder-types.ts";
import { ZBuildId, ZBuildPayload, ZFileDescriptionEntry } from "./builder.ts";
import type { TBuildPayload, TFileDescriptionEntry } from "./builder.ts";
import { ZKeptExhibitLabels, ZRole } from "./labels.ts";
import type { TRole } from "./labels.ts";
import { ZFileRedaction } from "./redaction.ts";
import type { TFileRedaction } from "./redaction.ts";
import { ZSizeLimitField } from "./size-limit.ts";
import { ZFileTranslation } from "./translation.ts";
import type { TFileTranslation } from "./translation.ts";
import { ZFilePageEdits } from "./page-edits.ts";
import type { TFilePageEdits } from "./page-edits.ts";
import { ZBinderSections } from "./sections.ts";
import type { TBinderSection } from "./sections.ts";
import type { TSizeLimit } from "./size-limit.ts";

/**
 * A text field holding JSON, parsed by `schema`; its failures are custom issues carrying `messages` (a field left
 * blank is absent). The one JSON field reader of the contracts (projects.ts reads its fields with it too).
 */
export function jsonField<T extends z.ZodType>(
  schema: T,
  messages: { notJson: string; invalid: string; missing?: string },
  maxLength: number,
) {
  return z
    .string({ error: messages.missing ?? messages.invalid })
    .max(maxLength, messages.invalid)
    .transform((raw, ctx): z.output<T> => {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: "custom", message: messages.notJson });
        return z.NEVER;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: messages.invalid });
        return z.NEVER;
      }
      return parsed.data;
    });
}

/** A build's JSON field: "The payload field is not valid JSON." / "… is not valid."; blank is the same as absent. */
function buildJsonField<T extends z.ZodType>(schema: T, name: string, maxLength: number) {
  const field = jsonField(
    schema,
    {
      notJson: `The ${name} field is not valid JSON.`,
      invalid: `The ${name} field is not valid.`,
    },
    maxLength,
  );
  return z.preprocess(
    (raw) => (typeof raw === "string" && raw.trim() === "" ? undefined : raw),
    field.optional(),
  );
}

/** What every build asks for, typed: the one input the server's job input is made from. */
export interface BuildRequest {
  binderType: TBinderTypeSlug;
  role: TRole;
  /** The court preset; undefined when none was chosen. */
  presetKey: string | undefined;
  /**
   * The court's name for the caption when it is not the preset's own label: the court that hears this case type
   * (issue 37 §1, GET /api/presets/:id/court-for/:type, with the precinct typed). Undefined: the preset's label.
   */
  courtName: string | undefined;
  /** The dynamic form's answers and the case information. */
  payload: TBuildPayload;
  /** Each file's description entry, in file order as the browser sent them (matched to files by the server). */
  descriptions: TFileDescriptionEntry[];
  /** Each file's kept label by position, undefined where it takes a free one; undefined: labels by position. */
  exhibitLabels: (string | undefined)[] | undefined;
  /** The size limit to split into volumes under; undefined: as before the choice existed. */
  sizeLimit: TSizeLimit | undefined;
  /** Each redacted file's accepted hits and drawn boxes, by file name (issue 43); none: nothing is redacted. */
  redactions: TFileRedaction[];
  /**
   * Each translated exhibit's English translation (issue 39 §2), by file name; an entry with `file` has its file
   * among the uploaded files, after the exhibits, in the order of these entries.
   */
  translations: TFileTranslation[];
  /** Each edited exhibit's page edits (issue 37 §3: pages turned, removed, reordered), by file name. */
  pageEdits: TFilePageEdits[];
  /**
   * Sections (tabs) grouping the exhibits (issue 37 §3), each with the files' positions it holds (sections.ts; the
   * runs rule is checked against the files by the server); none: the binder has no sections.
   */
  sections: TBinderSection[];
  /** The browser's id for following progress. */
  buildId: string | undefined;
  /**
   * The person's language for the kit's pages meant for them (its quality report, issue 39); undefined: English.
   * The binder and everything for the court stay English whatever it is.
   */
  language?: TBuildLanguage | undefined;
  /**
   * Scanned pictures re-encoded at 200 dpi before the binder is made (issue 37 §3: "Make the scans smaller" rather
   * than "Split into volumes"); undefined: the files as they are.
   */
  compressScans?: boolean | undefined;
}

/** The languages a build's person-facing pages come in (the interface's: the web app's i18n LANGUAGES). */
export const BUILD_LANGUAGES = ["en", "es"] as const;
export type TBuildLanguage = (typeof BUILD_LANGUAGES)[number];
/**
 * The `language` field: "es", "es-US", "ES" → "es"; a language the kit does not speak, or none, is English (absent)
 * rather than a refused build: the report's language never stops a binder being made.
 */
const ZBuildLanguageField = z
  .string()
  .max(35)
  .optional()
  .transform((raw): TBuildLanguage | undefined => {
    const base = raw?.trim().slice(0, 2).toLowerCase();
    return BUILD_LANGUAGES.find((l) => l === base);
  });

const commonFields = {
  role: ZRole.default("plaintiff"),
  preset_key: z.string().max(100).optional(),
  /** The caption's court name (BuildRequest.courtName); as long as a saved project's court name may be. */
  court_name: z.string().trim().max(300).optional(),
  payload: buildJsonField(ZBuildPayload, "payload", 200_000),
  descriptions: buildJsonField(z.array(ZFileDescriptionEntry).max(1000), "descriptions", 200_000),
  /** Each file's kept exhibit label (labels.ts ZKeptExhibitLabels); labels by position when absent. */
  exhibitLabels: buildJsonField(ZKeptExhibitLabels, "exhibitLabels", 40_000),
  /** Each redacted file's hits and boxes (redaction.ts ZFileRedaction), matched to files by name. */
  redactions: buildJsonField(z.array(ZFileRedaction).max(1000), "redactions", 2_000_000),
  /** Each translated exhibit's translation (translation.ts ZFileTranslation), matched to files by name. */
  translations: buildJsonField(z.array(ZFileTranslation).max(1000), "translations", 2_000_000),
  /** Each edited exhibit's pages (page-edits.ts ZFilePageEdits), matched to files by name. */
  pageEdits: buildJsonField(z.array(ZFilePageEdits).max(1000), "pageEdits", 2_000_000),
  /** The sections (sections.ts ZBinderSections), by file position. */
  sections: buildJsonField(ZBinderSections, "sections", 200_000),
  buildId: ZBuildId.optional(),
  language: ZBuildLanguageField,
  /** "true" (a multipart field is text): BuildRequest.compressScans. Anything else: not asked. */
  compress_scans: z.string().max(10).optional(),
};

type CommonOutput = z.output<z.ZodObject<typeof commonFields>>;

function requestOf(
  f: CommonOutput,
  binderType: TBinderTypeSlug,
  sizeLimit: TSizeLimit | undefined,
): BuildRequest {
  return {
    binderType,
    role: f.role,
    presetKey: f.preset_key || undefined,
    courtName: f.court_name || undefined,
    payload: f.payload ?? {},
    descriptions: f.descriptions ?? [],
    exhibitLabels: f.exhibitLabels,
    sizeLimit,
    redactions: f.redactions ?? [],
    translations: f.translations ?? [],
    pageEdits: f.pageEdits ?? [],
    sections: f.sections ?? [],
    buildId: f.buildId,
    language: f.language,
    ...(f.compress_scans === "true" ? { compressScans: true } : {}),
  };
}

/** Multipart text fields of POST /api/preview (a preview has no file to split: no size limit). */
export const ZPreviewFields = z
  .object({ binderType: ZBinderTypeSlug.default("small_claims"), ...commonFields })
  .transform((f): BuildRequest => requestOf(f, f.binderType, undefined));

/** Multipart text fields of POST /api/binders/render. */
export const ZRenderFields = z
  .object({
    type_slug: ZBinderTypeSlug.default("small_claims"),
    ...commonFields,
    max_size_mb: ZSizeLimitField.optional(),
  })
  .transform((f): BuildRequest => requestOf(f, f.type_slug, f.max_size_mb));

/** Multipart text fields of POST /api/compile. */
export const ZCompileFields = z
  .object({
    binderType: ZBinderTypeSlug.default("small_claims"),
    enhanced: z.string().optional(),
    ...commonFields,
    max_size_mb: ZSizeLimitField.optional(),
  })
  .transform((f): BuildRequest => requestOf(f, f.binderType, f.max_size_mb));

/**
 * The message a refused build field answers: a JSON field's or the size limit's own, otherwise "The {field} field
 * is not valid." (as the builder has always said).
 */
export function buildFieldMessage(issue: z.core.$ZodIssue | undefined): string {
  if (issue?.code === "custom") return issue.message;
  return `The ${issue?.path.join(".") || "form"} field is not valid.`;
}
