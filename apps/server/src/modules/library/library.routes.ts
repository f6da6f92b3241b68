// /api/user-files and /api/folders (builder-and-projects.md §7, accounts-dashboard-and-pages.md §7): thin routes;
// the rules live in library.service.ts and who may do what in policy.ts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DataStore } from "@tus/utils";
import fastifyMultipart from "@fastify/multipart";
import { z } from "zod";
import {
  attentionFor,
  DEFAULT_FILE_PROBLEM_TITLE,
  FILE_PROBLEM_TITLES,
  translateMessage,
  FIND_REDACTIONS_URL,
  ATTACHMENT_DESCRIPTION_HEADER,
  FILE_PAGES_URL,
  INSPECT_FILE_URL,
  MESSAGE_ATTACHMENT_URL,
  MAX_PICKED_MESSAGES,
  MESSAGE_PAGE_SIZE,
  MESSAGE_PAGE_URL,
  ZMessageAttachmentFields,
  ZMessagePage,
  ZMessagePageFields,
  LIBRARY_MESSAGES,
  STORAGE_USAGE_URL,
  UNLOCK_PDF_URL,
  ZFileInspection,
  ZFindRedactionsAnswer,
  ZFindRedactionsFields,
  ZFilePagesAnswer,
  ZFilePagesFields,
  ZTimeZoneName,
  ZUnlockFields,
  ZCreateFolder,
  ZErrorResponse,
  ZFolder,
  ZFoldersResponse,
  ZIdParams,
  ZStorageUsage,
  ZUpdateUserFile,
  ZUploadFields,
  ZUserFile,
  ZUserFilesQuery,
  ZUserFilesResponse,
} from "@courtready/contracts";
import type { TUser, TUserFile } from "@courtready/contracts";
import { requestLanguage } from "../../plugins/language.ts";
import type { Clock } from "../../clock.ts";
import { HttpError, unlessRefused } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireUser } from "../../policy.ts";
import { declaresMoreThan, downloadHeaders, UploadError } from "../../plugins/uploads.ts";
import { sendStored } from "../../plugins/downloads.ts";
import type { StoredUpload } from "../../plugins/uploads.ts";
import { readOnce, stagingPrefix, withStagedUpload } from "../../storage/staging.ts";
import { endCheck, inspectUpload, startCheck, unlockUpload } from "./inspect.service.ts";
import * as library from "./library.service.ts";
import { findRedactions } from "./redaction.service.ts";
import { filePages } from "./file-pages.service.ts";
import { messageAttachmentJob, messagePageJob } from "./message-pages.jobs.ts";
import type { LibraryDeps } from "./library.service.ts";
import { storageUsage } from "./storage-usage.ts";
import { unlockRules, uploadRules, withLeases } from "../limits/limits.service.ts";
import type { LeaseRule, UploadLimits } from "../limits/limits.service.ts";

const ZSuccess = z.object({ success: z.literal(true) });
const MB = 1024 * 1024;

class FileTooLarge extends Error {}

/**
 * Runs `work` on a one-file upload in one of the person's file-check slots (counted in the database, so across web
 * processes): 429 when all are taken, 400 without a file, the slot given back whatever happens.
 */
async function checkedFile<T>(
  request: FastifyRequest,
  deps: LibraryRouteDeps,
  user: TUser,
  work: (fields: Record<string, string>, file: StoredUpload) => Promise<T>,
): Promise<T> {
  if (!(await startCheck(deps.db, user.id, deps.clock())))
    throw new HttpError(429, "Too many files are being checked at once. Wait a moment, then try again.");
  try {
    return await withOneFile(request, deps, user, async ({ fields, file }) => {
      if (!file) throw new HttpError(400, LIBRARY_MESSAGES.noFile);
      return work(fields, file);
    });
  } finally {
    await endCheck(deps.db, user.id);
  }
}

