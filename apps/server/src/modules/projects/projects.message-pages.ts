// A saved project's message export in the picker (issue 38): a page of a conversation's messages, and an e-mail's
// attached PDF or photo, read on the worker from the file the project keeps (the browser never sends it again),
// for its owner only (404 otherwise, as opening the file). The attachment, written to the person's staging area by
// the job's thread (never held here whole), is streamed back for a reopened builder, or becomes a new file of the
// project for the project editor, checked, stored within the quota and described with the engine's index line
// ('Attachment "lease.pdf" to the e-mail from … of …').
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ProjectFileRow, ProjectRow } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import {
  assignExhibitLabels,
  ATTACHMENT_DESCRIPTION_HEADER,
  MAX_PICKED_MESSAGES,
  MESSAGE_PAGE_SIZE,
  ZAddedAttachment,
  ZErrorResponse,
  ZId,
  ZMessagePage,
  ZSavedAttachmentBody,
  ZSavedMessagePageBody,
} from "@courtready/contracts";
import type { TMessagePage, TProjectFile, TUser } from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import { HttpError, unlessRefused } from "../../plugins/errors.ts";
import { downloadHeaders } from "../../plugins/uploads.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import { readOnce, stagingPrefix } from "../../storage/staging.ts";
import { endCheck, startCheck } from "../library/inspect.service.ts";
import { messageAttachmentJob, messagePageJob } from "../library/message-pages.jobs.ts";
import type { StoredAttachment } from "../library/message-pages.jobs.ts";
import { addedBytes, requireRoomFor } from "../library/storage-usage.ts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { projectLabelOptions } from "./projects.labels.ts";
import { roleOf, toProject, toProjectFile } from "./projects.presenters.ts";
import { fileOfProject, filesOf, getOwnedProject } from "./projects.read.ts";
import * as repo from "./projects.repository.ts";
import { checkTotal, checkUploads, finishSave, newFileRow, storeWithinQuota } from "./projects.uploads.ts";

const NOT_AN_EXPORT = "This file is not a message export.";

