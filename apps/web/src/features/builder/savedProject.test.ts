// Tests of the builder on a saved project (§3, §4, §7, §8): loading, what counts as a change, which call saves it,
// the request bodies, fetching saved bytes back, and the 3-second auto-save timer.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOSAVE_DELAY_MS } from "@courtready/contracts";
import type { TProject, TProjectFile } from "@courtready/contracts";
import { builderReducer } from "./builderState.ts";
import type { BuilderState } from "./builderState.ts";
import {
  SAVE_STATUS_TEXT,
  createAutoSaveScheduler,
  hasUnsavedChanges,
  planAutoSave,
  projectUpdateForm,
  savedFilesOf,
  savedBuilderFile,
  snapshotOf,
  stateFromProject,
  updateFilesForm,
  withBytes,
  withSavedIds,
} from "./savedProject.ts";
import { stateOfPreset } from "../shared/courts.ts";
import { sizeLimitFromProject } from "../shared/sizeLimit.ts";
import { buildFile } from "./testFactories.ts";

function projectFile(
  id: string,
  name: string,
  sortOrder: number,
  extra: Partial<TProjectFile> = {},
): TProjectFile {
  return {
    id,
    filename: name,
    originalName: name,
    fileSize: 2048,
    fileType: "PDF Document",
    mimeType: "application/pdf",
    fileUrl: `/api/projects/p1/files/${id}`,
    exhibitLabel: String(sortOrder + 1),
    description: "",
    aiDescription: null,
    sortOrder,
    ...extra,
  };
}

function project(overrides: Partial<TProject> = {}): TProject {
  return {
    id: "p1",
    projectName: "Rent deposit",
    binderType: "eviction_response",
    caseInfo: { case_name: "Diaz v. Lee", case_number: null, hearing_date: null },
    courtName: "Alameda Superior",
    role: "defendant",
    presetKey: "ca_alameda_superior",
    status: "draft",
    updatedAt: "2026-03-01T10:00:00.000Z",
    lastGeneratedAt: null,
    createdAt: "2026-03-01T09:00:00.000Z",
    labelOptions: { letterStyle: "A1", startNumber: 1 },
    formData: { caseName: "Diaz v. Lee", claim_amount: 1200, notice_served: true, county: null },
    // Out of order on purpose: the builder must follow sortOrder.
    files: [
      projectFile("f2", "photo.jpg", 1, { aiDescription: "A photo of a stained carpet" }),
      projectFile("f1", "lease.pdf", 0, { description: "The signed lease", aiDescription: "A lease" }),
    ],
    ...overrides,
  };
}

/** The state and snapshot of a freshly loaded project. */
function loaded(): { state: BuilderState; saved: ReturnType<typeof snapshotOf> } {
  const state = stateFromProject(project());
  return { state, saved: snapshotOf(state, state.projectName) };
}

