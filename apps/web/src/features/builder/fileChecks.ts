// The checks of added files (issue 19 item 3) apart from React: which files still need one, what a server answer
// means for the row, a small queue that checks two at a time, and what Preview and Generate say while some files
// need attention.
import type { TFileInspection } from "@courtready/contracts";
import { RESUMABLE_FROM_BYTES } from "../shared/resumableUpload.ts";
import type { UploadStatus } from "../shared/uploadProgress.ts";
import { filesT } from "../shared/filesText.ts";
import type { FilesT } from "../shared/filesText.ts";
import type { BuilderFile, FileCheck } from "./builderState.ts";
import type { Message } from "./gate.ts";
import { choiceMissing } from "../shared/messagePicker.ts";

/** Files the server should check: added here with their bytes, not checked yet (saved and library files were). */
export function filesToCheck(files: readonly BuilderFile[]): (BuilderFile & { file: File })[] {
  return files.filter(
    (file): file is BuilderFile & { file: File } =>
      file.file !== null && file.check === undefined && !file.isSaved && !file.libraryFileId,
  );
}

/** How a file goes to be checked: its bytes, or (a large file sent resumably) its finished upload's id. */
export type CheckSource = { kind: "bytes" } | { kind: "upload"; uploadId: string } | { kind: "wait" };

/**
 * A file that uploads resumably (a signed-in person's file of RESUMABLE_FROM_BYTES or more) is checked once its
 * upload finishes, named by id, so its bytes are not sent a second time (issue 40); until then it waits. One whose
 * upload failed is sent with its bytes, so the row still says what is wrong with it.
 */
export function checkSource(
  file: { size: number },
  upload: UploadStatus | undefined,
  resumable: boolean,
): CheckSource {
  if (!resumable || file.size < RESUMABLE_FROM_BYTES) return { kind: "bytes" };
  if (upload?.state === "done") return { kind: "upload", uploadId: upload.uploadId };
  if (upload?.state === "failed") return { kind: "bytes" };
  return { kind: "wait" };
}

/** The row's state for the server's answer. */
export function checkFromInspection(answer: TFileInspection): FileCheck {
  switch (answer.status) {
    case "ready":
      return { state: "ready", pageCount: answer.pageCount };
    case "attention":
      return {
        state: "attention",
        problem: answer.problem,
        reason: answer.reason,
        canUnlock: answer.canUnlock,
      };
    case "unchecked":
      return { state: "unchecked", reason: answer.reason };
    case "messages":
      return { state: "messages", summary: answer.summary };
  }
}

/** The row's reason when the server could not be asked (offline) or gave an answer this page cannot read. */
export function uncheckedOffline(t: FilesT = filesT()): string {
  return t("check.offline");
}

/** The files whose rows say they need attention, in list order. */
export function needingAttention(files: readonly BuilderFile[]): BuilderFile[] {
  // A message export with no conversation picked, or damaged and not agreed to, cannot be built either: the
  // picker on its row says so.
  return files.filter(
    (file) =>
      file.check?.state === "attention" ||
      (file.check?.state === "messages" && choiceMissing(file.check.summary, file.messages)),
  );
}

/**
 * What Preview and Generate say while files need attention: how many, and that each is marked in step 2. Short,
 * because on a phone the toast is one line; the reasons are on the rows.
 * @example attentionMessage(2) // → { title: "2 files need attention", description: "Fix or remove them in step 2 (marked in red), then try again." }
 */
export function attentionMessage(count: number, t: FilesT = filesT()): Message {
  return {
    title: t("check.attentionTitle", { count }),
    description: t("check.attentionDescription", { count }),
  };
}

/**
 * Runs jobs at most `concurrency` at a time, in the order they were added; a job's failure is its own (the queue
 * goes on). Plain, so it is tested without timers or React.
 */
export function createQueue(concurrency: number) {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      running += 1;
      void job()
        .catch(() => {})
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return {
    add(job: () => Promise<void>) {
      waiting.push(job);
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
