// The shared real-world corpus for end-to-end specs: ../shared/corpus, or COURTREADY_CORPUS (see scripts/corpus.ts).
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The corpus folder; a spec that imports this is skipped by vitest.config.ts when the folder is missing. */
export const CORPUS = process.env.COURTREADY_CORPUS
  ? path.resolve(process.env.COURTREADY_CORPUS)
  : path.resolve(ROOT, "../shared/corpus");
