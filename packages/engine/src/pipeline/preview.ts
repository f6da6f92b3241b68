// The entry points that convert without building (inspect, preview, one file's description): the build's first
// two stages (inputs.ts, convert-all.ts), then facts and a thumbnail per file instead of a binder.
import { keepPdfsOnDisk, sourceDigestOf } from "../ingest/source-file.ts";
import { conversionRecordParts, encodeConversion } from "../convert/cached.ts";
import type { RecordPart } from "../convert/cached.ts";
import { EngineError } from "../errors.ts";
import { notesOf } from "../notes.ts";
import type { EngineNote } from "../notes.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { imageThumbnail, pdfThumbnail } from "../render/thumbnail.ts";
import type { DetectedType, DocumentTypeLabel, ProgressCallback, SourceFile } from "../types.ts";
import { documentTypeLabel, mimeTypeOf } from "../types.ts";
import { convertAll } from "./convert-all.ts";
import type { CachedConversions, Converted } from "./convert-all.ts";
import { asEngineError, DEFAULT_MAX_FILE_BYTES } from "./inputs.ts";

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
      /** The same for a file given by path, as parts to stream (its PDF may stay on disk): see `recordOf`. */
      recordParts?: RecordPart[];
    }
  | { file: string; ok: false; error: EngineError };

/**
 * A fresh conversion's record: bytes for a file given as bytes (`record`), its parts for one given by path
 * (`recordParts`, issue 40), so a PDF used as it lies is streamed where it is kept and never held whole.
 */
function recordOf(
  file: SourceFile,
  r: Converted,
  options: { date: Date; thumbnail?: Uint8Array | undefined },
): { record: Uint8Array } | { recordParts: RecordPart[] } {
  return file.path === undefined
    ? { record: encodeConversion(file.bytes, r, options) }
    : { recordParts: conversionRecordParts(sourceDigestOf(file), r, options) };
}

/**
 * The files as these entry points take them (as a build does): a PDF given by path stays there, any other file
 * given by path is read once here, not once per step that needs its bytes.
 */
const asGiven = (files: SourceFile[], options: { maxFileBytes?: number | undefined }): SourceFile[] =>
  keepPdfsOnDisk(files, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);

/** What each file is, how many pages it will take, and what to watch for; converts but builds nothing. */
export async function inspectFiles(
  given: SourceFile[],
  fonts: EngineFonts,
  options: { maxFileBytes?: number; date: Date; cached?: CachedConversions; keepConversions?: boolean },
): Promise<InspectResult[]> {
  const files = asGiven(given, options);
  const results = await convertAll(files, fonts, options);
  const items: InspectResult[] = [];
  for (const [i, r] of results.entries()) {
    const file = files[i]!;
    if (r instanceof EngineError) {
      items.push({ file: file.name, ok: false, error: r });
      continue;
    }
    let record: ReturnType<typeof recordOf> | undefined;
    if (options.keepConversions && !r.restored) {
      // The preview's picture is drawn now too, so it is kept with the conversion; without one the record still
      // spares the conversion.
      const thumbnail = await thumbnailOf(file, r, {}).catch(() => undefined);
      record = recordOf(file, r, { date: options.date, thumbnail });
    }
    items.push({
      file: file.name,
      ok: true,
      type: r.type,
      typeLabel: documentTypeLabel(r.type),
      pages: r.pageCount,
      warnings: r.warnings,
      ...record,
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
  /** `warnings` as codes (notes.ts), in the same order, so the builder can say them in the person's language. */
  warningNotes: EngineNote[];
  /** The first page (or the picture) as a small JPEG. */
  thumbnail: Uint8Array;
}

export type PreviewItem =
  | ({
      file: string;
      ok: true;
      /** With `keepConversions`, unless the file's record was used whole: its record (convert/cached.ts). */
      record?: Uint8Array;
      /** The same for a file given by path, as parts to stream (inspectFiles' `recordOf`). */
      recordParts?: RecordPart[];
    } & FileDescription)
  | { file: string; ok: false; error: EngineError };

/**
 * What each file is, its page count and a picture of its first page, for the builder's preview: converts every
 * file exactly as a build would (so a file that would fail the build fails here, named, with its reason) but
 * assembles nothing.
 */
export async function previewFiles(
  given: SourceFile[],
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
  const files = asGiven(given, options);
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
          ? recordOf(file, r, { date: options.date, thumbnail })
          : undefined;
      items.push({
        file: file.name,
        ok: true,
        type: r.type,
        typeLabel: documentTypeLabel(r.type),
        mimeType: mimeTypeOf(r.type),
        pages: r.pageCount,
        warnings: r.warnings,
        warningNotes: notesOf(r).warnings,
        thumbnail,
        ...record,
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
    warningNotes: notesOf(result).warnings,
    thumbnail,
  };
}
