// The binder builder (builder-and-projects.md §2–§9) for a signed-in person: three numbered steps, the local session,
// the membership gate before any build, one build at a time with its progress, the preview dialog, Save and Clear.
// The builds live in useBuildActions, Save in useSaveProject, adding files in useAddFiles; this page wires them.
import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { BUILDER_MESSAGES, resolveBinderType, sizeLimitBytes } from "@courtready/contracts";
import { errorStatus } from "../../api/client.ts";
import { toast } from "../../components/ui/toast.tsx";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { useAuth } from "../shared/useAuth.ts";
import { useMembershipStatus } from "../shared/membershipStatus.ts";
import { useProject } from "../shared/projectQueries.ts";
import { useBinderTypeChoices, useBinderTypeSchema } from "./api.ts";
import { useCourtPresets } from "../shared/presets.ts";
import { builderReducer, createBuilderFile, initialBuilderState } from "./builderState.ts";
import type { BuilderAction } from "./builderState.ts";
import { BinderTypeLinks } from "../../components/BinderTypeLinks.tsx";
import { BackToDashboard, ClearFormDialog, ProjectLoading, SaveStatusBar } from "./BuilderParts.tsx";
import { ConfigureStep } from "./ConfigureStep.tsx";
import { FileList } from "./FileList.tsx";
import { moveTo } from "../shared/fileOrder.ts";
import { FormBanner } from "./FormBanner.tsx";
import { LastBuildNotice } from "./LastBuildNotice.tsx";
import { buildGate, isActiveMember, membershipNoteOf } from "./gate.ts";
import { LibraryPickerDialog } from "./LibraryPickerDialog.tsx";
import { startingState } from "./localSession.ts";
import { builderLabels } from "./payload.ts";
import { PreviewDialog } from "./PreviewDialog.tsx";
import { PageViewDialog } from "./pageview/PageViewDialog.tsx";
import { BuildProgressBar } from "./BuildProgressBar.tsx";
import { ProcessStep } from "./ProcessStep.tsx";
import { SaveProjectDialog } from "./SaveProjectDialog.tsx";
import { snapshotOf, stateFromProject } from "./savedProject.ts";
import { StepSection } from "./StepSection.tsx";
import { focusField, useAddFiles } from "./useAddFiles.ts";
import { UploadLine } from "../shared/UploadLine.tsx";
import { useResumableUploads } from "../shared/useResumableUploads.ts";
import { useAiDescriptions } from "./useAiDescriptions.ts";
import { useSavedProject } from "./useSavedProject.ts";
import { useCaseCourt, useSavedPrecinct } from "./useCaseCourt.ts";
import { useBuildActions } from "./useBuildActions.ts";
import { useFileChecks } from "./useFileChecks.ts";
import { forgetStoredSession, readStoredSession, useLocalSessionSave } from "./useLocalSession.ts";
import { useKeptFilesRestore } from "./useKeptFiles.ts";
import { useSaveProject } from "./useSaveProject.ts";
import { UploadStep } from "./UploadStep.tsx";
import { RedactionPanel } from "./redaction/RedactionPanel.tsx";
import { useRedactions } from "./redaction/useRedactions.ts";
import { useSavedMessageChoices } from "../shared/savedMessageChoices.ts";
import { exportSource } from "../shared/messageChooser.ts";
import { TranslationRow } from "../shared/translation/TranslationRow.tsx";
import { useTranslations } from "./translation/useTranslations.ts";
import { PagesPanel } from "../shared/pages/PagesPanel.tsx";
import { pagesSourceOf } from "../shared/pages/usePagePictures.ts";
import { usePageEdits } from "../shared/pages/usePageEdits.ts";
import { SectionSelect, SectionsPanel } from "../shared/sections/SectionsPanel.tsx";
import { useSections } from "../shared/sections/useSections.ts";
import { formFields, missingRequiredFields } from "./validation.ts";
import { courtSizeLimitMb } from "../shared/courts.ts";
import { projectSizeLimit } from "../shared/sizeLimit.ts";

