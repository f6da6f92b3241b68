// Form pieces the builder needs beyond the shared TextField and SelectField: a label with the required asterisk, a
// select with option groups, and the stable ids that let "fill in this field first" move focus to a field.
import type { ReactNode } from "react";
import { FIELD_CLASSES } from "../../components/ui/select-field.tsx";
import { i18n } from "../../i18n/index.ts";

/** A stable element id for a case field, so the upload step can send focus to a missing one. */
export function caseFieldId(key: string): string {
  return `builder-field-${key.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

/**
 * A case field's label in the interface's language: the schema's own (English) title, or in another language the
 * catalogue's label for that field id when it has one. Only the label is translated: the answer typed goes to the
 * binder as typed, and the binder is English.
 * @example fieldTitle("landlordName", "Landlord's Name", "es") // → "Nombre del propietario"
 */
export function fieldTitle(key: string, title: string, language: string): string {
  if (language.startsWith("en")) return title;
  return caseFieldText(`caseFields.${key}`, language) ?? title;
}

/** A case field's hint (its schema description) in the interface's language, as fieldTitle. */
export function fieldHint(key: string, description: string, language: string): string {
  if (language.startsWith("en")) return description;
  return caseFieldText(`caseFieldHints.${key}`, language) ?? description;
}

/** One choice of a case field's list, shown in the interface's language; the value kept stays the English one. */
export function optionLabel(option: string, language: string): string {
  if (language.startsWith("en")) return option;
  return caseFieldText(`caseFieldOptions.${optionKey(option)}`, language) ?? option;
}

/** The catalogue key of a choice: its English words, with what a key cannot hold (dots, colons) left out. */
export function optionKey(option: string): string {
  return option.replace(/[.:]/g, "");
}

function caseFieldText(key: string, language: string): string | null {
  const path = `builder:${key}`;
  // Field ids come from the server's schema, so they are not known to the typed catalogue at compile time.
  return i18n.exists(path, { lng: language }) ? i18n.t(path as never, { lng: language }) : null;
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-slate-900">
      {children}
      {/* The asterisk is for the eye; screen readers hear "required" from aria-required on the control. */}
      {required ? (
        <span aria-hidden="true" className="ml-1 text-red-700">
          *
        </span>
      ) : null}
    </label>
  );
}

export interface OptionGroup {
  /** Shown as an <optgroup>; null for options outside any group. */
  label: string | null;
  options: readonly { value: string; label: string }[];
}

export function GroupedSelect({
  id,
  label,
  value,
  groups,
  placeholder,
  hint,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  groups: readonly OptionGroup[];
  /** A first, empty choice ("Choose your court"). */
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD_CLASSES} disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {groups.map((group, index) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : (
            group.options.map((option) => (
              <option key={`${index}-${option.value}`} value={option.value}>
                {option.label}
              </option>
            ))
          ),
        )}
      </select>
    </div>
  );
}
