// The whole pipeline: sniff each file's real type, convert every document to PDF (or page images), then assemble
// the binder. Every file that cannot be used is reported with its reason, all at once; nothing is dropped.
import type { TFiledManifest, TLabelOptions, TRole } from "@courtready/contracts";
import { assembleBinder, drawFront } from "./assemble/binder.ts";
import type {
  AssembleOptions,
  AssembledBinder,
  BinderFront,
  CaseDetails,
  ExhibitInput,
  ExhibitOutline,
  VolumeSplit,
} from "./assemble/binder.ts";
import { contentArea, LETTER } from "./assemble/layout.ts";
import { convertOffice } from "./convert/office.ts";
import { DUMP_BATCH, PDF_WARNINGS, directPoolPages, dumpPdfs, normalizePdf } from "./convert/pdf.ts";
import { poolPdfs } from "./assemble/source-pool.ts";
import type { SourcePool } from "./assemble/source-pool.ts";
import { storedZip } from "./zip/stored-zip.ts";
import type { StoredEntry } from "./zip/stored-zip.ts";
import type { PdfDump } from "./convert/pdf.ts";
import { prepareImage } from "./convert/image.ts";
import { textToPdf } from "./convert/text-pdf.ts";
import { EngineError, EngineErrors } from "./errors.ts";
import type { EngineFonts } from "./fonts.ts";
import { decodeClipping } from "./ingest/clipping.ts";
import { sniffType } from "./ingest/sniff.ts";
import { decodeText } from "./ingest/text.ts";
import type { DetectedType, DocumentTypeLabel, ProgressCallback, SourceFile } from "./types.ts";
import { documentTypeLabel, mimeTypeOf } from "./types.ts";
import { imageThumbnail, pdfThumbnail } from "./render/thumbnail.ts";
import { decodeConversion, encodeConversion } from "./convert/cached.ts";
import type { ConversionFacts, RestoredConversion } from "./convert/cached.ts";

export const DEFAULT_MAX_FILE_BYTES = 30 * 1024 * 1024;

export interface BuildOptions {
  role: TRole;
  case: CaseDetails;
  /** Per-file description, by position; the file name stands in when absent. */
  descriptions?: (string | undefined)[];
  labels?: TLabelOptions;
  /** Per-file kept exhibit label, by position (assemble/binder.ts `exhibitLabels`); by position when absent. */
  exhibitLabels?: (string | undefined)[];
  batesPrefix?: string;
  batesDigits?: number;
  stickers?: "color" | "bw";
  /** Fixed by the caller (the CLI uses today; tests a constant) so output is reproducible. */
  preparedOn: Date;
  maxFileBytes?: number;
  /** Also make the review version (assemble/binder.ts). */
  review?: boolean;
  /** Split into these volumes (assemble/binder.ts); the ZIP then holds binder-volume-N.pdf. */
  volumes?: number[];
  /** Earlier conversions of the files, by position (convert/cached.ts): used instead of converting again. */
  cached?: CachedConversions;
  /** Return a record (convert/cached.ts) of each conversion made afresh, for the caller to keep. */
  keepConversions?: boolean;
  /** Build a supplement continuing what was filed (assemble/supplement.ts). */
  supplement?: TFiledManifest;
  /** Volumes opening inside an exhibit too large for one (assemble/binder.ts `volumeSplits`). */
  volumeSplits?: VolumeSplit[];
}

/** Records of earlier conversions (convert/cached.ts#encodeConversion), by file position; null where none. */
export type CachedConversions = readonly (Uint8Array | null | undefined)[];

/** What the engine found and did to one document, for the quality report. */
export interface DocumentFacts {
  type: DetectedType;
  /** "Converted from Word to PDF with LibreOffice", … */
  conversions: string[];
  /** "Password protection and restrictions removed", … */
  security: string[];
  warnings: string[];
}

export interface BuildResult extends AssembledBinder {
  /** binder.pdf, exhibit-list.pdf and exhibits/<label> - <name>.pdf, stored uncompressed (PDFs are compressed). */
  zip: Uint8Array;
  warnings: string[];
  /** Per file, in order. */
  documents: DocumentFacts[];
  /** With `keepConversions`: each conversion made afresh, by position (convert/cached.ts); null where none. */
  records?: (Uint8Array | null)[];
}

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