/** The case's party name (what the builder saved as partyName): the phone's owner as the transcript names them. */
function partyNameOf(row: ProjectRow): string | undefined {
  const formData = toProject(row, []).formData;
  for (const key of ["partyName", "party_name"]) {
    const value = formData[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return undefined;
}

/**
 * The owner's project and its file, which must be a kept message export; run in one of the person's file-check
 * slots (the same bound as the builder's picker routes), given back whatever happens.
 */
async function onSavedExport<T>(
  deps: ProjectsDeps,
  user: TUser,
  ids: { projectId: string; fileId: string },
  now: Date,
  work: (row: ProjectRow, file: ProjectFileRow) => Promise<T>,
): Promise<T> {
  const row = await getOwnedProject(deps, user, ids.projectId);
  const { file } = await fileOfProject(deps, ids.projectId, ids.fileId);
  if (!file.message_export) throw new HttpError(422, `${file.original_name}: ${NOT_AN_EXPORT}`);
  if (!(await startCheck(deps.db, user.id, now)))
    throw new HttpError(429, "Too many files are being checked at once. Wait a moment, then try again.");
  try {
    return await work(row, file);
  } finally {
    await endCheck(deps.db, user.id);
  }
}

const storedFile = (file: ProjectFileRow) => ({ name: file.original_name, key: file.storage_key });
const ownerOf = (row: ProjectRow) => {
  const name = partyNameOf(row);
  return name ? { ownerName: name } : {};
};

/** One page of a saved export's conversation in a day range (as POST /api/message-export/messages answers). */
export async function savedMessagePage(
  deps: ProjectsDeps,
  user: TUser,
  ids: { projectId: string; fileId: string },
  query: z.output<typeof ZSavedMessagePageBody>,
  now: Date,
): Promise<TMessagePage> {
  return onSavedExport(deps, user, ids, now, async (row, file) => {
    const page = await deps.jobs.run(messagePageJob, {
      file: storedFile(file),
      maxFileBytes: deps.maxFileBytes,
      ...query,
      limit: MESSAGE_PAGE_SIZE,
      indexesUpTo: MAX_PICKED_MESSAGES,
      ...ownerOf(row),
    });
    return unlessRefused(page, file.original_name);
  });
}

/**
 * One PDF or photo attached to a saved export's e-mail, with the engine's index line for it, written under
 * `folder` (a staging folder of the person's, which the caller removes).
 */
export async function savedAttachment(
  deps: ProjectsDeps,
  user: TUser,
  ids: { projectId: string; fileId: string },
  where: z.output<typeof ZSavedAttachmentBody>,
  now: Date,
  folder: string,
): Promise<StoredAttachment> {
  return onSavedExport(deps, user, ids, now, (row, file) => takeAttachment(deps, row, file, where, folder));
}

async function takeAttachment(
  deps: ProjectsDeps,
  row: ProjectRow,
  file: ProjectFileRow,
  where: z.output<typeof ZSavedAttachmentBody>,
  folder: string,
): Promise<StoredAttachment> {
  const got = await deps.jobs.run(messageAttachmentJob, {
    file: storedFile(file),
    maxFileBytes: deps.maxFileBytes,
    conversation: where.conversation,
    timeZone: where.timeZone,
    message: where.message,
    position: where.position,
    ...ownerOf(row),
    saveTo: `${folder}/attachment`,
  });
  return unlessRefused(got, file.original_name);
}

/**
 * Copies an e-mail's attached PDF or photo out of a saved export into the project as a new file at the end of the
 * list: checked by the engine like any upload, within the file, project and storage limits, labelled with the next
 * free label, its description the engine's index line (the facts of the e-mail it came with, as a transcript's
 * generated line). The job's thread writes it to the person's staging area, gone when this returns.
 */
export async function addAttachmentExhibit(
  deps: ProjectsDeps,
  user: TUser,
  ids: { projectId: string; fileId: string },
  where: z.output<typeof ZSavedAttachmentBody>,
  now: Date,
): Promise<TProjectFile> {
  const prefix = stagingPrefix(user.id);
  try {
    const { row, taken } = await onSavedExport(deps, user, ids, now, async (row, file) => ({
      row,
      taken: await takeAttachment(deps, row, file, where, prefix),
    }));
    const staged = { name: taken.name, key: taken.key, size: taken.size, sha256: taken.sha256 };
    const existing = await filesOf(deps, ids.projectId);
    checkTotal(deps, [...existing.map((f) => Number(f.file_size)), staged.size]);
    await requireRoomFor(
      deps.db,
      user.id,
      deps.quotaBytes,
      await addedBytes(deps.db, user.id, "project", [staged]),
      0,
    );
    const [checked] = await checkUploads(
      deps,
      user.id,
      [staged],
      [{ name: staged.name, description: taken.description, source: "person" }],
      now,
      { messageExports: false },
    );
    const position = existing.length;
    const labels = assignExhibitLabels(roleOf(row), [...existing.map((f) => f.exhibit_label), undefined], {
      ...projectLabelOptions(row.preset_key),
      relabel: false,
    });
    const inserted = newFileRow(user.id, ids.projectId, checked!, position, labels[position]!, now);
    await storeWithinQuota(
      deps,
      user.id,
      [inserted],
      () => staged.key,
      (trx) =>
        repo.applyFileChanges(trx, user.id, ids.projectId, {
          insert: [inserted],
          update: [],
          deleteIds: [],
          project: { updated_at: toDbTime(now) },
        }),
    );
    await finishSave(deps, user.id, [checked!], [], now);
    return toProjectFile(inserted);
  } finally {
    await deps.storage.deleteFolder(prefix).catch(() => undefined);
  }
}

/**
 * The three routes (registered by projects.routes.ts beside the choice's PUT): a page, the attachment's bytes (the
 * index line in ATTACHMENT_DESCRIPTION_HEADER), and the attachment added to the project as a file.
 */
export function projectMessageRoutes(app: FastifyInstance, service: ProjectsDeps, clock: Clock): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ZFileParams = z.object({ id: ZId, fileId: ZId });
  const idsOf = (params: { id: string; fileId: string }) => ({ projectId: params.id, fileId: params.fileId });

  r.post(
    "/projects/:id/files/:fileId/messages/page",
    {
      schema: {
        params: ZFileParams,
        body: ZSavedMessagePageBody,
        response: { 200: ZMessagePage, "4xx": ZErrorResponse },
      },
    },
    async (request) =>
      savedMessagePage(service, requireUser(request), idsOf(request.params), request.body, clock()),
  );

  r.post(
    "/projects/:id/files/:fileId/messages/attachment",
    { schema: { params: ZFileParams, body: ZSavedAttachmentBody } },
    async (request, reply) => {
      const user = requireUser(request);
      const folder = stagingPrefix(user.id);
      const found = await savedAttachment(
        service,
        user,
        idsOf(request.params),
        request.body,
        clock(),
        folder,
      );
      // As the builder's attachment route answers: a download, its index line beside it, streamed from storage.
      return downloadHeaders(reply, found.mime, "attachment", found.name)
        .header(ATTACHMENT_DESCRIPTION_HEADER, encodeURIComponent(found.description))
        .send(await readOnce(service.storage, found.key, folder));
    },
  );

  r.post(
    "/projects/:id/files/:fileId/messages/attachment-exhibit",
    {
      schema: {
        params: ZFileParams,
        body: ZSavedAttachmentBody,
        response: { 201: ZAddedAttachment, "4xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      const file = await addAttachmentExhibit(
        service,
        requireUser(request),
        idsOf(request.params),
        request.body,
        clock(),
      );
      return reply.status(201).send({ success: true as const, file });
    },
  );
}