export function BuilderPage() {
  const { t } = useTranslation("builder");
  usePageTitle(t("page.title"));
  const { isAuthenticated } = useAuth();
  const membershipQuery = useMembershipStatus(isAuthenticated);
  // undefined while unknown (loading or failed): the server then decides who may build.
  const membership = membershipQuery.isSuccess ? membershipQuery.data : undefined;
  const [params, setParams] = useSearchParams();
  const projectId = params.get("project");

  const [start] = useState(() =>
    startingState({
      typeParam: params.get("type"),
      projectParam: projectId,
      courtParam: params.get("court"),
      stored: readStoredSession(),
      now: Date.now(),
    }),
  );
  const [state, dispatch] = useReducer(builderReducer, start.state);
  const [restored, setRestored] = useState(start.restored);
  // Files kept while the person paid come back with the form; then "add your files again" no longer applies.
  useKeptFilesRestore({
    restored: start.restored,
    forgotten: start.state.forgottenFiles,
    dispatch,
    onBack: () => setRestored(false),
  });
  useEffect(() => {
    if (start.restored) toast(BUILDER_MESSAGES.restored);
  }, [start.restored]);
  useLocalSessionSave(state, projectId === null);

  const binderTypes = useBinderTypeChoices();
  const schemaQuery = useBinderTypeSchema(state.binderType);
  const schema = schemaQuery.schema;
  const missing = missingRequiredFields(schema, state);
  const presets = useCourtPresets(state.selectedState);
  const preset = state.presetKey ? presets.data?.[state.presetKey] : undefined;
  // The court the binder names: the one that hears this type of case there (issue 37 §1).
  const caseCourt = useCaseCourt({ state, schema, preset });
  const courtLabel = caseCourt.label;
  // The limit Generate splits under, as the Configure step shows it: the scans-or-volumes choice is over it.
  const limitBytes = sizeLimitBytes(projectSizeLimit(state) ?? "none", courtSizeLimitMb(preset)) ?? null;
  const { letter_style: letterStyle, start_number: startNumber } = preset?.labeling ?? {};
  // One label rule (contracts' assignExhibitLabels through builderLabels): a saved project's kept labels, else
  // each file's position's label.
  const labels = useMemo(
    () =>
      builderLabels(state.files, state.role, {
        ...(letterStyle ? { letterStyle } : {}),
        ...(startNumber !== undefined ? { startNumber } : {}),
      }),
    [state.files, state.role, letterStyle, startNumber],
  );
  const labelFor = useCallback((index: number) => labels[index] ?? "", [labels]);

  // A saved project (§4): loaded once from the address, then auto-saved.
  // Large files start uploading (resumably) when added, for a signed-in person; builds, saves and file checks then
  // name them (issue 40).
  const uploads = useResumableUploads(state.files, isAuthenticated);
  const saved = useSavedProject({ projectId, state, dispatch, courtLabel, uploadIdOf: uploads.uploadIdOf });
  // The redactions chosen in the "Personal information" panel (issue 43), by file id; sent with each build and,
  // on a saved project, kept with each file.
  const redactions = useRedactions(state.files, saved.active?.projectId ?? null, uploads.uploadIdOf);
  // Each message export's choice (issue 38), kept with the saved file as it changes.
  const messageChoices = useSavedMessageChoices(state.files, saved.active?.projectId ?? null);
  // Each exhibit's English translation (issue 39 §2), by file id; sent with each build and, on a saved project,
  // kept with each file.
  const translations = useTranslations(state.files, saved.active?.projectId ?? null);
  // Each exhibit's pages turned, removed or reordered (issue 37 §3), by file id; sent with each build and, on a
  // saved project, kept with each file.
  const pageEdits = usePageEdits(state.files, saved.active?.projectId ?? null);
  // The sections (tabs) grouping the exhibits (issue 37 §3), by file id; sent with each build and, on a saved
  // project, kept with each file.
  const sections = useSections(state.files, saved.active?.projectId ?? null);
  const saving = useSaveProject({ state, dispatch, saved, courtLabel, uploadIdOf: uploads.uploadIdOf });
  useSavedPrecinct(caseCourt.answer, saved.active?.courtName ?? null, state, dispatch);
  const editing = saved.active !== null;
  const needsLoad = projectId !== null && !editing;
  const projectQuery = useProject(projectId ?? undefined, needsLoad);
  const loadedProject = needsLoad && projectQuery.data?.id === projectId ? projectQuery.data : undefined;
  useEffect(() => {
    if (!loadedProject) return;
    const loaded = stateFromProject(loadedProject);
    dispatch({ type: "reset", state: loaded });
    redactions.adopt(loadedProject.files);
    translations.adopt(loadedProject.id, loadedProject.files);
    pageEdits.adopt(loadedProject.files);
    sections.adopt(loadedProject.files);
    // As the rows hold them: an export of one conversation starts picked, which opening sends nothing for.
    messageChoices.adopt(
      loaded.files.flatMap((f) => (f.savedFileId ? [{ id: f.savedFileId, messages: f.messages }] : [])),
    );
    saved.adopt({
      projectId: loadedProject.id,
      snapshot: snapshotOf(loaded, loaded.projectName),
      courtName: loadedProject.courtName,
    });
    // adopt only sets state, so only a newly loaded project runs this.
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
  const builds = useBuildActions({
    state,
    schema,
    dispatch,
    ensureBytes: saved.ensureBytes,
    gate: (options) => buildGate(isAuthenticated, membership, options),
    courtLabel,
    redactions: redactions.forBuild,
    translations: translations.forBuild,
    pageEdits: pageEdits.forBuild,
    sections: sections.forBuild,
    uploadIdOf: uploads.uploadIdOf,
  });
  const adding = useAddFiles({ dispatch, missing });
  const checks = useFileChecks(state.files, dispatch, {
    statuses: uploads.statuses,
    resumable: isAuthenticated,
  });
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);

  const onClear = () => {
    if (builds.isBusy()) {
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
    adding.clearSkipped();
    builds.reset();
    setConfirmClear(false);
    toast({ title: t("page.clearedTitle"), description: t("page.clearedDescription") });
  };

  if (needsLoad)
    return (
      <ProjectLoading
        failed={projectQuery.isError}
        notFound={projectQuery.isError && errorStatus(projectQuery.error) === 404}
        onRetry={() => void projectQuery.refetch()}
      />
    );

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <p>
        <BackToDashboard />
      </p>
      <header>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("page.title")}</h1>
        <p className="mt-2 text-lg text-slate-700">{t("page.intro")}</p>
      </header>

      {saved.status ? <SaveStatusBar status={saved.status} /> : null}

      <LastBuildNotice />

      <FormBanner
        restored={restored}
        forgottenFiles={state.forgottenFiles}
        onDismissForgotten={() => dispatch({ type: "dismissForgotten" })}
        membershipNote={membershipNoteOf(membership)}
        savedLocally={projectId === null}
      />

      <StepSection
        number={1}
        id="step-configure"
        title={t("page.configureTitle")}
        intro={t("page.configureIntro")}
      >
        <ConfigureStep
          state={state}
          dispatch={configureDispatch}
          binderTypes={binderTypes}
          fields={formFields(schema)}
          schemaState={schema === undefined ? "loading" : schemaQuery.isError ? "failed" : "ready"}
          onRetrySchema={() => void schemaQuery.refetch()}
          flagged={adding.flagged}
          court={{ ...caseCourt, preset }}
        />
      </StepSection>

      <StepSection number={2} id="step-upload" title={t("page.uploadTitle")} intro={t("page.uploadIntro")}>
        <UploadStep
          files={state.files}
          missing={missing}
          skipped={adding.skipped}
          onFiles={adding.addFiles}
          {...(isAuthenticated ? { onLibrary: () => setLibraryOpen(true) } : {})}
          onBlocked={adding.blockedUpload}
          onFocusField={focusField}
          browseRef={adding.browseRef}
        >
          <FileList
            files={state.files}
            labelFor={labelFor}
            describing={describing}
            onMove={(from, to) =>
              dispatch({ type: "applyOrder", ids: moveTo(state.files, from, to).map((file) => file.id) })
            }
            onRemove={(id) => dispatch({ type: "removeFile", id })}
            onDescribe={(id, description) => dispatch({ type: "editDescription", id, description })}
            onEmptied={() => adding.browseRef.current?.focus()}
            onUnlock={checks.unlock}
            onChooseMessages={(id, choice) => dispatch({ type: "setMessageChoice", id, choice })}
            messageSource={(file) =>
              exportSource(file, uploads.uploadIdOf(file.id), {
                projectId: saved.active?.projectId,
                ownerName: state.caseInfo.partyName,
              })
            }
            onAddAttachment={({ file, description }) =>
              // Described by the e-mail it came with (the engine's line), as a transcript's generated line is.
              dispatch({
                type: "addFiles",
                files: [
                  {
                    ...createBuilderFile(file, crypto.randomUUID()),
                    ...(description ? { description } : {}),
                  },
                ],
              })
            }
            translation={(file) => <TranslationRow file={file} translations={translations} />}
            pages={(file) =>
              file.check?.state === "ready" ? (
                <PagesPanel
                  file={file}
                  source={pagesSourceOf(file, saved.active?.projectId ?? null)}
                  pageCount={file.check.pageCount}
                  edits={pageEdits.byFile.get(file.id)}
                  onChange={(edits) => pageEdits.set(file.id, edits)}
                />
              ) : null
            }
            section={(file) => <SectionSelect file={file} sections={sections} />}
            upload={(file) => (
              <UploadLine
                name={file.name}
                status={uploads.statuses.get(file.id)}
                onCancel={() => dispatch({ type: "removeFile", id: file.id })}
              />
            )}
          />
          {translations.error ? (
            <p role="alert" className="mt-3 font-semibold text-red-800">
              {translations.error}
            </p>
          ) : null}
          {pageEdits.error ? (
            <p role="alert" className="mt-3 font-semibold text-red-800">
              {pageEdits.error}
            </p>
          ) : null}
          <SectionsPanel sections={sections} fileCount={state.files.length} />
          <RedactionPanel files={state.files} presetKey={state.presetKey} redactions={redactions} />
        </UploadStep>
      </StepSection>

      <StepSection number={3} id="step-process" title={t("page.processTitle")}>
        {builds.loadingSavedFiles ? (
          <p role="status" className="mb-4 font-semibold text-slate-900">
            {t("page.loadingSavedFiles")}
          </p>
        ) : null}
        <ProcessStep
          job={builds.job}
          progress={builds.progress}
          failure={builds.failure}
          result={builds.result}
          resultStale={builds.resultStale}
          kitQuality={builds.kitQuality}
          filingCheck={builds.filingCheck}
          fixing={builds.fixing}
          checksFiling={state.presetKey !== ""}
          onFix={(fix) => void builds.onFix(fix)}
          enhancedOn={state.enhancedProcessing}
          saving={saving.saving}
          resultRef={builds.resultRef}
          failureRef={builds.failureRef}
          filingCheckRef={builds.filingCheckRef}
          onPreview={() => void builds.onPreview()}
          onGenerate={() => void builds.onGenerate()}
          onDownload={builds.onDownload}
          onSave={saving.onSave}
          onEnhanced={() => void builds.onEnhanced()}
          onClear={onClear}
        />
      </StepSection>

      <BinderTypeLinks types={binderTypes} title={t("page.binderTypesTitle")} id="builder-binder-types" />

      <LibraryPickerDialog
        open={libraryOpen}
        onClose={() => setLibraryOpen(false)}
        builderFiles={state.files}
        onAdd={adding.addLibraryFiles}
      />

      <PreviewDialog
        open={builds.previewOpen}
        preview={builds.preview}
        role={state.role}
        courtLabel={courtLabel}
        caseInfo={state.caseInfo}
        onCaseInfoChange={(key, value) => dispatch({ type: "setField", key, value })}
        suggestions={builds.suggestions}
        enhancedOn={state.enhancedProcessing}
        onCancel={builds.closePreview}
        onGenerate={(order) => void builds.onGenerate(order)}
        onPageView={(order) => void builds.onPageView(order)}
        limitBytes={limitBytes}
        compressScans={state.compressScans ?? false}
        onCompressScansChange={(compress) => dispatch({ type: "setCompressScans", compress })}
      />
      <PageViewDialog
        open={builds.pageView.open}
        pages={builds.pageView.pages}
        progress={builds.job === "pages" ? <BuildProgressBar job="pages" progress={builds.progress} /> : null}
        onClose={builds.closePageView}
      />

      {builds.descriptionDialog}
      <SaveProjectDialog {...saving.dialog} />
      <ClearFormDialog open={confirmClear} onKeep={() => setConfirmClear(false)} onClear={clearEverything} />
    </div>
  );
}
