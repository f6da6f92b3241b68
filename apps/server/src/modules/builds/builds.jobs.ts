// Build jobs, run on the worker pool so conversion and assembly never hold up the request thread: "build.preview"
// converts every file and draws its first page; "build.render" builds the binder and its ZIP. A file that cannot be
// used comes back as a named problem (never a dropped file), so the route can tell the person exactly what to fix.
// Payloads are parsed with zod here, at the worker boundary; each job's temporary files go in its own folder.
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { ZBytes, ZSourceFile, withBytes, withPdfsOnDisk } from "./builds.job-files.ts";
import {
  build,
  EngineError,
  EngineErrors,
  loadSystemFonts,
  ocrAvailable,
  previewFiles,
  estimateCompressedBytes,
  inMemory,
  sizeOf,
  translationPageCount,
  writePackageZip,
} from "@courtready/engine";
import type {
  BinderOptions,
  BuildMode,
  EngineFonts,
  EngineNote,
  SourceFile,
  TranslationInput,
} from "@courtready/engine";
import { runTool, withTempDir } from "@courtready/engine/process";
import {
  BUILD_LANGUAGES,
  ZFiledManifest,
  ZFilingProfile,
  ZLabelOptions,
  ZPageEdits,
  ZBinderSections,
  ZRedactionRuleSet,
  ZRole,
  ZStoredRedaction,
} from "@courtready/contracts";
import type { TFilingCheckReport } from "@courtready/contracts";
import { defineJob } from "../../jobs/job.ts";
import type { FiledFile } from "./builds.filing.ts";
import type { JobContext } from "../../jobs/job.ts";
import { transcriptsInPlace } from "./builds.messages.ts";
import type { InPlace } from "./builds.messages.ts";
import { pagePicturesJob } from "./builds.pages.jobs.ts";
import { withRedactions } from "./builds.redactions.ts";
import type { RedactableResult } from "./builds.redactions.ts";

export interface FileProblem {
  name: string;
  code: string;
  reason: string;
}

const ZCached = z.array(ZBytes.nullable()).optional();
/** A file's English translation as a job carries it: who translated, and typed text or the file's bytes. */
const ZJobTranslationBytes = z.object({
  translator: z.string(),
  qualifications: z.string(),
  language: z.string().optional(),
  text: z.string().optional(),
  file: z.object({ name: z.string(), bytes: ZBytes }).optional(),
});
const ZPreviewJobPayload = z.object({
  files: z.array(ZSourceFile).transform(withBytes),
  maxFileBytes: z.number().int().positive(),
  date: z.date(),
  /** This job's own temporary folder (made here, removed by the runner when the job ends). */
  tmpDir: z.string().optional(),
  /** Each file's kept conversion (library/conversions.ts), by position; null where none. */
  cached: ZCached,
  /** The person's name, for the phone's owner in an SMS backup's transcript (as the binder will print it). */
  ownerName: z.string().optional(),
  /** Each file's English translation (issue 39 §2), by position: its pages and the declaration's are counted. */
  translations: z.array(ZJobTranslationBytes.nullable()).optional(),
});
/** What "build.preview" is given. */
export type PreviewJobPayload = z.input<typeof ZPreviewJobPayload>;
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
    /** The person's language for the quality report (issue 39); absent: English. The binder is English always. */
    language: z.enum(BUILD_LANGUAGES).optional(),
  }),
  z.object({ kind: z.literal("supplement"), manifest: ZFiledManifest }),
]);
export type TBuildOutput = z.infer<typeof ZBuildOutput>;

/**
 * A file of a build, with the label it keeps, its description, and the redaction it goes in with when it has them
 * (by file, so never a null).
 */
const ZBuildFile = ZSourceFile.extend({
  label: z.string().optional(),
  description: z.string().optional(),
  redaction: ZStoredRedaction.optional(),
  /** Its English translation (issue 39 §2): the engine adds it and the translator's declaration to the exhibit. */
  translation: ZJobTranslationBytes.optional(),
  /** Its pages turned, removed or reordered in the binder (issue 37 §3); the file itself is not changed. */
  pageEdits: ZPageEdits.optional(),
});