/** Every file converted, ready to assemble (once or several times, e.g. whole and in volumes). */
export interface PreparedFiles {
  files: SourceFile[];
  converted: readonly Converted[];
  /** The front of the binder `PrepareOptions.ahead` asked for, drawn while qpdf pooled the PDFs. */
  ahead?: Promise<BinderFront>;
  /** With `keepConversions`: each conversion made afresh, by position (convert/cached.ts); null where none. */
  records?: (Uint8Array | null)[];
}

export interface PrepareOptions {
  maxFileBytes?: number | undefined;
  preparedOn: Date;
  /**
   * The binder these files are for, when known: its front (cover, index, exhibit list) is drawn from the expected
   * page counts while qpdf pools the PDFs, for `assemblePrepared` with the same options to use.
   */
  ahead?: BuildOptions;
  cached?: CachedConversions | undefined;
  keepConversions?: boolean | undefined;
}

const OFFICE_TYPES = new Set<DetectedType>(["docx", "doc", "xlsx", "xls", "rtf"]);
const IMAGE_TYPES = new Set<DetectedType>(["jpeg", "png", "gif", "webp", "tiff", "heic"]);
/** Files in the first batch of qpdf dumps (convert/pdf.ts#dumpPdfs): small, so the first conversions start soon. */
const FIRST_DUMP_BATCH = 4;
/** Documents converted at once (Office files go together in one LibreOffice run before these). */
const CONVERT_CONCURRENCY = 3;

/** The detected type, or the reason the file cannot be used. */
export function checkFile(file: SourceFile, maxFileBytes = DEFAULT_MAX_FILE_BYTES): DetectedType {
  if (file.bytes.byteLength > maxFileBytes) {
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    throw new EngineError(
      "TOO_LARGE",
      file.name,
      `this file is ${mb(file.bytes.byteLength)} MB; the limit is ${mb(maxFileBytes)} MB a file. Split it, or save a smaller copy (for a PDF, "Reduce file size"; for photos, a lower resolution)`,
    );
  }
  return sniffType(file);
}

async function convertOne(
  file: SourceFile,
  type: DetectedType,
  fonts: EngineFonts,
  date: Date,
  dump?: Promise<PdfDump | undefined>,
): Promise<Converted> {
  if (type === "pdf") {
    const made = await dump;
    const { pdf, warnings, pageCount, changes } = await normalizePdf(file, made ? { dump: made } : {});
    return {
      type,
      content: { kind: "pdf", pdf },
      pageCount,
      warnings,
      conversions: changes.flattened ? ["Form fields, comments and stamps printed into the pages"] : [],
      security: changes.decrypted
        ? ["Password protection and restrictions removed (the file opened without a password)"]
        : [],
    };
  }
  if (IMAGE_TYPES.has(type)) {
    // Both boxes: a landscape photo gets a landscape page (same rule as assemble/layout.ts#placePage).
    const portrait = contentArea(LETTER.width, LETTER.height);
    const landscape = contentArea(LETTER.height, LETTER.width);
    const prepared = await prepareImage(file, type, {
      portrait: { widthPt: portrait.width, heightPt: portrait.height },
      landscape: { widthPt: landscape.width, heightPt: landscape.height },
    });
    const pages = prepared.pages;
    const dpis = [...new Set(pages.map((p) => p.dpi))].sort((a, b) => a - b);
    const from = type === "jpeg" ? "" : ` from ${type.toUpperCase()}`;
    return {
      type,
      content: { kind: "images", pages },
      pageCount: pages.length,
      warnings: prepared.warnings,
      conversions: [
        `Picture converted${from} for print at ${dpis.join(", ")} dpi, turned upright as the camera recorded`,
      ],
      security: [],
    };
  }
  const decoded = type === "textclipping" ? decodeClipping(file) : decodeText(file);
  const { pdf, pageCount } = await textToPdf(decoded.text, fonts, { title: file.name, date });
  return {
    type,
    content: { kind: "pdf", pdf },
    pageCount,
    warnings: decoded.warnings,
    conversions: [
      "encoding" in decoded
        ? `Text (read as ${decoded.encoding}) laid out on Letter pages`
        : "Text taken from the macOS text clipping and laid out on Letter pages",
    ],
    security: [],
  };
}

