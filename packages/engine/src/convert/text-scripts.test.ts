// Text exhibits in the scripts people write in (issue 19: Hindi and Thai printed as empty boxes). For each script:
// every character comes back out of the PDF (pdftotext), no drawn glyph is the font's "missing" box (.notdef, glyph
// 0), the font that has the script is the one embedded, and a rendered crop of the line has ink where the words
// are and differs from the same line drawn without the script fonts (which is a row of empty boxes).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { embedFonts, fontRuns } from "../fonts/fonts.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { pixelDifference, renderPage } from "../testing/golden.ts";
import { pageTexts } from "../testing/pdf.ts";
import { textToPdf } from "./text-pdf.ts";

const fonts = loadSystemFonts();
const date = new Date("2026-11-22T12:00:00Z");
/** Where the crops are written for a person to look at (git-ignored, as the e2e screenshots). */
const ARTIFACTS = path.resolve(import.meta.dirname, "../../../../e2e/artifacts/text-scripts");

/** One line of each script, with the font that must draw it (DejaVu Sans has Arabic, Hebrew, Greek and Cyrillic). */
const SAMPLES: { script: string; text: string; font: RegExp }[] = [
  { script: "Devanagari", text: "किराया समय पर नहीं दिया गया।", font: /CourtReadyScript/ },
  { script: "Thai", text: "ผู้เช่าไม่ได้จ่ายค่าเช่าตามกำหนด", font: /CourtReadyScript/ },
  { script: "Arabic", text: "لم يتم دفع الإيجار في الموعد", font: /CourtReadySans/ },
  { script: "Hebrew", text: "שכר הדירה לא שולם בזמן", font: /CourtReadySans/ },
  { script: "CJK", text: "租金没有按时支付。家賃が支払われていません。", font: /CourtReadyFallback/ },
  { script: "Cyrillic", text: "Арендная плата не была внесена вовремя.", font: /CourtReadySans/ },
  { script: "Greek", text: "Το ενοίκιο δεν πληρώθηκε εγκαίρως.", font: /CourtReadySans/ },
];

/** The fonts embedded in a PDF, as pdffonts names them (subset tag dropped). */
function embeddedFonts(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-fonts-"));
  try {
    writeFileSync(path.join(dir, "in.pdf"), pdf);
    const out = execFileSync("pdffonts", [path.join(dir, "in.pdf")], { encoding: "utf8" });
    return out
      .split("\n")
      .slice(2)
      .map((l) => l.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ""))
      .filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The characters of a text without spaces, sorted: pdftotext gives right-to-left text and reordered marks in
 * visual order, and wraps right-to-left lines in embedding controls (U+202B … U+202C).
 */
function letters(text: string): string {
  return [...text.replace(/[\s\u202a-\u202e]/g, "").normalize("NFKD")].sort().join("");
}

/**
 * What pdftotext reads back, in the terms of the text drawn. Thai shaping draws SARA AM (ำ) as two glyphs,
 * NIKHAHIT and SARA AA, and the PDF's character map names the first "ำ" and the second "า": one ำ comes back
 * as "ำา". (So copying such text from the PDF gives an extra า: recorded in docs/decisions.md.)
 */
function readBack(text: string): string {
  return letters(text.replace(/\u0e33/g, "\u0e4d"));
}

/** How many pixels of a greyscale PNG's top band (the first line) are dark. */
async function inkInFirstLine(png: Buffer): Promise<{ ink: number; crop: Buffer }> {
  // 50 dpi: the first line sits 1 inch + 11 pt down, so the band from 45 to 65 px holds it.
  const crop = await sharp(png).extract({ left: 40, top: 45, width: 345, height: 20 }).png().toBuffer();
  const { data } = await sharp(crop).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { ink: data.filter((v) => v < 128).length, crop };
}

describe("text exhibits in every script", () => {
  it("loads a font for each script from the system (fonts-noto-core)", () => {
    expect(fonts.scripts?.length ?? 0).toBeGreaterThanOrEqual(4);
  });

  for (const sample of SAMPLES) {
    it(`${sample.script}: every character printed with a real glyph`, async () => {
      const { pdf } = await textToPdf(sample.text, fonts, { title: sample.script, date });

      // 1. pdftotext reads every character back.
      expect(readBack(pageTexts(pdf)[0] ?? "")).toBe(letters(sample.text));

      // 2. No drawn glyph is .notdef: every run's glyphs, as the PDF encodes them, are real ones.
      const doc = await PDFDocument.create({ updateMetadata: false });
      const docFonts = await embedFonts(doc, fonts, [sample.text]);
      for (const run of fontRuns(docFonts, sample.text)) {
        const hex = run.font.encodeText(run.text).toString().slice(1, -1);
        const codes = hex.match(/.{4}/g) ?? [];
        expect(codes, `${sample.script} run "${run.text}"`).not.toContain("0000");
      }

      // 3. The script's font is the one embedded.
      expect(embeddedFonts(pdf).join(" ")).toMatch(sample.font);

      // 4. The rendered line has ink, and is not the row of boxes it was without the script fonts.
      const { ink, crop } = await inkInFirstLine(renderPage(pdf, 1));
      expect(ink).toBeGreaterThan(50);
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(path.join(ARTIFACTS, `${sample.script}.png`), crop);
      if (sample.font.source.includes("Script")) {
        const { scripts: _none, ...without } = fonts;
        const boxes = await textToPdf(sample.text, without, { title: sample.script, date });
        const before = await inkInFirstLine(renderPage(boxes.pdf, 1));
        writeFileSync(path.join(ARTIFACTS, `${sample.script}-without-script-fonts.png`), before.crop);
        expect(await pixelDifference(crop, before.crop)).toBeGreaterThan(0.01);
      }
    });
  }

  it("keeps a script's words in one run (shaping and right-to-left order need them together)", async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const line = "Tenant: शर्मा किराया, 12 March";
    const docFonts = await embedFonts(doc, fonts, [line]);
    expect(fontRuns(docFonts, line).map((r) => r.text)).toEqual(["Tenant: ", "शर्मा किराया,", " 12 March"]);
  });

  it("is byte-identical for the same text in several scripts", async () => {
    const text = SAMPLES.map((s) => s.text).join("\n");
    const a = await textToPdf(text, fonts, { title: "t", date });
    const b = await textToPdf(text, fonts, { title: "t", date });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
  });
});
