// A build's translations from the builder's drafts: typed text or a file sent after the exhibits, in file order,
// an unfinished draft never sent, and what each unfinished draft lacks.
import { describe, expect, it } from "vitest";
import { ZFileTranslation, ZSaveTranslation } from "@courtready/contracts";
import {
  draftFromSaved,
  draftProblems,
  EMPTY_DRAFT,
  saveRequestOf,
  translationsForBuild,
} from "./translationState.ts";

const who = { translator: " Ana Ruiz ", qualifications: "Certified interpreter", language: "Spanish " };

describe("the builder's translations", () => {
  it("make the build's field in file order, the files to send after the exhibits in the same order", () => {
    const letter = new File(["Dear tenant"], "letter-english.pdf");
    const drafts = new Map([
      ["b", { ...EMPTY_DRAFT, ...who, source: "text" as const, text: "Rent receipt" }],
      ["a", { ...EMPTY_DRAFT, ...who, file: letter }],
      ["c", { ...EMPTY_DRAFT, source: "text" as const, text: "No translator yet" }],
    ]);
    const built = translationsForBuild(
      [
        { id: "a", name: "carta.pdf" },
        { id: "b", name: "recibo.pdf" },
        { id: "c", name: "nota.pdf" },
      ],
      drafts,
    );
    const common = { translator: "Ana Ruiz", qualifications: "Certified interpreter", language: "Spanish" };
    expect(built.entries).toEqual([
      { name: "carta.pdf", ...common, file: true },
      { name: "recibo.pdf", ...common, text: "Rent receipt" },
    ]);
    expect(built.files).toEqual([letter]);
    // What the server takes: every entry passes the contract.
    for (const entry of built.entries) expect(ZFileTranslation.safeParse(entry).success).toBe(true);
  });

  it("say what a draft lacks", () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual(["file", "translator", "qualifications"]);
    expect(draftProblems({ ...EMPTY_DRAFT, ...who, source: "text", text: "  " })).toEqual(["text"]);
    expect(draftProblems({ ...EMPTY_DRAFT, ...who, source: "text", text: "Hello" })).toEqual([]);
  });
});

describe("a saved project's translations in the builder", () => {
  const saved = { translator: "Ana Ruiz", qualifications: "Certified interpreter", language: "Spanish" };

  it("come back as drafts: typed text, or the stored file's bytes fetched back", () => {
    expect(draftFromSaved({ ...saved, text: "Rent receipt" }, null)).toEqual({
      ...saved,
      source: "text",
      text: "Rent receipt",
      file: null,
    });
    const letter = new File(["Dear tenant"], "letter-english.pdf");
    const fromFile = draftFromSaved({ ...saved, file: { name: "letter-english.pdf", size: 11 } }, letter);
    expect(fromFile).toMatchObject({ source: "file", file: letter, text: "" });
    // Before its bytes are back, a stored file's draft is not one a build could send.
    expect(draftProblems(draftFromSaved({ ...saved, file: { name: "x.pdf", size: 1 } }, null))).toEqual([
      "file",
    ]);
  });

  it("are kept with the file only when new, never an unfinished draft, and in the shape the server takes", () => {
    const letter = new File(["Dear tenant"], "letter-english.pdf");
    const draft = { ...EMPTY_DRAFT, ...who, file: letter };
    const first = saveRequestOf(draft, null);
    expect(first).toEqual({
      fields: {
        translator: "Ana Ruiz",
        qualifications: "Certified interpreter",
        language: "Spanish",
        file: true,
      },
      upload: letter,
    });
    // The translator's name corrected: the file the server keeps is not sent again.
    expect(saveRequestOf({ ...draft, translator: "Ana María Ruiz" }, letter)?.upload).toBeNull();
    const typed = saveRequestOf({ ...EMPTY_DRAFT, ...who, source: "text", text: "Receipt" }, letter);
    expect(typed).toEqual({
      fields: {
        translator: "Ana Ruiz",
        qualifications: "Certified interpreter",
        language: "Spanish",
        text: "Receipt",
      },
      upload: null,
    });
    expect(saveRequestOf({ ...EMPTY_DRAFT, source: "text", text: "No translator" }, null)).toBeNull();
    for (const request of [first, typed])
      expect(ZSaveTranslation.safeParse(request!.fields).success).toBe(true);
  });
});
