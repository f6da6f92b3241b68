// Redaction of a picture exhibit (issue 43): a JPEG, PNG, HEIC, GIF or WebP photo of a statement or a licence, or a
// TIFF scan of one or many pages. Its words are read by tesseract, so its hits are OCR hits placed in each page's own
// pixels (the unit its boxes and the builder's page picture use); the redacted copy is the picture upright with every
// box filled black in its pixels (sharp), no metadata kept; verification reads the copy's pixels back and finds each
// box dark. A GIF's or WebP's first frame is the picture, as the binder's conversion takes it.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TRedactionRuleSet } from "@courtready/contracts";
import { decodeHeic } from "../convert/image-heic.ts";
import { pngTextOrientation } from "../convert/image-png-exif.ts";
import { MAX_PAGES, orient } from "../convert/image.ts";
import { imagesToPdf } from "../convert/images-pdf.ts";
import { sniffType } from "../ingest/sniff.ts";
import { loadSharp } from "../sharp.ts";
import { EngineError } from "../errors.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { PageText } from "../check/text.ts";
import { findRedactions } from "./find.ts";
import type { Rect, RedactionHit } from "./find.ts";
import { parseTsv } from "./ocr-words.ts";
import type { DrawnBox } from "./redact.ts";

/** The picture types redacted in their pixels: every picture the binder's conversion takes (convert/image.ts). */
type PictureType = "jpeg" | "png" | "heic" | "gif" | "webp" | "tiff";
const PICTURES = new Set<string>(["jpeg", "png", "heic", "gif", "webp", "tiff"]);
/** A multi-page TIFF's redacted pages are a PDF's, each at a scanner's usual density (a Letter scan fills Letter). */
const SCAN_DPI = 300;
/** The builder's picture of the photo: its longer side, in pixels (the boxes stay in the full picture's pixels). */
const SHOWN_SIDE = 900;
/** Pixels read as dark (of 255), and the share of a box's inner pixels that must be: a filled box is all dark. */
const DARK = 100;
const DARK_SHARE = 0.95;
/** sharp refuses pictures larger than this (the converter's own bound). */
const MAX_PIXELS = 120_000_000;

/** Whether the bytes are a picture redacted here. */
export function pictureType(name: string, bytes: Uint8Array): PictureType | null {
  try {
    const type = sniffType({ name, bytes });
    return PICTURES.has(type) ? (type as PictureType) : null;
  } catch {
    return null;
  }
}

/**
 * How many pages the picture has: a TIFF's pages (a fax, a scanner's multi-page file), one for any other picture.
 * Past the converter's own bound the file is refused there, so it is refused here too rather than read page by page.
 */
export async function picturePageCount(name: string, bytes: Uint8Array): Promise<number> {
  if (pictureType(name, bytes) !== "tiff") return 1;
  const sharp = await loadSharp();
  const pages = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).pages ?? 1;
  if (pages > MAX_PAGES)
    throw new EngineError(
      "DECOMPRESSION_BOMB",
      name,
      `this image file claims ${pages} pages, far more than any scan`,
    );
  return pages;
}

/**
 * Page `page` (from 1) of the picture upright as the person sees it (HEIC decoded; the EXIF orientation of a JPEG,
 * a TIFF page or a PNG's eXIf chunk, or of the ImageMagick text chunk libvips does not read, applied as the binder's
 * conversion applies it), with its size in pixels: the unit of the boxes drawn on it, so the blacked pixels land
 * where the box was drawn.
 */
