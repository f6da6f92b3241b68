// GET /api/binder-types and GET /api/binder-types/{slug}: the binder type grid and one type's case-field schema.
// Public (the landing page and binder-type pages show them before sign-in) and fixed until the next deploy.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  BINDER_TYPE_MESSAGES,
  ZBinderTypeDetail,
  ZBinderTypesResponse,
  ZErrorResponse,
  binderTypeDetail,
  binderTypeList,
  resolveBinderType,
} from "@courtready/contracts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { HttpError } from "../../plugins/errors.ts";
import { publicCache } from "../courts/http-cache.ts";

/** An hour: the types only change with a deploy, and a stale hour costs nothing worse than an old field title. */
export const BINDER_TYPES_MAX_AGE_SECONDS = 3600;

// Any text is accepted here so that an unknown slug gets the 404 below, not a validation error.
const ZSlugParams = z.object({ slug: z.string() });

export async function binderTypesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A route hook, so it runs after the app-wide `no-store` for /api and replaces it.
  const onSend = publicCache(BINDER_TYPES_MAX_AGE_SECONDS);

  api.get("/binder-types", { schema: { response: { 200: ZBinderTypesResponse } }, onSend }, async () =>
    binderTypeList(),
  );

  api.get(
    "/binder-types/:slug",
    { schema: { params: ZSlugParams, response: { 200: ZBinderTypeDetail, "4xx": ZErrorResponse } }, onSend },
    async (request) => {
      // Old links use hyphenated slugs and legacy dashboard codes; the answer always names the canonical slug.
      const slug = resolveBinderType(request.params.slug);
      if (!slug) throw new HttpError(404, BINDER_TYPE_MESSAGES.notFound);
      return binderTypeDetail(slug);
    },
  );
}
