// Scanned pages re-encoded at the resolution courts ask for (issue 37 §3), a stage of its own before a build
// converts and assembles: a PDF's pictures above 200 dpi (colour and greyscale) are resized to 200 dpi and saved as
// JPEG at quality 85, one picture at a time; nothing else in the file changes (text, drawings, the pages' content
// streams), a picture is replaced only when its new bytes are fewer, and none is ever enlarged. The caller keeps the
// original file; this gives the bytes the binder is made from. Why 200 dpi and why not black-and-white: decisions.md
// "Issue 37: scans compressed to fit the court's limit before volumes".
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../sharp.ts";
import { runTool, withFlatTempDir } from "../tools/run.ts";
import type { FileInMemory } from "../types.ts";

/**
 * Colour and greyscale pictures: 200 dpi at print size, JPEG quality 85 — the photos' setting of convert/image.ts
 * (PDF-TOOLCHAIN.md "Other stages": 57 MB of photos became 9.5 MB), inside COURT-READY.md's "at or below 300 dpi at
 * print size, flagged under 150 dpi".
 */
export const SCAN_DPI = 200;
export const SCAN_JPEG_QUALITY = 85;
/** A picture within this factor of the target is left alone: re-encoding it would cost quality for little. */
const WORTH_RESIZING = 0.9;
const TOOL_TIMEOUT_MS = 120_000;

/** One file's sizes before and after (equal when nothing in it was worth re-encoding). */
export interface FileCompression {
  name: string;
  beforeBytes: number;
  afterBytes: number;
  /** Pictures re-encoded. */
  pictures: number;
}

/** What the stage did to a build's files, for the person (before/after) and the CLI. */
export interface ScanCompression {
  files: FileCompression[];
  beforeBytes: number;
  afterBytes: number;
}

/** A picture `pdfimages -list` reports, by object, with its lowest resolution over every place it is drawn. */
interface Picture {
  object: number;
  width: number;
  height: number;
  /** gray or rgb (or icc with one or three components), 8 bits; other kinds are never listed here. */
  channels: 1 | 3;
  encoding: "jpeg" | "image";
  dpi: number;
  /** The stream's stored bytes, as pdfimages rounds them. */
  bytes: number;
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).includes("%PDF-");

/** Bytes from pdfimages' size column ("812B", "96.3K", "2065K", "1.2M"). */
function sizeOf(text: string): number {
  const match = /^([\d.]+)([BKMG])$/.exec(text);
  if (!match) return 0;
  const scale = { B: 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[match[2] as "B" | "K" | "M" | "G"];
  return Math.round(Number(match[1]) * scale);
}

/**
 * The pictures worth re-encoding, from `pdfimages -list` lines (two header lines, then: page num type width height
 * color comp bpc enc interp object ID x-ppi y-ppi size ratio). Masks, 1-bit, CMYK, indexed, JPEG 2000, CCITT and
 * JBIG2 pictures are not: they are left as they are.
 */
export function picturesOver(listing: string, dpi = SCAN_DPI): Picture[] {
  const byObject = new Map<number, Picture>();
  const skipped = new Set<number>();
  for (const line of listing.split("\n").slice(2)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 16) continue;
    const [, , type, width, height, color, comp, bpc, enc, , object, , xppi, yppi, size] = f;
    const id = Number(object);
    const channels = Number(comp);
    const usable =
      type === "image" &&
      bpc === "8" &&
      (enc === "jpeg" || enc === "image") &&
      ((color === "gray" && channels === 1) ||
        (color === "rgb" && channels === 3) ||
        (color === "icc" && (channels === 1 || channels === 3)));
    // An object drawn once in a way this stage leaves alone is left alone everywhere.
    if (!usable || skipped.has(id)) {
      if (type === "image") {
        skipped.add(id);
        byObject.delete(id);
      }
      continue;
    }
    const placed = Math.min(Number(xppi), Number(yppi));
    const known = byObject.get(id);
    byObject.set(id, {
      object: id,
      width: Number(width),
      height: Number(height),
      channels: channels as 1 | 3,
      encoding: enc as "jpeg" | "image",
      // Its smallest print size decides, so no place it is drawn falls under the target.
      dpi: known ? Math.min(known.dpi, placed) : placed,
      bytes: sizeOf(size!),
    });
  }
  return [...byObject.values()].filter((p) => p.dpi > 0 && dpi / p.dpi < WORTH_RESIZING);
}

