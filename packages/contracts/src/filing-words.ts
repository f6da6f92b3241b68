// The filing check and the filing profiles in words (issue 36): what the builder's "Filing check" panel and the
// court directory's "Filing rules" section say, kept here so the web app, its tests and the e2e specs quote one text.
import type { TFactSource } from "./courts.ts";
import type {
  TFilingCheckReport,
  TFilingFinding,
  TFilingProfile,
  TFilingProfileRuleKey,
  TFindingFix,
} from "./filing.ts";

/** One rule of a profile as the court page lists it: the rule in words and where it was read. */
export interface FilingRuleInWords {
  key: TFilingProfileRuleKey;
  words: string;
  sources: TFactSource[];
}

/** The builder's filing check panel. */
export const FILING_CHECK_MESSAGES = {
  title: "Filing check",
  checking: "Checking each file against the court's e-filing rules…",
  ready: (court: string) => `Ready to file at ${court}`,
  readyDetail: "Nothing in these files breaks a rule the court's e-filing system or clerk enforces.",
  blocked: (court: string) => `Not ready to file at ${court} yet`,
  blockedDetail: "Fix what blocks filing first; the check runs again with every rebuild.",
  notRun: "The filing check did not run",
  notRunNoCourt:
    "No court was chosen, so these files were not checked against a court's e-filing rules. Choose your court in step 1 and generate again to check them.",
  notRunFailed:
    "These files could not be checked against the court's e-filing rules this time. Generate again to check them, or check with the clerk before filing.",
  generic:
    "No rules are recorded for this court: checked against the strictest common rules. Check with the clerk.",
  blockers: "What blocks filing",
  warnings: "Worth fixing",
  wholeFile: "whole file",
  page: (page: number) => `page ${page}`,
  rule: "Rule:",
  fix: "Fix:",
  /** The one-step fixes: each rebuilds with the fix applied, and the check runs again. */
  fixes: {
    ocr: "Make the scans searchable",
    split: "Split at the court's size limit",
    flatten: "Rebuild with forms flattened",
    rename: "Rename the files by the court's rule",
  } satisfies Record<TFindingFix, string>,
  rebuilding: "Rebuilding with the fix, then checking again…",
} as const;

/** The court directory's "Filing rules" section. */
export const FILING_RULES_MESSAGES = {
  title: "Filing rules",
  loading: "Loading the court's e-filing rules…",
  failed: "The court's e-filing rules could not be loaded. Try again later.",
  generic:
    "No rules are recorded for this court: these are the strictest common rules, each from the court that has it. Check with the clerk.",
  sourced: (name: string) => `The e-filing rules of ${name}.`,
  read: (date: string) => `read ${date}`,
  none: "No e-filing rule is recorded for this court.",
} as const;

const inches = (n: number) => `${n} in`;

