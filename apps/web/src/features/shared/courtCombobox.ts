// The court field's keyboard and wording rules (WAI-ARIA combobox with a list popup), kept apart from React so they
// are tested without a browser: which option is active after a key, and what the live status says (in the language
// of the `t` given, the one shown now by default).
import type { TCourtSearchResult } from "@courtready/contracts";
import { currentCourtsT } from "./courtsText.ts";
import type { CourtsT } from "./courtsText.ts";
import { placeLine } from "./matchedPlace.ts";

/** At most this many courts are offered under the field; the search ranks the place typed first. */
export const COURT_OPTIONS_SHOWN = 8;

/** Which option is active: -1 for none (the text box itself). */
export interface ComboboxState {
  open: boolean;
  active: number;
}

export type ComboboxKey = "ArrowDown" | "ArrowUp" | "Home" | "End" | "Escape";

/**
 * The state after a navigation key, with `count` options: Down opens the list and moves down, wrapping to the
 * first; Up moves up, wrapping to the last; Home and End jump; Escape closes.
 * @example comboboxStep({ open: false, active: -1 }, "ArrowDown", 3) // { open: true, active: 0 }
 */
export function comboboxStep(state: ComboboxState, key: ComboboxKey, count: number): ComboboxState {
  if (key === "Escape" || count === 0) return { open: false, active: -1 };
  switch (key) {
    case "ArrowDown":
      return { open: true, active: state.open ? (state.active + 1) % count : 0 };
    case "ArrowUp":
      return { open: true, active: state.open && state.active > 0 ? state.active - 1 : count - 1 };
    case "Home":
      return { open: true, active: 0 };
    case "End":
      return { open: true, active: count - 1 };
  }
}

/**
 * What an option says under the court's name: the place it was found by, or its county.
 * @example optionDetail({ preset, place: { name: "Houston", state: "TX", county: "Harris County", … } })
 *   // "Houston, TX — Harris County"
 */
export function optionDetail(result: TCourtSearchResult, t: CourtsT = currentCourtsT()): string {
  if (result.place) return placeLine(result.place, t);
  return result.preset.county ?? "";
}

/** The live status under the field: what the search found, so a screen reader hears it without moving. */
export function comboboxStatus(
  query: string,
  phase: "idle" | "searching" | "failed" | "done",
  found: number,
  t: CourtsT = currentCourtsT(),
): string {
  if (query.trim() === "" || phase === "idle") return "";
  if (phase === "searching") return t("combobox.searching");
  if (phase === "failed") return t("combobox.failed");
  if (found === 0) return t("combobox.none", { query: query.trim() });
  return t("combobox.found", { count: Math.min(found, COURT_OPTIONS_SHOWN) });
}
