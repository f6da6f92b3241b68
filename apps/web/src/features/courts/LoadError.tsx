// What the directory pages show when the court list cannot be loaded: what happened, what to do, and a retry button
// (the spec only logs the failure and leaves an empty page).
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";

export interface LoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

export function LoadError({ onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation("courts");
  return (
    <div role="alert" className="rounded-xl border-2 border-red-300 bg-red-50 p-4 sm:p-6">
      <p className="text-lg font-semibold text-red-900">{t("loadError.title")}</p>
      <p className="mt-1 text-slate-800">{t("loadError.body")}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? t("loadError.retrying") : t("loadError.retry")}
      </Button>
    </div>
  );
}