function officeConversion(type: DetectedType): string {
  const kind = type === "xlsx" || type === "xls" ? "Excel" : type === "rtf" ? "RTF" : "Word";
  return `Converted from ${kind} to PDF with LibreOffice`;
}

/**
 * Checks and converts every file: Office files together in one LibreOffice session (names made unique so results
 * map back to positions), the others one by one. Each position holds the converted document or why it failed.
 */
async function convertAll(
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
      const pages = type === "pdf" ? directPoolPages(file.bytes) : null;
      if (pages === null) return;
      // Unless a record says the inspection repaired it: qpdf warns about that file in the pool too, which sends
      // it back to the same inspection, so the record is what the build would end with anyway, without the wait.
      const record = options.cached?.[i];
      const restored = record
        ? decodeConversion(record, file.bytes, { type: "pdf", date: options.date })
        : undefined;
      if (restored?.warnings.includes(PDF_WARNINGS.repaired)) {
        decoded.set(i, restored);
        return;
      }
      results[i] = { ...plainPdf("pdf", file.bytes), pageCount: pages, direct: true };
      types[i] = undefined;
    });
  }
  // Files converted before (convert/cached.ts): a record of this very file, by this engine, stands in for
  // converting it again. A build never takes one for a PDF it uses as uploaded (above), so its output is the same;
  // a repaired PDF's record is what the pool would have sent it back for.
  options.cached?.forEach((record, i) => {
    const type = types[i];
    if (!record || !type) return;
    const restored =
      decoded.get(i) ?? decodeConversion(record, files[i]!.bytes, { type, date: options.date });
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
    const batch = officeIndexes.map((i) => ({ name: `${i + 1}-${files[i]!.name}`, bytes: files[i]!.bytes }));
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
              warnings: r.warnings,
              conversions: [officeConversion(types[i]!)],
              security: [],
            };
    });
  }

  // Three at a time: each conversion is mostly a child process (qpdf, heif-convert) or one libvips thread, so
  // several keep both cores busy while one waits to start; more would only queue for them and add memory.
  let done = 0;
  const queue = files.flatMap((file, i) => (types[i] && !OFFICE_TYPES.has(types[i]!) ? [i] : []));
  // PDFs are dumped by qpdf a batch at a time (convert/pdf.ts#dumpPdfs), the next batch starting as soon as the
  // conversions reach the current one, so the dumps run ahead of the work that reads them.
  const pdfs = queue.filter((i) => types[i] === "pdf" && files[i]!.bytes.byteLength > 0);
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

function asEngineError(file: SourceFile, error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  // A bug or a library failure on a strange file must still name the file and never end the process.
  const detail = error instanceof Error ? error.message : String(error);
  return new EngineError(
    "TOOL_FAILED",
    file.name,
    `this file could not be processed (${detail}); save it again in another format and upload that`,
  );
}

/**
 * Checks and converts every file, for one or more assemblies.
 * @throws EngineErrors listing every file that cannot be used.
 */
