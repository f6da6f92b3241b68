// What data/contacts.json holds for a court and how it is laid over the court's preset: read by the directory
// (index.ts) and by the one-court lookup (lookup.ts), written by the generator (generate.ts).
import { FACT_KEYS, ZCourtHelpDesk, ZCourtLocation, ZFactSource } from "@courtready/contracts";
import type { TCourtPreset, TFactKey, TFactSource } from "@courtready/contracts";
import { z } from "zod";

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
