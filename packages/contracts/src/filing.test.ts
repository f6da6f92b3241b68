import { describe, expect, it } from "vitest";
import { NO_FILING_RULES, readyToFile, ZFilingProfile } from "./filing.ts";
import type { TFilingCheckReport } from "./filing.ts";

const finding = (severity: "blocker" | "warning") => ({
  rule: "links" as const,
  severity,
  page: 1,
  message: "The index has links.",
  source: null,
  fix: "Build again for this court.",
  action: null,
});
const report = (...severities: ("blocker" | "warning")[]): TFilingCheckReport => ({
  court: "tx_harris",
  profile: "sourced",
  files: [{ file: "binder.pdf", bytes: 10, pages: 1, findings: severities.map(finding) }],
});

describe("filing contracts", () => {
  it("is ready to file with warnings only, not with a blocker", () => {
    expect(readyToFile(report())).toBe(true);
    expect(readyToFile(report("warning"))).toBe(true);
    expect(readyToFile(report("warning", "blocker"))).toBe(false);
  });

  it("refuses a profile rule without a source", () => {
    const base = {
      court: "tx_harris",
      kind: "sourced",
      name: "Texas state courts",
      ...NO_FILING_RULES,
      notes: [],
    };
    const cited = {
      title: "eFileIL Electronic Document Standards",
      url: null,
      read: "2026-11-27",
      value: null,
    };
    expect(
      ZFilingProfile.safeParse({ ...base, max_document_mb: { value: 25, sources: [cited] } }).success,
    ).toBe(true);
    expect(ZFilingProfile.safeParse({ ...base, max_document_mb: { value: 25, sources: [] } }).success).toBe(
      false,
    );
  });
});
