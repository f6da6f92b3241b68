// Just enough sniffing of Office bytes for conversion: which extension to give LibreOffice (the user's file name
// is never used on disk), which files are spreadsheets to fit to the page, and whether a file LibreOffice could
// not open is password-protected. The ingest stage does the authoritative type detection.
import { inspectOle, isOleEncrypted } from "../ingest/office.ts";
import { sniffType } from "../ingest/sniff.ts";

export type OfficeFormat = "docx" | "xlsx" | "doc" | "xls" | "rtf";

function extensionOf(name: string): OfficeFormat | null {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === "docx" || ext === "xlsx" || ext === "doc" || ext === "xls" || ext === "rtf" ? ext : null;
}

/**
 * The format to hand LibreOffice, from the ingest stage's detection; the extension only for bytes it cannot
 * place (e.g. a damaged file LibreOffice may still open).
 */
export function officeFormat(bytes: Uint8Array, name: string): OfficeFormat {
  try {
    const type = sniffType({ name, bytes });
    if (type === "docx" || type === "xlsx" || type === "doc" || type === "xls" || type === "rtf") return type;
  } catch {
    // Password-protected or damaged: fall through to what the encrypted container or the name says.
  }
  let container: ReturnType<typeof inspectOle> | undefined;
  try {
    container = inspectOle(bytes);
  } catch {
    container = undefined;
  }
  if (container?.kind === "doc" || container?.kind === "xls") return container.kind;
  // An encrypted .docx/.xlsx is a compound file too; only its extension tells which it was.
  if (container?.kind === "encrypted-ooxml") return extensionOf(name) === "xlsx" ? "xlsx" : "docx";
  return extensionOf(name) ?? "doc";
}

/** Whether a file LibreOffice could not open is protected by a password (the ingest stage's check). */
export function looksPasswordProtected(bytes: Uint8Array): boolean {
  return isOleEncrypted(bytes);
}
