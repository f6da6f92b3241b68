// Types shared by the engine's stages.

/**
 * A document as the user handed it over: their file name and its bytes, or the path of a file holding them (never
 * trusted for type). Given by path, a PDF is sniffed from its first bytes and pooled by qpdf from that path, so a
 * large scan is not held in memory for the whole build (issue 40); any other kind is read when it is converted
 * (ingest/source-file.ts).
 */
export type SourceFile = FileInMemory | FileOnDisk;

export interface FileInMemory {
  name: string;
  bytes: Uint8Array;
  path?: undefined;
}

export interface FileOnDisk {
  name: string;
  /** Read, never written, moved or removed by the engine; it must stay as it is until the call returns. */
  path: string;
  bytes?: undefined;
}

/** A PDF left where it is: what a converted document's `pdf` is when its file was given by path and used as it is. */
export interface PdfOnDisk {
  path: string;
  /** The file's size, read once (so sizes add up as those of bytes in memory do). */
  byteLength: number;
}

/** A converted PDF: its bytes, or the file that holds them (ingest/source-file.ts#pdfBytes reads either). */
export type PdfSource = Uint8Array | PdfOnDisk;

/**
 * Every type the engine detects and turns into pages (ingest/sniff.ts, convert/*). Contracts' ACCEPTED_FORMATS
 * (what the app says it takes) must name exactly these; formats.test.ts holds the two together.
 */
export const DETECTED_TYPES = [
  "pdf",
  "jpeg",
  "png",
  "gif",
  "webp",
  "tiff",
  "heic",
  "docx",
  "xlsx",
  "doc",
  "xls",
  "rtf",
  "text",
  "textclipping",
] as const;

/** What the bytes really are (ingest/sniff.ts). */
export type DetectedType = (typeof DETECTED_TYPES)[number];

/** The document types the product shows (builder-and-projects.md §3, preview fileType). */
export type DocumentTypeLabel =
  "PDF Document" | "Image" | "Word Document" | "Excel Spreadsheet" | "Text Document" | "Text Clipping";

export function documentTypeLabel(type: DetectedType): DocumentTypeLabel {
  switch (type) {
    case "pdf":
      return "PDF Document";
    case "jpeg":
    case "png":
    case "gif":
    case "webp":
    case "tiff":
    case "heic":
      return "Image";
    case "docx":
    case "doc":
    case "rtf":
      return "Word Document";
    case "xlsx":
    case "xls":
      return "Excel Spreadsheet";
    case "text":
      return "Text Document";
    case "textclipping":
      return "Text Clipping";
  }
}

/** The MIME type stored and served for a detected type (what the bytes are, not what the name says). */
export function mimeTypeOf(type: DetectedType): string {
  switch (type) {
    case "pdf":
      return "application/pdf";
    case "jpeg":
      return "image/jpeg";
    case "png":
      return "image/png";
    case "gif":
      return "image/gif";
    case "webp":
      return "image/webp";
    case "tiff":
      return "image/tiff";
    case "heic":
      return "image/heic";
    case "docx":
      return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    case "xlsx":
      return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    case "doc":
      return "application/msword";
    case "xls":
      return "application/vnd.ms-excel";
    case "rtf":
      return "application/rtf";
    case "text":
      return "text/plain";
    case "textclipping":
      return "application/octet-stream";
  }
}

/** A document converted to PDF, before it is placed in the binder. */
export interface ConvertedDocument {
  /** A valid, unencrypted PDF with no scripts or actions, form values flattened. */
  pdf: Uint8Array;
  /** Things the person should know but that do not stop the build (e.g. "image is 120 dpi at print size"). */
  warnings: string[];
}

/** A fraction of work done, for progress bars. */
export type ProgressCallback = (fraction: number, message: string) => void;