async function upright(name: string, bytes: Uint8Array, page = 1) {
  const sharp = await loadSharp();
  const type = pictureType(name, bytes);
  const source = type === "heic" ? await decodeHeic(name, bytes) : bytes;
  const stored = sharp(source, { limitInputPixels: MAX_PIXELS, page: page - 1 });
  const tagged = (await stored.metadata()).orientation;
  const orientation = tagged ?? (type === "png" ? pngTextOrientation(source) : undefined) ?? 1;
  const image = orient(stored, orientation);
  const { data, info } = await image.clone().png().toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

export interface PicturePage {
  page: number;
  /** In the upright page's pixels: the unit of its hits' and drawn boxes. */
  width: number;
  height: number;
  /** A small JPEG of the page, for the builder. */
  jpeg: Uint8Array;
}

export interface PictureFound {
  pageCount: number;
  /** The first `maxPages` pages' pictures. */
  pages: PicturePage[];
  hits: RedactionHit[];
}

/** The hits of `rules` in every page's words as tesseract reads them, boxes in each upright page's pixels. */
export async function findInPicture(
  file: { name: string; bytes: Uint8Array },
  rules: TRedactionRuleSet,
  minors: readonly string[],
  maxPages: number,
): Promise<PictureFound> {
  const pageCount = await picturePageCount(file.name, file.bytes);
  const read: PageText[] = [];
  const pages: PicturePage[] = [];
  // A page at a time: memory follows the largest page, not the whole scan.
  for (let page = 1; page <= pageCount; page++) {
    const { png, width, height } = await upright(file.name, file.bytes, page);
    read.push({ page, width, height, words: await ocrWords(file.name, png) });
    if (page <= maxPages) pages.push({ page, width, height, jpeg: await shown(png) });
  }
  return { pageCount, pages, hits: findRedactions(read, rules, minors, "ocr") };
}

/** Pictures of `count` pages from `first` (the builder draws a long scan's pages as the person reaches them). */
export async function picturePages(
  file: { name: string; bytes: Uint8Array },
  first: number,
  count: number,
): Promise<{ pageCount: number; pages: PicturePage[] }> {
  const pageCount = await picturePageCount(file.name, file.bytes);
  const pages: PicturePage[] = [];
  for (let page = Math.max(1, first); page <= Math.min(pageCount, first + count - 1); page++) {
    const { png, width, height } = await upright(file.name, file.bytes, page);
    pages.push({ page, width, height, jpeg: await shown(png) });
  }
  return { pageCount, pages };
}

/** tesseract's words in an upright page, in its pixels. */
async function ocrWords(name: string, png: Buffer) {
  return withTempDir("redact-picture", async (dir) => {
    const input = path.join(dir, "in.png");
    await writeFile(input, png);
    const stem = path.join(dir, "ocr");
    const read = await runTool("tesseract", [input, stem, "tsv"], { timeoutMs: 300_000 });
    if (read.missing)
      throw new EngineError("TOOL_MISSING", name, "tesseract is not installed (tesseract-ocr)");
    if (read.code !== 0) throw new EngineError("TOOL_FAILED", name, "tesseract could not read the picture");
    // 72 "dpi" keeps tesseract's pixels as they are: the picture's pixels are its boxes' unit.
    return parseTsv(await readFile(`${stem}.tsv`, "utf8"), 72);
  });
}

/** The builder's small JPEG of an upright page. */
async function shown(png: Buffer): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const jpeg = await sharp(png)
    .resize({ width: SHOWN_SIDE, height: SHOWN_SIDE, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 70 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

export type PictureRedactResult =
  { ok: true; bytes: Uint8Array } | { ok: false; page: number | null; detail: string };

/**
 * The picture upright with each hit's and drawn box's pixels filled black (the court's X-per-character style has no
 * characters to draw on a photo: a black box is its other way, "redacted in a manner indicating it"), without
 * metadata, each page read back: each box must be dark throughout. A JPEG or HEIC is written as a JPEG, any other
 * one-page picture as a PNG (lossless: a GIF's palette or a scan's fine print is not blurred), a multi-page TIFF as a
 * PDF of its pages as PNGs (the pipeline sniffs bytes, so each is assembled as what it now is).
 */
export async function redactPicture(
  file: { name: string; bytes: Uint8Array },
  hits: readonly RedactionHit[],
  boxes: readonly DrawnBox[],
): Promise<PictureRedactResult> {
  const type = pictureType(file.name, file.bytes);
  const pageCount = await picturePageCount(file.name, file.bytes);
  const asJpeg = type === "jpeg" || type === "heic";
  const pages: { bytes: Buffer; width: number; height: number }[] = [];
  for (let page = 1; page <= pageCount; page++) {
    const rects = [
      ...hits.filter((h) => h.page === page).flatMap((h) => h.boxes),
      ...boxes.filter((b) => b.page === page).map((b) => b.rect),
    ];
    const done = await redactPage(file.name, file.bytes, page, rects, asJpeg);
    if (!done.ok) return { ok: false, page, detail: done.detail };
    pages.push(done);
  }
  if (pageCount === 1) return { ok: true, bytes: new Uint8Array(pages[0]!.bytes) };
  const pdf = await imagesToPdf(
    pages.map((p) => ({
      bytes: p.bytes,
      format: "png" as const,
      widthPt: (p.width * 72) / SCAN_DPI,
      heightPt: (p.height * 72) / SCAN_DPI,
    })),
  );
  return { ok: true, bytes: pdf };
}

/** One upright page with `rects` filled black, encoded, and read back to find each box dark. */
async function redactPage(
  name: string,
  bytes: Uint8Array,
  page: number,
  boxes: readonly Rect[],
  asJpeg: boolean,
): Promise<{ ok: true; bytes: Buffer; width: number; height: number } | { ok: false; detail: string }> {
  const sharp = await loadSharp();
  const { png, width, height } = await upright(name, bytes, page);
  const rects = boxes.map((r) => pixelRect(r, width, height)).filter((r) => r.w > 0 && r.h > 0);
  const black = (r: PixelRect) => ({
    input: { create: { width: r.w, height: r.h, channels: 3 as const, background: "#000000" } },
    left: r.left,
    top: r.top,
  });
  const drawn = sharp(png).composite(rects.map(black));
  // No withMetadata(): sharp writes no EXIF, XMP or comment, so a caption or a GPS place cannot carry a value.
  const out = asJpeg ? await drawn.jpeg({ quality: 90 }).toBuffer() : await drawn.png().toBuffer();
  const check = await sharp(out).greyscale().raw().toBuffer({ resolveWithObject: true });
  if (check.info.width !== width || check.info.height !== height)
    return { ok: false, detail: "the redacted picture's size changed" };
  for (const r of rects) {
    const share = darkShare(check.data, check.info.channels, width, r);
    if (share !== null && share < DARK_SHARE)
      return {
        ok: false,
        detail: `a redaction box does not hide what was under it (${Math.round(share * 100)}% dark)`,
      };
  }
  return { ok: true, bytes: out, width, height };
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
