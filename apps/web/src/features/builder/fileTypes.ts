// The placeholder tile for a file without a picture (builder-and-projects.md §2): a red PDF tile, a blue WORD tile,
// a green EXCEL tile, and for anything else a plain tile showing the extension.
import { ACCEPTED_FORMATS, fileExtension } from "@courtready/contracts";
import { filesT } from "../shared/filesText.ts";
import type { FilesT } from "../shared/filesText.ts";

export interface FileTile {
  text: string;
  /** Tailwind classes for the tile's colours (text at least 4.5:1 on its background). */
  className: string;
}

/** Pictures every browser can draw itself (HEIC and TIFF are photos too, but most browsers cannot show them). */
const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(["jpg", "jpeg", "png", "gif", "webp"]);
/** Every photo ending the product takes (contracts' one list). */
const PHOTO_EXTENSIONS: ReadonlySet<string> = new Set(
  ACCEPTED_FORMATS.filter((f) => f.group === "photo").flatMap((f) => f.extensions),
);

/** True for a picture the browser can show as a thumbnail. */
export function isImageName(name: string): boolean {
  return IMAGE_EXTENSIONS.has(fileExtension(name));
}

/**
 * The tile of a file by its name's extension.
 * @example fileTile("lease.DOCX") // → { text: "WORD", className: "bg-blue-700 text-white" }
 * @example fileTile("notes.rtf") // → { text: "RTF", className: "bg-slate-600 text-white" }
 */
export function fileTile(name: string, t: FilesT = filesT()): FileTile {
  const extension = fileExtension(name);
  if (extension === "pdf") return { text: "PDF", className: "bg-red-700 text-white" };
  if (extension === "doc" || extension === "docx")
    return { text: "WORD", className: "bg-blue-700 text-white" };
  if (extension === "xls" || extension === "xlsx")
    return { text: "EXCEL", className: "bg-green-700 text-white" };
  if (PHOTO_EXTENSIONS.has(extension))
    return { text: t("tile.image"), className: "bg-purple-700 text-white" };
  return {
    text: extension ? extension.toUpperCase().slice(0, 12) : t("tile.file"),
    className: "bg-slate-600 text-white",
  };
}

/**
 * A file's kind in words, for the file list ("Word document"), from its extension.
 * @example fileKindName("photo.JPG") // → "Photo"
 */
export function fileKindName(name: string, t: FilesT = filesT()): string {
  const extension = fileExtension(name);
  if (extension === "pdf") return "PDF";
  if (extension === "doc" || extension === "docx") return t("kind.word");
  if (extension === "xls" || extension === "xlsx") return t("kind.excel");
  if (PHOTO_EXTENSIONS.has(extension)) return t("kind.photo");
  if (extension === "textclipping") return t("kind.textClipping");
  if (extension === "txt" || extension === "rtf") return t("kind.text");
  return extension ? t("kind.other", { extension: extension.toUpperCase() }) : t("kind.unknown");
}
