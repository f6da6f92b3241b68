// The builder's translated exhibits (issue 39 §2): each file's English translation as the dialog holds it (a file
// or typed text, the translator's name and qualifications), what is missing from one, and the build's
// `translations` field with the translations' files, which are sent after the exhibits (contracts' translation.ts),
// and a saved project's translation as a draft and back.
import type { TFileTranslation, TProjectFileTranslation, TSaveTranslation } from "@courtready/contracts";

export interface TranslationDraft {
  source: "file" | "text";
  file: File | null;
  text: string;
  translator: string;
  qualifications: string;
  language: string;
}

export const EMPTY_DRAFT: TranslationDraft = {
  source: "file",
  file: null,
  text: "",
  translator: "",
  qualifications: "",
  language: "",
};

/** What a draft lacks, by field (the catalogue's `problems` keys); empty when it can be saved. */
export type DraftProblem = "translator" | "qualifications" | "file" | "text";

export function draftProblems(draft: TranslationDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.source === "file" && !draft.file) problems.push("file");
  if (draft.source === "text" && !draft.text.trim()) problems.push("text");
  if (!draft.translator.trim()) problems.push("translator");
  if (!draft.qualifications.trim()) problems.push("qualifications");
  return problems;
}

/** A build's translations: the field's entries, and the files to send after the exhibits, in the entries' order. */
export interface TranslationsForBuild {
  entries: TFileTranslation[];
  files: File[];
}

/** The build's translations for the files sent, in their order (a file without one has no entry). */
export function translationsForBuild(
  files: readonly { id: string; name: string }[],
  byFile: ReadonlyMap<string, TranslationDraft>,
): TranslationsForBuild {
  const entries: TFileTranslation[] = [];
  const sent: File[] = [];
  for (const file of files) {
    const draft = byFile.get(file.id);
    if (!draft || draftProblems(draft).length) continue;
    const common = {
      name: file.name,
      translator: draft.translator.trim(),
      qualifications: draft.qualifications.trim(),
      ...(draft.language.trim() ? { language: draft.language.trim() } : {}),
    };
    if (draft.source === "file" && draft.file) {
      entries.push({ ...common, file: true });
      sent.push(draft.file);
    } else entries.push({ ...common, text: draft.text });
  }
  return { entries, files: sent };
}

/** A saved project's file's translation as a draft; `file` is its stored file's bytes, fetched back (or null). */
export function draftFromSaved(saved: TProjectFileTranslation, file: File | null): TranslationDraft {
  return {
    source: saved.file ? "file" : "text",
    file: saved.file ? file : null,
    text: saved.text ?? "",
    translator: saved.translator,
    qualifications: saved.qualifications,
    language: saved.language ?? "",
  };
}

/**
 * What keeping a draft on a saved file sends (PUT …/files/{fileId}/translation): its fields, and its file only when
 * it is not the one the server already keeps (`keptFile`), so a corrected name never uploads the file again.
 * Null for a draft that cannot be saved yet.
 */
export function saveRequestOf(
  draft: TranslationDraft,
  keptFile: File | null,
): { fields: TSaveTranslation; upload: File | null } | null {
  if (draftProblems(draft).length) return null;
  const who = {
    translator: draft.translator.trim(),
    qualifications: draft.qualifications.trim(),
    ...(draft.language.trim() ? { language: draft.language.trim() } : {}),
  };
  if (draft.source === "text") return { fields: { ...who, text: draft.text }, upload: null };
  return { fields: { ...who, file: true }, upload: draft.file === keptFile ? null : draft.file };
}
