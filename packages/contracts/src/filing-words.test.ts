import { describe, expect, it } from "vitest";
import { citationParts, filingRulesInWords, findingsInOrder, fixesOffered } from "./filing-words.ts";
import { NO_FILING_RULES, PERSONAL_DATA_RULES } from "./filing.ts";
import { translateMessage } from "./i18n/messages.ts";
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

  it("has every rule's words in the Spanish catalogue, whatever the profile sets (issue 39)", () => {
    const rule = <T>(value: T) => ({ value, sources: [cited] });
    const base = { court: "tx_harris", kind: "sourced", name: "Texas", notes: [] } as const;
    const one: TFilingProfile = {
      ...base,
      max_document_mb: rule(35),
      max_envelope_mb: rule(50),
      links: rule("none"),
      clerk_box_first_page: rule({ width_in: 3, height_in: 3 }),
      clerk_box_later_pages: rule({ width_in: 1, height_in: 1 }),
      page_size: rule("keep-legal"),
      file_name: rule({ pattern: ".*", max_length: 50, description: "at most 50 characters" }),
      bookmarks_required: rule(true),
      searchable_required: rule(true),
      forms_flattened: rule(true),
      packaging: rule("combined"),
      personal_data: PERSONAL_DATA_RULES.map((value) => rule(value)),
    };
    const other: TFilingProfile = {
      ...one,
      links: rule("internal"),
      page_size: rule("scale-to-letter"),
      bookmarks_required: rule(false),
      searchable_required: rule(false),
      forms_flattened: rule(false),
      packaging: rule("lead-plus-attachments"),
    };
    const words = [...filingRulesInWords(one), ...filingRulesInWords(other)].map((r) => r.words);
    expect(words.length).toBe(2 * (11 + PERSONAL_DATA_RULES.length));
    for (const english of words) {
      const spanish = translateMessage(english, "es");
      expect(spanish, english).not.toBe(english);
      // A rule's name and numbers stay as the court wrote them ("Tex. R. Civ. P. 21c", "35 MB").
      expect(spanish.match(/\d+/g), english).toEqual(english.match(/\d+/g));
    }
    expect(
      translateMessage("Personal data: redact sensitive data as Tex. R. Civ. P. 21c requires.", "es"),
    ).toBe("Datos personales: tache los datos delicados como pide Tex. R. Civ. P. 21c.");
  });
});
