// A file row's upload line (issue 40): bytes sent, time left, and a button that cancels the upload by removing the
// file (what the server stored is deleted with it). Screen readers hear the line as a polite live region.
import { useTranslation } from "react-i18next";
import { uploadLine } from "./uploadProgress.ts";
import type { UploadStatus } from "./uploadProgress.ts";

export function UploadLine({
  name,
  status,
  onCancel,
}: {
  name: string;
  status: UploadStatus | undefined;
  onCancel: () => void;
}) {
  const { t } = useTranslation("uploads");
  if (!status) return null;
  const percent =
    status.state === "sending" && status.total > 0 ? Math.floor((status.sent / status.total) * 100) : null;
  return (
    <div className="mt-1 text-sm text-slate-600" aria-live="polite">
      {percent !== null && (
        <progress className="block h-1.5 w-full" max={100} value={percent} aria-hidden="true" />
      )}
      <span>{uploadLine(status, t)}</span>
      {status.state === "sending" && (
        <button
          type="button"
          className="ml-2 text-sm font-medium text-blue-700 underline"
          aria-label={t("progress.cancelLabel", { name })}
          onClick={onCancel}
        >
          {t("progress.cancel")}
        </button>
      )}
    </div>
  );
}
