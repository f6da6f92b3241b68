// AI jobs that read a document's contents (they run on the worker pool).
import type { JobHandler } from "../../jobs/worker-host.ts";

export const aiJobHandlers: Record<string, JobHandler> = {};
