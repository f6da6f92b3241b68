// Builds data/contacts.json — where each court is, from the copied sources in data/sources — and lays it over a
// preset when the directory is read. It is its own file, like places.json, so the directory (data/presets.json)
// keeps its size and its one-court-per-line diffs; the API serves the two as one preset.
import { FACT_KEYS, ZCourtHelpDesk, ZCourtLocation, ZFactSource } from "@courtready/contracts";
import type { TCourtPreset, TFactKey, TFactSource } from "@courtready/contracts";
import { z } from "zod";
import { FEDERAL_COURTS } from "../sources/federal.ts";
import { joinMassachusetts } from "./massachusetts.ts";
import { joinPacer } from "./pacer.ts";
import type { CourtContact } from "./types.ts";

/** What contacts.json holds for one court: the spec's three fields when there is one location, and every location. */
export const ZPresetContact = z.object({
  address: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  sources: z.partialRecord(z.enum(["address", "phone", "hours"]), z.array(ZFactSource).min(1)),
  notes: z.array(z.string()),
  locations: z.array(ZCourtLocation),
  e_filing_help: z.array(ZCourtHelpDesk),
  /** A per-file size limit the source states, used where the directory holds none of its own (sources/facts.ts). */
  size_limit_mb: z.object({ value: z.number().positive(), sources: z.array(ZFactSource).min(1) }).optional(),
});
export type TPresetContact = z.infer<typeof ZPresetContact>;

export const ZContactsFile = z.object({
  generatedFrom: z.string(),
  contacts: z.record(z.string(), ZPresetContact),
});
export type ContactsFile = z.infer<typeof ZContactsFile>;

/** The spec's address, phone (never a help line) and hours: filled only when the source lists one location. */
function presetContact(contact: CourtContact): TPresetContact {
  const only = contact.locations.length === 1 ? contact.locations[0] : undefined;
  const address = only?.address ?? null;
  const phone = only?.phones.find((entry) => entry.kind === "location")?.text ?? null;
  const hours = only?.hours ?? null;
  const sources: TPresetContact["sources"] = {};
  if (only && address !== null) sources.address = only.sources;
  if (only && phone !== null) sources.phone = only.sources;
  if (only && hours !== null) sources.hours = only.sources;
  return {
    address,
    phone,
    hours,
    sources,
    notes: contact.notes,
    locations: contact.locations,
    e_filing_help: contact.eFilingHelp,
    ...(contact.sizeLimit
      ? { size_limit_mb: { value: contact.sizeLimit.mb, sources: contact.sizeLimit.sources } }
      : {}),
  };
}

/** Contacts for the directory's courts, in directory order. Throws if a contact names a court that is not there. */
export function generateContacts(presets: readonly TCourtPreset[]): ContactsFile {
  const ids = new Set(presets.map((preset) => preset.id));
  const pacer = joinPacer(FEDERAL_COURTS.filter((court) => ids.has(court.id)));
  const massachusetts = joinMassachusetts(
    presets
      .filter((preset) => preset.kind === "state" && preset.state === "MA" && preset.county !== null)
      .map((preset) => ({ id: preset.id, county: preset.county ?? "" })),
  );
  const found = new Map([...pacer.contacts, ...massachusetts.contacts]);
  const contacts: Record<string, TPresetContact> = {};
  for (const preset of presets) {
    const contact = found.get(preset.id);
    if (contact) contacts[preset.id] = ZPresetContact.parse(presetContact(contact));
  }
  return {
    generatedFrom:
      "data/sources/pacer-cmecf-lookup-2023-01-10.json (PACER Court CM/ECF Lookup, mirror of 10 Jan 2023) and " +
      "data/sources/macourts-superior-courts.json (SuffolkLITLab/docassemble-MACourts, MIT)",
    contacts,
  };
}

/** The file's bytes: one court per line. */
export function serializeContacts(file: ContactsFile): string {
  const lines = Object.entries(file.contacts).map(
    ([id, contact]) => `${JSON.stringify(id)}:${JSON.stringify(contact)}`,
  );
  return `{"generatedFrom":${JSON.stringify(file.generatedFrom)},"contacts":{\n${lines.join(",\n")}\n}}\n`;
}

/**
 * A preset with its contact laid over it: the three fields and their sources, the notes, locations and help desks,
 * and the contact source's size limit where the directory has no sourced limit of its own (its own stays first).
 */
export function withContact(preset: TCourtPreset, contact: TPresetContact | undefined): TCourtPreset {
  if (!contact) return preset;
  const ownLimit = preset.size_limit_mb !== null && (preset.sources.size_limit_mb?.length ?? 0) > 0;
  const sizeLimit = ownLimit ? undefined : contact.size_limit_mb;
  const sources: Partial<Record<TFactKey, TFactSource[]>> = {};
  for (const key of FACT_KEYS) {
    const list =
      key === "address" || key === "phone" || key === "hours"
        ? (contact.sources[key] ?? preset.sources[key])
        : key === "size_limit_mb" && sizeLimit
          ? sizeLimit.sources
          : preset.sources[key];
    if (list) sources[key] = list;
  }
  return {
    ...preset,
    size_limit_mb: sizeLimit?.value ?? preset.size_limit_mb,
    address: contact.address ?? preset.address,
    phone: contact.phone ?? preset.phone,
    hours: contact.hours ?? preset.hours,
    notes: [...preset.notes, ...contact.notes],
    sources,
    ...(contact.locations.length > 0 ? { locations: contact.locations } : {}),
    ...(contact.e_filing_help.length > 0 ? { e_filing_help: contact.e_filing_help } : {}),
  };
}
