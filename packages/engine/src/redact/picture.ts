// Redaction of a picture exhibit (issue 43): a JPEG, PNG or HEIC photo of a statement or a licence. Its words are
// read by tesseract, so its hits are OCR hits placed in the picture's own pixels (the unit its boxes and the
// builder's page picture use); the redacted copy is the picture upright with every box filled black in its pixels
// (sharp), no metadata kept; verification reads the copy's pixels back and finds each box dark.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TRedactionRuleSet } from "@courtready/contracts";
import { decodeHeic } from "../convert/image-heic.ts";
import { pngTextOrientation } from "../convert/image-png-exif.ts";
import { orient } from "../convert/image.ts";
import { sniffType } from "../ingest/sniff.ts";
import { loadSharp } from "../sharp.ts";
import { EngineError } from "../errors.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import { findRedactions } from "./find.ts";
import type { Rect, RedactionHit } from "./find.ts";
import { parseTsv } from "./ocr-words.ts";
import type { DrawnBox } from "./redact.ts";

/** The picture types redacted in their pixels; others (GIF, WebP, TIFF) are asked for as PDF or JPEG. */
const PICTURES = new Set(["jpeg", "png", "heic"]);
/** The builder's picture of the photo: its longer side, in pixels (the boxes stay in the full picture's pixels). */
const SHOWN_SIDE = 900;
/** Pixels read as dark (of 255), and the share of a box's inner pixels that must be: a filled box is all dark. */
const DARK = 100;
const DARK_SHARE = 0.95;
/** sharp refuses pictures larger than this (the converter's own bound). */
const MAX_PIXELS = 120_000_000;

/** Whether the bytes are a picture redacted here. */
export function pictureType(name: string, bytes: Uint8Array): "jpeg" | "png" | "heic" | null {
  try {
    const type = sniffType({ name, bytes });
    return PICTURES.has(type) ? (type as "jpeg" | "png" | "heic") : null;
  } catch {
    return null;
  }
}

/**
 * The picture upright as the person sees it (HEIC decoded; the EXIF orientation of a JPEG or of a PNG's eXIf chunk,
 * or of the ImageMagick text chunk libvips does not read, applied as the binder's conversion applies it), with its
 * size in pixels: the unit of the boxes drawn on it, so the blacked pixels land where the box was drawn.
 */
async function upright(name: string, bytes: Uint8Array) {
  const sharp = await loadSharp();
  const type = pictureType(name, bytes);
  const source = type === "heic" ? await decodeHeic(name, bytes) : bytes;
  const stored = sharp(source, { limitInputPixels: MAX_PIXELS });
  const tagged = (await stored.metadata()).orientation;
  const orientation = tagged ?? (type === "png" ? pngTextOrientation(source) : undefined) ?? 1;
  const image = orient(stored, orientation);
  const { data, info } = await image.clone().png().toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

export interface PictureFound {
  width: number;
  height: number;
  /** A small JPEG of the picture, for the builder. */
  jpeg: Uint8Array;
  hits: RedactionHit[];
}

/** The hits of `rules` in the picture's words as tesseract reads them, boxes in the upright picture's pixels. */
export async function findInPicture(
  file: { name: string; bytes: Uint8Array },
  rules: TRedactionRuleSet,
  minors: readonly string[],
): Promise<PictureFound> {
  const sharp = await loadSharp();
  const { png, width, height } = await upright(file.name, file.bytes);
  const words = await withTempDir("redact-picture", async (dir) => {
    const input = path.join(dir, "in.png");
    await writeFile(input, png);
    const stem = path.join(dir, "ocr");
    const read = await runTool("tesseract", [input, stem, "tsv"], { timeoutMs: 300_000 });
    if (read.missing)
      throw new EngineError("TOOL_MISSING", file.name, "tesseract is not installed (tesseract-ocr)");
    if (read.code !== 0)
      throw new EngineError("TOOL_FAILED", file.name, "tesseract could not read the picture");
    // 72 "dpi" keeps tesseract's pixels as they are: the picture's pixels are its boxes' unit.
    return parseTsv(await readFile(`${stem}.tsv`, "utf8"), 72);
  });
  const hits = findRedactions([{ page: 1, width, height, words }], rules, minors, "ocr");
  const jpeg = await sharp(png)
    .resize({ width: SHOWN_SIDE, height: SHOWN_SIDE, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { width, height, jpeg: new Uint8Array(jpeg), hits };
}

export type PictureRedactResult =
  { ok: true; bytes: Uint8Array } | { ok: false; page: number | null; detail: string };

/**
 * The picture upright with each hit's and drawn box's pixels filled black (the court's X-per-character style has no
 * characters to draw on a photo: a black box is its other way, "redacted in a manner indicating it"), written as
 * the same type (HEIC as JPEG) without metadata, then read back: each box must be dark throughout.
 */
export async function redactPicture(
  file: { name: string; bytes: Uint8Array },
  hits: readonly RedactionHit[],
  boxes: readonly DrawnBox[],
): Promise<PictureRedactResult> {
  const sharp = await loadSharp();
  const type = pictureType(file.name, file.bytes);
  const { png, width, height } = await upright(file.name, file.bytes);
  const rects = [...hits.flatMap((h) => h.boxes), ...boxes.map((b) => b.rect)]
    .map((r) => pixelRect(r, width, height))
    .filter((r) => r.w > 0 && r.h > 0);
  const black = (r: PixelRect) => ({
    input: { create: { width: r.w, height: r.h, channels: 3 as const, background: "#000000" } },
    left: r.left,
    top: r.top,
  });
  const drawn = sharp(png).composite(rects.map(black));
  // No withMetadata(): sharp writes no EXIF, XMP or comment, so a caption or a GPS place cannot carry a value.
  const out = type === "png" ? await drawn.png().toBuffer() : await drawn.jpeg({ quality: 90 }).toBuffer();
  const check = await sharp(out).greyscale().raw().toBuffer({ resolveWithObject: true });
  if (check.info.width !== width || check.info.height !== height)
    return { ok: false, page: 1, detail: "the redacted picture's size changed" };
  for (const r of rects) {
    const share = darkShare(check.data, check.info.channels, width, r);
    if (share !== null && share < DARK_SHARE)
      return {
        ok: false,
        page: 1,
        detail: `a redaction box does not hide what was under it (${Math.round(share * 100)}% dark)`,
      };
  }
  return { ok: true, bytes: new Uint8Array(out) };
}

interface PixelRect {
  left: number;
  top: number;
  w: number;
  h: number;
}

/** A box in pixels, widened to whole pixels and kept inside the picture. */
function pixelRect(r: Rect, width: number, height: number): PixelRect {
  const left = Math.max(0, Math.floor(r.x0));
  const top = Math.max(0, Math.floor(r.y0));
  const right = Math.min(width, Math.ceil(r.x1));
  const bottom = Math.min(height, Math.ceil(r.y1));
  return { left, top, w: right - left, h: bottom - top };
}

/** The share of dark pixels inside the box less a pixel each side (JPEG blurs edges); null for a box too small. */
function darkShare(pixels: Buffer, channels: number, width: number, r: PixelRect): number | null {
  const x0 = r.left + 1;
  const y0 = r.top + 1;
  const x1 = r.left + r.w - 1;
  const y1 = r.top + r.h - 1;
  if (x1 <= x0 || y1 <= y0) return null;
  let dark = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if (pixels[(y * width + x) * channels]! < DARK) dark += 1;
  return dark / ((x1 - x0) * (y1 - y0));
}