describe("loading a saved project", () => {
  it("takes the state from the preset key's prefix (DC and territories too), and All States for anything else", () => {
    expect(stateOfPreset("ca_alameda_superior")).toBe("CA");
    expect(stateOfPreset("other_state_court")).toBe("all");
    expect(stateOfPreset("dc_superior")).toBe("DC");
    expect(stateOfPreset("xx_nowhere")).toBe("all");
    expect(stateOfPreset(null)).toBe("all");
  });

  it("fills every field and lists the files in sortOrder as saved files without bytes", () => {
    const state = stateFromProject(project());
    expect(state).toMatchObject({
      projectName: "Rent deposit",
      binderType: "eviction_response",
      role: "defendant",
      selectedState: "CA",
      presetKey: "ca_alameda_superior",
      caseInfo: { caseName: "Diaz v. Lee", caseNumber: "" },
      formData: { claim_amount: "1200", notice_served: true },
    });
    expect(state.formData).not.toHaveProperty("county");
    expect(state.files.map((file) => file.name)).toEqual(["lease.pdf", "photo.jpg"]);
    expect(state.files[0]).toMatchObject({
      isSaved: true,
      file: null,
      url: "/api/projects/p1/files/f1",
      savedFileId: "f1",
      size: 2048,
      type: "application/pdf",
    });
  });

  it("restores the file size limit the project keeps, and no limit for one saved before it was kept", () => {
    expect(stateFromProject(project({ sizeLimit: 12.5 }))).toMatchObject({
      sizeLimit: "custom",
      sizeLimitMb: "12.5",
    });
    expect(stateFromProject(project({ sizeLimit: "court" }))).toMatchObject({ sizeLimit: "court" });
    expect(stateFromProject(project({ sizeLimit: "none" }))).toMatchObject({ sizeLimit: "none" });
    // Its binders were built with no limit: the builder shows that, not the court's limit a new form starts with.
    expect(stateFromProject(project())).toMatchObject({ sizeLimit: "none", sizeLimitMb: "" });
    expect(sizeLimitFromProject(0.5)).toEqual({ sizeLimit: "custom", sizeLimitMb: "0.5" });
  });

  it("saves a restored limit back as it was: reopening is no change, and the Save fields carry it", () => {
    const state = stateFromProject(project({ sizeLimit: 12.5 }));
    const saved = snapshotOf(state, state.projectName, 12.5);
    expect(saved.sizeLimit).toBe(12.5);
    expect(hasUnsavedChanges(saved, snapshotOf(state, state.projectName, 12.5))).toBe(false);
    const form = projectUpdateForm(state, { projectName: "Rent deposit", courtName: "", withFiles: false });
    expect(form.get("sizeLimit")).toBe("12.5");
  });

  it("prefers the person's description and says who wrote a machine-only one", () => {
    expect(
      savedBuilderFile(projectFile("a", "a.pdf", 0, { description: "Mine", aiDescription: "AI" })),
    ).toMatchObject({ description: "Mine", aiDescription: "AI", descriptionSource: "person" });
    // Saved before its source was kept: reads as it did, AI.
    expect(savedBuilderFile(projectFile("b", "b.pdf", 0, { aiDescription: "AI words" }))).toMatchObject({
      description: "AI words",
      descriptionSource: "ai",
    });
    expect(
      savedBuilderFile(
        projectFile("d", "d.jpg", 0, {
          aiDescription: "Photo taken March 3, 2025",
          aiDescriptionSource: "file",
        }),
      ),
    ).toMatchObject({ description: "Photo taken March 3, 2025", descriptionSource: "file" });
    expect(savedBuilderFile(projectFile("c", "c.pdf", 0)).description).toBeUndefined();
  });

  it("is not a change just by being loaded", () => {
    const { state, saved } = loaded();
    expect(hasUnsavedChanges(saved, snapshotOf(state, "Rent deposit"))).toBe(false);
    expect(planAutoSave(saved, snapshotOf(state, "Rent deposit"))).toEqual({ kind: "none" });
  });
});

describe("unsaved changes", () => {
  const change = (state: BuilderState, ...actions: Parameters<typeof builderReducer>[1][]) =>
    actions.reduce(builderReducer, state);

  it.each([
    ["a form answer", { type: "setField", key: "claim_amount", value: "1300" }],
    ["a case field", { type: "setField", key: "caseNumber", value: "RG-1" }],
    ["the role", { type: "setRole", role: "respondent" }],
    ["the court", { type: "setPreset", presetKey: "ca_kern_superior" }],
    ["the order of files", { type: "moveFile", id: "f2", delta: -1 }],
    ["a removed file", { type: "removeFile", id: "f1" }],
  ] as const)("counts %s", (_label, action) => {
    const { state, saved } = loaded();
    expect(hasUnsavedChanges(saved, snapshotOf(change(state, action), saved.projectName))).toBe(true);
  });

  it("does not count fetched bytes, the enhanced option, or an answer typed and cleared again", () => {
    const { state, saved } = loaded();
    const bytes = new File([new Uint8Array(3)], "lease.pdf");
    const after = change(
      state,
      { type: "savedBytes", files: { f1: bytes } },
      { type: "setEnhanced", enhanced: true },
      { type: "setField", key: "new_note", value: "x" },
      { type: "setField", key: "new_note", value: "" },
    );
    expect(after.files[0]!.file).toBe(bytes);
    expect(hasUnsavedChanges(saved, snapshotOf(after, saved.projectName))).toBe(false);
  });

  it("counts a new size limit choice, and treats a limit still being typed as the saved one", () => {
    const { state, saved } = loaded();
    const court = change(state, { type: "setSizeLimit", sizeLimit: "court" });
    expect(planAutoSave(saved, snapshotOf(court, saved.projectName))).toEqual({ kind: "fields" });
    const typing = change(state, { type: "setSizeLimit", sizeLimit: "custom", sizeLimitMb: "2." });
    expect(hasUnsavedChanges(saved, snapshotOf(typing, saved.projectName, saved.sizeLimit))).toBe(false);
    const typed = change(typing, { type: "setSizeLimit", sizeLimit: "custom", sizeLimitMb: "2.5" });
    expect(snapshotOf(typed, saved.projectName, saved.sizeLimit).sizeLimit).toBe(2.5);
    expect(hasUnsavedChanges(saved, snapshotOf(typed, saved.projectName, saved.sizeLimit))).toBe(true);
  });

  it("keeps the scan choice with the project: restored, counted as a change, and sent with a save", () => {
    expect(stateFromProject(project({ compressScans: true })).compressScans).toBe(true);
    expect(stateFromProject(project({ compressScans: false })).compressScans).toBe(false);
    // Never chosen: the builder asks in the preview, and a save sends nothing for it.
    const never = stateFromProject(project());
    expect(never.compressScans).toBeUndefined();
    expect(
      projectUpdateForm(never, { projectName: "Rent deposit", courtName: "", withFiles: false }).has(
        "compressScans",
      ),
    ).toBe(false);
    const { state, saved } = loaded();
    const smaller = change(state, { type: "setCompressScans", compress: true });
    expect(planAutoSave(saved, snapshotOf(smaller, saved.projectName))).toEqual({ kind: "fields" });
    const form = projectUpdateForm(smaller, { projectName: "Rent deposit", courtName: "", withFiles: false });
    expect(form.get("compressScans")).toBe("true");
  });

  it("treats a blank project name box as the saved name", () => {
    const { state, saved } = loaded();
    const blank = change(state, { type: "setProjectName", projectName: "  " });
    expect(hasUnsavedChanges(saved, snapshotOf(blank, saved.projectName))).toBe(false);
    const renamed = change(state, { type: "setProjectName", projectName: "Deposit case" });
    expect(planAutoSave(saved, snapshotOf(renamed, saved.projectName))).toEqual({ kind: "fields" });
  });
});

