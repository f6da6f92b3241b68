// The builder's three builds (builder-and-projects.md §4–§8) as plain steps, apart from React: whether a build may
// start, fetching saved files' bytes, sending the build, and reading its answer into one outcome the page shows.
// useBuildActions.ts holds the state; this module holds the decisions, so they are tested without a browser.
import {
  BUILDER_MESSAGES,
  ZPagesResponse,
  ZPreviewResponse,
  ZRenderResponse,
  couldNotLoadSavedFile,
} from "@courtready/contracts";
import type { TPagesResponse, TPreviewResponse, TRenderResponse } from "@courtready/contracts";
import type { TFunction } from "i18next";
import { i18n } from "../../i18n/index.ts";
import { NetworkError } from "./buildRequest.ts";
import type { MultipartResult } from "./buildRequest.ts";
import { builderReducer } from "./builderState.ts";
import type { BuilderAction, BuilderFile, BuilderState } from "./builderState.ts";
import { readBuildFailure } from "./gate.ts";
import type { GateStop, Message } from "./gate.ts";
import type { BuildKind } from "./payload.ts";
import type { ShownFailure } from "./ProcessStep.tsx";
import type { BytesResult } from "./savedProject.ts";
import { attentionMessage } from "./fileChecks.ts";

/** The toast title and default text of each build's failure (§8). */
export const BUILD_FALLBACKS: Readonly<Record<BuildKind, Message>> = {
  preview: BUILDER_MESSAGES.previewError,
  pages: BUILDER_MESSAGES.previewError,
  render: BUILDER_MESSAGES.renderError,
  compile: BUILDER_MESSAGES.enhancedError,
};

/** The builder catalogue in English: the words of these steps when no language is given (tests, constants). */
const ENGLISH: TFunction<"builder"> = i18n.getFixedT("en", "builder");

export const OFFLINE_HINT = ENGLISH("build.offline");
/** Said when a binder build's answer was lost: the build may still finish on the server. */
export function lostBuildMessage(t: TFunction<"builder"> = ENGLISH): Message {
  return { title: t("build.lostTitle"), description: t("build.lost") };
}
export const LOST_BUILD_MESSAGE = lostBuildMessage();
export const SAVED_FILE_HINT = ENGLISH("build.savedFileHint");

/** Why a build may not start: a toast, and for the gate a page to go to, or for files a row to point at. */
export interface StartStop {
  message: Message;
  redirect?: GateStop["redirect"];
  /** The first file that needs attention: the page scrolls to its row. */
  fileId?: string;
}

/**
 * Whether a build may start now (§4, §5, §6): one at a time, the membership gate, at least one file, and none whose
 * row says it needs attention (issue 19 item 3: said before any upload, not 20 seconds later). Null means go.
 * @example startStop({ busy: false, gate: null, files: 0, attention: [] }) // → { message: BUILDER_MESSAGES.noFiles }
 */
export function startStop(input: {
  busy: boolean;
  gate: GateStop | null;
  files: number;
  /** Ids of the files that need attention, in list order. */
  attention: readonly string[];
}): StartStop | null {
  if (input.busy) return { message: BUILDER_MESSAGES.busy };
  if (input.gate) return { message: input.gate.message, redirect: input.gate.redirect };
  if (input.files === 0) return { message: BUILDER_MESSAGES.noFiles };
  if (input.attention.length > 0)
    return { message: attentionMessage(input.attention.length), fileId: input.attention[0]! };
  return null;
}

/**
 * Generate Binder's steps before the build, from step 3 or from the preview (then with the preview's order and
 * removals): the preview's order becomes the builder's as soon as it is chosen, so a build that may not start, or
 * the description question answered with "Add Descriptions", leaves the person with the order they made (issue 37),
 * and the binder built after they add descriptions keeps it. The state to build, or null when the build stops.
 */
export async function generateSnapshot(
  state: BuilderState,
  order: readonly string[] | undefined,
  steps: {
    dispatch: (action: BuilderAction) => void;
    mayStart: (files: readonly BuilderFile[]) => boolean;
    /** The description question (DescriptionHint.tsx): true when the build may go on. */
    confirm: (files: readonly BuilderFile[]) => Promise<boolean>;
  },
): Promise<BuilderState | null> {
  let snapshot = state;
  if (order) {
    const action: BuilderAction = { type: "applyOrder", ids: [...order] };
    snapshot = builderReducer(state, action);
    steps.dispatch(action);
  }
  if (!steps.mayStart(snapshot.files)) return null;
  if (!(await steps.confirm(snapshot.files))) return null;
  return snapshot;
}

/**
 * The toast of a failed build: one short line when the build named the files it refused (their reasons go on
 * their rows and in step 3), else the failure's own words.
 */
