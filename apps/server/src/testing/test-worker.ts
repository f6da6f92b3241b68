// A worker entry used only by tests (worker-pool.test.ts, builds.pgboss.test.ts): serves the test jobs (test-jobs.ts).
import { serveJobs } from "../jobs/worker-host.ts";
import { TEST_JOBS } from "./test-jobs.ts";

serveJobs(TEST_JOBS);
