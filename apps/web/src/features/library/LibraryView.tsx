// The file library as the dashboard's Files tab ('Your File Library', several files per upload) and as the
// /file-library page (stat cards, one file per upload): search, category and folder filters, cards, dialogs.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import type { TUserFile } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { LabelledInput } from "../../components/ui/text-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useDebouncedValue } from "../../components/useDebouncedValue.ts";
import { useDeleteFile, useFolders } from "./api.ts";
import { useUserFiles } from "../shared/libraryFiles.ts";
import type { LibraryFilters } from "../shared/libraryFiles.ts";
import { FileCard } from "./FileCard.tsx";
import type { FileAction } from "./FileCard.tsx";
import { FileDetailsDialog, FileEditDialog } from "./FileDialogs.tsx";
import { NewFolderDialog } from "./NewFolderDialog.tsx";
import { categoryFilterOptions, folderOptions } from "./options.ts";
import { UploadDialog } from "./UploadDialog.tsx";
import { toastFailure } from "../shared/toastFailure.ts";

export type LibraryVariant = "dashboard" | "page";

export function LibraryView({ variant }: { variant: LibraryVariant }) {
  const { t } = useTranslation("library");
  const [filters, setFilters] = useState<LibraryFilters>({ category: "all", search: "", folderId: "" });
  const search = useDebouncedValue(filters.search, 300);
  const files = useUserFiles({ ...filters, search });
  const everything = useUserFiles({});
  const folders = useFolders();
  const [dialog, setDialog] = useState<"upload" | "folder" | null>(null);
  const [selected, setSelected] = useState<{ file: TUserFile; action: FileAction } | null>(null);
  const remove = useDeleteFile();
  const searchId = useId();

  const allFiles = everything.data?.files ?? [];
  const filtering = filters.search.trim() !== "" || filters.category !== "all" || filters.folderId !== "";
  const list = files.data?.files ?? [];

  const confirmDelete = (file: TUserFile) =>
    remove.mutate(file.id, {
      onSuccess: () => {
        toast({ title: t("view.deleted") });
        setSelected(null);
      },
      onError: (error) => toastFailure(t("view.deleteFailed"), error, t("view.pleaseTryAgain")),
    });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {variant === "dashboard" ? (
          <h2 className="text-2xl font-bold text-slate-900">{t("view.dashboardTitle")}</h2>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setDialog("folder")}>
            {t("view.newFolder")}
          </Button>
          <Button onClick={() => setDialog("upload")}>{t("view.upload")}</Button>
        </div>
      </div>

      {variant === "page" ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              [t("view.stats.total"), allFiles.length],
              [t("view.stats.folders"), folders.data?.length ?? 0],
              [t("view.stats.images"), allFiles.filter((f) => f.fileType === "Image").length],
              [t("view.stats.documents"), allFiles.filter((f) => f.fileType !== "Image").length],
            ] as const
          ).map(([label, count]) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900">{everything.isLoading ? "…" : count}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-3">
        <LabelledInput
          id={searchId}
          label={t("view.searchLabel")}
          type="search"
          value={filters.search}
          placeholder={t("view.searchPlaceholder")}
          onValueChange={(search) => setFilters((f) => ({ ...f, search }))}
        />
        <SelectField
          label={t("view.category")}
          value={filters.category}
          options={categoryFilterOptions(t)}
          onChange={(value) => setFilters((f) => ({ ...f, category: value as LibraryFilters["category"] }))}
        />
        <SelectField
          label={t("view.folder")}
          value={filters.folderId}
          options={folderOptions(folders.data ?? [], t("view.allFolders"), true)}
          onChange={(value) => setFilters((f) => ({ ...f, folderId: value }))}
        />
      </div>

      {files.isLoading ? (
        <Spinner label={t("view.loading")} />
      ) : files.isError ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">{t("view.loadFailed")}</p>
          <p className="mt-1">{t("view.loadFailedHint")}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void files.refetch()}>
            {t("view.tryAgainButton")}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">
            {variant === "dashboard" && !filtering ? t("view.noFilesYet") : t("view.noFilesFound")}
          </p>
          <p className="mt-1 text-slate-700">{filtering ? t("view.tryAdjusting") : t("view.uploadFirst")}</p>
        </div>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {t("view.shown", { count: list.length })}
          </p>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((file) => (
              <FileCard key={file.id} file={file} onAction={(action) => setSelected({ file, action })} />
            ))}
          </ul>
        </>
      )}

      <UploadDialog open={dialog === "upload"} onClose={() => setDialog(null)} />
      <NewFolderDialog open={dialog === "folder"} onClose={() => setDialog(null)} />
      <FileDetailsDialog
        file={selected?.action === "details" ? selected.file : null}
        onClose={() => setSelected(null)}
      />
      <FileEditDialog
        file={selected?.action === "edit" ? selected.file : null}
        folders={folders.data ?? []}
        onClose={() => setSelected(null)}
      />
      <Dialog
        open={selected?.action === "delete"}
        onClose={() => setSelected(null)}
        title={t("view.deleteTitle")}
        description={selected ? t("view.deleteText", { name: selected.file.originalFilename }) : ""}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setSelected(null)}>
            {t("view.cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => selected && confirmDelete(selected.file)}
          >
            {remove.isPending ? t("view.deleting") : t("view.delete")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
