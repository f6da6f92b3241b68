// The project's "Add Files to Project" as drawn by the one library picker (HTML from the server renderer, no browser
// needed): a file a binder cannot take is listed with the reason instead of hidden, nothing is marked as already
// added, and an empty library says "No files found".
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { LIBRARY, checkboxes, renderPicker as render } from "../shared/pickerMarkup.tsx";
import { AddFilesDialog } from "./AddFilesDialog.tsx";

const noop = () => {};

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the project's Add Files to Project", () => {
  it("lists a file a binder cannot take with the reason, and nothing as already added", () => {
    const html = render(<AddFilesDialog open onClose={noop} onAdd={noop} />, LIBRARY);
    expect(html).toContain("Add Files to Project");
    expect(html).toContain("From your file library");
    expect(
      checkboxes(html).map(({ name, disabled, description }) => [name, disabled, description[1]]),
    ).toEqual([
      ["lease.pdf", false, undefined],
      ["voicemail.mp3", true, "This kind of file cannot go in a binder: save it as a PDF and add that"],
      ["photo.png", false, undefined],
      ["IMG_1034.HEIC", false, undefined],
    ]);
    expect(html).toContain(">Add selected</button>");
  });

  it("says no files were found when the library has none", () => {
    const html = render(<AddFilesDialog open onClose={noop} onAdd={noop} />, { files: [], total: 0 });
    expect(html).toContain("No files found");
    expect(html).not.toContain("Your library is empty");
  });

  it("lists the formats it takes in the language shown", async () => {
    expect(render(<AddFilesDialog open onClose={noop} onAdd={noop} />, LIBRARY)).toContain(
      "PDF, photos (JPG, PNG",
    );
    await i18n.changeLanguage("es");
    const html = render(<AddFilesDialog open onClose={noop} onAdd={noop} />, LIBRARY);
    expect(html).toContain("PDF, fotos (JPG, PNG");
    expect(html).not.toContain("text-message or e-mail exports");
  });
});
