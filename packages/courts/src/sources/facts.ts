// Sourced facts: e-filing systems, per-file size limits and exhibit-labelling rules, each with where it was read.
// A fact is recorded only with its source. Where sources disagree, both are kept with the value each gives and
// the fact itself stays empty (null), so the product never shows a number we cannot stand behind.
import type { TCourtLabeling, TCourtState, TFactSource } from "@courtready/contracts";

/** The date every source below was read. */
export const READ = "2026-11-22";

export function source(title: string, url: string | null, value: string | null = null): TFactSource {
  return { title, url, read: READ, value };
}

export interface Fact<T> {
  value: T;
  sources: TFactSource[];
}

export interface CourtFacts {
  e_filing?: Fact<string>;
  size_limit_mb?: Fact<number | null>;
  labeling?: Fact<TCourtLabeling>;
  notes?: readonly string[];
}

/** Facts that hold for every county-level trial court of a state. */
export const STATE_COURT_FACTS: Partial<Record<TCourtState, CourtFacts>> = {
  TX: {
    e_filing: {
      value: "eFileTexas",
      sources: [
        source(
          "eFileTexas.gov, the statewide e-filing system for Texas district and county courts (Tex. R. Civ. P. 21(f))",
          "https://www.efiletexas.gov",
        ),
      ],
    },
    size_limit_mb: {
      value: null,
      sources: [
        source(
          "FileTime (an eFileTexas filing service provider), knowledge base: maximum file size",
          "http://feedback.filetime.com/knowledgebase/articles/300073-what-do-i-do-when-my-filing-exceeds-the-maximum-fi",
          "25 MB per document, 35 MB per submission",
        ),
        source(
          "Ector County District Clerk, eFile frequently asked questions",
          "https://newtools.cira.state.tx.us/page/ector.eFileFAQ",
          "32 MB per document",
        ),
      ],
    },
    notes: [
      "Lawyers must e-file through eFileTexas; people filing without a lawyer may use it but do not have to.",
      "Sources disagree on eFileTexas's per-file size limit, so none is listed. Check with the clerk before filing a large file.",
    ],
  },
  IL: {
    e_filing: {
      value: "eFileIL",
      sources: [
        source(
          "Illinois Supreme Court Rule 9 and order M.R. 18368: e-filing through eFileIL mandatory in civil cases in the circuit courts since January 1, 2018",
          null,
        ),
      ],
    },
    size_limit_mb: {
      value: 25,
      sources: [
        source(
          "eFileIL Electronic Document Standards (Illinois Supreme Court): trial courts, 25 MB per document, 50 MB per envelope",
          null,
        ),
      ],
    },
  },
  FL: {
    e_filing: {
      value: "Florida Courts E-Filing Portal",
      sources: [source("Florida Courts E-Filing Portal", "https://www.myflcourtaccess.com")],
    },
    size_limit_mb: {
      value: 50,
      sources: [
        source(
          "Florida Courts E-Filing Portal document submission standards (50 MB size limit), as published by The Florida Bar",
          "https://pri.floridabar.org/solution-article/eportal-document-submission-standards/",
        ),
      ],
    },
  },
  NY: {
    e_filing: {
      value: "NYSCEF",
      sources: [
        source(
          "NYSCEF, the New York State Courts Electronic Filing system (Supreme Court civil cases)",
          "https://iapps.courts.state.ny.us/nyscef/HomePage",
        ),
      ],
    },
    size_limit_mb: {
      value: null,
      sources: [
        source(
          'Acro Photo Print, "New York E-Filing Requirements & Tips" (2018), on NYSCEF PDF requirements',
          "https://www.acrophotoprint.com/blog/2018/november/new-york-e-filing-requirements-tips/",
          "100 MB per PDF",
        ),
        source(
          'PrepFile, "NYSCEF PDF filing requirements"',
          "https://prepfile.app/pages/nyscef-pdf-requirements/",
          "10 MB per document, 50 MB per filing",
        ),
      ],
    },
    notes: [
      "NYSCEF e-filing is available in Supreme Court civil cases; whether it is required or optional depends on the county and the type of case (for example, matrimonial cases need the parties' consent). Check with the County Clerk.",
      "Sources disagree on NYSCEF's per-file size limit, so none is listed. Check the NYSCEF site before filing a large file.",
    ],
  },
  NJ: {
    e_filing: {
      value: "JEDS",
      sources: [
        source(
          "New Jersey Courts, Judiciary Electronic Document Submission (JEDS) for self-represented litigants",
          null,
        ),
      ],
    },
    size_limit_mb: {
      value: 35,
      sources: [
        source(
          "New Jersey Courts, Judiciary Electronic Document Submission (JEDS): 35 MB file size limit",
          null,
        ),
      ],
    },
    notes: [
      "JEDS is the Judiciary's document submission system for people filing without a lawyer; lawyers file through eCourts.",
      "The JEDS instructions say evidence and discovery documents cannot be uploaded through JEDS.",
    ],
  },
  MI: {
    notes: [
      "MiFILE, Michigan's e-filing system, is used by some Michigan courts. Check whether this court accepts filings through MiFILE.",
    ],
  },
};

/** Every federal district and bankruptcy court files through CM/ECF. */
export const FEDERAL_E_FILING: Fact<string> = {
  value: "CM/ECF",
  sources: [
    source(
      "uscourts.gov, Electronic Filing (CM/ECF)",
      "https://www.uscourts.gov/court-records/electronic-filing-cmecf",
    ),
  ],
};

/** Facts for single federal courts, by preset id. */
export const FEDERAL_COURT_FACTS: Readonly<Record<string, CourtFacts>> = {
  ca_us_district_central: {
    size_limit_mb: {
      value: 35,
      sources: [
        source(
          'C.D. Cal. Local Rule 5-4.3.1 and the Clerk\'s notice "PDF File Size Limit Increase in CM/ECF": 35 MB per PDF',
          "https://www.cacd.uscourts.gov/news/pdf-file-size-limit-increase-cmecf",
        ),
      ],
    },
  },
  ca_us_district_northern: {
    size_limit_mb: {
      value: 50,
      sources: [source("N.D. Cal. CM/ECF filing requirements: 50 MB per file", null)],
    },
  },
  ca_us_district_southern: {
    labeling: {
      value: { plaintiff: "numbers", defendant: "letters", letter_style: "AA", is_default: false },
      sources: [
        source(
          "S.D. Cal. Civil Local Rule 5.1(e): plaintiff exhibits numbered, defendant exhibits lettered A–Z, then AA–AZ, BA–BZ",
          null,
        ),
      ],
    },
  },
  pa_us_district_eastern: {
    size_limit_mb: {
      value: 50,
      sources: [
        source(
          "E.D. Pa. Case Processing FAQs: size limit for a PDF filed on CM/ECF, 50 MB per file",
          "https://www.paed.uscourts.gov/case-processing-faqs",
        ),
      ],
    },
  },
  md_us_district: {
    size_limit_mb: {
      value: 30,
      sources: [
        source(
          "D. Md. CM/ECF filing page: per-document capacity of 30 MB",
          "https://ecf.mdd.uscourts.gov/cgi-bin/ShowIndex.pl",
        ),
      ],
    },
  },
  ut_us_bankruptcy: {
    size_limit_mb: {
      value: 8,
      sources: [
        source(
          'Bankr. D. Utah, "Use Attachments to Document Only If Necessary": 8 MB per document in CM/ECF',
          "https://www.utb.uscourts.gov/use-attachments-document-only-if-necessary",
        ),
      ],
    },
  },
};
