// /api/projects (builder-and-projects.md §7, accounts-dashboard-and-pages.md §7): saved projects and their files.
// Thin routes: reading the multipart body lives here, the rules in projects.service.ts, who may do what in policy.ts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { z } from "zod";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import {
  MAX_PROJECT_FILES,
  PROJECT_MESSAGES,
  ZCreateProjectFields,
  ZDeleteProjectResponse,
  ZDuplicateProjectRequest,
  ZErrorResponse,
  ZProject,
  ZProjectsResponse,
  ZSaveProjectResponse,
  ZUpdateProjectFields,
  ZUpdateProjectFilesFields,
  ZUpdateProjectFilesResponse,
} from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import type { FileStorage } from "../../storage/storage.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import { admitBuild } from "../builds/builds.slots.ts";
import type { BuildQueue } from "../builds/builds.queue.ts";
import { declaresMoreThan } from "../../plugins/uploads.ts";
import * as projects from "./projects.service.ts";
import {
  ZProjectPreviewRequest,
  ZProjectPreviewResponse,
  exportWord,
  previewProject,
} from "./projects.export.ts";
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
}

const MB = 1024 * 1024;
const ZId = z.string().min(1).max(64);
const ZIdParams = z.object({ id: ZId });
const ZFileParams = z.object({ id: ZId, fileId: ZId });

export async function projectsRoutes(app: FastifyInstance, deps: ProjectsRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, clock } = deps;
  const service: ProjectsDeps = {
    db: deps.db,
    storage: deps.storage,
    maxFileBytes: config.maxFileBytes,
    maxProjectBytes: config.maxBuildBytes,
    ...(deps.fileInLibrary ? { fileInLibrary: deps.fileInLibrary } : {}),
  };
  const outputs: ProjectOutputDeps = {
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    maxFileBytes: config.maxFileBytes,
  };
  const build = {
    ...outputs,
    queue: deps.queue,
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

  /**
   * Text fields and every "files" part (other file parts are read and dropped). Each file gets its own copy of the
   * bytes: Node may pool small buffers, and a pooled one would keep a larger slab alive.
   */
  async function readUpload(
    request: FastifyRequest,
  ): Promise<{ fields: Record<string, string>; files: Upload[] }> {
    if (!request.isMultipart()) throw new HttpError(415, PROJECT_MESSAGES.notMultipart);
    // Answered from the headers: a body that says it is too large is never read.
    if (declaresMoreThan(request, config.maxBuildBytes))
      throw new HttpError(413, PROJECT_MESSAGES.projectTooLarge(Math.round(config.maxBuildBytes / MB)));
    const fields: Record<string, string> = {};
    const files: Upload[] = [];
    let total = 0;
    let current = "";
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          current = part.filename || `file-${files.length + 1}`;
          const data = await part.toBuffer();
          if (part.fieldname !== "files") continue;
          total += data.byteLength;
          // Stop reading early: what a project can hold is checked again, with the kept files, by the service.
          if (total > config.maxBuildBytes)
            throw new HttpError(413, PROJECT_MESSAGES.projectTooLarge(Math.round(config.maxBuildBytes / MB)));
          const bytes = new Uint8Array(data.byteLength);
          bytes.set(data);
          files.push({ name: current, bytes });
        } else if (typeof part.value === "string") {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE")
        throw new HttpError(
          413,
          PROJECT_MESSAGES.fileTooLarge(current, Math.round(config.maxFileBytes / MB)),
        );
      if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
        throw new HttpError(413, PROJECT_MESSAGES.tooManyFiles);
      throw error;
    }
    return { fields, files };
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
      const list = await projects.listProjects(service, requireUser(request));
      return reply.header("Cache-Control", "private, no-store").send(list);
    },
  );

  r.post(
    "/projects",
    { schema: { response: { 201: ZSaveProjectResponse, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { fields, files } = await readUpload(request);
      const input = fieldsOrThrow(ZCreateProjectFields, fields);
      const { notFiled, ...project } = await projects.createProject(service, user, input, files, clock());
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
      const { fields, files } = await readUpload(request);
      const input = fieldsOrThrow(ZUpdateProjectFields, fields);
      const { notFiled, ...project } = await projects.updateProject(
        service,
        user,
        request.params.id,
        input,
        files,
        clock(),
      );
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
      const { fields, files } = await readUpload(request);
      const input = fieldsOrThrow(ZUpdateProjectFilesFields, fields);
      const project = await projects.updateFiles(service, user, request.params.id, input, files, clock());
      return { success: true as const, project };
    },
  );

  r.get("/projects/:id/files/:fileId", { schema: { params: ZFileParams } }, async (request, reply) => {
    const { file, stream } = await projects.openFile(
      service,
      requireUser(request),
      request.params.id,
      request.params.fileId,
    );
    // Always a download, with the type sniffed from the bytes (not the one the uploader claimed), so nothing runs
    // inline in the browser.
    const ascii = file.filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
    return reply
      .type(file.mime_type)
      .header(
        "Content-Disposition",
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(stream);
  });

  r.get("/projects/:id/export/word", { schema: { params: ZIdParams } }, async (request, reply) => {
    const { filename, bytes } = await exportWord(outputs, requireUser(request), request.params.id, clock());
    const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
    return reply
      .type("application/vnd.openxmlformats-officedocument.wordprocessingml.document")
      .header(
        "Content-Disposition",
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
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
      // Another person's project is "not found" before anything else is said about it; then the same admission
      // as the builder's calls: membership, then one of the person's build slots.
      await projects.getOwnedProject(service, user, request.params.id);
      const job = await admitBuild(deps.db, user, request, config.maxBuildBytes, clock(), {
        kind: "project_preview",
        clientRef: undefined,
        owner: deps.queue.owner,
        upload: false,
      });
      const controller = new AbortController();
      // Stop the build if the person closes the page; a finished reply closing is not a reason.
      const onClose = () => {
        if (!reply.raw.writableEnded) controller.abort();
      };
      reply.raw.on("close", onClose);
      try {
        const { previewUrl } = await previewProject(
          { ...outputs, build },
          user,
          request.params.id,
          request.body.fileOrder,
          clock(),
          controller.signal,
          job.id,
        );
        return { success: true as const, previewUrl };
      } finally {
        reply.raw.off("close", onClose);
      }
    },
  );
}
