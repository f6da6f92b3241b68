// The filing check panel, the builder's and a supplement's (HTML from the server renderer): ready, blocked with blockers before warnings and
// a button per fix, the generic profile named, "did not run" never said as ready, and a file name that looks like
// markup shown as text.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FILING_CHECK_MESSAGES as M } from "@courtready/contracts";
import type { TFilingCheckReport, TFilingFinding } from "@courtready/contracts";
import { FilingCheckPanel } from "./FilingCheckPanel.tsx";
import type { ShownFilingCheck } from "./FilingCheckPanel.tsx";

const finding = (over: Partial<TFilingFinding>): TFilingFinding => ({
  rule: "links",
  severity: "warning",
  page: null,
  message: "The index has links.",
  source: null,
  fix: "Generate again for this court.",
  action: null,
  ...over,
});
const report = (
  findings: TFilingFinding[],
  profile: "sourced" | "generic" = "sourced",
): TFilingCheckReport => ({
  court: "tx_harris",
  profile,
  files: [{ file: "binder.pdf", bytes: 1000, pages: 4, findings }],
});
const render = (check: ShownFilingCheck | null, checking = false) =>
  renderToStaticMarkup(
    <FilingCheckPanel check={check} checking={checking} fixing={null} busy={false} onFix={() => undefined} />,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const COURT = "Harris County District Court";

describe("the builder's filing check", () => {
  it("says ready to file at the court when nothing blocks, with no fix button", () => {
    const html = render({ report: report([finding({})]), courtLabel: COURT });
    expect(text(html)).toContain(M.ready(COURT));
    expect(text(html)).toContain(M.warnings);
    expect(html).not.toContain("<button");
  });

  it("lists what blocks filing first, with file, page, the rule as a link and the fix, and one button per fix", () => {
    const html = render({
      report: report([
        finding({ rule: "links", action: "rename" }),
        finding({
          rule: "not-searchable",
          severity: "blocker",
          page: 3,
          message: "Page 3 has no searchable text.",
          source: "Tex. Sup. Ct. e-filing rules — https://www.txcourts.gov/efiling",
          fix: "Make the scan searchable.",
          action: "ocr",
        }),
      ]),
      courtLabel: COURT,
    });
    const words = text(html);
    expect(words).toContain(M.blocked(COURT));
    expect(words.indexOf(M.blockers)).toBeLessThan(words.indexOf(M.warnings));
    expect(words).toContain("binder.pdf · page 3 Page 3 has no searchable text.");
    expect(html).toContain('href="https://www.txcourts.gov/efiling"');
    expect(words).toContain("Fix: Make the scan searchable.");
    expect([...html.matchAll(/<button[^>]*>([^<]+)</g)].map((m) => text(m[1]!).trim())).toEqual([
      M.fixes.ocr,
      M.fixes.rename,
    ]);
  });

  it("offers no fix buttons where the screen cannot rebuild (a supplement), still saying each fix in words", () => {
    const html = renderToStaticMarkup(
      <FilingCheckPanel
        check={{
          report: report([finding({ severity: "blocker", fix: "Make the scan searchable.", action: "ocr" })]),
          courtLabel: COURT,
        }}
        checking={false}
        fixing={null}
        busy={false}
      />,
    );
    expect(text(html)).toContain(M.blocked(COURT));
    expect(text(html)).toContain("Fix: Make the scan searchable.");
    expect(html).not.toContain("<button");
  });

  it("names the generic profile, and says the check did not run rather than ready", () => {
    expect(text(render({ report: report([], "generic"), courtLabel: "Some Court" }))).toContain(M.generic);
    const noCourt = text(render({ report: null, courtLabel: null }));
    expect(noCourt).toContain(M.notRun);
    expect(noCourt).toContain(M.notRunNoCourt);
    expect(noCourt).not.toContain("Ready to file");
    expect(text(render({ report: null, courtLabel: COURT }))).toContain(M.notRunFailed);
  });

  it("shows progress while checking, and nothing before any build", () => {
    expect(text(render(null, true))).toContain(M.checking);
    expect(render(null)).toBe("");
  });

  it("shows a file name that looks like markup as text", () => {
    const html = render({
      report: {
        ...report([finding({ severity: "blocker" })]),
        files: [
          {
            file: "<img src=x onerror=alert(1)>.pdf",
            bytes: 1,
            pages: 1,
            findings: [finding({ severity: "blocker" })],
          },
        ],
      },
      courtLabel: COURT,
    });
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;.pdf");
  });
});
