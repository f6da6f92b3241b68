// Small pieces of the builder page: the saved project's status line, the screen while a project loads (or could
// not), and the Clear form confirmation.
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import type { SaveStatus } from "./savedProject.ts";

export const BACK_LINK =
  "inline-flex min-h-11 items-center gap-1 font-semibold text-blue-800 underline-offset-4 hover:underline";

export function BackToDashboard() {
  const { t } = useTranslation("builder");
  return (
    <Link to="/dashboard" className={BACK_LINK}>
      <span aria-hidden="true">←</span> {t("parts.backToDashboard")}
    </Link>
  );
}

/** Auto-saving / Unsaved changes / All changes saved (§4), stuck to the top while the form scrolls. */
export function SaveStatusBar({ status }: { status: SaveStatus }) {
  const { t } = useTranslation("builder");
  // The mark sits outside the live region so the region's text is exactly the spec's words (§4).
  return (
    <div
      className={`sticky top-2 z-10 flex min-h-11 items-center gap-2 rounded-xl border-2 px-4 py-2 font-semibold ${
        status === "saved"
          ? "border-green-700 bg-green-50 text-green-900"
          : "border-amber-500 bg-amber-50 text-slate-900"
      }`}
    >
      <span aria-hidden="true">{status === "saved" ? "✓" : status === "saving" ? "…" : "●"}</span>
      <p role="status" aria-live="polite">
        {t(`parts.saveStatus.${status}`)}
      </p>
    </div>
  );
}

/** While a saved project loads: a spinner, or why it could not be loaded and what to do. */
export function ProjectLoading({
  failed,
  notFound,
  onRetry,
}: {
  failed: boolean;
  notFound: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation("builder");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {failed ? (
        <div role="alert" className="rounded-2xl border-2 border-slate-300 bg-white p-6 text-slate-900">
          <h1 className="text-2xl font-bold">
            {notFound ? t("parts.projectNotFound") : t("parts.projectLoadFailed")}
          </h1>
          <p className="mt-2 text-lg text-slate-700">
            {notFound ? t("parts.projectNotFoundDetail") : t("parts.projectLoadFailedDetail")}
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            {notFound ? null : <Button onClick={onRetry}>{t("parts.tryAgain")}</Button>}
            <BackToDashboard />
          </div>
        </div>
      ) : (
        <Spinner label={t("parts.loadingProject")} />
      )}
    </div>
  );
}

export function ClearFormDialog({
  open,
  onKeep,
  onClear,
}: {
  open: boolean;
  onKeep: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("builder");
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      title={t("parts.clearTitle")}
      description={t("parts.clearDescription")}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onKeep}>
          {t("parts.keepWork")}
        </Button>
        <Button variant="danger" onClick={onClear}>
          {t("parts.clearForm")}
        </Button>
      </div>
    </Dialog>
  );
}
