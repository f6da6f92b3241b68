// The builder's build actions (builder-and-projects.md §4–§8): Preview (then the preview dialog and its
// suggestions), Generate Binder, Generate Enhanced Kit and Download, with what each shows when it fails. The steps
// and decisions are in buildActions.ts; this hook holds what the page shows and moves focus to it.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import {
  BUILDER_MESSAGES,
  ENHANCED_KIT_FILE_NAME,
  OUTPUT_ZIP_FILE_NAME,
  ZBuildProgress,
} from "@courtready/contracts";
import type {
  TBinderTypeSchema,
  TBinderSection,
  TFilePageEdits,
  TFileRedaction,
  TFilingCheckReport,
  TFindingFix,
  TKitQuality,
  TRenderResponse,
} from "@courtready/contracts";
import { toast } from "../../components/ui/toast.tsx";
import { currentLanguage } from "../../i18n/index.ts";
import { track } from "../shared/analytics/analytics.ts";
import { MEMBERSHIP_STATUS_URL } from "../shared/membershipStatus.ts";
import { rememberReturn } from "../shared/returnTo.ts";
import { requestSuggestions } from "./api.ts";
import {
  failureToast,
  lostBuildMessage,
  generateSnapshot,
  sendBuild,
  startStop,
  withAllBytes,
} from "./buildActions.ts";
import type { BuildOutcome, BuildSteps } from "./buildActions.ts";
import { builderReducer } from "./builderState.ts";
import type { BuilderAction, BuilderState } from "./builderState.ts";
import type { BuilderFile } from "./builderState.ts";
import { useDescriptionCheck } from "./DescriptionHint.tsx";
import { KEPT_FILES_MESSAGES, filesOnlyHere, keepFilesForTrip } from "./keptFiles.ts";
import { saveSessionNow } from "./useLocalSession.ts";
import { fileRowId } from "./FileCheckStatus.tsx";
import { needingAttention } from "./fileChecks.ts";
import type { GateStop } from "./gate.ts";
import { readKitQuality } from "./kitQuality.ts";
import { buildFormData, buildSignature, trimmedCaseInfo } from "./payload.ts";
import type { BuildKind } from "./payload.ts";
import type { PreviewData } from "./PreviewDialog.tsx";
import type { ShownFailure } from "./ProcessStep.tsx";
import { newBuildId, useBuildJob } from "./useBuildJob.ts";
import { fetchProgressJson, progressUrl } from "./buildRequest.ts";
import type { ShownFilingCheck } from "../shared/FilingCheckPanel.tsx";
import { fixPlan } from "./filingFixes.ts";
import type { TranslationsForBuild } from "../shared/translation/translationState.ts";
import type { TPagesResponse } from "@courtready/contracts";

/** The page-by-page view: open while its binder is compiled (pages null), then with its pages. */
export interface PageViewState {
  open: boolean;
  pages: TPagesResponse | null;
}
const PAGE_VIEW_CLOSED: PageViewState = { open: false, pages: null };

/**
 * The enhanced kit's filing check: its answer is the ZIP itself, so the check is read from the build's ended
 * progress (the server keeps it there); null, "not checked", when it cannot be read.
 */
async function kitFilingCheck(buildId: string): Promise<TFilingCheckReport | null> {
  try {
    const { body } = await fetchProgressJson(progressUrl(buildId), new AbortController().signal);
    const progress = ZBuildProgress.safeParse(body);
    return (progress.success && progress.data.outcome?.filing_check) || null;
  } catch {
    return null;
  }
}

