// The translations field of a build: a file or typed text (one of the two), the translator's name and
// qualifications required, each refusal with what the builder says; and a saved project's file's translation field.
import { describe, expect, it } from "vitest";
import { ZRenderFields, buildFieldMessage } from "./build-request.ts";
import { TRANSLATION_MESSAGES, ZFileTranslation, ZSaveTranslationFields } from "./translation.ts";

const entry = { name: "carta.pdf", translator: " Ana Ruiz ", qualifications: "Certified (ATA)" };
const firstMessage = (value: unknown) => {
  const parsed = ZFileTranslation.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]!.message;
};

describe("a build's translations", () => {
  it("parse from the build's JSON field, trimmed, by file name", () => {
    const request = ZRenderFields.parse({
      translations: JSON.stringify([
        { ...entry, language: "Spanish", file: true },
        { ...entry, name: "nota.txt", text: "Pay the rent." },
      ]),
    });
    expect(request.translations).toEqual([
      {
        name: "carta.pdf",
        translator: "Ana Ruiz",
        qualifications: "Certified (ATA)",
        language: "Spanish",
        file: true,
      },
      { name: "nota.txt", translator: "Ana Ruiz", qualifications: "Certified (ATA)", text: "Pay the rent." },
    ]);
    expect(ZRenderFields.parse({}).translations).toEqual([]);
  });

  it("refuse a translation without its translator, qualifications, or exactly one source", () => {
    expect(firstMessage({ ...entry, translator: " ", file: true })).toBe(TRANSLATION_MESSAGES.translator);
    expect(firstMessage({ ...entry, qualifications: "", file: true })).toBe(
      TRANSLATION_MESSAGES.qualifications,
    );
    expect(firstMessage({ ...entry })).toBe(TRANSLATION_MESSAGES.oneSource);
    expect(firstMessage({ ...entry, text: "  " })).toBe(TRANSLATION_MESSAGES.oneSource);
    expect(firstMessage({ ...entry, text: "Hello", file: true })).toBe(TRANSLATION_MESSAGES.oneSource);
    const refused = ZRenderFields.safeParse({ translations: JSON.stringify([{ ...entry }]) });
    expect(refused.success).toBe(false);
    expect(buildFieldMessage(refused.error!.issues[0])).toBe("The translations field is not valid.");
  });
});

describe("a saved file's translation field (PUT …/files/{fileId}/translation)", () => {
  const field = (value: unknown) => ZSaveTranslationFields.safeParse({ translation: JSON.stringify(value) });
  const { name: _name, ...who } = entry;

  it("takes the translator and a file or typed text, trimmed, with no file name (the URL says which file)", () => {
    expect(field({ ...who, file: true }).data?.translation).toEqual({
      translator: "Ana Ruiz",
      qualifications: "Certified (ATA)",
      file: true,
    });
    expect(field({ ...who, text: "Pay the rent." }).data?.translation.text).toBe("Pay the rent.");
  });

  it("refuses with the builder's words: no translator, both sources or none, or a field that is not JSON", () => {
    const message = (parsed: ReturnType<typeof field>) => parsed.error?.issues[0]?.message;
    expect(message(field({ ...who, translator: " ", text: "x" }))).toBe(TRANSLATION_MESSAGES.translator);
    expect(message(field({ ...who, file: true, text: "x" }))).toBe(TRANSLATION_MESSAGES.oneSource);
    expect(message(field(who))).toBe(TRANSLATION_MESSAGES.oneSource);
    expect(ZSaveTranslationFields.safeParse({ translation: "{" }).success).toBe(false);
  });
});
