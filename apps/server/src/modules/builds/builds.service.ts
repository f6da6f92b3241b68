// The builder's rules on the server: who may build (signed in, active membership, a one-time pass used once), how
// the multipart fields become a build job's input (case details, labels, descriptions), and how a finished job's row
// becomes the answer preview, render and compile give. Running a job is builds.run.ts; the queue builds.queue.ts.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import { allPresets } from "@courtready/courts";
import {
  BINDER_TYPE_NAMES,
  BUILD_LANGUAGES,
  BUILD_ERROR_CODES,
  BUILDER_MESSAGES,
  reminderDeadlines,
  sizeLimitBytes,
  ZRole,
  ZBuildPayload,
  ZStoredRedaction,
  ZMessageChoice,
  ZPageEdits,
  ZBinderSections,
  canonicalPageEdits,
  sectionRuns,
} from "@courtready/contracts";
import type {
  TBinderSection,
  BuildRequest,
  TBuildLanguage,
  TCaseInfo,
  TCourtPreset,
  TFileDescriptionEntry,
  TFileRedaction,
  TFiledManifest,
  TFilingCheckReport,
  TStoredRedaction,
  TRenderResponse,
  TUser,
} from "@courtready/contracts";
import { warningIn } from "@courtready/engine";
import type { EngineNote, FileInMemory } from "@courtready/engine";
import { z } from "zod";
import { HttpError } from "../../plugins/errors.ts";
import { isRebuildOf, requireOwned } from "../../policy.ts";
import type { BuildJobRow, BuildRow } from "@courtready/db";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../clock.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { OUT_OF_SPACE_MESSAGE, readUploadToStorage } from "../../plugins/uploads.ts";
import type { DataStore } from "@tus/utils";
import { withNamedUploads } from "../uploads/resumable.claim.ts";
import type { ReadUpload } from "../../plugins/uploads.ts";
import { claimBinderUse, everyoneIsMemberOn, usedPassOf } from "../membership/membership.service.ts";
import { ZBuildOutput } from "./builds.jobs.ts";
import type { FileProblem, TBuildOutput } from "./builds.jobs.ts";
import { endJob } from "./builds.queue.ts";
import type { BuildQueue } from "./builds.queue.ts";
import { findBuild, paidBuildInput, updateJobIf } from "./builds.repository.ts";
import { admitBuild } from "./builds.slots.ts";
import { BuildError } from "./builds.refusals.ts";
import { translationsFor, ZJobTranslation } from "./builds.translations.ts";
import { entriesFor } from "./builds.entries.ts";

export interface BuildDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  jobs: JobRunner;
  queue: BuildQueue;
  clock: Clock;
  maxFileBytes: number;
  /** The most all of one build's files may add up to. */
  maxBuildBytes: number;
  retentionHours: number;
  /** The resumable uploads' store (issue 40): a build may name finished uploads instead of sending their bytes. */
  resumable?: DataStore;
}

/** A build's input file: where its bytes are in storage, under the name it was sent with. */
export interface StoredFile {
  name: string;
  key: string;
  size: number;
  sha256?: string;
}

const text = (entry: { title: string; description: string }) => `${entry.title}: ${entry.description}`;

