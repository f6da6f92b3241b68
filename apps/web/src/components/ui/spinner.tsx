// A small loading indicator that screen readers announce by its label ("Loading" in the reader's language).
import { useTranslation } from "react-i18next";

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation("ui");
  return (
    <div role="status" aria-label={label ?? t("loading")} className="flex justify-center py-16">
      <svg className="size-8 animate-spin text-blue-800" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}
