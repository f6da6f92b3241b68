// The builder's calls (builder-and-projects.md §7): POST /api/preview, /api/binders/render and /api/compile, plus
// GET /api/builds/{id}/progress for the progress bar and GET /api/builds/{id}/{file} for downloads. Thin routes:
// reading the multipart body lives here, the rules in builds.service.ts; a build is admitted (builds.slots.ts)
// before its body is read. Failures answer in the shape §8 reads
// ({ success: false, error, message, code, files }).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { z } from "zod";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import {
  BUILD_ERROR_CODES,
  BUILDER_MESSAGES,
  ENHANCED_KIT_FILE_NAME,
  OUTPUT_ZIP_FILE_NAME,
  ZBuildId,
  ZBuildProgress,
  ZCompileFields,
  ZErrorResponse,
  ZPreviewFields,
  ZPreviewResponse,
  ZRenderFields,
  ZRenderResponse,
} from "@courtready/contracts";
import type { TUser } from "@courtready/contracts";
import type { SourceFile } from "@courtready/engine";
import type { Config } from "../../config.ts";
import type { Clock } from "../../clock.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireOwned, requireUser } from "../../policy.ts";
import * as builds from "./builds.service.ts";
import { BuildError } from "./builds.service.ts";
import type { BuildDeps, BuildInput } from "./builds.service.ts";
import { createProgressBoard } from "./builds.progress.ts";
import { findBuild } from "./builds.repository.ts";
import { admitBuild } from "./builds.slots.ts";
import type { BuildSlots } from "./builds.slots.ts";
import { routedPath } from "../../plugins/paths.ts";

export interface BuildsRouteDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  config: Config;
  clock: Clock;
  jobs: JobRunner;
  /** The per-person build limit, shared with a saved project's preview. */
  slots: BuildSlots;
}

const MB = 1024 * 1024;
const DOWNLOADS = {
  "binder.pdf": { type: "application/pdf", disposition: "inline" },
  [OUTPUT_ZIP_FILE_NAME]: { type: "application/zip", disposition: "attachment" },
} as const;
const ZDownloadParams = z.object({
  id: z.string().min(1).max(64),
  file: z.enum(["binder.pdf", OUTPUT_ZIP_FILE_NAME]),
});

const failureBody = (code: string, message: string, files?: { name: string; reason: string }[]) => ({
  success: false as const,
  code,
  error: message,
  message,
  ...(files ? { files: files.map(({ name, reason }) => ({ name, reason })) } : {}),
});

