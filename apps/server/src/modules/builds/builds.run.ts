// Runs one build job taken from the queue: copies its input files from storage into the job's folder, converts
// and assembles them on the worker pool, stores what it made (binder.pdf and output.zip, or enhanced-kit.zip) under
// the owner's builds folder with a `builds` row, and returns the answer the waiting request (or the person coming
// back) gets.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import type { BuildJobRow, Database } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { labelOptionsOf } from "@courtready/contracts";
import type { TFilingCheckReport } from "@courtready/contracts";
import { filingProfileFor, redactionRulesOrFederal } from "@courtready/courts";
import type { FileInMemory, SourceFile } from "@courtready/engine";
import { readTranslations } from "./builds.translations.ts";
import type { JobTranslationPayload } from "./builds.translations.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import { JobFailedError } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { isOutOfSpace, OUT_OF_SPACE_MESSAGE } from "../../plugins/uploads.ts";
import { keepConversions, loadConversions } from "../library/conversions.ts";
import { stageOf } from "./builds.progress.ts";
import { checkFiledFiles } from "./builds.filing.ts";
import type { FilingChecker } from "./builds.filing.ts";
import { previewJob, renderJob } from "./builds.jobs.ts";
import { keepVolumes, PAGES_PDF } from "./builds.pages.ts";
import type { RenderJobPayload } from "./builds.jobs.ts";
import type { JobExecutor, JobOutcome } from "./builds.queue.ts";
import { insertBuild } from "./builds.repository.ts";
import { ownedBuffers, presetOf, rejectedMessage, renderAnswer, warningsIn } from "./builds.service.ts";
import { previewAnswer } from "./builds.preview.ts";
import type { TJobInput } from "./builds.service.ts";
import { parseStoredJobInput } from "./builds.stored-input.ts";
import { retrying, retryPolicy } from "./builds.retry.ts";
import type { RetryPolicy } from "./builds.retry.ts";

export interface RunDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  jobs: JobRunner;
  maxFileBytes: number;
  /** The most memory one build may take (config's jobMemoryBudgetBytes); none when absent. */
  memoryBudgetBytes?: number;
  retentionHours: number;
  /** Told how many files a job converted afresh and how many it took from kept records (the log, tests). */
  onConversions?: (counts: { kind: string; converted: number; reused: number }) => void;
  /** Checks a binder's or kit's filed files against the chosen court's profile (builds.filing.ts). */
  checkFiling: FilingChecker;
  /** Told when a filing check could not run (the build still ends, its check null). */
  onCheckError?: (error: unknown) => void;
  /** How reading inputs and storing outputs ride out a storage or database blip (builds.retry.ts). Default 90 s. */
  retry?: RetryPolicy;
  /** Told of each failed call that is tried again. */
  onRetry?: (error: unknown, attempt: number) => void;
}

/** What the progress bar says while the filing check runs. */
export const FILING_CHECK_PROGRESS = "Checking the files against the court's filing rules";

/** The file names a kept build offers for download. */
export const KIT_DOWNLOAD = "enhanced-kit.zip";

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  // One allocation the file owns alone, so it can be handed to the worker thread without a copy.
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** A build's input file copied into the job's folder (`stageInputs`): its name, where it is, and its SHA-256. */
export interface StagedInput {
  name: string;
  path: string;
  /** The key its kept conversion is under (library/conversions.ts), the same as `sourceDigest` of its bytes. */
  digest: string;
}

/**
 * Copies each input file from storage into `dir` as a stream, hashing it on the way (issue 40): the job's thread
 * reads it from there (builds.job-files.ts#withBytes), so this thread holds no file. Reading each whole here held its
 * chunks and the joined bytes at once, twice a 250 MB file, for every build in flight.
 */
export async function stageInputs(
  storage: FileStorage,
  input: TJobInput,
  dir: string,
  retry?: RetryPolicy,
  /** Told of each retried failure, so an outage while a build reads its files is in the log too. */
  onRetry?: (error: unknown, attempt: number) => void,
): Promise<StagedInput[]> {
  const folder = path.join(dir, "inputs");
  await mkdir(folder, { recursive: true });
  const staged: StagedInput[] = [];
  for (const [i, file] of input.files.entries()) {
    // Named by position: a person's file name is theirs to choose, never a path here.
    const target = path.join(folder, String(i));
    // Copied again from the start after a failure (the file replaced): a stream cut half-way cannot be resumed.
    const copy = async () => {
      const hash = createHash("sha256");
      await pipeline(
        await storage.get(file.key),
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(target),
      );
      return hash.digest("hex");
    };
    const digest = retry ? await retrying(retry, copy, { onRetry }) : await copy();
    staged.push({ name: file.name, path: target, digest });
  }
  return staged;
}

export async function readInputs(
  storage: FileStorage,
  input: TJobInput,
  retry?: RetryPolicy,
  /** Told of each retried failure, so an outage while a build reads its files is in the log too. */
  onRetry?: (error: unknown, attempt: number) => void,
): Promise<FileInMemory[]> {
  const files: FileInMemory[] = [];
  const read = async (key: string) => bytesOf(await storage.get(key));
  // Each file is read again whole after a failure: a stream cut half-way cannot be resumed.
  for (const file of input.files)
    files.push({
      name: file.name,
      bytes: retry ? await retrying(retry, () => read(file.key), { onRetry }) : await read(file.key),
    });
  return files;
}

