// The ingest stage's public face: what a file is (sniffType), and the text inside text files and clippings.
// The engine's index re-exports this; the parsers behind it (ZIP, CFB, binary plist) stay internal.
export { ACCEPTED_TYPES, sniffType } from "./sniff.ts";
export { decodeText } from "./text.ts";
export type { DecodedText } from "./text.ts";
export { decodeClipping } from "./clipping.ts";
export type { DecodedClipping } from "./clipping.ts";
export { inspectOle, inspectZip, isOleEncrypted } from "./office.ts";
export type { OleInspection, OtherOfficeKind, ZipInspection } from "./office.ts";
export { listZipEntries, MAX_ZIP_ENTRIES } from "../zip/list.ts";
export type { ZipEntry, ZipListing } from "../zip/list.ts";
