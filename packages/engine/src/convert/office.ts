// Converts Word, Excel and RTF files to PDF with LibreOffice, many files per run, each run with its own
// throw-away profile (macros off, no link updates, no network), a timeout, and a process-wide limit on how many
// run at once. Every PDF LibreOffice writes then goes through normalizePdf, so it carries the same guarantees.
import { FILE_REASONS } from "@courtready/contracts";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EngineError, refused } from "../errors.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { RunResult } from "../tools/run.ts";
import type { FileInMemory } from "../types.ts";
import { officeFormat, looksPasswordProtected } from "./office-sniff.ts";
import type { OfficeFormat } from "./office-sniff.ts";
import { normalizePdf } from "./pdf.ts";
import type { NormalizedDocument } from "./pdf.ts";
import { fitOdsToPageWidth } from "./ods.ts";
import { registryModifications } from "./office-profile.ts";
import type { OfficeConverter } from "./office-warm.ts";
import { fitSheetsToPageWidth } from "./xlsx.ts";
import { decompressionBomb, readZipDirectory } from "../zip/checked.ts";
import { noteEnglish } from "../notes.ts";
import type { EngineNote } from "../notes.ts";

export interface ConvertOfficeOptions {
  /** Time allowed for each LibreOffice run (a batch, or a single-file retry); default 60 s + 15 s a file, ≤ 10 min. */
  timeoutMs?: number;
  /** The LibreOffice program; default "soffice" from PATH. */
  sofficeCommand?: string;
  /** The qpdf program used to normalise LibreOffice's PDFs; default "qpdf". */
  qpdfCommand?: string;
  /**
   * A warm LibreOffice (office-warm.ts) to convert with, one file at a time; default the one set with
   * setOfficeConverter, else a cold soffice run. If it is unavailable (no python3-uno) the cold run is used.
   */
  converter?: OfficeConverter;
  /** Stops a warm conversion (its LibreOffice is killed) and rejects with an AbortError. */
  signal?: AbortSignal;
}

let defaultConverter: OfficeConverter | undefined;

/**
 * The warm converter convertOffice uses when not given one, for this thread (a server job thread sets it once;
 * the CLI never does, so it keeps the cold run). undefined goes back to cold runs.
 */
export function setOfficeConverter(converter: OfficeConverter | undefined): void {
  defaultConverter = converter;
}

export const OFFICE_REASONS = {
  failed: FILE_REASONS.officeFailed,
  password: FILE_REASONS.officePassword,
  empty: FILE_REASONS.emptyFile,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Concurrency: LibreOffice takes ~210 MB a run, so runs queue for a slot, process-wide.

let slots = 1;
let running = 0;
const waiting: Array<() => void> = [];

/** How many LibreOffice runs may be in progress at once in this process (default 1). */
export function setOfficeConcurrency(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError("office concurrency must be a whole number ≥ 1");
  slots = limit;
  while (running < slots && waiting.length > 0) {
    running++;
    waiting.shift()!();
  }
}

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < slots) running++;
  // A finished run hands its slot straight to the next in line, so a newcomer cannot slip in between.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    if (waiting.length > 0 && running <= slots) waiting.shift()!();
    else running--;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// One LibreOffice run.

interface Job {
  file: FileInMemory;
  /** Safe name on disk ("f0001"); the user's name never reaches the file system or the command line. */
  id: string;
  format: OfficeFormat;
  /** What LibreOffice is given: the original bytes, or a copy with print settings fitted. */
  input: Uint8Array;
  ext: OfficeFormat | "ods";
  /** What fitting the workbook found (notes.ts), for the document's warnings. */
  notes: EngineNote[];
}

interface RunOutcome {
  /** Output bytes by job id, for the jobs LibreOffice finished. */
  outputs: Map<string, Uint8Array>;
  result: RunResult;
}

function abnormal(result: RunResult): boolean {
  return result.timedOut || result.signal !== null || result.code !== 0;
}

