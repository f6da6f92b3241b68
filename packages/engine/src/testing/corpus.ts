// Test helper: the shared real-world corpus lives beside the repository (../shared/corpus), never copied into it;
// COURTREADY_CORPUS points at another copy. A test file that imports this is skipped by vitest.config.ts when the
// folder is missing (scripts/corpus.ts), so the lookups below only throw for a file missing from a present corpus.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const REPO_ROOT = path.resolve(import.meta.dirname, "../../../..");
export const CORPUS_DIR = process.env.COURTREADY_CORPUS
  ? path.resolve(process.env.COURTREADY_CORPUS)
  : path.resolve(REPO_ROOT, "../shared/corpus");

/** Absolute path of a corpus file, e.g. corpusPath("pdf/autoprint.pdf"). Throws if the corpus is missing. */
export function corpusPath(relative: string): string {
  const full = path.join(CORPUS_DIR, relative);
  if (!existsSync(full)) throw new Error(`Corpus file missing: ${full} (the corpus is at ${CORPUS_DIR})`);
  return full;
}

/** The corpus file's bytes as a fresh Uint8Array (not a pooled Buffer slice). */
export function corpusBytes(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(corpusPath(relative)));
}

/** Every corpus file listed in MANIFEST.tsv with its note. */
export function corpusManifest(): { file: string; note: string }[] {
  const lines = readFileSync(path.join(CORPUS_DIR, "MANIFEST.tsv"), "utf8").split("\n").slice(1);
  return lines
    .filter((l) => l.trim())
    .map((l) => {
      const cols = l.split("\t");
      return { file: cols[0] ?? "", note: cols[4] ?? "" };
    });
}
