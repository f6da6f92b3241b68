// AI descriptions for active members (builder-and-projects.md §6): each newly added file is described once, two at
// a time so a phone's connection is not flooded; a failure leaves the file without one and blocks nothing.
import { useEffect, useRef, useState } from "react";
import type { Dispatch } from "react";
import { requestDescription } from "./api.ts";
import type { BuilderAction, BuilderFile } from "./builderState.ts";

const CONCURRENCY = 2;

/** Starts descriptions for files that need one and returns the ids being described right now. */
export function useAiDescriptions(
  enabled: boolean,
  files: readonly BuilderFile[],
  dispatch: Dispatch<BuilderAction>,
): ReadonlySet<string> {
  const requested = useRef(new Set<string>());
  const queue = useRef<BuilderFile[]>([]);
  const active = useRef(0);
  const mounted = useRef(true);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const setPendingId = (id: string, on: boolean) =>
      setPending((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    const pump = () => {
      while (active.current < CONCURRENCY && queue.current.length > 0) {
        const file = queue.current.shift()!;
        if (!file.file) continue;
        active.current += 1;
        setPendingId(file.id, true);
        void requestDescription(file.file, file.name).then((described) => {
          active.current -= 1;
          if (!mounted.current) return;
          setPendingId(file.id, false);
          if (described) dispatch({ type: "aiDescription", id: file.id, ...described });
          pump();
        });
      }
    };
    for (const file of files) {
      // A file that already has a description (written, or remembered from a restored session) is left alone.
      // Saved files were described when they were first added; bytes fetched back for a build are not a new file.
      if (requested.current.has(file.id) || !file.file || file.description || file.isSaved) continue;
      requested.current.add(file.id);
      queue.current.push(file);
    }
    pump();
  }, [enabled, files, dispatch]);

  // Files removed while waiting are not described.
  useEffect(() => {
    const ids = new Set(files.map((file) => file.id));
    queue.current = queue.current.filter((file) => ids.has(file.id));
  }, [files]);

  return pending;
}
