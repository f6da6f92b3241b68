// Build jobs (preview, render, compile) that run on the worker pool.
import type { JobHandler } from "../../jobs/worker-host.ts";

export const buildJobHandlers: Record<string, JobHandler> = {};