const ZRenderJobPayload = z.object({
  files: z.array(ZBuildFile).transform(withPdfsOnDisk),
  role: ZRole,
  case: ZCaseDetails,
  labels: ZLabelOptions.partial(),
  maxFileBytes: z.number().int().positive(),
  /** The most memory the build may take (engine pipeline/memory-budget.ts); none when absent. */
  memoryBudgetBytes: z.number().int().positive().optional(),
  date: z.date(),
  /** This job's own temporary folder (made here, removed by the runner when the job ends). */
  tmpDir: z.string().optional(),
  /** Each file's kept conversion (library/conversions.ts), by position; null where none. */
  cached: ZCached,
  output: ZBuildOutput,
  /** False: the binder alone, no ZIP (the page-by-page view keeps only the binder's pages). Default true. */
  zip: z.boolean().optional(),
  /** The chosen court's sourced filing profile: the outputs follow it (clerk boxes, links, names, page size). */
  filingProfile: ZFilingProfile.optional(),
  /** The court's personal-data rules, when a file carries a redaction: the style its boxes are drawn in. */
  redactionRules: ZRedactionRuleSet.optional(),
  /** Sections (tabs) grouping the exhibits by position (issue 37 §3), checked when the build was asked for. */
  sections: ZBinderSections.optional(),
  /** Scanned pictures re-encoded at 200 dpi first (engine compress/scans.ts), as the person chose. */
  compressScans: z.boolean().optional(),
});
/** What "build.render" is given: typed from its schema, the one description of it. */
export type RenderJobPayload = z.input<typeof ZRenderJobPayload>;
/** What "build.render" works on, once its payload is parsed (files read, dates made). */
export type RenderJob = z.output<typeof ZRenderJobPayload>;

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

/** One file as the preview converted it. */
export interface PreviewItem {
  name: string;
  typeLabel: string;
  pages: number;
  warnings: string[];
  /** `warnings` as the engine's codes, in the same order: the answer says them in the person's language. */
  warningNotes?: EngineNote[];
  thumbnail: Uint8Array;
  /** A message export's generated description (its transcript's), for a file the person did not describe. */
  description?: string;
  /** The file's bytes, and about how many it would have with its scans compressed (issue 37 §3). */
  bytes: number;
  compressedBytes: number;
}

export type PreviewJobResult =
  | {
      ok: true;
      items: PreviewItem[];
      /** Each conversion made afresh (engine convert/cached.ts), by position, for the caller to keep; null where none. */
      records: (Uint8Array | null)[];
    }
  | { ok: false; problems: FileProblem[] };

export type RenderJobResult =
  | {
      ok: true;
      pdf: Uint8Array;
      /**
       * output.zip (the binder's, or enhanced-kit.zip), written to the job's temporary folder entry by entry and
       * stored from there as a stream: in memory it was every page twice more (issue 40).
       */
      zipFile: string;
      zipSize: number;
      pages: number;
      labels: string[];
      /** Where each exhibit's pages are in the binder (for the page-by-page view's labels). */
      exhibits: { label: string; first: number; last: number }[];
      warnings: string[];
      /** `warnings` as the engine's codes with their file's name, in the same order (issue 39). */
      warningNotes?: { file: string; note: EngineNote }[];
      /** The quality report's traffic light and what to fix, for the enhanced kit. */
      quality?: { status: string; summary: string[] };
      /** The number of volumes, when the binder was split under a size limit (`pdf` is then volume 1). */
      volumes?: number;
      /**
       * With `volumes`: each volume's first and last binder page (as printed), volume 1 first, so a page's picture is
       * drawn from the volume holding it (builds.pages.ts); `filed` holds the volumes' bytes in the same order.
       */
      volumeRanges?: { first: number; last: number }[];
      /** With compressScans: the files' bytes before and after (engine BuildResult.compression). */
      compression?: { beforeBytes: number; afterBytes: number };
      /** Each conversion made afresh, by position, for the caller to keep (the kit's are not returned). */
      records?: (Uint8Array | null)[];
      /** The files meant to be filed (the binder or each volume; the kit's court copy), for the filing check. */
      filed: FiledFile[];
      /** The kit's own filing check (null: it could not run), when it was built to a court's profile. */
      filingCheck?: TFilingCheckReport | null;
    }
  | { ok: false; problems: FileProblem[] };

/**
 * The files of a binder that go to the court: each volume when it was split, else the binder itself (the same
 * bytes as `pdf`, so the message to the thread carries them once). The print and review versions are never filed.
 */
// Named as the build named them (the court's file-name rule, or today's names), as in its ZIP, so the check reads
// the names the person downloads.
export function filedFilesOf(binder: {
  pdf: Uint8Array;
  volumes?: { number: number; pdf: Uint8Array }[] | undefined;
  names: { binder: string; volume: (n: number) => string };
}): FiledFile[] {
  return binder.volumes
    ? binder.volumes.map((v) => ({ name: binder.names.volume(v.number), bytes: v.pdf }))
    : [{ name: binder.names.binder, bytes: binder.pdf }];
}

