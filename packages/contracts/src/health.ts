// GET /api/health: whether the database and each external tool the engine uses can be reached.
import { z } from "zod";

export const ZToolStatus = z.object({
  available: z.boolean(),
  version: z.string().nullable(),
});
export type TToolStatus = z.infer<typeof ZToolStatus>;

export const ZHealthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ available: z.boolean(), dialect: z.enum(["sqlite", "postgres"]) }),
  tools: z.object({ libreoffice: ZToolStatus, qpdf: ZToolStatus, poppler: ZToolStatus }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