function textValue(payload: Record<string, unknown>, key: string): string | undefined {
  const value = payload[key];
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** The case information the preview shows and the cover page prints, read from the payload (§3 builder state). */
export function caseInfoOfPayload(payload: Record<string, unknown>): TCaseInfo {
  const info: TCaseInfo = {};
  for (const key of ["caseName", "caseNumber", "partyName", "hearingDate"] as const) {
    const value = textValue(payload, key);
    if (value !== undefined) info[key] = value;
  }
  return info;
}

/** The court for a preset key; an unknown key (say, from an old saved session) means no court on the cover. */
export function presetOf(key: string | undefined): TCourtPreset | undefined {
  return key ? allPresets().get(key) : undefined;
}

/**
 * Each file's kept label, by position (undefined where none): the engine and the preview label with these through
 * the one rule (assignExhibitLabels), so a saved project's binder carries the labels its documents kept.
 */
export function keptLabelsFor(
  files: { name: string }[],
  kept: (string | undefined)[] | undefined,
): (string | undefined)[] {
  if (!kept) return files.map(() => undefined);
  if (kept.length !== files.length)
    throw new BuildError(
      400,
      BUILD_ERROR_CODES.badRequest,
      "The exhibitLabels field must give one label for each file, in order.",
    );
  return kept;
}

/** Each file's description (entriesFor), blank as none. */
export function descriptionsFor(
  files: { name: string }[],
  entries: TFileDescriptionEntry[],
): (string | undefined)[] {
  return entriesFor(files, entries).map((match) => match?.description?.trim() || undefined);
}

/** Each file's redaction (issue 43), none where it has no hit accepted and no box drawn. */
export function redactionsFor(
  files: { name: string }[],
  entries: TFileRedaction[],
): (TStoredRedaction | undefined)[] {
  return entriesFor(files, entries).map((match) =>
    match && (match.hits.length || match.boxes.length)
      ? { hits: match.hits, boxes: match.boxes, ...(match.layout ? { layout: match.layout } : {}) }
      : undefined,
  );
}

/**
 * The buffers that can be handed to the worker without copying: only memory a file owns alone (transferring a view
 * into Node's shared buffer pool would detach the pool under every other Buffer in the process), each once.
 */
export function ownedBuffers(files: FileInMemory[]): ArrayBuffer[] {
  const owned = files.flatMap((f) =>
    f.bytes.byteOffset === 0 && f.bytes.byteLength === f.bytes.buffer.byteLength
      ? [f.bytes.buffer as ArrayBuffer]
      : [],
  );
  return [...new Set(owned)];
}

// ---------------------------------------------------------------------------------------------------------------
// Build jobs: the validated input a row carries, queuing it with its pass, and the answer its end gives.

/** A file of a build job: where its bytes are, and the label and description it is built with (when it has them). */
const ZJobFile = z.object({
  name: z.string(),
  key: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().optional(),
  label: z.string().optional(),
  description: z.string().optional(),
  /** The hits accepted and boxes drawn on it (issue 43): the binder gets its redacted, verified copy. */
  redaction: ZStoredRedaction.optional(),
  /** A message export's choice (issue 38): the worker makes its transcript exhibit from it. */
  messages: ZMessageChoice.optional(),
  /** Its English translation (issue 39 §2; builds.translations.ts). */
  translation: ZJobTranslation.optional(),
  /** Its pages turned, removed or reordered in the binder (issue 37 §3), in their one form (canonicalPageEdits). */
  pageEdits: ZPageEdits.optional(),
});

/** The version of the stored job input below; a row of another version is not read as this one. */
export const JOB_INPUT_VERSION = 2;

/** A build job's input, as kept in build_jobs.input (JSON): everything needed to run it again after a crash. */
export const ZJobInput = z.object({
  version: z.literal(JOB_INPUT_VERSION),
  binderType: z.string(),
  binderTypeName: z.string(),
  role: ZRole,
  presetKey: z.string().optional(),
  payload: ZBuildPayload,
  case: z.record(z.string(), z.string()),
  files: z.array(ZJobFile),
  /** When the build was asked for (ISO): its prepared-on date and its expiry count from here. */
  date: z.string(),
  /** What the build makes: a binder (split under a size limit), the enhanced kit, or a supplement. */
  output: ZBuildOutput,
  /** Sections (tabs) grouping the exhibits by position (issue 37 §3), checked as runs; absent: none. */
  sections: ZBinderSections.optional(),
  /** The person chose "Make the scans smaller" (issue 37 §3): BuildOptions.compressScans. Absent: no. */
  compressScans: z.boolean().optional(),
  /**
   * The language of the person who asked (issue 39): the answer's warnings are said in it. Absent (English) on a
   * row written before it existed. The binder is English whatever it is.
   */
  language: z.enum(BUILD_LANGUAGES).optional(),
});
export type TJobInput = z.infer<typeof ZJobInput>;

/** Scanned pages the web kit makes searchable at most: OCR takes seconds a page and the person is waiting. */
export const KIT_OCR_MAX_PAGES = 40;

/**
 * What a build is asked to make: "binder" (preview, render, a project's preview), "kit" (compile), or a saved
 * project's "supplement" continuing what was filed. Only one at a time.
 */
export type BuildWant =
  { kind: "binder" } | { kind: "kit" } | { kind: "supplement"; manifest: TFiledManifest };

/**
 * The output for a request: the size limit resolved to bytes, absent meaning what each build did before the choice
 * existed (the binder whole, the kit at the court's limit); a supplement is never split. The kit's report is in the
 * language the request names, else `requestLanguage` (the person's, from the HTTP request), else English.
 */
function outputOf(
  want: BuildWant,
  request: BuildRequest,
  preset: TCourtPreset | undefined,
  requestLanguage: TBuildLanguage | undefined,
): TBuildOutput {
  const language = request.language ?? requestLanguage;
  switch (want.kind) {
    case "supplement":
      return { kind: "supplement", manifest: want.manifest };
    case "kit":
      return {
        kind: "kit",
        maxSizeBytes: sizeLimitBytes(request.sizeLimit ?? "court", preset?.size_limit_mb),
        ocrMaxPages: KIT_OCR_MAX_PAGES,
        ...(language ? { language } : {}),
      };
    case "binder":
      return {
        kind: "binder",
        maxSizeBytes: sizeLimitBytes(request.sizeLimit ?? "none", preset?.size_limit_mb),
      };
  }
}

/** A build needs a file: the builder's "no files" otherwise. */
export function requireFiles(files: unknown[]): void {
  if (files.length === 0)
    throw new BuildError(400, BUILD_ERROR_CODES.noFiles, text(BUILDER_MESSAGES.noFiles));
}

/**
 * Checks a build's request against its files and turns both into the job's input; throws the builder's 400s for a
 * label list of the wrong length and its "no files" for an empty build. Nothing is claimed or run here.
 */
export function jobInputOf(
  request: BuildRequest,
  sent: StoredFile[],
  now: Date,
  want: BuildWant = { kind: "binder" },
  requestLanguage?: TBuildLanguage,
): TJobInput {
  // The translations' files come after the exhibits: what follows reads the exhibits alone.
  const { exhibits: files, translations } = translationsFor(sent, request.translations);
  requireFiles(files);
  const entries = entriesFor(files, request.descriptions);
  const redactions = redactionsFor(files, request.redactions);
  const pageEdits = entriesFor(files, request.pageEdits).map((e) => canonicalPageEdits(e?.edits));
  const labels = keptLabelsFor(files, request.exhibitLabels);
  const sections = sectionsFor(files, request.sections, want);
  const preset = presetOf(request.presetKey);
  const details: Record<string, string> = {
    ...caseInfoOfPayload(request.payload),
    binderType: BINDER_TYPE_NAMES[request.binderType],
  };
  // The court that hears this case type, as the person chose it (issue 37 §1), names the court; only with a court.
  if (preset) details.courtName = request.courtName ?? preset.label;
  return {
    version: JOB_INPUT_VERSION,
    binderType: request.binderType,
    binderTypeName: BINDER_TYPE_NAMES[request.binderType],
    role: request.role,
    presetKey: request.presetKey,
    payload: request.payload,
    case: details,
    files: files.map((f, i) => ({
      name: f.name,
      key: f.key,
      size: f.size,
      sha256: f.sha256,
      label: labels[i],
      description: entries[i]?.description?.trim() || undefined,
      ...(entries[i]?.messages ? { messages: entries[i]!.messages } : {}),
      ...(redactions[i] ? { redaction: redactions[i] } : {}),
      ...(translations[i] ? { translation: translations[i] } : {}),
      ...(pageEdits[i] ? { pageEdits: pageEdits[i] } : {}),
    })),
    date: now.toISOString(),
    output: outputOf(want, request, preset, requestLanguage),
    ...(sections.length ? { sections } : {}),
    ...(request.compressScans ? { compressScans: true } : {}),
    ...(requestLanguage ? { language: requestLanguage } : {}),
  };
}

/**
 * The request's sections, checked against its files (contracts' sectionRuns: every file in one section, each
 * section's files consecutive); a 400 naming why when they cannot be. A supplement has none: it continues a filed
 * binder whose tabs it does not know.
 */
export function sectionsFor(files: unknown[], sections: TBinderSection[], want: BuildWant): TBinderSection[] {
  if (sections.length === 0 || want.kind === "supplement") return [];
  const runs = sectionRuns(sections, files.length);
  if ("error" in runs) throw new BuildError(400, BUILD_ERROR_CODES.badRequest, runs.error);
  return sections.map((s) => ({ title: s.title.trim(), exhibits: [...s.exhibits].sort((a, b) => a - b) }));
}

/**
 * Queues a received build, in one transaction with claiming the one-time pass's use when `claimUse`: the use is
 * never taken without a build row that will give it back if the build does not finish. A refused claim ends the
 * job (nothing was taken) and throws the builder's 403.
 */
export async function enqueueBuild(
  deps: BuildDeps,
  user: TUser,
  jobId: string,
  input: TJobInput,
  now: Date,
  claimUse: boolean,
  clientRef?: string,
): Promise<void> {
  const at = toDbTime(now);
  // A free installation counts nothing; asked here with the app's handle, since the transaction's is another.
  const free = everyoneIsMemberOn(deps.db);
  const refused = await deps.db.transaction().execute(async (trx) => {
    // A used one-time pass builds only the binder it paid for again (policy.ts#isRebuildOf), taking no use.
    const pass = free ? undefined : await usedPassOf(trx, user.id, now);
    const paid = pass
      ? ZJobInput.safeParse(JSON.parse((await paidBuildInput(trx, pass)) ?? "null"))
      : undefined;
    const rebuild = paid?.success === true && isRebuildOf(paid.data, input);
    if (pass && !rebuild && !claimUse) return "one_time_exhausted" as const;
    const use =
      claimUse && !free && !rebuild
        ? await claimBinderUse(trx, user, now)
        : { ok: true as const, membershipId: null };
    if (!use.ok) return use.reason;
    const queued = await updateJobIf(trx, jobId, ["receiving"], {
      state: "queued",
      input: JSON.stringify(input),
      membership_id: use.membershipId,
      ...(clientRef ? { client_ref: clientRef } : {}),
      stage: "queued",
      percent: 0,
      message: "Waiting for a free worker",
      updated_at: at,
    });
    // The job ended meanwhile (the page was closed): nothing is queued and the claim is rolled back with it.
    if (!queued)
      throw new BuildError(
        499,
        BUILD_ERROR_CODES.failed,
        "The build was stopped because the page was closed.",
      );
    return null;
  });
  if (refused) {
    await endJob(
      deps.db,
      { id: jobId, membership_id: null },
      ["receiving"],
      {
        state: "failed",
        code: refused,
        message:
          refused === "one_time_exhausted"
            ? text(BUILDER_MESSAGES.oneTimeExhausted)
            : text(BUILDER_MESSAGES.membershipRequired),
      },
      now,
    );
    throw refused === "one_time_exhausted"
      ? new BuildError(403, BUILD_ERROR_CODES.oneTimeExhausted, text(BUILDER_MESSAGES.oneTimeExhausted))
      : new BuildError(403, BUILD_ERROR_CODES.membershipRequired, text(BUILDER_MESSAGES.membershipRequired));
  }
  await deps.queue.notify(jobId);
}

/** Ends a job that never got queued (a bad field, a refused upload): nothing was claimed, its upload goes. */
export async function dropBuild(deps: BuildDeps, jobId: string, error: unknown, now: Date): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof BuildError ? error.code : "REFUSED";
  await endJob(
    deps.db,
    { id: jobId, membership_id: null },
    ["receiving"],
    { state: "failed", code, message },
    now,
  );
}

