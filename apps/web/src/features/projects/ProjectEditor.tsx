// The project edit screen's body (builder-and-projects.md §2, §4, §5, §8): header, actions, the sortable files,
// adding (each new file described as in the builder) and removing files, the file size limit, saving with or without new labels, preview in a new tab, Word
// export, and the browser's warning when leaving with unsaved changes.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import { Link } from "react-router-dom";
import { NEW_FILE_ID_PREFIX } from "@courtready/contracts";
import type { TMessageChoice, TProject, TProjectFile } from "@courtready/contracts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { serverMessage } from "../../api/client.ts";
import { ProjectComments } from "./sharing/ProjectComments.tsx";
import {
  exportWordUrl,
  useAddAttachmentExhibit,
  useFiling,
  usePreviewProject,
  useSaveProjectFiles,
  useSaveSizeLimit,
} from "./api.ts";
import type { AttachmentWhere } from "../shared/messageChooser.ts";
import { moveTo } from "../shared/fileOrder.ts";
import { useFileDescriptions } from "../shared/fileDescriptions.ts";
import type { MachineDescription } from "../shared/fileDescriptions.ts";
import { useMembershipStatus } from "../shared/membershipStatus.ts";
import { useProject } from "../shared/projectQueries.ts";
import { useSavedMessageChoices } from "../shared/savedMessageChoices.ts";
import { FilingPanel } from "./FilingPanel.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { AddFilesDialog } from "./AddFilesDialog.tsx";
import { RelabelDialog } from "./RelabelDialog.tsx";
import { ProjectFileList } from "./ProjectFileList.tsx";
import { ProjectTranslation } from "./translation/ProjectTranslation.tsx";
import { ProjectSizeLimit } from "./ProjectSizeLimit.tsx";
import { useSizeLimitEdit } from "./sizeLimitEdit.ts";
import { openLaterTab } from "./laterTab.ts";
import { useProjectTypeName } from "./useProjectTypeName.ts";
import {
  changesFiled,
  editLabels,
  extensionOf,
  fileOrderPayload,
  isNewFile,
  orderChanged,
} from "./projectRules.ts";
import type { EditFile } from "./projectRules.ts";
import { UploadLine } from "../shared/UploadLine.tsx";
import { SectionSelect, SectionsPanel } from "../shared/sections/SectionsPanel.tsx";
import { useProjectSections } from "./projectSections.ts";
import { useProjectPageEdits } from "./projectPages.ts";
import { ProjectFilePages } from "./ProjectFilePages.tsx";
import { ProjectScanChoice } from "./ProjectScanChoice.tsx";
import { useResumableUploads } from "../shared/useResumableUploads.ts";

const IMAGE_TYPES = new Set(["jpg", "jpeg", "png", "gif", "webp"]);

function filesOf(project: TProject): EditFile[] {
  return [...project.files].sort((a, b) => a.sortOrder - b.sortOrder).map(editFileOf);
}

/** A saved file as the edit list holds it. */
function editFileOf(f: TProjectFile, i: number): EditFile {
  return {
    id: f.id || `local-${i}`,
    filename: f.filename,
    originalName: f.originalName || f.filename,
    exhibitLabel: f.exhibitLabel,
    description: f.description,
    aiDescription: f.aiDescription,
    aiDescriptionSource: f.aiDescriptionSource ?? null,
    sortOrder: f.sortOrder,
    fileUrl: f.fileUrl,
    fileType: f.fileType,
    translated: Boolean(f.translation),
    pagesEdited: Boolean(f.pageEdits),
    messages: f.messages ?? null,
    ...(f.messageExport ? { messageExport: f.messageExport } : {}),
  };
}

function newId(): string {
  return `${NEW_FILE_ID_PREFIX}${crypto.randomUUID()}`;
}