/** Starts a download of `href` under `filename` (same-site links and blob: addresses). */
export function startDownload(href: string, filename: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

export function useBuildActions({
  state,
  schema,
  dispatch,
  ensureBytes,
  gate,
  courtLabel,
  redactions,
  translations,
  pageEdits,
  sections,
  uploadIdOf,
}: {
  state: BuilderState;
  schema: TBinderTypeSchema | null | undefined;
  dispatch: Dispatch<BuilderAction>;
  ensureBytes: BuildSteps["ensureBytes"];
  /** Whether this person may build now (gate.ts#buildGate); read at the moment a build starts. */
  gate: (options?: { rebuild?: boolean }) => GateStop | null;
  /**
   * The court's name the binder carries ("" for none or not known yet: the server names the directory court): the
   * court that hears the case (issue 37), and the filing check says "Ready to file at" it.
   */
  courtLabel: string;
  /** The build's redactions for the files sent (issue 43), by file name; none: nothing is redacted. */
  redactions?: (files: readonly { id: string; name: string }[]) => TFileRedaction[];
  /** The build's translations for the files sent (issue 39 §2); none: no exhibit is translated. */
  translations?: (files: readonly { id: string; name: string }[]) => TranslationsForBuild;
  /** The build's page edits for the files sent (issue 37 §3), by file name; none: every page as it came. */
  pageEdits?: (files: readonly { id: string; name: string }[]) => TFilePageEdits[];
  /** The build's sections for the files sent (issue 37 §3), by position; none: no sections. */
  sections?: (files: readonly { id: string }[]) => TBinderSection[];
  /** A file's finished resumable upload (issue 40), named by the build instead of its bytes. */
  uploadIdOf?: (fileId: string) => string | undefined;
}) {
  const { t } = useTranslation("builder");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const build = useBuildJob();
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const [result, setResult] = useState<{ response: TRenderResponse; signature: string } | null>(null);
  const [kitQuality, setKitQuality] = useState<TKitQuality | null>(null);
  const [filingCheck, setFilingCheck] = useState<ShownFilingCheck | null>(null);
  const [fixing, setFixing] = useState<TFindingFix | null>(null);
  // The id of the last build sent, for reading the kit's filing check from its progress.
  const lastBuildId = useRef<string | null>(null);
  const [preview, setPreview] = useState<PreviewData | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [pageView, setPageView] = useState<PageViewState>(PAGE_VIEW_CLOSED);
  // The page view asked for last: one closed (or replaced) before its binder came back is not opened again.
  const pageViewAsk = useRef(0);
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  const [loadingSavedFiles, setLoadingSavedFiles] = useState(false);
  // Set while saved files are fetched before a build: that is already "the current process" (§4).
  const preparing = useRef(false);
  const resultRef = useRef<HTMLElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const filingCheckRef = useRef<HTMLElement>(null);
  const [focusTarget, setFocusTarget] = useState<"result" | "failure" | "filing" | null>(null);

  // After a build, focus (and so the screen) moves to what it produced, once it is on the page.
  useEffect(() => {
    if (!focusTarget || build.job) return;
    const element = {
      result: resultRef.current,
      failure: failureRef.current,
      filing: filingCheckRef.current,
    }[focusTarget];
    element?.focus();
    element?.scrollIntoView({ block: "start", behavior: "smooth" });
    setFocusTarget(null);
  }, [focusTarget, build.job]);

  const isBusy = useCallback(() => build.isBusy() || preparing.current, [build]);

  // Set once this browser refused to keep the files: the next press goes to /membership without them, as told.
  const keepRefused = useRef(false);
  /**
   * Sends the person to sign in or to buy a membership; from /membership they come back to this builder. An unsaved
   * builder's files are kept in this browser for the trip (keptFiles.ts); if it refuses, the person is told first.
   */
  const leaveFor = (to: "/login" | "/membership") => {
    if (to !== "/membership") {
      void navigate(to);
      return;
    }
    rememberReturn(window.location.pathname + window.location.search);
    const unsaved = new URLSearchParams(window.location.search).has("project")
      ? []
      : filesOnlyHere(state.files);
    if (unsaved.length === 0 || keepRefused.current) {
      void navigate(to);
      return;
    }
    // The session as it is now, so the restored form is waiting for exactly these files.
    saveSessionNow(state);
    void keepFilesForTrip(unsaved).then((kept) => {
      if (kept) {
        void navigate(to);
        return;
      }
      keepRefused.current = true;
      toast({ ...KEPT_FILES_MESSAGES.notKept, variant: "destructive" });
    });
  };

  /** The checks every build shares; true when the build may start, else says why (and may send them away). */
  const descriptionCheck = useDescriptionCheck();
  const mayStart = (files: readonly BuilderFile[], options: { rebuild?: boolean } = {}): boolean => {
    const attention = needingAttention(files).map((file) => file.id);
    const stop = startStop({ busy: isBusy(), gate: gate(options), files: files.length, attention });
    if (!stop) return true;
    toast({ ...stop.message, variant: "destructive" });
    if (stop.redirect) leaveFor(stop.redirect);
    if (stop.fileId) {
      const row = document.getElementById(fileRowId(stop.fileId));
      row?.scrollIntoView({ block: "center", behavior: "smooth" });
      row?.focus({ preventScroll: true });
    }
    return false;
  };

  const showFailure = (shown: ShownFailure) => {
    toast({ ...failureToast(shown.failure, t), variant: "destructive" });
    // The files the build refused are marked on their rows, where they can be fixed or removed.
    if (shown.failure.files.length > 0) dispatch({ type: "markProblems", problems: shown.failure.files });
    if (shown.failure.redirect) {
      leaveFor(shown.failure.redirect);
      return;
    }
    setFailure(shown);
    setFocusTarget("failure");
  };

  /** Fetches saved files' bytes (showing that it does), then sends the build. */
  const runBuild = async (kind: BuildKind, snapshot: BuilderState): Promise<BuildOutcome> => {
    preparing.current = true;
    const needsBytes = snapshot.files.some((file) => !file.file);
    if (needsBytes) setLoadingSavedFiles(true);
    let ready: Awaited<ReturnType<typeof withAllBytes>>;
    try {
      ready = await withAllBytes(kind, snapshot, ensureBytes, t);
    } finally {
      preparing.current = false;
      if (needsBytes) setLoadingSavedFiles(false);
    }
    if (!ready.ok) return ready.outcome;
    setFailure(null);
    return sendBuild(
      kind,
      ready.snapshot,
      (sentKind, sent) => {
        const buildId = newBuildId();
        lastBuildId.current = buildId;
        return build.run(
          sentKind,
          buildFormData(sentKind, {
            state: sent,
            schema,
            buildId,
            courtName: courtLabel,
            redactions: redactions?.(sent.files.filter((file) => file.file)) ?? [],
            ...(translations ? { translations: translations(sent.files.filter((file) => file.file)) } : {}),
            pageEdits: pageEdits?.(sent.files.filter((file) => file.file)) ?? [],
            sections: sections?.(sent.files.filter((file) => file.file)) ?? [],
            language: currentLanguage(),
            ...(uploadIdOf ? { uploadIdOf } : {}),
          }),
          buildId,
        );
      },
      t,
    );
  };

  const afterBinderMade = (label: string | undefined, exhibits: number) => {
    // The one-time pass is counted when a binder is made, so the status changes now.
    void queryClient.invalidateQueries({ queryKey: [MEMBERSHIP_STATUS_URL] });
    track("binder_generated", { ...(label ? { label } : {}), value: exhibits });
  };

  /** Shows what a build came to. */
  const show = async (outcome: BuildOutcome) => {
    switch (outcome.type) {
      case "aborted":
        return;
      case "lost":
        toast(lostBuildMessage(t));
        return;
      case "failed":
        showFailure(outcome.shown);
        return;
      case "preview": {
        const { snapshot, summary } = outcome;
        setPreview({
          id: crypto.randomUUID(),
          summary,
          cards: summary.exhibits.map((exhibit, index) => ({ fileId: snapshot.files[index]!.id, exhibit })),
        });
        setSuggestions(null);
        setPreviewOpen(true);
        void requestSuggestions({
          binderType: snapshot.binderType,
          role: snapshot.role,
          caseInfo: trimmedCaseInfo(snapshot),
          exhibits: summary.exhibits.map((exhibit, index) => ({
            label: exhibit.label,
            filename: exhibit.filename,
            fileType: exhibit.fileType,
            pageCount: exhibit.pageCount,
            ...(snapshot.files[index]?.description
              ? { description: snapshot.files[index]!.description }
              : {}),
          })),
        }).then(setSuggestions);
        return;
      }
      case "pages":
        setPageView({ open: true, pages: outcome.response });
        return;
      case "render":
        setResult({ response: outcome.response, signature: buildSignature(outcome.snapshot, schema) });
        setFilingCheck({
          report: outcome.response.filing_check,
          courtLabel: outcome.snapshot.presetKey ? courtLabel : null,
        });
        toast(BUILDER_MESSAGES.binderReady);
        // With a court chosen, what blocks filing (above the download buttons) is what to read first.
        setFocusTarget(outcome.snapshot.presetKey ? "filing" : "result");
        afterBinderMade(undefined, outcome.snapshot.files.length);
        return;
      case "compile": {
        const url = URL.createObjectURL(outcome.blob);
        startDownload(url, ENHANCED_KIT_FILE_NAME);
        setKitQuality(await readKitQuality(outcome.blob));
        setFilingCheck({
          report: lastBuildId.current ? await kitFilingCheck(lastBuildId.current) : null,
          courtLabel: outcome.snapshot.presetKey ? courtLabel : null,
        });
        setFocusTarget("filing");
        // Long enough for the browser to have started saving the file.
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
        toast({
          title: t("build.kitReadyTitle"),
          description: t("build.kitReady", { file: ENHANCED_KIT_FILE_NAME }),
        });
        afterBinderMade("enhanced", outcome.snapshot.files.length);
        return;
      }
    }
  };

  const onPreview = async () => {
    if (!mayStart(state.files)) return;
    await show(await runBuild("preview", state));
  };

  /**
   * The page-by-page view (issue 37 §3), from the preview with its order and removals: the binder compiled as Generate
   * would make it (no pass used), the file list itself unchanged.
   */
  const onPageView = async (order: string[]) => {
    const snapshot = builderReducer(state, { type: "applyOrder", ids: [...order] });
    if (!mayStart(snapshot.files)) return;
    const ask = ++pageViewAsk.current;
    setPageView({ open: true, pages: null });
    const outcome = await runBuild("pages", snapshot);
    if (ask !== pageViewAsk.current) return;
    if (outcome.type === "pages") setPageView({ open: true, pages: outcome.response });
    else {
      setPageView(PAGE_VIEW_CLOSED);
      await show(outcome);
    }
  };
  const closePageView = () => {
    pageViewAsk.current++;
    setPageView(PAGE_VIEW_CLOSED);
  };

  /** Generate Binder, from step 3 or from the preview (then with the preview's order and removals). */
  const onGenerate = async (order?: string[]) => {
    if (order) setPreviewOpen(false);
    const snapshot = await generateSnapshot(state, order, {
      dispatch,
      mayStart,
      confirm: descriptionCheck.confirm,
    });
    if (snapshot) await show(await runBuild(snapshot.enhancedProcessing ? "compile" : "render", snapshot));
  };

  const onEnhanced = async () => {
    if (!mayStart(state.files)) return;
    if (!(await descriptionCheck.confirm(state.files))) return;
    // §4: Generate Enhanced Kit turns the option on.
    dispatch({ type: "setEnhanced", enhanced: true });
    await show(await runBuild("compile", { ...state, enhancedProcessing: true }));
  };

  /** One of the filing check's fixes: the builder changes it makes (shown), then the rebuild, checked again. */
  const onFix = async (fix: TFindingFix) => {
    const plan = fixPlan(fix, state);
    const snapshot = plan.actions.reduce(builderReducer, state);
    // A rebuild of the binder just built: a used one-time pass may make it (the server checks it is that binder).
    if (!mayStart(snapshot.files, { rebuild: true })) return;
    for (const action of plan.actions) dispatch(action);
    setFixing(fix);
    try {
      await show(await runBuild(plan.kind, snapshot));
    } finally {
      setFixing(null);
    }
  };

  const onDownload = () => {
    if (!result) {
      toast({ ...BUILDER_MESSAGES.noBinder, variant: "destructive" });
      return;
    }
    startDownload(result.response.zip, OUTPUT_ZIP_FILE_NAME);
  };

  /** Forgets every build's result (Clear form). */
  const reset = () => {
    setFailure(null);
    setResult(null);
    setKitQuality(null);
    setFilingCheck(null);
    setPreview(null);
  };

  return {
    job: build.job,
    progress: build.progress,
    isBusy,
    failure,
    result: result?.response ?? null,
    resultStale: result !== null && result.signature !== buildSignature(state, schema),
    kitQuality,
    filingCheck,
    fixing,
    onFix,
    preview,
    previewOpen,
    closePreview: () => setPreviewOpen(false),
    pageView,
    onPageView,
    closePageView,
    suggestions,
    loadingSavedFiles,
    resultRef,
    failureRef,
    filingCheckRef,
    onPreview,
    onGenerate,
    onEnhanced,
    /** Generate's once-only question about rows with generic descriptions (DescriptionHint.tsx). */
    descriptionDialog: descriptionCheck.dialog,
    onDownload,
    reset,
  };
}
