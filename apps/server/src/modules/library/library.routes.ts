// /api/user-files and /api/folders (builder-and-projects.md §7, accounts-dashboard-and-pages.md §7): thin routes;
// the rules live in library.service.ts and who may do what in policy.ts.
import type { FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { z } from "zod";
import {
  DEFAULT_FILE_PROBLEM_TITLE,
  INSPECT_FILE_URL,
  LIBRARY_MESSAGES,
  UNLOCK_PDF_URL,
  ZFileInspection,
  ZUnlockFields,
  ZCreateFolder,
  ZErrorResponse,
  ZFolder,
  ZFoldersResponse,
  ZUpdateUserFile,
  ZUploadFields,
  ZUserFile,
  ZUserFilesQuery,
  ZUserFilesResponse,
} from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import type { FastifyRequest } from "fastify";
import { inspectUpload, unlockUpload } from "./inspect.service.ts";
import * as library from "./library.service.ts";
import type { LibraryDeps } from "./library.service.ts";
import { declaresMoreThan } from "../../plugins/uploads.ts";

const ZIdParams = z.object({ id: z.string().min(1).max(64) });
const ZSuccess = z.object({ success: z.literal(true) });
const MB = 1024 * 1024;
/** Files one person may have checked at once: the builder sends two at a time; more would only hold the pool. */
const MAX_CHECKS_PER_USER = 4;

class FileTooLarge extends Error {}

/**
 * Reads a one-file multipart body (the part named "file") and its short text fields. The size limit is enforced
 * while the file streams in (@fastify/multipart's fileSize), so an oversized file is refused before it is all read.
 * @throws FileTooLarge past the limit (or declared past it); HttpError 415 when the body is not multipart.
 */
async function readOneFile(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<{ fields: Record<string, string>; file: { filename: string; bytes: Uint8Array } | undefined }> {
  if (!request.isMultipart()) throw new HttpError(415, LIBRARY_MESSAGES.noFile);
  // Answered from the headers: a body that says it is larger than one file may be is never read.
  if (declaresMoreThan(request, maxFileBytes)) throw new FileTooLarge();
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Uint8Array } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          await part.toBuffer();
          continue;
        }
        file = { filename: part.filename, bytes: new Uint8Array(await part.toBuffer()) };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new FileTooLarge();
    throw error;
  }
  return { fields, file };
}

