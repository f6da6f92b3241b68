// The court (issue 37 §1): the directory's search as a combobox — a city, borough, ZIP code or county offers its
// courts, the place typed first ("Houston" or "77002" → Harris County) — then, under it, the court that hears
// this type of case there (CaseCourt). No court in the search? The general courts ("Other state court", "Other federal court") stay offered.
import { useTranslation } from "react-i18next";
import type { TCourtPreset } from "@courtready/contracts";
import { CourtCombobox } from "../shared/CourtCombobox.tsx";
import { ALL_STATES } from "../shared/courts.ts";
import { useCourtPresets } from "../shared/presets.ts";
import { CaseCourt } from "./CaseCourt.tsx";
import type { CaseCourtProps } from "./CaseCourt.tsx";
import { genericCourts } from "./courts.ts";
import { TextButton } from "../../components/ui/button.tsx";

export function CourtFields({
  presetKey,
  chosen,
  onCourtChange,
  caseCourt,
}: {
  presetKey: string;
  /** The chosen court's directory entry, once known. */
  chosen: TCourtPreset | undefined;
  onCourtChange: (presetKey: string) => void;
  /** The court that hears the case, shown once a court of a state is chosen; null otherwise. */
  caseCourt: CaseCourtProps | null;
}) {
  const { t } = useTranslation("builder");
  const generic = useCourtPresets(ALL_STATES);
  const generalCourts = genericCourts(generic.data);
  const isGeneral = generalCourts.some((court) => court.key === presetKey);

  return (
    <div className="space-y-4">
      <CourtCombobox
        label={t("court.label")}
        hint={t("court.searchHint")}
        chosenLabel={chosen?.kind === "generic" ? "" : (chosen?.label ?? "")}
        onChoose={(preset) => onCourtChange(preset.id)}
      />
      {caseCourt ? <CaseCourt {...caseCourt} /> : null}
      <details className="rounded-xl border-2 border-slate-200 p-3" open={isGeneral || undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-slate-900">
          {t("court.notFoundSummary")}
        </summary>
        {generic.isError ? (
          <p className="mt-1 text-red-800">
            {t("court.choicesFailed")}{" "}
            <TextButton onClick={() => void generic.refetch()}>{t("court.tryAgain")}</TextButton>
          </p>
        ) : (
          <fieldset className="mt-1">
            <legend className="sr-only">{t("court.generalCourt")}</legend>
            <div className="grid gap-1 sm:grid-cols-3">
              {[{ key: "", label: t("court.notSure") }, ...generalCourts].map((court) => (
                <label
                  key={court.key || "none"}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
                >
                  <input
                    type="radio"
                    name="builder-generic-court"
                    value={court.key}
                    checked={court.key === "" ? presetKey === "" : presetKey === court.key}
                    onChange={() => onCourtChange(court.key)}
                    className="size-5 accent-blue-800"
                  />
                  {court.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </details>
    </div>
  );
}
