// The builder's calls (builder-and-projects.md §7): POST /api/preview, /api/binders/pages, /api/binders/render and
// /api/compile, plus GET /api/builds/{id}/progress for the progress bar, GET /api/builds/{id}/{file} for downloads and
// GET /api/builds/{id}/pages/{page} for the page-by-page view's pictures (builds.pages.ts). Thin routes: a
// build is admitted and recorded (builds.slots.ts) before its body is read, its files stream into storage
// (plugins/uploads.ts), it is queued with its pass (builds.service.ts) and run by the queue (builds.queue.ts); the
// route waits for its row to end. Failures answer in the shape §8 reads ({ success: false, error, message, code,
// files }).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { z } from "zod";
import type { Kysely } from "kysely";
import type { BuildJobRow, Database } from "@courtready/db";
import {
  BUILD_ERROR_CODES,
  BUILDER_MESSAGES,
  ENHANCED_KIT_FILE_NAME,
  OUTPUT_ZIP_FILE_NAME,
  ZBuildId,
  ZId,
  ZBuildProgress,
  buildFieldMessage,
  fileRefusalEnglish,
  ZCompileFields,
  ZErrorResponse,
  ZFilingCheckReport,
  ZPreviewFields,
  ZPagesResponse,
  ZPreviewResponse,
  ZRenderFields,
  ZRenderResponse,
} from "@courtready/contracts";
import type { BuildRequest, TBuildLanguage, TBuildProgress } from "@courtready/contracts";
import type { Config } from "../../config.ts";
import type { Clock } from "../../clock.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import type { DataStore } from "@tus/utils";
import { HttpError } from "../../plugins/errors.ts";
import { sendStored } from "../../plugins/downloads.ts";
import { requestLanguage } from "../../plugins/language.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { isOutOfSpace, OUT_OF_SPACE_MESSAGE, UploadError } from "../../plugins/uploads.ts";
import { requireOwned, requireUser } from "../../policy.ts";
import { routedPath } from "../../plugins/paths.ts";
import { downloadableBuild, jobInputOf, requireFiles, runBuild } from "./builds.service.ts";
import { BuildError } from "./builds.refusals.ts";
import type { BuildCall, BuildDeps } from "./builds.service.ts";
import type { BuildQueue } from "./builds.queue.ts";
import { findBuild, findJobByRef } from "./builds.repository.ts";
import { KIT_DOWNLOAD } from "./builds.run.ts";
import { leaseExpired } from "./builds.lease.ts";
import { pagePicture } from "./builds.pages.ts";

export interface BuildsRouteDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  config: Config;
  clock: Clock;
  jobs: JobRunner;
  /** Runs queued builds; the routes wait on it for their build's row to end. */
  queue: BuildQueue;
  /** Where finished resumable uploads are, for builds that name them (modules/uploads). */
  resumable?: DataStore;
}