/** The answer a failed job gives, in the builder's error shape. */
export function failureOf(job: BuildJobRow): BuildError {
  const message = job.error_message ?? "The build stopped.";
  switch (job.error_code) {
    case "FILES_REJECTED": {
      const problems = z
        .object({ problems: z.array(z.object({ name: z.string(), code: z.string(), reason: z.string() })) })
        .safeParse(job.result ? JSON.parse(job.result) : undefined);
      return new BuildError(
        422,
        BUILD_ERROR_CODES.filesRejected,
        message,
        problems.success ? problems.data.problems : undefined,
      );
    }
    case "OUT_OF_SPACE":
      return new BuildError(507, BUILD_ERROR_CODES.failed, OUT_OF_SPACE_MESSAGE);
    case "ABANDONED":
      return new BuildError(499, BUILD_ERROR_CODES.failed, message);
    default:
      return new BuildError(500, BUILD_ERROR_CODES.failed, message);
  }
}

/** Most files one build takes. */
export const MAX_BUILD_FILES = 500;

/** One build a request asks for: what kind of row it is, whether files come with it, and how it is queued. */
export interface BuildCall<T> {
  kind: "preview" | "pages" | "render" | "compile" | "project_preview";
  /** The stored answer's schema: what the runner wrote is read back as this, never cast. */
  answer: z.ZodType<T>;
  /**
   * Checks what the build needs (the request's fields, a project's files) and returns its input; `upload` is the
   * request's files, streamed into the build's upload folder, when the call takes them. A throw ends the build.
   */
  prepare(jobId: string, upload: ReadUpload | undefined): Promise<QueuedBuild>;
}

