// How the filing check words its findings: the rule's citation from the profile, runs of pages, and one finding a
// run, so a 300-page scan is one line ("pages 1–300 have no searchable text"), not three hundred.
import type {
  TFilingFinding,
  TFilingProfile,
  TFilingProfileRuleKey,
  TFilingRuleId,
  TFindingFix,
  TFindingSeverity,
} from "@courtready/contracts";
import { ranges } from "../kit/quality.ts";

/** The profile's rule for a key, when it has one (a sourced value). */
export function ruleOf<K extends Exclude<TFilingProfileRuleKey, "personal_data">>(
  profile: TFilingProfile,
  key: K,
): NonNullable<TFilingProfile[K]> | null {
  return (profile[key] ?? null) as NonNullable<TFilingProfile[K]> | null;
}

/** "Title — URL" of a rule's first source (the title alone without a URL); null without a rule. */
export function citation(rule: { sources: { title: string; url: string | null }[] } | null | undefined) {
  const first = rule?.sources[0];
  if (!first) return null;
  return first.url ? `${first.title} — ${first.url}` : first.title;
}

export interface FindingInput {
  rule: TFilingRuleId;
  severity: TFindingSeverity;
  page: number | null;
  message: string;
  source: string | null;
  fix: string;
  action?: TFindingFix | null;
}

/** A finding with its keys in the contract's order (the CLI's --json reads as the schema does). */
export function finding(input: FindingInput): TFilingFinding {
  return {
    rule: input.rule,
    severity: input.severity,
    page: input.page,
    message: input.message,
    source: input.source,
    fix: input.fix,
    action: input.action ?? null,
  };
}

/** "page 4 is…" → "Page 4 is…", for a message that opens with the pages. */
export function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** "page 4" or "pages 4–9". */
export function pagesWord(from: number, to: number): string {
  return from === to ? `page ${from}` : `pages ${from}–${to}`;
}

/** One finding for each run of consecutive pages, `page` its first, the message told which pages it covers. */
export function perRun(
  pages: number[],
  make: (where: string, first: number, last: number) => Omit<FindingInput, "page">,
): TFilingFinding[] {
  return ranges([...new Set(pages)]).map(([from, to]) =>
    finding({ ...make(pagesWord(from, to), from, to), page: from }),
  );
}

/** "2, 9, 12–14 and 40 more": the first runs of a long list of pages, for one finding about all of them. */
export function pageList(pages: number[], shown = 6): string {
  const runs = ranges([...new Set(pages)]);
  const words = runs.slice(0, shown).map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`));
  const rest = runs.length - shown;
  return `${pages.length === 1 ? "page" : "pages"} ${words.join(", ")}${rest > 0 ? ` and ${rest} more` : ""}`;
}
