// The account's own data: everything a person keeps with us as one ZIP (account.json plus every stored file,
// streamed), and deleting the account with all of it — what the privacy page promises (guide DECISIONS "Data kept,
// and for how long").
import { once } from "node:events";
import { PassThrough } from "node:stream";
import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { Zip, ZipPassThrough } from "fflate";
import type { Database } from "@courtready/db";
import { ACCOUNT_MESSAGES } from "@courtready/contracts";
import type { TUser } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { deleteUserIfConfirmed } from "../auth/auth.service.ts";
import { membershipStatus } from "../membership/membership.service.ts";
import { projectSizeLimitOf } from "../projects/projects.presenters.ts";
import { accountRecords } from "./account.repository.ts";

/** A file or folder name that is safe inside a ZIP. */
function safeName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").slice(0, 150) || "file";
}

/** A name that is safe inside a ZIP and unique among the others. */
function entryName(used: Set<string>, folder: string, name: string): string {
  const clean = safeName(name);
  const dot = clean.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ""];
  let candidate = `${folder}/${clean}`;
  for (let n = 2; used.has(candidate); n++) candidate = `${folder}/${stem} (${n})${ext}`;
  used.add(candidate);
  return candidate;
}

/** The export's ZIP as a stream, and the name to download it under. */
export async function accountExport(
  db: Kysely<Database>,
  storage: FileStorage,
  user: TUser,
  now: Date,
): Promise<{ stream: Readable; fileName: string }> {
  const [{ files, folders, checkouts, projects, projectFiles }, membership] = await Promise.all([
    accountRecords(db, user.id),
    membershipStatus(db, user, now),
  ]);
  const used = new Set<string>();
  const placed = files.map((file) => ({ file, entry: entryName(used, "files", file.original_filename) }));
  // Each project's files in a folder of their own, named after the project (its id's start keeps two projects of
  // the same name apart).
  const projectFolder = new Map(
    projects.map((p) => [p.id, `projects/${safeName(p.project_name)} (${p.id.slice(0, 8)})`]),
  );
  const placedProjectFiles = projectFiles.map((file) => ({
    file,
    entry: entryName(used, projectFolder.get(file.project_id) ?? "projects", file.filename),
  }));
  const account = {
    exportedAt: now.toISOString(),
    account: user,
    membership,
    purchases: checkouts.map((c) => ({
      plan: c.tier,
      amountCents: c.amount_cents,
      currency: c.currency,
      status: c.status,
      startedAt: c.created_at,
      completedAt: c.completed_at,
    })),
    folders: folders.map((f) => ({ id: f.id, name: f.name, description: f.description, color: f.color })),
    files: placed.map(({ file, entry }) => ({
      name: file.original_filename,
      inThisZip: entry,
      type: file.file_type,
      size: Number(file.file_size),
      pages: file.page_count,
      sha256: file.sha256,
      category: file.category,
      notes: file.user_description,
      tags: JSON.parse(file.tags) as unknown,
      folderId: file.folder_id,
      uploadedAt: file.uploaded_at,
    })),
    projects: projects.map((p) => ({
      id: p.id,
      name: p.project_name,
      binderType: p.binder_type,
      courtName: p.court_name,
      role: p.role,
      presetKey: p.preset_key,
      status: p.status,
      caseAnswers: JSON.parse(p.form_data) as unknown,
      // The builder's "File size limit for e-filing" choice: "court", "none" or MB; absent when never chosen.
      sizeLimit: projectSizeLimitOf(p),
      createdAt: p.created_at,
      updatedAt: p.updated_at,
      files: placedProjectFiles
        .filter(({ file }) => file.project_id === p.id)
        .map(({ file, entry }) => ({
          name: file.filename,
          inThisZip: entry,
          type: file.file_type,
          size: file.file_size,
          position: file.sort_order + 1,
          exhibitLabel: file.exhibit_label,
          description: file.description,
          aiDescription: file.ai_description,
        })),
    })),
  };

  // Streamed: a full library is up to the quota in size, far more than should sit in memory. Files are stored
  // (not deflated): they are PDFs, photos and Office files, already compressed.
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const addBytes = (name: string, bytes: Uint8Array) => {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
  };
  void (async () => {
    try {
      addBytes("account.json", new TextEncoder().encode(`${JSON.stringify(account, null, 2)}\n`));
      for (const { file, entry } of [...placed, ...placedProjectFiles]) {
        const item = new ZipPassThrough(entry);
        zip.add(item);
        const stream = await storage.get(file.storage_key);
        for await (const chunk of stream) {
          item.push(new Uint8Array(chunk as Buffer));
          // The zip writes into `out` as it is fed; wait for the client to take it, so a slow connection never
          // makes the whole library pile up in memory.
          if (out.writableNeedDrain) await Promise.race([once(out, "drain"), once(out, "close")]);
          if (out.destroyed) {
            stream.destroy();
            return;
          }
        }
        item.push(new Uint8Array(), true);
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  const day = now.toISOString().slice(0, 10);
  return { stream: out, fileName: `courtready-data-${day}.zip` };
}

/**
 * Deletes the account once `confirmation` proves it is the person: their password, or for an account that signs in
 * with Google or Apple (no password) its e-mail address typed out.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  storage: FileStorage,
  user: TUser,
  confirmation: string,
): Promise<void> {
  // The database first (its foreign keys remove sessions, files, folders, projects and memberships with the
  // user), then the stored bytes: a failure in between leaves unreachable bytes, never records without files.
  if (!(await deleteUserIfConfirmed(db, user.id, confirmation)))
    throw new HttpError(403, ACCOUNT_MESSAGES.wrongPassword);
  await storage.deleteFolder(`users/${user.id}`);
}
