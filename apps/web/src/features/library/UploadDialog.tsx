// Upload Files: pick one or several files (on the dashboard and on /file-library alike, issue 37), say what they
// are, and send them one request each with a progress bar and a line per file saying where it is (waiting, sending,
// uploaded, or failed and why). On success the dialog closes with the spec's toast; on failure it stays open with
// only the failed files, each named with its reason, the others kept. A large file goes through the resumable
// endpoint first (issue 40): its line shows bytes, time left and a cancel, and picking it again after a dropped
// connection or a closed tab continues where it stopped.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import { ACCEPT_ATTRIBUTE, MAX_FILE_MB, maxFileMbFor } from "@courtready/contracts";
import type { TFileCategory } from "@courtready/contracts";
import { serverMessage } from "../../api/client.ts";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { formatBytes, parseTags, splitBySize, useUploadFiles } from "./api.ts";
import { failedLine, tooLargeProblem, uploadFailedProblem, uploadLine } from "./uploadText.ts";
import type { UploadLine } from "./uploadText.ts";
import { categoryOptions } from "./options.ts";
import { acceptedFormatsShort } from "../shared/filesText.ts";
import { UploadLine as ResumableLine } from "../shared/UploadLine.tsx";
import type { UploadStatus } from "../shared/uploadProgress.ts";

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  defaultCategory?: TFileCategory;
}

