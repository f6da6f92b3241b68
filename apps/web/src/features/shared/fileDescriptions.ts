// Descriptions of newly added files for active members (builder-and-projects.md §6), the same on /create and the
// project edit screen (issue 37: a supplement's index is never bare file names): each file is described once, two
// at a time so a phone's connection is not flooded; a failure leaves the file without one and blocks nothing.
import { useEffect, useRef, useState } from "react";
import { ZDescriptionResponse } from "@courtready/contracts";
import { apiJson } from "../../api/client.ts";

/** A machine description and who wrote it: an AI, or the describer from the file's own data. */
export interface MachineDescription {
  description: string;
  source: "ai" | "file";
}

/** A description of one file (POST /api/generate-description); null when none could be had. */
export async function requestDescription(file: File, name: string): Promise<MachineDescription | null> {
  const form = new FormData();
  form.append("file", file, name);
  try {
    const parsed = ZDescriptionResponse.safeParse(
      await apiJson<unknown>("POST", "/api/generate-description", form),
    );
    if (!parsed.success) return null;
    const description = parsed.data.description.trim();
    return description ? { description, source: parsed.data.source } : null;
  } catch {
    // §6: a failed description leaves the file without one; it never blocks anything.
    return null;
  }
}

/** A file the hook may describe: its bytes, and whether it still wants a description. */
export interface DescribableFile {
  id: string;
  name: string;
  /** The bytes; a file without them (known only by name) is not described. */
  file: File | null | undefined;
  /** False for a file that has a description or was described when first added. */
  wanted: boolean;
}

const CONCURRENCY = 2;

/**
 * Starts descriptions for the files that want one (each once) and returns the ids being described right now.
 * `onDescribed` gets each description that came back; files removed while waiting are not described.
 */
export function useFileDescriptions(
  enabled: boolean,
  files: readonly DescribableFile[],
  onDescribed: (id: string, described: MachineDescription) => void,
): ReadonlySet<string> {
  const requested = useRef(new Set<string>());
  const queue = useRef<(DescribableFile & { file: File })[]>([]);
  const active = useRef(0);
  const mounted = useRef(true);
  // The latest callback, so a new function each render neither restarts the queue nor is called stale.
  const describedRef = useRef(onDescribed);
  describedRef.current = onDescribed;
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
        active.current += 1;
        setPendingId(file.id, true);
        void requestDescription(file.file, file.name).then((described) => {
          active.current -= 1;
          if (!mounted.current) return;
          setPendingId(file.id, false);
          if (described) describedRef.current(file.id, described);
          pump();
        });
      }
    };
    for (const file of files) {
      if (requested.current.has(file.id) || !file.file || !file.wanted) continue;
      requested.current.add(file.id);
      queue.current.push({ ...file, file: file.file });
    }
    pump();
  }, [enabled, files]);

  useEffect(() => {
    const ids = new Set(files.map((file) => file.id));
    queue.current = queue.current.filter((file) => ids.has(file.id));
  }, [files]);

  return pending;
}
