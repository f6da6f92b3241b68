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
import type { EngineFonts, SourceFile } from "@courtready/engine";
import { ZFiledManifest, ZLabelOptions, ZRole } from "@courtready/contracts";
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

/** Bytes as a file or a conversion holds them (any Uint8Array, whatever its buffer). */
const ZBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Expected bytes");
const ZSourceFile = z.object({ name: z.string(), bytes: ZBytes });
const ZCached = z.array(ZBytes.nullable()).optional();
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
/**
 * What a build makes; the modes exclude each other (a supplement is never split nor a kit, a kit carries its own
 * review version): the standard binder, split into volumes when over `maxSizeBytes`; the enhanced kit (its court
 * binder split the same way); or a supplement continuing what was filed (engine assemble/supplement.ts).
 */
export const ZBuildOutput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("binder"), maxSizeBytes: z.number().positive().optional() }),
  z.object({
    kind: z.literal("kit"),
    maxSizeBytes: z.number().positive().optional(),
    /** At most this many scanned pages get OCR (when tesseract is installed); more would keep the person waiting. */
    ocrMaxPages: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal("supplement"), manifest: ZFiledManifest }),
]);
export type TBuildOutput = z.infer<typeof ZBuildOutput>;

/** A file of a build, with the label it keeps and its description when it has them (by file, so never a null). */
const ZBuildFile = ZSourceFile.extend({ label: z.string().optional(), description: z.string().optional() });

const ZRenderJobPayload = z.object({
  files: z.array(ZBuildFile),
  role: ZRole,
  case: ZCaseDetails,
  labels: ZLabelOptions.partial(),
  maxFileBytes: z.number().int().positive(),
  date: z.date(),
  /** This job's own temporary folder (made here, removed by the runner when the job ends). */
  tmpDir: z.string().optional(),
  /** Each file's kept conversion (library/conversions.ts), by position; null where none. */
  cached: ZCached,
  output: ZBuildOutput,
});
/** What "build.render" is given: typed from its schema, the one description of it. */
export type RenderJobPayload = z.input<typeof ZRenderJobPayload>;
type RenderJob = z.output<typeof ZRenderJobPayload>;

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
  const p = ZRenderJobPayload.parse(payload);
  return inJobTmp(p.tmpDir, () => renderIn(p, context.progress));
};

async function renderIn(p: RenderJob, progress: (p: { fraction: number; message: string }) => void) {
  const { output } = p;
  const options = {
    role: p.role,
    case: p.case,
    descriptions: p.files.map((f) => f.description),
    labels: p.labels,
    exhibitLabels: p.files.map((f) => f.label),
    ...(output.kind === "supplement" ? { supplement: output.manifest } : {}),
    preparedOn: p.date,
    maxFileBytes: p.maxFileBytes,
    ...(p.cached ? { cached: p.cached } : {}),
  };
  const files: SourceFile[] = p.files.map((f) => ({ name: f.name, bytes: f.bytes }));
  const onProgress = (fraction: number, message: string) => progress({ fraction, message });
  try {
    if (output.kind === "kit") {
      const ocr = (await (canOcr ??= ocrAvailable())) ? { maxPages: output.ocrMaxPages } : undefined;
      const kit = await buildEnhancedKit(
        files,
        engineFonts(),
        {
          ...options,
          ...(output.maxSizeBytes ? { maxSizeBytes: output.maxSizeBytes } : {}),
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
    const result =
      output.kind === "binder" && output.maxSizeBytes
        ? await buildBinderInVolumes(
            files,
            engineFonts(),
            { ...options, keepConversions: true },
            output.maxSizeBytes,
            onProgress,
          )
        : await buildBinder(files, engineFonts(), { ...options, keepConversions: true }, onProgress);
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
