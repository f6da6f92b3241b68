// Resumable uploads (issue 40): the tus protocol (@tus/server) under /api/uploads, behind the same gate as every
// other upload — sign-in, CSRF on writes (plugins/csrf.ts runs first), the declared Upload-Length against the file
// limit (photos: their own), how many unfinished uploads a person may keep, and the database-counted leases while
// bytes stream. Each upload is stored at users/<id>/resumable/<upload id>, so one person's id never reaches another
// person's upload, and a finished one is claimed by a build through resumable.claim.ts.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { Server } from "@tus/server";
import type { DataStore } from "@tus/utils";
import type { Database } from "@courtready/db";
import { isPictureName } from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import { cleanFileName } from "../../plugins/uploads.ts";
import { requireUser } from "../../policy.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { takeLeases, uploadRules } from "../limits/limits.service.ts";
import { isResumableSidecar, resumableFolder, RESUMABLE_ID } from "./resumable.keys.ts";
import { createResumableStore, TusRefusal } from "./resumable.store.ts";

export const RESUMABLE_PATH = "/api/uploads";
/** Unfinished uploads one person may keep at once: more than a binder's files, far fewer than a full disk. */
export const MAX_PENDING_UPLOADS = 60;

export interface ResumableDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  config: Pick<Config, "s3" | "filesDir" | "maxFileBytes" | "maxPhotoBytes" | "uploads">;
  clock: Clock;
  /** Default: the store the configuration asks for (tests may pass their own). */
  store?: DataStore;
}

/** Who sent each request the tus server handles, set before it is handed over. */
interface Sender {
  userId: string;
}

/** The tus server and the store it writes to (the claim reads the same store). */
export function createResumableServer(deps: ResumableDeps): {
  server: Server;
  store: DataStore;
  senders: WeakMap<Request, Sender>;
} {
  const store = deps.store ?? createResumableStore(deps.config, deps.storage);
  const senders = new WeakMap<Request, Sender>();
  const senderOf = (request: Request): Sender => {
    const sender = senders.get(request);
    // Every request reaches the server through the route below, which sets its sender first.
    if (!sender) throw new TusRefusal(401, "Please log in to continue.");
    return sender;
  };
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: () => deps.config.maxFileBytes,
    namingFunction: (request) =>
      `${resumableFolder(senderOf(request).userId)}/${randomBytes(16).toString("hex")}`,
    generateUrl: (_request, { path, id }) => `${path}/${id.split("/").pop() ?? ""}`,
    getFileIdFromRequest: (request, lastPath) =>
      lastPath && RESUMABLE_ID.test(lastPath)
        ? `${resumableFolder(senderOf(request).userId)}/${lastPath}`
        : undefined,
    disableTerminationForFinishedUploads: false,
    async onUploadCreate(request, upload) {
      const { userId } = senderOf(request);
      const name = cleanFileName(upload.metadata?.filename ?? "file");
      const size = upload.size ?? 0;
      // Pictures keep their old limit (issue 40): the engine decodes a picture whole.
      if (isPictureName(name) && size > deps.config.maxPhotoBytes)
        throw new TusRefusal(
          413,
          `${name} is larger than ${mb(deps.config.maxPhotoBytes)} MB, the most one picture can be. Make it smaller, then try again.`,
        );
      const pending = (await deps.storage.list(resumableFolder(userId))).filter(
        (entry) => !isResumableSidecar(entry.name),
      );
      if (pending.length >= MAX_PENDING_UPLOADS)
        throw new TusRefusal(
          429,
          `You have ${MAX_PENDING_UPLOADS} unfinished uploads. Finish or remove some of them, then try again.`,
        );
      return { metadata: { ...upload.metadata, filename: name } };
    },
  });
  return { server, store, senders };
}

/** The Fastify request as the web Request the tus server takes; its body streams, never read here. */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const hasBody = request.method === "PATCH" || request.method === "POST";
  return new Request(`http://courtready.invalid${request.url}`, {
    method: request.method,
    headers,
    // A small byte-counted queue: the request is read only as fast as the store writes (backpressure), so six
    // 250 MB uploads hold a few hundred KiB here rather than whatever the network delivers.
    ...(hasBody
      ? {
          body: Readable.toWeb(request.raw, {
            strategy: new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
          }) as ReadableStream,
          duplex: "half",
        }
      : {}),
  } as RequestInit);
}

export async function resumableRoutes(app: FastifyInstance, deps: ResumableDeps): Promise<void> {
  const { server, senders } = createResumableServer(deps);
  // The tus server reads PATCH bodies itself, as a stream; Fastify must leave them unread.
  app.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) => done(null));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request);
    // Only requests that carry bytes hold a lease: an upload paused between requests keeps none.
    const streams = request.method === "PATCH" || request.method === "POST";
    const end = streams
      ? await takeLeases(deps.db, uploadRules(deps.config.uploads, user.id, request.ip), deps.clock())
      : null;
    try {
      const web = webRequestOf(request);
      senders.set(web, { userId: user.id });
      const response = await server.handleWeb(web);
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "content-length") reply.header(name, value);
      });
      const body = response.body ? Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>) : "";
      return await reply.send(request.method === "HEAD" ? "" : body);
    } finally {
      await end?.().catch(() => undefined);
    }
  };
  app.post("/uploads", handle);
  app.route({ method: ["HEAD", "PATCH", "DELETE"], url: "/uploads/:id", handler: handle });
}
