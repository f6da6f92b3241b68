// The Projects tab's and the edit screen's rules against the spec's numbers and wording.
import { describe, expect, it } from "vitest";
import {
  changesFiled,
  completeness,
  derivedStatus,
  editLabels,
  fileOrderPayload,
  filterProjects,
  statusFilterOf,
  hearingCountdown,
  orderChanged,
  progressColor,
  relabelPreview,
  thumbnailOf,
} from "./projectRules.ts";
import type { EditFile } from "./projectRules.ts";
import { moveTo } from "../shared/fileOrder.ts";
import { projectSummary } from "./projectTestFactories.ts";

const project = projectSummary;

describe("completeness and status", () => {
  it("counts five items, 20 % each", () => {
    expect(completeness(project())).toBe(100);
    expect(completeness(project({ files: [] }))).toBe(80);
    expect(
      completeness(
        project({ caseInfo: { case_name: " ", case_number: null, hearing_date: null }, courtName: "" }),
      ),
    ).toBe(40);
  });

  it("derives Completed at 100, In Progress above 0, Draft at 0", () => {
    expect(derivedStatus(100)).toBe("completed");
    expect(derivedStatus(20)).toBe("in_progress");
    expect(derivedStatus(0)).toBe("draft");
  });

  it("colours the bar red below 30, yellow from 30, cyan from 60, green at 100", () => {
    expect([0, 29, 30, 59, 60, 99, 100].map(progressColor)).toEqual([
      "red",
      "red",
      "yellow",
      "yellow",
      "cyan",
      "cyan",
      "green",
    ]);
  });

  it("searches name, case name, case number and court, then filters by derived status", () => {
    const list = [
      project({ id: "a", projectName: "Deposit dispute" }),
      project({ id: "b", projectName: "Other", courtName: "Cook County", files: [] }),
      project({
        id: "c",
        projectName: "Third",
        caseInfo: { case_name: null, case_number: "XY-77", hearing_date: null },
      }),
    ];
    expect(filterProjects(list, "cook", "all").map((p) => p.id)).toEqual(["b"]);
    expect(filterProjects(list, "xy-77", "all").map((p) => p.id)).toEqual(["c"]);
    expect(filterProjects(list, "acme", "all").map((p) => p.id)).toEqual(["a", "b"]);
    expect(filterProjects(list, "", "completed").map((p) => p.id)).toEqual(["a"]);
    expect(filterProjects(list, "", "in_progress").map((p) => p.id)).toEqual(["b", "c"]);
    expect(filterProjects(list, "", "draft")).toEqual([]);
  });

  it("filters Filed by a filing, whatever the completeness, and reads only known filters from the address", () => {
    const filing = { lastFiledOn: "2026-11-20", filings: 1, lastPage: 12, pendingCount: 0 };
    const list = [
      project({ id: "a" }),
      project({ id: "b", filing }),
      project({ id: "c", files: [], courtName: "", filing }),
    ];
    expect(filterProjects(list, "", "filed").map((p) => p.id)).toEqual(["b", "c"]);
    expect(filterProjects(list, "", "completed").map((p) => p.id)).toEqual(["a", "b"]);
    expect(filterProjects(list, "", "all").map((p) => p.id)).toEqual(["a", "b", "c"]);
    for (const [input, want] of [
      ["filed", "filed"],
      ["in_progress", "in_progress"],
      ["archived", "all"],
      [null, "all"],
    ] as const)
      expect(statusFilterOf(input), String(input)).toBe(want);
  });
});

describe("hearing countdown", () => {
  const now = new Date(2026, 10, 22, 15, 30);
  it("words past, today, tomorrow and future hearings", () => {
    expect(hearingCountdown("2026-11-19", now)?.text).toBe("Hearing was 3 days ago");
    expect(hearingCountdown("2026-11-22", now)?.text).toBe("Hearing is TODAY!");
    expect(hearingCountdown("2026-11-23", now)?.text).toBe("Hearing is TOMORROW!");
    expect(hearingCountdown("2026-12-02", now)?.text).toBe("10 days until hearing");
  });

  it("colours by distance and shows the alert for 1 to 7 days", () => {
    const at = (date: string) => hearingCountdown(date, now)!;
    expect(at("2026-11-19")).toMatchObject({ tone: "grey", pulse: false, alert: false });
    expect(at("2026-11-22")).toMatchObject({ tone: "cyan", pulse: true, alert: false });
    expect(at("2026-11-29")).toMatchObject({ tone: "cyan", pulse: true, alert: true });
    expect(at("2026-11-30")).toMatchObject({ tone: "green", pulse: false, alert: false });
    expect(at("2026-12-06")).toMatchObject({ tone: "green" });
    expect(at("2026-12-07")).toMatchObject({ tone: "slate" });
    expect(at("2026-12-22")).toMatchObject({ tone: "slate" });
    expect(at("2026-12-23")).toMatchObject({ tone: "green" });
  });

  it("shows N/A for a date it cannot read and nothing without a date", () => {
    expect(hearingCountdown("next Tuesday-ish", now)?.text).toBe("N/A");
    expect(hearingCountdown(null, now)).toBeNull();
  });
});