describe("which call auto-save makes", () => {
  it("uses a PUT without files when only fields changed", () => {
    const { state, saved } = loaded();
    const next = builderReducer(state, { type: "setRole", role: "respondent" });
    expect(planAutoSave(saved, snapshotOf(next, saved.projectName))).toEqual({ kind: "fields" });
  });

  it("uses update-files with the saved ids in the new order when files were only moved or removed", () => {
    const { state, saved } = loaded();
    const moved = builderReducer(state, { type: "moveFile", id: "f2", delta: -1 });
    expect(planAutoSave(saved, snapshotOf(moved, saved.projectName))).toEqual({
      kind: "reorder",
      fieldsChanged: false,
      order: ["f2", "f1"],
    });
    const removedAndRenamed = builderReducer(builderReducer(state, { type: "removeFile", id: "f1" }), {
      type: "setRole",
      role: "plaintiff",
    });
    expect(planAutoSave(saved, snapshotOf(removedAndRenamed, saved.projectName))).toEqual({
      kind: "reorder",
      fieldsChanged: true,
      order: ["f2"],
    });
  });

  it("replaces every file when a file was added or a saved description changed", () => {
    const { state, saved } = loaded();
    const added = builderReducer(state, { type: "addFiles", files: [buildFile("receipt.png")] });
    expect(planAutoSave(saved, snapshotOf(added, saved.projectName))).toEqual({ kind: "replace" });
    const described = builderReducer(state, { type: "editDescription", id: "f2", description: "Carpet" });
    expect(planAutoSave(saved, snapshotOf(described, saved.projectName))).toEqual({ kind: "replace" });
  });

  it("is clean again after a replace once the new server ids are recorded", () => {
    const { state, saved } = loaded();
    const added = builderReducer(state, { type: "addFiles", files: [buildFile("receipt.png")] });
    const sent = snapshotOf(added, saved.projectName);
    const answer = {
      files: [
        projectFile("n3", "receipt.png", 2),
        projectFile("n1", "lease.pdf", 0),
        projectFile("n2", "photo.jpg", 1),
      ],
    };
    const ids = added.files.map((file) => file.id);
    const stored = savedFilesOf(ids, answer)!;
    expect(stored).toEqual({
      f1: { savedFileId: "n1", url: "/api/projects/p1/files/n1" },
      f2: { savedFileId: "n2", url: "/api/projects/p1/files/n2" },
      "id-receipt.png": { savedFileId: "n3", url: "/api/projects/p1/files/n3" },
    });
    const after = builderReducer(added, { type: "markSaved", saved: stored });
    const baseline = withSavedIds(
      sent,
      ids.map((id) => stored[id]!.savedFileId),
    );
    expect(hasUnsavedChanges(baseline, snapshotOf(after, saved.projectName))).toBe(false);
    expect(savedFilesOf(["a"], answer)).toBeNull();
  });
});

