// Loading and saving with pdf-lib without its pauses: by default it yields to the event loop every 50–100 objects
// (a setTimeout, at least 1 ms each), which on a 1,000-page binder is most of a second of idle time. The engine
// runs in worker threads and in the CLI, where nothing else waits for that thread.
import { PDFDocument, ParseSpeeds } from "@cantoo/pdf-lib";

export function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
}

export function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ objectsPerTick: Infinity });
}
