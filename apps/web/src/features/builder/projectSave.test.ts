// Save's steps (useSaveProject runs them): the checks before the name is asked, the name the dialog refuses, what
// the first save leaves for auto-save, and library filing one file at a time with failures kept apart.
import { describe, expect, it } from "vitest";
import { BUILDER_MESSAGES } from "@courtready/contracts";
import type { TSaveProjectResponse } from "@courtready/contracts";
import { afterFirstSave, projectNameProblem, savedMessage, saveStop } from "./projectSave.ts";
import { buildFile, buildState } from "./testFactories.ts";
import { i18n } from "../../i18n/index.ts";

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

describe("savedMessage", () => {
  it("says the documents are in the library, or how many are not", () => {
    expect(savedMessage("Diaz", 0)).toEqual({
      title: "Project Saved",
      description:
        "“Diaz” is saved. You can find it on your dashboard. Its documents are in your file library too.",
    });
    expect(savedMessage("Diaz", 2)).toMatchObject({
      title: "Project saved, but 2 files could not be added to your library",
      variant: "destructive",
    });
  });
});

describe("save words in Spanish", () => {
  it("says the save and an empty name in Spanish", () => {
    const es = i18n.getFixedT("es", "builder");
    expect(savedMessage("Diaz", 0, es)).toEqual({
      title: "Proyecto guardado",
      description:
        "Se guardó “Diaz”. Lo encontrará en su panel. Sus documentos también están en su biblioteca de archivos.",
    });
    expect(projectNameProblem(" ", es)).toBe("Escriba un nombre para guardar el proyecto.");
  });
});
