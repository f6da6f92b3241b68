// Reads the EXIF Orientation that ImageMagick (and tools built on it) store in a PNG text chunk ("Raw profile type
// exif", hex-encoded), which libvips does not parse; the standard eXIf chunk is read by sharp itself.
import { inflateSync } from "node:zlib";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PROFILE_KEYWORDS = new Set(["Raw profile type exif", "Raw profile type APP1"]);
/** A real EXIF block is a few KB; anything bigger in a text chunk is not worth inflating (or is a zip bomb). */
const MAX_PROFILE_BYTES = 1024 * 1024;
const ORIENTATION_TAG = 0x0112;

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString("latin1");
}

/** The text of a tEXt, zTXt or iTXt chunk whose keyword names an EXIF raw profile, else undefined. */
function profileText(type: string, data: Uint8Array): string | undefined {
  const nul = data.indexOf(0);
  if (nul <= 0 || !PROFILE_KEYWORDS.has(ascii(data, 0, nul))) return undefined;
  try {
    if (type === "tEXt") return ascii(data, nul + 1, data.length);
    if (type === "zTXt")
      return inflateSync(data.subarray(nul + 2), { maxOutputLength: MAX_PROFILE_BYTES }).toString("latin1");
    // iTXt: keyword NUL, compression flag, method, language NUL, translated keyword NUL, text.
    const compressed = data[nul + 1] === 1;
    const languageEnd = data.indexOf(0, nul + 3);
    const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
    if (translatedEnd < 0) return undefined;
    const body = data.subarray(translatedEnd + 1);
    return compressed
      ? inflateSync(body, { maxOutputLength: MAX_PROFILE_BYTES }).toString("latin1")
      : Buffer.from(body).toString("latin1");
  } catch {
    // A damaged or oversized profile only means we do not know the orientation.
    return undefined;
  }
}

/** ImageMagick's layout: "\nexif\n      <length>\n<hex, wrapped>". Returns the decoded bytes. */
function decodeRawProfile(text: string): Uint8Array | undefined {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  if (lines.length < 3) return undefined;
  const hex = lines.slice(2).join("").replace(/\s+/g, "");
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return undefined;
  return Uint8Array.from(Buffer.from(hex, "hex"));
}

/** The Orientation value (1–8) in IFD0 of an EXIF block (optionally starting with "Exif\0\0"), else undefined. */
export function exifOrientation(exif: Uint8Array): number | undefined {
  let tiff = exif;
  if (ascii(exif, 0, Math.min(6, exif.length)) === "Exif\0\0") tiff = exif.subarray(6);
  if (tiff.length < 8) return undefined;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return undefined;
  const little = order === "II";
  if (view.getUint16(2, little) !== 42) return undefined;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    // SHORT (type 3), count 1: the value sits in the first two bytes of the value field.
    if (view.getUint16(entry + 2, little) !== 3) return undefined;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/**
 * The EXIF Orientation carried in an ImageMagick-style PNG text chunk, or undefined when there is none.
 * @example pngTextOrientation(corpusBytes("image/exif_imagemagick_orientation.png")) // → 3
 */
export function pngTextOrientation(png: Uint8Array): number | undefined {
  if (png.length < 8 || PNG_SIGNATURE.some((b, i) => png[i] !== b)) return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = view.getUint32(offset);
    const type = ascii(png, offset + 4, offset + 8);
    const dataStart = offset + 8;
    const dataEnd = dataStart + length;
    if (dataEnd > png.length || type === "IEND") return undefined;
    if (type === "tEXt" || type === "zTXt" || type === "iTXt") {
      const text = profileText(type, png.subarray(dataStart, dataEnd));
      const exif = text === undefined ? undefined : decodeRawProfile(text);
      const orientation = exif && exifOrientation(exif);
      if (orientation) return orientation;
    }
    offset = dataEnd + 4; // skip the CRC
  }
  return undefined;
}

/** True when a PNG has an acTL chunk before its image data: an animated PNG (APNG). */
export function isAnimatedPng(png: Uint8Array): boolean {
  if (png.length < 8 || PNG_SIGNATURE.some((b, i) => png[i] !== b)) return false;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  while (offset + 8 <= png.length) {
    const type = ascii(png, offset + 4, offset + 8);
    if (type === "acTL") return true;
    if (type === "IDAT" || type === "IEND") return false;
    offset += 12 + view.getUint32(offset);
  }
  return false;
}
