// Pure rules of the two court directory pages (sorting, paging, grouping, wording), kept apart from React so they
// can be tested without a browser.
import { COURT_STATES, COURT_STATE_CODES, MAX_PAGE_BUTTONS } from "@courtready/contracts";
import type {
  TCourtLabeling,
  TCourtPreset,
  TCourtState,
  TFactKey,
  TStateCourtCount,
} from "@courtready/contracts";
import { currentCourtsT, dateLocale, formatCount } from "../shared/courtsText.ts";
import type { CourtsT } from "../shared/courtsText.ts";

/** Court names sort the way people read them: case-insensitive, "District 2" before "District 10". */
const collator = new Intl.Collator("en-US", { sensitivity: "base", numeric: true });

/** Presets sorted by label (§2.10), then by id so equal labels keep one order. */
export function sortByLabel(presets: Iterable<TCourtPreset>): TCourtPreset[] {
  return [...presets].sort((a, b) => collator.compare(a.label, b.label) || a.id.localeCompare(b.id));
}

/** The state code if `value` is one (any case), else null: a hand-edited address must not break the page. */
export function parseStateCode(value: string | null): TCourtState | null {
  const upper = (value ?? "").trim().toUpperCase();
  return (COURT_STATE_CODES as readonly string[]).includes(upper) ? (upper as TCourtState) : null;
}

export const STATE_NAMES: ReadonlyMap<TCourtState, string> = new Map(COURT_STATES);

/**
 * A 1-based page number from the address, clamped to the pages there are.
 * @example clampPage("7", 3) // 3
 */
