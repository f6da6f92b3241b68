// Runs one build at a time (preview, render or compile) and follows it: the multipart POST through XHR for upload
// progress, the server's progress polled every 500 ms, one progress state for the bar. Leaving the page cancels it.
// A binder build is remembered on this device until its answer arrives (lastBuild.ts).
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CSRF_COOKIE, CSRF_HEADER } from "@courtready/contracts";
import { readCookie } from "../../api/client.ts";
import {
  NetworkError,
  fetchProgressJson,
  pollBuildProgress,
  progressUrl,
  sendMultipart,
} from "./buildRequest.ts";
import { forgetBuild, rememberBuild } from "./lastBuild.ts";
import { LAST_BUILD_EVENT } from "./LastBuildNotice.tsx";
import type { MultipartResult } from "./buildRequest.ts";
import { BUILD_URLS } from "./payload.ts";
import type { BuildKind } from "./payload.ts";
import { IDLE_PROGRESS, PROGRESS_POLL_MS, progressReducerIn, progressWords } from "./progress.ts";
import type { ProgressEvent, ProgressState } from "./progress.ts";

/** A build id the server accepts (ZBuildId: 8–64 letters, digits, - and _). */
export function newBuildId(): string {
  return crypto.randomUUID();
}

export function useBuildJob() {
  const [job, setJob] = useState<BuildKind | null>(null);
  const { t, i18n } = useTranslation("builder");
  // React runs the reducer of the latest render, so the bar's next words follow a language switch.
  const [progress, dispatch] = useReducer(
    (state: ProgressState, event: ProgressEvent) =>
      progressReducerIn(progressWords(t, i18n.language), state, event),
    IDLE_PROGRESS,
  );
  // A ref as well as state: two quick taps must not start two builds before React re-renders.
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** True while a build runs; a second one must wait (§4, the Busy message). */
  const isBusy = useCallback(() => running.current, []);

  const run = useCallback(
    async (kind: BuildKind, body: FormData, buildId: string): Promise<MultipartResult> => {
      running.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setJob(kind);
      dispatch({ type: "start" });
      const stopPolling = pollBuildProgress({
        url: progressUrl(buildId),
        intervalMs: PROGRESS_POLL_MS,
        fetchJson: fetchProgressJson,
        onProgress: (report) => dispatch({ type: "server", progress: report }),
        onReconnecting: () => dispatch({ type: "reconnecting" }),
      });
      // A binder build is remembered until its answer arrives, so a lost answer can be asked about later.
      const remembered = kind === "render" || kind === "compile";
      if (remembered) rememberBuild(window.localStorage, { buildId, kind, startedAt: Date.now() });
      try {
        const result = await sendMultipart({
          url: BUILD_URLS[kind],
          body,
          responseType: kind === "compile" ? "blob" : "text",
          csrfToken: readCookie(CSRF_COOKIE, document.cookie),
          csrfHeader: CSRF_HEADER,
          onUploadProgress: (loaded, total) => dispatch({ type: "upload", loaded, total }),
          onUploaded: () => dispatch({ type: "uploaded" }),
          signal: abort.signal,
        });
        if (remembered) forgetBuild(window.localStorage);
        return result;
      } catch (error) {
        if (remembered && error instanceof NetworkError) {
          // Cancelled on purpose: nothing to tell. Lost on the way: ask the server how the build ended.
          if (error.aborted) forgetBuild(window.localStorage);
          else window.dispatchEvent(new Event(LAST_BUILD_EVENT));
        }
        throw error;
      } finally {
        stopPolling();
        running.current = false;
        controller.current = null;
        setJob(null);
        dispatch({ type: "finish" });
      }
    },
    [],
  );

  return { job, progress, isBusy, run };
}
