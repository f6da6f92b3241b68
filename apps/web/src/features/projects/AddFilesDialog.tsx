// 'Add Files to Project' (builder-and-projects.md §2): upload new files from the device, or pick files from the
// library (their bytes are fetched and added as new uploads, so the project keeps its own copy).
import { useId, useState } from "react";
import { BUILDER_EXTENSIONS, formatFileSize, isBuilderFileName } from "@courtready/contracts";
import type { TUserFile } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useUserFiles } from "../library/api.ts";
import { libraryFileAsFile } from "./api.ts";
import { LibrarySearchField } from "../library/LibrarySearchField.tsx";

const ACCEPT = BUILDER_EXTENSIONS.map((ext) => `.${ext}`).join(",");

export interface AddFilesDialogProps {
  open: boolean;
  onClose: () => void;
  onAdd: (files: File[]) => void;
}

export function AddFilesDialog({ open, onClose, onAdd }: AddFilesDialogProps) {
  const inputId = useId();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [fetching, setFetching] = useState(false);
  const library = useUserFiles({ search }, open);
  const usable = (library.data?.files ?? []).filter((f) => isBuilderFileName(f.originalFilename));

  const close = () => {
    setPicked(new Set());
    setSearch("");
    onClose();
  };

  const onDevice = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const accepted = files.filter((f) => isBuilderFileName(f.name));
    if (accepted.length < files.length)
      toast({
        title: "Some files were not added",
        description: "Supported formats: PDF, JPG, JPEG, PNG, TextClipping, Word, Excel, and text files.",
        variant: "destructive",
      });
    if (accepted.length > 0) {
      onAdd(accepted);
      close();
    }
  };

  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const addFromLibrary = async () => {
    const chosen = usable.filter((f) => picked.has(f.id));
    setFetching(true);
    const files: File[] = [];
    const failed: TUserFile[] = [];
    for (const file of chosen) {
      try {
        files.push(await libraryFileAsFile(file));
      } catch {
        failed.push(file);
      }
    }
    setFetching(false);
    if (failed.length)
      toast({
        title: "Error",
        description: `Could not load saved file: ${failed.map((f) => f.originalFilename).join(", ")}`,
        variant: "destructive",
      });
    if (files.length) {
      onAdd(files);
      close();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add Files to Project"
      description="Upload new files or select from your file library"
    >
      <section aria-labelledby={`${inputId}-title`}>
        <h3 id={`${inputId}-title`} className="font-bold text-slate-900">
          Upload new files
        </h3>
        <label
          htmlFor={inputId}
          className="mt-2 flex min-h-24 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 p-4 text-center hover:border-blue-800 focus-within:outline-2 focus-within:outline-blue-800"
        >
          <span className="font-semibold text-blue-900">Choose files from this device</span>
          <span className="text-sm text-slate-700">PDF, photos, Word, Excel or text</span>
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            onChange={(event) => {
              onDevice(event.target.files);
              event.target.value = "";
            }}
          />
        </label>
      </section>

      <section aria-labelledby={`${searchId}-title`} className="mt-5">
        <h3 id={`${searchId}-title`} className="font-bold text-slate-900">
          From your file library
        </h3>
        <LibrarySearchField id={searchId} value={search} onChange={setSearch} className="mt-2" />
        <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-slate-200">
          {library.isPending ? (
            <p className="p-3 text-slate-700">Loading your library…</p>
          ) : usable.length === 0 ? (
            <p className="p-3 text-slate-700">No files found</p>
          ) : (
            <ul>
              {usable.map((file) => (
                <li key={file.id} className="border-b border-slate-100 last:border-b-0">
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 p-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={picked.has(file.id)}
                      onChange={() => toggle(file.id)}
                      className="size-5 shrink-0 accent-blue-800"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block break-words text-slate-900">{file.originalFilename}</span>
                      <span className="block text-sm text-slate-600">
                        {file.fileType} · {formatFileSize(file.fileSize)}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button onClick={() => void addFromLibrary()} disabled={picked.size === 0 || fetching}>
          {fetching ? "Adding…" : `Add selected${picked.size ? ` (${picked.size})` : ""}`}
        </Button>
      </div>
    </Dialog>
  );
}
