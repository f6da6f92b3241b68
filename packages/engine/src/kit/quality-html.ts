// Writes the binder quality report as one self-contained HTML page a non-lawyer can read on a phone.
import { formatDate } from "../assemble/format.ts";
import { escapeHtml } from "./escape-html.ts";
import { filingCheckSection } from "./quality-html-filing.ts";
import { megabytes as mb } from "./quality.ts";
import type {
  DocumentQuality,
  PersonalDataFinding,
  PersonalDataKind,
  QualityReport,
  QualityStatus,
} from "./types.ts";

/**
 * The whole page: overall traffic light, what to fix, binder facts, then one section per exhibit. No scripts and no
 * outside resources (the Content-Security-Policy forbids both), so it opens the same from a disk, an e-mail or a ZIP.
 * Every string from the report is escaped: descriptions and file names are typed by the person building the binder.
 */
export function renderQualityReportHtml(report: QualityReport): string {
  const caseLines = [
    report.caseName ? escapeHtml(report.caseName) : "",
    report.caseNumber ? keepTogether(`Case No. ${report.caseNumber}`) : "",
  ].filter((s) => s !== "");
  const title = ["Binder quality report", report.caseName ?? report.caseNumber ?? ""].filter((s) => s !== "");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(title.join(" – "))}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<header>
<h1>Binder quality report</h1>
${caseLines.map((line) => `<p class="case">${line}</p>\n`).join("")}<p class="meta">Prepared ${escapeHtml(longDate(report.preparedOn))}</p>
</header>
<section class="panel overall ${report.status}">
${light(report.status)}
<p>${OVERALL_ADVICE[report.status]}</p>
</section>
${summarySection(report)}
${filingCheckSection(report)}${binderSection(report)}
${report.documents.map(documentSection).join("\n")}
<footer><p>This report points out things to check. It is not legal advice.</p></footer>
</main>
</body>
</html>
`;
}

export { escapeHtml };

/**
 * Escaped text kept on one line ("2:24-cv-01234" and "***-**-6789" broken at a hyphen are hard to read); long text
 * may still wrap, so it never runs off a phone's screen.
 */
function keepTogether(text: string): string {
  return text.length <= 24 ? `<span class="nowrap">${escapeHtml(text)}</span>` : escapeHtml(text);
}

/**
 * Pages as short runs: [3, 4, 5, 6, 7, 9] → "3–7, 9"; two single pages read "12 and 14". Repeats and order in the
 * input do not matter.
 */
export function pageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  if (runs.length === 2 && runs.every((r) => !r.includes("–"))) return runs.join(" and ");
  return runs.join(", ");
}

/** "Page 7" / "Pages 3–7, 9", to start a sentence. */
function pagesPhrase(pages: readonly number[]): string {
  return `${new Set(pages).size === 1 ? "Page" : "Pages"} ${pageRanges(pages)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Traffic lights

const STATUS_WORDS: Record<QualityStatus, string> = {
  ok: "Ready to file",
  check: "Check before filing",
  fix: "Fix before filing",
};
/** A mark inside the dot, so the light reads without telling colours apart (the words say it too). */
const STATUS_MARK: Record<QualityStatus, string> = { ok: "✓", check: "!", fix: "✕" };
const OVERALL_ADVICE: Record<QualityStatus, string> = {
  ok: "We found nothing to fix. Still, page through the binder once before you file it.",
  check: "Nothing has to be fixed, but look at the points below before you file.",
  fix: "Some things should be fixed before you file. They are listed below.",
};

function light(status: QualityStatus): string {
  return `<p class="light ${status}"><span class="dot" aria-hidden="true">${STATUS_MARK[status]}</span><span>${STATUS_WORDS[status]}</span></p>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Summary and binder facts

function summarySection(report: QualityReport): string {
  const body = report.summary.length
    ? `<ul>\n${report.summary.map((s) => `<li>${escapeHtml(s)}</li>`).join("\n")}\n</ul>`
    : `<p>Nothing to fix.</p>`;
  return `<section class="panel">
<h2>What to fix before filing</h2>
${body}
</section>`;
}

function binderSection(report: QualityReport): string {
  const facts = [`<li>Total pages: ${report.totalPages.toLocaleString("en-US")}</li>`];
  const volumes = report.volumes ?? [];
  const limit = report.sizeLimitBytes;
  const sizeName =
    volumes.length > 1
      ? `Largest volume: ${mb(report.fileSizeBytes)}`
      : `File size: ${mb(report.fileSizeBytes)}`;
  if (limit === undefined) facts.push(`<li>${sizeName}</li>`);
  else if (report.fileSizeBytes > limit) {
    facts.push(
      `<li><strong>${sizeName}, over the ${mb(limit)} limit.</strong> The court's filing system may refuse it; split it into smaller volumes.</li>`,
    );
  } else facts.push(`<li>${sizeName}, under the ${mb(limit)} limit.</li>`);
  if (volumes.length > 1)
    facts.push(`<li>Split into ${volumes.length} volumes, each filed as its own PDF.</li>`);

  const table = volumes.length
    ? `
<table>
<caption>Volumes</caption>
<thead><tr><th scope="col">Volume</th><th scope="col">Binder pages</th><th scope="col">Size</th></tr></thead>
<tbody>
${volumes
  .map(
    (v) =>
      `<tr><td>${v.number}</td><td>${v.firstPage === v.lastPage ? v.firstPage : `${v.firstPage}–${v.lastPage}`}</td><td>${mb(v.sizeBytes)}${limit !== undefined && v.sizeBytes > limit ? " <strong>(over the limit)</strong>" : ""}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>`
    : "";
  // Labels are typed by the person (kept labels), so they are escaped like every other string.
  const heavy = report.heaviestPages?.length
    ? `
