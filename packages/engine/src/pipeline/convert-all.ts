// Converting every file (build.ts's second stage): Office files together in one LibreOffice run, the others three
// at a time, PDFs dumped by qpdf a batch ahead, earlier conversions (convert/cached.ts) used instead where kept.
import { contentArea, LETTER } from "../assemble/layout.ts";
import { convertOffice } from "../convert/office.ts";
import { DUMP_BATCH, PDF_WARNINGS, directPoolPages, dumpPdfs, normalizePdf } from "../convert/pdf.ts";
import type { PdfDump } from "../convert/pdf.ts";
import { prepareImage } from "../convert/image.ts";
import { textToPdf } from "../convert/text-pdf.ts";
import { EngineError } from "../errors.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { decodeClippingNoted } from "../ingest/clipping.ts";
import { decodeTextNoted } from "../ingest/text.ts";
import { inMemory, pdfSourceOf, sourceDigestOf } from "../ingest/source-file.ts";
import type { DetectedType, PdfSource, ProgressCallback, SourceFile } from "../types.ts";
import { decodeConversion } from "../convert/cached.ts";
import type { ConversionFacts, RestoredConversion } from "../convert/cached.ts";
import { withNotes } from "../notes.ts";
import { freeNow } from "../tools/free-now.ts";
import type { EngineNote } from "../notes.ts";
import { asEngineError, checkFile } from "./inputs.ts";

/** Records of earlier conversions (convert/cached.ts#encodeConversion), by file position; null where none. */
export type CachedConversions = readonly (Uint8Array | null | undefined)[];

/**
 * One file converted: what convert/cached.ts keeps of it (its `pageCount` from the converter itself, so nothing is
 * parsed twice to count pages), and how it got here.
 */
export interface Converted extends ConversionFacts {
  /**
   * A PDF passed on as uploaded, without qpdf's per-file inspection (convert/pdf.ts#directPoolPages): the pool's
   * own checks decide whether it still needs one. Its `pageCount` is the page tree's until the pool has counted.
   */
  direct?: true;
  /** Taken from an earlier conversion's record (convert/cached.ts), with the thumbnail it kept. */
  restored?: { pageCount: number; thumbnail?: Uint8Array };
}

const OFFICE_TYPES = new Set<DetectedType>(["docx", "doc", "xlsx", "xls", "rtf"]);
const IMAGE_TYPES = new Set<DetectedType>(["jpeg", "png", "gif", "webp", "tiff", "heic"]);
/** Files in the first batch of qpdf dumps (convert/pdf.ts#dumpPdfs): small, so the first conversions start soon. */
const FIRST_DUMP_BATCH = 4;
/** Documents converted at once (Office files go together in one LibreOffice run before these). */
export const CONVERT_CONCURRENCY = 3;

export async function convertOne(
  file: SourceFile,
  type: DetectedType,
  fonts: EngineFonts,
  date: Date,
  dump?: Promise<PdfDump | undefined>,
): Promise<Converted> {
  if (type === "pdf") {
    const made = await dump;
    const { pdf, warningNotes, pageCount, changes } = await normalizePdf(file, made ? { dump: made } : {});
    return {
      type,
      content: { kind: "pdf", pdf },
      pageCount,
      ...withNotes({
        conversions: changes.flattened ? [{ code: "pdf-flattened" }] : [],
        security: changes.decrypted ? [{ code: "pdf-decrypted" }] : [],
        warnings: warningNotes,
      }),
    };
  }
  if (IMAGE_TYPES.has(type)) {
    // Both boxes: a landscape photo gets a landscape page (same rule as assemble/layout.ts#placePage).
    const portrait = contentArea(LETTER.width, LETTER.height);
    const landscape = contentArea(LETTER.height, LETTER.width);
    const prepared = await prepareImage(inMemory(file), type, {
      portrait: { widthPt: portrait.width, heightPt: portrait.height },
      landscape: { widthPt: landscape.width, heightPt: landscape.height },
    });
    const pages = prepared.pages;
    const dpis = [...new Set(pages.map((p) => p.dpi))].sort((a, b) => a - b);
    return {
      type,
      content: { kind: "images", pages },
      pageCount: pages.length,
      ...withNotes({
        conversions: [{ code: "picture-converted", from: type === "jpeg" ? null : type.toUpperCase(), dpis }],
        security: [],
        warnings: prepared.warningNotes,
      }),
    };
  }
  const decoded =
    type === "textclipping" ? decodeClippingNoted(inMemory(file)) : decodeTextNoted(inMemory(file));
  const { pdf, pageCount } = await textToPdf(decoded.text, fonts, { title: file.name, date });
  return {
    type,
    content: { kind: "pdf", pdf },
    pageCount,
    ...withNotes({
      conversions: [
        "encoding" in decoded
          ? { code: "text-laid-out", encoding: decoded.encoding }
          : { code: "clipping-laid-out" },
      ],
      security: [],
      warnings: decoded.warningNotes,
    }),
  };
}

