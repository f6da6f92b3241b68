// The binder type's case questions (builder-and-projects.md §5): drawn from its schema, required ones marked with a
// red asterisk; enum → select, date → date input, number → numeric input, 'statement' → multi-line box, else text.
import { FIELD_CLASSES } from "../../components/ui/select-field.tsx";
import type { FormValue } from "./builderState.ts";
import { FieldLabel, INPUT_CLASSES, caseFieldId } from "./fields.tsx";
import type { FormField } from "./validation.ts";

export function DynamicFields({
  fields,
  valueOf,
  onChange,
}: {
  fields: readonly FormField[];
  valueOf: (key: string) => FormValue | undefined;
  onChange: (key: string, value: FormValue) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <DynamicField
          key={field.key}
          field={field}
          value={valueOf(field.key)}
          onChange={(value) => onChange(field.key, value)}
        />
      ))}
    </div>
  );
}

function DynamicField({
  field,
  value,
  onChange,
}: {
  field: FormField;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
}) {
  const id = caseFieldId(field.key);
  const hintId = `${id}-hint`;
  const { property, required, kind } = field;
  const text = typeof value === "string" ? value : "";
  const common = {
    id,
    "aria-required": required ? true : undefined,
    "aria-describedby": property.description ? hintId : undefined,
  };
  const hint = property.description ? (
    <p id={hintId} className="mt-1 text-sm text-slate-600">
      {property.description}
    </p>
  ) : null;

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
          {property.title}
          {required ? (
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          ) : null}
        </label>
        {hint}
      </div>
    );

  return (
    <div className={kind === "textarea" ? "sm:col-span-2" : undefined}>
      <FieldLabel htmlFor={id} required={required}>
        {property.title}
      </FieldLabel>
      {hint}
      {kind === "select" ? (
        <select
          {...common}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={FIELD_CLASSES}
        >
          <option value="">Choose one</option>
          {(property.enum ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
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
          className={INPUT_CLASSES}
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
          className={INPUT_CLASSES}
        />
      )}
    </div>
  );
}
