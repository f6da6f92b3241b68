// A dashboard list row (GET /api/projects) for the Projects tab's tests: complete (100 %), one file, not filed; and
// a saved project (GET /api/projects/{id}) in Cook County with no files, for the edit screen's parts.
import type { TProject, TProjectSummary } from "@courtready/contracts";

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

export function makeProject(overrides: Partial<TProject> = {}): TProject {
  return {
    id: "p1",
    projectName: "Deposit dispute",
    binderType: "small_claims",
    caseInfo: { case_name: "Diaz v. Acme", case_number: null, hearing_date: null },
    courtName: "Circuit Court of Cook County",
    role: "plaintiff",
    presetKey: "il_cook",
    status: "draft",
    updatedAt: "2026-11-20T10:00:00.000Z",
    lastGeneratedAt: null,
    createdAt: "2026-11-20T09:00:00.000Z",
    labelOptions: { letterStyle: "A1", startNumber: 1 },
    formData: { caseName: "Diaz v. Acme" },
    files: [],
    ...overrides,
  };
}
