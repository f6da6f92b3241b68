// The builder's large files sent through the resumable endpoint as soon as they are added (issue 40), one status per
// file for its row; a file removed from the list has its upload cancelled (what was stored is deleted), and leaving
// the page only pauses them, so adding the same files on coming back continues where they stopped.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { RESUMABLE_FROM_BYTES, startResumableUpload } from "./resumableUpload.ts";
import type { ResumableHandle } from "./resumableUpload.ts";
import type { UploadStatus } from "./uploadProgress.ts";

interface UploadableFile {
  id: string;
  file: File | null;
}

/**
 * The uploads to end (cancel, removing what was stored): a file gone from the list, or other bytes under its id (an
 * unlocked PDF in place of the locked one, whose upload a build or a check must no longer name). A row that only lost
 * its File keeps its upload.
 */
export function uploadsToEnd(
  sending: ReadonlyMap<string, { file: File }>,
  files: readonly UploadableFile[],
): string[] {
  const present = new Map(files.map((file) => [file.id, file.file]));
  return [...sending].flatMap(([id, { file }]) => {
    const now = present.get(id);
    return !present.has(id) || (now && now !== file) ? [id] : [];
  });
}

export function useResumableUploads(files: readonly UploadableFile[], enabled: boolean) {
  // Each status with the File it is about, so a file replaced under its id is seen (uploadsToEnd).
  const [tracked, setTracked] = useState<ReadonlyMap<string, { file: File; status: UploadStatus }>>(
    new Map(),
  );
  const handles = useRef(new Map<string, { handle: ResumableHandle; file: File }>());
  const set = useCallback((id: string, file: File | null, status?: UploadStatus) => {
    setTracked((current) => {
      const next = new Map(current);
      if (file && status) next.set(id, { file, status });
      else next.delete(id);
      return next;
    });
  }, []);
  // What the rows, checks and builds see: never a replaced file's status, even in the render before the effect
  // below has ended its upload (a check would otherwise name the locked PDF's upload for the opened one).
  const statuses = useMemo(() => {
    const ended = new Set(uploadsToEnd(tracked, files));
    return new Map(
      [...tracked].flatMap(([id, { status }]) => (ended.has(id) ? [] : [[id, status] as const])),
    );
  }, [tracked, files]);

  useEffect(() => {
    for (const id of uploadsToEnd(handles.current, files)) {
      void handles.current.get(id)?.handle.cancel();
      handles.current.delete(id);
      set(id, null);
    }
    if (!enabled) return;
    for (const { id, file } of files) {
      if (!file || file.size < RESUMABLE_FROM_BYTES || handles.current.has(id)) continue;
      const startedAt = Date.now();
      // Each callback first asks whether this upload is still the file's: a replaced one's late news is dropped.
      const current = () => handles.current.get(id)?.file === file;
      handles.current.set(id, {
        file,
        handle: startResumableUpload(file, {
          onProgress: (sent, total, resumedFrom) => {
            if (current())
              set(id, file, {
                state: "sending",
                sent,
                total,
                startedAt,
                startBytes: resumedFrom,
                now: Date.now(),
              });
          },
          onDone: (uploadId) => {
            if (current()) set(id, file, { state: "done", total: file.size, uploadId });
          },
          onFailed: () => {
            if (current()) set(id, file, { state: "failed" });
          },
        }),
      });
    }
  }, [files, enabled, set]);

  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const { handle } of running.values()) handle.pause();
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
