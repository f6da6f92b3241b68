// The binder builder (builder-and-projects.md §2–§9) for a signed-in person: three numbered steps, the local session,
// the membership gate before any build, one build at a time with its progress, the preview dialog, Save and Clear.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import {
  BUILDER_MESSAGES,
  ENHANCED_KIT_FILE_NAME,
  MAX_FILE_MB,
  OUTPUT_ZIP_FILE_NAME,
  PROJECT_MESSAGES,
  ZPreviewResponse,
  ZRenderResponse,
  couldNotLoadSavedFile,
  resolveBinderType,
} from "@courtready/contracts";
import type { TKitQuality, TRenderResponse, TUserFile } from "@courtready/contracts";
import { apiJson, errorStatus, serverMessage } from "../../api/client.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { track } from "../analytics/analytics.ts";
import { useAuth } from "../auth/useAuth.ts";
import { FOLDERS_URL, USER_FILES_URL } from "../library/api.ts";
import { MEMBERSHIP_STATUS_URL, useMembershipStatus } from "../membership/api.ts";
import { useProject } from "../projects/api.ts";
import {
  createProject,
  requestSuggestions,
  useBinderTypeChoices,
  useBinderTypeSchema,
  useCourtPresets,
} from "./api.ts";
import { NetworkError } from "./buildRequest.ts";
import type { MultipartResult } from "./buildRequest.ts";
import { builderReducer, createBuilderFile, initialBuilderState } from "./builderState.ts";
import type { BuilderAction, BuilderFile, BuilderState } from "./builderState.ts";
import { BinderTypeLinks } from "../../components/BinderTypeLinks.tsx";
import { ConfigureStep } from "./ConfigureStep.tsx";
import { FileList } from "./FileList.tsx";
import { caseFieldId } from "./fields.tsx";
import { screenFiles } from "./fileList.ts";
import { FormBanner } from "./FormBanner.tsx";
import { readKitQuality } from "./kitQuality.ts";
import type { MembershipNote } from "./FormBanner.tsx";
import { buildGate, isActiveMember, readBuildFailure } from "./gate.ts";
import type { Message } from "./gate.ts";
import { filesToFile, filingFailureMessage, fromLibrary, libraryUploadFields } from "./libraryBridge.ts";
import { LibraryPickerDialog } from "./LibraryPickerDialog.tsx";
import type { PickedLibraryFile } from "./LibraryPickerDialog.tsx";
import { startingState } from "./localSession.ts";
import { buildFormData, buildSignature, builderLabels, caseInfoOf, projectFormData } from "./payload.ts";
import type { BuildKind } from "./payload.ts";
import { PreviewDialog } from "./PreviewDialog.tsx";
import type { PreviewData } from "./PreviewDialog.tsx";
import { ProcessStep } from "./ProcessStep.tsx";
import type { ShownFailure } from "./ProcessStep.tsx";
import {
  SAVE_STATUS_TEXT,
  savedFilesOf,
  snapshotOf,
  stateFromProject,
  withSavedIds,
} from "./savedProject.ts";
import { StepSection } from "./StepSection.tsx";
import { useAiDescriptions } from "./useAiDescriptions.ts";
import { useDescriptionCheck } from "./DescriptionHint.tsx";
import { useSavedProject } from "./useAutoSave.ts";
import { newBuildId, useBuildJob } from "./useBuildJob.ts";
import { forgetStoredSession, readStoredSession, useLocalSessionSave } from "./useLocalSession.ts";
import { UploadStep } from "./UploadStep.tsx";
import type { SkippedFiles } from "./UploadStep.tsx";
import { formFields, hasCaseInformation, missingRequiredFields } from "./validation.ts";

/** The toast title and default text of each build's failure (§8). */
const BUILD_FALLBACKS: Readonly<Record<BuildKind, Message>> = {
  preview: BUILDER_MESSAGES.previewError,
  render: BUILDER_MESSAGES.renderError,
  compile: BUILDER_MESSAGES.enhancedError,
};

/** A red button for the one action that throws work away (the shared Button has no red variant). */
export const DANGER_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-800 px-4 py-2 text-base font-semibold " +
  "text-white transition-colors hover:bg-red-900";

