// A saved project's file's English translation as the project editor changes it (issue 39 §2): the saved one as the
// builder's dialog holds it, and what keeping a new one sends. The stored file's bytes stay on the server: the
// dialog holds an empty stand-in of its name, and a save sends a file only when the person chose another.
import type { TProjectFileTranslation } from "@courtready/contracts";
import { draftFromSaved, saveRequestOf } from "../../shared/translation/translationState.ts";
import type { TranslationDraft } from "../../shared/translation/translationState.ts";

/** The dialog's draft of a saved translation, and the stand-in of its stored file (null for typed text). */
export interface SavedDraft {
  draft: TranslationDraft;
  stored: File | null;
}

export function draftOfSaved(saved: TProjectFileTranslation): SavedDraft {
  const stored = saved.file ? new File([], saved.file.name) : null;
  return { draft: draftFromSaved(saved, stored), stored };
}

/**
 * The PUT …/files/{fileId}/translation form for `draft` (its `translation` field, and its file when a new one was
 * chosen), or null when the draft cannot be saved yet.
 */
export function translationForm(draft: TranslationDraft, saved: SavedDraft | null): FormData | null {
  const request = saveRequestOf(draft, saved?.stored ?? null);
  if (!request) return null;
  const form = new FormData();
  form.append("translation", JSON.stringify(request.fields));
  if (request.upload) form.append("files", request.upload, request.upload.name);
  return form;
}
