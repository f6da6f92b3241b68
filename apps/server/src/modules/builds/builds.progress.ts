// The stage a build's progress belongs to, from the engine's own words; the progress itself is kept in build_jobs
// (builds.queue.ts), so any process can answer the browser's poll.
import type { TBuildProgress } from "@courtready/contracts";

/** The stage a job's progress message belongs to (the engine words its steps; the browser shows them). */
export function stageOf(message: string, fraction: number): TBuildProgress["stage"] {
  // The enhanced kit's steps after assembly (volumes, print version, labels, page checks) are assembling too.
  if (/^(?:Assembling|Splitting|Making the|Checking)/i.test(message)) return "assembling";
  if (/^Packaging/i.test(message)) return "packaging";
  if (fraction >= 1) return "done";
  return "converting";
}
