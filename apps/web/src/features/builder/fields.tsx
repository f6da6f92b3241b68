// Form pieces the builder needs beyond the shared TextField and SelectField: a label with the required asterisk, a
// select with option groups, and the stable ids that let "fill in this field first" move focus to a field.
import type { ReactNode } from "react";
import { FIELD_CLASSES } from "../../components/ui/select-field.tsx";

/** A stable element id for a case field, so the upload step can send focus to a missing one. */
export function caseFieldId(key: string): string {
  return `builder-field-${key.replace(/[^A-Za-z0-9_-]/g, "_")}`;
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