/** A picture's size at the target resolution (never larger than it is). */
function targetSize(picture: Picture, dpi: number): { width: number; height: number } {
  const scale = Math.min(1, dpi / picture.dpi);
  return {
    width: Math.max(1, Math.round(picture.width * scale)),
    height: Math.max(1, Math.round(picture.height * scale)),
  };
}

async function listPictures(file: string): Promise<string> {
  const run = await runTool("pdfimages", ["-list", file], {
    timeoutMs: TOOL_TIMEOUT_MS,
    maxOutputBytes: 64 << 20,
  });
  if (run.code !== 0) throw new Error(`pdfimages: ${run.stderr.trim() || run.code}`);
  return run.stdout;
}

async function qpdf(args: string[]): Promise<string> {
  const run = await runTool("qpdf", args, { timeoutMs: TOOL_TIMEOUT_MS, maxOutputBytes: 64 << 20 });
  // 3: qpdf succeeded with warnings (a damaged but readable file).
  if (run.code !== 0 && run.code !== 3) throw new Error(`qpdf: ${run.stderr.trim() || run.code}`);
  return run.stdout;
}

type JsonObjects = Record<string, { stream?: { dict: Record<string, unknown> } }>;

/** The pictures' dictionaries (qpdf JSON v2, no stream data), and the header qpdf wants back with an update. */
async function dictionaries(file: string, pictures: Picture[]) {
  const args = ["--json=2", "--json-key=qpdf", "--json-stream-data=none"];
  for (const p of pictures) args.push(`--json-object=${p.object}`);
  const [header, objects] = (JSON.parse(await qpdf([...args, file])) as { qpdf: [unknown, JsonObjects] })
    .qpdf;
  return { header, objects };
}

/** A dictionary this stage can rewrite: one plain filter, no decode array, colour key mask or alternates. */
function rewritable(dict: Record<string, unknown> | undefined): dict is Record<string, unknown> {
  if (!dict || dict["/ImageMask"] === true) return false;
  const filter = dict["/Filter"];
  const one = Array.isArray(filter) ? (filter.length === 1 ? filter[0] : undefined) : filter;
  if (one !== "/DCTDecode" && one !== "/FlateDecode") return false;
  return !["/Decode", "/Mask", "/Alternates", "/SMaskInData"].some((key) => key in dict);
}

