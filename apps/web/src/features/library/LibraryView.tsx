// The file library as the dashboard's Files tab ('Your File Library', several files per upload) and as the
// /file-library page (stat cards, one file per upload): search, category and folder filters, cards, dialogs.
import { useId, useState } from "react";
import { LIBRARY_MESSAGES } from "@courtready/contracts";
import type { TUserFile } from "@courtready/contracts";
import { serverMessage } from "../../api/client.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FIELD_CLASSES, SelectField } from "../../components/ui/select-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useDebouncedValue } from "../../components/useDebouncedValue.ts";
import { useDeleteFile, useFolders } from "./api.ts";
import { useUserFiles } from "../shared/libraryFiles.ts";
import type { LibraryFilters } from "../shared/libraryFiles.ts";
import { FileCard } from "./FileCard.tsx";
import type { FileAction } from "./FileCard.tsx";
import { FileDetailsDialog, FileEditDialog } from "./FileDialogs.tsx";
import { NewFolderDialog } from "./NewFolderDialog.tsx";
import { CATEGORY_FILTER_OPTIONS, folderOptions } from "./options.ts";
import { UploadDialog } from "./UploadDialog.tsx";

export type LibraryVariant = "dashboard" | "page";

export function LibraryView({ variant }: { variant: LibraryVariant }) {
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
        toast({ title: LIBRARY_MESSAGES.fileDeleted });
        setSelected(null);
      },
      onError: (error) =>
        toast({
          title: LIBRARY_MESSAGES.deleteFailed,
          description: serverMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {variant === "dashboard" ? (
          <h2 className="text-2xl font-bold text-slate-900">Your File Library</h2>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setDialog("folder")}>
            New Folder
          </Button>
          <Button onClick={() => setDialog("upload")}>Upload Files</Button>
        </div>
      </div>

      {variant === "page" ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ["Total Files", allFiles.length],
              ["Folders", folders.data?.length ?? 0],
              ["Images", allFiles.filter((f) => f.fileType === "Image").length],
              ["Documents", allFiles.filter((f) => f.fileType !== "Image").length],
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
        <div>
          <label htmlFor={searchId} className="block font-semibold">
            Search files
          </label>
          <input
            id={searchId}
            type="search"
            value={filters.search}
            placeholder="Name, notes or tags"
            onChange={(event) => setFilters((f) => ({ ...f, search: event.target.value }))}
            className={FIELD_CLASSES}
          />
        </div>
        <SelectField
          label="Category"
          value={filters.category}
          options={CATEGORY_FILTER_OPTIONS}
          onChange={(value) => setFilters((f) => ({ ...f, category: value as LibraryFilters["category"] }))}
        />
        <SelectField
          label="Folder"
          value={filters.folderId}
          options={folderOptions(folders.data ?? [], "All folders", true)}
          onChange={(value) => setFilters((f) => ({ ...f, folderId: value }))}
        />
      </div>

      {files.isLoading ? (
        <Spinner label="Loading your files" />
      ) : files.isError ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">Your files could not be loaded.</p>
          <p className="mt-1">Check your connection, then try again.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void files.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">
            {variant === "dashboard" && !filtering
              ? LIBRARY_MESSAGES.noFilesYet
              : LIBRARY_MESSAGES.noFilesFound}
          </p>
          <p className="mt-1 text-slate-700">
            {filtering ? LIBRARY_MESSAGES.tryAdjusting : LIBRARY_MESSAGES.uploadFirst}
          </p>
        </div>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {list.length} file{list.length === 1 ? "" : "s"} shown
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
        title="Delete this file?"
        description={
          selected
            ? `"${selected.file.originalFilename}" will be removed from your library. This cannot be undone.`
            : ""
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setSelected(null)}>
            Cancel
          </Button>
          <Button
            className="bg-red-800 hover:bg-red-900"
            disabled={remove.isPending}
            onClick={() => selected && confirmDelete(selected.file)}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
