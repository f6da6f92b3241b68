// Tests of the builder ↔ library rules: what a picked file brings, and the texts shown while it happens. Which library files can be picked: libraryPickerRules.test.ts.
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import {
  addButtonLabel,
  carriedDescription,
  fetchFailureMessage,
  fetchProgressText,
  filingFailureMessage,
  fromLibrary,
} from "./libraryBridge.ts";
import { buildFile } from "./testFactories.ts";
import { libraryFile } from "../shared/libraryTestFactories.ts";

describe("carriedDescription and fromLibrary", () => {
  it("brings the person's own description first, as theirs, keeping the machine one aside", () => {
    expect(
      carriedDescription({
        userDescription: "  Signed lease ",
        aiDescription: "A lease",
        aiDescriptionSource: "ai",
      }),
    ).toEqual({ description: "Signed lease", aiDescription: "A lease", descriptionSource: "person" });
  });

  it("brings the machine description with who wrote it when the person wrote none", () => {
    expect(
      carriedDescription({ userDescription: " ", aiDescription: "A lease", aiDescriptionSource: "ai" }),
    ).toEqual({ description: "A lease", aiDescription: "A lease", descriptionSource: "ai" });
    expect(
      carriedDescription({
        userDescription: "",
        aiDescription: "Photo taken March 3, 2025",
        aiDescriptionSource: "file",
      }),
    ).toEqual({
      description: "Photo taken March 3, 2025",
      aiDescription: "Photo taken March 3, 2025",
      descriptionSource: "file",
    });
    // Saved before the source was kept: reads as it did then, AI.
    expect(
      carriedDescription({ userDescription: "", aiDescription: "A lease", aiDescriptionSource: null }),
    ).toEqual({ description: "A lease", aiDescription: "A lease", descriptionSource: "ai" });
  });

  it("brings no description when there is none, so the builder may ask for one", () => {
    expect(carriedDescription({ userDescription: "", aiDescription: null })).toEqual({
      descriptionSource: "person",
    });
    expect(carriedDescription({ userDescription: "", aiDescription: "   " })).toEqual({
      descriptionSource: "person",
    });
  });

  it("remembers the library id and keeps the fetched bytes", () => {
    const fetched = buildFile("lease.pdf", { bytes: 10 });
    const file = fromLibrary(fetched, libraryFile({ id: "lib-9", userDescription: "Signed lease" }));
    expect(file.libraryFileId).toBe("lib-9");
    expect(file.description).toBe("Signed lease");
    expect(file.descriptionSource).toBe("person");
    expect(file.file).toBe(fetched.file);
    expect(file.size).toBe(10);
  });
});

describe("texts", () => {
  it("counts the fetch progress from 1 and stays within the total", () => {
    expect(fetchProgressText(2, 3)).toBe("Adding 2 of 3…");
    expect(fetchProgressText(0, 3)).toBe("Adding 1 of 3…");
    expect(fetchProgressText(4, 3)).toBe("Adding 3 of 3…");
    expect(fetchProgressText(1, 1)).toBe("Adding your file…");
  });

  it("names the add button by its count", () => {
    expect(addButtonLabel(0)).toBe("Add files");
    expect(addButtonLabel(1)).toBe("Add 1 file");
    expect(addButtonLabel(3)).toBe("Add 3 files");
  });

  it("says the project is saved, how many files missed the library, and the server's reason", () => {
    const message = filingFailureMessage(2, "Your library is full (200 MB of 200 MB used).");
    expect(message.title).toBe("Project saved, but 2 files could not be added to your library");
    expect(message.description).toContain("Your library is full (200 MB of 200 MB used).");
    expect(filingFailureMessage(1, "x").title).toContain("1 file could not");
  });

  it("names the files that could not be fetched", () => {
    expect(fetchFailureMessage(["lease.pdf", "photo.png"])).toEqual({
      title: "Could not add 2 files",
      description:
        "lease.pdf, photo.png could not be added from your library. Check your connection and try again.",
    });
  });
});

describe("the library picker's texts in each language (issue 39)", () => {
  const en = i18n.getFixedT("en", "files");
  const es = i18n.getFixedT("es", "files");

  it("counts files in English and in Spanish", () => {
    expect(addButtonLabel(2, en)).toBe("Add 2 files");
    expect(addButtonLabel(0, es)).toBe("Agregar archivos");
    expect(addButtonLabel(1, es)).toBe("Agregar 1 archivo");
    expect(addButtonLabel(3, es)).toBe("Agregar 3 archivos");
    expect(fetchProgressText(5, 3, es)).toBe("Agregando 3 de 3…");
    expect(fetchProgressText(1, 1, es)).toBe("Agregando su archivo…");
  });

  it("says which files failed, naming them as they are", () => {
    expect(fetchFailureMessage(["lease.pdf", "photo.png"], es)).toEqual({
      title: "No se pudieron agregar 2 archivos",
      description:
        "No se pudo agregar desde su biblioteca: lease.pdf, photo.png. Revise su conexión e intente otra vez.",
    });
    expect(filingFailureMessage(1, "The disk is full.", es).title).toBe(
      "Se guardó el proyecto, pero 1 archivo no se pudo agregar a su biblioteca",
    );
    expect(filingFailureMessage(2, "The disk is full.", en).title).toBe(
      "Project saved, but 2 files could not be added to your library",
    );
  });
});
