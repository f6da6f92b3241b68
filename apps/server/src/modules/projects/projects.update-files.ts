// The project edit screen's save: the files in a new order, new uploads placed, left-out files removed, labels kept
// or renumbered.
import type { ProjectFileRow, ProjectRow } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import { NEW_FILE_ID_PREFIX, PROJECT_MESSAGES, assignExhibitLabels } from "@courtready/contracts";
import type { TProject, TUpdateProjectFilesFields, TUser } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { addedBytes, requireRoomFor } from "../library/storage-usage.ts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { projectLabelOptions } from "./projects.labels.ts";
import { roleOf, toProject } from "./projects.presenters.ts";
import { filesOf, getOwnedProject } from "./projects.read.ts";
import * as repo from "./projects.repository.ts";
import {
  checkSizes,
  checkTotal,
  checkUploads,
  finishSave,
  newFileRow,
  sum,
  storeWithinQuota,
} from "./projects.uploads.ts";
import type { Upload } from "./projects.uploads.ts";

/**
 * Saves the project edit screen (§4): the files in the new order, new uploads placed where their "new-…" entries
 * are, files left out of the order deleted. The k-th "new-…" entry (in the order the list is sent) stands for the
 * k-th uploaded file. Positions follow sortOrder (ties keep the list's order) and are stored as 0, 1, 2…
 *
 * Labels: with relabel on, every file gets the label of its new position for the project's role and court
 * (exhibitLabel: numbers for plaintiff-side roles, A–Z then A1… for the others). With relabel off, a file keeps the
 * label sent in its entry, or its saved label when none is sent; a new file sent without a label gets the first
 * label of the sequence no other file has.
 */
export async function updateFiles(
  deps: ProjectsDeps,
  user: TUser,
  id: string,
  fields: TUpdateProjectFilesFields,
  uploads: Upload[],
  now: Date,
): Promise<TProject> {
  const row = await getOwnedProject(deps, user, id);
  if (fields.projectId !== undefined && fields.projectId !== "" && fields.projectId !== id)
    throw new HttpError(400, PROJECT_MESSAGES.projectIdMismatch);
  const existing = await filesOf(deps, id);
  const byId = new Map(existing.map((f) => [f.id, f]));

  const seen = new Set<string>();
  for (const entry of fields.fileOrder) {
    if (seen.has(entry.id)) throw new HttpError(400, PROJECT_MESSAGES.fileOrderDuplicate);
    seen.add(entry.id);
    if (!entry.id.startsWith(NEW_FILE_ID_PREFIX) && !byId.has(entry.id))
      throw new HttpError(400, PROJECT_MESSAGES.fileOrderUnknown);
  }
  const newEntries = fields.fileOrder.filter((e) => !byId.has(e.id));
  if (newEntries.length !== uploads.length)
    throw new HttpError(400, PROJECT_MESSAGES.fileOrderNewMismatch(newEntries.length, uploads.length));
  checkSizes(deps, uploads);
  const removedBytes = sum(existing.filter((f) => !seen.has(f.id)).map((f) => Number(f.file_size)));
  const adds = await addedBytes(deps.db, user.id, "project", uploads);
  await requireRoomFor(deps.db, user.id, deps.quotaBytes, adds, removedBytes);
  const checked = await checkUploads(deps, user.id, uploads, undefined, now);
  const uploadFor = new Map(newEntries.map((entry, i) => [entry.id, checked[i]!]));

  const ordered = fields.fileOrder
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.sortOrder - b.entry.sortOrder || a.index - b.index)
    .map(({ entry }) => entry);
  checkTotal(
    deps,
    ordered.map((e) => byId.get(e.id)?.file_size ?? uploadFor.get(e.id)!.size),
  );

  const labels = assignExhibitLabels(
    roleOf(row),
    ordered.map((entry) => entry.exhibitLabel || byId.get(entry.id)?.exhibit_label),
    { ...projectLabelOptions(row.preset_key), relabel: fields.relabelExhibits },
  );

  const inserted: ProjectFileRow[] = [];
  const insertedFrom: string[] = [];
  const kept: ProjectFileRow[] = [];
  for (const [position, entry] of ordered.entries()) {
    const saved = byId.get(entry.id);
    const description = entry.description !== undefined ? { description: entry.description } : {};
    if (saved) {
      kept.push({ ...saved, sort_order: position, exhibit_label: labels[position]!, ...description });
    } else {
      const upload = uploadFor.get(entry.id)!;
      // The description written for the file on the edit screen, as the builder's save keeps it (issue 37).
      const machine = entry.aiDescription
        ? { ai_description: entry.aiDescription, ai_description_source: entry.aiDescriptionSource ?? "ai" }
        : {};
      inserted.push({
        ...newFileRow(user.id, id, upload, position, labels[position]!, now),
        ...description,
        ...machine,
      });
      insertedFrom.push(upload.key);
    }
  }
  const removed = existing.filter((f) => !seen.has(f.id));
  const descriptionSent = new Set(
    fields.fileOrder.filter((e) => e.description !== undefined).map((e) => e.id),
  );
  const changes: Partial<ProjectRow> = { updated_at: toDbTime(now) };
  await storeWithinQuota(
    deps,
    user.id,
    inserted,
    (_, i) => insertedFrom[i]!,
    (trx) =>
      repo.applyFileChanges(trx, user.id, id, {
        insert: inserted,
        update: kept.map((f) => ({
          id: f.id,
          sort_order: f.sort_order,
          exhibit_label: f.exhibit_label,
          ...(descriptionSent.has(f.id) ? { description: f.description } : {}),
        })),
        deleteIds: removed.map((f) => f.id),
        project: changes,
      }),
  );
  await finishSave(deps, user.id, checked, removed, now);
  return toProject({ ...row, ...changes }, [...kept, ...inserted]);
}
