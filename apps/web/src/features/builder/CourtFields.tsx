// State and court (builder-and-projects.md §2, §5; guide DECISIONS): the court select stays disabled until a state is
// picked and lists only that state's courts; with "All States" a general court is chosen explicitly instead.
import { SelectField } from "../../components/ui/select-field.tsx";
import { useCourtPresets } from "../shared/presets.ts";
import { ALL_STATES, STATE_OPTIONS } from "../shared/courts.ts";
import type { BuilderStateCode } from "../shared/courts.ts";
import { courtsForState, genericCourts } from "./courts.ts";
import { GroupedSelect } from "./fields.tsx";

export function CourtFields({
  selectedState,
  presetKey,
  onStateChange,
  onCourtChange,
}: {
  selectedState: BuilderStateCode;
  presetKey: string;
  onStateChange: (state: BuilderStateCode) => void;
  onCourtChange: (presetKey: string) => void;
}) {
  const presets = useCourtPresets(selectedState);
  const allStates = selectedState === ALL_STATES;
  const courts = courtsForState(presets.data, selectedState);
  const generic = genericCourts(presets.data);

  const placeholder = allStates
    ? "Choose a state first"
    : presets.isPending
      ? "Loading courts…"
      : presets.isError
        ? "Courts could not be loaded"
        : "Choose your court";

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="State"
        value={selectedState}
        options={STATE_OPTIONS}
        onChange={(value) => onStateChange(value as BuilderStateCode)}
      />
      <GroupedSelect
        id="builder-court"
        label="Court"
        value={allStates ? "" : presetKey}
        disabled={allStates || presets.isPending || presets.isError}
        placeholder={placeholder}
        groups={[
          { label: "State courts", options: courts.filter((c) => c.kind === "state").map(asOption) },
          { label: "Federal courts", options: courts.filter((c) => c.kind === "federal").map(asOption) },
        ].filter((group) => group.options.length > 0)}
        onChange={onCourtChange}
      />
      {!allStates && presets.isError ? (
        <p role="alert" className="text-red-800 sm:col-span-2">
          The list of courts could not be loaded. Check your internet connection, then{" "}
          <button
            type="button"
            onClick={() => void presets.refetch()}
            className="font-semibold text-blue-800 underline underline-offset-4"
          >
            try again
          </button>
          .
        </p>
      ) : null}
      {!allStates && !presets.isError ? (
        <p className="text-sm text-slate-600 sm:col-span-2">
          Court not in the list? Choose &ldquo;All States&rdquo; above, then &ldquo;Other state court&rdquo;
          or &ldquo;Other federal court&rdquo;.
        </p>
      ) : null}
      {allStates ? (
        <fieldset className="rounded-xl border-2 border-slate-200 p-3 sm:col-span-2">
          <legend className="px-1 font-semibold text-slate-900">
            No state picked? Choose a general court instead
          </legend>
          {presets.isError ? (
            <p className="mt-1 text-red-800">
              These choices could not be loaded.{" "}
              <button
                type="button"
                onClick={() => void presets.refetch()}
                className="font-semibold text-blue-800 underline underline-offset-4"
              >
                Try again
              </button>
            </p>
          ) : (
            <div className="mt-1 grid gap-1 sm:grid-cols-3">
              {[{ key: "", label: "Not sure yet" }, ...generic].map((court) => (
                <label
                  key={court.key || "none"}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
                >
                  <input
                    type="radio"
                    name="builder-generic-court"
                    value={court.key}
                    checked={presetKey === court.key}
                    onChange={() => onCourtChange(court.key)}
                    className="size-5 accent-blue-800"
                  />
                  {court.label}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      ) : null}
    </div>
  );
}

function asOption(court: { key: string; label: string }) {
  return { value: court.key, label: court.label };
}
