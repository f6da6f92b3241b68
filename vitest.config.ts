// Vitest runs two projects: "unit" (library, server and database tests, run on SQLite and PostgreSQL) and "e2e"
// (Chromium against the built app). Database tests decide their dialects in packages/db/src/testing.ts.
// Without the shared corpus (a clone elsewhere), the test files that read it are left out and reported as skipped
// by scripts/corpus.test.ts; under CI=true a missing corpus stops the run instead (scripts/corpus.ts).
import { defineConfig } from "vitest/config";
import { corpusFound, corpusMissingLine, corpusTestFiles } from "./scripts/corpus.ts";

const skippedForCorpus = corpusFound() ? [] : corpusTestFiles();
if (skippedForCorpus.length > 0 && process.env.CI === "true") {
  throw new Error(`${corpusMissingLine()} (CI=true: a missing corpus is a failure, not a skip)`);
}

export default defineConfig({
  test: {
    env: { COURTREADY_CORPUS_SKIPPED: JSON.stringify(skippedForCorpus) },
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "apps/*/src/**/*.test.{ts,tsx}",
            "packages/*/src/**/*.test.ts",
            "packages/*/scripts/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", ...skippedForCorpus],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.spec.ts"],
          exclude: ["**/node_modules/**", ...skippedForCorpus],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll waits for the page to reach a state (a list refetched, a toast shown); on a busy 2-core
          // machine that can take longer than vitest's 1 s default, which is a wait, not a retry of the test.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
