// GET /api/presets, /api/presets/search, /api/presets/summary, /api/presets/:id/filing-profile and
// /api/presets/:id/court-for/:type: the court directory, each court's e-filing rules and which court hears a case type, public reads (no sign-in, nothing private), cached by ETag. Bodies come ready-made from the service (serialized once through the same schemas these routes declare),
// and each distinct body is compressed once and kept (http-cache.ts), so a request costs two lookups, not a
// serialization and a compression of thousands of presets (issue 22, finding 11).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  COURT_FOR_CASE_MESSAGES,
  FILING_PROFILE_MESSAGES,
  resolveBinderType,
  ZCourtForCase,
  ZCourtForCaseQuery,
  ZErrorResponse,
  ZFilingProfile,
  ZPresetsRequestQuery,
  ZPresetsResponse,
  ZPresetsSearchResponse,
  ZPresetsSummaryResponse,
} from "@courtready/contracts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { CourtsService } from "./courts.service.ts";
import { createCompressedBodyCache, publicCache, sendJsonBody } from "./http-cache.ts";
import type { CompressedBodyCache } from "./http-cache.ts";

/**
 * How long a browser or shared cache may reuse the directory without asking: five minutes. The data only changes
 * with a deploy, and after that a revalidation costs a 304.
 */
export const PRESETS_MAX_AGE_SECONDS = 300;

// Any text is accepted as an id so that an unknown court gets the 404 below, not a validation error.
const ZPresetIdParams = z.object({ id: z.string() });
// The type is resolved like a link's (slug, hyphenated slug or legacy code), so an unknown one is a 404 too.
const ZCourtForParams = z.object({ id: z.string(), type: z.string() });

// A reply with its own serializer gets no content type from Fastify, so it is named here.
const JSON_TYPE = "application/json; charset=utf-8";

export async function courtsRoutes(
  app: FastifyInstance,
  deps: { courts: CourtsService; compressed?: CompressedBodyCache },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const compressed = deps.compressed ?? createCompressedBodyCache();

  api.get(
    "/presets",
    {
      schema: { querystring: ZPresetsRequestQuery, response: { 200: ZPresetsResponse } },
      onSend: publicCache(PRESETS_MAX_AGE_SECONDS),
      compress: false,
    },
    async (request, reply) => {
      const result = deps.courts.presets(request.query);
      return sendJsonBody(request, reply, result, compressed, JSON_TYPE);
    },
  );

  api.get(
    "/presets/search",
    {
      schema: { querystring: ZPresetsRequestQuery, response: { 200: ZPresetsSearchResponse } },
      onSend: publicCache(PRESETS_MAX_AGE_SECONDS),
      compress: false,
    },
    async (request, reply) => {
      const result = deps.courts.search(request.query);
      return sendJsonBody(request, reply, result, compressed, JSON_TYPE);
    },
  );

  api.get(
    "/presets/summary",
    {
      schema: { response: { 200: ZPresetsSummaryResponse } },
      onSend: publicCache(PRESETS_MAX_AGE_SECONDS),
      compress: false,
    },
    async (request, reply) => {
      const result = deps.courts.summary();
      return sendJsonBody(request, reply, result, compressed, JSON_TYPE);
    },
  );

  api.get(
    "/presets/:id/filing-profile",
    {
      schema: { params: ZPresetIdParams, response: { 200: ZFilingProfile, "4xx": ZErrorResponse } },
      onSend: publicCache(PRESETS_MAX_AGE_SECONDS),
      compress: false,
    },
    async (request, reply) => {
      const result = deps.courts.filingProfile(request.params.id);
      if (!result) throw new HttpError(404, FILING_PROFILE_MESSAGES.unknownCourt);
      return sendJsonBody(request, reply, result, compressed, JSON_TYPE);
    },
  );

  api.get(
    "/presets/:id/court-for/:type",
    {
      schema: {
        params: ZCourtForParams,
        querystring: ZCourtForCaseQuery,
        response: { 200: ZCourtForCase, "4xx": ZErrorResponse },
      },
      onSend: publicCache(PRESETS_MAX_AGE_SECONDS),
      compress: false,
    },
    async (request, reply) => {
      const type = resolveBinderType(request.params.type);
      if (!type) throw new HttpError(404, COURT_FOR_CASE_MESSAGES.unknownType);
      const result = deps.courts.courtForCase(request.params.id, type, request.query.amount);
      if (!result) throw new HttpError(404, COURT_FOR_CASE_MESSAGES.unknownCourt);
      return sendJsonBody(request, reply, result, compressed, JSON_TYPE);
    },
  );
}
