// Library jobs, run on the worker pool: "file.describe" converts an upload once to learn its type and pages and to
// draw its first page, exactly as a build would, so a file the binder could not use is refused at upload (from the
// file's kept conversion when there is one, keeping the one it makes otherwise);
// "file.inspect" does the same conversion for a file just added to the builder, to mark its row, or saved into a
// project (the same check as the library's, issue 22 finding 7), keeping a record of the conversion (conversions.ts)
// for the previews and builds that follow.
import {
  documentTypeLabel,
  EngineError,
  inspectFiles,
  loadSystemFonts,
  previewFiles,
} from "@courtready/engine";
import type {
  DetectedType,
  DocumentTypeLabel,
  EngineFonts,
  ExportListing,
  FileDescription,
  SourceFile,
} from "@courtready/engine";
import { z } from "zod";
import { ZTimeZoneName } from "@courtready/contracts";
import { defineJob } from "../../jobs/job.ts";
import { listMessageExport } from "../builds/builds.messages.ts";

export type DescribeJobResult =
  | {
      ok: true;
      description: FileDescription;
      /** With `keep`, when the file was converted afresh: its record, thumbnail included (conversions.ts). */
      record?: Uint8Array;
    }
  | { ok: false; reason: string };

export type InspectJobResult =
  | {
      ok: true;
      type: DetectedType;
      typeLabel: DocumentTypeLabel;
      pages: number;
      warnings: string[];
      /** With `keep`, when the file was converted afresh: its record (engine convert/cached.ts). */
      record?: Uint8Array;
    }
  | { ok: false; code: string; reason: string }
  /**
   * A message export, when the check asked (`listMessages`): not refused, but not a document either — the builder
   * lists its conversations for the person to pick (builds.messages.ts makes the transcript at build time).
   */
  | { ok: false; code: "MESSAGE_EXPORT"; reason: string; listing: ExportListing };

/** Payloads are parsed at the worker boundary: a malformed message fails its job, never the worker. */
const ZBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Expected bytes");
const ZFileJobPayload = z.object({
  file: z.object({ name: z.string(), bytes: ZBytes }),
  maxFileBytes: z.number().int().positive(),
  date: z.date(),
  /** The file's kept conversion (conversions.ts), used instead of converting again; null when none. */
  cached: ZBytes.nullable().optional(),
  /** Answer with the record of a conversion made afresh, for the caller to keep. */
  keep: z.boolean().optional(),
  /** The builder's check: a message export is listed (in this zone, the browser's) instead of converted. */
  listMessages: z.object({ timeZone: ZTimeZoneName }).optional(),
});
export type FileJobPayload = z.input<typeof ZFileJobPayload>;

let fonts: EngineFonts | undefined;

/** What both handlers hand the engine besides the file and fonts. */
interface PrepareFileOptions {
  maxFileBytes: number;
  date: Date;
  cached?: Uint8Array[];
  keepConversions?: boolean;
}

/** One file's job payload, parsed, as the engine's arguments: the file, the fonts, and its record options. */
function oneFile({
  file,
  maxFileBytes,
  date,
  cached,
  keep,
}: Omit<z.output<typeof ZFileJobPayload>, "listMessages">): [SourceFile[], EngineFonts, PrepareFileOptions] {
  const options = {
    maxFileBytes,
    date,
    ...(cached ? { cached: [cached] } : {}),
    ...(keep ? { keepConversions: true } : {}),
  };
  return [[file], (fonts ??= loadSystemFonts()), options];
}

/** A library upload: the preview's conversion of one file, which reads and writes records. */
export const fileDescribeJob = defineJob({
  name: "file.describe",
  version: 1,
  // A person waits for it while adding to the library: never behind builds (worker-pool.ts).
  lane: "check",
  schema: ZFileJobPayload,
  async handler(payload): Promise<DescribeJobResult> {
    const [item] = await previewFiles(...oneFile(payload));
    if (!item) throw new Error("no description result");
    // The engine's reason already says what is wrong and what to do.
    if (!item.ok) return { ok: false, reason: item.error.reason } satisfies DescribeJobResult;
    const { file: _name, ok: _ok, record, ...description } = item;
    return { ok: true, description, ...(record ? { record } : {}) } satisfies DescribeJobResult;
  },
});

/** The builder's check of one added file: the conversion a build would do, without a thumbnail. */
export const fileInspectJob = defineJob({
  name: "file.inspect",
  version: 1,
  // A person waits for it while adding files: never behind builds (worker-pool.ts).
  lane: "check",
  schema: ZFileJobPayload,
  async handler(payload): Promise<InspectJobResult> {
    if (payload.listMessages) {
      const found = await listMessageExport(payload.file, payload.listMessages.timeZone).catch(
        (error: unknown) => {
          if (error instanceof EngineError) return error;
          throw error;
        },
      );
      if (found instanceof EngineError) return { ok: false, code: found.code, reason: found.reason };
      if (found)
        return {
          ok: false,
          code: "MESSAGE_EXPORT",
          reason: "a message export: pick the conversations to include",
          listing: found.listing,
        } satisfies InspectJobResult;
    }
    const [result] = await inspectFiles(...oneFile(payload));
    if (!result) throw new Error("no inspection result");
    return (
      result.ok
        ? {
            ok: true,
            type: result.type,
            typeLabel: documentTypeLabel(result.type),
            pages: result.pages,
            warnings: result.warnings,
            ...(result.record ? { record: result.record } : {}),
          }
        : { ok: false, code: result.error.code, reason: result.error.reason }
    ) satisfies InspectJobResult;
  },
});

export const libraryJobs = [fileDescribeJob, fileInspectJob];
