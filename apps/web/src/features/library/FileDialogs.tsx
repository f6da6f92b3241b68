// The details dialog (type, size, category, upload date, AI description, tags, 'Your Notes') and the edit dialog
// (notes, tags, category, folder), which the spec's card menu lists and a person would expect to work.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import type { TFileCategory, TFolder, TUserFile } from "@courtready/contracts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { FactList } from "../../components/ui/fact-list.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { LabelledInput } from "../../components/ui/text-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { formatBytes, parseTags, useUpdateFile } from "./api.ts";
import { categoryOptions, folderOptions } from "./options.ts";
import { documentTypeName } from "../shared/filesText.ts";
import { toastFailure } from "../shared/toastFailure.ts";

/** An upload time as a long date ("November 20, 2026") in `locale` (English US when none is given). */
export function formatUploaded(iso: string, locale = "en-US"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" });
}

export function FileDetailsDialog({ file, onClose }: { file: TUserFile | null; onClose: () => void }) {
  const { t } = useTranslation("library");
  const { t: filesT } = useTranslation("files");
  const rows: [string, string][] = file
    ? [
        [t("details.fileType"), documentTypeName(file.fileType, filesT)],
        [t("details.size"), formatBytes(file.fileSize)],
        [t("details.pages"), file.pageCount === null ? t("details.notCounted") : String(file.pageCount)],
        [t("details.category"), t(`categories.${file.category}`)],
        [t("details.uploaded"), formatUploaded(file.uploadedAt, t("dateLocale"))],
        // Named for who wrote it (issue 37): a sentence read off the file is not the AI's.
        [
          file.aiDescriptionSource === "file" ? t("details.fromFile") : t("details.aiDescription"),
          file.aiDescription ?? t("details.noneYet"),
        ],
        [t("details.tags"), file.tags.length ? file.tags.join(", ") : t("details.none")],
        [t("details.notes"), file.userDescription || t("details.none")],
      ]
    : [];
  return (
    <Dialog open={file !== null} onClose={onClose} title={file?.originalFilename ?? t("details.title")}>
      {file ? (
        <div className="space-y-4">
          <FactList rows={rows} />
          {file.warnings.length ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="font-semibold">{t("details.checkFile")}</p>
              <ul className="mt-1 list-disc pl-5">
                {file.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <a href={file.downloadUrl} className={buttonClasses("secondary")}>
              {t("details.download")}
            </a>
            <Button onClick={onClose}>{t("details.close")}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

export function FileEditDialog({
  file,
  folders,
  onClose,
}: {
  file: TUserFile | null;
  folders: TFolder[];
  onClose: () => void;
}) {
  const { t } = useTranslation("library");
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      title={file ? t("edit.titleNamed", { name: file.originalFilename }) : t("edit.title")}
    >
      {/* Keyed by file so the form starts from that file's values each time it opens. */}
      {file ? <EditForm key={file.id} file={file} folders={folders} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditForm({ file, folders, onDone }: { file: TUserFile; folders: TFolder[]; onDone: () => void }) {
  const { t } = useTranslation("library");
  const ids = { notes: useId(), tags: useId() };
  const [notes, setNotes] = useState(file.userDescription);
  const [tags, setTags] = useState(file.tags.join(", "));
  const [category, setCategory] = useState<TFileCategory>(file.category);
  const [folderId, setFolderId] = useState(file.folderId ?? "");
  const update = useUpdateFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: file.id,
        changes: { userDescription: notes, tags: parseTags(tags), category, folderId: folderId || null },
      },
      {
        onSuccess: () => {
          toast({ title: t("edit.updated") });
          onDone();
        },
        onError: (error) => toastFailure(t("edit.failed"), error, t("edit.pleaseTryAgain")),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={ids.notes} className="block font-semibold">
          {t("edit.notes")}
        </label>
        <textarea
          id={ids.notes}
          value={notes}
          maxLength={2000}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
          className="mt-1.5 block w-full rounded-lg border-2 border-slate-400 px-3 py-2"
        />
      </div>
      <LabelledInput
        id={ids.tags}
        label={
          <>
            {t("edit.tags")} <span className="font-normal text-slate-600">{t("edit.tagsHint")}</span>
          </>
        }
        value={tags}
        onValueChange={setTags}
      />
      <SelectField
        label={t("edit.category")}
        value={category}
        options={categoryOptions(t)}
        onChange={(value) => setCategory(value as TFileCategory)}
      />
      <SelectField
        label={t("edit.folder")}
        value={folderId}
        options={folderOptions(folders, t("edit.noFolder"))}
        onChange={setFolderId}
      />
      <DialogFooter
        cancel={t("edit.cancel")}
        onCancel={onDone}
        submit={t("edit.save")}
        pending={update.isPending && t("edit.saving")}
      />
    </form>
  );
}
