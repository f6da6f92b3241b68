// A builder file's value kept on a saved project's file as it changes (page edits, a section): what the server
// holds is remembered by saved file id as text, so only a change is sent, and a failed save is sent again next time.
import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest, serverMessage } from "../../api/client.ts";

export interface KeptOnServer<T> {
  /** What a saved project's files hold, by their ids (which the builder's files keep). */
  adopt: (saved: readonly { id: string; value: T | undefined }[]) => void;
  /** Why the last save failed, or null. */
  error: string | null;
  /** Resolves once every save sent so far has ended (a build from the server's copy then sees them). */
  settled: () => Promise<void>;
}

export function useKeptOnServer<T>({
  files,
  projectId,
  byFile,
  textOf,
  put,
  failed,
}: {
  files: readonly { id: string; savedFileId?: string | undefined }[];
  projectId: string | null;
  byFile: ReadonlyMap<string, T>;
  /** The value as the server's copy is compared ("" for none). */
  textOf: (value: T | undefined) => string;
  /** The request that keeps a file's value (undefined: none). */
  put: (projectId: string, fileId: string, value: T | undefined) => { url: string; body: unknown };
  /** The message when a save fails and the server says nothing better. */
  failed: () => string;
}): KeptOnServer<T> {
  const [error, setError] = useState<string | null>(null);
  const kept = useRef(new Map<string, string>());
  const pending = useRef(new Set<Promise<unknown>>());
  const adopt = useCallback<KeptOnServer<T>["adopt"]>(
    (saved) => {
      kept.current = new Map(saved.map((f) => [f.id, textOf(f.value)]));
    },
    [textOf],
  );
  const savedIds = files.flatMap((f) => (f.savedFileId ? [`${f.id}\t${f.savedFileId}`] : [])).join("\n");
  useEffect(() => {
    if (!projectId || !savedIds) return;
    for (const pair of savedIds.split("\n")) {
      const [id, fileId] = pair.split("\t") as [string, string];
      const value = byFile.get(id);
      const text = textOf(value);
      if ((kept.current.get(fileId) ?? "") === text) continue;
      kept.current.set(fileId, text);
      const { url, body } = put(projectId, fileId, value);
      const sent = apiRequest("PUT", url, body).catch((failure: unknown) => {
        kept.current.delete(fileId);
        setError(serverMessage(failure, failed()));
      });
      pending.current.add(sent);
      void sent.finally(() => pending.current.delete(sent));
    }
  }, [byFile, projectId, savedIds, textOf, put, failed]);
  const settled = useCallback(async () => {
    await Promise.allSettled([...pending.current]);
  }, []);
  return { adopt, error, settled };
}