describe("request bodies", () => {
  it("sends the Save fields without files unless asked, and never a partial file list", () => {
    const { state } = loaded();
    const form = projectUpdateForm(state, {
      projectName: "Rent deposit",
      courtName: "Alameda",
      withFiles: false,
    });
    expect(form.get("projectName")).toBe("Rent deposit");
    expect(form.get("role")).toBe("defendant");
    expect(form.get("presetKey")).toBe("ca_alameda_superior");
    expect(JSON.parse(form.get("formData") as string)).toEqual({
      claim_amount: "1200",
      notice_served: true,
      caseName: "Diaz v. Lee",
    });
    expect(form.getAll("files")).toHaveLength(0);
    expect(() =>
      projectUpdateForm(state, { projectName: "Rent deposit", courtName: "", withFiles: true }),
    ).toThrow(/lease\.pdf/);
  });

  it("sends every file and its description when replacing", () => {
    const { state } = loaded();
    const withAll = {
      ...state,
      files: state.files.map((file) => ({ ...file, file: new File([new Uint8Array(2)], file.name) })),
    };
    const form = projectUpdateForm(withAll, { projectName: "Rent deposit", courtName: "", withFiles: true });
    expect(form.getAll("files").map((part) => (part as File).name)).toEqual(["lease.pdf", "photo.jpg"]);
    expect(JSON.parse(form.get("descriptions") as string)).toEqual([
      { name: "lease.pdf", description: "The signed lease", isAiGenerated: false, source: "person" },
      { name: "photo.jpg", description: "A photo of a stained carpet", isAiGenerated: true, source: "ai" },
    ]);
  });

  it("writes update-files' order with relabelling on", () => {
    const form = updateFilesForm("p1", ["f2", "f1"]);
    expect(form.get("relabelExhibits")).toBe("true");
    expect(form.get("projectId")).toBe("p1");
    expect(JSON.parse(form.get("fileOrder") as string)).toEqual([
      { id: "f2", sortOrder: 0, exhibitLabel: "" },
      { id: "f1", sortOrder: 1, exhibitLabel: "" },
    ]);
    expect(() => updateFilesForm("p1", ["new-1"])).toThrow();
  });
});

describe("fetching saved files back", () => {
  it("fetches only files without bytes, and returns them all with bytes", async () => {
    const { state } = loaded();
    const own = buildFile("receipt.png");
    const files = [...state.files, own];
    const fetchFile = vi.fn(async (file: { name: string; url: string }) => new File(["%PDF"], file.name));
    const result = await withBytes(files, fetchFile);
    expect(fetchFile.mock.calls.map(([file]) => file.url)).toEqual([
      "/api/projects/p1/files/f1",
      "/api/projects/p1/files/f2",
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.files.every((file) => file.file !== null)).toBe(true);
    expect(result.files[2]!.file).toBe(own.file);
    expect(Object.keys(result.fetched)).toEqual(["f1", "f2"]);
  });

  it("names the first file that cannot be fetched, and returns nothing to build with", async () => {
    const { state } = loaded();
    const result = await withBytes(state.files, async (file) => {
      if (file.name === "photo.jpg") throw new Error("404");
      return new File(["x"], file.name);
    });
    expect(result).toEqual({ ok: false, name: "photo.jpg" });
  });
});

describe("the auto-save timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timers = {
    set: (run: () => void, ms: number) => setTimeout(run, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };

  it("saves 3 seconds after the last change, once", async () => {
    const save = vi.fn(async () => undefined);
    const scheduler = createAutoSaveScheduler({ delayMs: AUTOSAVE_DELAY_MS, save, timers });
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(2_000);
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("does not save after cancel", async () => {
    const save = vi.fn(async () => undefined);
    const scheduler = createAutoSaveScheduler({ delayMs: AUTOSAVE_DELAY_MS, save, timers });
    scheduler.schedule();
    scheduler.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
  });

  it("never overlaps saves: one falling due during another runs after it", async () => {
    let finish: () => void = () => undefined;
    const events: string[] = [];
    const save = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          events.push("start");
          finish = () => {
            events.push("end");
            resolve();
          };
        }),
    );
    const scheduler = createAutoSaveScheduler({ delayMs: AUTOSAVE_DELAY_MS, save, timers });
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(scheduler.busy()).toBe(true);
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    // A second change falls due while the first is still waiting its turn: one waiting save covers both.
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(events).toEqual(["start", "end", "start", "end"]);
    expect(scheduler.busy()).toBe(false);
  });

  it("goes on after a failed save, and flush runs a task in line without waiting", async () => {
    const save = vi.fn(async () => {
      throw new Error("500");
    });
    const scheduler = createAutoSaveScheduler({ delayMs: AUTOSAVE_DELAY_MS, save, timers });
    scheduler.schedule();
    const task = vi.fn(async () => undefined);
    await scheduler.flush(task);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    // flush cleared the pending wait: the Save button's save covered it.
    expect(save).not.toHaveBeenCalled();
    await scheduler.flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(scheduler.busy()).toBe(false);
  });

  it("reads exactly as the spec words the indicator", () => {
    expect(Object.values(SAVE_STATUS_TEXT)).toEqual(["Auto-saving", "Unsaved changes", "All changes saved"]);
  });
});
