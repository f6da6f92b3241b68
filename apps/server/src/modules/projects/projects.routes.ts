// /api/projects (builder-and-projects.md §7, accounts-dashboard-and-pages.md §7): saved projects and their files.
// Thin routes: the multipart body streams into the person's staging area (storage/staging.ts) here, the rules live
// in projects.service.ts, who may do what in policy.ts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { z } from "zod";
import type { Kysely } from "kysely";
import type { DataStore } from "@tus/utils";
import type { Database } from "@courtready/db";
import {
  MAX_PROJECT_FILES,
  PROJECT_MESSAGES,
  ZCreateProjectFields,
  ZDeleteProjectResponse,
  ZDuplicateProjectRequest,
  ZErrorResponse,
  ZId,
  ZMarkFiledRequest,
  ZProjectFiling,
  ZSupplementResponse,
  ZIdParams,
  ZProject,
  ZProjectPreviewRequest,
  ZProjectPreviewResponse,
  ZProjectsResponse,
  ZSaveProjectResponse,
  ZSaveTranslationFields,
  ZSaveTranslationResponse,
  ZMessageChoice,
  ZFileSectionBody,
  ZStoredRedaction,
  TRANSLATION_MESSAGES,
  ZUpdateProjectFields,
  ZUpdateProjectFilesFields,
  ZUpdateProjectFilesResponse,
} from "@courtready/contracts";
import type { TUser } from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import type { FileStorage } from "../../storage/storage.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import type { BuildDeps } from "../builds/builds.service.ts";
import type { BuildQueue } from "../builds/builds.queue.ts";
import { declaresMoreThan, downloadHeaders, UploadError } from "../../plugins/uploads.ts";
import { sendStored } from "../../plugins/downloads.ts";
import type { ReadUpload, UploadLimits } from "../../plugins/uploads.ts";
import { withStagedUpload } from "../../storage/staging.ts";
import { uploadRules, withLeases } from "../limits/limits.service.ts";
import * as projects from "./projects.service.ts";
import { exportWord, previewProject, previewSupplement } from "./projects.export.ts";
import { projectMessageRoutes } from "./projects.message-pages.ts";
import { projectPagesRoutes } from "./projects.pages.ts";
import { filedBinderKey, getFiling, markProjectFiled, withFilingSummaries } from "./projects.filing.ts";
import type { ProjectOutputDeps } from "./projects.export.ts";
import type { ProjectsDeps, Upload } from "./projects.service.ts";

export interface ProjectsRouteDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  config: Config;
  clock: Clock;
  /** Converts files for the Word export's page counts and builds the preview binder. */
  jobs: JobRunner;
  /** Runs the preview binder as a build job, under the same per-person limit as the builder's calls. */
  queue: BuildQueue;
  /** Files a save's documents in the library, once each (library.service.ts#fileOnce). */
  fileInLibrary?: ProjectsDeps["fileInLibrary"];
  /** The resumable uploads' store (issue 40): a save may name finished uploads (`uploadIds`) instead of sending them. */
  resumable?: DataStore;
}

const MB = 1024 * 1024;
const ZFileParams = z.object({ id: ZId, fileId: ZId });
const ZFilingParams = z.object({ id: ZId, filingId: ZId });

