// Generates the benchmark corpus from a fixed seed, so every run measures the same bytes without downloading any.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts, degrees } from "@cantoo/pdf-lib";
import * as fontkit from "fontkit";
import sharp from "sharp";

const DEJAVU = "/usr/share/fonts/truetype/dejavu";
const EMBEDDED_FONTS = ["DejaVuSerif.ttf", "DejaVuSans.ttf", "DejaVuSansCondensed.ttf"];

/** Mulberry32: small, fast and reproducible across Node versions (Math.random cannot be seeded). */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

const WORDS = (
  "the tenant landlord lease agreement premises rent payment notice court hearing county plaintiff defendant " +
  "deposit security repair request receipt month days written shall pursuant section statute judgment order " +
  "party parties said property unit apartment building water heat mold inspection report letter email date " +
  "received paid balance owed late fee account records attached exhibit evidence witness declaration under " +
  "penalty perjury true correct signed this of and to in for on with by as at from that is was be not have"
).split(" ");

function sentence(r, words) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(r.pick(WORDS));
  out[0] = out[0][0].toUpperCase() + out[0].slice(1);
  return `${out.join(" ")}.`;
}

const SIZES = {
  letter: [612, 792],
  a4: [595.28, 841.89],
  legal: [612, 1008],
  letterLandscape: [792, 612],
  a4Landscape: [841.89, 595.28],
};

/** Page counts for `files` documents summing to `total`: mostly short letters, a few long records. */
function pageCounts(r, files, total, uniform) {
  if (uniform) return Array.from({ length: files }, () => Math.round(total / files));
  const counts = Array.from({ length: files }, () => (r() < 0.15 ? r.int(20, 40) : r.int(1, 10)));
  let sum = counts.reduce((a, b) => a + b, 0);
  while (sum !== total) {
    const i = r.int(0, files - 1);
    const step = sum < total ? 1 : counts[i] > 1 ? -1 : 0;
    counts[i] += step;
    sum += step;
  }
  return counts;
}

/** One text PDF: about 45 lines of 11 pt text a page, like a typed letter or a printed record. */
async function textPdf(r, spec) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  let font;
  if (spec.embedFont) {
    doc.registerFontkit(fontkit);
    font = await doc.embedFont(readFileSync(path.join(DEJAVU, spec.embedFont)), { subset: true });
  } else font = await doc.embedFont(r.pick([StandardFonts.Helvetica, StandardFonts.TimesRoman]));
  for (let p = 0; p < spec.pages; p++) {
    const [w, h] = spec.mixed && p % 3 === 2 ? SIZES.a4 : spec.size;
    const page = doc.addPage([w, h]);
    const size = 10.5;
    const lines = Math.floor((h - 120) / (size * 1.45));
    page.drawText(`${spec.title} — page ${p + 1} of ${spec.pages}`, { x: 54, y: h - 54, size: 13, font });
    for (let l = 0; l < lines; l++) {
      let line = "";
      while (line.length < (w - 108) / (size * 0.5)) line += `${sentence(r, r.int(5, 14))} `;
      page.drawText(line.slice(0, Math.floor((w - 108) / (size * 0.5))).trim(), {
        x: 54,
        y: h - 84 - l * size * 1.45,
        size,
        font,
      });
    }
    const rotate = spec.rotate && (spec.rotateAll || p % 2 === 0) ? spec.rotate : 0;
    if (rotate) page.setRotation(degrees(rotate));
  }
  return doc.save();
}

/** The text PDFs: sizes, rotations and fonts mixed the way a real pile of documents is. */
export async function writeTextPdfs(dir, { seed, files, totalPages, prefix, uniform = false }) {
  const r = rng(seed);
  mkdirSync(dir, { recursive: true });
  const counts = pageCounts(r, files, totalPages, uniform);
  const paths = [];
  for (let i = 0; i < files; i++) {
    const kind = r();
    const size =
      kind < 0.5
        ? SIZES.letter
        : kind < 0.78
          ? SIZES.a4
          : kind < 0.9
            ? SIZES.legal
            : r() < 0.5
              ? SIZES.letterLandscape
              : SIZES.a4Landscape;
    const bytes = await textPdf(r, {
      title: `${prefix} document ${i + 1}`,
      pages: counts[i],
      size,
      mixed: r() < 0.1,
      // About one in eight carries /Rotate, on every page or every other page.
      rotate: r() < 0.13 ? r.pick([90, 180, 270]) : 0,
      rotateAll: r() < 0.5,
      // About three in ten embed a (subset) TrueType font; the rest use the standard 14.
      embedFont: r() < 0.3 ? r.pick(EMBEDDED_FONTS) : undefined,
    });
    const file = path.join(dir, `${prefix}-${String(i + 1).padStart(3, "0")}.pdf`);
    writeFileSync(file, bytes);
    paths.push(file);
  }
  return paths;
}

