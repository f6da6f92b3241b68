// POST /api/generate-description (multipart: file → { description }) and POST /api/generate-suggestions (JSON →
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
import { requireUser } from "../../policy.ts";
import { createAiProvider } from "./ai.provider.ts";
import { describeUpload, requireActiveMember, suggestionsFor } from "./ai.service.ts";

export interface AiRouteDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  jobs: JobRunner;
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
      await requireActiveMember(deps.db, user, deps.clock());
      if (!request.isMultipart()) throw new HttpError(415, LIBRARY_MESSAGES.noFile);
      let file: { name: string; bytes: Uint8Array } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== "file") continue;
          const buffer = await part.toBuffer();
          // A copy the worker can take over whole (a small Buffer may sit in Node's shared pool).
          if (part.fieldname === "file" && !file)
            file = { name: part.filename, bytes: new Uint8Array(buffer) };
        }
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new HttpError(413, LIBRARY_MESSAGES.tooLarge(Math.round(deps.config.maxFileBytes / MB)));
        }
        throw error;
      }
      // An empty file is the describer's to refuse: its message names the file.
      if (!file) throw new HttpError(400, LIBRARY_MESSAGES.noFile);
      return { description: await describeUpload(provider, file) };
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
      await requireActiveMember(deps.db, user, deps.clock());
      const suggestions = await suggestionsFor(provider, request.body, (error) =>
        request.log.warn({ err: error }, "suggestions fell back to the fixed list"),
      );
      return { suggestions };
    },
  );
}
