// The search box of the pickers that add library files to a binder or a project (name, description or tag).
import { useFilesTranslation } from "./filesText.ts";

export function LibrarySearchField({
  id,
  value,
  onChange,
  className = "",
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const { t } = useFilesTranslation();
  return (
    <>
      <label htmlFor={id} className={`block font-semibold text-slate-900 ${className}`}>
        {t("library.search")}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t("library.searchPlaceholder")}
        className="mt-1 block min-h-11 w-full rounded-lg border-2 border-slate-400 bg-white px-3"
      />
    </>
  );
}
