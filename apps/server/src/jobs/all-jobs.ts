// Every job the server's worker threads run, from each module's *.jobs.ts: the worker entry serves them and a
// worker process runs the task messages of these names (remote-runner.ts).
import { buildJobs } from "../modules/builds/builds.jobs.ts";
import { aiJobs } from "../modules/ai/ai.jobs.ts";
import { libraryJobs } from "../modules/library/library.jobs.ts";
import { filePagesJobs } from "../modules/library/file-pages.jobs.ts";
import { messagePageJobs } from "../modules/library/message-pages.jobs.ts";
import { redactionJobs } from "../modules/library/redaction.jobs.ts";
import { projectJobs } from "../modules/projects/projects.jobs.ts";
import { sharingJobs } from "../modules/sharing/sharing.jobs.ts";
import { jobRegistry } from "./job.ts";

export const ALL_JOBS = [
  ...buildJobs,
  ...aiJobs,
  ...libraryJobs,
  ...filePagesJobs,
  ...messagePageJobs,
  ...redactionJobs,
  ...projectJobs,
  ...sharingJobs,
];

/** The jobs by name, for a worker process's task messages. */
export const JOBS_BY_NAME = jobRegistry(ALL_JOBS);
