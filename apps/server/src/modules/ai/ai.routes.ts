// POST /api/generate-description (multipart: file → { description, source }) and POST /api/generate-suggestions (JSON →
// { suggestions }), builder-and-projects.md §6–§8: thin routes for signed-in active members; rules in ai.service.ts.
import type { FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import {
  LIBRARY_MESSAGES,
  ZAiProviderResponse,
  ZDescriptionResponse,
  ZErrorResponse,
  ZSuggestionsRequest,
  ZSuggestionsResponse,
} from "@courtready/contracts";
import type { Config } from "../../config.ts";
import type { Clock } from "../../clock.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import { HttpError } from "../../plugins/errors.ts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import { requireCan, requireUser } from "../../policy.ts";
import { membershipStatus } from "../membership/membership.service.ts";
import { requestLanguage } from "../../plugins/language.ts";
import { declaresMoreThan, UploadError } from "../../plugins/uploads.ts";
import { readStoredBytes, withStagedUpload } from "../../storage/staging.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { createAiProvider } from "./ai.provider.ts";
import { describeUpload, suggestionsFor } from "./ai.service.ts";

export interface AiRouteDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  jobs: JobRunner;
  /** The person's staging area the file streams into before it is described. */
  storage: FileStorage;
}

const MB = 1024 * 1024;

export async function aiRoutes(app: FastifyInstance, deps: AiRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = createAiProvider(deps.config, deps.jobs, {
    // A failed external call is recovered from, but an operator should see it (the message, never the document).
    onError: (error, during) =>
      app.log.warn(
        { during, reason: error instanceof Error ? error.message : String(error) },
        "AI provider failed",
      ),
  });
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 5, fieldSize: 16 * 1024, fileSize: deps.config.maxFileBytes, parts: 6 },
  });

  // Public: the privacy page names whoever, besides us, reads file content.
  r.get("/ai/provider", { schema: { response: { 200: ZAiProviderResponse } } }, async () => ({
    provider: deps.config.ai?.providerName ?? null,
  }));

  r.post(
    "/generate-description",
    { schema: { response: { 200: ZDescriptionResponse, "4xx": ZErrorResponse } } },
    async (request) => {
      const user = requireUser(request);
      // Membership before the body is read: a non-member's upload is not worth receiving.
      requireCan(await membershipStatus(deps.db, user, deps.clock()), "describe");
      if (!request.isMultipart()) throw new HttpError(415, LIBRARY_MESSAGES.noFile);
      const maxFileBytes = deps.config.maxFileBytes;
      const tooLarge = () => new HttpError(413, LIBRARY_MESSAGES.tooLarge(Math.round(maxFileBytes / MB)));
      if (declaresMoreThan(request, maxFileBytes)) throw tooLarge();
      const limits = { maxFileBytes, maxTotalBytes: maxFileBytes, maxFiles: 1, fileField: "file" };
      try {
        return await withStagedUpload(request, deps.storage, user.id, limits, async ({ files }) => {
          const stored = files[0];
          // An empty file is the describer's to refuse: its message names the file.
          if (!stored) throw new HttpError(400, LIBRARY_MESSAGES.noFile);
          // Read back whole (bounded by the per-file limit): the describer and the worker take bytes.
          const bytes = await readStoredBytes(deps.storage, stored.key, maxFileBytes);
          return describeUpload(provider, { name: stored.name, bytes });
        });
      } catch (error) {
        if (
          error instanceof UploadError &&
          (error.code === "FILE_TOO_LARGE" || error.code === "TOTAL_TOO_LARGE")
        )
          throw tooLarge();
        throw error;
      }
    },
  );

  r.post(
    "/generate-suggestions",
    {
      schema: {
        body: ZSuggestionsRequest,
        response: { 200: ZSuggestionsResponse, "4xx": ZErrorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      requireCan(await membershipStatus(deps.db, user, deps.clock()), "describe");
      const suggestions = await suggestionsFor(
        provider,
        request.body,
        (error) => request.log.warn({ err: error }, "suggestions fell back to the fixed list"),
        requestLanguage(request),
      );
      return { suggestions };
    },
  );
}