/** One rule of a profile in words ("Each document: at most 25 MB"), in the order the court page lists them. */
export function filingRulesInWords(profile: TFilingProfile): FilingRuleInWords[] {
  const rules: FilingRuleInWords[] = [];
  // The words are made for every rule, set or not; only a rule the profile sets (with its sources) is listed.
  const add = (key: TFilingProfileRuleKey, rule: { sources: TFactSource[] } | null, words: string) => {
    if (rule) rules.push({ key, words, sources: rule.sources });
  };
  const p = profile;
  add("max_document_mb", p.max_document_mb, `Each document: at most ${p.max_document_mb?.value} MB.`);
  add(
    "max_envelope_mb",
    p.max_envelope_mb,
    `One filing (all its documents together): at most ${p.max_envelope_mb?.value} MB.`,
  );
  add(
    "links",
    p.links,
    p.links?.value === "none"
      ? "No links at all in the files (page numbers in the index stay)."
      : "Links within a file are accepted; no links to outside websites.",
  );
  add(
    "clerk_box_first_page",
    p.clerk_box_first_page,
    `First page: keep a ${inches(p.clerk_box_first_page?.value.width_in ?? 0)} × ${inches(p.clerk_box_first_page?.value.height_in ?? 0)} box at the top right empty for the clerk's stamp.`,
  );
  add(
    "clerk_box_later_pages",
    p.clerk_box_later_pages,
    `Later pages: keep a ${inches(p.clerk_box_later_pages?.value.width_in ?? 0)} × ${inches(p.clerk_box_later_pages?.value.height_in ?? 0)} box at the top right empty.`,
  );
  add(
    "page_size",
    p.page_size,
    p.page_size?.value === "keep-legal"
      ? "Legal-size pages stay legal size (never shrunk to Letter)."
      : "Pages are Letter size (legal-size pages are shrunk to fit).",
  );
  add("file_name", p.file_name, `File names: ${p.file_name?.value.description}.`);
  add(
    "bookmarks_required",
    p.bookmarks_required,
    p.bookmarks_required?.value ? "Bookmarks are required." : "Bookmarks are not required.",
  );
  add(
    "searchable_required",
    p.searchable_required,
    p.searchable_required?.value
      ? "Every page must be text-searchable (scans need OCR)."
      : "Text-searchable pages are not required.",
  );
  add(
    "forms_flattened",
    p.forms_flattened,
    p.forms_flattened?.value
      ? "Fillable form fields must be flattened."
      : "Fillable form fields are accepted.",
  );
  add(
    "packaging",
    p.packaging,
    p.packaging?.value === "combined"
      ? "File one combined document."
      : "File a lead document with the exhibits as attachments.",
  );
  for (const rule of p.personal_data)
    add("personal_data", rule, `Personal data: ${PERSONAL_DATA_WORDS[rule.value]}.`);
  return rules;
}

const PERSONAL_DATA_WORDS: Record<TFilingProfile["personal_data"][number]["value"], string> = {
  "frcp-5.2":
    "redact as Fed. R. Civ. P. 5.2 requires (last 4 of SSN and account numbers, birth year, minors' initials)",
  "tex-r-civ-p-21c": "redact sensitive data as Tex. R. Civ. P. 21c requires",
  "ill-s-ct-r-138": "leave out personal identity information as Ill. S. Ct. R. 138 requires",
  "fla-r-gen-prac-2.425": "minimise sensitive information as Fla. R. Gen. Prac. & Jud. Admin. 2.425 requires",
  "cal-r-ct-1.201": "exclude or redact identifiers as Cal. Rules of Court 1.201 requires",
};

/** The findings of a report, file by file, blockers first and then warnings (the order the builder lists them). */
export function findingsInOrder(report: TFilingCheckReport): {
  blockers: (TFilingFinding & { file: string })[];
  warnings: (TFilingFinding & { file: string })[];
} {
  const all = report.files.flatMap((file) =>
    file.findings.map((finding) => ({ ...finding, file: file.file })),
  );
  return {
    blockers: all.filter((finding) => finding.severity === "blocker"),
    warnings: all.filter((finding) => finding.severity === "warning"),
  };
}

/** The one-step fixes a report offers, each once, in the order the builder shows their buttons. */
export function fixesOffered(report: TFilingCheckReport): TFindingFix[] {
  const order: TFindingFix[] = ["ocr", "flatten", "split", "rename"];
  const wanted = new Set(
    report.files.flatMap((file) => file.findings.flatMap((f) => (f.action ? [f.action] : []))),
  );
  return order.filter((fix) => wanted.has(fix));
}

/**
 * A finding's citation ("Title — URL") split for a link: the URL when the citation ends with one (http or https
 * only, so nothing else becomes a link), and the title to show.
 */
export function citationParts(source: string): { title: string; url: string | null } {
  const match = /^(.*?)\s+—\s+(https?:\/\/\S+)$/.exec(source);
  if (!match) return { title: source, url: null };
  return { title: match[1]!, url: match[2]! };
}
