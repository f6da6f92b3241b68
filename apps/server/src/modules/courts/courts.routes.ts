// GET /api/presets, /api/presets/search and /api/presets/summary: the court directory, public (no sign-in), cached
// by ETag and compressed by the app-wide @fastify/compress. Bodies come ready-made from the service (serialized once through
// the same schemas these routes declare), so a request costs a lookup, not a serialization of thousands of presets.
import type { FastifyInstance } from "fastify";
import {
  ZPresetsRequestQuery,
  ZPresetsResponse,
  ZPresetsSearchResponse,
  ZPresetsSummaryResponse,
} from "@courtready/contracts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import type { CourtsService } from "./courts.service.ts";
import { publicCache } from "./http-cache.ts";

/**
 * How long a browser or shared cache may reuse the directory without asking: five minutes. The data only changes
 * with a deploy, and after that a revalidation costs a 304.
 */
export const PRESETS_MAX_AGE_SECONDS = 300;

// A reply with its own serializer gets no content type from Fastify, so it is named here.
const JSON_TYPE = "application/json; charset=utf-8";

export async function courtsRoutes(app: FastifyInstance, deps: { courts: CourtsService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/presets",
    {
      schema: { querystring: ZPresetsRequestQuery, response: { 200: ZPresetsResponse } },
      onSend: publicCache(PRESETS_MAX_AGE_SECONDS),
    },
    async (request, reply) => {
      const result = deps.courts.presets(request.query);
      return reply
        .header("ETag", result.etag)
        .type(JSON_TYPE)
        .serializer(() => result.body)
        .send(result.data);
    },
  );

  api.get(
    "/presets/search",
    {
      schema: { querystring: ZPresetsRequestQuery, response: { 200: ZPresetsSearchResponse } },
      onSend: publicCache(PRESETS_MAX_AGE_SECONDS),
    },
    async (request, reply) => {
      const result = deps.courts.search(request.query);
      return reply
        .header("ETag", result.etag)
        .type(JSON_TYPE)
        .serializer(() => result.body)
        .send(result.data);
    },
  );

  api.get(
    "/presets/summary",
    {
      schema: { response: { 200: ZPresetsSummaryResponse } },
      onSend: publicCache(PRESETS_MAX_AGE_SECONDS),
    },
    async (_request, reply) => {
      const result = deps.courts.summary();
      return reply
        .header("ETag", result.etag)
        .type(JSON_TYPE)
        .serializer(() => result.body)
        .send(result.data);
    },
  );
}
