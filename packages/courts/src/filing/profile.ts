// A court's filing profile (issue 36): the rules its e-filing system applies to each file, each with its source.
// This first version knows no court's rules yet: every preset gets the generic profile with no rule, so the check
// runs only the rules no court needs to state (an encrypted or unreadable file). The sourced profiles replace it.
import type { TCourtPreset, TFilingProfile } from "@courtready/contracts";

/** The profile of a court preset. */
export function filingProfileOf(preset: TCourtPreset): TFilingProfile {
  return {
    court: preset.id,
    kind: "generic",
    name: "No court rules recorded yet",
    max_document_mb: null,
    max_envelope_mb: null,
    links: null,
    clerk_box_first_page: null,
    clerk_box_later_pages: null,
    page_size: null,
    file_name: null,
    bookmarks_required: null,
    searchable_required: null,
    forms_flattened: null,
    packaging: null,
    personal_data: [],
    notes: [],
  };
}