/**
 * Whether LibreOffice finished writing the file: a PDF ends with %%EOF, an .ods with the ZIP central directory.
 * A file cut short by a kill or crash lacks them and must not pass for a conversion.
 */
function complete(bytes: Uint8Array, target: "pdf" | "ods"): boolean {
  if (bytes.length === 0) return false;
  if (target === "ods") return readZipDirectory(bytes) !== null;
  return Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024)))
    .toString("latin1")
    .includes("%%EOF");
}

async function runOnce(
  jobs: Job[],
  target: "pdf" | "ods",
  command: string,
  timeoutMs: number,
): Promise<RunOutcome> {
  return withTempDir("office", async (dir) => {
    const profile = path.join(dir, "profile");
    const input = path.join(dir, "in");
    const output = path.join(dir, "out");
    const temp = path.join(dir, "tmp");
    await Promise.all([
      mkdir(path.join(profile, "user"), { recursive: true }),
      mkdir(input),
      mkdir(output),
      mkdir(temp),
    ]);
    await writeFile(path.join(profile, "user", "registrymodifications.xcu"), registryModifications());
    const inputs = jobs.map((job) => path.join(input, `${job.id}.${job.ext}`));
    await Promise.all(jobs.map((job, i) => writeFile(inputs[i]!, job.input)));

    const args = [
      "--headless",
      "--norestore",
      "--nolockcheck",
      "--nodefault",
      "--nologo",
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      "--convert-to",
      target,
      "--outdir",
      output,
      ...inputs,
    ];
    // LibreOffice's own temporary files go in the run's folder, so a killed run leaves nothing behind.
    const result = await runTool(command, args, {
      timeoutMs,
      cwd: dir,
      env: { ...process.env, TMPDIR: temp },
    });

    const outputs = new Map<string, Uint8Array>();
    const written = new Set(await readdir(output).catch(() => [] as string[]));
    for (const job of jobs) {
      const name = `${job.id}.${target}`;
      if (!written.has(name)) continue;
      const bytes = new Uint8Array(await readFile(path.join(output, name)));
      if (complete(bytes, target)) outputs.set(job.id, bytes);
    }
    return { outputs, result };
  });
}

/**
 * Converts the jobs in one run; if that run crashed, retries each unfinished file alone once, so one bad file
 * cannot fail the others. A timeout is not retried: the unfinished files fail with TOOL_TIMEOUT.
 */
async function runLibreOffice(
  jobs: Job[],
  target: "pdf" | "ods",
  command: string,
  timeoutMs: number,
  warm?: { converter: OfficeConverter; timeoutMs: number; signal: AbortSignal | undefined },
): Promise<Map<string, Uint8Array | EngineError>> {
  if (warm) {
    const converted = await runWarm(jobs, target, warm);
    if (converted) {
      // A file that crashed the warm LibreOffice gets a cold run of its own, as a crashed batch's files do: the
      // headless -nogui build of 7.4 aborts on Writer comments when it has a view loop running (decisions.md).
      const results = new Map<string, Uint8Array | EngineError>();
      const crashed: Job[] = [];
      for (const job of jobs) {
        const outcome = converted.get(job.id);
        if (outcome === undefined || outcome === CRASHED) crashed.push(job);
        else results.set(job.id, outcome);
      }
      if (crashed.length > 0)
        for (const [id, outcome] of await runLibreOffice(crashed, target, command, timeoutMs))
          results.set(id, outcome);
      return results;
    }
  }
  const results = new Map<string, Uint8Array | EngineError>();
  const batch = await withSlot(() => runOnce(jobs, target, command, timeoutMs));
  const settle = (job: Job, outcome: RunOutcome): void => {
    const bytes = outcome.outputs.get(job.id);
    if (bytes) results.set(job.id, bytes);
    else results.set(job.id, failureFor(job, outcome.result));
  };
  const retry = abnormal(batch.result) && !batch.result.timedOut && !batch.result.missing && jobs.length > 1;
  for (const job of jobs) {
    if (batch.outputs.has(job.id) || !retry) {
      settle(job, batch);
      continue;
    }
    settle(job, await withSlot(() => runOnce([job], target, command, timeoutMs)));
  }
  return results;
}

