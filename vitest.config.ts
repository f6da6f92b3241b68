// Vitest projects, split by what their tests need (scripts/test.sh runs each as a stage of its own):
// - "unit": the engine and the scripts; no database. "unit-not-isolated": the web app's, the contracts', the
//   courts' and most engine folders' tests, in one module cache per worker (below); scripts/test.sh's unit stage
//   runs both ("unit*").
// - "db": packages/db and every server repository (`*.repository.test.ts`), plus what exists only on PostgreSQL
//   (pg-boss): run on every dialect COURTREADY_TEST_DIALECTS names (SQLite and PostgreSQL by default).
// - "server": the HTTP and job integration tests, once, on SQLite, in one module cache per worker (below);
//   "server-isolated": the few that replace a module (vi.mock), each in a fresh one. scripts/test.sh's server stage
//   runs both ("server*"); COURTREADY_INTEGRATION_DIALECTS (a comma list) asks for other dialects, as CI's
//   PostgreSQL pass does (scripts/test.sh --postgres-pass).
// - "e2e": Chromium against the built app; two spec files at a time, each with its own Chromium, on one of the run's
//   shared servers (one per worker, e2e/support/global-setup.ts) or, when it needs one, a server of its own.
// Database tests decide their dialects in packages/db/src/testing.ts; the db and server projects migrate one
// template database per dialect per run (packages/db/src/testing.global-setup.ts).
// Without the shared corpus (a clone elsewhere), the test files that read it are left out and reported as skipped
// by scripts/corpus.test.ts; under CI=true a missing corpus stops the run instead (scripts/corpus.ts).
import { defineConfig } from "vitest/config";
import { corpusFound, corpusMissingLine, corpusTestFiles } from "./scripts/corpus.ts";

const skippedForCorpus = corpusFound() ? [] : corpusTestFiles();
if (skippedForCorpus.length > 0 && process.env.CI === "true") {
  throw new Error(`${corpusMissingLine()} (CI=true: a missing corpus is a failure, not a skip)`);
}

const env = { COURTREADY_CORPUS_SKIPPED: JSON.stringify(skippedForCorpus) };
const exclude = ["**/node_modules/**", ...skippedForCorpus];
/** Tests of the database layer itself: the ones that must hold on both dialects. */
const databaseTests = [
  "packages/db/src/**/*.test.ts",
  "apps/server/src/**/*.repository.test.ts",
  // The pg-boss queue exists only on PostgreSQL: it is database behaviour, not an integration to repeat.
  "apps/server/src/modules/builds/builds.pgboss.test.ts",
];
/** Tests of code that keeps no state between test files, run in one module cache per worker ("unit-not-isolated"). */
const notIsolated = [
  "apps/web/src/**/*.test.{ts,tsx}",
  "packages/contracts/src/**/*.test.ts",
  "packages/courts/src/**/*.test.ts",
  // The engine's folders whose tests set nothing process-wide (no vi.mock or vi.spyOn, no process.env, no office
  // converter or concurrency, no child-process observer, no module reset). convert/, pipeline/, redact/, tools/,
  // check/ and the CLI tests stay isolated: some of their files set such things, and check/ is being reworked.
  "packages/engine/src/{assemble,compress,describe,fonts,ingest,kit,messages,pdf,render,zip}/**/*.test.ts",
];
/** Server tests that replace a module with vi.mock: in a shared module cache the mock would reach other files. */
const isolatedServerTests = ["apps/server/src/authorization.mutation.test.ts"];
const dbSetup = "packages/db/src/testing.global-setup.ts";
const serverSetup = "apps/server/src/testing/global-setup.ts";
// What unit, db and server share. Most of their tests wait on other programs (qpdf, LibreOffice, PostgreSQL, worker
// threads) rather than on this process, so two files at a time keep a 2-core machine busy; vitest's default there
// is one (cores - 1).
const nodeTests = { environment: "node", maxWorkers: 2, testTimeout: 30_000, hookTimeout: 60_000 } as const;
/** What "server" and "server-isolated" share: SQLite unless asked otherwise, a template database, the worker bundle. */
const serverTests = {
  env: { ...env, COURTREADY_TEST_DIALECTS: process.env.COURTREADY_INTEGRATION_DIALECTS ?? "sqlite" },
  globalSetup: [dbSetup, serverSetup],
  ...nodeTests,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "packages/*/scripts/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...exclude, "packages/db/**", ...notIsolated],
          env,
          ...nodeTests,
        },
      },
      {
        test: {
          name: "unit-not-isolated",
          include: notIsolated,
          exclude,
          env,
          ...nodeTests,
          // Not isolated: a worker imports React, i18next, the catalogues, the contracts, the court data and the
          // engine once for all the files it runs, instead of once per file, which was most of these files' time
          // (web: 57 s of CPU isolated, 8 s not; contracts and courts: 22 s, 8 s; five engine folders: 28 s, 15 s;
          // docs/decisions.md). It is safe because these tests keep no state between files: each one that stubs a
          // global, fakes timers or switches the language puts it back in an afterEach/afterAll/finally, none uses
          // vi.mock, and the rest test pure code or run other programs. A new test that changes shared state must
          // restore it too, or go in "unit".
          isolate: false,
        },
      },
      {
        test: {
          name: "db",
          include: databaseTests,
          exclude,
          env,
          globalSetup: [dbSetup, serverSetup],
          ...nodeTests,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: [...exclude, ...databaseTests, ...isolatedServerTests],
          ...serverTests,
          // Not isolated: a worker imports Fastify, the app's modules and the engine once for all the files it runs,
          // instead of once per file (the whole project on SQLite: 317 s of CPU isolated, 159 s not;
          // docs/decisions.md). It is safe because every file closes what it opens (apps, their worker threads and
          // queues, stand-in servers) in an afterEach/afterAll, each app gets a database and folders of its own,
          // no file changes process.env or the module state of the code under test (the password cost and the
          // tool probe are set per app or are the machine's), and none uses vi.mock or vi.spyOn. A new test that
          // changes shared state must restore it, or go in isolatedServerTests.
          isolate: false,
        },
      },
      {
        test: {
          name: "server-isolated",
          include: isolatedServerTests,
          exclude,
          ...serverTests,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.spec.ts"],
          exclude,
          env,
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two spec files at a time: a spec waits on its server, LibreOffice or a build as often as on the CPU, so
          // the second one fills those waits. Each worker has a shared server and a Chromium of its own (started
          // once per run by the global setup, one per worker), so the two files running at one time never share
          // either; a spec that needs its own server still starts one.
          fileParallelism: true,
          maxWorkers: 2,
          // Not isolated: a worker imports playwright-core, the support modules, the engine's test factories and the
          // court data once for all the files it runs, instead of once per file (docs/decisions.md). It is safe
          // because a spec keeps its state in its own module and hooks (its suite, its servers and contexts, closed
          // in its afterAll), the support modules register no hooks and keep no state but a cache of the catalogue
          // files, and no spec changes process.env or uses vi.mock, vi.spyOn or fake timers. A new spec that changes
          // shared state must restore it.
          isolate: false,
          globalSetup: ["e2e/support/global-setup.ts"],
          // expect.poll waits for the page to reach a state (a list refetched, a toast shown); on a busy 2-core
          // machine that can take longer than vitest's 1 s default, which is a wait, not a retry of the test.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
