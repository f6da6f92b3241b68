// Library jobs, run on the worker pool: "file.describe" converts an upload once to learn its type and pages and to
// draw its first page, exactly as a build would, so a file the binder could not use is refused at upload (from the
// file's kept conversion when there is one, keeping the one it makes otherwise);
// "file.inspect" does the same conversion for a file just added to the builder, to mark its row, or saved into a
// project (the same check as the library's, issue 22 finding 7), keeping a record of the conversion (conversions.ts)
// for the previews and builds that follow;
// "file.unlock" opens a locked PDF with its owner's password (issue 40: on a thread, never on the request thread).
// A file is handed over by its storage key (issue 40): the thread streams it to a folder of its own and the engine
// takes it by path (job-file.ts), so neither the web process nor the thread holds it whole, and a fresh conversion's
// record is streamed back to storage under the key the caller names rather than answered as bytes. Bytes in the
// payload are still accepted (a caller with a file in memory).
// Asked to (`listMessages`, issue 38), "file.inspect" and "file.describe" list a message export's conversations
// instead of converting it (a project save and a library upload keep the export as it came).
import {
  documentTypeLabel,
  EngineError,
  inspectFiles,
  loadSystemFonts,
  previewFiles,
  unlockPdf,
} from "@courtready/engine";
import type {
  DetectedType,
  DocumentTypeLabel,
  EngineFonts,
  ExportListing,
  FileDescription,
  MessageExportKind,
  FileInMemory,
  RecordPart,
  SourceFile,
} from "@courtready/engine";
import { z } from "zod";
import { ZTimeZoneName } from "@courtready/contracts";
import type { FileRefusal } from "@courtready/contracts";
import { defineJob } from "../../jobs/job.ts";
import { threadStorage } from "../../jobs/thread-storage.ts";
import { readStoredBytes } from "../../storage/staging.ts";
import { listMessageExport } from "../builds/builds.messages.ts";
import { recordStream, withJobFile } from "./job-file.ts";

export type DescribeJobResult =
  | {
      ok: true;
      description: FileDescription;
      /** With `keep`, when the file was converted afresh: its record, thumbnail included (conversions.ts). */
      record?: Uint8Array;
      /** The same, written to the payload's `recordKey` instead (a file handed over by key). */
      recordKey?: string;
    }
  | { ok: false; reason: string }
  /** A message export, when the check asked (`listMessages`): kept as it came, listed rather than described. */
  | MessageExportFound;

/**
 * A message export found by content: not a document, so not converted — a build makes its transcript
 * (builds.messages.ts). `ok: false` keeps callers that expect a document from taking it for one.
 */
export interface MessageExportFound {
  ok: false;
  code: "MESSAGE_EXPORT";
  reason: string;
  /** Absent from a result made before the field (a worker of the previous version). */
  kind?: MessageExportKind;
  listing: ExportListing;
}

/** The engine's refusal: its English reason, and its code and params when contracts words it (issue 39). */
export type Refused = { ok: false; code: string; reason: string; refusal?: FileRefusal };

/** A refusal as a job's result (structured-cloned to the main thread, so plain data). */
function refusedResult(error: EngineError): Refused {
  return {
    ok: false,
    code: error.code,
    reason: error.reason,
    ...(error.refusal ? { refusal: error.refusal } : {}),
  };
}

export type InspectJobResult =
  | {
      ok: true;
      type: DetectedType;
      typeLabel: DocumentTypeLabel;
      pages: number;
      warnings: string[];
      /** With `keep`, when the file was converted afresh: its record (engine convert/cached.ts). */
      record?: Uint8Array;
      /** The same, written to the payload's `recordKey` instead (a file handed over by key). */
      recordKey?: string;
    }
  | Refused
  /**
   * A message export, when the check asked (`listMessages`): not refused, but not a document either — the builder
   * lists its conversations for the person to pick (builds.messages.ts makes the transcript at build time).
   */
  | MessageExportFound;

