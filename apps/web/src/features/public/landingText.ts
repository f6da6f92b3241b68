// Pure helpers behind the landing page's words: the ticker's date and the court coverage sentence, in the reader's
// language (English unless told otherwise, so callers outside React and the tests get the English text).
import type { TFunction } from "i18next";
import type { TCoverageSummary } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import type { Language } from "../../i18n/index.ts";

/** The locale whose dates and numbers each interface language uses (Spanish as written in the US). */
export const LOCALES: Readonly<Record<Language, string>> = { en: "en-US", es: "es-US" };

/** The ticker refreshes its date this often (spec §9: every 60 seconds). */
export const TICKER_REFRESH_MS = 60_000;

/**
 * The date as the ticker shows it, in the reader's own time zone.
 * @example formatTickerDate(new Date(2026, 2, 3, 9)) // → "Tuesday, March 3, 2026"
 */
export function formatTickerDate(date: Date, language: Language = "en"): string {
  return date.toLocaleDateString(LOCALES[language], {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** The date as a machine-readable YYYY-MM-DD in local time, for <time dateTime>. */
export function isoLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function joinAnd(parts: string[], and: string): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} ${and} ${parts.at(-1)}`;
}

/**
 * "3,007 courts in 50 states, DC and 5 territories", counted by the server from the directory; null when there are
 * no courts to speak of.
 */
export function coverageSentence(
  coverage: TCoverageSummary,
  t: TFunction<"landing"> = i18n.getFixedT("en", "landing"),
): string | null {
  if (coverage.courts <= 0) return null;
  const locale = t("coverage.numberLocale");
  // i18next picks the plural form from `count`; `formatted` is the same number with its thousands separator.
  const counted = (count: number) => ({ count, formatted: count.toLocaleString(locale) });
  const dc = coverage.jurisdictions - coverage.states - coverage.territories;
  const places = [
    coverage.states > 0 ? t("coverage.states", counted(coverage.states)) : null,
    dc > 0 ? t("coverage.dc") : null,
    coverage.territories > 0 ? t("coverage.territories", counted(coverage.territories)) : null,
  ].filter((part): part is string => part !== null);
  const courts = t("coverage.courts", counted(coverage.courts));
  return places.length
    ? t("coverage.courtsIn", { courts, places: joinAnd(places, t("coverage.and")) })
    : courts;
}