const MB = 1024 * 1024;
const DOWNLOADS = {
  "binder.pdf": { type: "application/pdf", disposition: "inline", name: "binder.pdf" },
  [OUTPUT_ZIP_FILE_NAME]: { type: "application/zip", disposition: "attachment", name: OUTPUT_ZIP_FILE_NAME },
  [KIT_DOWNLOAD]: { type: "application/zip", disposition: "attachment", name: ENHANCED_KIT_FILE_NAME },
} as const;
const DOWNLOAD_GONE = "This download was not found. Generate the binder again to get a new one.";
/** What a finished compile stored: where its kit is (the route streams the kit itself). */
const ZCompileAnswer = z.object({ kit: z.string() });
const ZPageParams = z.object({ id: ZId, page: z.coerce.number().int().positive().max(100_000) });
const ZDownloadParams = z.object({
  id: ZId,
  file: z.enum(["binder.pdf", OUTPUT_ZIP_FILE_NAME, KIT_DOWNLOAD]),
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
    queue: deps.queue,
    clock: deps.clock,
    maxFileBytes: config.maxFileBytes,
    maxBuildBytes: config.maxBuildBytes,
    retentionHours: config.buildRetentionHours,
    ...(deps.resumable ? { resumable: deps.resumable } : {}),
  };

  // Build calls answer failures in the builder's shape; other routes in this plugin keep the app's { message }.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (!routedPath(request).startsWith("/api/builds/")) {
      if (error instanceof BuildError)
        return reply.status(error.statusCode).send(failureBody(error.code, error.message, error.files));
      if (error instanceof UploadError) {
        const code =
          error.code === "OUT_OF_SPACE"
            ? BUILD_ERROR_CODES.failed
            : error.statusCode === 413
              ? BUILD_ERROR_CODES.tooLarge
              : BUILD_ERROR_CODES.badRequest;
        const files =
          error.code === "FILE_TOO_LARGE" && error.fileName
            ? [
                {
                  name: error.fileName,
                  reason: fileRefusalEnglish({
                    code: "largerThan",
                    params: { maxMb: Math.round(config.maxFileBytes / MB) },
                  }),
                },
              ]
            : undefined;
        return reply.status(error.statusCode).send(failureBody(code, error.message, files));
      }
      if (error instanceof HttpError) {
        const code =
          error.statusCode === 401 ? BUILD_ERROR_CODES.loginRequired : BUILD_ERROR_CODES.badRequest;
        const message =
          error.statusCode === 401
            ? `${BUILDER_MESSAGES.loginRequired.title}: ${BUILDER_MESSAGES.loginRequired.description}`
            : error.message;
        return reply.status(error.statusCode).send(failureBody(code, message));
      }
      if (isOutOfSpace(error)) {
        request.log.error({ err: error }, "out of space");
        return reply.status(507).send(failureBody(BUILD_ERROR_CODES.failed, OUT_OF_SPACE_MESSAGE));
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

  /**
   * A builder call: its fields parsed once by the contract (BuildRequest) and, with the files it streamed, made the
   * job's input; render and compile take the pass's use. `language` is the person's (requestLanguage), for a kit
   * whose request names none: a builder that predates the field still gets a report the person can read.
   */
  const builderCall = <T>(
    kind: "preview" | "pages" | "render" | "compile",
    fields: z.ZodType<BuildRequest>,
    answer: z.ZodType<T>,
    language?: TBuildLanguage,
  ): BuildCall<T> => ({
    kind,
    answer,
    async prepare(_jobId, upload) {
      const files = upload?.files ?? [];
      // No files is said first: it is what the person must fix whatever else the form says.
      requireFiles(files);
      const parsed = fields.safeParse(upload?.fields ?? {});
      if (!parsed.success)
        throw new BuildError(400, BUILD_ERROR_CODES.badRequest, buildFieldMessage(parsed.error.issues[0]));
      // The page-by-page view shows the whole binder: a size limit (which splits it into volumes) does not apply.
      const request = kind === "pages" ? { ...parsed.data, sizeLimit: undefined } : parsed.data;
      const want = kind === "compile" ? ({ kind: "kit" } as const) : ({ kind: "binder" } as const);
      return {
        input: jobInputOf(request, files, deps.clock(), want, language),
        // A look before Generate (the preview, the page-by-page view) never takes a one-time pass's use.
        claimUse: kind === "render" || kind === "compile",
        clientRef: request.buildId,
      };
    },
  });

  /** Runs a builder call for the request and answers what the build stored. */
  const built = <T>(call: BuildCall<T>, request: FastifyRequest, reply: FastifyReply) =>
    runBuild<T>(buildDeps, requireUser(request), { request, reply }, call);

  // The person's language goes with the job (issue 39): the answer's warnings are said in it.
  r.post("/preview", { schema: { response: { 200: ZPreviewResponse } } }, async (request, reply) => {
    const call = builderCall("preview", ZPreviewFields, ZPreviewResponse, requestLanguage(request));
    return (await built(call, request, reply)).answer;
  });

  // The binder as Generate would make it, whole (never split), kept only as page pictures: no pass is used.
  r.post("/binders/pages", { schema: { response: { 200: ZPagesResponse } } }, async (request, reply) => {
    return (await built(builderCall("pages", ZPreviewFields, ZPagesResponse), request, reply)).answer;
  });

  r.get("/builds/:id/pages/:page", { schema: { params: ZPageParams } }, async (request, reply) => {
    const { id, page } = request.params;
    const picture = await pagePicture(deps, requireUser(request), id, page);
    // The pictures of a kept build never change; the person's own, so never in a shared cache.
    return reply
      .type("image/jpeg")
      .header("Cache-Control", "private, max-age=3600")
      .send(Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength));
  });

  r.post("/binders/render", { schema: { response: { 200: ZRenderResponse } } }, async (request, reply) => {
    const call = builderCall("render", ZRenderFields, ZRenderResponse, requestLanguage(request));
    return (await built(call, request, reply)).answer;
  });

  r.post("/compile", async (request, reply) => {
    const user = requireUser(request);
    const call = builderCall("compile", ZCompileFields, ZCompileAnswer, requestLanguage(request));
    const { buildId } = await built(call, request, reply);
    const build = requireOwned(user, await findBuild(deps.db, buildId ?? ""), "This download was not found.");
    // Answers the POST itself (the page reads it as the response), so it is streamed, never redirected.
    return sendStored(request, reply, deps.storage, {
      key: `${build.storage_prefix}/${KIT_DOWNLOAD}`,
      type: "application/zip",
      disposition: "attachment",
      name: ENHANCED_KIT_FILE_NAME,
      notFoundMessage: DOWNLOAD_GONE,
    });
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
      const job = await findJobByRef(deps.db, user.id, request.params.id);
      if (!job) throw new HttpError(404, "No build with this id is running.");
      const silent =
        job.state === "running" && leaseExpired(job, deps.clock(), config.queue.heartbeatSeconds * 1000);
      return reply.header("Cache-Control", "no-store").send(progressOf(job, silent));
    },
  );

  r.get("/builds/:id/:file", { schema: { params: ZDownloadParams } }, async (request, reply) => {
    const user = requireUser(request);
    const build = await downloadableBuild(deps.db, user, request.params.id, deps.clock());
    const download = DOWNLOADS[request.params.file];
    // Opened by a link (never fetched by the page), so where browsers can reach the store (S3_PUBLIC_ENDPOINT) the
    // largest downloads go there directly; otherwise streamed from storage with ranges.
    return sendStored(request, reply, deps.storage, {
      key: `${build.storage_prefix}/${request.params.file}`,
      ...download,
      redirect: config.s3?.publicEndpoint !== undefined,
      notFoundMessage: DOWNLOAD_GONE,
    });
  });
}