/**
 * Streams a one-file multipart body (the part named "file", or the finished resumable upload its `uploadIds` field
 * names) into the person's staging area, with its short text fields, and runs `work` on it; the staging area is gone when this returns. The size limit is enforced while the
 * file streams in, so an oversized file is refused before it is all read.
 * @throws FileTooLarge past the limit (or declared past it); HttpError 415 when the body is not multipart.
 */
async function withOneFile<T>(
  request: FastifyRequest,
  deps: LibraryRouteDeps,
  user: TUser,
  work: (read: { fields: Record<string, string>; file: StoredUpload | undefined }) => Promise<T>,
  moreRules: readonly LeaseRule[] = [],
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(415, LIBRARY_MESSAGES.noFile);
  // Answered from the headers: a body that says it is larger than one file may be is never read.
  if (declaresMoreThan(request, deps.maxFileBytes)) throw new FileTooLarge();
  const limits = {
    maxFileBytes: deps.maxFileBytes,
    maxTotalBytes: deps.maxFileBytes,
    maxFiles: 1,
    fileField: "file",
    sniff: true,
  };
  // Counted before a byte is read (issue 40): the person's and the address's uploads under way, in the database.
  const rules = [...uploadRules(deps.uploadLimits, user.id, request.ip), ...moreRules];
  try {
    return await withLeases(deps.db, rules, deps.clock(), () =>
      withStagedUpload(
        request,
        deps.storage,
        user.id,
        limits,
        ({ fields, files }) => work({ fields, file: files[0] }),
        deps.resumable,
      ),
    );
  } catch (error) {
    if (error instanceof UploadError) {
      if (error.code === "FILE_TOO_LARGE" || error.code === "TOTAL_TOO_LARGE") throw new FileTooLarge();
      if (error.code === "NOT_MULTIPART") throw new HttpError(415, LIBRARY_MESSAGES.noFile);
    }
    throw error;
  }
}

/**
 * What the routes need beyond the service's deps: the clock, the uploads-under-way limits (config.uploads), and the
 * resumable uploads' store, where a request may name a finished upload (`uploadIds`) instead of sending its bytes.
 */
type LibraryRouteDeps = LibraryDeps & { clock: Clock; uploadLimits: UploadLimits; resumable?: DataStore };

