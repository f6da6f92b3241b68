// The row's translation line and the dialog (HTML from the server renderer), in English and in Spanish: the button
// names its file, a translated row says so, and the dialog asks for the translator's name and qualifications.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { i18n } from "../../../i18n/index.ts";
import { TranslationDialog } from "./TranslationDialog.tsx";
import { TranslationRow } from "./TranslationRow.tsx";
import { EMPTY_DRAFT } from "./translationState.ts";
import type { TranslationChoices } from "./TranslationRow.tsx";
import { htmlWords } from "../markupWords.ts";

const file = { id: "a", name: "carta.pdf" };
const translations = (given: boolean): TranslationChoices => ({
  byFile: new Map(
    given ? [["a", { ...EMPTY_DRAFT, translator: "Ana", qualifications: "Native speaker" }]] : [],
  ),
  set: () => undefined,
  remove: () => undefined,
});

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("an exhibit row's translation", () => {
  it("offers to add one, naming the file, then says the row has one", () => {
    const none = renderToStaticMarkup(<TranslationRow file={file} translations={translations(false)} />);
    expect(none).toContain('aria-label="Add English translation for carta.pdf"');
    expect(htmlWords(none)).toContain("Add English translation");
    expect(htmlWords(none)).not.toContain("With English translation");
    const given = htmlWords(
      renderToStaticMarkup(<TranslationRow file={file} translations={translations(true)} />),
    );
    expect(given).toContain("With English translation");
    expect(given).toContain("Change translation");
  });

  it("is in Spanish when the interface is", async () => {
    await i18n.changeLanguage("es");
    const none = htmlWords(
      renderToStaticMarkup(<TranslationRow file={file} translations={translations(false)} />),
    );
    expect(none).toContain("Agregar traducción al inglés");
    expect(none).not.toContain("Add English translation");
  });

  it("asks for the translation, the translator's name and qualifications", () => {
    const html = htmlWords(
      renderToStaticMarkup(
        <TranslationDialog
          open
          initial={undefined}
          onSave={() => undefined}
          onRemove={() => undefined}
          onCancel={() => undefined}
        />,
      ),
    );
    for (const label of [
      "Attach a file",
      "Type or paste the text",
      "Translation file",
      "Translator's full name",
      "Translator's qualifications",
      "Save translation",
    ])
      expect(html).toContain(label);
    // A new translation has nothing to remove.
    expect(html).not.toContain("Remove translation");
  });
});
