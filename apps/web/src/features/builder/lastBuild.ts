// The last binder build started on this device, remembered until its answer arrives (issue 20): if the connection
// drops or the server restarts mid-build, the builder asks the server how that build ended when the person comes
// back, and says so in words: ready to download, or stopped with the one-time pass given back.
import { z } from "zod";
import { ZBuildProgress } from "@courtready/contracts";
import type { TBuildOutcome } from "@courtready/contracts";

export const LAST_BUILD_KEY = "courtready.lastBuild";
/** After this long an unanswered build is not worth asking about (its row and files are gone by then). */
export const LAST_BUILD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const ZLastBuild = z.object({
  buildId: z.string().min(8).max(64),
  kind: z.enum(["render", "compile"]),
  startedAt: z.number(),
});
export type LastBuild = z.infer<typeof ZLastBuild>;

/** The part of Storage this module uses. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function rememberBuild(store: KeyValueStore, build: LastBuild): void {
  try {
    store.setItem(LAST_BUILD_KEY, JSON.stringify(build));
  } catch {
    // Private browsing or a full store: the build still runs, it just cannot be asked about later.
  }
}

export function forgetBuild(store: KeyValueStore): void {
  try {
    store.removeItem(LAST_BUILD_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The remembered build, if it is recent and well-formed; anything else is forgotten. */
export function readLastBuild(store: KeyValueStore, now: number): LastBuild | null {
  let raw: string | null;
  try {
    raw = store.getItem(LAST_BUILD_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: ReturnType<typeof ZLastBuild.safeParse>;
  try {
    parsed = ZLastBuild.safeParse(JSON.parse(raw));
  } catch {
    parsed = ZLastBuild.safeParse(undefined);
  }
  if (!parsed.success || now - parsed.data.startedAt > LAST_BUILD_MAX_AGE_MS) {
    forgetBuild(store);
    return null;
  }
  return parsed.data;
}

/** What the server says of a build: still going, ended (with its outcome), or unknown (forget it). */
export type LastBuildState =
  { type: "running" } | { type: "ended"; outcome: TBuildOutcome } | { type: "unknown" };

export function lastBuildStateOf(status: number, body: unknown): LastBuildState {
  if (status === 404) return { type: "unknown" };
  const parsed = ZBuildProgress.safeParse(body);
  if (status !== 200 || !parsed.success) return { type: "running" };
  return parsed.data.outcome ? { type: "ended", outcome: parsed.data.outcome } : { type: "running" };
}
