// A saved translation in the project editor's dialog and back: a stored file stands in by its name and is never
// sent again unless another file is chosen; typed text goes as text; a draft missing the translator sends nothing.
import { describe, expect, it } from "vitest";
import { draftOfSaved, translationForm } from "./projectTranslation.ts";

const who = { translator: "Ana Ruiz", qualifications: "Court-certified interpreter", language: "Spanish" };
const fields = (form: FormData | null) =>
  JSON.parse(String(form?.get("translation"))) as Record<string, unknown>;

describe("a saved file's translation in the project editor", () => {
  it("holds a stored file by its name and keeps it on the server when only the translator changes", () => {
    const saved = draftOfSaved({ ...who, file: { name: "letter-english.pdf", size: 1200 } });
    expect(saved.draft).toMatchObject({ source: "file", translator: "Ana Ruiz", language: "Spanish" });
    expect(saved.draft.file?.name).toBe("letter-english.pdf");
    const form = translationForm({ ...saved.draft, translator: "Ana María Ruiz" }, saved);
    expect(fields(form)).toEqual({ ...who, translator: "Ana María Ruiz", file: true });
    expect(form?.getAll("files")).toEqual([]);
  });

  it("sends a newly chosen file, and typed text as text", () => {
    const saved = draftOfSaved({ ...who, file: { name: "old.pdf", size: 10 } });
    const chosen = new File(["%PDF-1.7"], "new.pdf", { type: "application/pdf" });
    const form = translationForm({ ...saved.draft, file: chosen }, saved);
    expect(fields(form)).toMatchObject({ file: true });
    expect((form?.get("files") as File).name).toBe("new.pdf");

    const typed = translationForm({ ...saved.draft, source: "text", text: "Dear tenant." }, null);
    expect(fields(typed)).toEqual({ ...who, text: "Dear tenant." });
    expect(typed?.getAll("files")).toEqual([]);
  });

  it("sends nothing while the translator or the text is missing", () => {
    const { draft } = draftOfSaved({ ...who, text: "Dear tenant." });
    expect(translationForm({ ...draft, translator: " " }, null)).toBeNull();
    expect(translationForm({ ...draft, text: "" }, null)).toBeNull();
  });
});
