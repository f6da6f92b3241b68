// The progress bar's state for one build: first the upload of the files (measured by the browser), then the server's
// stages (GET /api/builds/{id}/progress). One bar for both, which never goes backwards, with the stage in words.
import type { TFunction } from "i18next";
import type { TBuildProgress } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";

/** The catalogue in English: the words when no language is given (progressReducer, the tests). */
const ENGLISH: TFunction<"builder"> = i18n.getFixedT("en", "builder");

/** How often the page asks the server how a build is going. */
export const PROGRESS_POLL_MS = 500;

/** The part of the bar the upload fills; the server's work fills the rest. */
export const UPLOAD_SHARE = 0.3;

export const UPLOADING_LABEL = ENGLISH("progress.uploading");

/** While the server cannot be reached or answers 5xx: the build goes on there (issue 41). */
export const RECONNECTING_LABEL = ENGLISH("progress.reconnecting");

/** The server's stages in words, for when its message is empty. */
export const STAGE_WORDS: Readonly<Record<TBuildProgress["stage"], string>> = progressWords(
  ENGLISH,
  "en",
).stages;

/** The bar's words in one language; `serverMessages` says whether the server's own (English) words may be shown. */
export interface ProgressWords {
  uploading: string;
  reconnecting: string;
  stages: Readonly<Record<TBuildProgress["stage"], string>>;
  serverMessages: boolean;
}

const ENGLISH_WORDS: ProgressWords = progressWords(ENGLISH, "en");

/**
 * The bar's words from the catalogue. The server reports its stages in English ("Converting lease.pdf"); in
 * another language the stage's own words are shown instead, so the bar never switches language mid-build.
 */
export function progressWords(t: TFunction<"builder">, language: string): ProgressWords {
  return {
    uploading: t("progress.uploading"),
    reconnecting: t("progress.reconnecting"),
    stages: {
      queued: t("progress.stages.queued"),
      converting: t("progress.stages.converting"),
      assembling: t("progress.stages.assembling"),
      packaging: t("progress.stages.packaging"),
      done: t("progress.stages.done"),
      failed: t("progress.stages.failed"),
    },
    serverMessages: language.startsWith("en"),
  };
}

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
  return progressReducerIn(ENGLISH_WORDS, state, event);
}

/** progressReducer with the words of one language (progressWords). */
export function progressReducerIn(
  words: ProgressWords,
  state: ProgressState,
  event: ProgressEvent,
): ProgressState {
  switch (event.type) {
    case "start":
      return { phase: "uploading", percent: 0, label: words.uploading };
    case "upload":
      if (state.phase !== "uploading" || event.total <= 0) return state;
      return at(state, "uploading", (event.loaded / event.total) * UPLOAD_SHARE, words.uploading);
    case "uploaded":
      if (state.phase !== "uploading") return state;
      return at(state, "server", UPLOAD_SHARE, words.stages.queued);
    case "server": {
      if (state.phase === "idle") return state;
      const { stage, fraction, message } = event.progress;
      const label = (words.serverMessages ? message.trim() : "") || words.stages[stage];
      const overall = stage === "done" ? 1 : UPLOAD_SHARE + clampFraction(fraction) * (1 - UPLOAD_SHARE);
      return at(state, "server", overall, label);
    }
    case "reconnecting":
      // Only once the server has the files; the bar keeps its place until the next report replaces the words.
      return state.phase === "server" ? { ...state, label: words.reconnecting } : state;
    case "finish":
      return IDLE_PROGRESS;
  }
}
