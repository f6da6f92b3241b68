// The builder's large files sent through the resumable endpoint as soon as they are added (issue 40), one status per
// file for its row; a file removed from the list has its upload cancelled (what was stored is deleted), and leaving
// the page only pauses them, so adding the same files on coming back continues where they stopped.
import { useCallback, useEffect, useRef, useState } from "react";
import { RESUMABLE_FROM_BYTES, startResumableUpload } from "./resumableUpload.ts";
import type { ResumableHandle } from "./resumableUpload.ts";
import type { UploadStatus } from "./uploadProgress.ts";

interface UploadableFile {
  id: string;
  file: File | null;
}

export function useResumableUploads(files: readonly UploadableFile[], enabled: boolean) {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, UploadStatus>>(new Map());
  const handles = useRef(new Map<string, ResumableHandle>());
  const set = useCallback((id: string, status: UploadStatus | undefined) => {
    setStatuses((current) => {
      const next = new Map(current);
      if (status) next.set(id, status);
      else next.delete(id);
      return next;
    });
  }, []);

  useEffect(() => {
    const present = new Set(files.map((file) => file.id));
    for (const [id, handle] of handles.current)
      if (!present.has(id)) {
        handles.current.delete(id);
        void handle.cancel();
        set(id, undefined);
      }
    if (!enabled) return;
    for (const { id, file } of files) {
      if (!file || file.size < RESUMABLE_FROM_BYTES || handles.current.has(id)) continue;
      const startedAt = Date.now();
      handles.current.set(
        id,
        startResumableUpload(file, {
          onProgress: (sent, total, resumedFrom) =>
            set(id, { state: "sending", sent, total, startedAt, startBytes: resumedFrom, now: Date.now() }),
          onDone: (uploadId) => set(id, { state: "done", total: file.size, uploadId }),
          onFailed: () => set(id, { state: "failed" }),
        }),
      );
    }
  }, [files, enabled, set]);

  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.pause();
    };
  }, []);

  /** The finished upload holding a file's bytes, for a build to name instead of sending them again. */
  const uploadIdOf = useCallback(
    (fileId: string): string | undefined => {
      const status = statuses.get(fileId);
      return status?.state === "done" ? status.uploadId : undefined;
    },
    [statuses],
  );

  return { statuses, uploadIdOf };
}