// Read once per worker thread from Debian's font packages; a missing package fails the job with its message.
let fonts: EngineFonts | undefined;
const engineFonts = (): EngineFonts => (fonts ??= loadSystemFonts());

function problemOf(error: EngineError): FileProblem {
  return { name: error.file, code: error.code, reason: error.reason };
}

/**
 * A conversion kept under a message export's bytes would be of one choice's transcript, and the next choice differs:
 * replaced exports neither use nor keep one.
 */
function withoutReplaced<T>(list: (T | null)[] | undefined, replaced: boolean[]): (T | null)[] | undefined {
  return list?.map((item, i) => (replaced[i] ? null : item));
}

async function preview(
  { files, maxFileBytes, date, tmpDir, cached, ownerName, translations }: z.output<typeof ZPreviewJobPayload>,
  { progress }: JobContext,
): Promise<PreviewJobResult> {
  const { placed, items, added, compressed } = await inJobTmp(tmpDir, async () => {
    const placed = await transcriptsInPlace(files, engineFonts(), date, ownerName);
    if (placed.problems.length) return { placed, items: [], added: [], compressed: [] };
    const kept = withoutReplaced(cached, placed.replaced);
    const items = await previewFiles(
      placed.files,
      engineFonts(),
      { maxFileBytes, date, keepConversions: true, ...(kept ? { cached: kept } : {}) },
      (fraction, message) => progress({ fraction, message }),
    );
    // A translated exhibit's pages include its translation's and the declaration's, as the binder will.
    const added = await Promise.all(
      files.map((_, i) => {
        const t = translations?.[i];
        // The label only fills a blank in the declaration's sentence; the preview's labels are the server's.
        return t
          ? translationPageCount(translationOf(t), String(i + 1), engineFonts(), { maxFileBytes, date })
          : 0;
      }),
    );
    // What "Make the scans smaller" would leave of each file, from its pictures' sizes alone (nothing decoded), one
    // file at a time: the builder says how many volumes each choice makes before Generate (issue 37 §3).
    const compressed: number[] = [];
    // (A preview's files come with their bytes: inMemory reads nothing.)
    for (const file of placed.files) compressed.push(await estimateCompressedBytes(inMemory(file)));
    return { placed, items, added, compressed };
  });
  const problems = [
    ...placed.problems.map(problemOf),
    ...items.flatMap((item) => (item.ok ? [] : [problemOf(item.error)])),
    ...added.flatMap((n) => (typeof n === "number" ? [] : [problemOf(n)])),
  ];
  if (problems.length) return { ok: false, problems } satisfies PreviewJobResult;
  return {
    ok: true,
    items: items.flatMap((item, i) =>
      item.ok
        ? [
            {
              name: item.file,
              typeLabel: item.typeLabel,
              pages: item.pages + ((added[i] as number | undefined) ?? 0),
              warnings: item.warnings,
              warningNotes: item.warningNotes,
              thumbnail: item.thumbnail,
              ...(placed.generated[i] ? { description: placed.generated[i] } : {}),
              bytes: sizeOf(placed.files[i]!),
              compressedBytes: compressed[i] ?? sizeOf(placed.files[i]!),
            },
          ]
        : [],
    ),
    records: withoutReplaced(
      items.map((item) => (item.ok && item.record) || null),
      placed.replaced,
    )!,
  } satisfies PreviewJobResult;
}

/** A file's translation as the engine takes it (its optional fields left out rather than undefined). */
function translationOf(t: z.output<typeof ZJobTranslationBytes>): TranslationInput {
  return {
    translator: t.translator,
    qualifications: t.qualifications,
    ...(t.language ? { language: t.language } : {}),
    ...(t.file ? { file: t.file } : { text: t.text ?? "" }),
  };
}

// Whether this worker can make scans searchable; asked once per worker thread.
let canOcr: Promise<boolean> | undefined;

/**
 * The engine's options for a render payload whose message exports are already replaced by their transcripts
 * (`placed`): the one reading of it, for the binder and the share page's exhibits.
 */
