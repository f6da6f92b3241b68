// The court field's keyboard and wording rules (WAI-ARIA combobox with a list popup), kept apart from React so they
// are tested without a browser: which option is active after a key, and what the live status says.
import type { TCourtSearchResult } from "@courtready/contracts";
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
export function optionDetail(result: TCourtSearchResult): string {
  if (result.place) return placeLine(result.place);
  return result.preset.county ?? "";
}

/** The live status under the field: what the search found, so a screen reader hears it without moving. */
export function comboboxStatus(
  query: string,
  phase: "idle" | "searching" | "failed" | "done",
  found: number,
): string {
  if (query.trim() === "" || phase === "idle") return "";
  if (phase === "searching") return "Searching courts…";
  if (phase === "failed") return "The courts could not be searched. Check your connection and type again.";
  if (found === 0) return `No court found for “${query.trim()}”. Try the county or the city's name.`;
  const shown = Math.min(found, COURT_OPTIONS_SHOWN);
  return `${shown} ${shown === 1 ? "court" : "courts"} found. Use the up and down arrows to choose one.`;
}
