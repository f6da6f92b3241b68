// Factories for engine tests: small PDFs with known text per page, sizes and rotations; a small image.
import { PDFDocument, PDFName, PDFString, StandardFonts, degrees, rgb } from "../pdf/pdf-lib.ts";
import sharp from "sharp";
import { strToU8, zipSync } from "fflate";

export interface FakePage {
  text: string;
  size?: [number, number];
  rotate?: number;
}

/** A PDF whose pages carry the given text (top-left), sizes and /Rotate values. */
export async function makePdf(pages: FakePage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const p of pages) {
    const [w, h] = p.size ?? [612, 792];
    const page = doc.addPage([w, h]);
    page.drawText(p.text, { x: 40, y: h - 60, size: 14, font });
    if (p.rotate) page.setRotation(degrees(p.rotate));
  }
  return doc.save();
}

/** A one-page PDF that runs `script` when opened (a JavaScript /OpenAction), as a hostile upload would. */
export async function makePdfWithScript(text: string, script: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await makePdf([{ text }]), { updateMetadata: false });
  const action = doc.context.obj({ S: PDFName.of("JavaScript"), JS: PDFString.of(script) });
  doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(action));
  // No object streams: the script stays readable in the bytes, so a test can see it is still there.
  return doc.save({ useObjectStreams: false });
}

/** A deterministic JPEG photo-like image of the given pixel size. */
export async function makeJpeg(width: number, height: number): Promise<Uint8Array> {
  const buf = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Uint8Array(buf);
}

/** The binder options most assembly tests share: a defendant in an eviction case, Bates numbers on, a fixed date. */
export function sampleAssembleOptions() {
  return {
    role: "defendant" as const,
    case: {
      courtName: "Superior Court of California, County of Alameda",
      caseName: "Smith v. Jones",
      caseNumber: "24-CV-001234",
      partyName: "Maria Jones",
      hearingDate: "2026-12-03",
      binderType: "Eviction Response",
    },
    batesPrefix: "JONES",
    preparedOn: new Date("2026-11-22T12:00:00Z"),
  };
}

/** A JPEG of noise from a fixed seed: large for its pixel size (like a photo or scan) and the same every run. */
export async function makeNoisyJpeg(width: number, height: number, seed: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x & 0xff;
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
}

/**
 * A scan-like one-page PDF: a picture of noise (see makeNoisyJpeg) `widthPx` pixels square drawn over `sizeIn` inches,
 * no text layer. Its bytes are about those of the picture (some 0.63 per pixel), which no build can shrink.
 */
export async function makeScannedPdf(widthPx: number, sizeIn: number, seed: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const image = await doc.embedJpg(await makeNoisyJpeg(widthPx, widthPx, seed));
  doc.addPage([612, 792]).drawImage(image, { x: 72, y: 200, width: sizeIn * 72, height: sizeIn * 72 });
  return doc.save();
}

/**
 * A one-page bank statement holding a Social Security number and a full account number in its text (issue 43): what
 * the redaction tests and the builder's e2e redact. Each line is drawn on its own, as statements are.
 */
export async function makeBankStatementPdf(values: { ssn: string; account: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const lines = [
    "First Example Bank - Monthly statement",
    "Customer: Jane Roe",
    `SSN: ${values.ssn}`,
    `Account number: ${values.account}`,
    "Opening balance $1,204.00",
    "Rent payment to Example Properties LLC $950.00",
    "Closing balance $254.00",
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 720 - i * 24, size: 12, font }));
  return doc.save();
}

/**
 * A letter whose SSN was "redacted" by drawing a black rectangle over it (issue 43): the number is hidden on screen
 * but still in the text, as a PDF editor's box leaves it.
 */
export async function makeFakeRedactionPdf(ssn: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText("Dear Sir,", { x: 72, y: 720, size: 12, font });
  page.drawText(`My number is ${ssn} as shown.`, { x: 72, y: 700, size: 12, font });
  const before = font.widthOfTextAtSize("My number is ", 12);
  const width = font.widthOfTextAtSize(ssn, 12);
  page.drawRectangle({ x: 72 + before - 1, y: 696, width: width + 2, height: 14, color: rgb(0, 0, 0) });
  return doc.save();
}

/**
 * The bank statement of `makeBankStatementPdf` as a Word document (issue 43: Office files are redacted on their PDF
 * conversion), one paragraph a line, in the smallest package LibreOffice and Word open.
 */
export function makeBankStatementDocx(values: { ssn: string; account: string }): Uint8Array {
  const lines = [
    "First Example Bank - Monthly statement",
    "Customer: Jane Roe",
    `SSN: ${values.ssn}`,
    `Account number: ${values.account}`,
    "Closing balance $254.00",
  ];
  const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
  const body = lines.map((l) => `<w:p><w:r><w:t xml:space="preserve">${l}</w:t></w:r></w:p>`).join("");
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}` +
        '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>',
    ),
  });
}
