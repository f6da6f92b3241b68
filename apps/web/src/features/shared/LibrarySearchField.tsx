// The search box of the pickers that add library files to a binder or a project (name, description or tag).
import { LabelledInput } from "../../components/ui/text-field.tsx";
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
    <LabelledInput
      id={id}
      className={className}
      label={t("library.search")}
      type="search"
      value={value}
      onValueChange={onChange}
      placeholder={t("library.searchPlaceholder")}
    />
  );
}
