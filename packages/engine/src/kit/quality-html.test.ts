// The quality report page: escaping of what people typed, the traffic light's words, plain-language facts, compact
// page lists, and that the page carries no script or outside resource.
import { describe, expect, it } from "vitest";
import { escapeHtml, pageRanges, renderQualityReportHtml } from "./quality-html.ts";
import { withFilingCheck } from "./filing.ts";
import type { DocumentQuality, PersonalDataFinding, QualityReport, QualityStatus } from "./types.ts";
import type { TFilingCheckReport, TFilingFinding } from "@courtready/contracts";
import { expectText } from "@courtready/contracts/testing";

function doc(overrides: Partial<DocumentQuality> = {}): DocumentQuality {
  return {
    label: "A",
    source: "lease.pdf",
    description: "Lease agreement",
    detectedType: "pdf",
    typeLabel: "PDF Document",
    sha256: "a".repeat(64),
    conversions: [],
    security: [],
    pages: 4,
    firstPage: 3,
    lastPage: 6,
    pageSizes: [{ size: "8.5 × 11 in (Letter)", count: 4 }],
    rotatedPages: [],
    scaledPages: [],
    lowResolution: [],
    pagesWithoutText: [],
    blankPages: [],
    personalData: [],
    warnings: [],
    status: "ok",
    ...overrides,
  };
}

function report(overrides: Partial<QualityReport> = {}): QualityReport {
  return {
    preparedOn: "2024-03-05",
    caseName: "Smith v. Jones",
    caseNumber: "2:24-cv-01234",
    totalPages: 20,
    fileSizeBytes: 3 * 1024 * 1024,
    status: "ok",
    summary: [],
    documents: [doc()],
    ...overrides,
  };
}

/** The page's text with tags dropped and whitespace collapsed, to match sentences that span inline markup. */
function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");
}

