// The person's language on the server (issue 39): the signed-in account's saved choice, else the `courtready_lang`
// cookie the web app's switch sets, else the browser's Accept-Language, else English. Every /api answer's `message`
// is said in it (the routes keep throwing and sending the English constants of packages/contracts; the hook below
// finds their Spanish), and a mail to someone without a saved language uses it.
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  asLanguage,
  languageFromAcceptLanguage,
  translateMessage,
} from "@courtready/contracts";
import type { Language } from "@courtready/contracts";
import { isApiRequest } from "./paths.ts";

/** The language `request` is answered in. Needs the session hook to have run (request.user) for a saved choice. */
export function requestLanguage(request: FastifyRequest): Language {
  return (
    request.user?.language ??
    asLanguage(request.cookies[LANGUAGE_COOKIE]) ??
    languageFromAcceptLanguage(request.headers["accept-language"]) ??
    DEFAULT_LANGUAGE
  );
}

function hasMessage(payload: unknown): payload is { message: string } & Record<string, unknown> {
  return (
    typeof payload === "object" &&
    payload !== null &&
    typeof (payload as { message?: unknown }).message === "string"
  );
}

/**
 * `payload` with its `message` in `language`; the builder's failure shape (builds.routes.ts `failureBody`) also
 * repeats it as `error` and names each refused file with the engine's reason, which are said in it too.
 */
function saidIn(payload: { message: string } & Record<string, unknown>, language: Language) {
  const said: Record<string, unknown> = { ...payload, message: translateMessage(payload.message, language) };
  if (payload.error === payload.message) said.error = said.message;
  if (Array.isArray(payload.files))
    said.files = payload.files.map((file: unknown) =>
      typeof file === "object" && file !== null && typeof (file as { reason?: unknown }).reason === "string"
        ? { ...file, reason: translateMessage((file as { reason: string }).reason, language) }
        : file,
    );
  return said;
}

/**
 * Says every /api answer's `{ message }` (errors, refusals and successes alike) in the request's language. English
 * answers are left untouched, so the spec's messages stay exactly as they are for an English reader.
 */
export function registerLanguage(app: FastifyInstance): void {
  // No Vary header is needed: every /api answer is no-store (security-headers.ts), so no cache keeps one.
  app.addHook("preSerialization", async (request, _reply, payload) => {
    if (!isApiRequest(request) || !hasMessage(payload)) return payload;
    const language = requestLanguage(request);
    if (language === "en") return payload;
    return saidIn(payload, language);
  });
}