export async function prepareFiles(
  files: SourceFile[],
  fonts: EngineFonts,
  options: PrepareOptions,
  onProgress?: ProgressCallback,
): Promise<PreparedFiles> {
  if (files.length === 0) throw new Error("A binder needs at least one file.");
  const results = await convertAll(
    files,
    fonts,
    { maxFileBytes: options.maxFileBytes, date: options.preparedOn, direct: true, cached: options.cached },
    onProgress,
  );
  // Made afresh here (not used as uploaded, not restored): what `keepConversions` returns records of.
  const fresh = results.map((r) => !(r instanceof EngineError) && !r.direct && !r.restored);
  // The pages each restored conversion says it has, before pooling counts them.
  const restoredPages = results.map((r) => (r instanceof EngineError ? undefined : r.restored?.pageCount));
  let ahead: PreparedFiles["ahead"];
  const binder = options.ahead;
  // Drawn while qpdf pools the PDFs (this thread would wait), from the counts known now: the page trees' for PDFs
  // not yet pooled, the converters' for the rest. Pooling may still count differently or fail a file; the
  // assembly then draws the front again.
  const drawAhead = () => {
    if (ahead || !binder || results.some((r) => r instanceof EngineError)) return;
    const outlines = outlinesOf(files, results as Converted[], binder);
    const front = drawFront(outlines, fonts, assembleOptionsOf(binder));
    // Awaited only by an assembly that uses it; a failure here is drawn (and reported) again there.
    front.catch(() => undefined);
    ahead = front;
  };
  await poolPrepared(files, fonts, results, options.preparedOn, drawAhead);
  // A restored conversion the pool could not read, or whose pages it counted otherwise, is never trusted: every
  // file is prepared again without records, exactly as if there had been none.
  const distrusted = results.some(
    (r, i) =>
      restoredPages[i] !== undefined && (r instanceof EngineError || r.pageCount !== restoredPages[i]),
  );
  if (distrusted) return prepareFiles(files, fonts, { ...options, cached: undefined }, onProgress);
  const problems = results.filter((r): r is EngineError => r instanceof EngineError);
  if (problems.length) throw new EngineErrors(problems);
  const converted = results as Converted[];
  const records = options.keepConversions
    ? converted.map((c, i) =>
        fresh[i] ? encodeConversion(files[i]!.bytes, c, { date: options.preparedOn }) : null,
      )
    : undefined;
  return { files, converted, ...(ahead ? { ahead } : {}), ...(records ? { records } : {}) };
}

/** Each file as the binder's index will list it, with its page count. */
function outlinesOf(
  files: SourceFile[],
  converted: readonly Converted[],
  options: BuildOptions,
): ExhibitOutline[] {
  return files.map((file, i) => {
    const description = options.descriptions?.[i]?.trim();
    return {
      source: file.name,
      ...(description ? { description } : {}),
      typeLabel: documentTypeLabel(converted[i]!.type),
      pages: converted[i]!.pageCount,
    };
  });
}

/** What the assembler is told, from a build's options. */
function assembleOptionsOf(options: BuildOptions): AssembleOptions {
  return {
    role: options.role,
    case: options.case,
    preparedOn: options.preparedOn,
    ...(options.labels ? { labels: options.labels } : {}),
    ...(options.exhibitLabels ? { exhibitLabels: options.exhibitLabels } : {}),
    ...(options.batesPrefix ? { batesPrefix: options.batesPrefix } : {}),
    ...(options.batesDigits ? { batesDigits: options.batesDigits } : {}),
    ...(options.stickers ? { stickers: options.stickers } : {}),
    ...(options.review ? { review: true } : {}),
    ...(options.volumes ? { volumes: options.volumes } : {}),
    ...(options.supplement ? { supplement: options.supplement } : {}),
    ...(options.volumeSplits?.length ? { volumeSplits: options.volumeSplits } : {}),
  };
}

/** A PDF used as it is: nothing found to change or report. */
function plainPdf(type: DetectedType, pdf: Uint8Array): Omit<Converted, "pageCount"> {
  return { type, content: { kind: "pdf", pdf }, warnings: [], conversions: [], security: [] };
}

/**
 * Puts every converted PDF into one pool (assemble/source-pool.ts), so each assembly copies pages from it. A PDF
 * that went in without inspection and turns out to need it (qpdf warned about it, or a page has annotations or no
 * usable size) is inspected and converted as any other, and only those are merged again, into the same pool: the
 * others keep the pages the first merge gave them. Results are updated in place: converted documents get their
 * pages, failures become the file's error.
 */
