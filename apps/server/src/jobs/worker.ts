// The worker-thread entry the server's pool starts (bundled to dist/worker.js): every heavy job the server runs,
// by name. Each module keeps its handlers beside its routes; this file only gathers them.
import { serveJobs } from "./worker-host.ts";
import { buildJobHandlers } from "../modules/builds/builds.jobs.ts";
import { aiJobHandlers } from "../modules/ai/ai.jobs.ts";
import { libraryJobHandlers } from "../modules/library/library.jobs.ts";

serveJobs({ ...buildJobHandlers, ...aiJobHandlers, ...libraryJobHandlers });
