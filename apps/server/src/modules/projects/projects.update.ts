// Updating a saved project's fields, and replacing its files when new ones are sent.
import type { ProjectFileRow, ProjectRow } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import type { TUpdateProjectFields, TUser } from "@courtready/contracts";
import type { ProjectsDeps, SavedProject } from "./projects.deps.ts";
import { labeller } from "./projects.labels.ts";
import { roleOf, sizeLimitColumn, toProject } from "./projects.presenters.ts";
import { filesOf, getOwnedProject } from "./projects.read.ts";
import * as repo from "./projects.repository.ts";
import {
  checkNewFiles,
  fileSaved,
  finishSave,
  newFileRow,
  sum,
  storeWithinQuota,
} from "./projects.uploads.ts";
import type { CheckedUpload, Upload } from "./projects.uploads.ts";

/**
 * Updates the fields sent (a field left out keeps its value). Files sent with the update replace all of the
 * project's files, in the order sent and labelled by position; with no files sent, the files stay as they are. A
 * change of role or court relabels the kept files by position, because the role decides between numbers and
 * letters and the court may number from another start.
 */
export async function updateProject(
  deps: ProjectsDeps,
  user: TUser,
  id: string,
  fields: TUpdateProjectFields,
  uploads: Upload[],
  now: Date,
): Promise<SavedProject> {
  const row = await getOwnedProject(deps, user, id);
  let checked: CheckedUpload[] = [];
  if (uploads.length > 0) {
    // The files sent replace the project's files, so those no longer count once the save is done.
    const replaced = (await filesOf(deps, id)).map((f) => Number(f.file_size));
    checked = await checkNewFiles(deps, user.id, uploads, fields.descriptions, sum(replaced), now);
  }
  const changes: Partial<ProjectRow> = { updated_at: toDbTime(now) };
  if (fields.projectName !== undefined) changes.project_name = fields.projectName;
  if (fields.binderType !== undefined) changes.binder_type = fields.binderType;
  if (fields.courtName !== undefined) changes.court_name = fields.courtName;
  if (fields.formData !== undefined) changes.form_data = JSON.stringify(fields.formData);
  if (fields.role !== undefined) changes.role = fields.role;
  if (fields.presetKey !== undefined) changes.preset_key = fields.presetKey;
  if (fields.sizeLimit !== undefined) changes.size_limit = sizeLimitColumn(fields.sizeLimit);
  if (fields.compressScans !== undefined) changes.compress_scans = Number(fields.compressScans);
  const updated: ProjectRow = { ...row, ...changes };
  const label = labeller(roleOf(updated), updated.preset_key);
  const existing = await filesOf(deps, id);

  if (checked.length > 0) {
    const files = checked.map((upload, i) => newFileRow(user.id, id, upload, i, label(i), now));
    // The files replaced are the project's files when the rows are written, read under the quota's lock: a save
    // of the same project that committed meanwhile (a second tap of Save) is replaced too, and its bytes are freed
    // once, rather than both saves' files being kept.
    let replacedFiles: ProjectFileRow[] = [];
    await storeWithinQuota(
      deps,
      user.id,
      files,
      (_, i) => checked[i]!.key,
      async (trx) => {
        replacedFiles = await repo.filesOfProjects(trx, [id]);
        await repo.applyFileChanges(trx, user.id, id, {
          insert: files,
          update: [],
          deleteIds: replacedFiles.map((f) => f.id),
          project: changes,
        });
      },
    );
    await finishSave(deps, user.id, checked, replacedFiles, now);
    const notFiled = await fileSaved(deps, user, checked, now);
    return { ...toProject(updated, files), notFiled };
  }

  const relabel = updated.role !== row.role || updated.preset_key !== row.preset_key;
  const ordered = [...existing].sort((a, b) => a.sort_order - b.sort_order);
  const kept = relabel ? ordered.map((f, i) => ({ ...f, sort_order: i, exhibit_label: label(i) })) : ordered;
  await repo.applyFileChanges(deps.db, user.id, id, {
    insert: [],
    update: relabel
      ? kept.map((f) => ({ id: f.id, sort_order: f.sort_order, exhibit_label: f.exhibit_label }))
      : [],
    deleteIds: [],
    project: changes,
  });
  return toProject(updated, kept);
}