/** One picture's bytes at the target resolution, as JPEG; the decoded data is read from `data`. */
async function reencode(picture: Picture, data: string, dpi: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = targetSize(picture, dpi);
  const input =
    picture.encoding === "jpeg"
      ? sharp(data, { limitInputPixels: false })
      : // Decoded pixels have no header for sharp to read a path by: they are read in (this one picture).
        sharp(await readFile(data), {
          raw: { width: picture.width, height: picture.height, channels: picture.channels },
        });
  return input
    .resize(width, height, { fit: "fill" })
    .toColourspace(picture.channels === 1 ? "b-w" : "srgb")
    .jpeg({ quality: SCAN_JPEG_QUALITY, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/**
 * The file with its scanned pictures re-encoded at `dpi` where that makes them smaller, and its sizes. A file that
 * is not a PDF, holds nothing worth re-encoding, or that a tool cannot read comes back as it was (the build's own
 * checks then say what is wrong with it); the given bytes are never changed.
 */
export async function compressScan(
  file: FileInMemory,
  dpi = SCAN_DPI,
): Promise<{ file: FileInMemory; report: FileCompression }> {
  const before = file.bytes.byteLength;
  const unchanged = {
    file,
    report: { name: file.name, beforeBytes: before, afterBytes: before, pictures: 0 },
  };
  if (!isPdf(file.bytes)) return unchanged;
  try {
    return await withFlatTempDir("compress", async (dir) => {
      const input = path.join(dir, "in.pdf");
      await writeFile(input, file.bytes);
      const candidates = picturesOver(await listPictures(input), dpi);
      if (!candidates.length) return unchanged;
      const { header, objects } = await dictionaries(input, candidates);
      const updates: Record<string, unknown> = {};
      let pictures = 0;
      // One picture at a time: its stored or decoded data written by qpdf, read, resized, written back as a file
      // the update names, so at most one picture's pixels are ever held.
      for (const picture of candidates) {
        const key = `obj:${picture.object} 0 R`;
        const dict = objects[key]?.stream?.dict;
        if (!rewritable(dict)) continue;
        const prefix = path.join(dir, `p${picture.object}`);
        await qpdf([
          "--json=2",
          "--json-key=qpdf",
          `--json-object=${picture.object}`,
          "--json-stream-data=file",
          `--json-stream-prefix=${prefix}`,
          "--decode-level=generalized",
          input,
          path.join(dir, "dump.json"),
        ]);
        const data = `${prefix}-${picture.object}`;
        const stored = picture.encoding === "jpeg" ? (await stat(data)).size : picture.bytes;
        const jpeg = await reencode(picture, data, dpi);
        if (jpeg.byteLength >= stored) continue;
        const out = path.join(dir, `new-${picture.object}.jpg`);
        await writeFile(out, jpeg);
        const { width, height } = targetSize(picture, dpi);
        const kept = Object.fromEntries(
          Object.entries(dict).filter(([k]) => !["/Filter", "/DecodeParms", "/Length", "/DL"].includes(k)),
        );
        updates[key] = {
          stream: {
            dict: {
              ...kept,
              "/Width": width,
              "/Height": height,
              "/BitsPerComponent": 8,
              "/Filter": "/DCTDecode",
            },
            datafile: out,
          },
        };
        pictures++;
      }
      if (!pictures) return unchanged;
      const update = path.join(dir, "update.json");
      await writeFile(update, JSON.stringify({ qpdf: [header, updates] }));
      const output = path.join(dir, "out.pdf");
      await qpdf([input, `--update-from-json=${update}`, "--deterministic-id", output]);
      const bytes = new Uint8Array(await readFile(output));
      if (bytes.byteLength >= before) return unchanged;
      return {
        file: { name: file.name, bytes },
        report: { name: file.name, beforeBytes: before, afterBytes: bytes.byteLength, pictures },
      };
    });
  } catch {
    // Compression is an offer, never a reason a build fails: the file goes on as uploaded.
    return unchanged;
  }
}

/** Every file through `compressScan`, one after another (one picture in memory at a time), with the totals. */
export async function compressScans(
  files: readonly FileInMemory[],
  dpi = SCAN_DPI,
): Promise<{ files: FileInMemory[]; report: ScanCompression }> {
  const out: FileInMemory[] = [];
  const reports: FileCompression[] = [];
  for (const file of files) {
    const { file: next, report } = await compressScan(file, dpi);
    out.push(next);
    reports.push(report);
  }
  const sum = (key: "beforeBytes" | "afterBytes") => reports.reduce((n, r) => n + r[key], 0);
  return {
    files: out,
    report: { files: reports, beforeBytes: sum("beforeBytes"), afterBytes: sum("afterBytes") },
  };
}

/**
 * A quick estimate of a file's size once compressed, from `pdfimages -list` alone (nothing decoded): each
 * picture worth re-encoding counted at its share of pixels left, the rest as it is. The preview uses it to say how
 * many volumes compression would save before anything is built.
 */
export async function estimateCompressedBytes(file: FileInMemory, dpi = SCAN_DPI): Promise<number> {
  const before = file.bytes.byteLength;
  if (!isPdf(file.bytes)) return before;
  try {
    return await withFlatTempDir("compress-estimate", async (dir) => {
      const input = path.join(dir, "in.pdf");
      await writeFile(input, file.bytes);
      const saved = picturesOver(await listPictures(input), dpi).reduce((n, p) => {
        const { width, height } = targetSize(p, dpi);
        return n + p.bytes * (1 - (width * height) / (p.width * p.height));
      }, 0);
      return Math.max(0, Math.round(before - saved));
    });
  } catch {
    return before;
  }
}
