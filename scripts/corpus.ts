// Where the shared real-world corpus is, and which test files read it: used by vitest.config.ts and scripts/test.sh
// (which runs it with Node 24's type stripping).
// The corpus sits beside the repository (../shared/corpus) and is never copied into it; COURTREADY_CORPUS points a
// run at another copy. A clone without it still runs every other test (the corpus ones are reported as skipped),
// except under CI=true, where a missing corpus is a failure so CI never passes while testing less.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The corpus folder this run uses. */
export function corpusDir(): string {
  const configured = process.env.COURTREADY_CORPUS;
  return configured ? path.resolve(configured) : path.resolve(ROOT, "../shared/corpus");
}

/** True when the corpus folder is there (its MANIFEST.tsv is what every corpus test starts from). */
export function corpusFound(): boolean {
  return existsSync(path.join(corpusDir(), "MANIFEST.tsv"));
}

/** The one line that says the corpus is missing and what to do. */
export function corpusMissingLine(): string {
  return `corpus not found at ${corpusDir()}: the tests that read it are skipped; set COURTREADY_CORPUS=/path/to/corpus to run them`;
}

// A test file reads the corpus when it imports one of the two corpus helpers or names the folder itself.
const READS_CORPUS = /testing\/corpus(\.ts)?["']|support\/corpus(\.ts)?["']|shared\/corpus/;

/** Repository-relative paths of the test files (*.test.ts, *.spec.ts) under `folders` that read the corpus. */
export function corpusTestFiles(folders = ["apps", "packages", "scripts", "e2e"]): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (
        /\.(test|spec)\.tsx?$/.test(entry.name) &&
        READS_CORPUS.test(readFileSync(path.join(ROOT, rel), "utf8"))
      )
        found.push(rel);
    }
  };
  for (const folder of folders) if (existsSync(path.join(ROOT, folder))) walk(folder);
  return found.sort();
}

// `node scripts/corpus.ts`: prints nothing and exits 0 when the corpus is there, else prints the line and exits 1.
if (import.meta.filename === process.argv[1]) {
  if (!corpusFound()) {
    console.log(corpusMissingLine());
    process.exitCode = 1;
  }
}
