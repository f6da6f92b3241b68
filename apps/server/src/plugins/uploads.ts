// What every multipart route checks from the headers before reading a byte of the body: the size it declares.
import type { FastifyRequest } from "fastify";

/**
 * Room a multipart body needs beyond its files: text fields (up to 20 of 256 KiB) and each part's headers (1 KiB
 * each, 520 parts). A declared length above a limit plus this cannot be a body the limits would accept.
 */
export const MULTIPART_OVERHEAD_BYTES = 20 * 256 * 1024 + 520 * 1024;

/** The Content-Length a request declares, or undefined for a chunked body (its limits then apply as it streams). */
export function declaredLength(request: FastifyRequest): number | undefined {
  const value = request.headers["content-length"];
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** True when the request says up front that its files exceed `limitBytes`: refuse it before reading the body. */
export function declaresMoreThan(request: FastifyRequest, limitBytes: number): boolean {
  const declared = declaredLength(request);
  return declared !== undefined && declared > limitBytes + MULTIPART_OVERHEAD_BYTES;
}
