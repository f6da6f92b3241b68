// Which uploaded files are translations: those after the exhibits, one per entry with a file, in the entries'
// order; each entry on its exhibit by name, and a request whose translations do not fit its files refused.
import { describe, expect, it } from "vitest";
import { translationsFor } from "./builds.translations.ts";

const stored = (name: string) => ({ name, key: `k/${name}`, size: 10, sha256: `sha-${name}` });
const who = { translator: "Ana Ruiz", qualifications: "Certified interpreter" };

describe("a build's translations", () => {
  it("takes the translations' files off the exhibits and gives each exhibit its own", () => {
    const files = ["carta.pdf", "recibo.pdf", "nota.pdf", "carta.pdf", "letter.docx"].map(stored);
    const { exhibits, translations } = translationsFor(files, [
      { name: "nota.pdf", ...who, file: true },
      { name: "recibo.pdf", ...who, text: "Receipt" },
      { name: "carta.pdf", ...who, language: "Spanish", file: true },
    ]);
    expect(exhibits.map((f) => f.name)).toEqual(["carta.pdf", "recibo.pdf", "nota.pdf"]);
    expect(translations).toEqual([
      { ...who, language: "Spanish", file: stored("letter.docx") },
      { ...who, text: "Receipt" },
      { ...who, file: stored("carta.pdf") },
    ]);
  });

  it("refuses translations that name no exhibit, or whose files leave no exhibit", () => {
    const files = ["carta.pdf", "english.pdf"].map(stored);
    expect(() => translationsFor(files, [{ name: "other.pdf", ...who, file: true }])).toThrow(
      "Each translation must name one of the files, once.",
    );
    expect(() =>
      translationsFor([stored("english.pdf")], [{ name: "carta.pdf", ...who, file: true }]),
    ).toThrow("A translation's file came without its exhibit.");
    expect(translationsFor(files, [])).toEqual({ exhibits: files, translations: [undefined, undefined] });
  });
});
