// Where each federal court is, from PACER's Court CM/ECF Lookup feed as mirrored on 2023-01-10
// (data/sources/pacer-cmecf-lookup-2023-01-10.json): the feed's locations (address, phone, hours) and e-filing help
// desk numbers, joined to the directory's federal courts by PACER's court id. A record or a court that does not join
// is reported, never guessed at.
import type {
  TCourtHelpDesk,
  TCourtLocation,
  TCourtPhone,
  TCourtState,
  TFactSource,
} from "@courtready/contracts";
import { z } from "zod";
import feed from "../../data/sources/pacer-cmecf-lookup-2023-01-10.json" with { type: "json" };
import { phoneDigits, plainText } from "./text.ts";
import type { CourtContact, CourtSizeLimit } from "./types.ts";

/** The mirror's date: the day the copied feed was published, used as the date read of every fact from it. */
export const PACER_MIRROR_DATE = "2023-01-10";
const MIRROR_COMMIT = "6bc747df4bd4dfe495a1daef76ca38cf44a582ca";

export const PACER_SOURCE: TFactSource = {
  title:
    "PACER: Federal Court Records — Court CM/ECF Lookup feed of 10 Jan 2023, read from the public mirror splashingdiamonds/pacer-courts",
  url: `https://github.com/splashingdiamonds/pacer-courts/blob/${MIRROR_COMMIT}/artifacts/data.json/raw/data.json`,
  read: PACER_MIRROR_DATE,
  value: null,
};

const ZLocation = z.object({
  name: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  hours: z.string().optional(),
});

// Two courts' `locations` are an object keyed "1", "2"… rather than a list; they are read in key order.
const ZLocations = z.union([
  z.array(ZLocation),
  z.record(z.string().regex(/^\d+$/), ZLocation).transform((byKey) =>
    Object.entries(byKey)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, location]) => location),
  ),
]);

const ZRecord = z.object({
  title: z.string(),
  court_id: z.string(),
  type: z.string(),
  locations: ZLocations.optional(),
  pdf_size: z.string().nullish(),
  // A few help desk entries carry only an e-mail address in `division`, and no phone: those are skipped.
  help_desk: z
    .array(
      z.object({
        phone: z.string().optional(),
        phoneExt: z.string().optional(),
        division: z.string().optional(),
      }),
    )
    .optional(),
});

const ZFeed = z.object({
  meta: z.object({ credit: z.literal("PACER: Federal Court Records"), last_updated: z.string() }),
  data: z.array(ZRecord),
});

type PacerRecord = z.infer<typeof ZRecord>;

/** The federal courts of the directory, as generate.ts and sources/federal.ts describe them. */
export interface FederalCourtRef {
  id: string;
  state: TCourtState;
  type: "district" | "other";
}

const DISTRICT_LETTER: Readonly<Record<string, string>> = {
  northern: "N",
  southern: "S",
  eastern: "E",
  western: "W",
  central: "C",
  middle: "M",
};

/**
 * PACER's id for a directory court: state code, district letter, "DC" ("NYSDC", "AKDC"); the Northern Mariana
 * Islands are "NMIDC" in the feed and the Utah bankruptcy court "UTBK".
 */
export function pacerCourtId(court: FederalCourtRef): string {
  if (court.type === "other") return court.id === "ut_us_bankruptcy" ? "UTBK" : "";
  if (court.state === "MP") return "NMIDC";
  const district = /_us_district_([a-z]+)$/.exec(court.id)?.[1];
  const letter = district === undefined ? "" : (DISTRICT_LETTER[district] ?? "?");
  return `${court.state}${letter}DC`;
}

/** Words the feed puts on a help line ("ECF Help Line: …", "ECF Help Desk (615) …"). */
const HELP_WORDS = /\b(e-?filing|cm\/ecf|ecf|help)\b/i;

function phoneOf(text: string, helpDigits: ReadonlySet<string>, division: string | null): TCourtPhone {
  const help = HELP_WORDS.test(text) || helpDigits.has(phoneDigits(text));
  return { text, kind: help ? "e_filing_help" : "location", division };
}