/** What a prepared build is queued with. */
export interface QueuedBuild {
  input: TJobInput;
  /** Takes a one-time pass's use (render and compile; never a preview). */
  claimUse: boolean;
  /** The browser's id for the build's progress. */
  clientRef: string | undefined;
}

/** A finished build's stored answer, and the id of the build it kept (its downloads' folder), when it kept one. */
export interface BuildAnswer<T> {
  answer: T;
  buildId: string | null;
}

/**
 * One build from request to answer, for every build call (the builder's and a saved project's): admitted and
 * recorded before the body is read, its files (if any) streamed into the build's private upload folder, prepared,
 * queued (with the pass, when it takes one) and waited for. If the browser goes away the build is abandoned and its
 * pass given back, never because a finished reply closed; a build that never got queued is ended and its upload
 * removed.
 */
export async function runBuild<T>(
  deps: BuildDeps,
  user: TUser,
  http: { request: FastifyRequest; reply: FastifyReply },
  call: BuildCall<T>,
): Promise<BuildAnswer<T>> {
  const upload = call.kind !== "project_preview";
  const job = await admitBuild(deps.db, user, http.request, deps.maxBuildBytes, deps.clock(), {
    kind: call.kind,
    clientRef: undefined,
    owner: deps.queue.owner,
    upload,
  });
  const controller = new AbortController();
  const onClose = () => {
    if (!http.reply.raw.writableEnded) controller.abort();
  };
  http.reply.raw.on("close", onClose);
  try {
    try {
      const limits = {
        maxFileBytes: deps.maxFileBytes,
        maxTotalBytes: deps.maxBuildBytes,
        maxFiles: MAX_BUILD_FILES,
      };
      const sent = job.uploadPrefix
        ? await readUploadToStorage(http.request, deps.storage, job.uploadPrefix, {
            ...limits,
            fileField: "files",
          })
        : undefined;
      const files =
        sent && job.uploadPrefix
          ? await withNamedUploads(deps.resumable, deps.storage, user.id, sent, job.uploadPrefix, limits)
          : sent;
      const queued = await call.prepare(job.id, files);
      await enqueueBuild(deps, user, job.id, queued.input, deps.clock(), queued.claimUse, queued.clientRef);
    } catch (error) {
      await dropBuild(deps, job.id, error, deps.clock());
      if (job.uploadPrefix) await deps.storage.deleteFolder(job.uploadPrefix);
      throw error;
    }
    const ended = await deps.queue.wait(job.id, controller.signal);
    if (ended.state !== "done" || ended.result === null) throw failureOf(ended);
    return { answer: call.answer.parse(JSON.parse(ended.result)), buildId: ended.build_id };
  } finally {
    http.reply.raw.off("close", onClose);
  }
}

