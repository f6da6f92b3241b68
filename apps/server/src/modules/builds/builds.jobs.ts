// Build jobs, run on the worker pool so conversion and assembly never hold up the request thread: "build.preview"
// converts every file and draws its first page; "build.render" builds the binder and its ZIP. A file that cannot be
// used comes back as a named problem (never a dropped file), so the route can tell the person exactly what to fix.
// Payloads are parsed with zod here, at the worker boundary; each job's temporary files go in its own folder.
import { mkdir } from "node:fs/promises";
import { z } from "zod";
import {
  buildBinder,
  buildBinderInVolumes,
  buildEnhancedKit,
  EngineError,
  EngineErrors,
  loadSystemFonts,
  ocrAvailable,
  previewFiles,
} from "@courtready/engine";
import type { CaseDetails, EngineFonts, SourceFile } from "@courtready/engine";
import { ZFiledManifest, ZLabelOptions, ZRole } from "@courtready/contracts";
import type { TFiledManifest, TLabelOptions, TRole } from "@courtready/contracts";
import type { JobHandler } from "../../jobs/worker-host.ts";

export interface FileProblem {
  name: string;
  code: string;
  reason: string;
}

export interface PreviewJobPayload {
  files: SourceFile[];
  maxFileBytes: number;
  date: Date;
  /** This job's own temporary folder (made here, removed by the runner when the job ends). */
  tmpDir?: string;
  /** Each file's kept conversion (library/conversions.ts), by position; null where none. */
  cached?: (Uint8Array | null)[];
}

const ZSourceFile = z.object({ name: z.string(), bytes: z.instanceof(Uint8Array) });
const ZCached = z.array(z.instanceof(Uint8Array).nullable()).optional();
const ZPreviewJobPayload = z.object({
  files: z.array(ZSourceFile),
  maxFileBytes: z.number().int().positive(),
  date: z.date(),
  tmpDir: z.string().optional(),
  cached: ZCached,
});
const ZCaseDetails = z.object({
  courtName: z.string().optional(),
  caseName: z.string().optional(),
  caseNumber: z.string().optional(),
  partyName: z.string().optional(),
  hearingDate: z.string().optional(),
  binderType: z.string().optional(),
});
const ZRenderJobPayload = z.object({
  files: z.array(ZSourceFile),
  descriptions: z.array(z.string().optional()),
  role: ZRole,
  case: ZCaseDetails,
  labels: ZLabelOptions.partial(),
  exhibitLabels: z.array(z.string().optional()).optional(),
  maxFileBytes: z.number().int().positive(),
  date: z.date(),
  tmpDir: z.string().optional(),
  cached: ZCached,
  kit: z
    .object({ maxSizeBytes: z.number().positive().optional(), ocrMaxPages: z.number().int().nonnegative() })
    .optional(),
  supplement: ZFiledManifest.optional(),
  maxSizeBytes: z.number().positive().optional(),
});

/**
 * Runs `work` with the engine's temporary files in `dir`: each worker thread has its own copy of process.env, and it
 * runs one job at a time, so pointing TMPDIR there keeps every job's files in the folder the runner removes.
 */
async function inJobTmp<T>(dir: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!dir) return work();
  await mkdir(dir, { recursive: true });
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
}

export type PreviewJobResult =
  | {
      ok: true;
      items: {
        name: string;
        typeLabel: string;
        pages: number;
        warnings: string[];
        thumbnail: Uint8Array;
      }[];
      /** Each conversion made afresh (engine convert/cached.ts), by position, for the caller to keep; null where none. */
      records: (Uint8Array | null)[];
    }
  | { ok: false; problems: FileProblem[] };

export interface RenderJobPayload {
  files: SourceFile[];
  descriptions: (string | undefined)[];
  role: TRole;
  case: CaseDetails;
  labels: TLabelOptions;
  /** Each file's kept label, by position (engine BuildOptions.exhibitLabels). */
  exhibitLabels?: (string | undefined)[];
  /** Build a supplement continuing what was filed (engine BuildOptions.supplement). */
  supplement?: TFiledManifest;
  maxFileBytes: number;
  date: Date;
  tmpDir?: string;
  /** Each file's kept conversion (library/conversions.ts), by position; null where none. */
  cached?: (Uint8Array | null)[];
  /** Build the enhanced kit instead; `zip` is then enhanced-kit.zip. */
  kit?: {
    /** The court's e-filing size limit, when its preset records one with a source. */
    maxSizeBytes?: number;
    /** At most this many scanned pages get OCR (when tesseract is installed); more would keep the person waiting. */
    ocrMaxPages: number;
  };
  /** The standard binder's size limit: over it, the binder is built in volumes, all of them in `zip`. */
  maxSizeBytes?: number;
}

