// Caption helpers for the court-level rules: the words a limited-jurisdiction court's name takes from the directory
// court the person chose (its county), so no county's court name is typed by hand.
import type { TCourtPreset } from "@courtready/contracts";

/** "Kings County" → "Kings": captions that name the county without the word. */
export function countyName(preset: TCourtPreset): string {
  return (preset.county ?? preset.label).replace(/ County$/, "");
}

/** The county as the directory spells it, "Harris County" (the label when a court has no county). */
export function countyWords(preset: TCourtPreset): string {
  return preset.county ?? preset.label;
}

/**
 * Maryland's directory labels read "Circuit Court for Baltimore City, Maryland"; the District Court caption uses the
 * same county words ("District Court of Maryland for Baltimore City"), so they are taken from the label.
 */
export function marylandPlace(preset: TCourtPreset): string {
  return preset.label.replace(/^Circuit Court for /, "").replace(/, Maryland$/, "");
}

/** The District Court of Maryland, named for the county or Baltimore City it sits in. */
export const marylandDistrict = (preset: TCourtPreset) =>
  `District Court of Maryland for ${marylandPlace(preset)}`;

/** A Georgia county's own court ("Magistrate Court of Gwinnett County, Georgia"). */
export const georgiaCounty = (court: string) => (preset: TCourtPreset) =>
  `${court} of ${countyName(preset)} County, Georgia`;

/**
 * Virginia's independent cities are counties of their own in the directory ("Alexandria city"); a caption names
 * them "City of Alexandria", as the directory's own Circuit Court labels do.
 */
export function virginiaPlace(preset: TCourtPreset): string {
  const county = countyWords(preset);
  const city = /^(.*) city$/.exec(county);
  return city ? `City of ${city[1]}` : county;
}

/** Virginia's General District Court, named for the county or independent city it sits in. */
export const virginiaGeneralDistrict = (preset: TCourtPreset) =>
  `General District Court, ${virginiaPlace(preset)}, Virginia`;

/** Pennsylvania's magisterial district courts are numbered ("05-2-20"); the person types the number. */
export const magisterialDistrict = (preset: TCourtPreset) =>
  `Magisterial District Court, ${countyWords(preset)}, Pennsylvania`;
export const magisterialPattern = (preset: TCourtPreset) =>
  `Magisterial District Court {precinct}, ${countyWords(preset)}, Pennsylvania`;

/** Michigan's district courts are numbered ("52-4 District Court"); the person types the number. */
export const michiganDistrict = (preset: TCourtPreset) => `District Court, ${countyWords(preset)}, Michigan`;
export const michiganDistrictPattern = (preset: TCourtPreset) =>
  `{precinct} District Court, ${countyWords(preset)}, Michigan`;

/**
 * A court that sits in several places of a county and is named by its place or number ("Casa Grande Justice Court",
 * "Lowell District Court"): the caption names the county, and the precinct pattern puts what the person types before
 * the court's name. Spread into a rule as its `caption` and `precinctPattern`.
 */
export function namedByPlace(court: string, state: string) {
  return {
    caption: (preset: TCourtPreset) => `${court}, ${countyWords(preset)}, ${state}`,
    precinctPattern: (preset: TCourtPreset) => `{precinct} ${court}, ${countyWords(preset)}, ${state}`,
  };
}
