// The builder's "Choose from your library" as drawn by the one library picker (HTML from the server renderer, no
// browser needed): each checkbox named by its file's name and described by its details and, for a file that cannot
// be picked, the reason; a file already in the binder is marked; an empty library says so with a link to it.
import { describe, expect, it } from "vitest";
import { LIBRARY, checkboxes, renderPicker as render } from "../shared/pickerMarkup.tsx";
import { LibraryPickerDialog } from "./LibraryPickerDialog.tsx";
import { buildFile } from "./testFactories.ts";

const noop = () => {};

describe("the builder's Choose from your library", () => {
  it("names each checkbox by its file, and marks files already in the binder or of a kind it cannot take", () => {
    const inBinder = buildFile("photo.png", { libraryFileId: "photo" });
    const html = render(
      <LibraryPickerDialog open onClose={noop} builderFiles={[inBinder]} onAdd={noop} />,
      LIBRARY,
    );
    expect(html).toContain("Choose from your library");
    expect(html).toContain('aria-label="Files in your library"');
    expect(checkboxes(html)).toEqual([
      {
        name: "lease.pdf",
        description: ["PDF Document · 2 MB · 3 pages · Evidence"],
        checked: false,
        disabled: false,
      },
      {
        name: "voicemail.mp3",
        description: [
          "Audio · 2 MB · 2 pages · Evidence",
          "This kind of file cannot go in a binder: save it as a PDF and add that",
        ],
        checked: false,
        disabled: true,
      },
      {
        name: "photo.png",
        description: ["Image · 2 MB · 1 page · Evidence", "Already in this binder"],
        checked: true,
        disabled: true,
      },
      {
        name: "IMG_1034.HEIC",
        description: ["Image · 2 MB · 1 page · Evidence"],
        checked: false,
        disabled: false,
      },
    ]);
    expect(html).toContain(">Add files</button>");
  });

  it("says the library is empty, with a link to it", () => {
    const html = render(<LibraryPickerDialog open onClose={noop} builderFiles={[]} onAdd={noop} />, {
      files: [],
      total: 0,
    });
    expect(html).toContain("Your library is empty.");
    expect(html).toContain('href="/file-library"');
  });

  it("says it is loading until the library arrives", () => {
    const html = render(<LibraryPickerDialog open onClose={noop} builderFiles={[]} onAdd={noop} />);
    expect(html).toContain("Loading your library…");
    expect(checkboxes(html)).toEqual([]);
  });
});
