// A builder call with a translation: the build's field, and the translation's file sent after every exhibit.
import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, translationsForBuild } from "../../shared/translation/translationState.ts";
import { buildFormData } from "../payload.ts";
import { buildFile, buildState } from "../testFactories.ts";

const who = { translator: " Ana Ruiz ", qualifications: "Certified interpreter", language: "Spanish " };

describe("a build with a translation", () => {
  it("sends the field and the translation's file after every exhibit", () => {
    const files = [buildFile("carta.pdf"), buildFile("recibo.pdf")];
    const letter = new File(["Dear tenant"], "letter-english.pdf");
    const translations = translationsForBuild(
      files,
      new Map([[files[0]!.id, { ...EMPTY_DRAFT, ...who, file: letter }]]),
    );
    const form = buildFormData("render", {
      state: buildState({ files }),
      buildId: "build-12345678",
      translations,
    });
    expect(JSON.parse(String(form.get("translations")))).toEqual(translations.entries);
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual([
      "carta.pdf",
      "recibo.pdf",
      "letter-english.pdf",
    ]);
  });
});
