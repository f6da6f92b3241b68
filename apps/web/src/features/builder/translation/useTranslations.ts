// The builder's translations held for the page (issue 39 §2), by file id: set from the dialog, forgotten with their
// file, and read by each build. Not kept with a saved project yet (the build carries them; a reload loses them).
import { useCallback, useMemo, useState } from "react";
import type { TranslationDraft, TranslationsForBuild } from "./translationState.ts";
import { translationsForBuild } from "./translationState.ts";

export interface Translations {
  /** Each file's translation, by file id (only files still in the list). */
  byFile: ReadonlyMap<string, TranslationDraft>;
  set: (id: string, draft: TranslationDraft) => void;
  remove: (id: string) => void;
  /** The build's `translations` field and files for the files sent, in their order. */
  forBuild: (files: readonly { id: string; name: string }[]) => TranslationsForBuild;
}

export function useTranslations(files: readonly { id: string }[]): Translations {
  const [all, setAll] = useState<ReadonlyMap<string, TranslationDraft>>(new Map());
  // A removed file's translation goes with it: never sent for another file that takes its place.
  const byFile = useMemo(() => {
    const ids = new Set(files.map((f) => f.id));
    return new Map([...all].filter(([id]) => ids.has(id)));
  }, [all, files]);
  const set = useCallback(
    (id: string, draft: TranslationDraft) => setAll((before) => new Map(before).set(id, draft)),
    [],
  );
  const remove = useCallback(
    (id: string) =>
      setAll((before) => {
        const next = new Map(before);
        next.delete(id);
        return next;
      }),
    [],
  );
  const forBuild = useCallback(
    (sent: readonly { id: string; name: string }[]) => translationsForBuild(sent, byFile),
    [byFile],
  );
  return { byFile, set, remove, forBuild };
}
