// The upload dialog's lines about each file (too large, waiting, sent, failed and why), in the language of the `t`
// passed in; pure, so the wording in both languages is tested without a browser.
import type { TFunction } from "i18next";
import { serverMessage } from "../../api/client.ts";
import { contractTextFor } from "../../i18n/contractText.ts";
import { UploadCancelled } from "../shared/resumableUpload.ts";
import { formatBytes } from "./api.ts";

type LibraryT = TFunction<"library">;

/** A file's line under its name while the upload runs; `failed` colours it as an error. */
export interface UploadLine {
  text: string;
  failed: boolean;
}

/** Said before anything is sent: this file is over the one-file limit of `maxMb`. */
export function tooLargeProblem(file: { name: string; size: number }, maxMb: number, t: LibraryT): string {
  return t("upload.tooLarge", { name: file.name, size: formatBytes(file.size), max: maxMb });
}

/**
 * Why a file failed, from the server's message when it sent one, in the language shown now (the server answered in
 * the language it was asked in, which a switch since may have changed).
 */
const reason = (error: unknown, t: LibraryT) =>
  error instanceof UploadCancelled
    ? t("upload.cancelled")
    : contractTextFor(t)(serverMessage(error, t("upload.pleaseTryAgain")));

/** The list's line of a file that failed. */
export function failedLine(error: unknown, t: LibraryT): UploadLine {
  return { text: t("upload.failed", { reason: reason(error, t) }), failed: true };
}

/** The line of a file being sent (`sending`), sent (`error` null) or failed. */
export function uploadLine(state: { sending: true } | { error: unknown }, t: LibraryT): UploadLine {
  if ("sending" in state) return { text: t("upload.sending"), failed: false };
  return state.error === null ? { text: t("upload.uploaded"), failed: false } : failedLine(state.error, t);
}

/** The dialog's alert line for a file the upload could not save, named, with its reason. */
export function uploadFailedProblem(filename: string, error: unknown, t: LibraryT): string {
  return t("upload.failedFile", { name: filename, reason: reason(error, t) });
}