export function failureToast(failure: ShownFailure["failure"], t: TFunction<"builder"> = ENGLISH): Message {
  const count = failure.files.length;
  if (count === 0) return failure.message;
  return { title: failure.message.title, description: t("build.filesRefused", { count }) };
}

/** What one build came to. */
export type BuildOutcome =
  | { type: "aborted" }
  /** A binder build whose answer was lost on the way: it may still finish; the builder asks (lastBuild.ts). */
  | { type: "lost"; kind: "render" | "compile" }
  | { type: "failed"; shown: ShownFailure }
  | { type: "preview"; snapshot: BuilderState; summary: TPreviewResponse["preview"] }
  | { type: "pages"; snapshot: BuilderState; response: TPagesResponse }
  | { type: "render"; snapshot: BuilderState; response: TRenderResponse }
  | { type: "compile"; snapshot: BuilderState; blob: Blob };

export interface BuildSteps {
  /** Every file's bytes: saved files fetched back from the server (once). */
  ensureBytes: (files: BuilderFile[]) => Promise<BytesResult>;
  /** Sends the build; throws NetworkError when the server cannot be reached (or the build was cancelled). */
  send: (kind: BuildKind, snapshot: BuilderState) => Promise<MultipartResult>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function failed(kind: BuildKind, shown: Omit<ShownFailure, "kind">): BuildOutcome {
  return { type: "failed", shown: { kind, ...shown } };
}

/**
 * The snapshot with every file's bytes (§7); a failure when one saved file cannot be fetched: nothing is built with
 * a file missing (§8).
 */
export async function withAllBytes(
  kind: BuildKind,
  snapshot: BuilderState,
  ensureBytes: BuildSteps["ensureBytes"],
  t: TFunction<"builder"> = ENGLISH,
): Promise<{ ok: true; snapshot: BuilderState } | { ok: false; outcome: BuildOutcome }> {
  if (snapshot.files.every((file) => file.file)) return { ok: true, snapshot };
  const result = await ensureBytes(snapshot.files);
  if (result.ok) return { ok: true, snapshot: { ...snapshot, files: result.files } };
  return {
    ok: false,
    outcome: failed(kind, {
      failure: {
        message: { title: t("build.error"), description: couldNotLoadSavedFile(result.name) },
        code: null,
        files: [],
        redirect: null,
      },
      hint: t("build.savedFileHint"),
    }),
  };
}

/** Sends one build of a snapshot whose files all hold their bytes, and reads the answer (§8). */
export async function sendBuild(
  kind: BuildKind,
  snapshot: BuilderState,
  send: BuildSteps["send"],
  t: TFunction<"builder"> = ENGLISH,
): Promise<BuildOutcome> {
  let answer: MultipartResult;
  try {
    answer = await send(kind, snapshot);
  } catch (error) {
    if (error instanceof NetworkError && error.aborted) return { type: "aborted" };
    // A binder build runs on even if its answer is lost; the builder finds out how it ended instead of failing it.
    if ((kind === "render" || kind === "compile") && error instanceof NetworkError)
      return { type: "lost", kind };
    return failed(kind, {
      failure: readBuildFailure(0, "", BUILD_FALLBACKS[kind], t),
      hint: t("build.offline"),
    });
  }
  if (!answer.ok)
    return failed(kind, { failure: readBuildFailure(answer.status, answer.text, BUILD_FALLBACKS[kind], t) });
  if (kind === "compile") {
    return answer.blob
      ? { type: "compile", snapshot, blob: answer.blob }
      : failed(kind, { failure: readBuildFailure(200, "", BUILD_FALLBACKS.compile, t) });
  }
  if (kind === "preview") {
    const parsed = ZPreviewResponse.safeParse(parseJson(answer.text));
    // One card per file, in order: a preview that does not match the files cannot be shown against them.
    if (!parsed.success || parsed.data.preview.exhibits.length !== snapshot.files.length)
      return failed(kind, {
        failure: { message: BUILDER_MESSAGES.invalidPreview, code: null, files: [], redirect: null },
      });
    return { type: "preview", snapshot, summary: parsed.data.preview };
  }
  if (kind === "pages") {
    const parsed = ZPagesResponse.safeParse(parseJson(answer.text));
    return parsed.success
      ? { type: "pages", snapshot, response: parsed.data }
      : failed(kind, { failure: readBuildFailure(200, "", BUILD_FALLBACKS.pages, t) });
  }
  const parsed = ZRenderResponse.safeParse(parseJson(answer.text));
  if (!parsed.success) return failed(kind, { failure: readBuildFailure(200, "", BUILD_FALLBACKS.render, t) });
  return { type: "render", snapshot, response: parsed.data };
}
