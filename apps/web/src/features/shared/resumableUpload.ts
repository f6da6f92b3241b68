// One file sent to the server's resumable upload endpoint (/api/uploads, tus) with tus-js-client (issue 40): the
// session cookie and CSRF header like every write, retries with pauses when the connection drops, and the upload's
// address kept in this browser's storage by the file's fingerprint (name, type, size, last change), so adding the same
// file again after a reload or on coming back continues where it stopped rather than from zero.
import { Upload } from "tus-js-client";
import type { DetailedError } from "tus-js-client";
import { CSRF_COOKIE, CSRF_HEADER } from "@courtready/contracts";
import { readCookie } from "../../api/client.ts";
import type { UploadStatus } from "./uploadProgress.ts";

export const RESUMABLE_ENDPOINT = "/api/uploads";
/**
 * Files from this size go through the resumable endpoint as soon as they are added; smaller ones are sent with the
 * build as before (a few seconds at worst to send again, and they do not fill the person's unfinished uploads).
 */
export const RESUMABLE_FROM_BYTES = 5 * 1024 * 1024;

export interface ResumableCallbacks {
  /** Bytes on the server so far; `resumedFrom` is what was already there when this session began. */
  onProgress(sent: number, total: number, resumedFrom: number): void;
  /** Every byte is on the server: the id a build names it by. */
  onDone(uploadId: string): void;
  /** Given up: the server refused it (its message) or the retries ran out. */
  onFailed(message: string): void;
}

export interface ResumableHandle {
  /** Stops sending and removes what the server stored (the person cancelled or removed the file). */
  cancel(): Promise<void>;
  /** Stops sending but keeps what was stored, to continue later (the page is being left). */
  pause(): void;
}

/** The upload id in an upload's address (/api/uploads/<id>). */
export function uploadIdOf(url: string): string {
  return url.split("/").pop() ?? "";
}

/** A refusal the server answered (4xx other than a conflict or "busy") is not worth retrying. */
export function shouldRetry(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status >= 500 || status === 409 || status === 423 || status === 429;
}

export function startResumableUpload(file: File, callbacks: ResumableCallbacks): ResumableHandle {
  let resumedFrom: number | null = null;
  const upload = new Upload(file, {
    endpoint: RESUMABLE_ENDPOINT,
    retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000, 30_000],
    metadata: { filename: file.name, filetype: file.type },
    storeFingerprintForResuming: true,
    // A finished upload is kept on the server for the builds to come, so adding the file again finds it there.
    removeFingerprintOnSuccess: false,
    onBeforeRequest(request) {
      // Read at each request: signing in again issues a new CSRF cookie.
      const token = readCookie(CSRF_COOKIE, document.cookie);
      if (token) request.setHeader(CSRF_HEADER, token);
    },
    onShouldRetry(error: DetailedError) {
      return shouldRetry(error.originalResponse?.getStatus());
    },
    onProgress(sent, total) {
      resumedFrom ??= sent;
      callbacks.onProgress(sent, total, resumedFrom);
    },
    onSuccess() {
      callbacks.onDone(uploadIdOf(upload.url ?? ""));
    },
    onError(error) {
      const body = (error as DetailedError).originalResponse?.getBody();
      callbacks.onFailed(body || error.message);
    },
  });
  void upload
    .findPreviousUploads()
    .then((previous) => {
      const newest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (newest) upload.resumeFromPreviousUpload(newest);
      upload.start();
    })
    .catch(() => upload.start());
  return {
    cancel: () => upload.abort(true).catch(() => undefined),
    pause: () => void upload.abort(false),
  };
}

/** The person cancelled the upload: not a failure to report, only a file that was not sent. */
export class UploadCancelled extends Error {
  constructor() {
    super("The upload was cancelled.");
    this.name = "UploadCancelled";
  }
}

/**
 * One file sent resumably, as a promise of its finished upload's id, for a screen that sends its files one after
 * another (the library's upload, the project editor's save). `onStatus` hears each step as the builder's rows show
 * it; `cancel` stops it, removes what was stored and rejects `done` with UploadCancelled; `remove` deletes a finished
 * upload once the request that named it has kept its own copy.
 */
export function uploadResumably(
  file: File,
  onStatus: (status: UploadStatus) => void,
  start: typeof startResumableUpload = startResumableUpload,
): { done: Promise<string>; cancel(): Promise<void>; remove(): Promise<void> } {
  const startedAt = Date.now();
  let reject: (error: Error) => void = () => undefined;
  let handle: ResumableHandle | undefined;
  const done = new Promise<string>((resolve, fail) => {
    reject = fail;
    handle = start(file, {
      onProgress: (sent, total, resumedFrom) =>
        onStatus({ state: "sending", sent, total, startedAt, startBytes: resumedFrom, now: Date.now() }),
      onDone: (uploadId) => {
        onStatus({ state: "done", total: file.size, uploadId });
        resolve(uploadId);
      },
      onFailed: (message) => {
        onStatus({ state: "failed" });
        fail(new Error(message));
      },
    });
  });
  return {
    done,
    cancel: async () => {
      reject(new UploadCancelled());
      await handle?.cancel();
    },
    remove: async () => {
      await handle?.cancel();
    },
  };
}

/**
 * Appends the one file of a one-file request (unlock, the redaction finder): named by its finished resumable upload's
 * id in the `uploadIds` field when it has one, so a large file's bytes are not sent a second time (issue 40), else
 * sent as the `field` part.
 */
export function appendOneFile(
  form: FormData,
  field: string,
  file: { name: string; file: File },
  uploadId: string | undefined,
): void {
  if (uploadId) form.append("uploadIds", JSON.stringify([uploadId]));
  else form.append(field, file.file, file.name);
}

/**
 * Appends `files` to a multipart body in order: each named by its finished resumable upload's id (`uploadIdOf`) in
 * the `uploadIds` field, or sent as a "files" part (null there: the next file part), then room for `trailing` parts
 * the caller sends after. Without any finished upload the field is left out and every file is sent, as before.
 */
export function appendNamedFiles(
  form: FormData,
  files: readonly { id: string; name: string; file: File }[],
  uploadIdOf: ((fileId: string) => string | undefined) | undefined,
  trailing = 0,
): void {
  const uploaded = files.map((file) => uploadIdOf?.(file.id) ?? null);
  if (uploaded.some((id) => id !== null))
    form.append("uploadIds", JSON.stringify([...uploaded, ...Array<null>(trailing).fill(null)]));
  files.forEach((file, i) => {
    if (uploaded[i] === null) form.append("files", file.file, file.name);
  });
}
