// Step 1, Configure (builder-and-projects.md §2): state and court, binder type, role, project name, the binder type's
// case questions, the file size limit and the enhanced print-kit option.
import type { Dispatch } from "react";
import type { TCourtPreset } from "@courtready/contracts";
import { NUMBERED_ROLES, LETTERED_ROLES, ROLE_NAMES, ZRole, isBinderTypeSlug } from "@courtready/contracts";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import type { BinderTypeChoice } from "./api.ts";
import { fieldValue } from "./builderState.ts";
import type { BuilderAction, BuilderState } from "./builderState.ts";
import { CourtFields } from "./CourtFields.tsx";
import type { CaseCourtProps } from "./CaseCourt.tsx";
import type { useCaseCourt } from "./useCaseCourt.ts";
import { DynamicFields } from "./DynamicFields.tsx";
import { GroupedSelect } from "./fields.tsx";
import { SizeLimitField } from "../shared/SizeLimitField.tsx";
import type { FormField } from "./validation.ts";

const ROLE_GROUPS = [
  {
    label: "Exhibits numbered 1, 2, 3",
    options: NUMBERED_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] })),
  },
  {
    label: "Exhibits lettered A, B, C",
    options: LETTERED_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] })),
  },
];

// What compile's enhanced-kit.zip holds (packages/engine/src/kit/kit.ts), in plain words.
export const ENHANCED_KIT_CONTENTS = [
  "your court-ready binder",
  "exhibit sticker labels to print on standard 5160 label sheets",
  "a version set up for double-sided printing, with a cover sheet before each exhibit",
  "a review version with clickable links",
  "a page-numbering (Bates) list",
  "a quality report that points out pages to check before filing, such as full Social Security or account numbers to black out",
];

export function ConfigureStep({
  state,
  dispatch,
  binderTypes,
  fields,
  schemaState,
  onRetrySchema,
  flagged,
  court,
}: {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  binderTypes: readonly BinderTypeChoice[];
  fields: readonly FormField[];
  schemaState: "loading" | "ready" | "failed";
  onRetrySchema: () => void;
  /** Required fields marked as missing after an attempt to add files (issue 19 item 7). */
  flagged: ReadonlySet<string>;
  /** The chosen court and the court that hears the case there (useCaseCourt). */
  court: ChosenCourt;
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <CourtFields
            presetKey={state.presetKey}
            chosen={court.preset}
            onCourtChange={(presetKey) => dispatch({ type: "setPreset", presetKey })}
            caseCourt={caseCourtProps(state, dispatch, court, fields)}
          />
        </div>
        <SelectField
          label="Binder type"
          value={state.binderType}
          options={binderTypes.map((type) => ({ value: type.slug, label: type.name }))}
          onChange={(value) => {
            if (isBinderTypeSlug(value)) dispatch({ type: "setBinderType", binderType: value });
          }}
        />
        <GroupedSelect
          id="builder-role"
          label="Your role in the case"
          value={state.role}
          groups={ROLE_GROUPS}
          hint="Plaintiff-side roles number their exhibits; defendant-side roles letter them."
          onChange={(value) => {
            const role = ZRole.safeParse(value);
            if (role.success) dispatch({ type: "setRole", role: role.data });
          }}
        />
        <TextField
          label="Project name"
          hint="Optional. Helps you find this binder later, for example “Rent deposit case”."
          value={state.projectName}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => dispatch({ type: "setProjectName", projectName: event.target.value })}
          className="sm:col-span-2"
        />
      </div>

      <section aria-labelledby="builder-case-details" className="border-t border-slate-200 pt-5">
        <h3 id="builder-case-details" className="text-lg font-bold text-slate-900">
          Case details
        </h3>
        <p className="mt-1 text-slate-700">
          Fields marked with{" "}
          <span aria-hidden="true" className="font-bold text-red-700">
            *
          </span>
          <span className="sr-only">an asterisk</span> are needed before you can add files.
        </p>
        <div className="mt-4">
          {schemaState === "loading" ? (
            <Spinner label="Loading the questions for this binder type" />
          ) : schemaState === "failed" ? (
            <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-slate-900">
              The questions for this binder type could not be loaded. You can still add your files and build
              your binder.{" "}
              <button
                type="button"
                onClick={onRetrySchema}
                className="font-semibold text-blue-800 underline underline-offset-4"
              >
                Try loading them again
              </button>
            </p>
          ) : fields.length === 0 ? (
            <p className="text-slate-700">This binder type has no extra questions.</p>
          ) : (
            <DynamicFields
              fields={fields}
              valueOf={(key) => fieldValue(state, key)}
              onChange={(key, value) => dispatch({ type: "setField", key, value })}
              flagged={flagged}
            />
          )}
        </div>
      </section>

      <SizeLimitField state={state} dispatch={dispatch} />

      <div className="rounded-xl border-2 border-slate-200 p-4">
        <label htmlFor="builder-enhanced" className="flex cursor-pointer items-start gap-3">
          <input
            id="builder-enhanced"
            type="checkbox"
            checked={state.enhancedProcessing}
            onChange={(event) => dispatch({ type: "setEnhanced", enhanced: event.target.checked })}
            aria-describedby="builder-enhanced-hint"
            className="mt-1 size-5 shrink-0 accent-blue-800"
          />
          <span className="font-semibold text-slate-900">Enhanced processing: make a full print kit</span>
        </label>
        <div id="builder-enhanced-hint" className="mt-1 pl-8 text-slate-700">
          <p>When this is on, Generate Binder gives you one ZIP file with:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {ENHANCED_KIT_CONTENTS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** The chosen court's entry and the court-for-a-case answer, as BuilderPage has them. */
export type ChosenCourt = ReturnType<typeof useCaseCourt> & { preset: TCourtPreset | undefined };

/** The "court for your case" panel's values, or null when there is nothing to ask (no court, or a general one). */
function caseCourtProps(
  state: BuilderState,
  dispatch: Dispatch<BuilderAction>,
  court: ChosenCourt,
  fields: readonly FormField[],
): CaseCourtProps | null {
  if (!court.asks) return null;
  const amountKey = court.amountKey;
  const amountField = amountKey ? fields.find((field) => field.key === amountKey) : undefined;
  const amountValue = amountKey ? fieldValue(state, amountKey) : undefined;
  return {
    answer: court.answer,
    status: court.answer ? "success" : court.query.isError ? "error" : "pending",
    onRetry: () => void court.query.refetch(),
    county: court.preset?.county ?? null,
    caption: court.label || court.preset?.label || "",
    amount:
      amountKey && amountField
        ? {
            // The same question as in Case details, named apart so the two boxes are told from each other.
            label: `${amountField.property.title ?? "Amount"} (decides the court)`,
            value: typeof amountValue === "string" ? amountValue : "",
            onChange: (value) => dispatch({ type: "setField", key: amountKey, value }),
          }
        : null,
    precinct: state.courtPrecinct,
    place: state.courtPlace,
    onPrecinct: (precinct, place) => dispatch({ type: "setCourtPrecinct", precinct, place }),
  };
}
