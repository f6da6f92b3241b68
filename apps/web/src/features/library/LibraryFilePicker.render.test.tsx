// What the one library picker renders in both dialogs, as HTML from the server renderer (no browser needed): each
// checkbox named by its file's name and described by its details and, for a file that cannot be picked, the reason;
// the builder marks a file already in the binder; the project's Add Files lists a file a binder cannot take with the
// reason instead of hiding it; and each dialog says its own thing when nothing is listed.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import type { TUserFile, TUserFilesResponse } from "@courtready/contracts";
import { LibraryPickerDialog } from "../builder/LibraryPickerDialog.tsx";
import { buildFile } from "../builder/testFactories.ts";
import { AddFilesDialog } from "../projects/AddFilesDialog.tsx";
import { USER_FILES_URL } from "../shared/libraryFiles.ts";
import { libraryFile } from "../shared/libraryTestFactories.ts";

/** A file of the library, filed under evidence. */
function saved(id: string, originalFilename: string, overrides: Partial<TUserFile> = {}): TUserFile {
  return libraryFile({ id, originalFilename, category: "evidence", ...overrides });
}

const LIBRARY: TUserFilesResponse = {
  files: [
    saved("lease", "lease.pdf"),
    saved("scan", "voicemail.mp3", { fileType: "Audio", mimeType: "audio/mpeg", pageCount: 2 }),
    saved("photo", "photo.png", { fileType: "Image", pageCount: 1 }),
    saved("heic", "IMG_1034.HEIC", { fileType: "Image", mimeType: "image/heic", pageCount: 1 }),
  ],
  total: 4,
};

/** Renders with the library list already loaded (or not, when `library` is undefined); no network here. */
function render(node: ReactNode, library?: TUserFilesResponse): string {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, queryFn: () => Promise.reject(new Error("no network")) },
    },
  });
  if (library) client.setQueryData([USER_FILES_URL], library);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Each checkbox's input tag, its name (the text of the element its aria-labelledby names) and description. */
function checkboxes(html: string) {
  const textOf = (id: string) => {
    const match = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html);
    return match?.[1] ?? "";
  };
  return [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map(([tag]) => ({
    name: textOf(/aria-labelledby="([^"]+)"/.exec(tag)?.[1] ?? ""),
    description: (/aria-describedby="([^"]+)"/.exec(tag)?.[1] ?? "").split(" ").map(textOf),
    checked: tag.includes("checked"),
    disabled: tag.includes("disabled"),
  }));
}

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
});
