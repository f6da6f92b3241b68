// Times in a named time zone: wall-clock readings (WhatsApp's) turned into instants, and instants printed with the
// zone they are read in, so every time on a transcript says which clock it is.

/** Whether `zone` is an IANA zone name this runtime knows ("America/New_York"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The machine's zone (the CLI's default). */
export function machineTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormats.set(zone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(zone: string, ms: number): number {
  const p = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour! % 24, +p.minute!, +p.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall clock in `zone` showed: 2024-12-31 21:05 in America/New_York → 2025-01-01T02:05Z. In a
 * daylight-saving gap or overlap the earlier reading wins (what a phone that wrote the time most likely meant).
 */
export function wallClockToInstant(
  zone: string,
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s = 0,
): Date {
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const first = guess - offsetAt(zone, guess);
  const second = guess - offsetAt(zone, first);
  return new Date(Math.min(first, second));
}

const displayFormats = new Map<string, Intl.DateTimeFormat>();

function displayFormat(zone: string, kind: "date-time" | "date" | "short"): Intl.DateTimeFormat {
  const key = `${zone}\u0000${kind}`;
  let f = displayFormats.get(key);
  if (!f) {
    f =
      kind === "date-time"
        ? new Intl.DateTimeFormat("en-US", {
            timeZone: zone,
            year: "numeric",
            month: "short",
            day: "numeric",
            hour: "numeric",
            minute: "2-digit",
            second: "2-digit",
            timeZoneName: "short",
          })
        : kind === "date"
          ? new Intl.DateTimeFormat("en-US", {
              timeZone: zone,
              year: "numeric",
              month: "long",
              day: "numeric",
            })
          : new Intl.DateTimeFormat("en-US", { timeZone: zone, month: "short", day: "numeric" });
    displayFormats.set(key, f);
  }
  return f;
}

/** "Mar 3, 2025, 9:05:03 PM EST": the date and time with the zone's abbreviation (or GMT offset). */
export function formatDateTime(at: Date, zone: string): string {
  // Intl writes a narrow no-break space before AM/PM; a plain space prints and searches the same everywhere.
  return displayFormat(zone, "date-time")
    .format(at)
    .replace(/\u202f/g, " ");
}

/** "March 3, 2025". */
export function formatLongDate(at: Date, zone: string): string {
  return displayFormat(zone, "date").format(at);
}

/** "Mar 3". */
export function formatShortDate(at: Date, zone: string): string {
  return displayFormat(zone, "short").format(at);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone, for --messages-from/--messages-to. */
export function dayInZone(at: Date, zone: string): string {
  const p = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year!.padStart(4, "0")}-${p.month!.padStart(2, "0")}-${p.day!.padStart(2, "0")}`;
}

/** "March 1 – April 2, 2025" (one year named once), or "December 30, 2024 – January 2, 2025". */
export function formatDateRange(first: Date, last: Date, zone: string): string {
  const a = formatLongDate(first, zone);
  const b = formatLongDate(last, zone);
  if (a === b) return a;
  const yearA = a.slice(-4);
  return yearA === b.slice(-4) ? `${a.slice(0, -6)} – ${b}` : `${a} – ${b}`;
}