describe("edit screen files", () => {
  const file = (id: string, label = ""): EditFile => ({
    id,
    filename: `${id}.pdf`,
    originalName: `${id}.pdf`,
    exhibitLabel: label,
    description: "",
    aiDescription: null,
    sortOrder: 0,
    fileUrl: null,
    fileType: "PDF Document",
  });

  it("shows each saved file's own label in any order, a new file the first free one, by the court's numbering", () => {
    const moved = [file("d", "4"), file("a", "1"), file("b", "2"), file("c", "3")];
    expect(editLabels(moved, "plaintiff")).toEqual(["4", "1", "2", "3"]);
    expect(editLabels(moved, "plaintiff", {}, true)).toEqual(["1", "2", "3", "4"]);
    expect(editLabels([file("b", "B"), file("new-1"), file("a", "A")], "defendant")).toEqual(["B", "C", "A"]);
    expect(editLabels([file("new-1"), file("new-2")], "plaintiff", { startNumber: 101 })).toEqual([
      "101",
      "102",
    ]);
    // A "new-…" file never shows a label it was not given by the rule.
    expect(editLabels([file("new-1", "9")], "plaintiff")).toEqual(["1"]);
  });

  it("moves an item and notices a changed order, a removal, but not an addition alone", () => {
    const files = [file("a"), file("b"), file("c")];
    expect(moveTo(files, 0, 2).map((f) => f.id)).toEqual(["b", "c", "a"]);
    expect(orderChanged(["a", "b", "c"], files)).toBe(false);
    expect(orderChanged(["a", "b", "c"], moveTo(files, 2, 0))).toBe(true);
    expect(orderChanged(["a", "b", "c"], [file("a"), file("c")])).toBe(true);
    expect(orderChanged(["a", "b", "c"], [...files, file("new-1")])).toBe(false);
    expect(orderChanged([], [file("new-1")])).toBe(false);
  });

  it("sends positions, the person's own descriptions, and labels by position only when relabelling", () => {
    const files = [
      { ...file("b", "B"), description: "Lease signed March 1, 2024" },
      file("a", "A"),
      file("new-1"),
    ];
    expect(fileOrderPayload(files, "defendant", true)).toEqual([
      { id: "b", sortOrder: 0, exhibitLabel: "A", description: "Lease signed March 1, 2024" },
      { id: "a", sortOrder: 1, exhibitLabel: "B", description: "" },
      { id: "new-1", sortOrder: 2, exhibitLabel: "C", description: "" },
    ]);
    expect(fileOrderPayload(files, "defendant", false).map((e) => e.exhibitLabel)).toEqual(["B", "A", "C"]);
    // A file added here brings the description written for it and who wrote it (issue 37); a saved one does not.
    const described = [
      { ...file("a", "A"), aiDescription: "Saved words", aiDescriptionSource: "ai" as const },
      { ...file("new-2"), aiDescription: "Photo taken March 3, 2025", aiDescriptionSource: "file" as const },
    ];
    expect(fileOrderPayload(described, "defendant", false)).toEqual([
      { id: "a", sortOrder: 0, exhibitLabel: "A", description: "" },
      {
        id: "new-2",
        sortOrder: 1,
        exhibitLabel: "B",
        description: "",
        aiDescription: "Photo taken March 3, 2025",
        aiDescriptionSource: "file",
      },
    ]);
    expect(fileOrderPayload([file("new-1")], "plaintiff", true, { startNumber: 101 })[0]!.exhibitLabel).toBe(
      "101",
    );
  });

  it("previews the first 3 files and counts the rest", () => {
    expect(relabelPreview([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(relabelPreview([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });

  it("picks the thumbnail by extension", () => {
    expect(thumbnailOf("Photo.JPG", "/x")).toEqual({ kind: "image", src: "/x" });
    expect(thumbnailOf("photo.webp", null)).toEqual({ kind: "other", extension: "webp" });
    expect(thumbnailOf("a.pdf", "/x")).toEqual({ kind: "pdf" });
    expect(thumbnailOf("a.docx", null)).toEqual({ kind: "word" });
    expect(thumbnailOf("a.xls", null)).toEqual({ kind: "excel" });
    expect(thumbnailOf("notes.rtf", null)).toEqual({ kind: "other", extension: "rtf" });
    expect(thumbnailOf("README", null)).toEqual({ kind: "other", extension: "file" });
  });
});

describe("changes to what was filed", () => {
  it("counts a filed document moved or removed, never one added", () => {
    expect(changesFiled(["a", "b"], ["a", "b", "new-1"])).toBe(false);
    expect(changesFiled(["a", "b"], ["new-1", "a", "b"])).toBe(false);
    expect(changesFiled(["a", "b"], ["b", "a"])).toBe(true);
    expect(changesFiled(["a", "b"], ["a", "new-1"])).toBe(true);
    expect(changesFiled([], ["a"])).toBe(false);
  });
});
