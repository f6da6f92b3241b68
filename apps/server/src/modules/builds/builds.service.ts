// The builder's rules on the server: who may build (signed in, active membership, a one-time pass used once), how
// the multipart fields become case details and labels, and what preview, render and compile answer. Conversion and
// assembly run on the job runner; this module only prepares the work and turns the results into answers.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { allPresets } from "@courtready/courts";
import {
  BINDER_TYPE_NAMES,
  BUILD_ERROR_CODES,
  BUILDER_MESSAGES,
  assignExhibitLabels,
  labelOptionsOf,
  reminderDeadlines,
  ZKeptExhibitLabels,
  ZBuildPayload,
  ZFileDescriptionEntry,
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
import type { CaseDetails, SourceFile } from "@courtready/engine";
import { z } from "zod";
import { HttpError } from "../../plugins/errors.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { claimBinderUse, membershipStatus } from "../membership/membership.service.ts";
import { insertBuild } from "./builds.repository.ts";
import type { ProgressBoard } from "./builds.progress.ts";
import { stageOf } from "./builds.progress.ts";
import type {
  FileProblem,
  PreviewJobPayload,
  PreviewJobResult,
  RenderJobPayload,
  RenderJobResult,
} from "./builds.jobs.ts";

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
  progress: ProgressBoard;
  maxFileBytes: number;
  retentionHours: number;
}

/** What every build call carries once the multipart body is read and checked. */
export interface BuildInput {
  binderType: TBinderTypeSlug;
  role: TRole;
  presetKey: string | undefined;
  payload: string | undefined;
  descriptions: string | undefined;
  /** JSON list of each file's kept label (ZKeptExhibitLabels); optional, labels by position when absent. */
  exhibitLabels?: string | undefined;
  buildId: string | undefined;
  files: SourceFile[];
}

const text = (entry: { title: string; description: string }) => `${entry.title}: ${entry.description}`;