/** Payloads are parsed at the worker boundary: a malformed message fails its job, never the worker. */
const ZBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Expected bytes");
/** A file as bytes, or by the key it is stored under (read on the thread, bounded by the per-file limit). */
const ZJobFile = z.union([
  z.object({ name: z.string(), bytes: ZBytes }),
  z.object({ name: z.string(), key: z.string().min(1).max(512) }),
]);
const ZFileJobPayload = z.object({
  file: ZJobFile,
  maxFileBytes: z.number().int().positive(),
  date: z.date(),
  /** The file's kept conversion (conversions.ts), used instead of converting again; null when none. */
  cached: ZBytes.nullable().optional(),
  /** The key of the file's kept conversion, read on the thread; one missing or unreadable means converting. */
  cachedKey: z.string().min(1).max(512).optional(),
  /** Answer with the record of a conversion made afresh, for the caller to keep. */
  keep: z.boolean().optional(),
  /** With `keep`: where to write that record, answered as its key instead of its bytes. */
  recordKey: z.string().min(1).max(512).optional(),
  /** A message export is listed (in this zone, the browser's or UTC) instead of converted. */
  listMessages: z.object({ timeZone: ZTimeZoneName }).optional(),
});
export type FileJobPayload = z.input<typeof ZFileJobPayload>;

/** A record can outgrow its source (a photo's page); past this many times the per-file limit it is not read. */
const RECORD_BYTES_PER_FILE_BYTE = 4;

/** The job's file as bytes, read from storage on this thread when it came by key (an unlock rewrites bytes). */
async function sourceOf(file: z.output<typeof ZJobFile>, maxFileBytes: number): Promise<FileInMemory> {
  if ("bytes" in file) return file;
  return { name: file.name, bytes: await readStoredBytes(threadStorage(), file.key, maxFileBytes) };
}

/** The kept record named by key, or null when there is none or it cannot be read (the file is converted). */
async function cachedOf(payload: z.output<typeof ZFileJobPayload>): Promise<Uint8Array | null | undefined> {
  if (!payload.cachedKey) return payload.cached;
  return keptRecordOf(payload.cachedKey, payload.maxFileBytes);
}

/** A kept conversion record read on this thread, bounded; null when it is gone (swept) or cannot be read. */
export function keptRecordOf(key: string, maxFileBytes: number): Promise<Uint8Array | null> {
  return readStoredBytes(threadStorage(), key, maxFileBytes * RECORD_BYTES_PER_FILE_BYTE).catch(() => null);
}

/**
 * A fresh record: written under `recordKey` and answered by key when the caller named one, else as bytes. One the
 * engine gave as parts (a file by path) is streamed there from its parts, its PDF from disk.
 */
async function recordOut(
  made: { record?: Uint8Array | undefined; recordParts?: RecordPart[] | undefined },
  recordKey: string | undefined,
): Promise<{ record?: Uint8Array; recordKey?: string }> {
  const { record, recordParts } = made;
  if (!record && !recordParts) return {};
  if (!recordKey) return { record: record ?? (await bytesOfStream(recordStream(recordParts!))) };
  await threadStorage().put(recordKey, record ?? recordStream(recordParts!));
  return { recordKey };
}