function binderOptionsOf(p: RenderJob, placed: InPlace): BinderOptions {
  const cached = withoutReplaced(p.cached, placed.replaced);
  return {
    role: p.role,
    case: p.case,
    descriptions: p.files.map((f, i) => f.description ?? placed.generated[i]),
    labels: p.labels,
    exhibitLabels: p.files.map((f) => f.label),
    preparedOn: p.date,
    maxFileBytes: p.maxFileBytes,
    ...(p.memoryBudgetBytes !== undefined ? { memoryBudgetBytes: p.memoryBudgetBytes } : {}),
    ...(cached ? { cached } : {}),
    ...(p.filingProfile ? { filingProfile: p.filingProfile } : {}),
    ...(p.files.some((f) => f.translation)
      ? { translations: p.files.map((f) => (f.translation ? translationOf(f.translation) : undefined)) }
      : {}),
    ...(p.files.some((f) => f.pageEdits) ? { pageEdits: p.files.map((f) => f.pageEdits) } : {}),
    ...(p.sections?.length ? { sections: p.sections } : {}),
    ...(p.compressScans ? { compressScans: true } : {}),
    // The binder's conversions made afresh come back to be kept; the kit's are not returned.
    ...(p.output.kind === "kit" ? {} : { keepConversions: true }),
  };
}

async function renderIn(p: RenderJob, progress: JobContext["progress"]): Promise<RenderJobResult> {
  const { output } = p;
  // Message exports become their transcripts first; the one the person described keeps their words.
  const placed = await transcriptsInPlace(p.files, engineFonts(), p.date, p.case.partyName);
  if (placed.problems.length) return { ok: false, problems: placed.problems.map(problemOf) };
  const options = binderOptionsOf(p, placed);
  const files: SourceFile[] = placed.files;
  const onProgress = (fraction: number, message: string) => progress({ fraction, message });
  const ocr =
    output.kind === "kit" && (await (canOcr ??= ocrAvailable()))
      ? { maxPages: output.ocrMaxPages }
      : undefined;
  const mode: BuildMode =
    output.kind === "kit"
      ? {
          kind: "kit",
          maxSizeBytes: output.maxSizeBytes,
          ...(ocr ? { ocr } : {}),
          ...(output.language ? { language: output.language } : {}),
        }
      : output.kind === "supplement"
        ? { kind: "supplement", supplement: output.manifest }
        : { kind: "binder", maxSizeBytes: output.maxSizeBytes };
  try {
    const built = await build(files, engineFonts(), options, mode, onProgress);
    const result = built.binder;
    if (built.kind !== "kit") onProgress(0.95, "Packaging");
    // The job's own folder, which the runner removes when the job ends; a payload without one (only ever a test's)
    // gets a folder of its own under the system's.
    const zipFile = path.join(
      p.tmpDir ?? (await mkdtemp(path.join(tmpdir(), "courtready-zip-"))),
      "output.zip",
    );
    let zipSize = 0;
    if (p.zip === false) {
      // Nothing to package: the caller keeps only the binder.
    } else if (built.kind === "kit") {
      await writeFile(zipFile, built.kit.zip);
      zipSize = built.kit.zip.byteLength;
    } else zipSize = writePackageZip(zipFile, result, p.date);
    return {
      ok: true,
      pdf: result.pdf,
      zipFile,
      zipSize,
      pages: result.pages,
      labels: result.exhibits.map((e) => e.label),
      exhibits: result.exhibits.map((e) => ({ label: e.label, first: e.startPage, last: e.endPage })),
      warnings: result.warnings,
      warningNotes: result.documents.flatMap((document, i) =>
        document.notes.warnings.map((note) => ({ file: files[i]!.name, note })),
      ),
      ...(built.kind === "kit"
        ? {
            quality: { status: built.kit.report.status, summary: built.kit.report.summary },
            // A kit built to the court's sourced profile checked its own court copy (its quality report says so).
            ...(built.kit.report.filing_check !== undefined
              ? { filingCheck: built.kit.report.filing_check }
              : {}),
          }
        : {}),
      ...(built.kind === "binder" && result.volumes
        ? {
            volumes: result.volumes.length,
            volumeRanges: result.volumes.map((v) => ({ first: v.firstPage, last: v.lastPage })),
          }
        : {}),
      ...(result.compression
        ? {
            compression: {
              beforeBytes: result.compression.beforeBytes,
              afterBytes: result.compression.afterBytes,
            },
          }
        : {}),
      ...(result.records ? { records: withoutReplaced(result.records, placed.replaced)! } : {}),
      filed: filedFilesOf(result),
    } satisfies RenderJobResult;
  } catch (error) {
    if (error instanceof EngineErrors) return { ok: false, problems: error.errors.map(problemOf) };
    if (error instanceof EngineError) return { ok: false, problems: [problemOf(error)] };
    throw error;
  }
}

