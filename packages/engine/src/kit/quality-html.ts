// Writes the binder quality report as one self-contained HTML page a non-lawyer can read on a phone.
import { escapeHtml } from "./escape-html.ts";
import { kitWords } from "./kit-words.ts";
import type { KitLanguage, KitWords } from "./kit-words.ts";
import { filingCheckSection } from "./quality-html-filing.ts";
import { megabytes } from "./quality.ts";
import type { DocumentQuality, PersonalDataFinding, QualityReport, QualityStatus } from "./types.ts";

/**
 * The whole page: overall traffic light, what to fix, binder facts, then one section per exhibit. No scripts and no
 * outside resources (the Content-Security-Policy forbids both), so it opens the same from a disk, an e-mail or a ZIP.
 * Every string from the report is escaped: descriptions and file names are typed by the person building the binder.
 * The page is in `language` (the person's); what the person typed (case name, descriptions) is shown as typed.
 */
export function renderQualityReportHtml(report: QualityReport, language: KitLanguage = "en"): string {
  const w = kitWords(language);
  const caseLines = [
    report.caseName ? escapeHtml(report.caseName) : "",
    report.caseNumber ? keepTogether(w.caseNumber(report.caseNumber)) : "",
  ].filter((s) => s !== "");
  const title = [w.reportTitle, report.caseName ?? report.caseNumber ?? ""].filter((s) => s !== "");
  return `<!DOCTYPE html>
<html lang="${w.htmlLang}">
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
<h1>${w.reportTitle}</h1>
${caseLines.map((line) => `<p class="case">${line}</p>\n`).join("")}<p class="meta">${escapeHtml(w.prepared(w.longDate(report.preparedOn)))}</p>
</header>
<section class="panel overall ${report.status}">
${light(w, report.status)}
<p>${w.overallAdvice[report.status]}</p>
</section>
${summarySection(w, report)}
${filingCheckSection(report, w.filing)}${binderSection(w, language, report)}
${report.documents.map((doc) => documentSection(w, doc)).join("\n")}
<footer><p>${w.footer}</p></footer>
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
 * Pages as short runs: [3, 4, 5, 6, 7, 9] → "3–7, 9"; two single pages read "12 and 14" (`and`: the language's
 * word, spaced). Repeats and order in the input do not matter.
 */
export function pageRanges(pages: readonly number[], and = " and "): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  if (runs.length === 2 && runs.every((r) => !r.includes("–"))) return runs.join(and);
  return runs.join(", ");
}

/** "Page 7" / "Pages 3–7, 9", to start a sentence. */
function pagesPhrase(w: KitWords, pages: readonly number[]): string {
  return w.pagesPhrase(pageRanges(pages, w.and), one(pages));
}

// ---------------------------------------------------------------------------------------------------------------
// Traffic lights

/** A mark inside the dot, so the light reads without telling colours apart (the words say it too). */
const STATUS_MARK: Record<QualityStatus, string> = { ok: "✓", check: "!", fix: "✕" };

function light(w: KitWords, status: QualityStatus): string {
  return `<p class="light ${status}"><span class="dot" aria-hidden="true">${STATUS_MARK[status]}</span><span>${w.status[status]}</span></p>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Summary and binder facts

function summarySection(w: KitWords, report: QualityReport): string {
  const body = report.summary.length
    ? `<ul>\n${report.summary.map((s) => `<li>${escapeHtml(s)}</li>`).join("\n")}\n</ul>`
    : `<p>${w.nothingToFix}</p>`;
  return `<section class="panel">
<h2>${w.summaryTitle}</h2>
${body}
</section>`;
}

function binderSection(w: KitWords, language: KitLanguage, report: QualityReport): string {
  const mb = (bytes: number) => megabytes(bytes, language);
  // US Spanish groups thousands with a comma too, so "en-US" is right for both.
  const facts = [`<li>${w.totalPages(report.totalPages.toLocaleString("en-US"))}</li>`];
  const volumes = report.volumes ?? [];
  const limit = report.sizeLimitBytes;
  const sizeName =
    volumes.length > 1 ? w.largestVolume(mb(report.fileSizeBytes)) : w.fileSize(mb(report.fileSizeBytes));
  if (limit === undefined) facts.push(`<li>${sizeName}</li>`);
  else if (report.fileSizeBytes > limit) facts.push(`<li>${w.overLimit(sizeName, mb(limit))}</li>`);
  else facts.push(`<li>${w.underLimit(sizeName, mb(limit))}</li>`);
  if (volumes.length > 1) facts.push(`<li>${w.splitInto(volumes.length)}</li>`);
  // File names are the person's, so they are escaped like every other string.
  for (const f of report.scans?.files ?? [])
    facts.push(`<li>${escapeHtml(w.scansFile(f.name, mb(f.beforeBytes), mb(f.afterBytes)))}</li>`);

  const table = volumes.length
    ? `
<table>
<caption>${w.volumesCaption}</caption>
<thead><tr><th scope="col">${w.volumeHeader}</th><th scope="col">${w.binderPagesHeader}</th><th scope="col">${w.sizeHeader}</th></tr></thead>
<tbody>
${volumes
  .map(
    (v) =>
      `<tr><td>${v.number}</td><td>${v.firstPage === v.lastPage ? v.firstPage : `${v.firstPage}–${v.lastPage}`}</td><td>${mb(v.sizeBytes)}${limit !== undefined && v.sizeBytes > limit ? ` <strong>${w.overTheLimit}</strong>` : ""}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>`
    : "";
  // Labels are typed by the person (kept labels), so they are escaped like every other string.
  const heavy = report.heaviestPages?.length
    ? `
<table>
<caption>${w.heaviestCaption}</caption>
<thead><tr><th scope="col">${w.binderPageHeader}</th><th scope="col">${w.exhibitPageHeader}</th><th scope="col">${w.sizeHeader}</th></tr></thead>
<tbody>
${report.heaviestPages
  .map(
    (p) =>
      `<tr><td>${p.page}</td><td>${w.exhibitPage(escapeHtml(p.exhibit), p.exhibitPage)}</td><td>${mb(p.sizeBytes)}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>`
    : "";
  return `<section class="panel">
<h2>${w.binderTitle}</h2>
<ul>
${facts.join("\n")}
</ul>${table}${heavy}
</section>`;
}

// ---------------------------------------------------------------------------------------------------------------
// One exhibit

function documentSection(w: KitWords, doc: DocumentQuality): string {
  // The description is the person's own words, as filed (English): only the word before the label is translated.
  const heading = doc.description.trim()
    ? `${w.exhibit(escapeHtml(doc.label))}: ${escapeHtml(doc.description)}`
    : w.exhibit(escapeHtml(doc.label));
  const where = [
    w.fromFile(escapeHtml(doc.source), escapeHtml(w.typeLabels[doc.typeLabel] ?? doc.typeLabel)),
    `${w.binderPages(doc.firstPage, doc.lastPage)} (${w.pageCount(doc.pages)})`,
    ...(doc.volume !== undefined ? [w.volume(doc.volume)] : []),
  ];
  const facts = documentFacts(w, doc);
  const list = facts.length
    ? `<ul>\n${facts.map((f) => `<li>${f}</li>`).join("\n")}\n</ul>`
    : `<p>${w.nothingToCheck}</p>`;
  return `<section class="panel doc ${doc.status}">
<h2>${heading}</h2>
${light(w, doc.status)}
${list}
<p class="meta">${where.join(" · ")}</p>
<p class="meta hash">${w.fingerprint} ${escapeHtml(doc.sha256)}</p>
</section>`;
}

/** The exhibit's facts as escaped HTML sentences, most serious first; facts that do not apply are left out. */
function documentFacts(w: KitWords, doc: DocumentQuality): string[] {
  const facts: string[] = [];
  facts.push(...personalDataLines(w, doc.personalData));
  const phrase = (pages: readonly number[]) => pagesPhrase(w, pages);

  const noText = doc.pagesWithoutText;
  if (noText.length) facts.push(w.noText(phrase(noText), one(noText)));
  const low = doc.lowResolution;
  if (low.length) {
    const dpis = low.map((l) => l.dpi);
    const [min, max] = [Math.min(...dpis), Math.max(...dpis)];
    const dpi = min === max ? `${min} dpi` : `${min}–${max} dpi`;
    const pages = low.map((l) => l.page);
    facts.push(w.lowResolution(phrase(pages), one(pages), dpi));
  }
  if (doc.blankPages.length) facts.push(w.blank(phrase(doc.blankPages), one(doc.blankPages)));
  if (doc.scaledPages.length) facts.push(w.scaled(phrase(doc.scaledPages), one(doc.scaledPages)));
  if (doc.rotatedPages.length) facts.push(w.rotated(phrase(doc.rotatedPages), one(doc.rotatedPages)));
  // Letter pages are what a binder is made of; only other sizes are worth a word.
  if (doc.pageSizes.some((s) => !s.size.endsWith(`(${w.sizes.paperNames.Letter})`))) {
    facts.push(w.originalSizes(doc.pageSizes.map((s) => w.sizeCount(escapeHtml(s.size), s.count))));
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

/**
 * "Page 7 may show a full Social Security number (***-**-6789). FRCP 5.2(a)(1): black out …", one line per value
 * (kind and masked form), listing every page it is on.
 */
function personalDataLines(w: KitWords, findings: readonly PersonalDataFinding[]): string[] {
  const groups = new Map<string, { finding: PersonalDataFinding; pages: number[] }>();
  for (const f of findings) {
    const key = `${f.kind}\u0000${f.masked}\u0000${f.rule}`;
    const group = groups.get(key);
    if (group) group.pages.push(f.page);
    else groups.set(key, { finding: f, pages: [f.page] });
  }
  return [...groups.values()]
    .sort((a, b) => Math.min(...a.pages) - Math.min(...b.pages))
    .map(({ finding: f, pages }) =>
      w.mayShow(
        pagesPhrase(w, pages),
        w.dataNames[f.kind],
        keepTogether(f.masked),
        keepTogether(f.rule),
        w.dataActions[f.kind],
      ),
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