/** The run result a cold run would have ended with, for failureFor. */
function warmResult(reason: "failed" | "timeout"): RunResult {
  return {
    code: reason === "failed" ? 1 : null,
    signal: null,
    stdout: "",
    stderr: "",
    timedOut: reason === "timeout",
    missing: false,
  };
}

/** A file the warm converter crashed on: converted again with a cold run. */
const CRASHED = Symbol("crashed");

/**
 * Converts the jobs one by one with the warm converter (a timeout is per file here); undefined when it is
 * unavailable, so the caller runs them cold. Files it crashed on are marked CRASHED for a cold run.
 */
async function runWarm(
  jobs: Job[],
  target: "pdf" | "ods",
  warm: { converter: OfficeConverter; timeoutMs: number; signal: AbortSignal | undefined },
): Promise<Map<string, Uint8Array | EngineError | typeof CRASHED> | undefined> {
  const results = new Map<string, Uint8Array | EngineError | typeof CRASHED>();
  for (const job of jobs) {
    const outcome = await warm.converter.convert({ bytes: job.input, ext: job.ext }, target, {
      timeoutMs: warm.timeoutMs,
      ...(warm.signal ? { signal: warm.signal } : {}),
    });
    if (outcome.ok && complete(outcome.bytes, target)) results.set(job.id, outcome.bytes);
    else if (outcome.ok) results.set(job.id, failureFor(job, warmResult("failed")));
    else if (outcome.reason === "unavailable") return undefined;
    else if (outcome.reason === "crashed") results.set(job.id, CRASHED);
    else results.set(job.id, failureFor(job, warmResult(outcome.reason)));
  }
  return results;
}

/** Why a file has no output, from how its LibreOffice run ended. */
function failureFor(job: Job, result: RunResult): EngineError {
  const name = job.file.name;
  if (result.missing) return refused("OFFICE_UNAVAILABLE", name, { code: "officeUnavailable" });
  if (result.timedOut) return refused("TOOL_TIMEOUT", name, { code: "officeTimeout" });
  if (result.signal !== null) return refused("TOOL_FAILED", name, { code: "officeCrashed" });
  // Headless LibreOffice never prompts for a password: it fails to load the file. The bytes tell why.
  if (looksPasswordProtected(job.file.bytes))
    return new EngineError("OFFICE_NEEDS_PASSWORD", name, OFFICE_REASONS.password);
  return new EngineError("OFFICE_CONVERSION_FAILED", name, OFFICE_REASONS.failed);
}

