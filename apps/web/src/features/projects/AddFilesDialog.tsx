// 'Add Files to Project' (builder-and-projects.md §2): upload new files from the device, or pick files from the
// library (their bytes are fetched and added as new uploads, so the project keeps its own copy). The library list
// is the one the builder's "Choose from your library" shows (LibraryFilePicker): a file a binder cannot take is
// listed with the reason instead of being left out.
import { useId } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import { ACCEPT_ATTRIBUTE, UNSUPPORTED_FORMAT_ADVICE, isAcceptedFileName } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { LibraryFilePicker } from "../shared/LibraryFilePicker.tsx";
import { useLibraryFilePicker } from "../shared/useLibraryFilePicker.ts";
import { acceptedFormatsShort } from "../shared/filesText.ts";

export interface AddFilesDialogProps {
  open: boolean;
  onClose: () => void;
  onAdd: (files: File[]) => void;
}

export function AddFilesDialog({ open, onClose, onAdd }: AddFilesDialogProps) {
  const { t } = useTranslation("projects");
  const { t: filesT } = useTranslation("files");
  const inputId = useId();
  const libraryId = useId();
  const picker = useLibraryFilePicker(open);
  const { chosen, fetching } = picker;

  const close = () => {
    picker.reset();
    onClose();
  };

  const onDevice = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const accepted = files.filter((f) => isAcceptedFileName(f.name));
    if (accepted.length < files.length)
      toast({
        title: t("addFiles.notAddedTitle"),
        description: UNSUPPORTED_FORMAT_ADVICE,
        variant: "destructive",
      });
    if (accepted.length > 0) {
      onAdd(accepted);
      close();
    }
  };

  const addFromLibrary = async () => {
    const outcome = await picker.fetchChosen();
    if (!outcome) return;
    if (outcome.failed.length)
      toast({
        title: t("addFiles.error"),
        description: t("addFiles.loadFailed", {
          names: outcome.failed.map((f) => f.originalFilename).join(", "),
        }),
        variant: "destructive",
      });
    if (outcome.fetched.length) {
      onAdd(outcome.fetched.map((f) => f.file));
      close();
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t("addFiles.title")} description={t("addFiles.description")}>
      <section aria-labelledby={`${inputId}-title`}>
        <h3 id={`${inputId}-title`} className="font-bold text-slate-900">
          {t("addFiles.uploadTitle")}
        </h3>
        <label
          htmlFor={inputId}
          className="mt-2 flex min-h-24 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 p-4 text-center hover:border-blue-800 focus-within:outline-2 focus-within:outline-blue-800"
        >
          <span className="font-semibold text-blue-900">{t("addFiles.chooseDevice")}</span>
          <span className="text-sm text-slate-700">{acceptedFormatsShort(filesT)}</span>
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            onChange={(event) => {
              onDevice(event.target.files);
              event.target.value = "";
            }}
          />
        </label>
      </section>

      <section aria-labelledby={`${libraryId}-title`} className="mt-5">
        <h3 id={`${libraryId}-title`} className="font-bold text-slate-900">
          {t("addFiles.libraryTitle")}
        </h3>
        <LibraryFilePicker
          picker={picker}
          empty={() => t("addFiles.noFiles")}
          className="mt-2"
          listClassName="max-h-64"
        />
      </section>

      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          {t("addFiles.cancel")}
        </Button>
        <Button onClick={() => void addFromLibrary()} disabled={chosen.length === 0 || fetching !== null}>
          {fetching
            ? t("addFiles.adding")
            : chosen.length
              ? t("addFiles.addSelectedCount", { count: chosen.length })
              : t("addFiles.addSelected")}
        </Button>
      </div>
    </Dialog>
  );
}
