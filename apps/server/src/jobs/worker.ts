// The worker-thread entry the server's pool starts (bundled to dist/worker.js): every heavy job the server runs,
// by name. Each module keeps its jobs beside its routes; all-jobs.ts gathers them.
import { createWarmOfficeConverter, setOfficeConverter } from "@courtready/engine";
import { serveJobs } from "./worker-host.ts";
import { ALL_JOBS } from "./all-jobs.ts";

// One warm LibreOffice per thread, started by the thread's first Word or Excel file and kept running; the pool kills
// it with the thread. Its folder is made in the thread's temporary folder as it is now (the process's own, which the
// next start sweeps after a crash: process-tmp.ts), before any job points TMPDIR at a folder of its own. OFFICE_CONVERTER=cold keeps a cold soffice run per build (the CLI's way), for an operator
// who must.
if (process.env.OFFICE_CONVERTER !== "cold") setOfficeConverter(createWarmOfficeConverter());

serveJobs(ALL_JOBS);
