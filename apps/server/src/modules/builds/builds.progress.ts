// Where a running build's progress is kept for the browser to poll (GET /api/builds/{id}/progress). In memory: the
// build runs in this process's job pool, so this process is the one that knows; entries go 10 minutes after their
// last change. Each entry belongs to one user, so nobody can watch someone else's build.
import type { TBuildProgress } from "@courtready/contracts";

const KEEP_MS = 10 * 60 * 1000;
/** A bound on memory if something keeps starting builds without finishing them. */
const MAX_ENTRIES = 10_000;

interface Entry {
  progress: TBuildProgress;
  updatedAt: number;
}

export interface ProgressBoard {
  set(userId: string, buildId: string, progress: TBuildProgress): void;
  get(userId: string, buildId: string): TBuildProgress | undefined;
}

/** The stage a job's progress message belongs to (the engine words its steps; the browser shows them). */
export function stageOf(message: string, fraction: number): TBuildProgress["stage"] {
  // The enhanced kit's steps after assembly (volumes, print version, labels, page checks) are assembling too.
  if (/^(?:Assembling|Splitting|Making the|Checking)/i.test(message)) return "assembling";
  if (/^Packaging/i.test(message)) return "packaging";
  if (fraction >= 1) return "done";
  return "converting";
}

export function createProgressBoard(now: () => number = Date.now): ProgressBoard {
  const entries = new Map<string, Entry>();
  const key = (userId: string, buildId: string) => `${userId}\n${buildId}`;
  const sweep = () => {
    const cutoff = now() - KEEP_MS;
    for (const [k, entry] of entries) if (entry.updatedAt < cutoff) entries.delete(k);
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };
  return {
    set(userId, buildId, progress) {
      entries.delete(key(userId, buildId));
      entries.set(key(userId, buildId), { progress, updatedAt: now() });
      sweep();
    },
    get(userId, buildId) {
      sweep();
      return entries.get(key(userId, buildId))?.progress;
    },
  };
}