async function poolPrepared(
  files: SourceFile[],
  fonts: EngineFonts,
  results: (Converted | EngineError)[],
  date: Date,
  whileWaiting: () => void,
): Promise<void> {
  /** The first round's pool, and which result each of its sources is (by its index in the pool). */
  let first: { pool: SourcePool; pooled: Map<number, number> } | undefined;
  // Twice at most: the second pool normally has no uninspected PDF left to send back.
  for (let round = 0; round < 2; round++) {
    if (results.some((r) => r instanceof EngineError)) {
      // The build fails anyway; report every file that cannot be used, including uninspected ones.
      const unchecked = results.flatMap((r, i) => (r instanceof EngineError || !r.direct ? [] : [i]));
      await inspectAll(files, unchecked, fonts, date, results);
      return;
    }
    const converted = results as Converted[];
    const pdfs = converted.flatMap((c, i) => (c.content.kind === "pdf" && !first?.pooled.has(i) ? [i] : []));
    if (pdfs.length === 0) return;
    const { pool, problems } = await poolPdfs(
      pdfs.map((i) => (converted[i]!.content as { pdf: Uint8Array }).pdf),
      { whileWaiting, ...(first ? { after: first.pool } : {}) },
    );
    const offset = first?.pool.pages.length ?? 0;
    const recheck = pdfs.filter((i, k) => {
      const pages = pool?.pages[offset + k];
      return (
        converted[i]!.direct &&
        (problems.has(k) || !pages || pages.length === 0 || pages.some((p) => p.interactive || p.sizeless))
      );
    });
    if (recheck.length === 0 && pool) {
      const pooled = new Map(first?.pooled);
      pdfs.forEach((i, k) => pooled.set(i, offset + k));
      for (const [i, index] of pooled) {
        const c = converted[i]!;
        if (c.content.kind !== "pdf") continue;
        const { direct: _direct, ...rest } = c;
        results[i] = {
          ...rest,
          pageCount: pool.pages[index]!.length,
          content: { ...c.content, pooled: { pool, index } },
        };
      }
      return;
    }
    if (recheck.length === 0) {
      // Only inspected PDFs are left, and qpdf still cannot read one of them together with the others.
      pdfs.forEach((i, k) => {
        if (problems.has(k)) {
          results[i] = new EngineError(
            "PDF_DAMAGED",
            files[i]!.name,
            "this document could not be placed in the binder; save it again as PDF and upload that",
          );
        }
      });
      return;
    }
    // The first merge read every file: those it took as they are stay in it, and only the ones sent back for the
    // inspection are merged again, after them. A first merge that failed as a whole is made again in full.
    if (round === 0 && pool) {
      const sentBack = new Set(recheck);
      first = { pool, pooled: new Map(pdfs.flatMap((i, k) => (sentBack.has(i) ? [] : [[i, k]]))) };
    }
    await inspectAll(files, recheck, fonts, date, results);
  }
  // Still not pooled after two rounds (qpdf failing on the set again): every PDF left uninspected is inspected, so
  // each has its page count; the assembler pools them itself.
  const left = results.flatMap((r, i) => (r instanceof EngineError || !r.direct ? [] : [i]));
  await inspectAll(files, left, fonts, date, results);
}

/**
 * PDFs (by index) through qpdf's full inspection (convert/pdf.ts#normalizePdf), each result or reason stored in
 * `results`: dumped in one batch, then rewritten where needed, a few at a time.
 */
