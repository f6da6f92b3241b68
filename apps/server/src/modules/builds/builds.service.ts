// The builder's rules on the server: who may build (signed in, active membership, a one-time pass used once), how
// the multipart fields become a build job's input (case details, labels, descriptions), and how a finished job's row
// becomes the answer preview, render and compile give. Running a job is builds.run.ts; the queue builds.queue.ts.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import { allPresets } from "@courtready/courts";
import {
  BINDER_TYPE_NAMES,
  BUILD_ERROR_CODES,
  BUILDER_MESSAGES,
  assignExhibitLabels,
  labelOptionsOf,
  reminderDeadlines,
  ZKeptExhibitLabels,
  ZRole,
  ZBuildPayload,
  ZFileDescriptionEntry,
  ZFiledManifest,
} from "@courtready/contracts";
import type {
  TBinderTypeSlug,
  TCaseInfo,
  TCourtPreset,
  TFileDescriptionEntry,
  TPreviewResponse,
  TRenderResponse,
  TRole,
  TUser,
} from "@courtready/contracts";
import type { SourceFile } from "@courtready/engine";
import { z } from "zod";
import { HttpError } from "../../plugins/errors.ts";
import { requireCan, requireOwned } from "../../policy.ts";
import type { BuildJobRow, BuildRow } from "@courtready/db";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { OUT_OF_SPACE_MESSAGE } from "../../plugins/uploads.ts";
import { claimBinderUse, everyoneIsMemberOn, membershipStatus } from "../membership/membership.service.ts";
import type { FileProblem } from "./builds.jobs.ts";
import { endJob } from "./builds.queue.ts";
import type { BuildQueue } from "./builds.queue.ts";
import { findBuild, updateJobIf } from "./builds.repository.ts";

/** A build that did not happen, with the code the browser acts on and, for bad files, each file and reason. */
export class BuildError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: string,
    message: string,
    readonly files?: FileProblem[],
  ) {
    super(statusCode, message);
    this.name = "BuildError";
  }
}

export interface BuildDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  jobs: JobRunner;
  queue: BuildQueue;
  maxFileBytes: number;
  retentionHours: number;
}

/** What every build call carries once the multipart body is read: its text fields, its files already in storage. */
export interface BuildInput {
  binderType: TBinderTypeSlug;
  role: TRole;
  presetKey: string | undefined;
  payload: string | undefined;
  descriptions: string | undefined;
  /** JSON list of each file's kept label (ZKeptExhibitLabels); optional, labels by position when absent. */
  exhibitLabels?: string | undefined;
  files: StoredFile[];
}

/** A build's input file: where its bytes are in storage, under the name it was sent with. */
export interface StoredFile {
  name: string;
  key: string;
  size: number;
  sha256?: string;
}

const text = (entry: { title: string; description: string }) => `${entry.title}: ${entry.description}`;

/** Building needs an active membership, and a one_time pass not yet used (§6): policy.ts#can decides. */
export async function requireBuilder(db: Kysely<Database>, user: TUser, now: Date): Promise<void> {
  requireCan(
    await membershipStatus(db, user, now),
    "build",
    (refusal) => new BuildError(refusal.statusCode, refusal.code, refusal.message),
  );
}