const READY_WORDS: Record<BuildJobRow["kind"], string> = {
  preview: "Your preview",
  pages: "Your page-by-page view",
  render: "Your binder",
  compile: "Your enhanced kit",
  project_preview: "Your preview binder",
  filing: "Your filing",
};

/** What the bar says while a build's worker is silent past its lease, until another worker takes it. */
export const MOVING_MESSAGE = "Its worker stopped answering: moving it to another worker";

/**
 * A build's progress for the bar, and once it has ended, what happened in words: the person coming back after a
 * dropped connection or a restart learns whether their binder is ready or their pass was given back.
 */
export function progressOf(job: BuildJobRow, silent = false): TBuildProgress {
  const stage = job.state === "receiving" ? "queued" : job.stage;
  // A worker silent past its lease (builds.lease.ts): the bar says what happens next, not its last step.
  const progress: TBuildProgress = {
    stage,
    fraction: job.percent / 100,
    message: silent ? MOVING_MESSAGE : job.message,
  };
  if (job.state !== "done" && job.state !== "failed" && job.state !== "abandoned") return progress;
  const passReturned = job.use_returned === 1;
  if (job.state === "done") {
    const links = z
      .object({ pdf: z.string().optional(), zip: z.string().optional(), kit: z.string().optional() })
      .catch({})
      .parse(job.result ? JSON.parse(job.result) : {});
    // The filing check the build stored (render and compile); absent from other builds and from older rows.
    const check = z
      .object({ filing_check: ZFilingCheckReport.nullable().optional() })
      .catch({})
      .parse(job.result ? JSON.parse(job.result) : {});
    const what = READY_WORDS[job.kind];
    const message =
      job.attempts > 1
        ? `${what} was finished after an interruption on our side. It is ready.`
        : `${what} is ready.`;
    return { ...progress, message, outcome: { state: "done", message, passReturned, ...links, ...check } };
  }
  const message = passReturned
    ? `${job.error_message ?? "The build stopped."} Your one-time pass was given back, so you can build again.`
    : (job.error_message ?? "The build stopped.");
  return { ...progress, stage: "failed", message, outcome: { state: job.state, message, passReturned } };
}
