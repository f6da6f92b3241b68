// "Choose from your library" in step 2 (builder-and-projects.md §2, §7; accounts-dashboard-and-pages.md §2.9):
// search the person's library, tick files, and add them to the builder without uploading them again from the
// device. The picked files' bytes are fetched one by one (a phone's connection is slow), the way the project edit
// screen's Add Files dialog does; one that cannot be fetched is named in a toast and the others are still added.
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { FILE_CATEGORY_NAMES, MAX_FILE_MB, formatFileSize } from "@courtready/contracts";
import type { TUserFile } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useUserFiles } from "../library/api.ts";
import { libraryFileAsFile } from "../projects/api.ts";
import type { BuilderFile } from "./builderState.ts";
import { addButtonLabel, fetchFailureMessage, fetchProgressText, pickerRows } from "./libraryBridge.ts";
import type { PickerRowStatus } from "./libraryBridge.ts";
import { LibrarySearchField } from "../library/LibrarySearchField.tsx";

/** A library file and its fetched bytes, ready to become a builder file. */
export interface PickedLibraryFile {
  library: TUserFile;
  file: File;
}

const STATUS_NOTE: Readonly<Record<Exclude<PickerRowStatus, "ok">, string>> = {
  added: "Already in this binder",
  unsupported: "This kind of file cannot go in a binder",
  tooLarge: `Larger than ${MAX_FILE_MB} MB, the limit for one binder file`,
};

function pageText(pages: number | null): string | null {
  if (pages === null) return null;
  return pages === 1 ? "1 page" : `${pages} pages`;
}

export function LibraryPickerDialog({
  open,
  onClose,
  builderFiles,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  /** The builder's files, so files already added are marked. */
  builderFiles: readonly BuilderFile[];
  onAdd: (picked: PickedLibraryFile[]) => void;
}) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  /** 1-based position of the file being fetched, or null when not fetching. */
  const [fetching, setFetching] = useState<{ current: number; total: number } | null>(null);
  // Closing while fetching cancels: the files still arriving are dropped, not added behind the person's back.
  const run = useRef(0);
  useEffect(() => {
    if (!open) run.current += 1;
  }, [open]);

  const library = useUserFiles({ search }, open);
  const rows = pickerRows(library.data?.files ?? [], builderFiles, MAX_FILE_MB * 1024 * 1024);
  const chosen = rows.filter((row) => row.status === "ok" && picked.has(row.file.id)).map((row) => row.file);
  // The library being empty (not just this search) decides between "nothing matches" and "nothing yet".
  const searching = search.trim() !== "";

  const close = () => {
    setPicked(new Set());
    setSearch("");
    setFetching(null);
    onClose();
  };

  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const add = async () => {
    if (chosen.length === 0 || fetching) return;
    const thisRun = ++run.current;
    const fetched: PickedLibraryFile[] = [];
    const failed: string[] = [];
    for (const [index, library] of chosen.entries()) {
      setFetching({ current: index + 1, total: chosen.length });
      try {
        fetched.push({ library, file: await libraryFileAsFile(library) });
      } catch {
        failed.push(library.originalFilename);
      }
      if (run.current !== thisRun) return;
    }
    setFetching(null);
    if (failed.length > 0) toast({ ...fetchFailureMessage(failed), variant: "destructive" });
    // When nothing came, the dialog stays open with the same ticks, so trying again is one tap.
    if (fetched.length > 0) {
      onAdd(fetched);
      close();
    }
  };

  const files = library.data?.files ?? [];

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Choose from your library"
      description="Tick the files you saved before. They are added to this binder without uploading them again."
    >
      <LibrarySearchField id={searchId} value={search} onChange={setSearch} />

      <div className="mt-3 max-h-[50vh] overflow-y-auto rounded-lg border border-slate-200">
        {library.isPending ? (
          <p className="p-3 text-slate-700">Loading your library…</p>
        ) : library.isError ? (
          <div className="p-3 text-slate-900">
            <p>Your library could not be loaded. Check your connection, then try again.</p>
            <Button variant="secondary" className="mt-2" onClick={() => void library.refetch()}>
              Try again
            </Button>
          </div>
        ) : files.length === 0 ? (
          searching ? (
            <p className="p-3 text-slate-700">No files match “{search.trim()}”. Try another word.</p>
          ) : (
            <p className="p-3 text-slate-700">
              Your library is empty. Files you save at{" "}
              <Link to="/file-library" className="font-semibold text-blue-800 underline underline-offset-4">
                your file library
              </Link>{" "}
              show up here. When you save this project, the files you added from this device are saved there
              too.
            </p>
          )
        ) : (
          <ul>
            {rows.map(({ file, status }) => {
              const usable = status === "ok";
              const details = [
                file.fileType,
                formatFileSize(file.fileSize),
                pageText(file.pageCount),
                FILE_CATEGORY_NAMES[file.category],
              ].filter(Boolean);
              return (
                <li key={file.id} className="border-b border-slate-100 last:border-b-0">
                  <label
                    className={
                      "flex min-h-11 items-start gap-3 p-3 " +
                      (usable ? "cursor-pointer hover:bg-slate-50" : "cursor-not-allowed bg-slate-50")
                    }
                  >
                    <input
                      type="checkbox"
                      checked={status === "added" || (usable && picked.has(file.id))}
                      disabled={!usable || fetching !== null}
                      onChange={() => toggle(file.id)}
                      className="mt-0.5 size-5 shrink-0 accent-blue-800"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold break-words text-slate-900">
                        {file.originalFilename}
                      </span>
                      <span className="block text-sm text-slate-700">{details.join(" · ")}</span>
                      {status !== "ok" ? (
                        <span className="block text-sm font-semibold text-slate-700">
                          {STATUS_NOTE[status]}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-slate-800">
        {fetching ? fetchProgressText(fetching.current, fetching.total) : null}
      </p>

      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button onClick={() => void add()} disabled={chosen.length === 0 || fetching !== null}>
          {fetching ? "Adding…" : addButtonLabel(chosen.length)}
        </Button>
      </div>
    </Dialog>
  );
}