function parseJson<T>(raw: string | undefined, schema: z.ZodType<T>, what: string): T | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BuildError(400, BUILD_ERROR_CODES.badRequest, `The ${what} field is not valid JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new BuildError(400, BUILD_ERROR_CODES.badRequest, `The ${what} field is not valid.`);
  return parsed.data;
}

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
  raw: string | undefined,
): (string | undefined)[] | undefined {
  const kept = parseJson(raw, ZKeptExhibitLabels, "exhibitLabels");
  if (!kept) return undefined;
  if (kept.length !== files.length)
    throw new BuildError(
      400,
      BUILD_ERROR_CODES.badRequest,
      "The exhibitLabels field must give one label for each file, in order.",
    );
  return kept.map((label) => label?.trim() || undefined);
}

/**
 * Each file's description, matched by position when the names line up (the browser sends them in file order),
 * otherwise by name: a list that does not match never moves a description onto the wrong exhibit.
 */
export function descriptionsFor(files: { name: string }[], raw: string | undefined): (string | undefined)[] {
  const entries: TFileDescriptionEntry[] =
    parseJson(raw, z.array(ZFileDescriptionEntry).max(1000), "descriptions") ?? [];
  const unused = [...entries];
  return files.map((file, i) => {
    const byPosition = entries[i];
    const match =
      byPosition && byPosition.name === file.name && unused.includes(byPosition)
        ? byPosition
        : unused.find((e) => e.name === file.name);
    if (!match) return undefined;
    unused.splice(unused.indexOf(match), 1);
    return match.description?.trim() || undefined;
  });
}

/**
 * The buffers that can be handed to the worker without copying: only memory a file owns alone (transferring a view
 * into Node's shared buffer pool would detach the pool under every other Buffer in the process), each once.
 */
export function ownedBuffers(files: SourceFile[]): ArrayBuffer[] {
  const owned = files.flatMap((f) =>
    f.bytes.byteOffset === 0 && f.bytes.byteLength === f.bytes.buffer.byteLength
      ? [f.bytes.buffer as ArrayBuffer]
      : [],
  );
  return [...new Set(owned)];
}

// ---------------------------------------------------------------------------------------------------------------
// Build jobs: the validated input a row carries, queuing it with its pass, and the answer its end gives.

const ZStoredFile = z.object({
  name: z.string(),
  key: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().optional(),
});

/** A build job's input, as kept in build_jobs.input (JSON): everything needed to run it again after a crash. */
export const ZJobInput = z.object({
  binderType: z.string(),
  binderTypeName: z.string(),
  role: ZRole,
  presetKey: z.string().optional(),
  payload: z.record(z.string(), z.unknown()),
  case: z.record(z.string(), z.string()),
  descriptions: z.array(z.string().nullable()),
  exhibitLabels: z.array(z.string().nullable()).optional(),
  files: z.array(ZStoredFile),
  /** When the build was asked for (ISO): its prepared-on date and its expiry count from here. */
  date: z.string(),
  kit: z.object({ maxSizeBytes: z.number().optional(), ocrMaxPages: z.number().int() }).optional(),
  /** A saved project's supplement: what was filed, which it continues (engine assemble/supplement.ts). */
  supplement: ZFiledManifest.optional(),
});
export type TJobInput = z.infer<typeof ZJobInput>;

/** Scanned pages the web kit makes searchable at most: OCR takes seconds a page and the person is waiting. */
export const KIT_OCR_MAX_PAGES = 40;

/**
 * Checks a build's fields and turns them into the job's input; throws the builder's 400s for a bad field and its
 * "no files" for an empty build. Nothing is claimed or run here.
 */
export function jobInputOf(input: BuildInput, now: Date, options: { kit?: boolean } = {}): TJobInput {
  if (input.files.length === 0)
    throw new BuildError(400, BUILD_ERROR_CODES.noFiles, text(BUILDER_MESSAGES.noFiles));
  const payload = parseJson(input.payload, ZBuildPayload, "payload") ?? {};
  const descriptions = descriptionsFor(input.files, input.descriptions);
  const exhibitLabels = keptLabelsFor(input.files, input.exhibitLabels);
  const preset = presetOf(input.presetKey);
  const info = caseInfoOfPayload(payload);
  const details: Record<string, string> = { ...info, binderType: BINDER_TYPE_NAMES[input.binderType] };
  if (preset) details.courtName = preset.label;
  const limitMb = preset?.size_limit_mb;
  return {
    binderType: input.binderType,
    binderTypeName: BINDER_TYPE_NAMES[input.binderType],
    role: input.role,
    ...(input.presetKey ? { presetKey: input.presetKey } : {}),
    payload,
    case: details,
    descriptions: descriptions.map((d) => d ?? null),
    ...(exhibitLabels ? { exhibitLabels: exhibitLabels.map((l) => l ?? null) } : {}),
    files: input.files.map((f) => ({
      name: f.name,
      key: f.key,
      size: f.size,
      ...(f.sha256 ? { sha256: f.sha256 } : {}),
    })),
    date: now.toISOString(),
    ...(options.kit
      ? {
          kit: {
            ...(limitMb ? { maxSizeBytes: Math.floor(limitMb * 1024 * 1024) } : {}),
            ocrMaxPages: KIT_OCR_MAX_PAGES,
          },
        }
      : {}),
  };
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
  const counted = claimUse && !everyoneIsMemberOn(deps.db);
  const refused = await deps.db.transaction().execute(async (trx) => {
    const use = counted ? await claimBinderUse(trx, user, now) : { ok: true as const, membershipId: null };
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

/** Waits for the job to end and returns its stored answer; a failed job throws its error. */
export async function answerOf<T>(deps: BuildDeps, jobId: string, signal: AbortSignal): Promise<T> {
  const job = await deps.queue.wait(jobId, signal);
  if (job.state !== "done" || job.result === null) throw failureOf(job);
  return JSON.parse(job.result) as T;
}

/** The message a rejected build gives: how many files, and each with its reason. */
export function rejectedMessage(problems: FileProblem[]): string {
  const count = problems.length;
  const list = problems.map((p) => `${p.name}: ${p.reason}`).join("; ");
  return `${count === 1 ? "1 file" : `${count} files`} could not be used, and nothing was built. ${list}`;
}

/** The preview's answer from the worker's items: labels by the one rule, case info, court, page estimate. */
export function previewAnswer(
  input: TJobInput,
  items: { name: string; typeLabel: string; pages: number; warnings: string[]; thumbnail: Uint8Array }[],
): TPreviewResponse {
  const preset = presetOf(input.presetKey);
  const labels = assignExhibitLabels(
    input.role,
    input.files.map((_, i) => input.exhibitLabels?.[i] ?? undefined),
    labelOptionsOf(preset?.labeling),
  );
  const exhibits = items.map((item, i) => ({
    label: labels[i]!,
    filename: input.files[i]!.name,
    fileType: item.typeLabel as TPreviewResponse["preview"]["exhibits"][number]["fileType"],
    pageCount: item.pages,
    previewImage: `data:image/jpeg;base64,${Buffer.from(item.thumbnail).toString("base64")}`,
    ...(input.descriptions[i] ? { description: input.descriptions[i] } : {}),
    warnings: item.warnings,
  }));
  const documentPages = exhibits.reduce((sum, e) => sum + e.pageCount, 0);
  return {
    success: true,
    preview: {
      caseInfo: caseInfoOfPayload(input.payload),
      totalFiles: exhibits.length,
      // The cover page and the exhibit list (about 20 exhibits a page) come before the documents.
      estimatedPages: documentPages + 1 + Math.ceil(exhibits.length / 20),
      role: input.role,
      preset: preset ? { key: preset.id, label: preset.label } : null,
      exhibits,
    },
  };
}

/** The render's answer: owner-only links until expiry, and reminders from the hearing date. */
export function renderAnswer(
  input: TJobInput,
  build: { id: string; expiresAt: Date; pages: number; warnings: string[] },
): TRenderResponse {
  return {
    success: true,
    zip: `/api/builds/${build.id}/output.zip`,
    pdf: `/api/builds/${build.id}/binder.pdf`,
    expiresAt: build.expiresAt.toISOString(),
    pageCount: build.pages,
    warnings: build.warnings,
    deadlines: reminderDeadlines(caseInfoOfPayload(input.payload).hearingDate, input.date.slice(0, 10)),
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