/**
 * Fills `data` (width × height × channels) with a sheet of paper carrying rows of "words": dark strokes in
 * letter-sized runs, so JPEG sees edges like printed text rather than flat colour.
 */
function drawPaper(r, data, width, channels, box, ink) {
  const { x0, y0, x1, y1, lineHeight, glyph } = box;
  for (let y = y0; y < y1; y++) {
    const row = Math.floor((y - y0) / lineHeight);
    const inRow = (y - y0) % lineHeight;
    const inkRow = inRow > lineHeight * 0.35 && inRow < lineHeight * 0.75 && row % 17 !== 16;
    let seedOfRow = (row * 2654435761) >>> 0;
    let wordLeft = 0;
    let gap = 0;
    for (let x = x0; x < x1; x++) {
      if (wordLeft === 0 && gap === 0) {
        seedOfRow = (Math.imul(seedOfRow, 1103515245) + 12345) >>> 0;
        wordLeft = glyph * (2 + (seedOfRow % 9));
        gap = glyph;
      }
      let dark = false;
      if (wordLeft > 0) {
        wordLeft--;
        // Glyph strokes: two thin verticals per glyph cell.
        const cell = (x - x0) % glyph;
        dark = inkRow && (cell < glyph * 0.22 || (cell > glyph * 0.5 && cell < glyph * 0.68));
      } else gap--;
      const o = (y * width + x) * channels;
      for (let c = 0; c < channels; c++) data[o + c] = dark ? ink[c] : box.paper[c];
    }
  }
}

/**
 * Adds sensor noise (triangular, ±amplitude) read from a seeded table at a random start: drawing two random
 * numbers per byte for 36 MB photos took most of the generation time, and JPEG cannot exploit a 1 MB period.
 */
const NOISE_PERIOD = 1_048_573;
let noiseTable;
function addNoise(r, data, amplitude) {
  if (!noiseTable) {
    const t = rng(7);
    noiseTable = new Float32Array(NOISE_PERIOD);
    for (let i = 0; i < NOISE_PERIOD; i++) noiseTable[i] = t() + t() - 1;
  }
  let k = r.int(0, NOISE_PERIOD - 1);
  for (let i = 0; i < data.length; i++) {
    const v = data[i] + noiseTable[k] * amplitude;
    data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    if (++k === NOISE_PERIOD) k = 0;
  }
}

/**
 * A smooth colour field (a few random control points, bilinear between them): lighting and background of a
 * photo. Interpolated here because sharp's resize of a tiny image to 12 MP took four times as long.
 */
function smoothField(r, width, height, channels, base, spread) {
  const gw = 6;
  const gh = 5;
  const grid = Float32Array.from({ length: gw * gh * channels }, () => base + (r() - 0.5) * spread);
  const data = Buffer.alloc(width * height * channels);
  const column = new Float32Array(gw * channels);
  for (let y = 0; y < height; y++) {
    const gy = (y / (height - 1)) * (gh - 1);
    const y0 = Math.min(Math.floor(gy), gh - 2);
    const fy = gy - y0;
    for (let i = 0; i < gw * channels; i++) {
      column[i] = grid[y0 * gw * channels + i] * (1 - fy) + grid[(y0 + 1) * gw * channels + i] * fy;
    }
    let o = y * width * channels;
    for (let x = 0; x < width; x++) {
      const gx = (x / (width - 1)) * (gw - 1);
      const x0 = Math.min(Math.floor(gx), gw - 2);
      const fx = gx - x0;
      for (let c = 0; c < channels; c++) {
        data[o++] = column[x0 * channels + c] * (1 - fx) + column[(x0 + 1) * channels + c] * fx;
      }
    }
  }
  return data;
}

/** A 12-megapixel phone photo of a document on a table: ~3–5 MB at quality 90, some tagged EXIF orientation 6. */
async function photo(r, index) {
  const width = 4032;
  const height = 3024;
  const data = smoothField(r, width, height, 3, 120, 160);
  const margin = () => r.int(250, 600);
  const box = {
    x0: margin() + 200,
    y0: margin(),
    x1: width - margin() - 200,
    y1: height - margin(),
    lineHeight: r.int(44, 60),
    glyph: r.int(14, 20),
    paper: [r.int(215, 240), r.int(210, 235), r.int(200, 225)],
  };
  drawPaper(r, data, width, 3, box, [r.int(30, 60), r.int(30, 60), r.int(40, 70)]);
  addNoise(r, data, 18);
  let image = sharp(data, { raw: { width, height, channels: 3 } });
  // One in four tagged orientation 6 (held upright): the sensor's landscape pixels, shown as portrait.
  if (index % 4 === 1) image = image.withMetadata({ orientation: 6 });
  return image.jpeg({ quality: 90 }).toBuffer();
}