export function clampPage(value: string | number | null, pageCount: number): number {
  const page = typeof value === "number" ? value : Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, pageCount));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of one page (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * Up to MAX_PAGE_BUTTONS page numbers around the current page, kept inside 1…pageCount.
 * @example pageButtons(7, 20) // [5, 6, 7, 8, 9]
 * @example pageButtons(2, 20) // [1, 2, 3, 4, 5]
 */
export function pageButtons(current: number, pages: number, max: number = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, pages);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/**
 * States and territories whose name has a word starting with the search, or whose code it is (/courts searches by
 * state). Word starts, not any substring: "ca" should not find "Ameri*ca*n Samoa".
 * @example statesMatching("new") // ["NH", "NJ", "NM", "NY"]
 */
export function statesMatching(query: string): TCourtState[] {
  const needle = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (needle === "") return [];
  return COURT_STATES.filter(
    ([code, name]) => ` ${name.toLowerCase()}`.includes(` ${needle}`) || code.toLowerCase() === needle,
  ).map(([code]) => code);
}

/** One state's section of /courts: its presets are either all of the state's, or only the search's hits there. */
export interface StateGroup {
  state: TCourtState;
  name: string;
  /** True when the search names the state itself, so every court of it belongs to the results. */
  wholeState: boolean;
  /**
   * The courts to list when not the whole state (search hits): those found by the place searched for first, in the
   * search's rank order, then the rest by label; empty for a whole state.
   */
  hits: TCourtPreset[];
  /** How many courts the group lists. */
  courts: number;
  /** For hits found by a place, the place ("Houston, TX") by court id; absent when none was. */
  placeOf?: Readonly<Record<string, string>>;
}

/**
 * The groups of /courts: every state with courts when there is no search; otherwise the states the search names (all
 * their courts) and the states of the courts it found by name, city or place. The states of courts found by place
 * come first, in the search's rank order (so "Houston" opens on Texas), then the others by state name. Generic
 * presets ("Other state court") belong to no state and are not listed.
 * @param placed the courts found by place, in rank order: court id → the place ("Houston, TX").
 */
export function stateGroups(
  states: readonly TStateCourtCount[],
  query: string,
  hits: readonly TCourtPreset[],
  placed: ReadonlyMap<string, string> = new Map(),
): StateGroup[] {
  const known = new Map(states.map((entry) => [entry.state, entry]));
  const named = query.trim() === "" ? new Set(known.keys()) : new Set(statesMatching(query));
  const hitsByState = new Map<TCourtState, TCourtPreset[]>();
  for (const preset of hits) {
    if (preset.kind === "generic" || preset.state === null) continue;
    const list = hitsByState.get(preset.state) ?? [];
    list.push(preset);
    hitsByState.set(preset.state, list);
  }
  const rank = [...placed.keys()];
  const groups: StateGroup[] = [];
  for (const code of new Set([...named, ...hitsByState.keys()])) {
    const entry = known.get(code);
    const wholeState = named.has(code) && entry !== undefined;
    const found = hitsByState.get(code) ?? [];
    const byPlace = found
      .filter((preset) => placed.has(preset.id))
      .sort((a, b) => rank.indexOf(a.id) - rank.indexOf(b.id));
    const stateHits = wholeState
      ? []
      : [...byPlace, ...sortByLabel(found.filter((preset) => !placed.has(preset.id)))];
    const courts = wholeState ? entry.courts : stateHits.length;
    if (courts === 0) continue;
    const group: StateGroup = {
      state: code,
      name: STATE_NAMES.get(code) ?? code,
      wholeState,
      hits: stateHits,
      courts,
    };
    if (!wholeState && byPlace.length > 0)
      group.placeOf = Object.fromEntries(byPlace.map((preset) => [preset.id, placed.get(preset.id) ?? ""]));
    groups.push(group);
  }
  const firstPlaced = (group: StateGroup) => {
    const position = rank.findIndex((id) => group.placeOf?.[id] !== undefined);
    return position === -1 ? Number.MAX_SAFE_INTEGER : position;
  };
  return groups.sort((a, b) => firstPlaced(a) - firstPlaced(b) || collator.compare(a.name, b.name));
}

/**
 * A fact's value when the directory says where it was read, else null: the pages show no fact without its source
 * (the data is built that way; this keeps the pages honest even if a value slips in unsourced).
 * @example sourced(preset, "phone", preset.phone) // "(213) 830-0800", or null without a phone source
 */
export function sourced<T>(preset: TCourtPreset, key: TFactKey, value: T | null): T | null {
  return value !== null && (preset.sources[key]?.length ?? 0) > 0 ? value : null;
}

/**
 * A source's reading date as people write it, in the language given (English by default).
 * @example formatReadDate("2026-11-20") // "Nov 20, 2026"
 * @example formatReadDate("2026-11-20", "es") // "20 nov 2026"
 */
export function formatReadDate(isoDate: string, language = "en"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString(dateLocale(language), {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Only http(s) addresses become links (shared with the builder's court panel). */
export { safeWebUrl } from "../shared/webUrl.ts";

/**
 * A web address without its scheme or trailing slash, for showing as link text.
 * @example displayUrl("https://www.lacourt.org/") // "www.lacourt.org"
 */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

/**
 * A phone number as a tel: link target, or null when it holds no digits.
 * @example telHref("(213) 830-0800") // "tel:2138300800"
 */
export function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, "");
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

/**
 * The exhibit labeling rule in plain words, one line per side and one per refinement.
 * @example labelingLines({ plaintiff: "numbers", defendant: "letters", is_default: true })
 *   // ["Plaintiff side: numbers (1, 2, 3)", "Defendant side: letters (A, B, C)", "After Z: A1, A2, A3"]
 */
export function labelingLines(labeling: TCourtLabeling, t: CourtsT = currentCourtsT()): string[] {
  const style = (side: "numbers" | "letters") =>
    t(side === "numbers" ? "labeling.numbers" : "labeling.letters");
  const lines = [
    t("labeling.plaintiff", { style: style(labeling.plaintiff) }),
    t("labeling.defendant", { style: style(labeling.defendant) }),
  ];
  if (labeling.plaintiff === "letters" || labeling.defendant === "letters") {
    lines.push(t(labeling.letter_style === "AA" ? "labeling.afterZDouble" : "labeling.afterZNumbered"));
  }
  if (labeling.start_number !== undefined)
    lines.push(t("labeling.startAt", { number: labeling.start_number }));
  return lines;
}

/**
 * "1 court", "2 courts": counts read naturally (English; the pages count with `countOf`, which follows the language).
 * @example plural(3312, "court") // "3,312 courts"
 */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? noun : pluralNoun}`;
}

/** The `count.*` catalogue entries: a noun whose form follows the number, in the language of `t`. */
export type CountNoun =
  | "court"
  | "stateOrTerritory"
  | "busiestCourt"
  | "state"
  | "territory"
  | "stateCourt"
  | "federalCourt"
  | "zipCode";

/**
 * A count with its noun, in the language of `t`, thousands grouped as US readers write them.
 * @example countOf(t, "court", 3312) // "3,312 courts" ("3,312 cortes" in Spanish)
 */
export function countOf(t: CourtsT, noun: CountNoun, count: number): string {
  return t(`count.${noun}`, { count, n: formatCount(count) });
}