export async function libraryRoutes(app: FastifyInstance, deps: LibraryRouteDeps): Promise<void> {
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
      let created: TUserFile;
      try {
        created = await withOneFile(request, deps, user, async ({ fields, file }) => {
          if (!file) throw new HttpError(400, LIBRARY_MESSAGES.noFile);
          const parsed = ZUploadFields.safeParse(fields);
          if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid upload");
          return library.uploadFile(
            deps,
            user,
            { ...parsed.data, filename: file.name, staged: file },
            deps.clock(),
          );
        });
      } catch (error) {
        if (error instanceof FileTooLarge)
          throw new HttpError(413, LIBRARY_MESSAGES.tooLarge(Math.round(deps.maxFileBytes / MB)));
        throw error;
      }
      return reply.status(201).send(created);
    },
  );

  // The builder's check of a file the moment it is added (issue 19 item 3): signed in, one file, answered as the
  // row's state. The bytes are converted on the worker pool and dropped; only the conversion's record is kept, in the
  // person's storage (conversions.ts), for the preview and build that follow.
  r.post(
    INSPECT_FILE_URL.replace(/^\/api/, ""),
    { schema: { response: { 200: ZFileInspection, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      // The row's words in the person's language (issue 39); the engine's English where the catalogue has none.
      const language = requestLanguage(request);
      const say = (english: string) => translateMessage(english, language);
      try {
        return await checkedFile(request, deps, user, (fields, file) => {
          // The job's thread reads the staged file by key (issue 40): nothing of it is read here.
          // The browser's zone (issue 38: a message export's days are counted in it); a bad one is not used.
          const zone = ZTimeZoneName.safeParse(fields.timeZone);
          const zoneName = zone.success ? zone.data : undefined;
          return inspectUpload(deps, user.id, file, deps.clock(), zoneName, language);
        });
      } catch (error) {
        // Refused by its first bytes, the rest never read: the row says what it seems to be, as the full check would.
        if (error instanceof UploadError && error.code === "UNSUPPORTED_TYPE" && error.reason)
          return attentionFor("UNSUPPORTED_TYPE", error.reason, say);
        if (error instanceof FileTooLarge)
          return {
            status: "attention" as const,
            code: "TOO_LARGE",
            problem: say(FILE_PROBLEM_TITLES.TOO_LARGE!),
            reason: say(LIBRARY_MESSAGES.tooLarge(Math.round(deps.maxFileBytes / MB))),
            canUnlock: false,
          };
        throw error;
      }
    },
  );

  // The builder's "Personal information" panel (issue 43): one exhibit read with the court's redaction rules,
  // answered as its hits and first pages' pictures. It counts as one of the person's file checks (the same worker
  // pool, the same bound); the staged file goes with the request.
  r.post(
    FIND_REDACTIONS_URL.replace(/^\/api/, ""),
    { schema: { response: { 200: ZFindRedactionsAnswer, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      try {
        return await checkedFile(request, deps, user, (fields, file) => {
          const parsed = ZFindRedactionsFields.safeParse(fields);
          if (!parsed.success)
            throw new HttpError(400, parsed.error.issues[0]?.message ?? DEFAULT_FILE_PROBLEM_TITLE);
          // The job's thread reads the staged file by key (issue 40): nothing of it is read here.
          return findRedactions(deps, user.id, file, parsed.data);
        });
      } catch (error) {
        // Refused by its first bytes (not a file a binder takes): said as what to do, as for any file not a PDF.
        if (error instanceof UploadError && error.code === "UNSUPPORTED_TYPE")
          return { status: "unavailable" as const, reason: error.reason ?? DEFAULT_FILE_PROBLEM_TITLE };
        if (error instanceof FileTooLarge)
          throw new HttpError(413, LIBRARY_MESSAGES.tooLarge(Math.round(deps.maxFileBytes / MB)));
        throw error;
      }
    },
  );

  // A file past the per-file limit: the 413 every file check answers.
  const filesTooLarge = (error: unknown) =>
    error instanceof FileTooLarge
      ? new HttpError(413, LIBRARY_MESSAGES.tooLarge(Math.round(deps.maxFileBytes / MB)))
      : error;
  // The builder's Pages panel (issue 37 §3): a batch of one added file's pages drawn small, as the person scrolls to
  // them. A file check like the others (the same slot, worker lane and bound); the staged file goes with the request.
  r.post(
    FILE_PAGES_URL.replace(/^\/api/, ""),
    { schema: { response: { 200: ZFilePagesAnswer, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      return checkedFile(request, deps, user, (fields, file) => {
        const parsed = ZFilePagesFields.safeParse(fields);
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid request");
        return filePages(deps, user.id, file, parsed.data.first_page, deps.clock());
      }).catch((error: unknown) => {
        throw filesTooLarge(error);
      });
    },
  );

  // The message picker's pages (issue 38): one page of a conversation's messages in a day range, for ticking
  // single messages, and one PDF or photo attached to an e-mail, for adding as its own exhibit. Each is a file check
  // (the same slot, worker lane and bound); the export is read on the thread from its staged key.
  r.post(
    MESSAGE_PAGE_URL.replace(/^\/api/, ""),
    { schema: { response: { 200: ZMessagePage, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      return checkedFile(request, deps, user, async (fields, file) => {
        const parsed = ZMessagePageFields.safeParse(fields);
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid request");
        const page = await deps.jobs.run(messagePageJob, {
          file: { name: file.name, key: file.key },
          maxFileBytes: deps.maxFileBytes,
          ...parsed.data,
          limit: MESSAGE_PAGE_SIZE,
          indexesUpTo: MAX_PICKED_MESSAGES,
        });
        return unlessRefused(page, file.name);
      }).catch((error: unknown) => {
        throw filesTooLarge(error);
      });
    },
  );

  r.post(MESSAGE_ATTACHMENT_URL.replace(/^\/api/, ""), async (request, reply) => {
    const user = requireUser(request);
    const attachmentFolder = stagingPrefix(user.id);
    const found = await checkedFile(request, deps, user, async (fields, file) => {
      const parsed = ZMessageAttachmentFields.safeParse(fields);
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid request");
      const got = await deps.jobs.run(messageAttachmentJob, {
        file: { name: file.name, key: file.key },
        maxFileBytes: deps.maxFileBytes,
        ...parsed.data,
        // Written by the job's thread outside the upload's staging area (gone when checkedFile returns), and
        // removed once sent.
        saveTo: `${attachmentFolder}/attachment`,
      });
      return unlessRefused(got, file.name);
    }).catch((error: unknown) => {
      throw filesTooLarge(error);
    });
    // Always a download with the type the engine read (a PDF or a photo), so nothing runs inline; its index line
    // beside it, so the builder's new exhibit is described by the e-mail it came with.
    return downloadHeaders(reply, found.mime, "attachment", found.name)
      .header(ATTACHMENT_DESCRIPTION_HEADER, encodeURIComponent(found.description))
      .send(await readOnce(deps.storage, found.key, attachmentFolder));
  });

  // A locked PDF opened with the password its owner typed: answered as the PDF without the password, which the
  // builder puts in place of the locked file. The password is used once here and is never stored or logged.
  // qpdf runs on the worker pool (issue 40), reading the staged file from storage and writing the opened one there;
  // it is streamed back from storage and removed once sent.
  r.post(UNLOCK_PDF_URL.replace(/^\/api/, ""), async (request, reply) => {
    const user = requireUser(request);
    let opened: string;
    try {
      opened = await withOneFile(
        request,
        deps,
        user,
        async ({ fields, file }) => {
          if (!file) throw new HttpError(400, LIBRARY_MESSAGES.noFile);
          const parsed = ZUnlockFields.safeParse(fields);
          if (!parsed.success)
            throw new HttpError(400, parsed.error.issues[0]?.message ?? DEFAULT_FILE_PROBLEM_TITLE);
          return unlockUpload(deps, user.id, file, parsed.data.password, requestLanguage(request));
        },
        unlockRules(user.id, request.ip),
      );
    } catch (error) {
      if (error instanceof FileTooLarge)
        throw new HttpError(413, LIBRARY_MESSAGES.tooLarge(Math.round(deps.maxFileBytes / MB)));
      throw error;
    }
    return reply
      .type("application/pdf")
      .header("Cache-Control", "no-store")
      .send(await readOnce(deps.storage, opened));
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
    const { key } = await library.openFile(deps, requireUser(request), request.params.id, "thumbnail");
    return reply
      .type("image/jpeg")
      .header("Cache-Control", "private, max-age=3600")
      .send(await deps.storage.get(key));
  });

  r.get("/user-files/:id/download", { schema: { params: ZIdParams } }, async (request, reply) => {
    const { row, key } = await library.openFile(deps, requireUser(request), request.params.id, "original");
    // Always a download, with the type we detected (not the one the uploader claimed), so nothing runs inline.
    // Streamed, never redirected: the page fetches it to add it to a project, and may only fetch its own origin.
    return sendStored(request, reply, deps.storage, {
      key,
      type: row.mime_type,
      disposition: "attachment",
      name: row.original_filename,
    });
  });

  // The dashboard's storage bar: library files and saved projects' files against the one quota.
  r.get(
    STORAGE_USAGE_URL.replace(/^\/api/, ""),
    { schema: { response: { 200: ZStorageUsage, "4xx": ZErrorResponse } } },
    async (request, reply) => {
      const usage = await storageUsage(deps.db, requireUser(request).id, deps.quotaBytes);
      return reply.header("Cache-Control", "private, no-store").send(usage);
    },
  );

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