/** Preview needs an active membership; a one_time pass already used is exhausted (§6). */
export async function requireBuilder(db: Kysely<Database>, user: TUser, now: Date): Promise<void> {
  const status = await membershipStatus(db, user, now);
  if (status.status !== "active")
    throw new BuildError(
      403,
      BUILD_ERROR_CODES.membershipRequired,
      text(BUILDER_MESSAGES.membershipRequired),
    );
  if (status.type === "one_time" && status.oneTimeUseCount >= 1)
    throw new BuildError(403, BUILD_ERROR_CODES.oneTimeExhausted, text(BUILDER_MESSAGES.oneTimeExhausted));
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
export function caseInfoOf(payload: Record<string, unknown>): TCaseInfo {
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
  files: SourceFile[],
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
export function descriptionsFor(files: SourceFile[], raw: string | undefined): (string | undefined)[] {
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

function requireFiles(input: BuildInput): void {
  if (input.files.length === 0)
    throw new BuildError(400, BUILD_ERROR_CODES.noFiles, text(BUILDER_MESSAGES.noFiles));
}

function rejected(problems: FileProblem[]): BuildError {
  const count = problems.length;
  const list = problems.map((p) => `${p.name}: ${p.reason}`).join("; ");
  return new BuildError(
    422,
    BUILD_ERROR_CODES.filesRejected,
    `${count === 1 ? "1 file" : `${count} files`} could not be used, and nothing was built. ${list}`,
    problems,
  );
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

/** Runs a job, mirroring its progress onto the board the browser polls; the job stops if the request goes away. */
async function runTracked<T>(
  deps: BuildDeps,
  user: TUser,
  input: BuildInput,
  name: string,
  payload: PreviewJobPayload | RenderJobPayload,
  signal: AbortSignal,
): Promise<T> {
  const { buildId } = input;
  const report = (fraction: number, message: string) => {
    if (buildId)
      deps.progress.set(user.id, buildId, { stage: stageOf(message, fraction), fraction, message });
  };
  report(0, "Waiting for a free worker");
  try {
    const result = await deps.jobs.run<T>(name, payload, {
      signal,
      onProgress: (p) => report(Math.min(1, Math.max(0, p.fraction)), p.message ?? "Working"),
      transfer: ownedBuffers(payload.files),
    });
    return result;
  } catch (error) {
    if (buildId)
      deps.progress.set(user.id, buildId, { stage: "failed", fraction: 1, message: "The build stopped." });
    throw error;
  }
}

/** §7 POST /api/preview: every file converted and pictured, labels assigned, nothing assembled or counted. */
export async function preview(
  deps: BuildDeps,
  user: TUser,
  input: BuildInput,
  now: Date,
  signal: AbortSignal,
): Promise<TPreviewResponse> {
  await requireBuilder(deps.db, user, now);
  requireFiles(input);
  const payload = parseJson(input.payload, ZBuildPayload, "payload") ?? {};
  const descriptions = descriptionsFor(input.files, input.descriptions);
  const preset = presetOf(input.presetKey);
  const names = input.files.map((f) => f.name);
  const result = await runTracked<PreviewJobResult>(
    deps,
    user,
    input,
    "build.preview",
    { files: input.files, maxFileBytes: deps.maxFileBytes, date: now },
    signal,
  );
  if (!result.ok) throw rejected(result.problems);
  const kept = keptLabelsFor(input.files, input.exhibitLabels) ?? [];
  const labels = assignExhibitLabels(
    input.role,
    input.files.map((_, i) => kept[i]),
    labelOptionsOf(preset?.labeling),
  );
  const exhibits = result.items.map((item, i) => ({
    label: labels[i]!,
    filename: names[i]!,
    fileType: item.typeLabel as TPreviewResponse["preview"]["exhibits"][number]["fileType"],
    pageCount: item.pages,
    previewImage: `data:image/jpeg;base64,${Buffer.from(item.thumbnail).toString("base64")}`,
    ...(descriptions[i] ? { description: descriptions[i] } : {}),
    warnings: item.warnings,
  }));
  const documentPages = exhibits.reduce((sum, e) => sum + e.pageCount, 0);
  if (input.buildId)
    deps.progress.set(user.id, input.buildId, { stage: "done", fraction: 1, message: "Preview ready" });
  return {
    success: true,
    preview: {
      caseInfo: caseInfoOf(payload),
      totalFiles: exhibits.length,
      // The cover page and the exhibit list (about 20 exhibits a page) come before the documents.
      estimatedPages: documentPages + 1 + Math.ceil(exhibits.length / 20),
      role: input.role,
      preset: preset ? { key: preset.id, label: preset.label } : null,
      exhibits,
    },
  };
}

interface Rendered {
  pdf: Uint8Array;
  zip: Uint8Array;
  pages: number;
  warnings: string[];
  payload: Record<string, unknown>;
}

/** Whether a build takes the one-time pass's single use: a binder to keep does, a saved project's preview does not. */
export interface BuildOptions {
  claimUse: boolean;
  /** Make the enhanced kit (compile) instead of the standard outputs. */
  kit?: RenderJobPayload["kit"];
}

/**
 * Builds the binder (render, compile and the project preview share it). With claimUse the membership's use is taken
 * first and given back on failure; without it only an active membership is required.
 */
async function buildOnce(
  deps: BuildDeps,
  user: TUser,
  input: BuildInput,
  now: Date,
  signal: AbortSignal,
  options: BuildOptions = { claimUse: true },
): Promise<Rendered> {
  await requireBuilder(deps.db, user, now);
  requireFiles(input);
  const payload = parseJson(input.payload, ZBuildPayload, "payload") ?? {};
  const descriptions = descriptionsFor(input.files, input.descriptions);
  const exhibitLabels = keptLabelsFor(input.files, input.exhibitLabels);
  const preset = presetOf(input.presetKey);
  const info = caseInfoOf(payload);
  const details: CaseDetails = { ...info, binderType: BINDER_TYPE_NAMES[input.binderType] };
  if (preset) details.courtName = preset.label;
  const use = options.claimUse
    ? await claimBinderUse(deps.db, user, now)
    : { ok: true as const, release: async () => {} };
  if (!use.ok)
    throw use.reason === "one_time_exhausted"
      ? new BuildError(403, BUILD_ERROR_CODES.oneTimeExhausted, text(BUILDER_MESSAGES.oneTimeExhausted))
      : new BuildError(403, BUILD_ERROR_CODES.membershipRequired, text(BUILDER_MESSAGES.membershipRequired));
  let result: RenderJobResult;
  try {
    result = await runTracked<RenderJobResult>(
      deps,
      user,
      input,
      "build.render",
      {
        files: input.files,
        descriptions,
        role: input.role,
        case: details,
        labels: labelOptionsOf(preset?.labeling),
        ...(exhibitLabels ? { exhibitLabels } : {}),
        maxFileBytes: deps.maxFileBytes,
        date: now,
        ...(options.kit ? { kit: options.kit } : {}),
      },
      signal,
    );
  } catch (error) {
    await use.release();
    throw error;
  }
  if (!result.ok) {
    await use.release();
    throw rejected(result.problems);
  }
  return { pdf: result.pdf, zip: result.zip, pages: result.pages, warnings: result.warnings, payload };
}

/** A kept build: its id, its download links (owner only) and when they stop working. */
export interface StoredBuild {
  id: string;
  pdf: string;
  zip: string;
  expiresAt: Date;
  pages: number;
  warnings: string[];
  payload: Record<string, unknown>;
}

/**
 * Builds and keeps `binder.pdf` and `output.zip` under the owner's builds folder with a `builds` row, so
 * GET /api/builds/{id}/binder.pdf serves them to the owner until they expire. Render and the project preview use it.
 */
export async function buildAndStore(
  deps: BuildDeps,
  user: TUser,
  input: BuildInput,
  now: Date,
  signal: AbortSignal,
  options: BuildOptions = { claimUse: true },
): Promise<StoredBuild> {
  const built = await buildOnce(deps, user, input, now, signal, options);
  const id = newId();
  const prefix = `users/${user.id}/builds/${id}`;
  if (input.buildId)
    deps.progress.set(user.id, input.buildId, {
      stage: "packaging",
      fraction: 0.98,
      message: "Saving your binder",
    });
  await deps.storage.put(`${prefix}/binder.pdf`, built.pdf);
  await deps.storage.put(`${prefix}/output.zip`, built.zip);
  const expiresAt = new Date(now.getTime() + deps.retentionHours * 60 * 60 * 1000);
  await insertBuild(deps.db, {
    id,
    user_id: user.id,
    kind: "render",
    storage_prefix: prefix,
    exhibit_count: input.files.length,
    page_count: built.pages,
    pdf_size: built.pdf.byteLength,
    zip_size: built.zip.byteLength,
    created_at: toDbTime(now),
    expires_at: toDbTime(expiresAt),
  });
  if (input.buildId)
    deps.progress.set(user.id, input.buildId, {
      stage: "done",
      fraction: 1,
      message: "Your binder is ready",
    });
  return {
    id,
    pdf: `/api/builds/${id}/binder.pdf`,
    zip: `/api/builds/${id}/output.zip`,
    expiresAt,
    pages: built.pages,
    warnings: built.warnings,
    payload: built.payload,
  };
}

/** §7 POST /api/binders/render: builds, keeps the PDF and ZIP for their owner until they expire, returns links. */
export async function render(
  deps: BuildDeps,
  user: TUser,
  input: BuildInput,
  now: Date,
  signal: AbortSignal,
): Promise<TRenderResponse> {
  const stored = await buildAndStore(deps, user, input, now, signal);
  return {
    success: true,
    zip: stored.zip,
    pdf: stored.pdf,
    expiresAt: stored.expiresAt.toISOString(),
    pageCount: stored.pages,
    warnings: stored.warnings,
    deadlines: reminderDeadlines(caseInfoOf(stored.payload).hearingDate, now.toISOString().slice(0, 10)),
  };
}

/** Scanned pages the web kit makes searchable at most: OCR takes seconds a page and the person is waiting. */
export const KIT_OCR_MAX_PAGES = 40;

/**
 * §7 POST /api/compile: the enhanced kit as one ZIP, sent straight back: the court binder (in volumes when the
 * court's recorded e-filing limit needs it), print and review versions, sticker labels, the Bates manifest and the
 * quality report.
 */
export async function compile(
  deps: BuildDeps,
  user: TUser,
  input: BuildInput,
  now: Date,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const limitMb = presetOf(input.presetKey)?.size_limit_mb;
  const built = await buildOnce(deps, user, input, now, signal, {
    claimUse: true,
    kit: {
      ...(limitMb ? { maxSizeBytes: Math.floor(limitMb * 1024 * 1024) } : {}),
      ocrMaxPages: KIT_OCR_MAX_PAGES,
    },
  });
  if (input.buildId)
    deps.progress.set(user.id, input.buildId, { stage: "done", fraction: 1, message: "Your kit is ready" });
  return built.zip;
}
