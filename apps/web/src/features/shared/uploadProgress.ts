// What a resumable upload's row says while it runs (issue 40): bytes sent of the file's size and the time left,
// estimated from the rate since this session's sending began (bytes already on the server before a resume do not
// count as speed). Pure: takes `t` and the clock's readings, so tests hold both languages.
import type { TFunction } from "i18next";
import { formatFileSize } from "@courtready/contracts";

/** One upload as the builder shows it. */
export type UploadStatus =
  | {
      state: "sending";
      sent: number;
      total: number;
      /** When this session's sending began and how much was on the server then (a resumed upload's part). */
      startedAt: number;
      startBytes: number;
      now: number;
    }
  | { state: "done"; total: number; uploadId: string }
  | { state: "failed" };

/** Rates from less than this much sending are noise (the first chunk's buffering), so no time is promised yet. */
const MIN_SAMPLE_MS = 2000;

/**
 * Seconds left at the rate seen so far, or null while too little has been seen to say.
 * @example secondsLeft({ sent: 60, total: 100, startedAt: 0, startBytes: 0, now: 6000 }) // → 4
 */
export function secondsLeft(status: {
  sent: number;
  total: number;
  startedAt: number;
  startBytes: number;
  now: number;
}): number | null {
  const elapsed = status.now - status.startedAt;
  const moved = status.sent - status.startBytes;
  if (elapsed < MIN_SAMPLE_MS || moved <= 0) return null;
  return Math.ceil(((status.total - status.sent) * elapsed) / moved / 1000);
}

/** The row's line: "Uploading: 12 MB of 200 MB · about 3 minutes left", "Uploaded (200 MB)", or why it stopped. */
export function uploadLine(status: UploadStatus, t: TFunction<"uploads">): string {
  if (status.state === "failed") return t("progress.failed");
  if (status.state === "done") return t("progress.done", { total: formatFileSize(status.total) });
  const sending = t("progress.sending", {
    sent: formatFileSize(status.sent),
    total: formatFileSize(status.total),
  });
  const left = secondsLeft(status);
  if (left === null) return sending;
  const time =
    left < 60 ? t("progress.underAMinute") : t("progress.minutesLeft", { count: Math.ceil(left / 60) });
  return `${sending} · ${time}`;
}
