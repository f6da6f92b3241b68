// GET /api/health: database, file storage and external tools, available or not. 503 when the database or the
// storage cannot be reached (the reason in `problems`): nothing a person does works without them. Without
// LibreOffice the app still serves everything but office conversion, and the report says so (200, "degraded").
import type { FastifyInstance } from "fastify";
import { ZHealthResponse } from "@courtready/contracts";
import type { ZodTypeProvider } from "../../plugins/zod.ts";
import type { HealthService } from "./health.service.ts";

export async function healthRoutes(app: FastifyInstance, deps: { health: HealthService }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/health",
      { schema: { response: { 200: ZHealthResponse, 503: ZHealthResponse } } },
      async (_request, reply) => {
        const report = await deps.health.check();
        return reply.status(report.problems.length ? 503 : 200).send(report);
      },
    );
}
