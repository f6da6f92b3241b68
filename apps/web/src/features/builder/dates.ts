// Dates as the builder shows them: reminder days ("YYYY-MM-DD", a calendar day with no time zone) and the moment the
// download links expire (an ISO timestamp, shown in the person's own time zone).

/**
 * A calendar day in words; the text as given when it is not a valid YYYY-MM-DD day.
 * @example formatDay("2026-04-05") // → "Sunday, April 5, 2026"
 */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return day;
  return date.toLocaleDateString("en-US", {
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
export function formatMoment(iso: string, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = date.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone });
  const time = date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone });
  return `${day} at ${time}`;
}
