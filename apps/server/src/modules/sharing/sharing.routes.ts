// Sharing a saved project (accounts-dashboard-and-pages.md §2.8, §3; builder-and-projects.md §6, §7): the owner's
// calls under /api/projects/:id (create, list and revoke links; read comments) and the link holder's calls under
// /api/shared/:token, which need no sign-in. Thin routes: the rules live in sharing.service.ts.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import {
  SHARE_MESSAGES,
  ZErrorResponse,
  ZId,
  ZIdParams,
  ZProjectCommentsResponse,
  ZRevokeShareResponse,
  ZShareCommentRequest,
  ZShareCommentResponse,
  ZShareLinkRequest,
  ZShareLinkResponse,
  ZShareLinksResponse,
  ZSharedProject,
} from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { sendStored } from "../../plugins/downloads.ts";
import { createEventBudget } from "../analytics/rate-limit.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import { stampedExhibitKey } from "./sharing.exhibits.ts";
import * as sharing from "./sharing.service.ts";
import type { SharingDeps } from "./sharing.service.ts";

export interface SharingRouteDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  config: Config;
  clock: Clock;
  /** The worker pool the stamped exhibits are built on (sharing.exhibits.ts). */
  jobs: JobRunner;
}

/** Comments one address may send: a person discussing a binder never needs more, a script is slowed to a crawl. */
export const COMMENT_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

/**
 * Types a browser shows safely by itself; everything else is offered as a download. Not PDF: a project keeps the
 * bytes its owner uploaded, and a PDF can carry JavaScript the browser's viewer would run on a stranger's link
 * (issue 22 finding 7), so a shared PDF is always a download.
 */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
const ZShareParams = z.object({ id: ZId, shareId: ZId });
// Any string: a token of the wrong shape gets the same plain "this link does not work" 404 as an unknown one.
const ZTokenParams = z.object({ token: z.string() });
const ZTokenFileParams = z.object({ token: z.string(), fileId: ZId });

export async function sharingRoutes(app: FastifyInstance, deps: SharingRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, clock } = deps;
  const service: SharingDeps = { db: deps.db, storage: deps.storage };
  const commentBudget = createEventBudget({ ...COMMENT_LIMIT, clock });

  r.post(
    "/projects/:id/share",
    {
      schema: {
        params: ZIdParams,
        body: ZShareLinkRequest,
        response: { 201: ZShareLinkResponse, "4xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { token, link } = await sharing.createShare(
        service,
        requireUser(request),
        request.params.id,
        request.body,
        clock(),
      );
      return reply
        .status(201)
        .header("Cache-Control", "private, no-store")
        .send({ ...link, shareUrl: sharing.shareUrlFor(config.publicBaseUrl, token) });
    },
  );

  r.get(
    "/projects/:id/shares",
    { schema: { params: ZIdParams, response: { 200: ZShareLinksResponse, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const links = await sharing.listShares(service, requireUser(request), request.params.id, clock());
      return reply.header("Cache-Control", "private, no-store").send(links);
    },
  );

  r.delete(
    "/projects/:id/shares/:shareId",
    { schema: { params: ZShareParams, response: { 200: ZRevokeShareResponse, "4xx": ZErrorResponse } } },
    async (request) => {
      const { id, shareId } = request.params;
      await sharing.revokeShare(service, requireUser(request), id, shareId, clock());
      return { success: true as const, message: SHARE_MESSAGES.revokedText };
    },
  );

  r.get(
    "/projects/:id/comments",
    { schema: { params: ZIdParams, response: { 200: ZProjectCommentsResponse, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const comments = await sharing.listComments(service, requireUser(request), request.params.id);
      return reply.header("Cache-Control", "private, no-store").send(comments);
    },
  );

  // ---- The link holder: no sign-in; the token in the path is the whole authorization.

  r.get(
    "/shared/:token",
    { schema: { params: ZTokenParams, response: { 200: ZSharedProject, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const project = await sharing.sharedProject(service, request.params.token, clock());
      return reply
        .header("Cache-Control", "private, no-store")
        .header("X-Robots-Tag", "noindex")
        .send(project);
    },
  );

  r.get("/shared/:token/files/:fileId", { schema: { params: ZTokenFileParams } }, async (request, reply) => {
    const { file } = await sharing.openSharedFile(
      service,
      request.params.token,
      request.params.fileId,
      clock(),
    );
    // The type was sniffed from the bytes when the file was saved; only plain images open in the browser,
    // anything else downloads, and nosniff stops the browser second-guessing it.
    const disposition = INLINE_TYPES.has(file.mime_type) ? "inline" : "attachment";
    reply.header("X-Robots-Tag", "noindex");
    return sendStored(request, reply, service.storage, {
      key: file.storage_key,
      type: file.mime_type,
      disposition,
      name: file.filename,
    });
  });

  r.get(
    "/shared/:token/files/:fileId/exhibit.pdf",
    { schema: { params: ZTokenFileParams } },
    async (request, reply) => {
      const { file, project } = await sharing.openSharedFile(
        service,
        request.params.token,
        request.params.fileId,
        clock(),
      );
      const key = await stampedExhibitKey(
        { ...service, jobs: deps.jobs, maxFileBytes: config.maxFileBytes },
        project,
        file,
      );
      // Inline, unlike an uploaded PDF: these bytes are the engine's own output, whose conversion removed every
      // script, action and annotation of the upload (engine convert/pdf.ts), so the browser's viewer runs nothing.
      reply.header("X-Robots-Tag", "noindex");
      return sendStored(request, reply, service.storage, {
        key,
        type: "application/pdf",
        disposition: "inline",
        name: `Exhibit ${file.exhibit_label}.pdf`,
      });
    },
  );

  r.post(
    "/shared/:token/comments",
    {
      schema: {
        params: ZTokenParams,
        body: ZShareCommentRequest,
        response: { 201: ZShareCommentResponse, "4xx": ZErrorResponse },
      },
    },
    async (request, reply) => {
      await sharing.addComment(service, request.params.token, request.body, clock(), () =>
        commentBudget.take(request.ip, 1),
      );
      return reply.status(201).send({ success: true as const, message: SHARE_MESSAGES.commentSentText });
    },
  );
}
