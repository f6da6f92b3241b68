// What a saved project filed (issue 24): the binder or supplement generated last is frozen when the person marks it
// filed (its own copy of the PDF and its filed manifest); documents added afterwards make a supplement that
// continues it; a new binder for a filed project is built only once the person confirms it.
import type { Kysely } from "kysely";
import type { BuildJobRow, Database, ProjectFilingRow, ProjectFileRow } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { FILING_MESSAGES, ZFiledManifest } from "@courtready/contracts";
import type { TFiledManifest, TProjectFiling, TProjectSummary, TUser } from "@courtready/contracts";
import { redactionRulesFor } from "@courtready/courts";
import { HttpError } from "../../plugins/errors.ts";
import { OUT_OF_SPACE_MESSAGE } from "../../plugins/uploads.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { buildOf, enqueueJob } from "../builds/builds.facade.ts";
import type { BuildQueue } from "../builds/builds.queue.ts";
import { FILING_INPUT_VERSION, FILING_JOB_CODES } from "./projects.filing.run.ts";
import type { TFilingJobInput } from "./projects.filing.run.ts";
import * as filings from "./filings.repository.ts";
import * as repo from "./projects.repository.ts";
import { storedRedactionOf } from "./projects.presenters.ts";
import { getOwnedProject } from "./projects.read.ts";

export interface FilingDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

function idsOf(row: ProjectFilingRow): string[] {
  return JSON.parse(row.file_ids) as string[];
}

function manifestOf(row: ProjectFilingRow): TFiledManifest {
  return ZFiledManifest.parse(JSON.parse(row.manifest ?? "null"));
}

/**
 * The filings that stand (filed, not replaced) in the order they were filed: each continues the one before, so its
 * pages come after (times can tie; page numbers cannot).
 */
function standing(rows: ProjectFilingRow[]): ProjectFilingRow[] {
  return rows
    .filter((r) => r.state === "filed")
    .map((row) => ({ row, lastPage: manifestOf(row).lastPage }))
    .sort((a, b) => a.lastPage - b.lastPage)
    .map(({ row }) => row);
}

/** The project's files in its order, split into those in a standing filing and those added since. */
function splitFiles(
  rows: ProjectFilingRow[],
  files: ProjectFileRow[],
): { filed: string[]; pending: string[] } {
  const filed = new Set(standing(rows).flatMap(idsOf));
  return {
    filed: files.filter((f) => filed.has(f.id)).map((f) => f.id),
    pending: files.filter((f) => !filed.has(f.id)).map((f) => f.id),
  };
}

/** Where one exhibit is in the filed PDF that holds it: pages counted from that PDF's first (1-based). */
export interface FiledExhibitPages {
  filingId: string;
  binderKey: string;
  first: number;
  last: number;
}

/**
 * The pages of a filed file in its standing filing's kept PDF, for the share page: its printed page numbers less
 * the filing's first, since a binder or supplement numbers its pages on from `firstPage`, cover included. None when
 * the file was not filed, or its filing came in volumes (the kept PDF is volume 1 only).
 */
export async function filedExhibitPages(
  db: Kysely<Database>,
  projectId: string,
  fileId: string,
): Promise<FiledExhibitPages | undefined> {
  for (const row of standing(await filings.filingsOf(db, projectId))) {
    const at = idsOf(row).indexOf(fileId);
    if (at < 0 || !row.binder_key || row.volumes) continue;
    const manifest = manifestOf(row);
    const own = manifest.filings.at(-1)!;
    const label = own.labels[at];
    const exhibit = manifest.exhibits.find((e) => e.label === label);
    if (!exhibit) return undefined;
    return {
      filingId: row.id,
      binderKey: row.binder_key,
      first: exhibit.startPage - own.firstPage + 1,
      last: exhibit.endPage - own.firstPage + 1,
    };
  }
  return undefined;
}

export function filingBinderUrl(projectId: string, filingId: string): string {
  return `/api/projects/${projectId}/filings/${filingId}/binder.pdf`;
}

/** Where a filed binder's every volume is kept: beside its volume 1 PDF, as the build's ZIP. */
export function filedVolumesKey(binderKey: string): string {
  return binderKey.replace(/\.pdf$/, ".zip");
}

