// Dates as the builder shows them: reminder days ("YYYY-MM-DD", a calendar day with no time zone) and the moment the
// download links expire (an ISO timestamp, shown in the person's own time zone), in the interface's language.
import { i18n } from "../../i18n/index.ts";

/** The Intl locale of an interface language: US conventions in both ("es-US": "domingo, 5 de abril de 2026"). */
function localeOf(language: string): string {
  return language.startsWith("es") ? "es-US" : "en-US";
}

/**
 * A calendar day in words; the text as given when it is not a valid YYYY-MM-DD day.
 * @example formatDay("2026-04-05") // → "Sunday, April 5, 2026"
 */
export function formatDay(day: string, language = "en"): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return day;
  return date.toLocaleDateString(localeOf(language), {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * A moment in words, in `timeZone` (the browser's own when not given); null for a timestamp that cannot be read.
 * @example formatMoment("2026-04-05T15:04:00Z", "UTC") // → "Sunday, April 5 at 3:04 PM"
 */
export function formatMoment(iso: string, timeZone?: string, language = "en"): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const locale = localeOf(language);
  const day = date.toLocaleDateString(locale, { weekday: "long", month: "long", day: "numeric", timeZone });
  const time = date.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit", timeZone });
  return i18n.getFixedT(language, "builder")("dates.moment", { day, time });
}
