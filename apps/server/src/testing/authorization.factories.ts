// The authorization suite's real things of one person that are slow to make through the routes: a finished build
// (its row, its job's row for progress, and its stored binder) and a filed binder in volumes (its row and stored
// copies), so another person's request names ids that exist and belong to someone.
import { FILED_MANIFEST_FORMAT } from "@courtready/contracts";
import type { TFiledManifest } from "@courtready/contracts";
import { newId, toDbTime } from "@courtready/db";
import type { TestApp } from "./harness.ts";
import { insertJobRow } from "./builds.factories.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A render build of `userId` that finished: its builds row (downloadable for a day), its build_jobs row under
 * `ref` (what GET /api/builds/{ref}/progress names) and its binder.pdf in storage.
 */
export async function finishedBuild(
  t: Pick<TestApp, "database" | "storage" | "clock">,
  userId: string,
  pdf: Uint8Array,
): Promise<{ id: string; ref: string }> {
  const id = newId();
  const ref = `ref-${newId()}`;
  const prefix = `users/${userId}/builds/${id}`;
  await t.storage.put(`${prefix}/binder.pdf`, pdf);
  const now = t.clock();
  await t.database.db
    .insertInto("builds")
    .values({
      id,
      user_id: userId,
      kind: "render",
      storage_prefix: prefix,
      exhibit_count: 1,
      page_count: 1,
      pdf_size: pdf.byteLength,
      zip_size: 0,
      created_at: toDbTime(now),
      expires_at: toDbTime(new Date(now.getTime() + DAY_MS)),
    })
    .execute();
  await insertJobRow(t.database.db, {
    id: newId(),
    user_id: userId,
    client_ref: ref,
    state: "done",
    stage: "done",
    percent: 100,
    message: "Your binder is ready.",
    result: JSON.stringify({ pdf: `/api/builds/${id}/binder.pdf` }),
    updated_at: toDbTime(now),
  });
  return { id, ref };
}

/**
 * A binder of `projectId` (owned by `userId`) marked filed in two volumes: its project_filings row with a valid
 * manifest, volume 1 and the ZIP of volumes kept in storage. Returns the filing's id.
 */
export async function filedBinder(
  t: Pick<TestApp, "database" | "storage" | "clock">,
  userId: string,
  projectId: string,
  fileId: string,
  pdf: Uint8Array,
): Promise<string> {
  const id = newId();
  const binderKey = `users/${userId}/projects/${projectId}/filed/${id}.pdf`;
  await t.storage.put(binderKey, pdf);
  await t.storage.put(binderKey.replace(/\.pdf$/, ".zip"), new Uint8Array([0x50, 0x4b, 0x05, 0x06]));
  const manifest: TFiledManifest = {
    format: FILED_MANIFEST_FORMAT,
    version: 1,
    role: "defendant",
    case: { caseName: "Diaz v. Acme" },
    labels: { letterStyle: "A1", startNumber: 1 },
    bates: null,
    lastPage: 3,
    filings: [
      {
        kind: "binder",
        filedOn: "2026-11-20",
        preparedOn: "2026-11-19",
        firstPage: 1,
        lastPage: 3,
        labels: ["A"],
      },
    ],
    exhibits: [
      {
        label: "A",
        description: "Signed lease",
        pages: 1,
        startPage: 3,
        endPage: 3,
        batesStart: null,
        batesEnd: null,
      },
    ],
  };
  const at = toDbTime(t.clock());
  await t.database.db
    .insertInto("project_filings")
    .values({
      id,
      project_id: projectId,
      kind: "binder",
      state: "filed",
      build_id: null,
      binder_key: binderKey,
      volumes: 2,
      stored_bytes: pdf.byteLength + 4,
      manifest: JSON.stringify(manifest),
      file_ids: JSON.stringify([fileId]),
      filed_on: "2026-11-20",
      created_at: at,
      filed_at: at,
    })
    .execute();
  return id;
}
