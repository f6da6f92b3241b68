// "Choose from your library" in step 2 (builder-and-projects.md §2, §7; accounts-dashboard-and-pages.md §2.9):
// search the person's library, tick files, and add them to the builder without uploading them again from the
// device. The list is the one the project edit screen's Add Files dialog shows (LibraryFilePicker); here files
// already in the binder are marked, and the picked files' bytes are fetched one by one (a phone's connection is
// slow) with the progress said aloud. One that cannot be fetched is named in a toast and the others are still added.
import { Trans } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { LibraryFilePicker } from "../shared/LibraryFilePicker.tsx";
import type { FetchedLibraryFile } from "../shared/libraryPickerRules.ts";
import { useLibraryFilePicker } from "../shared/useLibraryFilePicker.ts";
import type { BuilderFile } from "./builderState.ts";
import { addButtonLabel, fetchFailureMessage, fetchProgressText } from "./libraryBridge.ts";
import { useFilesTranslation } from "../shared/filesText.ts";

/** A library file and its fetched bytes, ready to become a builder file. */
export type PickedLibraryFile = FetchedLibraryFile;

function EmptyLibrary({ search }: { search: string }) {
  const { t } = useFilesTranslation();
  // The library being empty (not just this search) decides between "nothing matches" and "nothing yet".
  if (search) return <>{t("libraryDialog.noMatch", { search })}</>;
  return (
    <Trans
      t={t}
      i18nKey="libraryDialog.empty"
      components={{
        // Not `link`: Trans reads that as HTML's empty <link> element, and the words land outside it.
        library: (
          <Link to="/file-library" className="font-semibold text-blue-800 underline underline-offset-4" />
        ),
      }}
    />
  );
}

const emptyLibrary = (search: string) => <EmptyLibrary search={search} />;

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
  const { t } = useFilesTranslation();
  // Closing while fetching cancels: the files still arriving are dropped, not added behind the person's back.
  const picker = useLibraryFilePicker(open, builderFiles);
  const { chosen, fetching } = picker;

  const close = () => {
    picker.reset();
    onClose();
  };

  const add = async () => {
    const outcome = await picker.fetchChosen();
    if (!outcome) return;
    const failed = outcome.failed.map((file) => file.originalFilename);
    if (failed.length > 0) toast({ ...fetchFailureMessage(failed, t), variant: "destructive" });
    // When nothing came, the dialog stays open with the same ticks, so trying again is one tap.
    if (outcome.fetched.length > 0) {
      onAdd(outcome.fetched);
      close();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("libraryDialog.title")}
      description={t("libraryDialog.description")}
    >
      <LibraryFilePicker picker={picker} empty={emptyLibrary} />

      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-slate-800">
        {fetching ? fetchProgressText(fetching.current, fetching.total, t) : null}
      </p>

      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          {t("libraryDialog.cancel")}
        </Button>
        <Button onClick={() => void add()} disabled={chosen.length === 0 || fetching !== null}>
          {fetching ? t("libraryDialog.adding") : addButtonLabel(chosen.length, t)}
        </Button>
      </div>
    </Dialog>
  );
}
