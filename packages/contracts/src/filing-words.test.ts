import { describe, expect, it } from "vitest";
import { citationParts, filingRulesInWords, findingsInOrder, fixesOffered } from "./filing-words.ts";
import { NO_FILING_RULES } from "./filing.ts";
import type { TFilingCheckReport, TFilingFinding, TFilingProfile } from "./filing.ts";

const finding = (over: Partial<TFilingFinding>): TFilingFinding => ({
  rule: "links",
  severity: "warning",
  page: 1,
  message: "The index has links.",
  source: null,
  fix: "Build again for this court.",
  action: null,
  ...over,
});
const report: TFilingCheckReport = {
  court: "tx_harris",
  profile: "sourced",
  files: [
    {
      file: "binder-volume-1.pdf",
      bytes: 10,
      pages: 3,
      findings: [
        finding({ rule: "links", action: "rename" }),
        finding({ rule: "not-searchable", severity: "blocker", page: 2, action: "ocr" }),
      ],
    },
    {
      file: "binder-volume-2.pdf",
      bytes: 10,
      pages: 3,
      findings: [finding({ rule: "form-fields", severity: "blocker", page: null, action: "flatten" })],
    },
  ],
};
const cited = {
  title: "JCIT standards",
  url: "https://www.txcourts.gov/jcit",
  read: "2026-11-27",
  value: null,
};

describe("the filing check in words", () => {
  it("lists blockers first, file by file, then warnings, each with its file", () => {
    const { blockers, warnings } = findingsInOrder(report);
    expect(blockers.map((f) => [f.file, f.rule])).toEqual([
      ["binder-volume-1.pdf", "not-searchable"],
      ["binder-volume-2.pdf", "form-fields"],
    ]);
    expect(warnings.map((f) => [f.file, f.rule])).toEqual([["binder-volume-1.pdf", "links"]]);
  });

  it("offers each one-step fix once, OCR first and renaming last", () => {
    expect(fixesOffered(report)).toEqual(["ocr", "flatten", "rename"]);
    expect(fixesOffered({ ...report, files: [] })).toEqual([]);
  });

  it("makes a link only of an http(s) address at the end of a citation", () => {
    expect(citationParts("JCIT standards — https://www.txcourts.gov/jcit")).toEqual({
      title: "JCIT standards",
      url: "https://www.txcourts.gov/jcit",
    });
    expect(citationParts("Local rule — javascript:alert(1)")).toEqual({
      title: "Local rule — javascript:alert(1)",
      url: null,
    });
    expect(citationParts("Fla. R. Gen. Prac. 2.520")).toEqual({
      title: "Fla. R. Gen. Prac. 2.520",
      url: null,
    });
  });

  it("says only the rules a profile sets, each with its sources", () => {
    const profile: TFilingProfile = {
      court: "tx_harris",
      kind: "sourced",
      name: "Texas state courts (eFileTexas)",
      ...NO_FILING_RULES,
      max_document_mb: { value: 35, sources: [cited] },
      links: { value: "none", sources: [cited] },
      clerk_box_first_page: { value: { width_in: 3, height_in: 3 }, sources: [cited] },
      personal_data: [{ value: "tex-r-civ-p-21c", sources: [cited] }],
      notes: [],
    };
    const rules = filingRulesInWords(profile);
    expect(rules.map((r) => r.key)).toEqual([
      "max_document_mb",
      "links",
      "clerk_box_first_page",
      "personal_data",
    ]);
    expect(rules[0]).toEqual({
      key: "max_document_mb",
      words: "Each document: at most 35 MB.",
      sources: [cited],
    });
    expect(rules[2]!.words).toContain("3 in × 3 in");
    expect(filingRulesInWords({ ...profile, ...NO_FILING_RULES })).toEqual([]);
  });
});
