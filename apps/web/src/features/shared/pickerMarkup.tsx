// For the library picker's render tests (no browser: HTML from the server renderer): a library of four files, a
// render with that list already loaded, and each checkbox read as a screen reader names and describes it.
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import type { TUserFile, TUserFilesResponse } from "@courtready/contracts";
import { USER_FILES_URL } from "./libraryFiles.ts";
import { libraryFile } from "./libraryTestFactories.ts";

/** A file of the library, filed under evidence. */
export function saved(id: string, originalFilename: string, overrides: Partial<TUserFile> = {}): TUserFile {
  return libraryFile({ id, originalFilename, category: "evidence", ...overrides });
}

/** A lease, a voicemail (a kind a binder cannot take), a photo and a phone photo (HEIC). */
export const LIBRARY: TUserFilesResponse = {
  files: [
    saved("lease", "lease.pdf"),
    saved("scan", "voicemail.mp3", { fileType: "Audio", mimeType: "audio/mpeg", pageCount: 2 }),
    saved("photo", "photo.png", { fileType: "Image", pageCount: 1 }),
    saved("heic", "IMG_1034.HEIC", { fileType: "Image", mimeType: "image/heic", pageCount: 1 }),
  ],
  total: 4,
};

/** Renders with the library list already loaded (or not, when `library` is undefined); no network here. */
export function renderPicker(node: ReactNode, library?: TUserFilesResponse): string {
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
export function checkboxes(html: string) {
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