describe("renderQualityReportHtml", () => {
  it("is a complete, self-contained HTML5 page with no script and no outside resource", () => {
    const html = renderQualityReportHtml(report());
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expectText(html, {
      has: [
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
        "<h1>Binder quality report</h1>",
        "Smith v. Jones",
        "Case No. 2:24-cv-01234",
        "March 5, 2024",
      ],
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\b(?:src|href)=/i);
    expect(html).not.toMatch(/url\(|@import|https?:/i);
    expect(html).toContain("This report points out things to check. It is not legal advice.");
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("escapes every string from the report", () => {
    const nasty = `<script>alert("x")</script> Tom & Jerry's "lease"`;
    const html = renderQualityReportHtml(
      report({
        caseName: nasty,
        caseNumber: "<b>1</b>",
        summary: [nasty],
        documents: [
          doc({
            label: "<i>A</i>",
            description: nasty,
            source: `"><img src=x onerror=alert(1)>.pdf`,
            warnings: [nasty],
            conversions: [nasty],
            security: [nasty],
            sha256: "<hash>",
            pageSizes: [{ size: "<4 × 6>", count: 1 }],
            personalData: [
              { kind: "social-security-number", page: 7, masked: "<m>", rule: "<r>", advice: "<a>" },
            ],
          }),
        ],
      }),
    );
    expect(html).not.toMatch(/<script/i);
    expectText(html, { lacks: ["<img", "<i>A</i>", "<b>1</b>"] });
    expect(html).not.toMatch(/<(?:m|r|hash|4)\b/);
    expect(html).toContain(
      "<h2>Exhibit &lt;i&gt;A&lt;/i&gt;: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#39;s &quot;lease&quot;</h2>",
    );
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.pdf");
  });

  it("escapeHtml replaces the five characters that matter in content and attributes", () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;",
    );
    expect(escapeHtml("plain")).toBe("plain");
  });

  it.each<[QualityStatus, string]>([
    ["ok", "Ready to file"],
    ["check", "Check before filing"],
    ["fix", "Fix before filing"],
  ])("shows status %s as a coloured dot with words: %s", (status, words) => {
    const html = renderQualityReportHtml(report({ status, documents: [doc({ status })] }));
    const lights = html.match(
      /<p class="light (\w+)"><span class="dot" aria-hidden="true">[^<]+<\/span><span>([^<]+)<\/span><\/p>/g,
    );
    expect(lights).toHaveLength(2);
    for (const l of lights ?? []) {
      expect(l).toContain(`class="light ${status}"`);
      expect(l).toContain(`<span>${words}</span>`);
    }
    for (const other of ["Ready to file", "Check before filing", "Fix before filing"].filter(
      (w) => w !== words,
    )) {
      expect(html).not.toContain(other);
    }
  });

  it("states personal data with its page, masked value and rule", () => {
    const html = renderQualityReportHtml(
      report({
        status: "fix",
        documents: [
          doc({
            status: "fix",
            personalData: [
              {
                kind: "social-security-number",
                page: 7,
                masked: "***-**-6789",
                rule: "FRCP 5.2(a)(1)",
                advice: "Black out all but the last four digits before filing (FRCP 5.2(a)(1)).",
              },
              {
                kind: "birth-date",
                page: 8,
                masked: "**/**/1980",
                rule: "FRCP 5.2(a)(2)",
                advice: "Black out the day and month, leaving only the year of birth (FRCP 5.2(a)(2)).",
              },
              {
                kind: "birth-date",
                page: 4,
                masked: "**/**/1980",
                rule: "FRCP 5.2(a)(2)",
                advice: "Black out the day and month, leaving only the year of birth (FRCP 5.2(a)(2)).",
              },
            ],
          }),
        ],
      }),
    );
    const text = textOf(html);
    expect(text).toContain(
      "Page 7 may show a full Social Security number (***-**-6789). FRCP 5.2(a)(1): black out all but the last four digits before filing.",
    );
    expect(text).toContain("Pages 4 and 8 may show a full date of birth (**/**/1980). FRCP 5.2(a)(2):");
  });

  it("writes page facts in plain words with compact page lists, and leaves out what does not apply", () => {
    const html = renderQualityReportHtml(
      report({
        status: "check",
        documents: [
          doc({
            status: "check",
            pagesWithoutText: [14, 12],
            blankPages: [3, 4, 5, 6, 7, 9],
            lowResolution: [{ page: 5, dpi: 96 }],
            conversions: ["Converted from Word with LibreOffice"],
          }),
          doc({ label: "B", description: "Photos" }),
        ],
      }),
    );
    const text = textOf(html);
    expectText(text, {
      has: [
        "Pages 12 and 14 have no text layer (scanned): the court's search will not find words on them.",
        "Pages 3–7, 9 look blank.",
        "Page 5 is low resolution (96 dpi)",
        "Converted from Word with LibreOffice.",
        "Exhibit B: Photos",
        "Nothing to check on this exhibit.",
      ],
    });
    expect(text).not.toMatch(/rotated|turned|shrunk|Original page size/);
    expect(html).not.toMatch(/[{}]\s*"|"\w+":/); // no JSON
  });

  it("gives the file size against the limit and lists volumes", () => {
    const over = textOf(
      renderQualityReportHtml(report({ fileSizeBytes: 40 * 1024 * 1024, sizeLimitBytes: 35 * 1024 * 1024 })),
    );
    expect(over).toContain("File size: 40 MB, over the 35 MB limit.");
    const splitHtml = renderQualityReportHtml(
      report({
        fileSizeBytes: 30.5 * 1024 * 1024,
        sizeLimitBytes: 35 * 1024 * 1024,
        volumes: [
          { number: 1, firstPage: 1, lastPage: 240, sizeBytes: 30.5 * 1024 * 1024 },
          { number: 2, firstPage: 241, lastPage: 300, sizeBytes: 9 * 1024 * 1024 },
        ],
      }),
    );
    const split = textOf(splitHtml);
    expect(split).toContain("Largest volume: 30.5 MB, under the 35 MB limit.");
    expect(split).toContain("Split into 2 volumes");
    expect(splitHtml).toContain("<tr><td>2</td><td>241–300</td><td>9 MB</td></tr>");
    expect(textOf(renderQualityReportHtml(report()))).toContain("File size: 3 MB");
  });

  it("gives each file whose scans were made smaller with its size before and after, its name escaped", () => {
    const html = renderQualityReportHtml(
      report({
        scans: {
          beforeBytes: 6 * 1024 * 1024,
          afterBytes: 2 * 1024 * 1024,
          files: [{ name: "<b>scan</b>.pdf", beforeBytes: 5 * 1024 * 1024, afterBytes: 1024 * 1024 }],
        },
      }),
    );
    expect(html).toContain("&lt;b&gt;scan&lt;/b&gt;.pdf: 5 MB before, 1 MB after");
    expect(html).not.toContain("<b>scan</b>");
    expect(renderQualityReportHtml(report())).not.toContain(" before, ");
  });
});

describe("the filing check section (issue 36)", () => {
  const finding = (overrides: Partial<TFilingFinding>): TFilingFinding => ({
    rule: "not-searchable",
    severity: "blocker",
    page: 4,
    message: "Page 4 has no searchable text (a scan or a picture of text).",
    source: "Tex. Sup. Ct. e-filing rule 5 — https://example.org/rules?a=1&b=2",
    fix: "Run text recognition (OCR) on these pages.",
    action: "ocr",
    ...overrides,
  });
  const check = (findings: TFilingFinding[], file = "ExhibitBinder.pdf"): TFilingCheckReport => ({
    court: "tx_harris",
    profile: "sourced",
    files: [{ file, bytes: 1000, pages: 9, findings }],
  });

  it("says ready when nothing blocks, and lists the warnings as worth fixing", () => {
    const warning = finding({ severity: "warning", rule: "font-not-embedded", page: null, source: null });
    const html = renderQualityReportHtml(
      report({ filing_check: check([warning]), filingCourt: "Harris County District Court" }),
    );
    const text = textOf(html);
    expect(html).toContain('<section class="panel ok" id="filing-check">');
    expectText(text, {
      has: ["Ready to file at Harris County District Court", "Worth fixing ExhibitBinder.pdf, whole file:"],
      lacks: ["What blocks filing", "Rule:"],
    });
  });

  it("lists each blocker with its file, page, fix and the rule's citation as a link", () => {
    const html = renderQualityReportHtml(
      report({ filing_check: check([finding({})]), filingCourt: "Harris" }),
    );
    expect(textOf(html)).toContain(
      "Not ready to file at Harris yet Fix what blocks filing first; the check runs again with every rebuild.",
    );
    expect(textOf(html)).toContain(
      "What blocks filing ExhibitBinder.pdf, page 4: Page 4 has no searchable text (a scan or a picture of text). Fix: Run text recognition (OCR) on these pages. Rule: Tex. Sup. Ct. e-filing rule 5",
    );
    expect(html).toContain('<a href="https://example.org/rules?a=1&amp;b=2" rel="noreferrer">');
  });

  it("escapes the file names, messages, fixes and citations, and links only http(s) addresses", () => {
    const nasty = `<img src=x onerror=alert(1)>"'&`;
    const html = renderQualityReportHtml(
      report({
        filing_check: check(
          [finding({ message: nasty, fix: nasty, source: `${nasty} — javascript:alert(1)` })],
          `${nasty}.pdf`,
        ),
        filingCourt: nasty,
      }),
    );
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/href="javascript/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;");
  });

  it("never reads as ready when the check did not run, and names a generic profile", () => {
    const failed = textOf(renderQualityReportHtml(report({ filing_check: null, filingCourt: "Harris" })));
    expect(failed).toContain("The filing check did not run");
    expect(failed).not.toContain("Ready to file at");
    const generic = textOf(
      renderQualityReportHtml(report({ filing_check: { ...check([]), profile: "generic" } })),
    );
    expect(generic).toContain("Ready to file at tx_harris");
    expect(generic).toContain("No rules are recorded for this court");
  });
});

describe("pageRanges", () => {
  it.each<[number[], string]>([
    [[7], "7"],
    [[12, 14], "12 and 14"],
    [[3, 4, 5, 6, 7, 9], "3–7, 9"],
    [[9, 3, 5, 4, 4, 7, 6], "3–7, 9"],
    [[1, 2], "1–2"],
    [[1, 3, 5], "1, 3, 5"],
    [[1, 2, 3, 10, 11, 20], "1–3, 10–11, 20"],
  ])("%j → %s", (pages, expected) => {
    expect(pageRanges(pages)).toBe(expected);
  });
});

describe("the report in Spanish (issue 39)", () => {
  const ssn: PersonalDataFinding = {
    kind: "social-security-number",
    page: 12,
    masked: "***-**-6789",
    rule: "FRCP 5.2(a)(1)",
    advice: "…",
  };
  const spanish = renderQualityReportHtml(
    report({
      status: "fix",
      fileSizeBytes: 30 * 1024 * 1024,
      sizeLimitBytes: 25 * 1024 * 1024,
      summary: ["Una línea del resumen."],
      documents: [
        doc({
          status: "fix",
          personalData: [ssn],
          blankPages: [12, 14],
          pageSizes: [{ size: "A4", count: 1 }],
        }),
      ],
      filing_check: null,
      filingCourt: "Harris",
    }),
    "es",
  );
  const text = textOf(spanish);

  it("says every part of the page in Spanish, with the page's language set", () => {
    expect(spanish.startsWith('<!DOCTYPE html>\n<html lang="es">')).toBe(true);
    expectText(text, {
      has: [
        "Informe de calidad de la carpeta",
        "Caso n.º 2:24-cv-01234",
        "Preparado el 5 de marzo de 2024",
        "Corrija antes de presentar",
        "Tamaño del archivo: 30 MB, más que el límite de 25 MB.",
        "La página 12 puede mostrar un número de Seguro Social completo (***-**-6789). FRCP 5.2(a)(1): tache",
        "Las páginas 12 y 14 parecen estar en blanco.",
        "Del archivo “lease.pdf” (Documento PDF) · páginas 3–6 de la carpeta (4 páginas)",
        "No se hizo la revisión para presentar",
        "No es asesoría legal.",
      ],
    });
  });

  it("keeps what the person typed as typed (filed in English) and leaves no English sentence of its own", () => {
    expectText(text, {
      has: ["Prueba A: Lease agreement", "Smith v. Jones"],
      lacks: ["Binder quality report", "Prepared", "File size", "may show", "look blank", "It is not"],
    });
  });

  it("says a filing blocker in the summary in Spanish", () => {
    const blocked = withFilingCheck(
      report(),
      {
        court: "tx_harris",
        profile: "sourced",
        files: [
          {
            file: "binder.pdf",
            bytes: 1,
            pages: 1,
            findings: [
              {
                rule: "not-searchable",
                severity: "blocker",
                page: 1,
                message: "m",
                source: null,
                fix: "f",
                action: "ocr",
              },
            ],
          },
        ],
      },
      "Harris",
      "es",
    );
    expect(blocked.summary.at(-1)).toMatch(/^Una cosa impide presentar en Harris según sus reglas/);
  });

  it("says nothing of Letter pages in Spanish either, and lists the other sizes (issue 39)", () => {
    const sized = (size: string) =>
      renderQualityReportHtml(report({ documents: [doc({ pageSizes: [{ size, count: 1 }] })] }), "es");
    expect(sized("8.5 × 11 pulg. (Carta)")).not.toContain("8.5 × 11");
    expect(sized("8.27 × 11.69 pulg. (A4)")).toContain("8.27 × 11.69 pulg. (A4)");
  });

  it("joins two single pages with the language's word", () => {
    expect(pageRanges([12, 14], " y ")).toBe("12 y 14");
  });
});
