// Creating a saved project from the builder: its fields and its checked uploads, within the person's quota.
import type { ProjectRow } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { DEFAULT_PROJECT_STATUS } from "@courtready/contracts";
import type { TCreateProjectFields, TUser } from "@courtready/contracts";
import type { ProjectsDeps, SavedProject } from "./projects.deps.ts";
import { labeller } from "./projects.labels.ts";
import { sizeLimitColumn, toProject } from "./projects.presenters.ts";
import * as repo from "./projects.repository.ts";
import { checkNewFiles, fileSaved, finishSave, newFileRow, storeWithinQuota } from "./projects.uploads.ts";
import type { Upload } from "./projects.uploads.ts";

export async function createProject(
  deps: ProjectsDeps,
  user: TUser,
  fields: TCreateProjectFields,
  uploads: Upload[],
  now: Date,
): Promise<SavedProject> {
  const checked = await checkNewFiles(deps, user.id, uploads, fields.descriptions, 0, now);
  const id = newId();
  const time = toDbTime(now);
  const row: ProjectRow = {
    id,
    user_id: user.id,
    project_name: fields.projectName,
    binder_type: fields.binderType,
    court_name: fields.courtName,
    role: fields.role,
    preset_key: fields.presetKey,
    form_data: JSON.stringify(fields.formData),
    status: DEFAULT_PROJECT_STATUS,
    created_at: time,
    updated_at: time,
    last_generated_at: null,
    size_limit: fields.sizeLimit !== undefined ? sizeLimitColumn(fields.sizeLimit) : null,
    compress_scans: fields.compressScans === undefined ? null : Number(fields.compressScans),
  };
  const label = labeller(fields.role, fields.presetKey);
  const files = checked.map((upload, i) => newFileRow(user.id, id, upload, i, label(i), now));
  await storeWithinQuota(
    deps,
    user.id,
    files,
    (_, i) => checked[i]!.key,
    (trx) => repo.insertProjectWithFiles(trx, row, files),
  );
  await finishSave(deps, user.id, checked, [], now);
  const notFiled = await fileSaved(deps, user, checked, now);
  return { ...toProject(row, files), notFiled };
}