/** The message a rejected build gives: how many files, and each with its reason. */
export function rejectedMessage(problems: FileProblem[]): string {
  const count = problems.length;
  const list = problems.map((p) => `${p.name}: ${p.reason}`).join("; ");
  return `${count === 1 ? "1 file" : `${count} files`} could not be used, and nothing was built. ${list}`;
}

/**
 * A render's warnings ("photo.jpg: this image is only 96 dpi…") in `language` (issue 39), each said from its
 * engine note; the build's English as written when the notes do not line up with the warnings.
 */
export function warningsIn(
  result: { warnings: string[]; warningNotes?: { file: string; note: EngineNote }[] | undefined },
  language: TBuildLanguage | undefined,
): string[] {
  const notes = result.warningNotes;
  if (language !== "es" || !notes || notes.length !== result.warnings.length) return result.warnings;
  return result.warnings.map((english, i) => {
    const { file, note } = notes[i]!;
    const prefix = `${file}: `;
    // The build writes each warning after its file's name; one that does not read so is kept as it is.
    return english.startsWith(prefix)
      ? prefix + warningIn(note, english.slice(prefix.length), language)
      : english;
  });
}

/** The render's answer: owner-only links until expiry, and reminders from the hearing date. */
export function renderAnswer(
  input: TJobInput,
  build: {
    id: string;
    expiresAt: Date;
    pages: number;
    warnings: string[];
    volumes?: number;
    scans?: { beforeBytes: number; afterBytes: number };
    filingCheck: TFilingCheckReport | null;
  },
): TRenderResponse {
  return {
    success: true,
    zip: `/api/builds/${build.id}/output.zip`,
    pdf: `/api/builds/${build.id}/binder.pdf`,
    expiresAt: build.expiresAt.toISOString(),
    pageCount: build.pages,
    warnings: build.warnings,
    deadlines: reminderDeadlines(caseInfoOfPayload(input.payload).hearingDate, input.date.slice(0, 10)),
    ...(build.volumes ? { volumes: build.volumes } : {}),
    ...(build.scans ? { scans: build.scans } : {}),
    filing_check: build.filingCheck,
  };
}

/**
 * The person's own build whose downloads have not expired: someone else's id is the same 404 as a missing one, and
 * an expired build says so and what to do next.
 */
export async function downloadableBuild(
  db: Kysely<Database>,
  user: TUser,
  id: string,
  now: Date,
): Promise<BuildRow> {
  const build = requireOwned(user, await findBuild(db, id), "This download was not found.");
  if (new Date(build.expires_at) <= now)
    throw new HttpError(410, "This download has expired. Generate the binder again to get a new one.");
  return build;
}