export async function writePhotos(dir, { seed, count }) {
  const r = rng(seed);
  mkdirSync(dir, { recursive: true });
  const paths = [];
  for (let i = 0; i < count; i++) {
    const bytes = await photo(r, i);
    const file = path.join(dir, `IMG_${String(4100 + i)}.jpg`);
    writeFileSync(file, bytes);
    paths.push(file);
  }
  return paths;
}

/** A 300-dpi Letter scan (2550 × 3300): near-white paper, printed text, a little scanner noise. */
async function scanPage(r, colour) {
  const width = 2550;
  const height = 3300;
  const channels = colour ? 3 : 1;
  const data = Buffer.alloc(width * height * channels, 246);
  const paper = colour ? [r.int(240, 250), r.int(238, 248), r.int(228, 240)] : [r.int(238, 250)];
  drawPaper(
    r,
    data,
    width,
    channels,
    {
      x0: 300,
      y0: 300,
      x1: width - 300,
      y1: height - 300,
      lineHeight: r.int(48, 56),
      glyph: r.int(16, 20),
      paper,
    },
    colour ? [30, 30, 40] : [35],
  );
  addNoise(r, data, 3);
  return sharp(data, { raw: { width, height, channels } }).jpeg({ quality: 80 }).toBuffer();
}

export async function writeScans(dir, { seed, count, pages }) {
  const r = rng(seed);
  mkdirSync(dir, { recursive: true });
  const paths = [];
  for (let i = 0; i < count; i++) {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const colour = i % 3 === 0;
    for (let p = 0; p < pages; p++) {
      const image = await doc.embedJpg(new Uint8Array(await scanPage(r, colour)));
      doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    }
    const file = path.join(dir, `scan-${String(i + 1).padStart(2, "0")}.pdf`);
    writeFileSync(file, await doc.save());
    paths.push(file);
  }
  return paths;
}

/** Three Word letters and two Excel ledgers, made by LibreOffice from text and CSV in one run per format. */
export function writeOffice(dir, { seed, profileDir }) {
  const r = rng(seed);
  const src = path.join(dir, "src");
  mkdirSync(src, { recursive: true });
  const texts = [];
  for (let i = 0; i < 3; i++) {
    const paragraphs = Array.from({ length: r.int(12, 24) }, () =>
      Array.from({ length: r.int(3, 7) }, () => sentence(r, r.int(8, 18))).join(" "),
    );
    const file = path.join(src, `letter-${i + 1}.txt`);
    writeFileSync(file, `Letter ${i + 1} to the landlord\n\n${paragraphs.join("\n\n")}\n`);
    texts.push(file);
  }
  const sheets = [];
  for (let i = 0; i < 2; i++) {
    const rows = ["Date,Description,Amount due,Amount paid,Balance,Receipt no.,Method,Notes"];
    let balance = 0;
    for (let k = 0; k < r.int(120, 220); k++) {
      const due = k % 3 === 0 ? 1450 : 0;
      const paid = k % 3 === 1 ? r.int(900, 1450) : 0;
      balance += due - paid;
      const date = `2024-${String((k % 12) + 1).padStart(2, "0")}-${String((k % 28) + 1).padStart(2, "0")}`;
      rows.push(
        `${date},${sentence(r, 3).replace(/,/g, "")},${due},${paid},${balance},R-${10000 + k},` +
          `${r.pick(["check", "money order", "cash", "transfer"])},${sentence(r, r.int(2, 6))}`,
      );
    }
    const file = path.join(src, `ledger-${i + 1}.csv`);
    writeFileSync(file, `${rows.join("\n")}\n`);
    sheets.push(file);
  }
  const soffice = (format, files, infilter) =>
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=file://${profileDir}`,
        "--headless",
        "--norestore",
        ...(infilter ? [`--infilter=${infilter}`] : []),
        "--convert-to",
        format,
        "--outdir",
        dir,
        ...files,
      ],
      { stdio: "ignore", timeout: 180_000 },
    );
  soffice("docx", texts);
  soffice("xlsx", sheets, "CSV:44,34,76,1");
  return [
    ...texts.map((f) => path.join(dir, `${path.basename(f, ".txt")}.docx`)),
    ...sheets.map((f) => path.join(dir, `${path.basename(f, ".csv")}.xlsx`)),
  ];
}
