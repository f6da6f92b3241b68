// One error shape for the whole API: `{ "message": ... }` with the right status, and nothing internal leaked.
import type { FastifyInstance, FastifyError } from "fastify";
import { issueMessage, OUT_OF_SPACE_MESSAGE } from "@courtready/contracts";
import { requestLanguage } from "./language.ts";
import { RequestValidationError } from "./zod.ts";

/** An error meant for the user: its message is shown as is, with the given status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/**
 * What a job answered when it did not refuse the file, without its `ok`; a refusal (the engine's reason, said to
 * the person) becomes a 422 that names the file.
 */
export function unlessRefused<T>(
  answer: ({ ok: true } & T) | { ok: false; reason: string },
  fileName: string,
): Omit<{ ok: true } & T, "ok"> {
  if (!answer.ok) throw new HttpError(422, `${fileName}: ${answer.reason}`);
  const { ok: _ok, ...rest } = answer;
  return rest;
}

const GENERIC_500 = "Something went wrong on our side. Please try again in a moment.";

/** True when an error means the disk (or the store, or the database) is full. */
export function isOutOfSpace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT" || code === "SQLITE_FULL" || code === "53100";
}

export { OUT_OF_SPACE_MESSAGE };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A full disk or database is said as such (issue 20 item 6), wherever it surfaces, not as a generic 500.
    if (isOutOfSpace(error) || (error instanceof HttpError && error.statusCode === 507)) {
      request.log.error({ err: error }, "out of storage space");
      return reply.status(507).send({ message: OUT_OF_SPACE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status).send({ message: GENERIC_500 });
    }
    // A refusal that says when to come back (a limit reached) says it in Retry-After too.
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (status === 429 && typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
    // Client errors: validation, HttpError, Fastify's own (bad JSON, body too large, wrong content type).
    const message =
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? "The upload is too large."
        : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
          ? "This request must be sent as JSON."
          : error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" || error.code === "FST_ERR_CTP_INVALID_JSON_BODY"
            ? "The request body is not valid JSON."
            : error instanceof RequestValidationError && error.issues[0]
              ? // Said plainly in the person's language, by the issue's kind when zod wrote it (issue 39).
                issueMessage(error.issues[0], requestLanguage(request))
              : error.message;
    return reply.status(status).send({ message });
  });
}
