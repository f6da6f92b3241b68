// State filing profiles: what each state's e-filing rules ask of every county-level trial court, and the courts that
// state their own rule for a field (their rule replaces the state's for that field). Sources are in sources.ts;
// a field a state's sources do not settle is left out here, so the profile shows it as "no rule recorded".
import type { TCourtState } from "@courtready/contracts";
import {
  CA_RULE_1_201,
  CA_RULE_2_256,
  FL_CLERK_FORMAT,
  FL_RULE_2_425,
  IL_EFILE_STANDARDS,
  IL_RULE_138,
  NJ_JEDS,
  NY_NYSCEF_REQUIREMENTS,
  TX_ECTOR_FAQ,
  TX_FILLABLE_FORMS,
  TX_JCIT_PAGE,
  TX_JCIT_PRODOC,
  TX_JCIT_SUMMARY,
  TX_RULE_21_AND_21C,
} from "./sources.ts";
import type { FilingLayer, FilingRules } from "./sources.ts";

/**
 * eFileTexas file names (JCIT standards): letters and digits of the Latin-1 character set only, no spaces or other
 * characters, at most 50 characters. The standards say "filename", so the cap counts the extension too.
 */
export const TX_FILE_NAME: NonNullable<FilingRules["file_name"]> = {
  value: {
    pattern: "^[A-Za-z0-9\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u00FF]+$",
    max_length: 50,
    description:
      "Latin-1 letters and digits only (no spaces, dashes or other characters); at most 50 characters",
  },
  sources: [TX_JCIT_SUMMARY, TX_JCIT_PAGE],
};

/** Florida's clerk boxes (Rule 2.520): 3 × 3 in at the top right of page 1, 3 in wide and 1 in high on later pages. */
export const FL_FIRST_PAGE_BOX: NonNullable<FilingRules["clerk_box_first_page"]> = {
  value: { width_in: 3, height_in: 3 },
  sources: [FL_CLERK_FORMAT],
};
export const FL_LATER_PAGES_BOX: NonNullable<FilingRules["clerk_box_later_pages"]> = {
  value: { width_in: 3, height_in: 1 },
  sources: [FL_CLERK_FORMAT],
};

export const STATE_FILING: Partial<Record<TCourtState, FilingLayer>> = {
  TX: {
    name: "Texas state courts (eFileTexas, JCIT technology standards)",
    rules: {
      links: { value: "internal", sources: [TX_JCIT_SUMMARY] },
      page_size: { value: "scale-to-letter", sources: [TX_JCIT_SUMMARY, TX_JCIT_PRODOC] },
      file_name: TX_FILE_NAME,
      searchable_required: { value: true, sources: [TX_RULE_21_AND_21C, TX_JCIT_SUMMARY] },
      forms_flattened: { value: true, sources: [TX_FILLABLE_FORMS] },
      personal_data: [{ value: "tex-r-civ-p-21c", sources: [TX_RULE_21_AND_21C] }],
    },
    notes: [
      "eFileTexas takes no links to outside web pages or e-mail addresses; links within the file are fine.",
      "Sources disagree on eFileTexas's per-document size limit (25 MB, 32 MB), so none is checked. Ask the clerk before filing a large file.",
    ],
  },
  IL: {
    name: "Illinois circuit courts (eFileIL Electronic Document Standards)",
    rules: {
      max_document_mb: { value: 25, sources: [IL_EFILE_STANDARDS] },
      max_envelope_mb: { value: 50, sources: [IL_EFILE_STANDARDS] },
      // "First page, top margin … should be two inches": the whole width of a Letter page, two inches high.
      clerk_box_first_page: { value: { width_in: 8.5, height_in: 2 }, sources: [IL_EFILE_STANDARDS] },
      page_size: { value: "scale-to-letter", sources: [IL_EFILE_STANDARDS] },
      searchable_required: { value: true, sources: [IL_EFILE_STANDARDS] },
      personal_data: [{ value: "ill-s-ct-r-138", sources: [IL_RULE_138] }],
    },
    notes: [
      "eFileIL asks for a two-inch top margin on the first page of each document, kept clear for the clerk.",
      "eFileIL allows links: linked outside material is for convenience only and is not part of the filing.",
      "The standards ask for OCR (text-searchable) PDFs made directly from the program that created the document, when possible.",
    ],
  },
  FL: {
    name: "Florida state courts (Florida Courts E-Filing Portal, Rule 2.520)",
    rules: {
      clerk_box_first_page: FL_FIRST_PAGE_BOX,
      clerk_box_later_pages: FL_LATER_PAGES_BOX,
      personal_data: [{ value: "fla-r-gen-prac-2.425", sources: [FL_RULE_2_425] }],
    },
    notes: [
      "The clerk boxes are as a county clerk states Rule 2.520; the rule's own text was not read. The box on later pages is read as 3 inches wide and 1 inch high.",
      "Whether legal-size pages may be shrunk to Letter is not settled by the sources read, so the page size is not checked.",
    ],
  },
  CA: {
    name: "California superior courts (Cal. Rules of Court)",
    rules: {
      searchable_required: { value: true, sources: [CA_RULE_2_256] },
      personal_data: [{ value: "cal-r-ct-1.201", sources: [CA_RULE_1_201] }],
    },
    notes: [
      "Rule 2.256 asks for text-searchable documents when that is technologically feasible.",
      "Rule 3.1110(f)(4) asks for electronic bookmarks on electronic exhibits to motions, with an exception whose text was not read in full, so bookmarks are not checked. Each superior court also sets its own e-filing format: check the court's local rules.",
    ],
  },
  NY: {
    name: "New York Supreme Court (NYSCEF)",
    rules: {
      searchable_required: { value: true, sources: [NY_NYSCEF_REQUIREMENTS] },
    },
    notes: [
      "NYSCEF asks that documents made from a word-processing file be text-searchable PDF/A, and refuses files with JavaScript or open actions.",
      "Sources disagree on NYSCEF's per-document size limit, so none is checked.",
      "New York's own personal-data rule (22 NYCRR 202.5(e)) is not yet one the check knows; leave out or redact social security, account and similar numbers before filing.",
    ],
  },
  NJ: {
    name: "New Jersey Superior Court (JEDS)",
    rules: {
      max_document_mb: { value: 35, sources: [NJ_JEDS] },
    },
    notes: ["JEDS does not take evidence or discovery documents; ask the court how to submit them."],
  },
};

/** A single court's own rules, by preset id. Each field here replaces its state's rule for that court. */
export const STATE_COURT_FILING: Readonly<Record<string, FilingLayer>> = {
  tx_ector: {
    name: "Ector County District Clerk (eFileTexas)",
    rules: {
      max_document_mb: { value: 32, sources: [TX_ECTOR_FAQ] },
      packaging: { value: "combined", sources: [TX_ECTOR_FAQ] },
    },
    notes: [
      "The Ector County District Clerk asks that exhibits be inside the lead document's PDF, with a second volume filed as an attachment only when the document is over 32 MB.",
    ],
  },
};
