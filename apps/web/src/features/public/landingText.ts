// Pure helpers behind the landing page's words: the ticker's date and the court coverage sentence.
import type { TCoverageSummary } from "@courtready/contracts";

/** The ticker refreshes its date this often (spec §9: every 60 seconds). */
export const TICKER_REFRESH_MS = 60_000;

/**
 * The date as the ticker shows it, in the reader's own time zone.
 * @example formatTickerDate(new Date(2026, 2, 3, 9)) // → "Tuesday, March 3, 2026"
 */
export function formatTickerDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
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

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * "3,007 courts in 50 states, DC and 5 territories", counted by the server from the directory; null when there are
 * no courts to speak of.
 */
export function coverageSentence(coverage: TCoverageSummary): string | null {
  if (coverage.courts <= 0) return null;
  const dc = coverage.jurisdictions - coverage.states - coverage.territories;
  const places = [
    coverage.states > 0 ? plural(coverage.states, "state") : null,
    dc > 0 ? "DC" : null,
    coverage.territories > 0 ? plural(coverage.territories, "territory", "territories") : null,
  ].filter((part): part is string => part !== null);
  const courts = plural(coverage.courts, "court");
  return places.length ? `${courts} in ${joinAnd(places)}` : courts;
}
