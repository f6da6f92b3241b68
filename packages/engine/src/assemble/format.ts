// How the binder prints dates, Bates numbers, page ranges and exhibit lines: the one format of each, for the
// stamps, covers, index, bookmarks and the kit.
import type { ExhibitPart } from "./types.ts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-12-03" (or one with a time after it) → "December 3, 2026"; anything else, a day that does not exist
 * included, is shown as given. The one date format of the binder, the kit and the Word export's caption.
 */
export function formatDate(value: string | Date): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return String(value);
    return `${MONTHS[value.getUTCMonth()]} ${value.getUTCDate()}, ${value.getUTCFullYear()}`;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls "2026-02-30" over into March: such a day is shown as typed, not as another date.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return value;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

export function batesNumber(prefix: string, n: number, digits: number): string {
  return `${prefix}-${String(n).padStart(digits, "0")}`;
}

/** "Exhibit 1 – page 2 of 5" */
export function exhibitLine(label: string, page: number, pages: number): string {
  return `Exhibit ${label} – page ${page} of ${pages}`;
}

export function pageRange(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}

/** A part's own pages, as the stamps count them: "pages 31–80 of 80", "page 1 of 2". */
export function partPages(part: ExhibitPart, pages: number): string {
  return part.fromPage === part.toPage
    ? `page ${part.fromPage} of ${pages}`
    : `pages ${part.fromPage}–${part.toPage} of ${pages}`;
}