export type RenderJobResult =
  | {
      ok: true;
      pdf: Uint8Array;
      zip: Uint8Array;
      pages: number;
      labels: string[];
      warnings: string[];
      /** The quality report's traffic light and what to fix, for the enhanced kit. */
      quality?: { status: string; summary: string[] };
      /** The number of volumes, when the binder was split under a size limit (`pdf` is then volume 1). */
      volumes?: number;
      /** Each conversion made afresh, by position, for the caller to keep (the kit's are not returned). */
      records?: (Uint8Array | null)[];
    }
  | { ok: false; problems: FileProblem[] };

// Read once per worker thread from Debian's font packages; a missing package fails the job with its message.
let fonts: EngineFonts | undefined;
const engineFonts = (): EngineFonts => (fonts ??= loadSystemFonts());

function problemOf(error: EngineError): FileProblem {
  return { name: error.file, code: error.code, reason: error.reason };
}

const preview: JobHandler = async (payload, { progress }) => {
  const { files, maxFileBytes, date, tmpDir, cached } = ZPreviewJobPayload.parse(payload);
  const items = await inJobTmp(tmpDir, () =>
    previewFiles(
      files,
      engineFonts(),
      { maxFileBytes, date, keepConversions: true, ...(cached ? { cached } : {}) },
      (fraction, message) => progress({ fraction, message }),
    ),
  );
  const problems = items.flatMap((item) => (item.ok ? [] : [problemOf(item.error)]));
  if (problems.length) return { ok: false, problems } satisfies PreviewJobResult;
  return {
    ok: true,
    items: items.flatMap((item) =>
      item.ok
        ? [
            {
              name: item.file,
              typeLabel: item.typeLabel,
              pages: item.pages,
              warnings: item.warnings,
              thumbnail: item.thumbnail,
            },
          ]
        : [],
    ),
    records: items.map((item) => (item.ok && item.record) || null),
  } satisfies PreviewJobResult;
};

// Whether this worker can make scans searchable; asked once per worker thread.
let canOcr: Promise<boolean> | undefined;

const render: JobHandler = (payload, context) => {
  const p = ZRenderJobPayload.parse(payload) as RenderJobPayload;
  return inJobTmp(p.tmpDir, () => renderIn(p, context.progress));
};

async function renderIn(p: RenderJobPayload, progress: (p: { fraction: number; message: string }) => void) {
  const options = {
    role: p.role,
    case: p.case,
    descriptions: p.descriptions,
    labels: p.labels,
    ...(p.exhibitLabels ? { exhibitLabels: p.exhibitLabels } : {}),
    ...(p.supplement ? { supplement: p.supplement } : {}),
    preparedOn: p.date,
    maxFileBytes: p.maxFileBytes,
    ...(p.cached ? { cached: p.cached } : {}),
  };
  const onProgress = (fraction: number, message: string) => progress({ fraction, message });
  try {
    if (p.kit) {
      const ocr = (await (canOcr ??= ocrAvailable())) ? { maxPages: p.kit.ocrMaxPages } : undefined;
      const kit = await buildEnhancedKit(
        p.files,
        engineFonts(),
        {
          ...options,
          ...(p.kit.maxSizeBytes ? { maxSizeBytes: p.kit.maxSizeBytes } : {}),
          ...(ocr ? { ocr } : {}),
        },
        onProgress,
      );
      return {
        ok: true,
        pdf: kit.binder.pdf,
        zip: kit.zip,
        pages: kit.binder.pages,
        labels: kit.binder.exhibits.map((e) => e.label),
        warnings: kit.binder.warnings,
        quality: { status: kit.report.status, summary: kit.report.summary },
      } satisfies RenderJobResult;
    }
    const result = p.maxSizeBytes
      ? await buildBinderInVolumes(
          p.files,
          engineFonts(),
          { ...options, keepConversions: true },
          p.maxSizeBytes,
          onProgress,
        )
      : await buildBinder(p.files, engineFonts(), { ...options, keepConversions: true }, onProgress);
    return {
      ok: true,
      pdf: result.pdf,
      zip: result.zip,
      pages: result.pages,
      labels: result.exhibits.map((e) => e.label),
      warnings: result.warnings,
      ...(result.volumes ? { volumes: result.volumes.length } : {}),
      ...(result.records ? { records: result.records } : {}),
    } satisfies RenderJobResult;
  } catch (error) {
    if (error instanceof EngineErrors) return { ok: false, problems: error.errors.map(problemOf) };
    if (error instanceof EngineError) return { ok: false, problems: [problemOf(error)] };
    throw error;
  }
}

export const buildJobHandlers: Record<string, JobHandler> = {
  "build.preview": preview,
  "build.render": render,
};
