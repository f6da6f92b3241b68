// Step 1, Configure (builder-and-projects.md §2): state and court, binder type, role, project name, the binder type's
// case questions, the file size limit and the enhanced print-kit option.
import type { Dispatch } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { TCourtPreset } from "@courtready/contracts";
import { NUMBERED_ROLES, LETTERED_ROLES, ZRole, isBinderTypeSlug } from "@courtready/contracts";
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
import { GroupedSelect, fieldTitle } from "./fields.tsx";
import { SizeLimitField } from "../shared/SizeLimitField.tsx";
import type { FormField } from "./validation.ts";
import { TextButton } from "../../components/ui/button.tsx";

/** The role choices in two groups, named in the interface's language (the binder prints the English role). */
function roleGroups(t: TFunction<"builder">) {
  return [
    {
      label: t("configure.numberedGroup"),
      options: NUMBERED_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
    },
    {
      label: t("configure.letteredGroup"),
      options: LETTERED_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
    },
  ];
}

// What compile's enhanced-kit.zip holds (packages/engine/src/kit/kit.ts), in plain words (catalogue keys).
export const ENHANCED_KIT_CONTENTS = ["binder", "stickers", "duplex", "review", "bates", "quality"] as const;

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
  const { t, i18n } = useTranslation("builder");
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <CourtFields
            presetKey={state.presetKey}
            chosen={court.preset}
            onCourtChange={(presetKey) => dispatch({ type: "setPreset", presetKey })}
            caseCourt={caseCourtProps(state, dispatch, court, fields, t, i18n.language)}
          />
        </div>
        <SelectField
          label={t("configure.binderType")}
          value={state.binderType}
          options={binderTypes.map((type) => ({ value: type.slug, label: type.name }))}
          onChange={(value) => {
            if (isBinderTypeSlug(value)) dispatch({ type: "setBinderType", binderType: value });
          }}
        />
        <GroupedSelect
          id="builder-role"
          label={t("configure.role")}
          value={state.role}
          groups={roleGroups(t)}
          hint={t("configure.roleHint")}
          onChange={(value) => {
            const role = ZRole.safeParse(value);
            if (role.success) dispatch({ type: "setRole", role: role.data });
          }}
        />
        <TextField
          label={t("configure.projectName")}
          hint={t("configure.projectNameHint")}
          value={state.projectName}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => dispatch({ type: "setProjectName", projectName: event.target.value })}
          className="sm:col-span-2"
        />
      </div>

      <section aria-labelledby="builder-case-details" className="border-t border-slate-200 pt-5">
        <h3 id="builder-case-details" className="text-lg font-bold text-slate-900">
          {t("configure.caseDetails")}
        </h3>
        <p className="mt-1 text-slate-700">
          <Trans
            t={t}
            i18nKey="configure.requiredNote"
            components={{
              mark: <span aria-hidden="true" className="font-bold text-red-700" />,
              sr: <span className="sr-only" />,
            }}
          />
        </p>
        {i18n.language.startsWith("en") ? null : (
          <p className="mt-1 font-semibold text-slate-800">{t("configure.englishNote")}</p>
        )}
        <div className="mt-4">
          {schemaState === "loading" ? (
            <Spinner label={t("configure.loadingQuestions")} />
          ) : schemaState === "failed" ? (
            <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-slate-900">
              {t("configure.questionsFailed")}{" "}
              <TextButton onClick={onRetrySchema}>{t("configure.retryQuestions")}</TextButton>
            </p>
          ) : fields.length === 0 ? (
            <p className="text-slate-700">{t("configure.noQuestions")}</p>
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
          <span className="font-semibold text-slate-900">{t("configure.enhancedLabel")}</span>
        </label>
        <div id="builder-enhanced-hint" className="mt-1 pl-8 text-slate-700">
          <p>{t("configure.enhancedIntro")}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {ENHANCED_KIT_CONTENTS.map((item) => (
              <li key={item}>{t(`configure.kitContents.${item}`)}</li>
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
  t: TFunction<"builder">,
  language: string,
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
            label: t("configure.amountDecides", {
              label:
                fieldTitle(amountField.key, amountField.property.title, language) || t("configure.amount"),
            }),
            value: typeof amountValue === "string" ? amountValue : "",
            onChange: (value) => dispatch({ type: "setField", key: amountKey, value }),
          }
        : null,
    precinct: state.courtPrecinct,
    place: state.courtPlace,
    onPrecinct: (precinct, place) => dispatch({ type: "setCourtPrecinct", precinct, place }),
  };
}
