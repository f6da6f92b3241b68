// Just enough sniffing of Office bytes for conversion: which extension to give LibreOffice (the user's file name
// is never used on disk), which files are spreadsheets to fit to the page, and whether a file LibreOffice could
// not open is password-protected. The ingest stage does the authoritative type detection.
import { readZipDirectory } from "./zip.ts";

export type OfficeFormat = "docx" | "xlsx" | "doc" | "xls" | "rtf";

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function containsUtf16(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, "utf16le"));
}

/** The extension the user gave, when it is one of the accepted Office ones. */
function extensionOf(name: string): OfficeFormat | null {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === "docx" || ext === "xlsx" || ext === "doc" || ext === "xls" || ext === "rtf" ? ext : null;
}

/**
 * The Office format of the bytes, falling back to the name's extension, then to "doc" (LibreOffice detects the
 * real format from the content anyway; the extension only steers it, e.g. for WordPerfect named .doc).
 */
export function officeFormat(bytes: Uint8Array, name: string): OfficeFormat {
  if (startsWith(bytes, [0x7b, 0x5c, 0x72, 0x74, 0x66])) return "rtf"; // "{\rtf"
  const claimed = extensionOf(name);
  if (startsWith(bytes, ZIP_MAGIC)) {
    const names = readZipDirectory(bytes)?.map((entry) => entry.name) ?? [];
    if (names.some((n) => n.startsWith("xl/"))) return "xlsx";
    if (names.some((n) => n.startsWith("word/"))) return "docx";
    return claimed === "xlsx" ? "xlsx" : "docx";
  }
  if (startsWith(bytes, CFB_MAGIC)) {
    // An encrypted .docx/.xlsx is a CFB container too; its extension is all that tells them apart.
    if (containsUtf16(bytes, "EncryptedPackage")) return claimed === "xlsx" ? "xlsx" : "docx";
    if (containsUtf16(bytes, "WordDocument")) return "doc";
    if (containsUtf16(bytes, "Workbook") || containsUtf16(bytes, "Book")) return "xls";
  }
  return claimed ?? "doc";
}

/**
 * Whether the bytes look password-encrypted: an OOXML package inside a CFB "EncryptedPackage", a Word binary file
 * whose FIB has fEncrypted, or an Excel binary workbook whose BOF is followed by FILEPASS. Only asked after
 * LibreOffice failed, to tell the person the real reason.
 */
export function looksPasswordProtected(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, CFB_MAGIC)) return false;
  if (containsUtf16(bytes, "EncryptedPackage")) return true;
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Streams start on 64-byte boundaries (mini-stream sectors) or 512-byte ones (regular sectors), after the
  // 512-byte header, so the start of WordDocument or Workbook is found without parsing the container.
  for (let at = 512; at + 24 <= bytes.length; at += 64) {
    const id = data.getUint16(at, true);
    if ((id === 0xa5ec || id === 0xa5dc) && at % 512 === 0) {
      const nFib = data.getUint16(at + 2, true);
      if (nFib >= 0x60 && nFib <= 0x120) return (data.getUint16(at + 10, true) & 0x0100) !== 0;
    }
    if (id === 0x0809) {
      const length = data.getUint16(at + 2, true);
      if ((length === 0x10 || length === 0x08) && at + 4 + length + 2 <= bytes.length) {
        return data.getUint16(at + 4 + length, true) === 0x002f;
      }
    }
  }
  return false;
}
