// A build's translated exhibits (issue 39 §2): which uploaded files are translations rather than exhibits, each
// translation as the job input keeps it, and as the engine is given it.
import type { TFileTranslation } from "@courtready/contracts";
import type { FileInMemory } from "@courtready/engine";
import { z } from "zod";
import { BUILD_ERROR_CODES } from "@courtready/contracts";
import { BuildError } from "./builds.refusals.ts";
import { entriesFor } from "./builds.entries.ts";

/** An exhibit's translation in a build job's input: typed `text`, or a `file` stored with the build. */
export const ZJobTranslation = z.object({
  translator: z.string(),
  qualifications: z.string(),
  language: z.string().optional(),
  text: z.string().optional(),
  file: z
    .object({
      name: z.string(),
      key: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string().optional(),
    })
    .optional(),
});
export type TJobTranslation = z.infer<typeof ZJobTranslation>;

/** A build's stored file, as far as the translations need it. */
interface Stored {
  name: string;
  key: string;
  size: number;
  sha256?: string;
}

/**
 * The exhibits and each one's translation: the translations' files come after every exhibit, one per entry with
 * `file`, in the entries' order, so a translation's file never becomes an exhibit of its own; entries are matched
 * to exhibits as descriptions are (entriesFor).
 */
export function translationsFor<F extends Stored>(
  files: F[],
  entries: readonly TFileTranslation[],
): { exhibits: F[]; translations: (TJobTranslation | undefined)[] } {
  const withFile = entries.filter((e) => e.file);
  if (withFile.length > 0 && withFile.length >= files.length)
    throw new BuildError(400, BUILD_ERROR_CODES.badRequest, "A translation's file came without its exhibit.");
  const exhibits = files.slice(0, files.length - withFile.length);
  const translationFiles = files.slice(exhibits.length);
  const translations = entriesFor(exhibits, entries).map((e): TJobTranslation | undefined => {
    if (!e) return undefined;
    const file = e.file ? translationFiles[withFile.indexOf(e)] : undefined;
    return {
      translator: e.translator,
      qualifications: e.qualifications,
      ...(e.language ? { language: e.language } : {}),
      ...(file
        ? {
            file: {
              name: file.name,
              key: file.key,
              size: file.size,
              ...(file.sha256 ? { sha256: file.sha256 } : {}),
            },
          }
        : { text: e.text ?? "" }),
    };
  });
  // A translation that names no exhibit would be dropped unseen (its file with it): the request is refused instead.
  if (translations.filter(Boolean).length !== entries.length)
    throw new BuildError(
      400,
      BUILD_ERROR_CODES.badRequest,
      "Each translation must name one of the files, once.",
    );
  return { exhibits, translations };
}

/** A stored translation's bytes, read by `read`, as the render job carries it. */
export interface JobTranslationPayload {
  translator: string;
  qualifications: string;
  language?: string | undefined;
  text?: string | undefined;
  file?: FileInMemory | undefined;
}

/** Each file's translation with its file's bytes read (`read` by storage key), by position. */
export async function readTranslations(
  files: readonly { translation?: TJobTranslation | undefined }[],
  read: (key: string) => Promise<Uint8Array>,
): Promise<(JobTranslationPayload | undefined)[]> {
  const out: (JobTranslationPayload | undefined)[] = [];
  for (const f of files) {
    const t = f.translation;
    if (!t) {
      out.push(undefined);
      continue;
    }
    const { file, ...rest } = t;
    out.push(file ? { ...rest, file: { name: file.name, bytes: await read(file.key) } } : rest);
  }
  return out;
}
