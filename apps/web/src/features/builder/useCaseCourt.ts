// The court the binder names (issue 37 §1): asks which court hears the chosen binder type where the chosen court is
// (with the amount when the type asks one), and gives the caption the builds, the save and the screens use. A
// saved project's precinct comes back from its saved court name.
import { useEffect, useRef } from "react";
import type { Dispatch } from "react";
import { precinctOfCaption } from "@courtready/contracts";
import type { TBinderTypeSchema, TCourtForCase, TCourtPreset } from "@courtready/contracts";
import { ALL_STATES } from "../shared/courts.ts";
import { useCourtForCase } from "../shared/courtSearch.ts";
import type { BuilderAction, BuilderState } from "./builderState.ts";
import { amountFieldOf, amountOf, caseCourtLabel } from "./caseCourt.ts";

export function useCaseCourt({
  state,
  schema,
  preset,
}: {
  state: BuilderState;
  schema: TBinderTypeSchema | null | undefined;
  preset: TCourtPreset | undefined;
}) {
  const amountKey = amountFieldOf(schema);
  // Only a court of a state has a court level to look up; the general courts are what they say.
  const asks = state.presetKey !== "" && state.selectedState !== ALL_STATES;
  const query = useCourtForCase(asks ? state.presetKey : "", state.binderType, amountOf(state, amountKey));
  const answer =
    asks && query.data?.preset_id === state.presetKey && query.data.binder_type === state.binderType
      ? query.data
      : undefined;

  /**
   * The caption: the court that hears the case once answered; the directory court when there is nothing to ask or
   * the question failed; "" (not known yet) while it is being asked, so a save does not store a name about to change.
   */
  const label = !asks
    ? (preset?.label ?? "")
    : answer
      ? caseCourtLabel(answer, state.courtPrecinct, state.courtPlace)
      : query.isError
        ? (preset?.label ?? "")
        : "";
  return { asks, amountKey, answer, query, label };
}

/**
 * The precinct typed before a project was saved, read back from its saved court name (`savedCourtName`, null when
 * no project is open) once the court's pattern is known, when none is typed yet.
 */
export function useSavedPrecinct(
  answer: TCourtForCase | undefined,
  savedCourtName: string | null,
  state: Pick<BuilderState, "courtPrecinct">,
  dispatch: Dispatch<BuilderAction>,
): void {
  const restoredFor = useRef<string | null>(null);
  const pattern = answer?.precinct_pattern ?? null;
  useEffect(() => {
    if (!pattern || !savedCourtName || state.courtPrecinct !== "" || restoredFor.current === savedCourtName)
      return;
    restoredFor.current = savedCourtName;
    const typed = precinctOfCaption(pattern, savedCourtName);
    if (typed) dispatch({ type: "setCourtPrecinct", precinct: typed.precinct, place: typed.place });
  }, [pattern, savedCourtName, state.courtPrecinct, dispatch]);
}