export async function projectsRoutes(app: FastifyInstance, deps: ProjectsRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, clock } = deps;
  const service: ProjectsDeps = {
    db: deps.db,
    storage: deps.storage,
    maxFileBytes: config.maxFileBytes,
    maxProjectBytes: config.maxBuildBytes,
    quotaBytes: config.libraryQuotaBytes,
    jobs: deps.jobs,
    ...(deps.fileInLibrary ? { fileInLibrary: deps.fileInLibrary } : {}),
  };
  const outputs: ProjectOutputDeps = {
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    maxFileBytes: config.maxFileBytes,
  };
  const build: BuildDeps = {
    ...outputs,
    queue: deps.queue,
    clock,
    maxBuildBytes: config.maxBuildBytes,
    retentionHours: config.buildRetentionHours,
  };
  await app.register(fastifyMultipart, {
    limits: {
      files: MAX_PROJECT_FILES,
      fields: 20,
      fieldSize: 512 * 1024,
      fileSize: config.maxFileBytes,
      parts: MAX_PROJECT_FILES + 20,
    },
  });

  const limits: UploadLimits = {
    maxFileBytes: config.maxFileBytes,
    maxTotalBytes: config.maxBuildBytes,
    maxFiles: MAX_PROJECT_FILES,
    fileField: "files",
    sniff: true,
  };

  /**
   * Streams the text fields and every "files" part (other file parts are read and dropped), and the finished uploads
   * `uploadIds` names, into the person's staging area, runs `work` on them, and removes the staging area whatever
   * happens. Limits are the project's.
   */
  async function withUpload<T>(
    request: FastifyRequest,
    user: TUser,
    work: (upload: ReadUpload) => Promise<T>,
  ): Promise<T> {
    if (!request.isMultipart()) throw new HttpError(415, PROJECT_MESSAGES.notMultipart);
    // Answered from the headers: a body that says it is too large is never read.
    if (declaresMoreThan(request, config.maxBuildBytes))
      throw new HttpError(413, PROJECT_MESSAGES.projectTooLarge(Math.round(config.maxBuildBytes / MB)));
    try {
      // Counted before a byte is read (issue 40): the person's and the address's uploads under way, in the database.
      return await withLeases(deps.db, uploadRules(config.uploads, user.id, request.ip), clock(), () =>
        withStagedUpload(request, deps.storage, user.id, limits, work, deps.resumable),
      );
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      switch (error.code) {
        case "NOT_MULTIPART":
          throw new HttpError(415, PROJECT_MESSAGES.notMultipart);
        case "FILE_TOO_LARGE":
          throw new HttpError(
            413,
            PROJECT_MESSAGES.fileTooLarge(error.fileName ?? "A file", Math.round(config.maxFileBytes / MB)),
          );
        case "TOTAL_TOO_LARGE":
          throw new HttpError(413, PROJECT_MESSAGES.projectTooLarge(Math.round(config.maxBuildBytes / MB)));
        case "TOO_MANY_FILES":
          throw new HttpError(413, PROJECT_MESSAGES.tooManyFiles);
        case "UNSUPPORTED_TYPE":
          // Refused by its first bytes, the rest never read: said as the full check says a refused file.
          throw new HttpError(
            422,
            PROJECT_MESSAGES.fileRejected(error.fileName ?? "A file", error.reason ?? error.message),
          );
        default:
          throw error;
      }
    }
  }

  /** The kept files as the service takes them: their cleaned names and where they are staged. */
  function uploadsOf(upload: ReadUpload): Upload[] {
    return upload.files.map((f) => ({ name: f.name, key: f.key, size: f.size, sha256: f.sha256 }));
  }

  function fieldsOrThrow<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
    const parsed = schema.safeParse(fields);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid request");
    return parsed.data;
  }

  r.get(
    "/projects",
    { schema: { response: { 200: ZProjectsResponse, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const list = await withFilingSummaries(
        deps.db,
        await projects.listProjects(service, requireUser(request)),
      );
      return reply.header("Cache-Control", "private, no-store").send(list);
    },
  );

  r.post(
    "/projects",
    { schema: { response: { 201: ZSaveProjectResponse, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { notFiled, ...project } = await withUpload(request, user, (upload) => {
        const input = fieldsOrThrow(ZCreateProjectFields, upload.fields);
        return projects.createProject(service, user, input, uploadsOf(upload), clock());
      });
      return reply.status(201).send({ id: project.id, project, ...(notFiled ? { notFiled } : {}) });
    },
  );

  // Declared before "/projects/:id" routes only for reading order; the router prefers the static path anyway.
  r.post(
    "/projects/duplicate",
    {
      schema: {
        body: ZDuplicateProjectRequest,
        response: { 201: ZSaveProjectResponse, "4xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const project = await projects.duplicateProject(service, user, request.body.projectId, clock());
      return reply.status(201).send({ id: project.id, project });
    },
  );

  r.get(
    "/projects/:id",
    { schema: { params: ZIdParams, response: { 200: ZProject, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const project = await projects.getProject(service, requireUser(request), request.params.id);
      return reply.header("Cache-Control", "private, no-store").send(project);
    },
  );

  r.put(
    "/projects/:id",
    { schema: { params: ZIdParams, response: { 200: ZSaveProjectResponse, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      // Ownership first, so someone else's id gets its 404 before any upload is read or checked.
      await projects.getOwnedProject(service, user, request.params.id);
      const { notFiled, ...project } = await withUpload(request, user, (upload) => {
        const input = fieldsOrThrow(ZUpdateProjectFields, upload.fields);
        return projects.updateProject(service, user, request.params.id, input, uploadsOf(upload), clock());
      });
      return { id: project.id, project, ...(notFiled ? { notFiled } : {}) };
    },
  );

  r.delete(
    "/projects/:id",
    { schema: { params: ZIdParams, response: { 200: ZDeleteProjectResponse, "4xx": ZErrorResponse } } },
    async (request) => {
      await projects.deleteProject(service, requireUser(request), request.params.id);
      return { success: true as const, message: PROJECT_MESSAGES.deletedText };
    },
  );

  r.post(
    "/projects/:id/update-files",
    {
      schema: { params: ZIdParams, response: { 200: ZUpdateProjectFilesResponse, "4xx": ZErrorResponse } },
    },
    async (request) => {
      const user = requireUser(request);
      await projects.getOwnedProject(service, user, request.params.id);
      const project = await withUpload(request, user, (upload) => {
        const input = fieldsOrThrow(ZUpdateProjectFilesFields, upload.fields);
        return projects.updateFiles(service, user, request.params.id, input, uploadsOf(upload), clock());
      });
      return { success: true as const, project };
    },
  );

  r.get("/projects/:id/files/:fileId", { schema: { params: ZFileParams } }, async (request, reply) => {
    const { file } = await projects.openFile(
      service,
      requireUser(request),
      request.params.id,
      request.params.fileId,
    );
    // Always a download, with the type sniffed from the bytes (not the one the uploader claimed), so nothing runs
    // inline in the browser.
    return sendStored(request, reply, service.storage, {
      key: file.storage_key,
      type: file.mime_type,
      disposition: "attachment",
      name: file.filename,
    });
  });

  // A file's redaction (issue 43): the builder keeps the hits accepted and boxes drawn on a saved project's file.
  r.put(
    "/projects/:id/files/:fileId/redaction",
    {
      schema: {
        params: ZFileParams,
        body: ZStoredRedaction,
        response: { 200: z.object({ success: z.literal(true) }), "4xx": ZErrorResponse },
      },
    },
    async (request) => {
      const { id, fileId } = request.params;
      await projects.saveFileRedaction(service, requireUser(request), id, fileId, request.body);
      return { success: true as const };
    },
  );

  // A file's English translation (issue 39 §2): the `translation` field (ZSaveTranslation) and, for a new file, one
  // "files" part, checked and kept as a project's files are.
  r.put(
    "/projects/:id/files/:fileId/translation",
    {
      schema: {
        params: ZFileParams,
        response: { 200: ZSaveTranslationResponse, "4xx": ZErrorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, fileId } = request.params;
      await projects.getOwnedProject(service, user, id);
      const translation = await withUpload(request, user, (upload) => {
        const { translation: fields } = fieldsOrThrow(ZSaveTranslationFields, upload.fields);
        const files = uploadsOf(upload);
        if (files.length > 1) throw new HttpError(400, TRANSLATION_MESSAGES.oneSource);
        return projects.saveFileTranslation(service, user, id, fileId, fields, files[0], clock());
      });
      return { success: true as const, translation };
    },
  );
  // The translation's stored file, for the builder to send with a build of the reopened project.
  r.get(
    "/projects/:id/files/:fileId/translation",
    { schema: { params: ZFileParams } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await projects.openTranslationFile(service, requireUser(request), id, fileId);
      return sendStored(request, reply, service.storage, {
        key: file.key,
        type: "application/octet-stream",
        disposition: "attachment",
        name: file.name,
      });
    },
  );
  r.delete(
    "/projects/:id/files/:fileId/translation",
    {
      schema: {
        params: ZFileParams,
        response: { 200: z.object({ success: z.literal(true) }), "4xx": ZErrorResponse },
      },
    },
    async (request) => {
      const { id, fileId } = request.params;
      await projects.removeFileTranslation(service, requireUser(request), id, fileId);
      return { success: true as const };
    },
  );

  // A message export's choice (issue 38): the builder keeps what the person picked on a saved project's file.
  r.put(
    "/projects/:id/files/:fileId/messages",
    {
      schema: {
        params: ZFileParams,
        body: ZMessageChoice.nullable(),
        response: { 200: z.object({ success: z.literal(true) }), "4xx": ZErrorResponse },
      },
    },
    async (request) => {
      const { id, fileId } = request.params;
      await projects.saveFileMessages(service, requireUser(request), id, fileId, request.body);
      return { success: true as const };
    },
  );

  // Its pages and an e-mail's attachment for the picker, read from the kept file (projects.message-pages.ts).
  projectMessageRoutes(app, service, clock);

  // A file's pages (issue 37 §3): its pictures, and its edits kept on the file through reorders.
  projectPagesRoutes(app, service, clock);

  // The section (tab) a file is grouped under (issue 37 §3), kept on the file through reorders.
  r.put(
    "/projects/:id/files/:fileId/section",
    {
      schema: {
        params: ZFileParams,
        body: ZFileSectionBody,
        response: { 200: z.object({ success: z.literal(true) }), "4xx": ZErrorResponse },
      },
    },
    async (request) => {
      const { id, fileId } = request.params;
      await projects.saveFileSection(service, requireUser(request), id, fileId, request.body.title);
      return { success: true as const };
    },
  );

  r.get("/projects/:id/export/word", { schema: { params: ZIdParams } }, async (request, reply) => {
    const { filename, bytes } = await exportWord(outputs, requireUser(request), request.params.id, clock());
    return downloadHeaders(
      reply,
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "attachment",
      filename,
    ).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  r.post(
    "/projects/:id/preview",
    {
      schema: {
        params: ZIdParams,
        body: ZProjectPreviewRequest,
        response: { 200: ZProjectPreviewResponse, "4xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await previewProject(
        { ...outputs, build },
        user,
        request.params.id,
        request.body.fileOrder,
        { request, reply },
        { newBinder: request.body.newBinder === true },
      );
      return { success: true as const, ...answer };
    },
  );

  // What was filed (projects.filing.ts): the state, "Mark as filed", a supplement, and the frozen filed copies.
  r.get(
    "/projects/:id/filing",
    { schema: { params: ZIdParams, response: { 200: ZProjectFiling, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const filing = await getFiling(outputs, requireUser(request), request.params.id);
      return reply.header("Cache-Control", "private, no-store").send(filing);
    },
  );

  r.post(
    "/projects/:id/filing",
    {
      schema: {
        params: ZIdParams,
        body: ZMarkFiledRequest,
        response: { 200: ZProjectFiling, "4xx": ZErrorResponse },
      },
    },
    async (request) =>
      markProjectFiled(
        { ...outputs, queue: deps.queue },
        requireUser(request),
        request.params.id,
        request.body.filedOn,
        clock(),
      ),
  );

  r.post(
    "/projects/:id/supplement",
    { schema: { params: ZIdParams, response: { 200: ZSupplementResponse, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await previewSupplement({ ...outputs, build }, user, request.params.id, {
        request,
        reply,
      });
      return { success: true as const, ...answer };
    },
  );

  // A filed binder's frozen copy: its PDF (volume 1 when it came in volumes), or the ZIP of every volume.
  const filedDownloads = [
    { file: "pdf", path: "binder.pdf", type: "application/pdf", name: "filed-binder.pdf" },
    { file: "volumes", path: "volumes.zip", type: "application/zip", name: "filed-binder-volumes.zip" },
  ] as const;
  for (const { file, path, type, name } of filedDownloads) {
    r.get(
      `/projects/:id/filings/:filingId/${path}`,
      { schema: { params: ZFilingParams } },
      async (request, reply) => {
        const { id, filingId } = request.params;
        const key = await filedBinderKey(outputs, requireUser(request), id, filingId, file);
        return sendStored(request, reply, deps.storage, { key, type, disposition: "attachment", name });
      },
    );
  }
}