/** A file as a job takes it: its bytes, or its copy in the job's folder (`stageInputs`). */
type JobFile = SourceFile | { name: string; path: string };

/** The files as a job takes them: a message export with the person's choice in it (builds.messages.ts). */
function withChoices<T extends JobFile>(files: T[], input: TJobInput) {
  return files.map((file, i) => {
    const messages = input.files[i]!.messages;
    return messages ? { ...file, messages } : file;
  });
}

function rejectedOutcome(problems: { name: string; code: string; reason: string }[]): JobOutcome {
  return {
    state: "failed",
    code: "FILES_REJECTED",
    message: rejectedMessage(problems),
    result: { problems },
  };
}

/**
 * The render job's payload for a stored input and its files' bytes: the one reading of a build's input, for the
 * builder's and a project's builds and the share page's exhibits (which must agree with them).
 */
export function renderPayloadOf(
  input: TJobInput,
  files: JobFile[],
  run: Pick<RenderJobPayload, "maxFileBytes" | "memoryBudgetBytes" | "date" | "tmpDir" | "cached">,
  translations: readonly (JobTranslationPayload | undefined)[] = [],
): RenderJobPayload {
  const preset = presetOf(input.presetKey);
  const filingProfile = input.presetKey ? filingProfileFor(input.presetKey) : undefined;
  return {
    files: withChoices(files, input).map((file, i) => ({
      ...file,
      label: input.files[i]!.label,
      description: input.files[i]!.description,
      ...(input.files[i]!.redaction ? { redaction: input.files[i]!.redaction } : {}),
      ...(translations[i] ? { translation: translations[i] } : {}),
      ...(input.files[i]!.pageEdits ? { pageEdits: input.files[i]!.pageEdits } : {}),
    })),
    // The court's personal-data rules (FRCP 5.2 without a court): the style of each redacted exhibit's boxes.
    ...(input.files.some((f) => f.redaction)
      ? { redactionRules: redactionRulesOrFederal(input.presetKey) }
      : {}),
    role: input.role,
    case: input.case,
    labels: labelOptionsOf(preset?.labeling),
    ...(input.sections?.length ? { sections: input.sections } : {}),
    ...(input.compressScans ? { compressScans: true } : {}),
    ...run,
    output: input.output,
    // A court's own rules shape the outputs; the generic profile (other courts' strictest rules) only informs
    // the check, so a court with no recorded rules gets the binder as always, not one shrunk for boxes it may
    // not have.
    ...(filingProfile?.kind === "sourced" ? { filingProfile } : {}),
  };
}

