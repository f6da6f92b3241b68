// Loading and saving with pdf-lib without its pauses: by default it yields to the event loop every 50–100 objects
// (a setTimeout, at least 1 ms each), which on a 1,000-page document is most of a second of idle time. Used for
// the documents pdf-lib still writes whole (text files, labels, the print kit's pages, OCR); the binder itself
// is written by pdf/write-objects.ts. The engine runs in worker threads and in the CLI, where nothing else waits.
import { PDFDocument, ParseSpeeds } from "./pdf-lib.ts";

export function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
}

export function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ objectsPerTick: Infinity });
}
