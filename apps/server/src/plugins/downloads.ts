// Sends one stored file as a download: streamed from storage (never read whole into the process), with HTTP ranges
// so a PDF viewer can fetch the pages it shows, or, where the route allows it and the store can, a redirect to a
// short-lived presigned address so the bytes do not pass through the web process at all.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FileStorage } from "../storage/storage.ts";
import { StorageNotFoundError } from "../storage/storage.ts";
import { HttpError } from "./errors.ts";
import { contentDisposition, downloadHeaders } from "./uploads.ts";

export interface StoredDownload {
  key: string;
  type: string;
  disposition: "attachment" | "inline";
  /** The file name the browser saves it under. */
  name: string;
  /** Send the browser to the store itself (a presigned GET) when it offers one. */
  redirect?: boolean;
  /** What the person is told when the bytes are gone although the row is there. */
  notFoundMessage?: string;
}

/** How long a presigned download address works: long enough to start the download, short enough not to be shared. */
export const DOWNLOAD_URL_SECONDS = 300;

const GONE = "This file is no longer stored. Upload it again.";

/** Everything needed to send `download`; the caller has already checked the person may have it. */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  download: StoredDownload,
): Promise<FastifyReply> {
  const missing = () => new HttpError(404, download.notFoundMessage ?? GONE);
  if (download.redirect && storage.downloadUrl) {
    // Checked here, so a missing file is our 404 with its message rather than the store's XML.
    if (!(await storage.exists(download.key))) throw missing();
    const url = await storage.downloadUrl(download.key, {
      contentDisposition: contentDisposition(download.disposition, download.name),
      contentType: download.type,
      expiresSeconds: DOWNLOAD_URL_SECONDS,
    });
    if (url) return reply.header("Cache-Control", "private, no-store").redirect(url, 302);
  }

  const info = storage.stat ? await storage.stat(download.key) : undefined;
  if (storage.stat && !info) throw missing();
  const wanted = info ? requestedRange(request, info.size, info.modifiedAt) : undefined;
  if (wanted === "unsatisfiable") {
    reply.header("Content-Range", `bytes */${info!.size}`).header("Cache-Control", "private, no-store");
    throw new HttpError(416, "That part of the file does not exist. Download the whole file again.");
  }
  let stream;
  try {
    stream = await storage.get(download.key, wanted);
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw missing();
    throw error;
  }
  downloadHeaders(reply, download.type, download.disposition, download.name);
  if (!info) return reply.send(stream);
  reply.header("Accept-Ranges", "bytes").header("Last-Modified", info.modifiedAt.toUTCString());
  if (!wanted) return reply.header("Content-Length", info.size).send(stream);
  return reply
    .code(206)
    .header("Content-Range", `bytes ${wanted.start}-${wanted.end}/${info.size}`)
    .header("Content-Length", wanted.end - wanted.start + 1)
    .send(stream);
}

/**
 * The one byte range the request asks for (RFC 9110 §14), or undefined for the whole file: no Range header, one
 * this code does not read (several ranges, other units), or an If-Range naming another version of the file.
 */
export function requestedRange(
  request: Pick<FastifyRequest, "headers">,
  size: number,
  modifiedAt: Date,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const header = request.headers.range;
  if (typeof header !== "string") return undefined;
  const ifRange = request.headers["if-range"];
  if (typeof ifRange === "string" && ifRange !== modifiedAt.toUTCString()) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "") {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