export function createBuildExecutor(deps: RunDeps): JobExecutor {
  const retry = deps.retry ?? retryPolicy();
  const persist = <T>(call: () => Promise<T>) => retrying(retry, call, { onRetry: deps.onRetry });
  return async (job: BuildJobRow, { signal, tmpDir, progress }) => {
    const input = parseStoredJobInput(job.input);
    const date = new Date(input.date);
    const onProgress = (p: { fraction: number; message?: string }) => {
      const message = p.message ?? "Working";
      progress(
        stageOf(message, p.fraction) === "done" ? "packaging" : stageOf(message, p.fraction),
        p.fraction,
        message,
      );
    };
    const staged = await stageInputs(deps.storage, input, tmpDir, retry, deps.onRetry);
    const files = staged.map(({ name, path: file }) => ({ name, path: file }));
    // Each translation's file, read as the exhibits are (issue 39 §2).
    const translations = await readTranslations(input.files, (key) =>
      retrying(retry, async () => bytesOf(await deps.storage.get(key)), { onRetry: deps.onRetry }),
    );
    // Each file's conversion kept from its check or an earlier build (library/conversions.ts): the worker uses these
    // instead of converting again, and the conversions it makes afresh are kept under the same keys.
    const digests = staged.map((s) => s.digest);
    const cached = await loadConversions(deps, job.user_id, digests, deps.maxFileBytes, date);
    const reused = cached.filter(Boolean).length;
    const transfer = ownedBuffers(cached.flatMap((bytes) => (bytes ? [{ name: "", bytes }] : [])));
    const keep = async (records: (Uint8Array | null)[] | undefined) => {
      const converted = await keepConversions(deps, job.user_id, digests, records, date);
      deps.onConversions?.({ kind: job.kind, converted, reused });
    };
    try {
      if (job.kind === "preview") {
        const result = await deps.jobs.run(
          previewJob,
          {
            files: withChoices(files, input),
            maxFileBytes: deps.maxFileBytes,
            date,
            tmpDir,
            cached,
            ...(input.case.partyName ? { ownerName: input.case.partyName } : {}),
            ...(translations.some(Boolean) ? { translations: translations.map((t) => t ?? null) } : {}),
          },
          { signal, onProgress, transfer },
        );
        if (!result.ok) return rejectedOutcome(result.problems);
        await keep(result.records);
        return { state: "done", result: previewAnswer(input, result.items) };
      }
      const filingProfile = input.presetKey ? filingProfileFor(input.presetKey) : undefined;
      const result = await deps.jobs.run(
        renderJob,
        renderPayloadOf(
          input,
          files,
          {
            maxFileBytes: deps.maxFileBytes,
            ...(deps.memoryBudgetBytes !== undefined ? { memoryBudgetBytes: deps.memoryBudgetBytes } : {}),
            date,
            tmpDir,
            cached,
            // The page-by-page view keeps the binder's pages only: no ZIP is made for it.
            ...(job.kind === "pages" ? { zip: false } : {}),
          },
          translations,
        ),
        { signal, onProgress, transfer },
      );
      if (!result.ok) return rejectedOutcome(result.problems);
      await keep(result.records);
      // A project's preview binder is not filed from here (its filing is "Mark as filed"); its supplement is meant to
      // be filed as it is, so it is checked like the builder's builds.
      const supplement = input.output.kind === "supplement";
      let filingCheck: TFilingCheckReport | null = null;
      if ((job.kind !== "project_preview" && job.kind !== "pages") || supplement) {
        progress("packaging", 0.96, FILING_CHECK_PROGRESS);
        // A kit built to the court's own profile has checked itself: the same check, not run twice.
        filingCheck =
          result.filingCheck !== undefined
            ? result.filingCheck
            : await checkFiledFiles(
                deps.checkFiling,
                filingProfile,
                result.filed,
                tmpDir,
                (error) => deps.onCheckError?.(error),
                input.language,
              );
      }
      progress("packaging", 0.98, "Saving your binder");
      const id = newId();
      const prefix = `users/${job.user_id}/builds/${id}`;
      const expiresAt = new Date(date.getTime() + deps.retentionHours * 60 * 60 * 1000);
      // Tried again through a storage or database blip before the finished build is given up (issue 41); each try
      // writes every file again (a put replaces), then the row.
      try {
        await persist(async () => {
          // The ZIP as a stream from the job's folder (a fresh one each try), never read whole here.
          if (job.kind === "compile") {
            await deps.storage.put(`${prefix}/${KIT_DOWNLOAD}`, createReadStream(result.zipFile));
          } else if (job.kind === "pages") {
            await deps.storage.put(`${prefix}/${PAGES_PDF}`, result.pdf);
          } else {
            await deps.storage.put(`${prefix}/binder.pdf`, result.pdf);
            await deps.storage.put(`${prefix}/output.zip`, createReadStream(result.zipFile));
            // Split: the later volumes and every volume's pages too, for the page pictures past volume 1.
            if (result.volumeRanges)
              await keepVolumes(deps.storage, prefix, result.volumeRanges, result.filed);
          }
          await insertBuild(deps.db, {
            id,
            user_id: job.user_id,
            kind: job.kind === "compile" || job.kind === "pages" ? job.kind : "render",
            storage_prefix: prefix,
            exhibit_count: input.files.length,
            page_count: result.pages,
            pdf_size: job.kind === "compile" ? 0 : result.pdf.byteLength,
            zip_size: result.zipSize,
            created_at: toDbTime(date),
            expires_at: toDbTime(expiresAt),
          });
        });
      } catch (error) {
        // Given up: what was stored goes at once (still trying through the blip), not at the hourly sweep.
        await persist(() => deps.storage.deleteFolder(prefix)).catch(() => {});
        if (isOutOfSpace(error))
          return { state: "failed", code: "OUT_OF_SPACE", message: OUT_OF_SPACE_MESSAGE };
        throw error;
      }
      const answer =
        job.kind === "compile"
          ? {
              kit: `/api/builds/${id}/${KIT_DOWNLOAD}`,
              ...(result.quality ? { quality: result.quality } : {}),
              filing_check: filingCheck,
            }
          : job.kind === "pages"
            ? {
                success: true,
                pagesUrl: `/api/builds/${id}/pages`,
                pageCount: result.pages,
                exhibits: result.exhibits,
              }
            : job.kind === "project_preview"
              ? {
                  previewUrl: `/api/builds/${id}/binder.pdf`,
                  ...(supplement ? { filing_check: filingCheck } : {}),
                  // Split under the saved project's size limit: binder.pdf is volume 1, the ZIP holds them all.
                  ...(result.volumes
                    ? { volumes: result.volumes, zipUrl: `/api/builds/${id}/output.zip` }
                    : {}),
                }
              : renderAnswer(input, {
                  id,
                  expiresAt,
                  pages: result.pages,
                  warnings: warningsIn(result, input.language),
                  ...(result.volumes ? { volumes: result.volumes } : {}),
                  ...(result.compression ? { scans: result.compression } : {}),
                  filingCheck,
                });
      return { state: "done", result: answer, buildId: id };
    } catch (error) {
      if (error instanceof JobFailedError && error.code === "ABORTED")
        return {
          state: "abandoned",
          code: "ABANDONED",
          message: "The build was stopped before it finished.",
        };
      throw error;
    }
  };
}
