// The generic filing profile, for a court with no sourced profile: the strictest of the common rules we have sourced,
// each still citing the court whose rule it is, so a binder that passes it is likely to pass most clerks. It never
// stands in for the court's own rules; the notes say so and send the person to the clerk.
import {
  FRCP_5_2,
  IL_EFILE_STANDARDS,
  TX_FILLABLE_FORMS,
  TX_JCIT_SUMMARY,
  TX_RULE_21_AND_21C,
} from "./sources.ts";
import type { FilingLayer } from "./sources.ts";
import { FL_FIRST_PAGE_BOX, FL_LATER_PAGES_BOX, TX_FILE_NAME } from "./states.ts";

export const GENERIC_PROFILE_NAME = "Strictest common rules (no rules recorded for this court)";

export const GENERIC_FILING: FilingLayer = {
  name: GENERIC_PROFILE_NAME,
  rules: {
    // eFileIL's trial-court limits: the smallest common per-document and per-envelope limits among the states read.
    max_document_mb: { value: 25, sources: [IL_EFILE_STANDARDS] },
    max_envelope_mb: { value: 50, sources: [IL_EFILE_STANDARDS] },
    // eFileTexas: no links to outside pages; the index's links within the file stay.
    links: { value: "internal", sources: [TX_JCIT_SUMMARY] },
    // Florida's boxes are the largest corner boxes read (Illinois keeps a 2-inch top margin instead; see the notes).
    clerk_box_first_page: FL_FIRST_PAGE_BOX,
    clerk_box_later_pages: FL_LATER_PAGES_BOX,
    page_size: { value: "scale-to-letter", sources: [TX_JCIT_SUMMARY, IL_EFILE_STANDARDS] },
    file_name: TX_FILE_NAME,
    searchable_required: { value: true, sources: [TX_RULE_21_AND_21C, IL_EFILE_STANDARDS] },
    forms_flattened: { value: true, sources: [TX_FILLABLE_FORMS] },
    // FRCP 5.2 names the most kinds of personal data of the rule sets the check knows.
    personal_data: [{ value: "frcp-5.2", sources: [FRCP_5_2] }],
  },
};

/** The generic profile's notes: what it is, and where to check the court's own rules. */
export function genericNotes(judiciaryUrl: string | null): string[] {
  const check = judiciaryUrl
    ? `Check this court's e-filing rules with the clerk or on the state judiciary's site (${judiciaryUrl}) before filing.`
    : "Check this court's e-filing rules with the clerk before filing.";
  return [
    "No e-filing rules are recorded for this court, so the check follows the strictest common rules of the courts we have read: each rule names the court it comes from (eFileIL, eFileTexas, Florida's Rule 2.520, FRCP 5.2).",
    "Illinois courts keep a 2-inch top margin on the first page instead of a corner box; leave it clear too if you file there.",
    check,
  ];
}
