// The "×" that closes a dialog: 44 px to tap, named for screen readers by its label ("Close" in the reader's language).
import { useTranslation } from "react-i18next";

export function CloseButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation("ui");
  return (
    <button
      type="button"
      onClick={onClick}
      className="-m-2 min-h-11 min-w-11 rounded-lg p-2 text-2xl leading-none text-slate-600 hover:bg-slate-100"
      aria-label={label ?? t("close")}
    >
      ×
    </button>
  );
}