const OFFLINE_HINT = "CourtReady could not be reached. Check your internet connection, then try again.";
const SAVED_FILE_HINT =
  "Check your internet connection, then try again. If it keeps happening, remove that file and add it again.";
const SAVE_PROMPT = "Name this project so you can find it later on your dashboard:";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Starts a download of `href` under `filename` (same-site links and blob: addresses). */
function startDownload(href: string, filename: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

export function BuilderPage() {
  usePageTitle("Binder Builder");
  const { isAuthenticated } = useAuth();
  const membershipQuery = useMembershipStatus(isAuthenticated);
  // undefined while unknown (loading or failed): the server then decides who may build.
  const membership = membershipQuery.isSuccess ? membershipQuery.data : undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const projectId = params.get("project");

  const [start] = useState(() =>
    startingState({
      typeParam: params.get("type"),
      projectParam: projectId,
      stored: readStoredSession(),
      now: Date.now(),
    }),
  );
  const [state, dispatch] = useReducer(builderReducer, start.state);
  const [restored, setRestored] = useState(start.restored);
  useEffect(() => {
    if (start.restored) toast(BUILDER_MESSAGES.restored);
  }, [start.restored]);
  useLocalSessionSave(state, projectId === null);

  const binderTypes = useBinderTypeChoices();
  const schemaQuery = useBinderTypeSchema(state.binderType);
  const schema = schemaQuery.schema;
  const fields = formFields(schema);
  const missing = missingRequiredFields(schema, state);
  const presets = useCourtPresets(state.selectedState);
  const preset = state.presetKey ? presets.data?.[state.presetKey] : undefined;
  const courtLabel = preset?.label ?? "";
  const letterStyle = preset?.labeling.letter_style;
  const startNumber = preset?.labeling.start_number;
  const labels = useMemo(
    () =>
      builderLabels(state.files, state.role, {
        ...(letterStyle ? { letterStyle } : {}),
        ...(startNumber !== undefined ? { startNumber } : {}),
      }),
    [state.files, state.role, letterStyle, startNumber],
  );
  const labelFor = useCallback((index: number) => labels[index] ?? "", [labels]);

  // ------------------------------------------------------------------------------------------------------------
  // A saved project (§4): loaded once from the address, then auto-saved

  const saved = useSavedProject({ projectId, state, dispatch, courtLabel });
  const editing = saved.active !== null;
  const needsLoad = projectId !== null && !editing;
  const projectQuery = useProject(projectId ?? undefined, needsLoad);
  // Builder ids of the files that came from the server: Save never files those in the library again.
  const loadedFileIds = useRef(new Set<string>());
  const loadedProject = needsLoad && projectQuery.data?.id === projectId ? projectQuery.data : undefined;
  useEffect(() => {
    if (!loadedProject) return;
    const loaded = stateFromProject(loadedProject);
    loadedFileIds.current = new Set(loaded.files.map((file) => file.id));
    dispatch({ type: "reset", state: loaded });
    saved.adopt({
      projectId: loadedProject.id,
      snapshot: snapshotOf(loaded, loaded.projectName),
      courtName: loadedProject.courtName,
    });
    // The adopt function is a state setter: stable, so only a newly loaded project runs this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedProject]);

  /** On an open project a new binder type keeps the answers (§4): they belong to the saved case. */
  const configureDispatch = useCallback(
    (action: BuilderAction) =>
      dispatch(action.type === "setBinderType" && editing ? { ...action, keepFormData: true } : action),
    [editing],
  );

  // Saved files are described already; fetching their bytes back must not start a new description (and a save).
  const describing = useAiDescriptions(isActiveMember(membership), state.files, dispatch);
  const build = useBuildJob();
  const [skipped, setSkipped] = useState<SkippedFiles | null>(null);
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const [result, setResult] = useState<{ response: TRenderResponse; signature: string } | null>(null);
  const [kitQuality, setKitQuality] = useState<TKitQuality | null>(null);
  const [preview, setPreview] = useState<PreviewData | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const descriptionCheck = useDescriptionCheck();
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [saving, setSaving] = useState(false);
  const [loadingSavedFiles, setLoadingSavedFiles] = useState(false);
  // Set while saved files are fetched before a build: that is already "the current process" (§4).
  const preparing = useRef(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  // Builder file ids sent to the library or on their way: a second Save while the first is still filing does not
  // send them again. Failed ones leave, so the next Save tries them again.
  const sentToLibrary = useRef(new Set<string>());
  const browseRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<"result" | "failure" | null>(null);

  // After a build, focus (and so the screen) moves to what it produced, once it is on the page.
  useEffect(() => {
    if (!focusTarget || build.job) return;
    const element = focusTarget === "result" ? resultRef.current : failureRef.current;
    element?.focus();
    element?.scrollIntoView({ block: "start", behavior: "smooth" });
    setFocusTarget(null);
  }, [focusTarget, build.job]);

  const membershipNote: MembershipNote =
    membership && buildGate(true, membership)
      ? membership.status === "active"
        ? "usedUp"
        : "needed"
      : "none";

  // ------------------------------------------------------------------------------------------------------------
  // Files

  const blockedUpload = () => toast({ ...BUILDER_MESSAGES.requiredFieldsFirst, variant: "destructive" });

  /** The files the builder takes (§5), saying which it skipped; null when upload must wait for required fields. */
  const screenIncoming = (incoming: File[]): File[] | null => {
    if (missing.length > 0) {
      blockedUpload();
      return null;
    }
    const screened = screenFiles(incoming, MAX_FILE_MB * 1024 * 1024, (message) => console.warn(message));
    setSkipped(
      screened.unsupported.length > 0 || screened.tooLarge.length > 0
        ? { unsupported: screened.unsupported, tooLarge: screened.tooLarge }
        : null,
    );
    return screened.accepted;
  };

  const addFiles = (incoming: File[], source: "drop" | "browse") => {
    const accepted = screenIncoming(incoming);
    if (!accepted || accepted.length === 0) return;
    dispatch({
      type: "addFiles",
      files: accepted.map((file) => createBuilderFile(file, crypto.randomUUID())),
    });
    track("file_upload", { label: source, value: accepted.length });
  };

  /** Library files come in like dropped ones, bringing their description and remembering their library id. */
  const addLibraryFiles = (picked: PickedLibraryFile[]) => {
    const libraryOf = new Map(picked.map((entry) => [entry.file, entry.library]));
    const accepted = screenIncoming(picked.map((entry) => entry.file));
    if (!accepted || accepted.length === 0) return;
    dispatch({
      type: "addFiles",
      files: accepted.map((file) => {
        const made = createBuilderFile(file, crypto.randomUUID());
        const library = libraryOf.get(file);
        return library ? fromLibrary(made, library) : made;
      }),
    });
    track("file_upload", { label: "library", value: accepted.length });
  };

  const focusField = (key: string) => {
    const element = document.getElementById(caseFieldId(key));
    element?.scrollIntoView({ block: "center" });
    element?.focus();
  };

  // ------------------------------------------------------------------------------------------------------------
  // Builds

  /** Stops here when this person may not build; says why and sends them where they can fix it. */
  const stoppedAtGate = (): boolean => {
    const stop = buildGate(isAuthenticated, membership);
    if (!stop) return false;
    toast({ ...stop.message, variant: "destructive" });
    void navigate(stop.redirect);
    return true;
  };

  /** The checks every build shares (§4, §5, §6); true when the build may start. */
  const mayStart = (files: number): boolean => {
    if (build.isBusy() || preparing.current) {
      toast({ ...BUILDER_MESSAGES.busy, variant: "destructive" });
      return false;
    }
    if (stoppedAtGate()) return false;
    if (files === 0) {
      toast({ ...BUILDER_MESSAGES.noFiles, variant: "destructive" });
      return false;
    }
    return true;
  };

  const showFailure = (shown: ShownFailure) => {
    if (shown.failure.redirect) {
      toast({ ...shown.failure.message, variant: "destructive" });
      void navigate(shown.failure.redirect);
      return;
    }
    toast({ ...shown.failure.message, variant: "destructive" });
    setFailure(shown);
    setFocusTarget("failure");
  };

  /**
   * The snapshot with every file's bytes (§7): saved files are fetched back from their file addresses first (once;
   * the bytes are kept). Null when one cannot be fetched: nothing is built with a file missing (§8).
   */
  const withSavedFiles = async (kind: BuildKind, snapshot: BuilderState): Promise<BuilderState | null> => {
    if (snapshot.files.every((file) => file.file)) return snapshot;
    preparing.current = true;
    setLoadingSavedFiles(true);
    try {
      const result = await saved.ensureBytes(snapshot.files);
      if (result.ok) return { ...snapshot, files: result.files };
      showFailure({
        kind,
        failure: {
          message: { title: "Error", description: couldNotLoadSavedFile(result.name) },
          code: null,
          files: [],
          redirect: null,
        },
        hint: SAVED_FILE_HINT,
      });
      return null;
    } finally {
      preparing.current = false;
      setLoadingSavedFiles(false);
    }
  };

  /** Sends one build and returns its successful answer; on failure shows why and returns null. */
  const send = async (kind: BuildKind, snapshot: BuilderState): Promise<MultipartResult | null> => {
    const buildId = newBuildId();
    setFailure(null);
    let answer: MultipartResult;
    try {
      answer = await build.run(kind, buildFormData(kind, { state: snapshot, schema, buildId }), buildId);
    } catch (error) {
      if (error instanceof NetworkError && error.aborted) return null;
      showFailure({ kind, failure: readBuildFailure(0, "", BUILD_FALLBACKS[kind]), hint: OFFLINE_HINT });
      return null;
    }
    if (!answer.ok) {
      showFailure({ kind, failure: readBuildFailure(answer.status, answer.text, BUILD_FALLBACKS[kind]) });
      return null;
    }
    return answer;
  };

  const afterBinderMade = (label?: string, exhibits = 0) => {
    // The one-time pass is counted when a binder is made, so the status changes now.
    void queryClient.invalidateQueries({ queryKey: [MEMBERSHIP_STATUS_URL] });
    track("binder_generated", { ...(label ? { label } : {}), value: exhibits });
  };

  const onPreview = async () => {
    if (!mayStart(state.files.length)) return;
    const snapshot = await withSavedFiles("preview", state);
    if (!snapshot) return;
    const answer = await send("preview", snapshot);
    if (!answer) return;
    const parsed = ZPreviewResponse.safeParse(parseJson(answer.text));
    if (!parsed.success || parsed.data.preview.exhibits.length !== snapshot.files.length) {
      showFailure({
        kind: "preview",
        failure: { message: BUILDER_MESSAGES.invalidPreview, code: null, files: [], redirect: null },
      });
      return;
    }
    const summary = parsed.data.preview;
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
      caseInfo: caseInfoOf(snapshot),
      exhibits: summary.exhibits.map((exhibit, index) => ({
        label: exhibit.label,
        filename: exhibit.filename,
        fileType: exhibit.fileType,
        pageCount: exhibit.pageCount,
        ...(snapshot.files[index]?.description ? { description: snapshot.files[index]!.description } : {}),
      })),
    }).then(setSuggestions);
  };

  const makeEnhancedKit = async (snapshot: BuilderState) => {
    const answer = await send("compile", snapshot);
    if (!answer) return;
    if (!answer.blob) {
      showFailure({ kind: "compile", failure: readBuildFailure(200, "", BUILDER_MESSAGES.enhancedError) });
      return;
    }
    const url = URL.createObjectURL(answer.blob);
    startDownload(url, ENHANCED_KIT_FILE_NAME);
    setKitQuality(await readKitQuality(answer.blob));
    // Long enough for the browser to have started saving the file.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    toast({
      title: "Enhanced Kit Ready",
      description: `Your print kit is downloading as ${ENHANCED_KIT_FILE_NAME}.`,
    });
    afterBinderMade("enhanced", snapshot.files.length);
  };

  /** Generate Binder, from step 3 or from the preview (then with the preview's order and removals). */
  const onGenerate = async (order?: string[]) => {
    let snapshot = state;
    if (order) {
      setPreviewOpen(false);
      snapshot = builderReducer(state, { type: "applyOrder", ids: order });
    }
    if (!mayStart(snapshot.files.length)) return;
    if (!(await descriptionCheck.confirm(snapshot.files))) return;
    if (order) dispatch({ type: "applyOrder", ids: order });
    const ready = await withSavedFiles(snapshot.enhancedProcessing ? "compile" : "render", snapshot);
    if (!ready) return;
    snapshot = ready;
    if (snapshot.enhancedProcessing) {
      await makeEnhancedKit(snapshot);
      return;
    }
    const answer = await send("render", snapshot);
    if (!answer) return;
    const parsed = ZRenderResponse.safeParse(parseJson(answer.text));
    if (!parsed.success) {
      showFailure({ kind: "render", failure: readBuildFailure(200, "", BUILDER_MESSAGES.renderError) });
      return;
    }
    setResult({ response: parsed.data, signature: buildSignature(snapshot, schema) });
    toast(BUILDER_MESSAGES.binderReady);
    setFocusTarget("result");
    afterBinderMade(undefined, snapshot.files.length);
  };

  const onEnhanced = async () => {
    if (!mayStart(state.files.length)) return;
    if (!(await descriptionCheck.confirm(state.files))) return;
    // §4: Generate Enhanced Kit turns the option on.
    dispatch({ type: "setEnhanced", enhanced: true });
    const ready = await withSavedFiles("compile", { ...state, enhancedProcessing: true });
    if (ready) await makeEnhancedKit(ready);
  };

  const onDownload = () => {
    if (!result) {
      toast({ ...BUILDER_MESSAGES.noBinder, variant: "destructive" });
      return;
    }
    startDownload(result.response.zip, OUTPUT_ZIP_FILE_NAME);
  };

  // ------------------------------------------------------------------------------------------------------------
  // Save and Clear

  /**
   * After a successful Save, files the builder's own files in the library as evidence (§7, §9), one request per
   * file. The project is already saved, so a failure here (a full library, 413) is one toast, never a failed Save.
   */
  const fileInLibrary = async (pending: (BuilderFile & { file: File })[]) => {
    const failures: unknown[] = [];
    // Closing or reloading the tab would cut the uploads off: the browser asks first while they run. (Moving to
    // another page of the app does not stop them.)
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    for (const builderFile of pending) {
      const fields = libraryUploadFields(builderFile);
      const form = new FormData();
      form.append("file", builderFile.file, builderFile.name);
      form.append("category", fields.category);
      form.append("userDescription", fields.userDescription);
      form.append("tags", fields.tags);
      try {
        const saved = await apiJson<TUserFile>("POST", USER_FILES_URL, form);
        dispatch({ type: "filedInLibrary", filed: { [builderFile.id]: saved.id } });
      } catch (error) {
        sentToLibrary.current.delete(builderFile.id);
        failures.push(error);
      }
    }
    window.removeEventListener("beforeunload", warn);
    if (failures.length > 0)
      toast({
        ...filingFailureMessage(
          failures.length,
          serverMessage(failures[0], "The file library could not take them right now."),
        ),
        variant: "destructive",
      });
    // The library page and pickers show the new files (the same lists useInvalidateLibrary refreshes).
    void queryClient.invalidateQueries({
      predicate: (query) => {
        const key = query.queryKey[0];
        return typeof key === "string" && (key.startsWith(USER_FILES_URL) || key.startsWith(FOLDERS_URL));
      },
    });
  };

  const onSave = async () => {
    if (state.files.length === 0) {
      toast({ ...BUILDER_MESSAGES.noFilesToSave, variant: "destructive" });
      return;
    }
    if (!hasCaseInformation(state)) {
      toast({ ...BUILDER_MESSAGES.incompleteForm, variant: "destructive" });
      return;
    }
    const name = window.prompt(SAVE_PROMPT, state.projectName)?.trim();
    if (!name) {
      toast({ ...BUILDER_MESSAGES.saveCancelled, variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      const snapshot = state.files;
      if (saved.active) {
        // An open project saves through the auto-save queue, so the two never overlap or undo each other.
        const ok = await saved.saveNow(name);
        if (!ok) return;
        dispatch({ type: "setProjectName", projectName: name });
      } else {
        const sentState = { ...state, projectName: name };
        const answer = await createProject(projectFormData(state, name, courtLabel));
        dispatch({ type: "setProjectName", projectName: name });
        // From now on this is an open project: its files are known by their server ids and changes auto-save.
        const sentIds = state.files.filter((file) => file.file).map((file) => file.id);
        const stored = savedFilesOf(sentIds, answer.project);
        if (stored) dispatch({ type: "markSaved", saved: stored });
        const snapshotNow = snapshotOf(sentState, name);
        saved.adopt({
          projectId: answer.id,
          snapshot: stored
            ? withSavedIds(
                snapshotNow,
                state.files.map((file) => stored[file.id]?.savedFileId ?? null),
              )
            : snapshotNow,
          courtName: courtLabel,
        });
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set("project", answer.id);
            return next;
          },
          { replace: true },
        );
      }
      const toLibrary = filesToFile(
        snapshot.filter((file) => !loadedFileIds.current.has(file.id)),
        sentToLibrary.current,
      );
      for (const file of toLibrary) sentToLibrary.current.add(file.id);
      toast({
        title: "Project Saved",
        description:
          `“${name}” is saved. You can find it on your dashboard.` +
          (toLibrary.length > 0 ? " Its files are also being added to your file library." : ""),
      });
      // Not awaited: the project is saved, and the library copies should not hold the Save button.
      if (toLibrary.length > 0) void fileInLibrary(toLibrary);
    } catch (error) {
      toast({
        title: BUILDER_MESSAGES.saveFailed.title,
        description: serverMessage(error, BUILDER_MESSAGES.saveFailed.description),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  const onClear = () => {
    if (build.isBusy()) {
      toast({ ...BUILDER_MESSAGES.busy, variant: "destructive" });
      return;
    }
    setConfirmClear(true);
  };

  const clearEverything = () => {
    dispatch({
      type: "reset",
      state: initialBuilderState(resolveBinderType(params.get("type")) ?? undefined),
    });
    forgetStoredSession();
    if (projectId !== null) {
      // The dialog promises saved projects are not changed: the form leaves the project and starts a new one.
      saved.close();
      loadedFileIds.current = new Set();
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("project");
          return next;
        },
        { replace: true },
      );
    }
    setRestored(false);
    setSkipped(null);
    setFailure(null);
    setResult(null);
    setKitQuality(null);
    setPreview(null);
    setConfirmClear(false);
    toast({ title: "Form Cleared", description: "Everything was cleared. You can start again." });
  };

  const resultStale = result !== null && result.signature !== buildSignature(state, schema);

  if (needsLoad) {
    const notFound = projectQuery.isError && errorStatus(projectQuery.error) === 404;
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        {projectQuery.isError ? (
          <div role="alert" className="rounded-2xl border-2 border-slate-300 bg-white p-6 text-slate-900">
            <h1 className="text-2xl font-bold">
              {notFound ? PROJECT_MESSAGES.notFound : "Your project could not be loaded"}
            </h1>
            <p className="mt-2 text-lg text-slate-700">
              {notFound
                ? "It may have been deleted, or it belongs to another account."
                : "Check your internet connection, then try again."}
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              {notFound ? null : <Button onClick={() => void projectQuery.refetch()}>Try again</Button>}
              <Link
                to="/dashboard"
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-blue-800 underline-offset-4 hover:underline"
              >
                <span aria-hidden="true">←</span> Back to Dashboard
              </Link>
            </div>
          </div>
        ) : (
          <Spinner label="Loading your project" />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <p>
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-blue-800 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> Back to Dashboard
        </Link>
      </p>
      <header>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Binder Builder</h1>
        <p className="mt-2 text-lg text-slate-700">
          Three steps: tell us about your case, add your documents and photos, then make your court-ready
          binder. CourtReady formats your documents; it does not give legal advice.
        </p>
      </header>

      {saved.status ? (
        // The mark sits outside the live region so the region's text is exactly the spec's words (§4).
        <div
          className={`sticky top-2 z-10 flex min-h-11 items-center gap-2 rounded-xl border-2 px-4 py-2 font-semibold ${
            saved.status === "saved"
              ? "border-green-700 bg-green-50 text-green-900"
              : "border-amber-500 bg-amber-50 text-slate-900"
          }`}
        >
          <span aria-hidden="true">
            {saved.status === "saved" ? "✓" : saved.status === "saving" ? "…" : "●"}
          </span>
          <p role="status" aria-live="polite">
            {SAVE_STATUS_TEXT[saved.status]}
          </p>
        </div>
      ) : null}

      <FormBanner
        restored={restored}
        forgottenFiles={state.forgottenFiles}
        onDismissForgotten={() => dispatch({ type: "dismissForgotten" })}
        membershipNote={membershipNote}
        savedLocally={projectId === null}
      />

      <StepSection
        number={1}
        id="step-configure"
        title="Configure"
        intro="Your court, your case and your role."
      >
        <ConfigureStep
          state={state}
          dispatch={configureDispatch}
          binderTypes={binderTypes}
          fields={fields}
          schemaState={schema === undefined ? "loading" : schemaQuery.isError ? "failed" : "ready"}
          onRetrySchema={() => void schemaQuery.refetch()}
        />
      </StepSection>

      <StepSection
        number={2}
        id="step-upload"
        title="Upload & Organize"
        intro="Add every document and photo you want the judge to see, in the order you want them."
      >
        <UploadStep
          files={state.files}
          missing={missing}
          skipped={skipped}
          onFiles={addFiles}
          {...(isAuthenticated ? { onLibrary: () => setLibraryOpen(true) } : {})}
          onBlocked={blockedUpload}
          onFocusField={focusField}
          browseRef={browseRef}
        >
          <FileList
            files={state.files}
            labelFor={labelFor}
            describing={describing}
            onMove={(id, delta) => dispatch({ type: "moveFile", id, delta })}
            onRemove={(id) => dispatch({ type: "removeFile", id })}
            onDescribe={(id, description) => dispatch({ type: "editDescription", id, description })}
            onEmptied={() => browseRef.current?.focus()}
          />
        </UploadStep>
      </StepSection>

      <StepSection number={3} id="step-process" title="Process">
        {loadingSavedFiles ? (
          <p role="status" className="mb-4 font-semibold text-slate-900">
            Loading your saved files…
          </p>
        ) : null}
        <ProcessStep
          job={build.job}
          progress={build.progress}
          failure={failure}
          result={result?.response ?? null}
          resultStale={resultStale}
          kitQuality={kitQuality}
          enhancedOn={state.enhancedProcessing}
          saving={saving}
          resultRef={resultRef}
          failureRef={failureRef}
          onPreview={() => void onPreview()}
          onGenerate={() => void onGenerate()}
          onDownload={onDownload}
          onSave={() => void onSave()}
          onEnhanced={() => void onEnhanced()}
          onClear={onClear}
        />
      </StepSection>

      <BinderTypeLinks types={binderTypes} title="About each binder type" id="builder-binder-types" />

      <LibraryPickerDialog
        open={libraryOpen}
        onClose={() => setLibraryOpen(false)}
        builderFiles={state.files}
        onAdd={addLibraryFiles}
      />

      <PreviewDialog
        open={previewOpen}
        preview={preview}
        role={state.role}
        courtLabel={courtLabel}
        caseInfo={state.caseInfo}
        onCaseInfoChange={(key, value) => dispatch({ type: "setField", key, value })}
        suggestions={suggestions}
        enhancedOn={state.enhancedProcessing}
        onCancel={() => setPreviewOpen(false)}
        onGenerate={(order) => void onGenerate(order)}
      />
      {descriptionCheck.dialog}

      <Dialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title="Clear the whole form?"
        description="This removes your court, case details, files and project name from this page and from this device. Saved projects are not changed."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirmClear(false)}>
            Keep my work
          </Button>
          <button type="button" onClick={clearEverything} className={DANGER_BUTTON}>
            Clear form
          </button>
        </div>
      </Dialog>
    </div>
  );
}
