// The file size limit (issue 24): over it, the binder comes as volumes, every one of them in the download. Offers the
// chosen court's limit only when its preset records one with a source, no limit, or a limit the person types. The
// builder's Configure step and the project edit screen both show it, on their own state.
import { useId } from "react";
import type { Dispatch, Ref } from "react";
import { useTranslation } from "react-i18next";
// Initialises the catalogues, so the panel speaks on every screen and in render tests that mount it alone.
import "../../i18n/index.ts";
import { sizeLimitMbOf } from "@courtready/contracts";
import type { TSizeLimitChoice } from "@courtready/contracts";
import { courtSizeLimitMb } from "./courts.ts";
import type { BuilderStateCode } from "./courts.ts";
import { useCourtPresets } from "./presets.ts";
import type { SizeLimitAction, SizeLimitDraft } from "./sizeLimit.ts";

/** What the field reads: the court (for its limit) and the choice with the typed MB. */
export type SizeLimitFieldState = { selectedState: BuilderStateCode; presetKey: string } & SizeLimitDraft;

export function SizeLimitField({
  state,
  dispatch,
  error,
  mbRef,
}: {
  state: SizeLimitFieldState;
  dispatch: Dispatch<SizeLimitAction>;
  /** A message to show in place of the field's own (a save refused or failed); the field's own otherwise. */
  error?: string | null;
  mbRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const { t } = useTranslation("builder");
  const presets = useCourtPresets(state.selectedState);
  const courtMb = courtSizeLimitMb(state.presetKey ? presets.data?.[state.presetKey] : undefined);
  // "The court's limit" with no limit recorded for the court means none, and shows so.
  const choice: TSizeLimitChoice = state.sizeLimit === "court" && courtMb === null ? "none" : state.sizeLimit;
  const typedInvalid =
    choice === "custom" && state.sizeLimitMb.trim() !== "" && sizeLimitMbOf(state.sizeLimitMb) === undefined;
  // The catalogue's English is contracts' SIZE_LIMIT_MB_MESSAGE, the server's words for the same rule.
  const message = error ?? (typedInvalid ? t("sizeLimit.invalid") : null);
  const choose = (sizeLimit: TSizeLimitChoice) => dispatch({ type: "setSizeLimit", sizeLimit });
  const radio = "mt-1 size-5 shrink-0 accent-blue-800";

  return (
    <fieldset className="rounded-xl border-2 border-slate-200 p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 font-semibold text-slate-900">{t("sizeLimit.legend")}</legend>
      <p id={`${id}-hint`} className="text-slate-700">
        {t("sizeLimit.hint")}
      </p>
      <div className="mt-3 space-y-2">
        {courtMb !== null ? (
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="radio"
              name={`${id}-limit`}
              checked={choice === "court"}
              onChange={() => choose("court")}
              className={radio}
            />
            <span>
              <span className="font-semibold text-slate-900">{t("sizeLimit.court", { mb: courtMb })}</span>
              <span className="block text-sm text-slate-600">{t("sizeLimit.courtSource")}</span>
            </span>
          </label>
        ) : null}
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="radio"
            name={`${id}-limit`}
            checked={choice === "none"}
            onChange={() => choose("none")}
            className={radio}
          />
          <span className="font-semibold text-slate-900">{t("sizeLimit.none")}</span>
        </label>
        <div className="flex flex-wrap items-start gap-3">
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="radio"
              name={`${id}-limit`}
              checked={choice === "custom"}
              onChange={() => choose("custom")}
              className={radio}
            />
            <span className="font-semibold text-slate-900">{t("sizeLimit.custom")}</span>
          </label>
          <span className="flex items-center gap-2 pl-8 sm:pl-0">
            <input
              id={`${id}-mb`}
              type="text"
              inputMode="decimal"
              aria-label={t("sizeLimit.customLabel")}
              ref={mbRef}
              aria-invalid={message !== null}
              aria-describedby={message !== null ? `${id}-error` : undefined}
              value={state.sizeLimitMb}
              onFocus={() => choose("custom")}
              onChange={(event) =>
                dispatch({ type: "setSizeLimit", sizeLimit: "custom", sizeLimitMb: event.target.value })
              }
              className="w-24 rounded-lg border-2 border-slate-400 px-3 py-1.5 text-slate-900 aria-[invalid=true]:border-red-700"
            />
            <span className="text-slate-700">{t("sizeLimit.mb")}</span>
          </span>
        </div>
        {message !== null ? (
          <p id={`${id}-error`} role="alert" className="pl-8 text-sm font-semibold text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
