// A saved project's file's pages (issue 37 §3), for the Pages panel in the project editor and the reopened builder:
// a batch of its pages drawn small, read from the file the project keeps (the browser never sends it again), and its
// page edits kept on its row, checked against the pages it has. Its owner's only (404 otherwise, as opening the file).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ProjectFileRow } from "@courtready/db";
import {
  PROJECT_MESSAGES,
  ZErrorResponse,
  ZFilePagesAnswer,
  ZFilePagesFields,
  ZId,
  ZPageEdits,
  applyPageEdits,
  canonicalPageEdits,
} from "@courtready/contracts";
import type { TFilePagesAnswer, TPageEdits, TUser } from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import { filePageCount, filePages } from "../library/file-pages.service.ts";
import type { PagedFile } from "../library/file-pages.service.ts";
import { endCheck, startCheck } from "../library/inspect.service.ts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { fileOfProject, getOwnedProject } from "./projects.read.ts";
import * as repo from "./projects.repository.ts";

const pagedFile = (file: ProjectFileRow): PagedFile => ({
  name: file.original_name || file.filename,
  key: file.storage_key,
  sha256: file.sha256,
});

/**
 * A batch of the owner's saved file's pages from `firstPage`, drawn in one of the person's file-check slots (the
 * bound the builder's pictures have), given back whatever happens.
 */
export async function savedFilePictures(
  deps: ProjectsDeps,
  user: TUser,
  ids: { projectId: string; fileId: string },
  firstPage: number,
  now: Date,
): Promise<TFilePagesAnswer> {
  await getOwnedProject(deps, user, ids.projectId);
  const { file } = await fileOfProject(deps, ids.projectId, ids.fileId);
  if (!(await startCheck(deps.db, user.id, now)))
    throw new HttpError(429, "Too many files are being checked at once. Wait a moment, then try again.");
  try {
    return await filePages(deps, user.id, pagedFile(file), firstPage, now);
  } finally {
    await endCheck(deps.db, user.id);
  }
}

/**
 * Keeps one file's page edits on its row, by the file's id, so a reorder of the exhibits keeps them; edits that
 * change nothing (or null) are none. Edits naming a page the file does not have, or removing every page, are
 * refused (422, the file named) before anything is kept: a build would refuse them later, far from where they were
 * made. The count comes from the file's kept conversion, not from the browser. Someone else's project or file: 404.
 */
export async function saveFilePageEdits(
  deps: ProjectsDeps,
  user: TUser,
  ids: { projectId: string; fileId: string },
  edits: TPageEdits | null,
  now: Date,
): Promise<void> {
  await getOwnedProject(deps, user, ids.projectId);
  const { file } = await fileOfProject(deps, ids.projectId, ids.fileId);
  const kept = canonicalPageEdits(edits ?? undefined);
  if (kept) {
    const applied = applyPageEdits(await filePageCount(deps, user.id, pagedFile(file), now), kept);
    if ("problem" in applied) throw new HttpError(422, `${pagedFile(file).name}: ${applied.problem.message}`);
  }
  if (
    !(await repo.setProjectFilePageEdits(
      deps.db,
      ids.projectId,
      ids.fileId,
      kept ? JSON.stringify(kept) : null,
    ))
  )
    throw new HttpError(404, PROJECT_MESSAGES.fileNotFound);
}

/** The two routes (registered by projects.routes.ts): the pictures, and the edits' PUT (CSRF-checked as every write). */
export function projectPagesRoutes(app: FastifyInstance, service: ProjectsDeps, clock: Clock): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ZFileParams = z.object({ id: ZId, fileId: ZId });
  const idsOf = (params: { id: string; fileId: string }) => ({ projectId: params.id, fileId: params.fileId });

  r.get(
    "/projects/:id/files/:fileId/page-pictures",
    {
      schema: {
        params: ZFileParams,
        querystring: ZFilePagesFields,
        response: { 200: ZFilePagesAnswer, "4xx": ZErrorResponse },
      },
    },
    async (request) =>
      savedFilePictures(
        service,
        requireUser(request),
        idsOf(request.params),
        request.query.first_page,
        clock(),
      ),
  );

  r.put(
    "/projects/:id/files/:fileId/pages",
    {
      schema: {
        params: ZFileParams,
        body: ZPageEdits.nullable(),
        response: { 200: z.object({ success: z.literal(true) }), "4xx": ZErrorResponse },
      },
    },
    async (request) => {
      await saveFilePageEdits(service, requireUser(request), idsOf(request.params), request.body, clock());
      return { success: true as const };
    },
  );
}