export async function libraryRoutes(
  app: FastifyInstance,
  deps: LibraryDeps & { clock: Clock },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, {
    // One file a request (the spec's clients send one request per file) and a few short text fields.
    limits: { files: 1, fields: 10, fieldSize: 16 * 1024, fileSize: deps.maxFileBytes, parts: 12 },
  });

  r.get(
    "/user-files",
    {
      schema: { querystring: ZUserFilesQuery, response: { 200: ZUserFilesResponse, "4xx": ZErrorResponse } },
    },
    async (request) => library.listFiles(deps, requireUser(request), request.query),
  );

  r.post(
    "/user-files",
    { schema: { response: { 201: ZUserFile, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      let read: Awaited<ReturnType<typeof readOneFile>>;
      try {
        read = await readOneFile(request, deps.maxFileBytes);
      } catch (error) {
        if (error instanceof FileTooLarge)
          throw new HttpError(413, LIBRARY_MESSAGES.tooLarge(Math.round(deps.maxFileBytes / MB)));
        throw error;
      }
      const { fields, file } = read;
      if (!file || file.bytes.byteLength === 0) throw new HttpError(400, LIBRARY_MESSAGES.noFile);
      const parsed = ZUploadFields.safeParse(fields);
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid upload");
      const created = await library.uploadFile(deps, user, { ...parsed.data, ...file }, deps.clock());
      return reply.status(201).send(created);
    },
  );

  // The builder's check of a file the moment it is added (issue 19 item 3): signed in, one file, answered as the
  // row's state. Nothing is stored: the bytes are converted on the worker pool and dropped.
  const checking = new Map<string, number>();
  r.post(
    INSPECT_FILE_URL.replace(/^\/api/, ""),
    { schema: { response: { 200: ZFileInspection, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      const count = checking.get(user.id) ?? 0;
      if (count >= MAX_CHECKS_PER_USER)
        throw new HttpError(429, "Too many files are being checked at once. Wait a moment, then try again.");
      checking.set(user.id, count + 1);
      try {
        let read: Awaited<ReturnType<typeof readOneFile>>;
        try {
          read = await readOneFile(request, deps.maxFileBytes);
        } catch (error) {
          if (error instanceof FileTooLarge)
            return {
              status: "attention" as const,
              code: "TOO_LARGE",
              problem: "This file is too large",
              reason: `${LIBRARY_MESSAGES.tooLarge(Math.round(deps.maxFileBytes / MB))}`,
              canUnlock: false,
            };
          throw error;
        }
        if (!read.file) throw new HttpError(400, LIBRARY_MESSAGES.noFile);
        return await inspectUpload(deps, read.file, deps.clock());
      } finally {
        const left = (checking.get(user.id) ?? 1) - 1;
        if (left > 0) checking.set(user.id, left);
        else checking.delete(user.id);
      }
    },
  );

  // A locked PDF opened with the password its owner typed: answered as the PDF without the password, which the
  // builder puts in place of the locked file. The password is used once here and is never stored or logged.
  r.post(UNLOCK_PDF_URL.replace(/^\/api/, ""), async (request, reply) => {
    requireUser(request);
    let read: Awaited<ReturnType<typeof readOneFile>>;
    try {
      read = await readOneFile(request, deps.maxFileBytes);
    } catch (error) {
      if (error instanceof FileTooLarge)
        throw new HttpError(413, LIBRARY_MESSAGES.tooLarge(Math.round(deps.maxFileBytes / MB)));
      throw error;
    }
    if (!read.file) throw new HttpError(400, LIBRARY_MESSAGES.noFile);
    const fields = ZUnlockFields.safeParse(read.fields);
    if (!fields.success)
      throw new HttpError(400, fields.error.issues[0]?.message ?? DEFAULT_FILE_PROBLEM_TITLE);
    const bytes = await unlockUpload(read.file, fields.data.password);
    return reply
      .type("application/pdf")
      .header("Cache-Control", "no-store")
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  r.get(
    "/user-files/:id",
    { schema: { params: ZIdParams, response: { 200: ZUserFile, "4xx": ZErrorResponse } } },
    async (request) =>
      library.toUserFile(await library.getFile(deps, requireUser(request), request.params.id)),
  );

  r.patch(
    "/user-files/:id",
    {
      schema: {
        params: ZIdParams,
        body: ZUpdateUserFile,
        response: { 200: ZUserFile, "4xx": ZErrorResponse },
      },
    },
    async (request) => library.updateFile(deps, requireUser(request), request.params.id, request.body),
  );

  r.delete(
    "/user-files/:id",
    { schema: { params: ZIdParams, response: { 200: ZSuccess, "4xx": ZErrorResponse } } },
    async (request) => {
      await library.deleteFile(deps, requireUser(request), request.params.id);
      return { success: true as const };
    },
  );

  r.get("/user-files/:id/thumbnail", { schema: { params: ZIdParams } }, async (request, reply) => {
    const { stream } = await library.openFile(deps, requireUser(request), request.params.id, "thumbnail");
    return reply.type("image/jpeg").header("Cache-Control", "private, max-age=3600").send(stream);
  });

  r.get("/user-files/:id/download", { schema: { params: ZIdParams } }, async (request, reply) => {
    const { row, stream } = await library.openFile(deps, requireUser(request), request.params.id, "original");
    // Always a download, with the type we detected (not the one the uploader claimed), so nothing runs inline.
    const ascii = row.original_filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
    return reply
      .type(row.mime_type)
      .header(
        "Content-Disposition",
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.original_filename)}`,
      )
      .header("Cache-Control", "private, no-store")
      .send(stream);
  });

  r.get(
    "/folders",
    { schema: { response: { 200: ZFoldersResponse, "4xx": ZErrorResponse } } },
    async (request) => library.listFolders(deps, requireUser(request)),
  );

  r.post(
    "/folders",
    { schema: { body: ZCreateFolder, response: { 201: ZFolder, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const folder = await library.createFolder(deps, requireUser(request), request.body, deps.clock());
      return reply.status(201).send(folder);
    },
  );

  r.delete(
    "/folders/:id",
    { schema: { params: ZIdParams, response: { 200: ZSuccess, "4xx": ZErrorResponse } } },
    async (request) => {
      await library.deleteFolder(deps, requireUser(request), request.params.id);
      return { success: true as const };
    },
  );
}
