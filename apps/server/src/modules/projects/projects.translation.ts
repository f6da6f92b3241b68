// A saved project's file's English translation (issue 39 §2) as its row keeps it (typed text, or a file stored under
// the project's folder, so deleting the project removes it): read, shown without its key, and given to the project's
// builds as the builder gives its own. Saving and removing one: projects.translate.ts.
import type { ProjectFileRow } from "@courtready/db";
import type { TFileTranslation, TProjectFileTranslation } from "@courtready/contracts";
import { ZJobTranslation } from "../builds/builds.translations.ts";
import type { TJobTranslation } from "../builds/builds.translations.ts";

/**
 * What the row's `translation` column holds: a build job's translation (the stored file's key, size and digest, or
 * the typed text), so a project's build takes it as it is.
 */
export const ZStoredTranslation = ZJobTranslation;
export type TStoredTranslation = TJobTranslation;

/** A row's translation, null when none or unreadable (a row is never refused for it). */
export function storedTranslationOf(text: string | null): TStoredTranslation | null {
  if (!text) return null;
  try {
    const parsed = ZStoredTranslation.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** As the project's answer shows it: never the storage key. */
export function translationView(text: string | null): TProjectFileTranslation | null {
  const stored = storedTranslationOf(text);
  if (!stored) return null;
  const { file, ...rest } = stored;
  return file ? { ...rest, file: { name: file.name, size: file.size } } : rest;
}

/** The stored translation files' keys of `rows`, to remove with them. */
export function translationKeysOf(rows: readonly ProjectFileRow[]): string[] {
  return rows.flatMap((row) => {
    const key = storedTranslationOf(row.translation)?.file?.key;
    return key ? [key] : [];
  });
}

/**
 * A project build's translations, as a builder call sends them: one entry per translated file by its name, and
 * the stored translation files to put after every exhibit, in the entries' order (builds.translations.ts).
 */
export function projectTranslations(ordered: readonly ProjectFileRow[]): {
  entries: TFileTranslation[];
  files: { name: string; key: string; size: number }[];
} {
  const entries: TFileTranslation[] = [];
  const files: { name: string; key: string; size: number }[] = [];
  for (const row of ordered) {
    const stored = storedTranslationOf(row.translation);
    if (!stored) continue;
    const who = {
      name: row.filename,
      translator: stored.translator,
      qualifications: stored.qualifications,
      ...(stored.language ? { language: stored.language } : {}),
    };
    if (stored.file) {
      entries.push({ ...who, file: true });
      files.push({ name: stored.file.name, key: stored.file.key, size: stored.file.size });
    } else entries.push({ ...who, text: stored.text ?? "" });
  }
  return { entries, files };
}
