// Federal filing profiles: the one national rule every U.S. district court applies to what is filed (FRCP 5.2), and
// the CM/ECF rules single courts publish. Per-file size limits already sourced for a court come from its preset
// (sources/facts.ts); this file adds only what those facts do not hold.
import {
  AZD_LINKS,
  CAND_LIMITATIONS,
  FRCP_5_2,
  MSND_FLATTEN,
  NYSD_ATTACHMENTS,
  OKED_PDF_CRITERIA,
  TNED_NEXTGEN,
  UTB_ATTACHMENTS,
} from "./sources.ts";
import type { FilingLayer } from "./sources.ts";

/** Every U.S. district court: CM/ECF, with the Federal Rules of Civil Procedure's redaction rule. */
export const FEDERAL_DISTRICT_FILING: FilingLayer = {
  name: "U.S. district courts (CM/ECF, Federal Rules of Civil Procedure)",
  rules: {
    personal_data: [{ value: "frcp-5.2", sources: [FRCP_5_2] }],
  },
  notes: [
    "CM/ECF size limits, link rules and PDF requirements are set by each district court; only the ones recorded for this court are checked. See the court's CM/ECF page before filing.",
  ],
};

/** Single federal courts' own CM/ECF rules, by preset id; each field replaces the federal default for that court. */
export const FEDERAL_COURT_FILING: Readonly<Record<string, FilingLayer>> = {
  ca_us_district_northern: {
    name: "N.D. Cal. CM/ECF",
    rules: {
      max_document_mb: { value: 50, sources: [CAND_LIMITATIONS] },
      max_envelope_mb: { value: 50, sources: [CAND_LIMITATIONS] },
    },
  },
  az_us_district: {
    name: "D. Ariz. CM/ECF",
    rules: { links: { value: "internal", sources: [AZD_LINKS] } },
    notes: [
      "The court allows links to documents on its own ECF system; the check flags every link that leaves the file.",
    ],
  },
  ms_us_district_northern: {
    name: "N.D. Miss. CM/ECF",
    rules: { forms_flattened: { value: true, sources: [MSND_FLATTEN] } },
  },
  tn_us_district_eastern: {
    name: "E.D. Tenn. CM/ECF",
    rules: { forms_flattened: { value: true, sources: [TNED_NEXTGEN] } },
  },
  // Courts differ here: E.D. Okla. says CM/ECF accepts editable forms, so no flattening rule is inferred elsewhere.
  ok_us_district_eastern: {
    name: "E.D. Okla. CM/ECF",
    rules: { forms_flattened: { value: false, sources: [OKED_PDF_CRITERIA] } },
  },
  ny_us_district_southern: {
    name: "S.D.N.Y. CM/ECF",
    rules: { packaging: { value: "lead-plus-attachments", sources: [NYSD_ATTACHMENTS] } },
    notes: ["File each exhibit as its own attachment, clearly titled, not inside the main document's PDF."],
  },
  // Not a district court, so FEDERAL_DISTRICT_FILING does not apply: bankruptcy filings follow Fed. R. Bankr. P. 9037.
  ut_us_bankruptcy: {
    name: "Bankr. D. Utah CM/ECF",
    rules: {
      max_document_mb: { value: 8, sources: [UTB_ATTACHMENTS] },
      packaging: { value: "combined", sources: [UTB_ATTACHMENTS] },
    },
    notes: [
      "Bankruptcy filings follow Fed. R. Bankr. P. 9037 on personal data, which the check does not run yet: redact social-security, taxpayer and account numbers, birth dates and minors' names yourself.",
      "The court asks for one PDF per document, with attachments only when it is over 8 MB.",
    ],
  },
};