/** Fits a workbook's sheets to the page width; one that cannot be edited safely converts as it is. */
function fitWorkbook(job: Job): void {
  const fitted = job.ext === "ods" ? fitOdsToPageWidth(job.input) : fitSheetsToPageWidth(job.input);
  if (!fitted) return;
  job.input = fitted.bytes;
  job.notes.push(...fitted.warningNotes);
}

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${Math.round(bytes / (1024 * 1024))} MB`;
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * Converts Word (.doc, .docx), Excel (.xls, .xlsx) and RTF files to PDF, all in one LibreOffice run where
 * possible (legacy .xls workbooks take one extra run, to .ods, so their sheets can be fitted to the page).
 * Spreadsheets print one page wide on Letter, landscape when their columns need it.
 *
 * Each result is either the converted document (with the guarantees of `NormalizedDocument`, see pdf.ts) or the
 * EngineError for that file: OFFICE_CONVERSION_FAILED, OFFICE_NEEDS_PASSWORD, OFFICE_UNAVAILABLE,
 * DECOMPRESSION_BOMB, EMPTY_FILE, TOOL_TIMEOUT, TOOL_FAILED (or a qpdf error from normalising the output).
 * One bad file never fails the others. Never throws for a file's problem.
 * @param files Names must be unique: results are keyed by name.
 * @example const results = await convertOffice([{ name: "letter.docx", bytes }]);
 */
export async function convertOffice(
  files: FileInMemory[],
  options: ConvertOfficeOptions = {},
): Promise<Map<string, NormalizedDocument | EngineError>> {
  const command = options.sofficeCommand ?? "soffice";
  const results = new Map<string, NormalizedDocument | EngineError>();
  const jobs: Job[] = [];
  const names = new Set<string>();

  for (const [index, file] of files.entries()) {
    if (names.has(file.name))
      throw new Error(`convertOffice: two files are named "${file.name}"; names must be unique`);
    names.add(file.name);
    if (file.bytes.length === 0) {
      results.set(file.name, new EngineError("EMPTY_FILE", file.name, OFFICE_REASONS.empty));
      continue;
    }
    const bomb = decompressionBomb(file.bytes);
    if (bomb) {
      results.set(
        file.name,
        refused("DECOMPRESSION_BOMB", file.name, {
          code: "officeBomb",
          params: { declared: size(bomb.declaredBytes), actual: size(file.bytes.length) },
        }),
      );
      continue;
    }
    const format = officeFormat(file.bytes, file.name);
    const job: Job = {
      file,
      id: `f${String(index + 1).padStart(4, "0")}`,
      format,
      input: file.bytes,
      ext: format,
      notes: [],
    };
    if (format === "xlsx") fitWorkbook(job);
    jobs.push(job);
  }
  if (jobs.length === 0) return results;

  const timeoutMs = options.timeoutMs ?? Math.min(600_000, 60_000 + 15_000 * jobs.length);
  const converter = options.converter ?? defaultConverter;
  // A warm conversion is timed per file: the same allowance a one-file cold run gets.
  const warm = converter
    ? { converter, timeoutMs: options.timeoutMs ?? 75_000, signal: options.signal }
    : undefined;

  // Legacy workbooks: LibreOffice first rewrites them in its own .ods format (one run for all), whose page styles
  // can then be fitted. Not .xlsx: that rewrite lost an embedded MS Chart in the corpus, .ods renders exactly as
  // the .xls. One that fails here goes on as it is and gets its verdict from the main run.
  const legacy = jobs.filter((job) => job.format === "xls");
  if (legacy.length > 0) {
    const rewritten = await runLibreOffice(legacy, "ods", command, timeoutMs, warm);
    for (const job of legacy) {
      const outcome = rewritten.get(job.id);
      if (outcome instanceof Uint8Array) {
        job.input = outcome;
        job.ext = "ods";
        fitWorkbook(job);
      } else if (outcome && (outcome.code === "OFFICE_UNAVAILABLE" || outcome.code === "TOOL_TIMEOUT")) {
        results.set(job.file.name, outcome);
      }
    }
  }

  const pending = jobs.filter((job) => !results.has(job.file.name));
  const converted =
    pending.length > 0 ? await runLibreOffice(pending, "pdf", command, timeoutMs, warm) : new Map();
  for (const job of pending) {
    const outcome = converted.get(job.id);
    if (!(outcome instanceof Uint8Array)) {
      results.set(
        job.file.name,
        outcome ?? new EngineError("OFFICE_CONVERSION_FAILED", job.file.name, OFFICE_REASONS.failed),
      );
      continue;
    }
    try {
      const document = await normalizePdf(
        { name: job.file.name, bytes: outcome },
        { timeoutMs, qpdfCommand: options.qpdfCommand, dropDocumentInfo: true },
      );
      results.set(job.file.name, {
        ...document,
        warnings: [...job.notes.map(noteEnglish), ...document.warnings],
        warningNotes: [...job.notes, ...document.warningNotes],
      });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      // A PDF LibreOffice wrote that qpdf cannot read means the conversion failed, whatever qpdf calls it.
      const failed = error.code === "PDF_DAMAGED" || error.code === "PDF_NEEDS_PASSWORD";
      results.set(
        job.file.name,
        failed ? new EngineError("OFFICE_CONVERSION_FAILED", job.file.name, OFFICE_REASONS.failed) : error,
      );
    }
  }
  return results;
}