async function inspectAll(
  files: SourceFile[],
  indexes: number[],
  fonts: EngineFonts,
  date: Date,
  results: (Converted | EngineError)[],
): Promise<void> {
  // A batch that fails as a whole leaves each file to normalizePdf, which then runs qpdf itself.
  const dumps =
    indexes.length > 1 ? await dumpPdfs(indexes.map((i) => files[i]!)).catch(() => undefined) : undefined;
  const queue = indexes.map((i, k) => ({ i, dump: dumps?.[k] }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const file = files[next.i]!;
      try {
        results[next.i] = await convertOne(file, "pdf", fonts, date, Promise.resolve(next.dump));
      } catch (error) {
        results[next.i] = asEngineError(file, error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONVERT_CONCURRENCY }, worker));
}

/** Assembles converted files into a binder and its ZIP. */
export async function assemblePrepared(
  prepared: PreparedFiles,
  fonts: EngineFonts,
  options: BuildOptions,
  onProgress?: ProgressCallback,
): Promise<BuildResult> {
  const { files, converted } = prepared;
  const exhibits: ExhibitInput[] = outlinesOf(files, converted, options).map(
    ({ pages: _, ...outline }, i) => ({
      ...outline,
      content: converted[i]!.content,
    }),
  );
  const binder = await assembleBinder(exhibits, fonts, assembleOptionsOf(options), prepared.ahead);
  const warnings = files.flatMap((file, i) => converted[i]!.warnings.map((w) => `${file.name}: ${w}`));
  const documents = converted.map((c) => ({
    type: c.type,
    conversions: c.conversions,
    security: c.security,
    warnings: c.warnings,
  }));
  onProgress?.(0.95, "Packaging");
  const zip = packageZip(binder, options.preparedOn);
  return { ...binder, zip, warnings, documents };
}

/**
 * Builds a binder from files in the given order.
 * @throws EngineErrors listing every file that cannot be used (nothing is built then).
 */
export async function buildBinder(
  files: SourceFile[],
  fonts: EngineFonts,
  options: BuildOptions,
  onProgress?: ProgressCallback,
): Promise<BuildResult> {
  const prepared = await prepareFiles(files, fonts, { ...options, ahead: options }, onProgress);
  onProgress?.(0.75, "Assembling the binder");
  const result = await assemblePrepared(prepared, fonts, options, onProgress);
  onProgress?.(1, "Done");
  return prepared.records ? { ...result, records: prepared.records } : result;
}

/** A file name safe on every system: no path separators, control characters or reserved punctuation. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_")
    .replace(/^\.+/, "_")
    .trim();
  return (cleaned || "file").slice(0, 120);
}

/** ZIP timestamps cannot say anything before 1980 (MS-DOS time); a clock set earlier gets 1980-01-01. */
const ZIP_EPOCH = new Date(1980, 0, 1, 12);

/** The time written on ZIP entries for a build prepared on `date`. */
export function zipTime(date: Date): Date {
  return date < ZIP_EPOCH ? ZIP_EPOCH : date;
}

function packageZip(binder: AssembledBinder, date: Date): Uint8Array {
  const entries: StoredEntry[] = binder.volumes
    ? binder.volumes.map((v) => ({ name: `binder-volume-${v.number}.pdf`, bytes: v.pdf }))
    : [{ name: "binder.pdf", bytes: binder.pdf }];
  entries.push({ name: "exhibit-list.pdf", bytes: binder.exhibitListPdf });
  entries.push(...exhibitFiles(binder));
  return storedZip(entries, zipTime(date));
}

/**
 * exhibits/Exhibit <label> - <name>.pdf for each exhibit; one split across volumes gives a file per part
 * ("… (part 1 of 2).pdf"), each within the size limit as its volume is.
 */
export function exhibitFiles(binder: AssembledBinder): { name: string; bytes: Uint8Array }[] {
  return binder.exhibits.flatMap((e, i) => {
    const base = `exhibits/Exhibit ${e.label} - ${safeFileName(e.source).replace(/\.[A-Za-z0-9]{1,5}$/, "")}`;
    const parts = binder.exhibitPartPdfs?.[i];
    return parts
      ? parts.map((bytes, k) => ({ name: `${base} (part ${k + 1} of ${parts.length}).pdf`, bytes }))
      : [{ name: `${base}.pdf`, bytes: binder.exhibitPdfs[i]! }];
  });
}

export type InspectResult =
  | {
      file: string;
      ok: true;
      type: DetectedType;
      typeLabel: string;
      pages: number;
      warnings: string[];
      /** With `keepConversions`, for a file converted afresh: its record (convert/cached.ts), thumbnail included. */
      record?: Uint8Array;
    }
  | { file: string; ok: false; error: EngineError };

/** What each file is, how many pages it will take, and what to watch for; converts but builds nothing. */
export async function inspectFiles(
  files: SourceFile[],
  fonts: EngineFonts,
  options: { maxFileBytes?: number; date: Date; cached?: CachedConversions; keepConversions?: boolean },
): Promise<InspectResult[]> {
  const results = await convertAll(files, fonts, options);
  const items: InspectResult[] = [];
  for (const [i, r] of results.entries()) {
    const file = files[i]!;
    if (r instanceof EngineError) {
      items.push({ file: file.name, ok: false, error: r });
      continue;
    }
    let record: Uint8Array | undefined;
    if (options.keepConversions && !r.restored) {
      // The preview's picture is drawn now too, so it is kept with the conversion; without one the record still
      // spares the conversion.
      const thumbnail = await thumbnailOf(file, r, {}).catch(() => undefined);
      record = encodeConversion(file.bytes, r, { date: options.date, thumbnail });
    }
    items.push({
      file: file.name,
      ok: true,
      type: r.type,
      typeLabel: documentTypeLabel(r.type),
      pages: r.pageCount,
      warnings: r.warnings,
      ...(record ? { record } : {}),
    });
  }
  return items;
}

/** The first page (or picture) of a converted file as a small JPEG. */
function thumbnailOf(file: SourceFile, r: Converted, options: { widthPx?: number }): Promise<Uint8Array> {
  return r.content.kind === "images"
    ? imageThumbnail(r.content.pages[0]!.bytes, options)
    : pdfThumbnail(file.name, r.content.pdf, options);
}

export interface FileDescription {
  type: DetectedType;
  typeLabel: DocumentTypeLabel;
  mimeType: string;
  pages: number;
  warnings: string[];
  /** The first page (or the picture) as a small JPEG. */
  thumbnail: Uint8Array;
}

export type PreviewItem =
  | ({
      file: string;
      ok: true;
      /** With `keepConversions`, unless the file's record was used whole: its record (convert/cached.ts). */
      record?: Uint8Array;
    } & FileDescription)
  | { file: string; ok: false; error: EngineError };

/**
 * What each file is, its page count and a picture of its first page, for the builder's preview: converts every
 * file exactly as a build would (so a file that would fail the build fails here, named, with its reason) but
 * assembles nothing.
 */
export async function previewFiles(
  files: SourceFile[],
  fonts: EngineFonts,
  options: {
    maxFileBytes?: number;
    date: Date;
    thumbnailWidthPx?: number;
    cached?: CachedConversions;
    keepConversions?: boolean;
  },
  onProgress?: ProgressCallback,
): Promise<PreviewItem[]> {
  const results = await convertAll(files, fonts, options, onProgress);
  const thumbOptions = options.thumbnailWidthPx ? { widthPx: options.thumbnailWidthPx } : {};
  const items: PreviewItem[] = [];
  for (const [i, r] of results.entries()) {
    const file = files[i]!;
    onProgress?.(0.75 + (0.25 * i) / files.length, `Drawing a preview of ${file.name}`);
    if (r instanceof EngineError) {
      items.push({ file: file.name, ok: false, error: r });
      continue;
    }
    try {
      // A kept thumbnail was drawn at the default width.
      const kept = options.thumbnailWidthPx ? undefined : r.restored?.thumbnail;
      const thumbnail = kept ?? (await thumbnailOf(file, r, thumbOptions));
      const record =
        options.keepConversions && !kept && !options.thumbnailWidthPx
          ? encodeConversion(file.bytes, r, { date: options.date, thumbnail })
          : undefined;
      items.push({
        file: file.name,
        ok: true,
        type: r.type,
        typeLabel: documentTypeLabel(r.type),
        mimeType: mimeTypeOf(r.type),
        pages: r.pageCount,
        warnings: r.warnings,
        thumbnail,
        ...(record ? { record } : {}),
      });
    } catch (error) {
      items.push({ file: file.name, ok: false, error: asEngineError(file, error) });
    }
  }
  onProgress?.(1, "Preview ready");
  return items;
}

/**
 * What one file is, how many pages it takes in a binder, and a picture of its first page: for a file library card
 * or a preview. Converts the file exactly as a build would (so a file that would fail a build fails here).
 * @throws EngineError naming the file when it cannot be used.
 */
export async function describeFile(
  file: SourceFile,
  fonts: EngineFonts,
  options: { maxFileBytes?: number; date: Date; thumbnailWidthPx?: number },
): Promise<FileDescription> {
  const [result] = await convertAll([file], fonts, options);
  if (!result || result instanceof EngineError) throw result ?? new Error("no conversion result");
  const thumbOptions = options.thumbnailWidthPx ? { widthPx: options.thumbnailWidthPx } : {};
  const thumbnail =
    result.content.kind === "images"
      ? await imageThumbnail(result.content.pages[0]!.bytes, thumbOptions)
      : await pdfThumbnail(file.name, result.content.pdf, thumbOptions);
  return {
    type: result.type,
    typeLabel: documentTypeLabel(result.type),
    mimeType: mimeTypeOf(result.type),
    pages: result.pageCount,
    warnings: result.warnings,
    thumbnail,
  };
}
