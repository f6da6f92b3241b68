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
  /** tesseract is optional (OCR in the kit): its absence alone does not make the status "degraded". */
  tools: z.object({
    libreoffice: ZToolStatus,
    qpdf: ZToolStatus,
    poppler: ZToolStatus,
    tesseract: ZToolStatus,
  }),
  /** Builds waiting and running, wherever they run; a growing depth or an old waiting job means too few workers. */
  queue: z.object({
    kind: z.enum(["local", "pg-boss"]),
    waiting: z.number().int().min(0),
    running: z.number().int().min(0),
    oldestWaitingSeconds: z.number().min(0).nullable(),
  }),
  storage: z.object({ kind: z.enum(["local", "s3"]), available: z.boolean() }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
