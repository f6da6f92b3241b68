// The binder type's case questions (builder-and-projects.md §5): drawn from its schema, required ones marked with a
// red asterisk; enum → select, date → date input, number → numeric input, 'statement' → multi-line box, else text.
import { useTranslation } from "react-i18next";
import { FIELD_CLASSES } from "../../components/ui/select-field.tsx";
import { INPUT_CLASSES } from "../../components/ui/text-field.tsx";
import type { FormValue } from "./builderState.ts";
import { FieldLabel, caseFieldId, fieldHint, fieldTitle, optionLabel } from "./fields.tsx";
import type { FormField } from "./validation.ts";

export function DynamicFields({
  fields,
  valueOf,
  onChange,
  flagged,
}: {
  fields: readonly FormField[];
  valueOf: (key: string) => FormValue | undefined;
  onChange: (key: string, value: FormValue) => void;
  /** Keys of required fields to mark as missing. */
  flagged?: ReadonlySet<string>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <DynamicField
          key={field.key}
          field={field}
          value={valueOf(field.key)}
          onChange={(value) => onChange(field.key, value)}
          missing={flagged?.has(field.key) ?? false}
        />
      ))}
    </div>
  );
}

function DynamicField({
  field,
  value,
  onChange,
  missing,
}: {
  field: FormField;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  missing: boolean;
}) {
  const { t, i18n } = useTranslation("builder");
  const language = i18n.language;
  const id = caseFieldId(field.key);
  const title = fieldTitle(field.key, field.property.title, language);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { property, required, kind } = field;
  const text = typeof value === "string" ? value : "";
  const describedBy = [property.description ? hintId : null, missing ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    "aria-required": required ? true : undefined,
    "aria-invalid": missing ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  const hint = property.description ? (
    <p id={hintId} className="mt-1 text-sm text-slate-600">
      {property.description ? fieldHint(field.key, property.description, language) : null}
    </p>
  ) : null;
  const error = missing ? (
    <p id={errorId} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-800">
      <span aria-hidden="true">⚠</span>
      {t("fields.missing")}
    </p>
  ) : null;
  // A missing field's box turns red as well as saying so, for people who scan rather than read.
  const invalid = missing ? " border-red-700" : "";

  if (kind === "checkbox")
    return (
      <div className="sm:col-span-2">
        <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            className="size-5 accent-blue-800"
          />
          {title}
          {required ? (
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          ) : null}
        </label>
        {hint}
        {error}
      </div>
    );

  return (
    <div className={kind === "textarea" ? "sm:col-span-2" : undefined}>
      <FieldLabel htmlFor={id} required={required}>
        {title}
      </FieldLabel>
      {hint}
      {kind === "select" ? (
        <select
          {...common}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={FIELD_CLASSES + invalid}
        >
          <option value="">{t("fields.chooseOne")}</option>
          {(property.enum ?? []).map((option) => (
            <option key={option} value={option}>
              {optionLabel(option, language)}
            </option>
          ))}
        </select>
      ) : kind === "textarea" ? (
        <textarea
          {...common}
          value={text}
          rows={4}
          maxLength={20_000}
          onChange={(event) => onChange(event.target.value)}
          className={INPUT_CLASSES + invalid}
        />
      ) : (
        <input
          {...common}
          type={kind === "number" ? "number" : kind === "date" ? "date" : kind === "text" ? "text" : kind}
          inputMode={kind === "number" ? (property.type === "integer" ? "numeric" : "decimal") : undefined}
          step={kind === "number" ? (property.type === "integer" ? 1 : "any") : undefined}
          autoComplete={kind === "email" ? "email" : kind === "tel" ? "tel" : "off"}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={INPUT_CLASSES + invalid}
        />
      )}
      {error}
    </div>
  );
}
