// The court directory's words outside React (issue 39): the `courts` catalogue's t for pure modules that word court
// results, and the number and date formats both languages share. Components pass their own `t` (useTranslation), so
// they re-render when the language changes; the default here serves callers and tests that have none.
import type { TFunction } from "i18next";
import { i18n } from "../../i18n/index.ts";

export type CourtsT = TFunction<"courts">;

/** The `courts` catalogue in the language shown now. */
export function currentCourtsT(): CourtsT {
  return i18n.getFixedT(null, "courts");
}

/**
 * A count as US readers write it in either language: "3,312" (Spanish in the US groups thousands with a comma too,
 * where "es" alone would print "3312").
 */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

/** The locale dates are written in for a language: "Nov 20, 2026" in English, "20 nov 2026" in Spanish. */
export function dateLocale(language: string): string {
  return language.startsWith("es") ? "es-US" : "en-US";
}
