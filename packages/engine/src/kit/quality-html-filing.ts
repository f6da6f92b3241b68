// The quality report's "Filing check" section: the court copy (or each volume) checked against the chosen court's
// e-filing rules, in the builder's words (contracts' filing-words.ts), every string escaped.
import { citationParts, findingsInOrder, readyToFile } from "@courtready/contracts";
import type { TFilingFinding } from "@courtready/contracts";
import { escapeHtml } from "./escape-html.ts";
import { KIT_WORDS_EN } from "./kit-words.ts";
import type { KitWords } from "./kit-words.ts";
import type { QualityReport } from "./types.ts";

/**
 * The section, or "" when the kit was built for no court. A check that failed to run says so: it never reads as
 * ready. Findings are listed blockers first, each with its file, page, fix and the rule's citation.
 */
export function filingCheckSection(
  report: QualityReport,
  words: KitWords["filing"] = KIT_WORDS_EN.filing,
): string {
  const check = report.filing_check;
  if (check === undefined) return "";
  if (check === null)
    return `<section class="panel check" id="filing-check">
<h2>${words.title}</h2>
${light("check", words.notRun)}
<p>${escapeHtml(words.notRunFailed)}</p>
</section>
`;
  const court = report.filingCourt ?? check.court;
  const ready = readyToFile(check);
  const { blockers, warnings } = findingsInOrder(check);
  const list = (title: string, findings: (TFilingFinding & { file: string })[]) =>
    findings.length
      ? `<h3>${escapeHtml(title)}</h3>
<ul>
${findings.map((f) => findingItem(words, f)).join("\n")}
</ul>
`
      : "";
  const files = check.files.map((f) => escapeHtml(f.file)).join(", ");
  return `<section class="panel ${ready ? "ok" : "fix"}" id="filing-check">
<h2>${words.title}</h2>
${light(ready ? "ok" : "fix", ready ? words.ready(court) : words.blocked(court))}
<p>${escapeHtml(ready ? words.readyDetail : words.blockedDetail)}</p>
${check.profile === "generic" ? `<p>${escapeHtml(words.generic)}</p>\n` : ""}<p class="meta">${words.checked} ${files}</p>
${list(words.blockers, blockers)}${list(words.warnings, warnings)}</section>
`;
}

/** The quality report's traffic light, with the filing check's own words. */
function light(status: "ok" | "check" | "fix", words: string): string {
  const mark = { ok: "✓", check: "!", fix: "✕" }[status];
  return `<p class="light ${status}"><span class="dot" aria-hidden="true">${mark}</span><span>${escapeHtml(words)}</span></p>`;
}

/** "binder.pdf, page 4: message Fix: … Rule: <citation>", the citation a link only when it ends in http(s). */
function findingItem(words: KitWords["filing"], f: TFilingFinding & { file: string }): string {
  const where = `${f.file}, ${f.page === null ? words.wholeFile : words.page(f.page)}`;
  let rule = "";
  if (f.source) {
    const { title, url } = citationParts(f.source);
    const cited = url
      ? `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(title)}</a>`
      : escapeHtml(title);
    rule = ` <br>${words.rule} ${cited}`;
  }
  return `<li class="finding"><span class="where">${escapeHtml(where)}:</span> ${escapeHtml(f.message)} <br>${words.fix} ${escapeHtml(f.fix)}${rule}</li>`;
}
