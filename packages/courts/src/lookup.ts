// One court by its preset id, without the rest of the court directory: the `courtready` command's `--court` needs
// one court's filing profile, and loading the directory's lookups (places, ZIP codes, case levels, the contacts'
// generator) and validating every court's contact was most of the lookup's time (issue 36, the check's start-up).
import { ZCourtPreset } from "@courtready/contracts";
import type { TCourtPreset, TFilingProfile } from "@courtready/contracts";
import contactsData from "../data/contacts.json" with { type: "json" };
import data from "../data/presets.json" with { type: "json" };
import { withContact, ZPresetContact } from "./contacts/contact.ts";
import { filingProfileOf } from "./filing/profile.ts";

/** The preset with its contact laid over it, only it validated; undefined for an id the directory does not hold. */
export function onePreset(presetId: string): TCourtPreset | undefined {
  const raw = (data as { presets: { id?: unknown }[] }).presets.find((preset) => preset.id === presetId);
  if (!raw) return undefined;
  const contacts = (contactsData as { contacts: Record<string, unknown> }).contacts;
  const contact = Object.hasOwn(contacts, presetId) ? ZPresetContact.parse(contacts[presetId]) : undefined;
  return withContact(ZCourtPreset.parse(raw), contact);
}

/** A court's filing profile and name, as the CLI's `--court` shows them; undefined for an unknown id. */
export function courtFilingOf(presetId: string): { profile: TFilingProfile; label: string } | undefined {
  const preset = onePreset(presetId);
  return preset ? { profile: filingProfileOf(preset), label: preset.label } : undefined;
}
