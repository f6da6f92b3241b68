// GET /api/health: database and external tools, available or not. 503 only when the database is down: without
// LibreOffice the app still serves everything but office conversion, and the report says so.
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
        return reply.status(report.database.available ? 200 : 503).send(report);
      },
    );
}
