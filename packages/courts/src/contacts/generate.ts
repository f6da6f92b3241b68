// Builds data/contacts.json — where each court is, from the copied sources in data/sources (contact.ts holds its
// schema and lays it over a preset when the directory is read). It is its own file, like places.json, so the
// directory (data/presets.json) keeps its size and its one-court-per-line diffs; the API serves the two as one preset.
import type { TCourtPreset } from "@courtready/contracts";
import { FEDERAL_COURTS } from "../sources/federal.ts";
import { joinMassachusetts } from "./massachusetts.ts";
import { joinPacer } from "./pacer.ts";
import type { CourtContact } from "./types.ts";
import { ZPresetContact } from "./contact.ts";
import type { ContactsFile, TPresetContact } from "./contact.ts";

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