/** GET /api/projects/{id}/filing */
export async function getFiling(deps: FilingDeps, user: TUser, projectId: string): Promise<TProjectFiling> {
  const project = await getOwnedProject(deps, user, projectId);
  const rows = await filings.filingsOf(deps.db, projectId);
  const files = await repo.filesOfProjects(deps.db, [projectId]);
  const items = standing(rows).map((row) => {
    const m = manifestOf(row);
    const own = m.filings.at(-1)!;
    return {
      id: row.id,
      kind: row.kind,
      filedOn: row.filed_on ?? own.preparedOn,
      firstPage: own.firstPage,
      lastPage: own.lastPage,
      labels: own.labels,
      binderUrl: filingBinderUrl(projectId, row.id),
      ...(row.volumes
        ? { volumes: row.volumes, volumesUrl: `/api/projects/${projectId}/filings/${row.id}/volumes.zip` }
        : {}),
    };
  });
  const generated = rows.find((r) => r.state === "generated");
  const { filed, pending } = splitFiles(rows, files);
  return {
    filings: items,
    generated: generated ? { kind: generated.kind, createdAt: generated.created_at } : null,
    filedFileIds: filed,
    pendingFileIds: pending,
    lastPage: items.at(-1)?.lastPage ?? null,
    ...filingReminderOf(project.preset_key, files),
  };
}

/**
 * The court's redaction reminder for "Mark as filed" (issue 43), when a file of the project is redacted: a person
 * who redacted under Tex. R. Civ. P. 21c is reminded of the "contains sensitive data" designation as they file.
 */
function filingReminderOf(
  presetKey: string | null,
  files: readonly Pick<ProjectFileRow, "redaction">[],
): { filingReminder?: string } {
  const reminder = presetKey ? redactionRulesFor(presetKey)?.filingReminder : null;
  if (!reminder) return {};
  const redacted = files.some((f) => {
    const r = storedRedactionOf(f.redaction);
    return Boolean(r && (r.hits.length || r.boxes.length));
  });
  return redacted ? { filingReminder: reminder } : {};
}

/** The dashboard's list with each filed project's last filing and how many of its files are not filed. */
export async function withFilingSummaries(
  db: Kysely<Database>,
  list: TProjectSummary[],
): Promise<TProjectSummary[]> {
  const rows = await filings.filingsOfProjects(
    db,
    list.map((p) => p.id),
  );
  return list.map((project) => {
    const filed = standing(rows.filter((r) => r.project_id === project.id));
    const last = filed.at(-1);
    if (!last) return project;
    const filedIds = new Set(filed.flatMap(idsOf));
    return {
      ...project,
      filing: {
        lastFiledOn: last.filed_on ?? manifestOf(last).filings.at(-1)!.preparedOn,
        filings: filed.length,
        lastPage: manifestOf(last).lastPage,
        pendingCount: project.files.filter((f) => !filedIds.has(f.id)).length,
      },
    };
  });
}

/** A whole new binder for a filed project only once the person confirmed it is not a supplement. */
export async function checkNewBinder(
  db: Kysely<Database>,
  projectId: string,
  confirmed: boolean,
): Promise<void> {
  if (confirmed) return;
  if (standing(await filings.filingsOf(db, projectId)).length > 0)
    throw new HttpError(409, FILING_MESSAGES.alreadyFiled);
}

/** What a supplement continues and holds: the last standing filing's manifest and the files added since. */
export async function supplementPlan(
  deps: FilingDeps,
  user: TUser,
  projectId: string,
): Promise<{ manifest: TFiledManifest; fileIds: string[] }> {
  await getOwnedProject(deps, user, projectId);
  const rows = await filings.filingsOf(deps.db, projectId);
  const last = standing(rows).at(-1);
  if (!last) throw new HttpError(409, FILING_MESSAGES.notFiled);
  const files = await repo.filesOfProjects(deps.db, [projectId]);
  const { pending } = splitFiles(rows, files);
  if (pending.length === 0) throw new HttpError(400, FILING_MESSAGES.nothingPending);
  return { manifest: manifestOf(last), fileIds: pending };
}

/** The build id in a binder's address (`/api/builds/{id}/binder.pdf`, builds.run.ts). */
function buildIdOf(previewUrl: string): string | null {
  return /^\/api\/builds\/([^/]+)\/binder\.pdf$/.exec(previewUrl)?.[1] ?? null;
}

/**
 * Remembers the binder or supplement just generated, as the one a "Mark as filed" would freeze; `volumes` when the
 * project's size limit split it (its build's output.zip then holds every volume).
 */
