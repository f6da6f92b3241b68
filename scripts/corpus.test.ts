// Checks the corpus detector, and reports each test file left out of a run that has no corpus as one skipped test.
import { describe, expect, it } from "vitest";
import { corpusDir, corpusFound, corpusTestFiles } from "./corpus.ts";

const skipped = JSON.parse(process.env.COURTREADY_CORPUS_SKIPPED ?? "[]") as string[];

describe("the shared corpus", () => {
  it("finds the test files that read it, through either helper or the folder's name", () => {
    const files = corpusTestFiles();
    expect(files).toContain("packages/engine/src/pipeline/build.corpus.test.ts"); // imports testing/corpus.ts
    expect(files).toContain("e2e/engine/cli.spec.ts"); // imports e2e/support/corpus.ts
    expect(files).not.toContain("scripts/corpus.test.ts");
    expect(files).not.toContain("packages/db/src/migrate.test.ts");
  });

  it.runIf(corpusFound())("is present, so no test file was left out", () => {
    expect(skipped).toEqual([]);
  });

  // One skipped entry per file left out, so the run's "N skipped" and its report name each one and the reason.
  for (const file of skipped) {
    it.skip(`${file}: needs the corpus at ${corpusDir()} (set COURTREADY_CORPUS=/path/to/corpus)`, () => {});
  }
});