function officeConversion(type: DetectedType): EngineNote {
  const kind = type === "xlsx" || type === "xls" ? "Excel" : type === "rtf" ? "RTF" : "Word";
  return { code: "office-converted", kind };
}

/**
 * Checks and converts every file: Office files together in one LibreOffice session (names made unique so results
 * map back to positions), the others one by one. Each position holds the converted document or why it failed.
 */
export async function convertAll(
  files: SourceFile[],
  fonts: EngineFonts,
  options: {
    maxFileBytes?: number | undefined;
    date: Date;
    direct?: boolean;
    cached?: CachedConversions | undefined;
  },
  onProgress?: ProgressCallback,
): Promise<(Converted | EngineError)[]> {
  const results: (Converted | EngineError)[] = [];
  const types = files.map((file, i) => {
    try {
      return checkFile(file, options.maxFileBytes);
    } catch (error) {
      results[i] = asEngineError(file, error);
      return undefined;
    }
  });
  /** Records already read (and their file's digest checked) below, by position. */
  const decoded = new Map<number, RestoredConversion>();
  // For a build, ordinary PDFs skip the per-file inspection: the pool checks them all in one qpdf run.
  if (options.direct) {
    types.forEach((type, i) => {
      const file = files[i]!;
      if (type !== "pdf") return;
      // A PDF given by path is read for these checks and let go: the build keeps its path (issue 40).
      const bytes = inMemory(file).bytes;
      const pages = directPoolPages(bytes);
      // Unless a record says the inspection repaired it: qpdf warns about that file in the pool too, which sends
      // it back to the same inspection, so the record is what the build would end with anyway, without the wait.
      const record = pages === null ? undefined : options.cached?.[i];
      const restored = record
        ? decodeConversion(record, bytes, { type: "pdf", date: options.date })
        : undefined;
      // Read here alone (a restored record holds copies of its own parts): gone now, not when collected.
      if (file.path !== undefined) freeNow(bytes);
      if (pages === null) return;
      if (restored?.warnings.includes(PDF_WARNINGS.repaired)) {
        decoded.set(i, restored);
        return;
      }
      results[i] = { ...plainPdf("pdf", pdfSourceOf(file)), pageCount: pages, direct: true };
      types[i] = undefined;
    });
  }
  // Files converted before (convert/cached.ts): a record of this very file, by this engine, stands in for
  // converting it again. A build never takes one for a PDF it uses as uploaded (above), so its output is the same;
  // a repaired PDF's record is what the pool would have sent it back for.
  options.cached?.forEach((record, i) => {
    const type = types[i];
    if (!record || !type) return;
    // A file given by path is hashed from disk, not read whole (issue 40).
    const restored =
      decoded.get(i) ??
      decodeConversion(record, { sha256: sourceDigestOf(files[i]!) }, { type, date: options.date });
    if (!restored) return;
    const { thumbnail, ...converted } = restored;
    results[i] = {
      ...converted,
      restored: { pageCount: converted.pageCount, ...(thumbnail ? { thumbnail } : {}) },
    };
    types[i] = undefined;
  });

  const officeIndexes = types.flatMap((t, i) => (t && OFFICE_TYPES.has(t) ? [i] : []));
  if (officeIndexes.length) {
    onProgress?.(0.05, "Converting Word and Excel files");
    const batch = officeIndexes.map((i) => ({
      name: `${i + 1}-${files[i]!.name}`,
      bytes: inMemory(files[i]!).bytes,
    }));
    const converted = await convertOffice(batch);
    officeIndexes.forEach((i, k) => {
      const r = converted.get(batch[k]!.name);
      const name = files[i]!.name;
      results[i] =
        !r || r instanceof EngineError
          ? new EngineError(
              r?.code ?? "OFFICE_CONVERSION_FAILED",
              name,
              r?.reason ?? "LibreOffice produced no output for this file",
            )
          : {
              type: types[i]!,
              content: { kind: "pdf", pdf: r.pdf },
              pageCount: r.pageCount,
              ...withNotes({
                conversions: [officeConversion(types[i]!)],
                security: [],
                warnings: r.warningNotes,
              }),
            };
    });
  }

  // Three at a time: each conversion is mostly a child process (qpdf, heif-convert) or one libvips thread, so
  // several keep both cores busy while one waits to start; more would only queue for them and add memory.
  let done = 0;
  const queue = files.flatMap((file, i) => (types[i] && !OFFICE_TYPES.has(types[i]!) ? [i] : []));
  // PDFs are dumped by qpdf a batch at a time (convert/pdf.ts#dumpPdfs), the next batch starting as soon as the
  // conversions reach the current one, so the dumps run ahead of the work that reads them.
  // (checkFile took a PDF given by path only when it is not empty.)
  const pdfs = queue.filter((i) => types[i] === "pdf" && (files[i]!.bytes?.byteLength ?? 1) > 0);
  // Batch b covers pdfs[starts[b]] up to the next start: a small first batch so conversion starts soon, then
  // DUMP_BATCH files each.
  const starts: number[] = [];
  for (let at = 0; at < pdfs.length; at += starts.length === 0 ? FIRST_DUMP_BATCH : DUMP_BATCH)
    starts.push(at);
  const batches: Promise<PdfDump[]>[] = [];
  const startBatch = (b: number) => {
    if (pdfs.length < 2 || b >= starts.length || batches[b]) return;
    batches[b] = dumpPdfs(pdfs.slice(starts[b], starts[b + 1] ?? pdfs.length).map((i) => files[i]!));
  };
  const dumpFor = (i: number): Promise<PdfDump | undefined> | undefined => {
    const at = pdfs.indexOf(i);
    if (at < 0 || pdfs.length < 2) return undefined;
    const b = starts.findLastIndex((start) => start <= at);
    startBatch(b);
    startBatch(b + 1);
    // A batch that fails as a whole leaves each of its files to normalizePdf, which then runs qpdf itself.
    return batches[b]!.then(
      (dumps) => dumps[at - starts[b]!],
      () => undefined,
    );
  };
  const worker = async (): Promise<void> => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const file = files[i]!;
      onProgress?.(0.1 + (0.6 * done++) / files.length, `Converting ${file.name}`);
      try {
        results[i] = await convertOne(file, types[i]!, fonts, options.date, dumpFor(i));
      } catch (error) {
        results[i] = asEngineError(file, error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONVERT_CONCURRENCY }, worker));
  return results;
}

/** A PDF used as it is: nothing found to change or report. */
export function plainPdf(type: DetectedType, pdf: PdfSource): Omit<Converted, "pageCount"> {
  return { type, content: { kind: "pdf", pdf }, warnings: [], conversions: [], security: [] };
}
