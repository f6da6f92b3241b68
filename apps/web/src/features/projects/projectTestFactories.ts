// A dashboard list row (GET /api/projects) for the Projects tab's tests: complete (100 %), one file, not filed.
import type { TProjectSummary } from "@courtready/contracts";

export function projectSummary(overrides: Partial<TProjectSummary> = {}): TProjectSummary {
  return {
    id: "p1",
    projectName: "Deposit dispute",
    binderType: "small_claims",
    caseInfo: { case_name: "Diaz v. Acme", case_number: "SC-1", hearing_date: null },
    courtName: "Los Angeles Superior Court",
    role: "plaintiff",
    presetKey: null,
    status: "draft",
    updatedAt: "2026-11-20T10:00:00.000Z",
    lastGeneratedAt: null,
    files: [{ id: "f1", filename: "lease.pdf", fileSize: 10, fileType: "PDF Document", exhibitLabel: "1" }],
    ...overrides,
  };
}