/** A location with something to show (an address, phone or hours), or null; "Address:" prefixes dropped. */
function locationOf(
  entry: z.infer<typeof ZLocation>,
  helpDigits: ReadonlySet<string>,
): TCourtLocation | null {
  const address = plainText(entry.address)?.replace(/^Address:\s*/i, "") ?? null;
  const phone = plainText(entry.phone);
  const hours = plainText(entry.hours);
  if (address === null && phone === null && hours === null) return null;
  return {
    name: plainText(entry.name) ?? "Court location",
    address,
    phones: phone === null ? [] : [phoneOf(phone, helpDigits, null)],
    hours,
    description: null,
    website: null,
    sources: [PACER_SOURCE],
  };
}

/**
 * The per-file limit in PACER's `pdf_size`, in megabytes: "50 MB", "35.0 MB", "10.1MB", "50 mb", "25.0 MB Per PDF
 * Document. There is NO Maximum for a Total filing". Every value with a unit says MB, so a bare number ("35") is read
 * as megabytes too; the source's `value` keeps the feed's own words so a reader can see what was read. Anything else
 * (no value, another unit) is no limit recorded, never a guess.
 */
export function pacerSizeLimitMb(text: string | null | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(mb\b)?/i.exec(text ?? "");
  if (!match) return null;
  const rest = (text ?? "").slice(match[0].length).trim();
  if (match[2] === undefined && rest !== "") return null;
  const mb = Number(match[1]);
  return mb > 0 ? mb : null;
}

function sizeLimitOf(record: PacerRecord): CourtSizeLimit | undefined {
  const mb = pacerSizeLimitMb(record.pdf_size);
  if (mb === null) return undefined;
  return { mb, sources: [{ ...PACER_SOURCE, value: `pdf_size: ${record.pdf_size ?? ""}` }] };
}

function contactOf(record: PacerRecord): CourtContact {
  const helpDesks = (record.help_desk ?? []).flatMap((desk) => {
    const phone = plainText(desk.phone);
    if (phone === null) return [];
    const text = desk.phoneExt ? `${phone}, ext. ${desk.phoneExt}` : phone;
    return [{ text, division: plainText(desk.division) }];
  });
  const helpDigits = new Set(helpDesks.map((desk) => phoneDigits(desk.text)));
  const locations = (record.locations ?? []).flatMap((entry) => locationOf(entry, helpDigits) ?? []);
  const eFilingHelp: TCourtHelpDesk[] = helpDesks.map((desk) => ({
    phone: { text: desk.text, kind: "e_filing_help", division: desk.division },
    sources: [PACER_SOURCE],
  }));
  const notes =
    locations.length > 1
      ? [
          `PACER's CM/ECF lookup (10 Jan 2023) lists ${locations.length} locations for this court. Check which one handles your case.`,
        ]
      : [];
  const sizeLimit = sizeLimitOf(record);
  return { locations, eFilingHelp, notes, ...(sizeLimit ? { sizeLimit } : {}) };
}

export interface PacerJoin {
  /** Contact facts per directory court id. */
  contacts: Map<string, CourtContact>;
  /** Directory courts with no PACER record. */
  unmatchedCourts: string[];
  /** PACER records kept in the copy that no directory court joins (court ids). */
  unmatchedRecords: string[];
}

/** Joins the copied feed to the directory's federal courts by PACER court id. */
export function joinPacer(courts: readonly FederalCourtRef[]): PacerJoin {
  const records = new Map(ZFeed.parse(feed).data.map((record) => [record.court_id, record]));
  const contacts = new Map<string, CourtContact>();
  const unmatchedCourts: string[] = [];
  const joined = new Set<string>();
  for (const court of courts) {
    const pacerId = pacerCourtId(court);
    const record = records.get(pacerId);
    if (!record) {
      unmatchedCourts.push(court.id);
      continue;
    }
    joined.add(pacerId);
    contacts.set(court.id, contactOf(record));
  }
  const unmatchedRecords = [...records.keys()].filter((id) => !joined.has(id)).sort();
  return { contacts, unmatchedCourts, unmatchedRecords };
}
