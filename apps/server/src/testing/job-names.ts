// For tests that say which jobs the app ran on its worker threads: a wrapJobs (harness.ts) that writes down each
// job's name before running it.
import type { JobRunner } from "../jobs/runner.ts";

/** Wraps the app's runner so every job run pushes its name onto `ran`. */
export function recordingJobNames(ran: string[]): (jobs: JobRunner) => JobRunner {
  return (jobs) => ({
    run: (job, payload, options) => {
      ran.push(job.name);
      return jobs.run(job, payload, options);
    },
    close: () => jobs.close(),
  });
}