export async function recordGenerated(
  db: Kysely<Database>,
  projectId: string,
  kind: "binder" | "supplement",
  previewUrl: string,
  fileIds: string[],
  now: Date,
  volumes?: number,
): Promise<void> {
  await filings.replaceGenerated(db, {
    id: newId(),
    project_id: projectId,
    kind,
    state: "generated",
    build_id: buildIdOf(previewUrl),
    binder_key: null,
    manifest: null,
    file_ids: JSON.stringify(fileIds),
    filed_on: null,
    created_at: toDbTime(now),
    filed_at: null,
    volumes: volumes ?? null,
    stored_bytes: null,
  });
}

/** A filing job that did not finish, as the answer the person gets (the row's code, projects.filing.run.ts). */
function filingFailure(job: BuildJobRow): HttpError {
  if (job.error_code === FILING_JOB_CODES.expired) return new HttpError(409, FILING_MESSAGES.expired);
  if (job.error_code === FILING_JOB_CODES.unreadable)
    return new HttpError(422, job.error_message ?? FILING_MESSAGES.expired);
  if (job.error_code === "OUT_OF_SPACE") return new HttpError(507, OUT_OF_SPACE_MESSAGE);
  return new HttpError(500, "The filing could not be recorded. Try again in a moment.");
}

/**
 * POST /api/projects/{id}/filing: the binder or supplement generated last was filed on `filedOn`. Checked here;
 * the work is a job on the build queue (projects.filing.run.ts): its PDF is copied into the project (builds
 * expire; a filed binder must not) and its manifest, read from that PDF on a worker thread, kept with the filing
 * date; each of its files takes the label it was filed under. The answer waits for the job, so it is the same as
 * before; the job is never abandoned when the page goes, since the person asked for the filing to be recorded.
 */
export async function markProjectFiled(
  deps: FilingDeps & { queue: BuildQueue },
  user: TUser,
  projectId: string,
  filedOn: string,
  now: Date,
): Promise<TProjectFiling> {
  await getOwnedProject(deps, user, projectId);
  // A day of slack: the person's "today" may already be tomorrow in UTC.
  const latest = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (filedOn > latest) throw new HttpError(400, FILING_MESSAGES.filedOnFuture);
  const generated = (await filings.filingsOf(deps.db, projectId)).find((r) => r.state === "generated");
  if (!generated) throw new HttpError(409, FILING_MESSAGES.nothingGenerated);
  const build = generated.build_id ? await buildOf(deps.db, generated.build_id) : undefined;
  if (!build || build.user_id !== user.id || build.expires_at <= toDbTime(now))
    throw new HttpError(409, FILING_MESSAGES.expired);
  const source = `${build.storage_prefix}/binder.pdf`;
  // A binder in volumes is filed whole: volume 1 (its manifest covers every exhibit) and the ZIP of all of them.
  const volumes = generated.volumes ? `${build.storage_prefix}/output.zip` : undefined;
  if (!(await deps.storage.exists(source)) || (volumes && !(await deps.storage.exists(volumes))))
    throw new HttpError(409, FILING_MESSAGES.expired);
  const key = `users/${user.id}/projects/${projectId}/filed/${generated.id}.pdf`;
  const input: TFilingJobInput = {
    version: FILING_INPUT_VERSION,
    projectId,
    filingId: generated.id,
    filedOn,
    source,
    key,
    ...(volumes ? { volumes: { source: volumes, key: filedVolumesKey(key) } } : {}),
    at: toDbTime(now),
  };
  const jobId = newId();
  await enqueueJob(deps.db, {
    id: jobId,
    userId: user.id,
    kind: "filing",
    input: JSON.stringify(input),
    owner: deps.queue.owner,
    at: toDbTime(now),
  });
  await deps.queue.notify(jobId);
  const job = await deps.queue.wait(jobId, new AbortController().signal);
  if (job.state !== "done") throw filingFailure(job);
  return getFiling(deps, user, projectId);
}

/** The stored key of a filed binder of the caller's project (its volume 1 PDF, or its ZIP of volumes), or 404. */
export async function filedBinderKey(
  deps: FilingDeps,
  user: TUser,
  projectId: string,
  filingId: string,
  file: "pdf" | "volumes" = "pdf",
): Promise<string> {
  await getOwnedProject(deps, user, projectId);
  const row = (await filings.filingsOf(deps.db, projectId)).find((r) => r.id === filingId);
  if (!row?.binder_key || (file === "volumes" && !row.volumes))
    throw new HttpError(404, "Filed binder not found");
  return file === "volumes" ? filedVolumesKey(row.binder_key) : row.binder_key;
}
