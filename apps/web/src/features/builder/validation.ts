// The builder's rules about its case fields (builder-and-projects.md §5): which control each schema property becomes,
// which required fields are still empty (upload waits for them), and what counts as case information for Save.
import { ZSchemaProperty } from "@courtready/contracts";
import type { TBinderTypeSchema, TSchemaProperty } from "@courtready/contracts";
import { fieldValue } from "./builderState.ts";
import type { BuilderState, FormValue } from "./builderState.ts";

/** The role has its own select, so a schema's "role" property is never drawn in the dynamic form (§5). */
const EXCLUDED_KEYS: ReadonlySet<string> = new Set(["role"]);

export type FieldKind = "select" | "date" | "number" | "textarea" | "checkbox" | "email" | "tel" | "text";

/**
 * The control a schema property becomes, in the spec's order: enum → select; date format → date input; number →
 * numeric input; a title containing 'statement' (any case) → multi-line box; otherwise a text box. Yes/no properties
 * become a checkbox, and e-mail and phone formats get their keyboards on a phone.
 * @example fieldKind({ title: "Statement of claim", type: "string" }) // → "textarea"
 */
export function fieldKind(property: TSchemaProperty): FieldKind {
  if (property.enum && property.enum.length > 0) return "select";
  if (property.format === "date") return "date";
  if (property.type === "number" || property.type === "integer") return "number";
  if (/statement/i.test(property.title)) return "textarea";
  if (property.type === "boolean") return "checkbox";
  if (property.format === "email") return "email";
  if (property.format === "tel") return "tel";
  return "text";
}

export interface FormField {
  key: string;
  property: TSchemaProperty;
  required: boolean;
  kind: FieldKind;
}

/** The fields the dynamic form draws, in the schema's order, without the role. */
export function formFields(schema: TBinderTypeSchema | null | undefined): FormField[] {
  if (!schema) return [];
  const required = new Set(schema.required);
  return Object.entries(schema.properties)
    .filter(([key]) => !EXCLUDED_KEYS.has(key))
    .map(([key, property]) => ({ key, property, required: required.has(key), kind: fieldKind(property) }));
}

/**
 * A binder type's schema from the server's answer, keeping every property the form can draw and skipping any it
 * cannot (so one odd property does not hide all the others); null when the answer has no usable schema.
 */
export function readSchema(data: unknown): TBinderTypeSchema | null {
  if (!data || typeof data !== "object") return null;
  const schema = (data as { schema?: unknown }).schema;
  if (!schema || typeof schema !== "object") return null;
  const { properties, required } = schema as { properties?: unknown; required?: unknown };
  if (!properties || typeof properties !== "object") return null;
  const kept: Record<string, TSchemaProperty> = {};
  for (const [key, value] of Object.entries(properties)) {
    const parsed = ZSchemaProperty.safeParse(value);
    if (parsed.success) kept[key] = parsed.data;
  }
  const requiredKeys = Array.isArray(required)
    ? required.filter((key): key is string => typeof key === "string" && key in kept)
    : [];
  return { type: "object", properties: kept, required: requiredKeys };
}

/** Whether a field has a value: text that is not only spaces, or a ticked box. */
export function isFilled(value: FormValue | undefined): boolean {
  if (typeof value === "boolean") return value;
  return typeof value === "string" && value.trim() !== "";
}

/** The required fields that are still empty, in form order. */
export function missingRequiredFields(
  schema: TBinderTypeSchema | null | undefined,
  state: BuilderState,
): FormField[] {
  return formFields(schema).filter((field) => field.required && !isFilled(fieldValue(state, field.key)));
}

/**
 * Whether upload must wait (§5): only once the schema is known and one of its required fields is empty. While the
 * schema loads, or when it could not be had, upload is allowed.
 */
export function uploadBlocked(schema: TBinderTypeSchema | null | undefined, state: BuilderState): boolean {
  return missingRequiredFields(schema, state).length > 0;
}

/** Save's "non-empty case information" (§5): at least one case field or dynamic form answer has a value. */
export function hasCaseInformation(state: BuilderState): boolean {
  return (
    Object.values(state.caseInfo).some((value) => isFilled(value)) ||
    Object.values(state.formData).some((value) => isFilled(value))
  );
}
