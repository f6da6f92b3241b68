// What a share link's "Open" shows (issue 37 §5): the exhibit as the binder shows it, a PDF stamped with its label,
// never the raw upload (a HEIC or .docx most people cannot open). A filed project's exhibit is its page range of the
// filed binder (what the court has); otherwise the project's binder is built, as its preview is, on the worker
// pool, without taking the owner's pass, and every exhibit is kept in storage under a digest of everything the
// build reads, so a project in one state always opens the same pages and a change builds them anew.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, ProjectFileRow, ProjectRow } from "@courtready/db";
import { SHARE_MESSAGES } from "@courtready/contracts";
import type { JobRunner } from "../../jobs/runner.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { readStoredBytes } from "../../storage/staging.ts";
import { exhibitsJob } from "../builds/builds.jobs.ts";
import { readInputs, renderPayloadOf } from "../builds/builds.run.ts";
import { ownedBuffers, rejectedMessage } from "../builds/builds.service.ts";
import { readTranslations } from "../builds/builds.translations.ts";
import { digestsOf, keepConversions, loadConversions } from "../library/conversions.ts";
import { projectJobInput } from "../projects/projects.export.ts";
import { filedExhibitPages } from "../projects/projects.filing.ts";
import { filesOf } from "../projects/projects.read.ts";
import { projectFolder } from "../projects/projects.uploads.ts";
import { filedPagesJob } from "./sharing.jobs.ts";

export interface SharedExhibitDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  jobs: JobRunner;
  maxFileBytes: number;
}

/**
 * Bumped when what goes into a stamped exhibit changes without its input changing (the engine's stamps): kept
 * exhibits of the old version are then never read again, and the next build removes them.
 */
const SHARED_EXHIBITS_VERSION = 1;
/** A filed binder is read whole to cut one exhibit from; a court's own limits keep it far below this. */
const MAX_FILED_BYTES = 1024 * 1024 * 1024;

/** Where a project's stamped exhibits are kept: inside the project's folder, so deleting the project removes them. */
export function sharedExhibitsFolder(userId: string, projectId: string): string {
  return `${projectFolder(userId, projectId)}/shared-exhibits`;
}

/**
 * The digest naming one state of the project's binder: the whole build input (files by storage key and size, in
 * order, with labels, descriptions, case, court, role, size limit, prepared-on date) and each file's SHA-256.
 */
export function exhibitsStateOf(project: ProjectRow, files: ProjectFileRow[]): string {
  const input = projectJobInput(project, files, new Date(project.updated_at), { kind: "binder" });
  return createHash("sha256")
    .update(
      JSON.stringify({
        version: SHARED_EXHIBITS_VERSION,
        input,
        digests: files.map((f) => f.sha256),
      }),
    )
    .digest("hex")
    .slice(0, 32);
}

// One build per project state at a time: a second visitor (or a second exhibit opened at once) waits for it.
const building = new Map<string, Promise<void>>();

/** Builds the project's binder as its preview would and keeps each exhibit's stamped PDF under `folder`. */
async function buildExhibits(
  deps: SharedExhibitDeps,
  project: ProjectRow,
  files: ProjectFileRow[],
  folder: string,
): Promise<void> {
  // The project's last change is its prepared-on date: the same state always stamps the same pages.
  const date = new Date(project.updated_at);
  const input = projectJobInput(project, files, date, { kind: "binder" });
  const sources = await readInputs(deps.storage, input);
  // Each translated exhibit's translation (issue 39 §2), so its stamped PDF is the one the preview binder holds.
  const translations = await readTranslations(input.files, (key) =>
    readStoredBytes(deps.storage, key, deps.maxFileBytes),
  );
  const digests = digestsOf(sources);
  const cached = await loadConversions(deps, project.user_id, digests, deps.maxFileBytes, date);
  const transfer = ownedBuffers([
    ...sources,
    ...cached.flatMap((bytes) => (bytes ? [{ name: "", bytes }] : [])),
  ]);
  const result = await deps.jobs.run(
    exhibitsJob,
    renderPayloadOf(input, sources, { maxFileBytes: deps.maxFileBytes, date, cached }, translations),
    { transfer },
  );
  if (!result.ok) throw new HttpError(422, SHARE_MESSAGES.exhibitNotBuilt(rejectedMessage(result.problems)));
  await keepConversions(deps, project.user_id, digests, result.records, date, () => undefined);
  await Promise.all(result.pdfs.map((pdf, i) => deps.storage.put(`${folder}/${files[i]!.id}.pdf`, pdf)));
}

/** Removes the stamped exhibits of the project's earlier states (and earlier versions), keeping `keep`. */
async function dropOtherStates(storage: FileStorage, parent: string, keep: string): Promise<void> {
  const entries = await storage.list(parent).catch(() => []);
  await Promise.all(
    entries
      .filter((e) => e.name !== keep && e.name !== "filed")
      .map((e) => storage.deleteFolder(`${parent}/${e.name}`).catch(() => undefined)),
  );
}

async function filedExhibit(
  deps: SharedExhibitDeps,
  project: ProjectRow,
  file: ProjectFileRow,
): Promise<string | undefined> {
  const pages = await filedExhibitPages(deps.db, project.id, file.id);
  if (!pages) return undefined;
  const key = `${sharedExhibitsFolder(project.user_id, project.id)}/filed/${pages.filingId}-${file.id}.pdf`;
  if (await deps.storage.exists(key)) return key;
  const pdf = await readStoredBytes(deps.storage, pages.binderKey, MAX_FILED_BYTES);
  const cut = await deps.jobs.run(
    filedPagesJob,
    { pdf, first: pages.first, last: pages.last },
    { transfer: [pdf.buffer as ArrayBuffer] },
  );
  // A filed binder shorter than its manifest says: the project's own build is shown instead of a guess.
  if (!cut) return undefined;
  await deps.storage.put(key, cut.pdf);
  return key;
}

/** The storage key of the exhibit's PDF as the binder shows it, made (and kept) when it is not kept yet. */
export async function stampedExhibitKey(
  deps: SharedExhibitDeps,
  project: ProjectRow,
  file: ProjectFileRow,
): Promise<string> {
  const filed = await filedExhibit(deps, project, file);
  if (filed) return filed;
  const files = await filesOf(deps, project.id);
  const parent = sharedExhibitsFolder(project.user_id, project.id);
  const state = exhibitsStateOf(project, files);
  const folder = `${parent}/${state}`;
  const key = `${folder}/${file.id}.pdf`;
  if (await deps.storage.exists(key)) return key;
  let pending = building.get(folder);
  if (!pending) {
    pending = buildExhibits(deps, project, files, folder)
      .then(() => dropOtherStates(deps.storage, parent, state))
      .finally(() => building.delete(folder));
    building.set(folder, pending);
  }
  await pending;
  return key;
}
