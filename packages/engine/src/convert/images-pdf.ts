// Picture pages as a PDF of the same pages, each page the picture's print size: for the kit's OCR text layer and
// for a translated exhibit, whose original and translation become one document.
import { PDFDocument } from "../pdf/pdf-lib.ts";
import type { ImagePage } from "../assemble/types.ts";
import { savePdf } from "../pdf/load-save.ts";

export async function imagesToPdf(pages: ImagePage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (const p of pages) {
    const image = p.format === "jpeg" ? await doc.embedJpg(p.bytes) : await doc.embedPng(p.bytes);
    doc
      .addPage([p.widthPt, p.heightPt])
      .drawImage(image, { x: 0, y: 0, width: p.widthPt, height: p.heightPt });
  }
  return savePdf(doc);
}