export async function buildsRoutes(app: FastifyInstance, deps: BuildsRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;
  await app.register(fastifyMultipart, {
    limits: { files: 500, fields: 20, fieldSize: 256 * 1024, fileSize: config.maxFileBytes, parts: 520 },
  });
  const buildDeps: BuildDeps = {
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    progress: createProgressBoard(),
    maxFileBytes: config.maxFileBytes,
    retentionHours: config.buildRetentionHours,
  };

  // Build calls answer failures in the builder's shape; other routes in this plugin keep the app's { message }.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (!routedPath(request).startsWith("/api/builds/")) {
      if (error instanceof BuildError)
        return reply.status(error.statusCode).send(failureBody(error.code, error.message, error.files));
      if (error instanceof HttpError) {
        const code =
          error.statusCode === 401 ? BUILD_ERROR_CODES.loginRequired : BUILD_ERROR_CODES.badRequest;
        const message =
          error.statusCode === 401
            ? `${BUILDER_MESSAGES.loginRequired.title}: ${BUILDER_MESSAGES.loginRequired.description}`
            : error.message;
        return reply.status(error.statusCode).send(failureBody(code, message));
      }
      if ((error.statusCode ?? 500) < 500)
        return reply
          .status(error.statusCode ?? 400)
          .send(failureBody(BUILD_ERROR_CODES.badRequest, error.message));
      request.log.error({ err: error }, "build failed");
      return reply
        .status(500)
        .send(
          failureBody(
            BUILD_ERROR_CODES.failed,
            "The binder could not be built because of a problem on our side. Please try again.",
          ),
        );
    }
    throw error;
  });

  /** Reads text fields and every "files" part; each file gets its own buffer so it can be handed to a worker. */
  async function readUpload(
    request: FastifyRequest,
  ): Promise<{ fields: Record<string, string>; files: SourceFile[] }> {
    if (!request.isMultipart())
      throw new BuildError(415, BUILD_ERROR_CODES.badRequest, "Send the files as a multipart form.");
    const fields: Record<string, string> = {};
    const files: SourceFile[] = [];
    let total = 0;
    let current = "";
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          current = part.filename;
          const data = await part.toBuffer();
          if (part.fieldname !== "files") continue;
          total += data.byteLength;
          if (total > config.maxBuildBytes)
            throw new BuildError(
              413,
              BUILD_ERROR_CODES.tooLarge,
              `These files add up to more than ${Math.round(config.maxBuildBytes / MB)} MB, the most one binder can take. Remove some files or make them smaller, then try again.`,
            );
          // A copy into its own memory: Node may pool small buffers, and a pooled one must never be transferred.
          const bytes = new Uint8Array(data.byteLength);
          bytes.set(data);
          files.push({ name: part.filename || `file-${files.length + 1}`, bytes });
        } else if (typeof part.value === "string") {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
        throw new BuildError(
          413,
          BUILD_ERROR_CODES.tooLarge,
          `${current} is larger than ${Math.round(config.maxFileBytes / MB)} MB, the most one file can be. Split it or make it smaller, then try again.`,
          [
            {
              name: current,
              code: "TOO_LARGE",
              reason: `larger than ${Math.round(config.maxFileBytes / MB)} MB`,
            },
          ],
        );
      if (
        (error as { code?: string }).code === "FST_FILES_LIMIT" ||
        (error as { code?: string }).code === "FST_PARTS_LIMIT"
      )
        throw new BuildError(413, BUILD_ERROR_CODES.tooLarge, "Too many files for one binder (500 at most).");
      throw error;
    }
    return { fields, files };
  }

  function fieldsOrThrow<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BuildError(
        400,
        BUILD_ERROR_CODES.badRequest,
        `The ${issue?.path.join(".") || "form"} field is not valid.`,
      );
    }
    return parsed.data;
  }

  /**
   * Runs one build for the user: admitted (membership, declared size, a slot) before the body is read, then
   * `work` reads the upload and builds, aborted if the browser goes away. The slot is held from the first byte.
   */
  async function withBuildSlot<T>(
    request: FastifyRequest,
    user: TUser,
    reply: FastifyReply,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const release = await admitBuild(deps.db, deps.slots, user, request, config.maxBuildBytes, deps.clock());
    const controller = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) controller.abort();
    };
    reply.raw.on("close", onClose);
    try {
      return await work(controller.signal);
    } finally {
      reply.raw.off("close", onClose);
      release();
    }
  }

  const input = (
    f: {
      role: BuildInput["role"];
      preset_key?: string | undefined;
      payload?: string | undefined;
      descriptions?: string | undefined;
      exhibitLabels?: string | undefined;
      buildId?: string | undefined;
    },
    binderType: BuildInput["binderType"],
    files: SourceFile[],
  ): BuildInput => ({
    binderType,
    role: f.role,
    presetKey: f.preset_key,
    payload: f.payload,
    descriptions: f.descriptions,
    exhibitLabels: f.exhibitLabels,
    buildId: f.buildId,
    files,
  });

  r.post("/preview", { schema: { response: { 200: ZPreviewResponse } } }, async (request, reply) => {
    const user = requireUser(request);
    return withBuildSlot(request, user, reply, async (signal) => {
      const { fields, files } = await readUpload(request);
      const f = fieldsOrThrow(ZPreviewFields, fields);
      return builds.preview(buildDeps, user, input(f, f.binderType, files), deps.clock(), signal);
    });
  });

  r.post("/binders/render", { schema: { response: { 200: ZRenderResponse } } }, async (request, reply) => {
    const user = requireUser(request);
    return withBuildSlot(request, user, reply, async (signal) => {
      const { fields, files } = await readUpload(request);
      const f = fieldsOrThrow(ZRenderFields, fields);
      return builds.render(buildDeps, user, input(f, f.type_slug, files), deps.clock(), signal);
    });
  });

  r.post("/compile", async (request, reply) => {
    const user = requireUser(request);
    const zip = await withBuildSlot(request, user, reply, async (signal) => {
      const { fields, files } = await readUpload(request);
      const f = fieldsOrThrow(ZCompileFields, fields);
      return builds.compile(buildDeps, user, input(f, f.binderType, files), deps.clock(), signal);
    });
    return reply
      .header("Content-Type", "application/zip")
      .header("Content-Disposition", `attachment; filename="${ENHANCED_KIT_FILE_NAME}"`)
      .header("Cache-Control", "private, no-store")
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });

  r.get(
    "/builds/:id/progress",
    {
      schema: {
        params: z.object({ id: ZBuildId }),
        response: { 200: ZBuildProgress, "4xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const progress = buildDeps.progress.get(user.id, request.params.id);
      if (!progress) throw new HttpError(404, "No build with this id is running.");
      return reply.header("Cache-Control", "no-store").send(progress);
    },
  );

  r.get("/builds/:id/:file", { schema: { params: ZDownloadParams } }, async (request, reply) => {
    const user = requireUser(request);
    const build = requireOwned(
      user,
      await findBuild(deps.db, request.params.id),
      "This download was not found.",
    );
    if (new Date(build.expires_at) <= deps.clock())
      throw new HttpError(410, "This download has expired. Generate the binder again to get a new one.");
    const download = DOWNLOADS[request.params.file];
    const stream = await deps.storage.get(`${build.storage_prefix}/${request.params.file}`);
    return reply
      .header("Content-Type", download.type)
      .header("Content-Disposition", `${download.disposition}; filename="${request.params.file}"`)
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(stream);
  });
}