/** A stream's bytes joined (a record by parts answered as bytes: only for a caller that named no key). */
async function bytesOfStream(stream: AsyncIterable<Buffer>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

let fonts: EngineFonts | undefined;

/** What both handlers hand the engine besides the file and fonts. */
interface PrepareFileOptions {
  maxFileBytes: number;
  date: Date;
  cached?: Uint8Array[];
  keepConversions?: boolean;
}

/** One file's job payload, parsed, as the engine's arguments: the file, the fonts, and its record options. */
async function oneFile(
  payload: z.output<typeof ZFileJobPayload>,
  file: SourceFile,
): Promise<[SourceFile[], EngineFonts, PrepareFileOptions]> {
  const { maxFileBytes, date, keep } = payload;
  const cached = await cachedOf(payload);
  const options = {
    maxFileBytes,
    date,
    ...(cached ? { cached: [cached] } : {}),
    ...(keep ? { keepConversions: true } : {}),
  };
  return [[file], (fonts ??= loadSystemFonts()), options];
}

/**
 * With `listMessages`, the payload's file when it is a message export (by content, its first bytes, then streamed
 * by the engine from the file), or the engine's reason when it is a damaged or refused one (a
 * call log); null for any other file, which is then converted as usual.
 */
async function messageExportIn(
  payload: z.output<typeof ZFileJobPayload>,
  file: SourceFile,
): Promise<MessageExportFound | Refused | null> {
  if (!payload.listMessages) return null;
  const found = await listMessageExport(file, payload.listMessages.timeZone).catch((error: unknown) => {
    if (error instanceof EngineError) return error;
    throw error;
  });
  if (found instanceof EngineError) return refusedResult(found);
  if (!found) return null;
  return {
    ok: false,
    code: "MESSAGE_EXPORT",
    reason: "a message export: pick the conversations to include",
    kind: found.kind,
    listing: found.listing,
  };
}

/**
 * The job's file on disk (job-file.ts, copied from storage once for both looks): its listing when it is a message
 * export and the job asked, else what `convert` makes of it.
 */
function exportOr<T>(
  payload: z.output<typeof ZFileJobPayload>,
  convert: (file: SourceFile) => Promise<T>,
): Promise<T | MessageExportFound | Refused> {
  return withJobFile(threadStorage, payload.file, payload.maxFileBytes, async (file) => {
    return (await messageExportIn(payload, file)) ?? convert(file);
  });
}

/** A library upload: the preview's conversion of one file, which reads and writes records. */
export const fileDescribeJob = defineJob({
  name: "file.describe",
  version: 1,
  // A person waits for it while adding to the library: never behind builds (worker-pool.ts).
  lane: "check",
  schema: ZFileJobPayload,
  handler(payload): Promise<DescribeJobResult> {
    return exportOr(payload, async (file): Promise<DescribeJobResult> => {
      const [item] = await previewFiles(...(await oneFile(payload, file)));
      if (!item) throw new Error("no description result");
      // The engine's reason already says what is wrong and what to do.
      if (!item.ok) return { ok: false, reason: item.error.reason } satisfies DescribeJobResult;
      const { file: _name, ok: _ok, record, recordParts, ...description } = item;
      const out = await recordOut({ record, recordParts }, payload.recordKey);
      return { ok: true, description, ...out } satisfies DescribeJobResult;
    });
  },
});

/** The builder's check of one added file: the conversion a build would do, without a thumbnail. */
export const fileInspectJob = defineJob({
  name: "file.inspect",
  version: 1,
  // A person waits for it while adding files: never behind builds (worker-pool.ts).
  lane: "check",
  schema: ZFileJobPayload,
  handler(payload): Promise<InspectJobResult> {
    return exportOr(payload, async (file): Promise<InspectJobResult> => {
      const [result] = await inspectFiles(...(await oneFile(payload, file)));
      if (!result) throw new Error("no inspection result");
      if (!result.ok) return refusedResult(result.error) satisfies InspectJobResult;
      return {
        ok: true,
        type: result.type,
        typeLabel: documentTypeLabel(result.type),
        pages: result.pages,
        warnings: result.warnings,
        ...(await recordOut(result, payload.recordKey)),
      } satisfies InspectJobResult;
    });
  },
});

export type UnlockJobResult = { ok: true } | Refused;

const ZUnlockJobPayload = z.object({
  file: z.object({ name: z.string(), key: z.string().min(1).max(512) }),
  maxFileBytes: z.number().int().positive(),
  /**
   * The password as UTF-8 bytes: through a worker process's queue, bytes travel as a stored blob removed when the
   * task ends (remote-runner.ts), never in the queue's own row, which is kept for a while.
   */
  password: ZBytes,
  /** Where the opened PDF is written. */
  outKey: z.string().min(1).max(512),
});
export type UnlockJobPayload = z.input<typeof ZUnlockJobPayload>;

/** A locked PDF opened with its password: read from storage and written back there, on a thread. */
export const fileUnlockJob = defineJob({
  name: "file.unlock",
  version: 1,
  schema: ZUnlockJobPayload,
  async handler(payload): Promise<UnlockJobResult> {
    const file = await sourceOf(payload.file, payload.maxFileBytes);
    try {
      const opened = await unlockPdf(file, new TextDecoder().decode(payload.password));
      await threadStorage().put(payload.outKey, opened);
      return { ok: true };
    } catch (error) {
      if (error instanceof EngineError) return refusedResult(error);
      throw error;
    }
  },
});

export const libraryJobs = [fileDescribeJob, fileInspectJob, fileUnlockJob];