export function ProjectEditor({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation("projects");
  const typeName = useProjectTypeName();
  const query = useProject(projectId);
  const save = useSaveProjectFiles();
  const saveLimit = useSaveSizeLimit();
  const preview = usePreviewProject();
  const filing = useFiling(projectId);
  const [newBinderOpen, setNewBinderOpen] = useState(false);
  // The last binder's volumes, when the project's size limit split it (the tab shows volume 1 only).
  const [split, setSplit] = useState<{ volumes: number; zipUrl: string } | null>(null);
  const [changeFiledOpen, setChangeFiledOpen] = useState(false);
  const [files, setFiles] = useState<EditFile[]>([]);
  const [savedOrder, setSavedOrder] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  const [loadedAt, setLoadedAt] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [relabelOpen, setRelabelOpen] = useState(false);
  // Pictures of files not yet uploaded are shown from object URLs, freed when the screen goes.
  const objectUrls = useRef<string[]>([]);
  // A saved message export's choice (issue 38) is kept as it changes, as in the builder; not a change to Save.
  const choiceFiles = useMemo(
    () =>
      files.map((f) => ({
        id: f.id,
        savedFileId: isNewFile(f) ? undefined : f.id,
        messages: f.messages ?? undefined,
      })),
    [files],
  );
  const messageChoices = useSavedMessageChoices(choiceFiles, projectId);
  // New large files upload resumably as they are added (issue 40); Save names them, and once saved (their rows get
  // saved ids) the hook removes the uploads the server has copied.
  const uploadable = useMemo(() => files.map((f) => ({ id: f.id, file: f.upload ?? null })), [files]);
  const uploads = useResumableUploads(uploadable, true);
  const adoptChoices = messageChoices.adopt;
  // Each saved file's section (issue 37 §3), kept as it changes (PUT …/files/:fileId/section), as in the builder.
  const sections = useProjectSections(files, projectId);
  const adoptSections = sections.adopt;
  // Each saved file's page edits (issue 37 §3), kept as they change (PUT …/files/:fileId/pages), as in the builder.
  const pageEdits = useProjectPageEdits(files, projectId);
  const adoptPageEdits = pageEdits.adopt;
  const setMessages = useCallback((id: string, choice: TMessageChoice | undefined) => {
    setFiles((current) => current.map((f) => (f.id === id ? { ...f, messages: choice ?? null } : f)));
  }, []);
  // An e-mail's attachment the server copied into the project (issue 38): already saved, so it joins the list and
  // the saved order at the end, and unsaved edits in progress stay as they are.
  const addAttachment = useAddAttachmentExhibit(projectId).mutateAsync;
  const addAttachmentExhibit = useCallback(
    async (from: EditFile, where: AttachmentWhere) => {
      const { file } = await addAttachment({ fileId: from.id, where });
      // The refetched project may have brought it already (when nothing was pending): never twice.
      setFiles((current) =>
        current.some((f) => f.id === file.id) ? current : [...current, editFileOf(file, current.length)],
      );
      setSavedOrder((order) => (order.includes(file.id) ? order : [...order, file.id]));
    },
    [addAttachment],
  );

  const load = useCallback(
    (project: TProject) => {
      const loaded = filesOf(project);
      adoptChoices(project.files);
      adoptSections(project.files);
      adoptPageEdits(project.files);
      setFiles(loaded);
      setSavedOrder(loaded.map((f) => f.id));
      setDirty(false);
      setLoadedAt(project.updatedAt);
    },
    [adoptChoices, adoptSections, adoptPageEdits],
  );

  // The first load, and later re-fetches while nothing is pending: never overwrite edits in progress.
  const project = query.data;
  const limit = useSizeLimitEdit(project);
  // Each saved file's translation as the project was fetched (issue 39 §2), for its row's dialog.
  const savedTranslations = useMemo(
    () => new Map((project?.files ?? []).map((f) => [f.id, f.translation ?? null] as const)),
    [project],
  );
  // Files moved, added, removed or described, or the size limit changed: what Save Changes saves.
  const unsaved = dirty || limit.changed;
  useEffect(() => {
    if (project && !dirty && project.updatedAt !== loadedAt) load(project);
  }, [project, dirty, loadedAt, load]);

  // Files added here are described as in the builder (issue 37), so a supplement's index is never bare file names.
  const membership = useMembershipStatus(true);
  const describable = useMemo(
    () =>
      files.map((f) => ({
        id: f.id,
        name: f.filename,
        file: f.upload,
        wanted: isNewFile(f) && !f.description && !f.aiDescription,
      })),
    [files],
  );
  const onDescribed = useCallback((id: string, described: MachineDescription) => {
    setFiles((current) =>
      current.map((f) =>
        f.id === id
          ? { ...f, aiDescription: described.description, aiDescriptionSource: described.source }
          : f,
      ),
    );
  }, []);
  const describing = useFileDescriptions(membership.data?.status === "active", describable, onDescribed);

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  if (query.isPending) return <Spinner label={t("editor.loading")} />;
  if (query.isError || !project)
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t("editor.notFound")}</h1>
        <Link to="/dashboard" className={buttonClasses("primary", "mt-4")}>
          {t("editor.back")}
        </Link>
      </div>
    );

  const role = project.role;
  const labelOptions = project.labelOptions;
  // The labels a save keeps, and the preview, Word export and share page show: one per file, by the one rule.
  const labels = editLabels(files, role, labelOptions);
  const savedFiles = files.filter((f) => !isNewFile(f));
  const pendingUploads = files.length - savedFiles.length;

  const move = (from: number, to: number) => {
    setFiles((current) => moveTo(current, from, to));
    setDirty(true);
  };

  const remove = (id: string) => {
    setFiles((current) => current.filter((f) => f.id !== id));
    setDirty(true);
  };

  const describe = (id: string, description: string) => {
    setFiles((current) => current.map((f) => (f.id === id ? { ...f, description } : f)));
    setDirty(true);
  };

  const add = (added: File[]) => {
    const start = files.length;
    const next = added.map((upload, i): EditFile => {
      const url = IMAGE_TYPES.has(extensionOf(upload.name)) ? URL.createObjectURL(upload) : null;
      if (url) objectUrls.current.push(url);
      return {
        id: newId(),
        filename: upload.name,
        originalName: upload.name,
        exhibitLabel: "",
        description: "",
        aiDescription: null,
        sortOrder: start + i,
        fileUrl: url,
        fileType: upload.type,
        upload,
      };
    });
    setFiles((current) => [...current, ...next]);
    setDirty(true);
    toast({
      title: t("editor.filesAddedTitle"),
      description: t("editor.filesAddedText", { count: added.length }),
    });
  };

  // The size limit first (PUT, the files untouched), then the files (update-files), each only when it changed.
  const doSave = async (relabel: boolean) => {
    const sizeLimit = limit.toSend;
    try {
      if (sizeLimit !== undefined) {
        try {
          await saveLimit.mutateAsync({ projectId, sizeLimit });
        } catch (error) {
          limit.failed(serverMessage(error, t("editor.limitFailed")));
          throw error;
        }
        limit.saved();
      }
      if (dirty) {
        const fileOrder = fileOrderPayload(files, role, relabel, labelOptions);
        const saved = await save.mutateAsync({
          projectId,
          files,
          fileOrder,
          relabel,
          uploadIdOf: uploads.uploadIdOf,
        });
        load(saved.project);
      }
      setRelabelOpen(false);
      toast({ title: t("editor.changesSavedTitle"), description: t("editor.changesSavedText") });
    } catch (error) {
      setRelabelOpen(false);
      toast({
        title: t("editor.error"),
        description: serverMessage(error, t("editor.changesFailed")),
        variant: "destructive",
      });
    }
  };
  const saving = save.isPending || saveLimit.isPending;

  const saveChecked = () => {
    setChangeFiledOpen(false);
    if (orderChanged(savedOrder, files)) setRelabelOpen(true);
    else void doSave(false);
  };

  const onSave = () => {
    if (!limit.check()) return;
    // Moving or removing a filed document is asked first: what the court has cannot be supplemented that way.
    const filedIds = filing.data?.filedFileIds ?? [];
    if (
      changesFiled(
        filedIds,
        files.map((f) => f.id),
      )
    )
      setChangeFiledOpen(true);
    else saveChecked();
  };

  const filed = (filing.data?.filings.length ?? 0) > 0;

  const onPreview = (newBinder = false) => {
    // A filed project is not rebuilt by accident: renumbering what the court has is asked first.
    if (filed && !newBinder) {
      setNewBinderOpen(true);
      return;
    }
    setNewBinderOpen(false);
    setSplit(null);
    const tab = openLaterTab();
    // The binder is built from the project's copy: a page edit or a section still on its way is waited for first.
    void Promise.all([pageEdits.settled(), sections.settled()]).then(() =>
      preview.mutate(
        { projectId, fileOrder: savedFiles.map((f) => f.id), ...(newBinder ? { newBinder } : {}) },
        {
          onSuccess: ({ previewUrl, volumes, zipUrl }) => {
            tab.show(previewUrl);
            if (volumes && zipUrl) setSplit({ volumes, zipUrl });
          },
          onError: (error) => {
            tab.close();
            toast({
              title: t("editor.error"),
              description: serverMessage(error, t("editor.previewFailed")),
              variant: "destructive",
            });
          },
        },
      ),
    );
  };

  const noFiles = files.length === 0;
  const court = project.courtName;

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <header className="space-y-2">
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-blue-800 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> {t("editor.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {project.projectName}
          </h1>
          {unsaved ? (
            <span
              role="status"
              className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
            >
              {t("editor.unsaved")}
            </span>
          ) : null}
        </div>
        <p className="text-slate-700">
          {typeName(project.binderType)}
          {court ? <> · {court}</> : null}
        </p>
      </header>

      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button
          variant="secondary"
          onClick={() => onPreview()}
          disabled={savedFiles.length === 0 || preview.isPending}
        >
          {preview.isPending
            ? t("editor.buildingPreview")
            : filed
              ? t("editor.newBinder")
              : t("editor.preview")}
        </Button>
        {noFiles ? (
          <Button variant="secondary" disabled>
            {t("editor.exportWord")}
          </Button>
        ) : (
          <a href={exportWordUrl(projectId)} className={buttonClasses("secondary")}>
            {t("editor.exportWord")}
          </a>
        )}
        <Button onClick={onSave} disabled={!unsaved || saving}>
          {saving ? t("editor.saving") : t("editor.saveChanges")}
        </Button>
        <Button variant="secondary" onClick={() => setAddOpen(true)}>
          {t("editor.addFiles")}
        </Button>
      </div>
      {split ? (
        <p role="status" className="rounded-lg border-2 border-blue-200 bg-blue-50 p-3 text-slate-800">
          <Trans
            t={t}
            i18nKey="editor.split"
            values={{ count: split.volumes }}
            components={{
              strong: <strong />,
              // Empty here: <Trans> puts the catalogue's words for the link inside it.
              download: (
                <a href={split.zipUrl} className="font-semibold text-blue-800 underline underline-offset-4" />
              ),
            }}
          />
        </p>
      ) : null}
      <ProjectScanChoice project={project} volumes={split?.volumes ?? null} />
      {dirty && !noFiles ? (
        <p className="text-sm text-slate-700">
          {t("editor.previewSaved")}
          {pendingUploads > 0 ? t("editor.previewNewFiles") : ""}
          {t("editor.previewWord")}
        </p>
      ) : null}
      {limit.changed && !noFiles ? (
        <p className="text-sm text-slate-700">{t("editor.limitUnsaved")}</p>
      ) : null}

      {filing.data ? (
        <FilingPanel
          projectId={projectId}
          filing={filing.data}
          files={savedFiles.map((f) => ({ id: f.id, filename: f.originalName }))}
          courtLabel={project.presetKey ? court.trim() || project.presetKey : null}
        />
      ) : null}

      {noFiles ? (
        <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{t("editor.noFiles")}</p>
          <Button className="mt-4" onClick={() => setAddOpen(true)}>
            {t("editor.addFirst")}
          </Button>
        </div>
      ) : (
        <section aria-label={t("editor.filesLabel")}>
          <p className="mb-3 text-slate-700">{t("editor.dragHint")}</p>
          {/* Descriptions go into the binder's index, which stays English: said only where the UI is not. */}
          {i18n.resolvedLanguage === "en" ? null : (
            <p className="mb-3 font-semibold text-slate-800">{t("editor.englishNote")}</p>
          )}
          <ProjectFileList
            files={files}
            labels={labels}
            onMove={move}
            onRemove={remove}
            onDescribe={describe}
            describing={describing}
            filedIds={filed ? new Set(filing.data?.filedFileIds ?? []) : undefined}
            onMessages={setMessages}
            projectId={projectId}
            onAddAttachment={addAttachmentExhibit}
            translation={(file) =>
              // A file not saved yet has no id on the server to keep a translation under.
              isNewFile(file) ? null : (
                <ProjectTranslation
                  projectId={projectId}
                  file={{ id: file.id, name: file.originalName }}
                  saved={savedTranslations.get(file.id) ?? null}
                />
              )
            }
            section={(file) =>
              // A file not saved yet has no id on the server to keep its section under.
              isNewFile(file) ? null : (
                <SectionSelect file={{ id: file.id, name: file.originalName }} sections={sections} />
              )
            }
            pages={(file) => <ProjectFilePages file={file} projectId={projectId} pageEdits={pageEdits} />}
            upload={(file) => (
              <UploadLine
                name={file.originalName}
                status={uploads.statuses.get(file.id)}
                onCancel={() => remove(file.id)}
              />
            )}
          />
          {pageEdits.error ? (
            <p role="alert" className="mt-3 font-semibold text-red-800">
              {pageEdits.error}
            </p>
          ) : null}
        </section>
      )}

      {noFiles ? null : <SectionsPanel sections={sections} fileCount={savedFiles.length} />}

      <ProjectSizeLimit project={project} edit={limit} />

      <AddFilesDialog open={addOpen} onClose={() => setAddOpen(false)} onAdd={add} />
      <RelabelDialog
        open={relabelOpen}
        files={files}
        role={role}
        labelOptions={labelOptions}
        busy={saving}
        onKeep={() => void doSave(false)}
        onUpdate={() => void doSave(true)}
        onClose={() => setRelabelOpen(false)}
      />

      <Dialog
        open={changeFiledOpen}
        onClose={() => setChangeFiledOpen(false)}
        title={t("editor.changeFiledTitle")}
        description={t("editor.changeFiledDescription")}
      >
        <p className="text-slate-800">{t("editor.changeFiledText")}</p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setChangeFiledOpen(false)}>
            {t("editor.cancel")}
          </Button>
          <Button onClick={saveChecked}>{t("editor.saveAnyway")}</Button>
        </div>
      </Dialog>

      <Dialog
        open={newBinderOpen}
        onClose={() => setNewBinderOpen(false)}
        title={t("editor.newBinderTitle")}
        description={t("editor.newBinderDescription")}
      >
        <p className="text-slate-800">{t("editor.newBinderText")}</p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setNewBinderOpen(false)}>
            {t("editor.cancel")}
          </Button>
          <Button onClick={() => onPreview(true)}>{t("editor.buildNewBinder")}</Button>
        </div>
      </Dialog>

      <ProjectComments projectId={projectId} />
    </div>
  );
}
