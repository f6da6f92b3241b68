// The progress bar's state for one build: first the upload of the files (measured by the browser), then the server's
// stages (GET /api/builds/{id}/progress). One bar for both, which never goes backwards, with the stage in words.
import type { TBuildProgress } from "@courtready/contracts";

/** How often the page asks the server how a build is going. */
export const PROGRESS_POLL_MS = 500;

/** The part of the bar the upload fills; the server's work fills the rest. */
export const UPLOAD_SHARE = 0.3;

export const UPLOADING_LABEL = "Uploading your files";

/** While the server cannot be reached or answers 5xx: the build goes on there (issue 41). */
export const RECONNECTING_LABEL = "Reconnecting to the server. Your binder is still being built.";

/** The server's stages in words, for when its message is empty. */
export const STAGE_WORDS: Readonly<Record<TBuildProgress["stage"], string>> = {
  queued: "Waiting for the server to start",
  converting: "Converting your documents to PDF",
  assembling: "Putting your binder together",
  packaging: "Packaging your download",
  done: "Finishing up",
  failed: "Something went wrong",
};

export interface ProgressState {
  phase: "idle" | "uploading" | "server";
  /** 0 to 100, never lower than before during one build. */
  percent: number;
  /** The stage in words. */
  label: string;
}

export const IDLE_PROGRESS: ProgressState = { phase: "idle", percent: 0, label: "" };

export type ProgressEvent =
  | { type: "start" }
  | { type: "upload"; loaded: number; total: number }
  | { type: "uploaded" }
  | { type: "server"; progress: TBuildProgress }
  | { type: "reconnecting" }
  | { type: "finish" };

function clampFraction(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

function at(
  state: ProgressState,
  phase: ProgressState["phase"],
  fraction: number,
  label: string,
): ProgressState {
  const percent = Math.max(state.percent, Math.round(clampFraction(fraction) * 100));
  return { phase, percent, label };
}

/**
 * The next progress state. Upload fills the first UPLOAD_SHARE of the bar; the server's fraction fills the rest.
 * A server report that arrives while the upload still runs means the server has the files, so it takes over.
 * @example progressReducer(start, { type: "upload", loaded: 50, total: 100 }) // → { phase: "uploading", percent: 15, … }
 */
export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event.type) {
    case "start":
      return { phase: "uploading", percent: 0, label: UPLOADING_LABEL };
    case "upload":
      if (state.phase !== "uploading" || event.total <= 0) return state;
      return at(state, "uploading", (event.loaded / event.total) * UPLOAD_SHARE, UPLOADING_LABEL);
    case "uploaded":
      if (state.phase !== "uploading") return state;
      return at(state, "server", UPLOAD_SHARE, STAGE_WORDS.queued);
    case "server": {
      if (state.phase === "idle") return state;
      const { stage, fraction, message } = event.progress;
      const label = message.trim() || STAGE_WORDS[stage];
      const overall = stage === "done" ? 1 : UPLOAD_SHARE + clampFraction(fraction) * (1 - UPLOAD_SHARE);
      return at(state, "server", overall, label);
    }
    case "reconnecting":
      // Only once the server has the files; the bar keeps its place until the next report replaces the words.
      return state.phase === "server" ? { ...state, label: RECONNECTING_LABEL } : state;
    case "finish":
      return IDLE_PROGRESS;
  }
}
