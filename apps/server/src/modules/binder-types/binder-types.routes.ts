// GET /api/binder-types and GET /api/binder-types/{slug} (placeholder until the schemas land).
import type { FastifyInstance } from "fastify";

export async function binderTypesRoutes(_app: FastifyInstance): Promise<void> {}
