// A value per builder file, by file id, for the page (a translation, page edits): set and removed one file at a
// time, and read only for files still in the list, so a removed file's value is never sent for another file that
// takes its place.
import { useCallback, useMemo, useState } from "react";

export interface FileMap<T> {
  /** Each file's value, only for files still in the list. */
  byFile: ReadonlyMap<string, T>;
  /** Sets a file's value; undefined removes it. */
  put: (id: string, value: T | undefined) => void;
  /** Replaces every value (a saved project opened). */
  replace: (values: ReadonlyMap<string, T>) => void;
}

export function useFileMap<T>(files: readonly { id: string }[]): FileMap<T> {
  const [all, setAll] = useState<ReadonlyMap<string, T>>(new Map());
  const byFile = useMemo(() => {
    const ids = new Set(files.map((f) => f.id));
    return new Map([...all].filter(([id]) => ids.has(id)));
  }, [all, files]);
  const put = useCallback(
    (id: string, value: T | undefined) =>
      setAll((before) => {
        const next = new Map(before);
        if (value === undefined) next.delete(id);
        else next.set(id, value);
        return next;
      }),
    [],
  );
  return { byFile, put, replace: setAll };
}
