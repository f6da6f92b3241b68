// The `files` catalogue (issue 39) for the builder's files step and the shared file list. A module without React
// that makes text takes a `t` (unit tests pass a fixed language); a caller that has none gets the language shown
// now, read when the text is made, so the module's older callers need no change. Components use
// useFilesTranslation.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ACCEPTED_FORMATS } from "@courtready/contracts";
import type { DOCUMENT_TYPE_LABELS } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";

/** Translates a key of the `files` namespace. */
export type FilesT = TFunction<"files">;

/** The `files` translation in the language the interface shows at the time of each call. */
export function filesT(): FilesT {
  return i18n.getFixedT(null, "files");
}

/**
 * `useTranslation("files")` for the components of this area. Going through this module also starts i18next
 * (i18n/index.ts), so a component rendered on its own (a render test, no main.tsx) is translated, not shown as keys.
 */
export function useFilesTranslation() {
  return useTranslation("files");
}

/** The photo formats by name ("JPG, PNG, …"), from contracts' one list, for the catalogue's sentences. */
export const PHOTO_NAMES = ACCEPTED_FORMATS.filter((f) => f.group === "photo")
  .map((f) => f.name)
  .join(", ");

/**
 * The short list of the files we take, under an upload button, in the language of `t` (contracts'
 * ACCEPTED_FORMATS_SHORT is its English, for the server's messages).
 * @example acceptedFormatsShort(t) // → "PDF, photos (JPG, PNG, …), Word, Excel, RTF, text, text-message or e-mail exports"
 */
export function acceptedFormatsShort(t: FilesT = filesT()): string {
  return t("upload.formats", { photos: PHOTO_NAMES });
}

/** The kinds of document the server names a file by ("PDF Document", "Image"…), and their keys in the catalogue. */
const DOCUMENT_TYPE_KEYS: Record<(typeof DOCUMENT_TYPE_LABELS)[number], string> = {
  "PDF Document": "pdf",
  Image: "image",
  "Word Document": "word",
  "Excel Spreadsheet": "excel",
  "Text Document": "text",
  "Text Clipping": "textClipping",
};

/**
 * A file's kind as the server names it (in English, as stored), in the language of `t`; a kind the list does not
 * know is shown as it came.
 * @example documentTypeName("PDF Document", t) // → "PDF Document", or "Documento PDF" in Spanish
 */
export function documentTypeName(serverName: string, t: FilesT = filesT()): string {
  const key = (DOCUMENT_TYPE_KEYS as Record<string, string | undefined>)[serverName];
  return key ? t(`documentType.${key}` as "documentType.pdf") : serverName;
}
