// Reads the two EXIF facts a description uses (when a photo was taken, and with which camera) from the raw EXIF
// block sharp hands over. Deliberately minimal: IFD0 and the EXIF sub-IFD, ASCII values only, bounds-checked.

export interface ExifFacts {
  /** DateTimeOriginal (else DateTimeDigitized, else DateTime) as "YYYY-MM-DD"; null when absent or not a date. */
  takenOn: string | null;
  /** "Make Model" without repeating the make ("Canon EOS 50D", "Apple iPhone 14 Pro"); null when absent. */
  camera: string | null;
}

const TAG_MAKE = 0x010f;
const TAG_MODEL = 0x0110;
const TAG_DATE_TIME = 0x0132;
const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_DATE_TIME_DIGITIZED = 0x9004;
const TYPE_ASCII = 2;
const TYPE_LONG = 4;
/** Real IFDs hold a few dozen entries; a damaged count must not send the loop through megabytes. */
const MAX_ENTRIES = 512;

/**
 * The date taken and camera from an EXIF block (with or without the "Exif\0\0" prefix); nulls for anything missing
 * or damaged. Never throws.
 * @example readExif(metadata.exif) // → { takenOn: "2009-08-11", camera: "Canon EOS 50D" }
 */
export function readExif(exif: Uint8Array | undefined): ExifFacts {
  const none: ExifFacts = { takenOn: null, camera: null };
  if (!exif) return none;
  let tiff = exif;
  if (latin1(exif, 0, 6) === "Exif\0\0") tiff = exif.subarray(6);
  if (tiff.length < 8) return none;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = latin1(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return none;
  const little = order === "II";
  if (view.getUint16(2, little) !== 42) return none;

  const ifd0 = readIfd(tiff, view, little, view.getUint32(4, little));
  const exifOffset = ifd0.get(TAG_EXIF_IFD);
  const sub = typeof exifOffset === "number" ? readIfd(tiff, view, little, exifOffset) : new Map();
  const text = (map: Map<number, string | number>, tag: number) => {
    const value = map.get(tag);
    return typeof value === "string" ? value : null;
  };
  const date =
    exifDate(text(sub, TAG_DATE_TIME_ORIGINAL)) ??
    exifDate(text(sub, TAG_DATE_TIME_DIGITIZED)) ??
    exifDate(text(ifd0, TAG_DATE_TIME));
  return { takenOn: date, camera: cameraName(text(ifd0, TAG_MAKE), text(ifd0, TAG_MODEL)) };
}

/** ASCII values as strings and LONG values as numbers, for the entries of one IFD; empty when out of bounds. */
function readIfd(
  tiff: Uint8Array,
  view: DataView,
  little: boolean,
  offset: number,
): Map<number, string | number> {
  const values = new Map<number, string | number>();
  if (offset + 2 > tiff.length) return values;
  const count = Math.min(view.getUint16(offset, little), MAX_ENTRIES);
  for (let i = 0; i < count; i++) {
    const entry = offset + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    const n = view.getUint32(entry + 4, little);
    if (type === TYPE_LONG && n === 1) {
      values.set(tag, view.getUint32(entry + 8, little));
    } else if (type === TYPE_ASCII && n > 0 && n < 256) {
      // Up to 4 bytes sit in the entry itself; longer strings elsewhere, at the offset it gives.
      const start = n <= 4 ? entry + 8 : view.getUint32(entry + 8, little);
      if (start + n > tiff.length) continue;
      values.set(tag, latin1(tiff, start, n).replace(/\0.*$/s, "").trim());
    }
  }
  return values;
}

/** "2025:03:03 14:22:01" → "2025-03-03"; null for the all-zero or blank dates cameras write when unset. */
function exifDate(value: string | null): string | null {
  const match = value && /^(\d{4})[:-](\d{2})[:-](\d{2})/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  const iso = `${y}-${m}-${d}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) return null;
  return Number(y) >= 1900 ? iso : null;
}

function cameraName(make: string | null, model: string | null): string | null {
  const clean = (s: string | null) =>
    (s ?? "")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/\s+/g, " ")
      .trim();
  const mk = clean(make);
  const md = clean(model);
  if (!md) return mk ? mk.slice(0, 40) : null;
  // Most makers repeat their name in the model ("Canon" + "Canon EOS 50D"); some do not ("Apple" + "iPhone 14").
  const firstWord = mk.split(" ")[0] ?? "";
  const name = !mk || md.toLowerCase().startsWith(firstWord.toLowerCase()) ? md : `${mk} ${md}`;
  return name.slice(0, 40);
}

function latin1(bytes: Uint8Array, start: number, length: number): string {
  return Buffer.from(
    bytes.buffer,
    bytes.byteOffset + start,
    Math.max(0, Math.min(length, bytes.length - start)),
  ).toString("latin1");
}