export type ExhibitsJobResult =
  | {
      ok: true;
      /** Each exhibit's own PDF, as the binder's ZIP has it ("separate exhibits"), by position; parts joined. */
      pdfs: Uint8Array[];
      /** Each conversion made afresh, by position, for the caller to keep. */
      records?: (Uint8Array | null)[];
    }
  | { ok: false; problems: FileProblem[] };

/** One PDF of an exhibit that was split across volumes: its parts in order, by qpdf. */
async function joinParts(parts: Uint8Array[]): Promise<Uint8Array> {
  return withTempDir("exhibit-parts", async (dir) => {
    const names = parts.map((_, i) => path.join(dir, `part-${i + 1}.pdf`));
    await Promise.all(parts.map((bytes, i) => writeFile(names[i]!, bytes)));
    const out = path.join(dir, "exhibit.pdf");
    const run = await runTool("qpdf", ["--deterministic-id", "--empty", "--pages", ...names, "--", out], {
      timeoutMs: 120_000,
    });
    // 3 is qpdf's "succeeded with warnings": the parts are the engine's own output, read back as written.
    if (run.code !== 0 && run.code !== 3)
      throw new Error(`qpdf could not join an exhibit's parts: ${run.stderr}`);
    return new Uint8Array(await readFile(out));
  });
}

async function exhibitsIn(p: RenderJob, progress: JobContext["progress"]): Promise<ExhibitsJobResult> {
  if (p.output.kind !== "binder") throw new Error("Internal error: exhibits are taken from a binder build");
  // The same exhibits the binder has: message exports as their transcripts.
  const placed = await transcriptsInPlace(p.files, engineFonts(), p.date, p.case.partyName);
  if (placed.problems.length) return { ok: false, problems: placed.problems.map(problemOf) };
  const files: SourceFile[] = placed.files;
  try {
    const { binder } = await build(
      files,
      engineFonts(),
      binderOptionsOf(p, placed),
      { kind: "binder", maxSizeBytes: p.output.maxSizeBytes },
      (fraction, message) => progress({ fraction, message }),
    );
    const pdfs: Uint8Array[] = [];
    for (const [i, e] of binder.exhibits.entries()) {
      // One exhibit at a time is written (assemble/types.ts#writeExhibit); a split one's parts joined by qpdf.
      const parts = e.parts?.map((_, k) => binder.writeExhibit(i, k));
      pdfs.push(parts ? await joinParts(parts) : binder.writeExhibit(i));
    }
    return {
      ok: true,
      pdfs,
      ...(binder.records ? { records: withoutReplaced(binder.records, placed.replaced)! } : {}),
    };
  } catch (error) {
    if (error instanceof EngineErrors) return { ok: false, problems: error.errors.map(problemOf) };
    if (error instanceof EngineError) return { ok: false, problems: [problemOf(error)] };
    throw error;
  }
}

/**
 * A build job's handler: `work` runs in the job's own temporary folder on the payload with its redactions applied
 * (builds.redactions.ts), so no build of a redacted file can skip them.
 */
function redactedBuild<R extends RedactableResult>(
  work: (p: RenderJob, progress: JobContext["progress"]) => Promise<R>,
): (p: RenderJob, context: JobContext) => Promise<R | { ok: false; problems: FileProblem[] }> {
  return (p, context) =>
    inJobTmp(p.tmpDir, () => withRedactions(p, context.progress, (q) => work(q, context.progress)));
}

/** Converts every file and draws its first page: the builder's preview, a project's page counts. */
export const previewJob = defineJob({
  name: "build.preview",
  version: 1,
  schema: ZPreviewJobPayload,
  handler: preview,
});

/** Builds the binder (whole, in volumes or as a supplement) or the enhanced kit, with its ZIP. */
export const renderJob = defineJob({
  name: "build.render",
  version: 2,
  schema: ZRenderJobPayload,
  handler: redactedBuild(renderIn),
});

/**
 * Builds the binder as "build.render" does and returns each exhibit's own PDF, stamped as in the binder: what a
 * share link opens (sharing.exhibits.ts). The binder itself is not kept: nothing here is the owner's build.
 */
export const exhibitsJob = defineJob({
  name: "build.exhibits",
  version: 1,
  schema: ZRenderJobPayload,
  handler: redactedBuild(exhibitsIn),
});

export const buildJobs = [previewJob, renderJob, exhibitsJob, pagePicturesJob];
