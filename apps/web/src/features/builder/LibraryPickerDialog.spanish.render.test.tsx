// The builder's "Choose from your library" in Spanish (issue 39): the dialog, its rows' details and reasons and its
// buttons read in Spanish; an empty library's sentence keeps its link around the right words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { LIBRARY, checkboxes, renderPicker as render } from "../shared/pickerMarkup.tsx";
import { having } from "../shared/testMarkup.ts";
import { LibraryPickerDialog } from "./LibraryPickerDialog.tsx";

const noop = () => {};

describe("the builder's Choose from your library in Spanish", () => {
  beforeAll(() => i18n.changeLanguage("es"));
  afterAll(() => i18n.changeLanguage("en"));

  it("names the dialog, the list, the reasons and the button in Spanish", () => {
    const html = render(<LibraryPickerDialog open onClose={noop} builderFiles={[]} onAdd={noop} />, LIBRARY);
    expect(html).toContain("Elegir de su biblioteca");
    expect(html).toContain('aria-label="Archivos de su biblioteca"');
    expect(checkboxes(html)[1]?.description).toEqual([
      "Audio · 2 MB · 2 páginas · Pruebas",
      "Este tipo de archivo no puede ir en una carpeta: guárdelo como PDF y agregue el PDF",
    ]);
    expect(html).toContain(">Agregar archivos</button>");
    expect(
      having(html, ["Choose from your library", "Files in your library", "Already in", "Add files"]),
    ).toEqual([]);
  });

  it("links the words that name the library in the empty library's sentence", () => {
    const html = render(<LibraryPickerDialog open onClose={noop} builderFiles={[]} onAdd={noop} />, {
      files: [],
      total: 0,
    });
    expect(html).toContain("Su biblioteca está vacía.");
    expect(html).toMatch(/<a [^>]*href="\/file-library"[^>]*>su biblioteca de archivos<\/a>/);
  });
});