export function UploadDialog({ open, onClose, defaultCategory = "uncategorized" }: UploadDialogProps) {
  const { t } = useTranslation("library");
  const { t: filesT } = useTranslation("files");
  const ids = { files: useId(), notes: useId(), tags: useId(), hint: useId() };
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState<TFileCategory>(defaultCategory);
  const [notes, setNotes] = useState("");
  const [tags, setTags] = useState("");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  /** Each chosen file's line while it is sent, and whether it says a failure: by its position in `files`. */
  const [lines, setLines] = useState<Record<number, UploadLine>>({});
  /** A large file's resumable upload while it runs, with its cancel: by its position in `files`. */
  const [resumable, setResumable] = useState<Record<number, { status: UploadStatus; cancel: () => void }>>(
    {},
  );
  const upload = useUploadFiles();
  const multiple = files.length !== 1;

  const reset = () => {
    setFiles([]);
    setCategory(defaultCategory);
    setNotes("");
    setTags("");
    setProgress(null);
    setProblems([]);
    setLines({});
    setResumable({});
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };

  /** Keeps the files that fit; one over its limit (a picture's is smaller) is said now, before any of it is sent. */
  const pick = (picked: File[]) => {
    const { fits, tooLarge } = splitBySize(picked, (name) => maxFileMbFor(name) * 1024 * 1024);
    setFiles(fits);
    setProblems(tooLarge.map((file) => tooLargeProblem(file, maxFileMbFor(file.name), t)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || upload.isPending) return;
    setProblems([]);
    setLines({});
    setResumable({});
    setProgress({ done: 0, total: files.length });
    upload.mutate(
      {
        files,
        category,
        userDescription: notes,
        tags: parseTags(tags),
        onProgress: (done, total) => setProgress({ done, total }),
        onUpload: (index, status, cancel) =>
          setResumable((current) => ({ ...current, [index]: { status, cancel } })),
        onFile: (index, state) =>
          setLines((current) => ({
            ...current,
            [index]: uploadLine(state, t),
          })),
      },
      {
        onSuccess: (outcome) => {
          if (outcome.failed.length === 0) {
            toast(
              multiple
                ? { title: t("upload.uploadedTitle"), description: t("upload.uploadedText") }
                : { title: t("upload.fileUploaded") },
            );
            reset();
            onClose();
            return;
          }
          // Keep only the files that failed, so "Upload" tries exactly those again.
          const failedNames = new Set(outcome.failed.map((f) => f.filename));
          setFiles((current) => current.filter((file) => failedNames.has(file.name)));
          setProblems(outcome.failed.map((f) => uploadFailedProblem(f.filename, f.error, t)));
          setProgress(null);
          setResumable({});
          // The failed files' lines keep their reasons, at their new places in the list.
          setLines(Object.fromEntries(outcome.failed.map((f, i) => [i, failedLine(f.error, t)])));
          toast({
            title: t("upload.failedTitle"),
            description:
              outcome.failed.length === 1 && !multiple
                ? serverMessage(outcome.failed[0]!.error, t("upload.failedText"))
                : t("upload.failedText"),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title={t("upload.title")} description={t("upload.description")}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <label htmlFor={ids.files} className="block font-semibold">
            {t("upload.files")}
          </label>
          <p id={ids.hint} className="mt-1 text-sm text-slate-600">
            {t("upload.hint", { formats: acceptedFormatsShort(filesT), max: MAX_FILE_MB })}
          </p>
          <input
            id={ids.files}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            aria-describedby={ids.hint}
            disabled={upload.isPending}
            onChange={(event) => pick([...(event.target.files ?? [])])}
            className="mt-2 block w-full rounded-lg border-2 border-dashed border-slate-400 p-3 text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-blue-800 file:px-4 file:font-semibold file:text-white"
          />
          {files.length > 1 ? (
            <p className="mt-1 text-sm text-slate-700">{t("upload.chosen", { count: files.length })}</p>
          ) : null}
          {files.length > 0 ? (
            <ul aria-label={t("upload.listLabel")} className="mt-2 space-y-1 text-sm">
              {files.map((file, index) => (
                <li key={`${index}-${file.name}`} className="flex flex-wrap justify-between gap-x-3">
                  <span className="min-w-0 break-words font-semibold text-slate-900">{file.name}</span>
                  <span className={lines[index]?.failed ? "text-red-800" : "text-slate-700"}>
                    {lines[index]?.text ?? (progress ? t("upload.waiting") : formatBytes(file.size))}
                  </span>
                  {resumable[index]?.status.state === "sending" ? (
                    <div className="w-full">
                      <ResumableLine
                        name={file.name}
                        status={resumable[index].status}
                        onCancel={resumable[index].cancel}
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <SelectField
          label={t("upload.category")}
          value={category}
          options={categoryOptions(t)}
          disabled={upload.isPending}
          onChange={(value) => setCategory(value as TFileCategory)}
        />
        <div>
          <label htmlFor={ids.notes} className="block font-semibold">
            {t("upload.notes")} <span className="font-normal text-slate-600">{t("upload.optional")}</span>
          </label>
          <textarea
            id={ids.notes}
            value={notes}
            maxLength={2000}
            rows={2}
            disabled={upload.isPending}
            onChange={(event) => setNotes(event.target.value)}
            className="mt-1.5 block w-full rounded-lg border-2 border-slate-400 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor={ids.tags} className="block font-semibold">
            {t("upload.tags")} <span className="font-normal text-slate-600">{t("upload.tagsHint")}</span>
          </label>
          <input
            id={ids.tags}
            value={tags}
            disabled={upload.isPending}
            onChange={(event) => setTags(event.target.value)}
            placeholder={t("upload.tagsPlaceholder")}
            className="mt-1.5 block min-h-12 w-full rounded-lg border-2 border-slate-400 px-3"
          />
        </div>
        {progress ? (
          <div>
            <p className="text-sm text-slate-700" aria-live="polite">
              {t("upload.uploadingCount", {
                current: Math.min(progress.done + 1, progress.total),
                total: progress.total,
              })}
            </p>
            <progress
              className="mt-1 h-3 w-full accent-blue-800"
              max={progress.total}
              value={progress.done}
              aria-label={t("upload.progressLabel")}
            />
          </div>
        ) : null}
        {problems.length ? (
          <ul
            role="alert"
            className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <DialogFooter
          cancel={t("upload.cancel")}
          onCancel={close}
          cancelDisabled={upload.isPending}
          submit={t("upload.submit")}
          pending={upload.isPending && t("upload.uploadingFiles")}
          disabled={files.length === 0}
        />
      </form>
    </Dialog>
  );
}
