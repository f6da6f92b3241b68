// What the image preparation tests (convert/image*.test.ts) share: the assembler's content areas, decoding an output's
// pixels, and synthetic images (marked pictures stored in every EXIF orientation, PNGs chunk by chunk).
import sharp from "sharp";
import { expect } from "vitest";
import { crc32, deflateSync } from "node:zlib";
import { EngineError } from "../errors.ts";
import { runTool } from "../tools/run.ts";
import type { DetectedType } from "../types.ts";
import type { PreparedImagePage, PrepareImageOptions, PrintBox, PrintBoxes } from "../convert/image.ts";
import { prepareImage } from "../convert/image.ts";

// The assembler's content areas on Letter (assemble/layout.ts contentArea: 12 pt edges, 48 pt band).
export const PORTRAIT: PrintBox = { widthPt: 588, heightPt: 732 };
export const LANDSCAPE: PrintBox = { widthPt: 768, heightPt: 552 };
const BOXES = { portrait: PORTRAIT, landscape: LANDSCAPE };

/** Whether heif-convert (libheif) is installed: the HEIC tests that decode need it. */
export const heifConvertInstalled = !(await runTool("heif-convert", ["--help"], { timeoutMs: 10_000 }))
  .missing;

export function prepare(
  bytes: Uint8Array,
  type: DetectedType,
  name = "test-image",
  options: PrepareImageOptions = {},
  box: PrintBoxes = BOXES,
) {
  return prepareImage({ name, bytes }, type, box, options);
}

export async function rejection(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export async function decode(bytes: Uint8Array): Promise<Decoded> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** RGB of a pixel (grey images repeat their one value). */
export function rgb(image: Decoded, x: number, y: number): [number, number, number] {
  const i = (y * image.width + x) * image.channels;
  if (image.channels < 3) return [image.data[i]!, image.data[i]!, image.data[i]!];
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
}

/** Mean RGB over a rectangle. */
export function meanRgb(
  image: Decoded,
  x0: number,
  y0: number,
  w: number,
  h: number,
): [number, number, number] {
  const sum = [0, 0, 0];
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) rgb(image, x, y).forEach((v, k) => (sum[k]! += v));
  return sum.map((v) => v / (w * h)) as [number, number, number];
}

export function near(actual: number[], expected: number[], tolerance: number): boolean {
  return actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);
}

export const RED = [255, 0, 0];
export const BLUE = [0, 0, 255];
export const WHITE = [255, 255, 255];

// --- Synthetic files ----------------------------------------------------------------------------------------------

export function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length); // PNG chunks use the ZIP polynomial
  return out;
}

/** A PNG that is only a header claiming width × height RGB pixels, with a token of image data. */
export function pngHeaderOnly(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** Inserts a chunk right after IHDR. */
export function withPngChunk(png: Uint8Array, chunk: Buffer): Uint8Array {
  const afterIhdr = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, afterIhdr), chunk, png.subarray(afterIhdr)]);
}

/** An EXIF block (big-endian TIFF) holding only Orientation, as ImageMagick's hex "Raw profile type exif" text. */
export function imageMagickExifText(orientation: number): string {
  const tiff = Buffer.from([
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 42, 0, 0, 0, 8], // MM, 42, IFD0 at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation SHORT 1
    ...[0, 0, 0, 0], // no next IFD
  ]);
  return `\nexif\n      ${tiff.length}\n${tiff.toString("hex")}\n`;
}

/** Deterministic pseudo-random bytes (a linear congruential generator). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s >>> 16) / 65536;
  };
}

export function noiseRaw(width: number, height: number, seed: number): Buffer {
  const next = lcg(seed);
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = Math.floor(next() * 256);
  return data;
}

/** The displayed test picture: white, a red block top-left and a blue block top-right (so mirrors show). */
export function markedPicture(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3, 255);
  const paint = (x0: number, colour: number[]) => {
    for (let y = 0; y < height / 4; y++)
      for (let x = x0; x < x0 + width / 4; x++) data.set(colour, (y * width + x) * 3);
  };
  paint(0, RED);
  paint((width * 3) / 4, BLUE);
  return data;
}

/**
 * The stored pixels that a viewer honouring EXIF orientation `o` displays as `picture`, computed from the EXIF
 * definition of where row 0 and column 0 go (independent of sharp's own auto-orientation).
 */
export function storedFor(picture: Buffer, width: number, height: number, o: number) {
  const quarter = o >= 5;
  const sw = quarter ? height : width;
  const sh = quarter ? width : height;
  const data = Buffer.alloc(sw * sh * 3);
  for (let sy = 0; sy < sh; sy++)
    for (let sx = 0; sx < sw; sx++) {
      const [x, y] = (
        {
          1: [sx, sy],
          2: [width - 1 - sx, sy],
          3: [width - 1 - sx, height - 1 - sy],
          4: [sx, height - 1 - sy],
          5: [sy, sx],
          6: [width - 1 - sy, sx],
          7: [width - 1 - sy, height - 1 - sx],
          8: [sy, height - 1 - sx],
        } as Record<number, [number, number]>
      )[o]!;
      picture.copy(data, (sy * sw + sx) * 3, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  return { data, width: sw, height: sh };
}

/** Checks the red block is top-left and the blue block top-right, with white below. */
export async function expectUpright(page: PreparedImagePage, width: number, height: number) {
  expect([page.widthPx, page.heightPx]).toEqual([width, height]);
  const image = await decode(page.bytes);
  const cell = (cx: number, cy: number) => meanRgb(image, cx, cy, width / 8, height / 8);
  expect(near(cell(width / 16, height / 16), RED, 40)).toBe(true);
  expect(near(cell(width - (width * 3) / 16, height / 16), BLUE, 40)).toBe(true);
  expect(near(cell(width / 16, height - (height * 3) / 16), WHITE, 20)).toBe(true);
  expect(near(cell(width - (width * 3) / 16, height - (height * 3) / 16), WHITE, 20)).toBe(true);
}