<table>
<caption>Heaviest pages (scan these again at a lower resolution for smaller files)</caption>
<thead><tr><th scope="col">Binder page</th><th scope="col">Exhibit page</th><th scope="col">Size</th></tr></thead>
<tbody>
${report.heaviestPages
  .map(
    (p) =>
      `<tr><td>${p.page}</td><td>Exhibit ${escapeHtml(p.exhibit)}, page ${p.exhibitPage}</td><td>${mb(p.sizeBytes)}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>`
    : "";
  return `<section class="panel">
<h2>The binder</h2>
<ul>
${facts.join("\n")}
</ul>${table}${heavy}
</section>`;
}

/** "2024-03-05" → "March 5, 2024" (formatDate shows anything else as given). */
const longDate = (iso: string): string => formatDate(iso);

// ---------------------------------------------------------------------------------------------------------------
// One exhibit

function documentSection(doc: DocumentQuality): string {
  const heading = doc.description.trim()
    ? `Exhibit ${escapeHtml(doc.label)}: ${escapeHtml(doc.description)}`
    : `Exhibit ${escapeHtml(doc.label)}`;
  const pageSpan =
    doc.firstPage === doc.lastPage
      ? `binder page ${doc.firstPage}`
      : `binder pages ${doc.firstPage}–${doc.lastPage}`;
  const where = [
    `From the file “${escapeHtml(doc.source)}” (${escapeHtml(doc.typeLabel)})`,
    `${pageSpan} (${doc.pages} ${doc.pages === 1 ? "page" : "pages"})`,
    ...(doc.volume !== undefined ? [`volume ${doc.volume}`] : []),
  ];
  const facts = documentFacts(doc);
  const list = facts.length
    ? `<ul>\n${facts.map((f) => `<li>${f}</li>`).join("\n")}\n</ul>`
    : `<p>Nothing to check on this exhibit.</p>`;
  return `<section class="panel doc ${doc.status}">
<h2>${heading}</h2>
${light(doc.status)}
${list}
<p class="meta">${where.join(" · ")}</p>
<p class="meta hash">Fingerprint (SHA-256): ${escapeHtml(doc.sha256)}</p>
</section>`;
}

/** The exhibit's facts as escaped HTML sentences, most serious first; facts that do not apply are left out. */
function documentFacts(doc: DocumentQuality): string[] {
  const facts: string[] = [];
  facts.push(...personalDataLines(doc.personalData));

  const noText = doc.pagesWithoutText;
  if (noText.length) {
    facts.push(
      one(noText)
        ? `${pagesPhrase(noText)} has no text layer (scanned): the court's search will not find words on it.`
        : `${pagesPhrase(noText)} have no text layer (scanned): the court's search will not find words on them.`,
    );
  }
  const low = doc.lowResolution;
  if (low.length) {
    const dpis = low.map((l) => l.dpi);
    const [min, max] = [Math.min(...dpis), Math.max(...dpis)];
    const dpi = min === max ? `${min} dpi` : `${min}–${max} dpi`;
    const pages = low.map((l) => l.page);
    facts.push(
      `${pagesPhrase(pages)} ${one(pages) ? "is" : "are"} low resolution (${dpi}) and may look blurry when printed. Use a sharper scan or photo if you have one.`,
    );
  }
  if (doc.blankPages.length) {
    const p = doc.blankPages;
    facts.push(`${pagesPhrase(p)} ${one(p) ? "looks" : "look"} blank. Check that nothing is missing.`);
  }
  if (doc.scaledPages.length) {
    const p = doc.scaledPages;
    facts.push(
      `${pagesPhrase(p)} ${one(p) ? "was" : "were"} shrunk to fit on Letter paper. Check that small print is still readable.`,
    );
  }
  if (doc.rotatedPages.length) {
    const p = doc.rotatedPages;
    facts.push(
      `${pagesPhrase(p)} ${one(p) ? "was" : "were"} turned to read upright. Check that ${one(p) ? "it reads" : "they read"} the right way.`,
    );
  }
  // Letter pages are what a binder is made of; only other sizes are worth a word.
  if (doc.pageSizes.some((s) => !/\(Letter\)/.test(s.size))) {
    const sizes = doc.pageSizes.map(
      (s) => `${escapeHtml(s.size)}: ${s.count} ${s.count === 1 ? "page" : "pages"}`,
    );
    facts.push(
      `Original page ${sizes.length === 1 ? "size" : "sizes"}: ${sizes.join("; ")}. They were placed on Letter paper.`,
    );
  }
  facts.push(...doc.conversions.map(sentence), ...doc.security.map(sentence), ...doc.warnings.map(sentence));
  return facts;
}

function one(pages: readonly number[]): boolean {
  return new Set(pages).size === 1;
}

/** An escaped line from the report, ending with a full stop so the list reads as sentences. */
function sentence(text: string): string {
  const t = text.trim();
  return escapeHtml(/[.!?:]$/.test(t) ? t : `${t}.`);
}

const DATA_NAMES: Record<PersonalDataKind, string> = {
  "social-security-number": "a full Social Security number",
  "taxpayer-id": "a full taxpayer ID number",
  "financial-account-number": "a full bank or financial account number",
  "card-number": "a full credit or debit card number",
  "birth-date": "a full date of birth",
};
const DATA_ACTIONS: Record<PersonalDataKind, string> = {
  "social-security-number": "black out all but the last four digits before filing.",
  "taxpayer-id": "black out all but the last four digits before filing.",
  "financial-account-number": "black out all but the last four digits before filing.",
  "card-number": "black out all but the last four digits before filing.",
  "birth-date": "black out the day and month, leaving only the year, before filing.",
};

/**
 * "Page 7 may show a full Social Security number (***-**-6789). FRCP 5.2(a)(1): black out …", one line per value
 * (kind and masked form), listing every page it is on.
 */
function personalDataLines(findings: readonly PersonalDataFinding[]): string[] {
  const groups = new Map<string, { finding: PersonalDataFinding; pages: number[] }>();
  for (const f of findings) {
    const key = `${f.kind}\u0000${f.masked}\u0000${f.rule}`;
    const group = groups.get(key);
    if (group) group.pages.push(f.page);
    else groups.set(key, { finding: f, pages: [f.page] });
  }
  return [...groups.values()]
    .sort((a, b) => Math.min(...a.pages) - Math.min(...b.pages))
    .map(
      ({ finding: f, pages }) =>
        `<strong>${pagesPhrase(pages)} may show ${DATA_NAMES[f.kind]} (${keepTogether(f.masked)}).</strong> ${keepTogether(f.rule)}: ${DATA_ACTIONS[f.kind]}`,
    );
}

// ---------------------------------------------------------------------------------------------------------------

// Colours: text #1f2328 and #57606a on white are 15:1 and 6:1 (WCAG AA is 4.5:1); the dots carry a mark and the
// light carries words, so no fact is told by colour alone.
const CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:#f3f4f6;color:#1f2328;font:1.0625rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;overflow-wrap:break-word}
main{max-width:42rem;margin:0 auto;padding:1.5rem 1rem 2rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .5rem}
h2{font-size:1.25rem;line-height:1.3;margin:0 0 .75rem}
p{margin:.5rem 0}
.case{font-size:1.125rem;font-weight:600;margin:0}
.nowrap{white-space:nowrap}
.meta{color:#57606a;font-size:.9375rem}
.hash{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8125rem;overflow-wrap:anywhere}
.panel{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:1rem 1.125rem;margin:1rem 0}
.panel.ok{border-left:.5rem solid #1a7f37}
.panel.check{border-left:.5rem solid #bf8700}
.panel.fix{border-left:.5rem solid #cf222e}
.overall.ok{background:#dafbe1}
.overall.check{background:#fff8c5}
.overall.fix{background:#ffebe9}
.overall .light{font-size:1.375rem}
.light{display:flex;align-items:center;gap:.625rem;font-weight:700;font-size:1.125rem;margin:0 0 .5rem}
.dot{flex:none;display:inline-flex;align-items:center;justify-content:center;width:1.75rem;height:1.75rem;border-radius:50%;font-size:1rem;line-height:1;font-weight:700}
.light.ok .dot{background:#1a7f37;color:#fff}
.light.check .dot{background:#bf8700;color:#1f2328}
.light.fix .dot{background:#cf222e;color:#fff}
h3{font-size:1.0625rem;margin:1rem 0 .25rem}
.finding .where{font-weight:600}
ul{margin:.25rem 0;padding-left:1.25rem}
li{margin:.4rem 0}
li strong{font-weight:600}
table{width:100%;border-collapse:collapse;margin-top:.75rem;font-size:.9375rem}
caption{text-align:left;font-weight:600;padding-bottom:.25rem}
th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid #d0d7de}
th{background:#f6f8fa}
footer{color:#57606a;font-size:.9375rem;text-align:center;margin-top:2rem}
@media print{body{background:#fff}.panel{break-inside:avoid}}
`;
