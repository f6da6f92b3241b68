// Save's steps (useSaveProject runs them): the checks before the name is asked, the name the dialog refuses, what
// the first save leaves for auto-save, and library filing one file at a time with failures kept apart.
import { describe, expect, it, vi } from "vitest";
import { BUILDER_MESSAGES } from "@courtready/contracts";
import type { TSaveProjectResponse, TUserFile } from "@courtready/contracts";
import { afterFirstSave, fileInLibrary, projectNameProblem, saveStop } from "./projectSave.ts";
import { buildFile, buildState } from "./testFactories.ts";
import { libraryFile } from "../library/testFactories.ts";

const withCase = (files = [buildFile("a.pdf")]) =>
  buildState({
    files,
    caseInfo: { caseName: "Diaz v. Lee", caseNumber: "", partyName: "", hearingDate: "" },
  });

describe("saveStop and projectNameProblem", () => {
  it("needs files, then case information", () => {
    expect(saveStop(buildState())).toEqual(BUILDER_MESSAGES.noFilesToSave);
    expect(saveStop(buildState({ files: [buildFile("a.pdf")] }))).toEqual(BUILDER_MESSAGES.incompleteForm);
    expect(saveStop(withCase())).toBeNull();
  });

  it("refuses a blank name with the spec's words and takes any other", () => {
    expect(projectNameProblem("   ")).toBe(BUILDER_MESSAGES.saveCancelled.description);
    expect(projectNameProblem("Diaz small claims")).toBeNull();
  });
});

describe("afterFirstSave", () => {
  const answer = (ids: string[]): TSaveProjectResponse =>
    ({
      id: "p1",
      project: {
        files: ids.map((id, index) => ({ id, sortOrder: index, fileUrl: `/api/files/${id}` })),
      },
    }) as unknown as TSaveProjectResponse; // only the fields afterFirstSave reads

  it("maps each sent file to its server file and keeps the ids in the snapshot", () => {
    const state = withCase([buildFile("a.pdf"), buildFile("b.pdf")]);
    const after = afterFirstSave(state, "Diaz", answer(["s1", "s2"]));
    expect(after.stored).toEqual({
      "id-a.pdf": { savedFileId: "s1", url: "/api/files/s1" },
      "id-b.pdf": { savedFileId: "s2", url: "/api/files/s2" },
    });
    expect(after.snapshot.projectName).toBe("Diaz");
    expect(after.snapshot.files.map((file) => file.savedFileId)).toEqual(["s1", "s2"]);
  });

  it("keeps no ids when the answer does not match what was sent", () => {
    const after = afterFirstSave(withCase([buildFile("a.pdf"), buildFile("b.pdf")]), "Diaz", answer(["s1"]));
    expect(after.stored).toBeNull();
    expect(after.snapshot.files.map((file) => file.savedFileId)).toEqual([null, null]);
  });
});

describe("fileInLibrary", () => {
  it("sends each file with its description as evidence, reports each library id, and keeps failures apart", async () => {
    const files = [
      buildFile("a.pdf", { description: "Lease" }),
      buildFile("b.pdf"),
      buildFile("c.pdf"),
    ] as (ReturnType<typeof buildFile> & { file: File })[];
    const upload = vi.fn(async (_file: File, name: string, _fields: unknown): Promise<TUserFile> => {
      if (name === "b.pdf") throw new Error("Your library is full");
      return libraryFile({ id: `lib-${name}` });
    });
    const filed: Record<string, string> = {};
    const failures = await fileInLibrary(files, upload, (id, libraryId) => (filed[id] = libraryId));
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls[0]![2]).toEqual({ category: "evidence", userDescription: "Lease", tags: [] });
    expect(filed).toEqual({ "id-a.pdf": "lib-a.pdf", "id-c.pdf": "lib-c.pdf" });
    expect(failures.map((failure) => failure.id)).toEqual(["id-b.pdf"]);
  });
});
