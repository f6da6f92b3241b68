// Runs the redaction itself (issue 43): MuPDF's `mutool run` (a separate process: its AGPL licence stays outside
// ours) with mutool-script.ts on a job file. The input is only read; the redacted copy is written to `output`.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { TRedactionStyle } from "@courtready/contracts";
import { EngineError } from "../errors.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { Rect } from "./find.ts";
import { MUTOOL_SCRIPT } from "./mutool-script.ts";

/** One box to redact and what to print in it ("XXX-XX-6789", "[REDACTED]"), or null for nothing. */
export interface JobBox extends Rect {
  text: string | null;
}

export interface RedactJob {
  style: TRedactionStyle;
  /** Boxes by 1-based page number. */
  pages: Record<string, JobBox[]>;
  /** The values removed: form fields, annotations, bookmarks and metadata holding one lose it. */
  values: string[];
}

/** What the script removed or rewrote, by page. */
export interface AppliedReport {
  pages: Record<string, { boxes: number; annotations: number }>;
  bookmarks: number;
  info: number;
  xmp: boolean;
  fields: number;
  /** Pages' own XMP and /PieceInfo entries dropped. */
  pageData: number;
  /** Attached files dropped (file-attachment annotations and the embedded-files list). */
  attachments: number;
}

export async function applyRedactions(
  input: string,
  output: string,
  name: string,
  job: RedactJob,
): Promise<AppliedReport> {
  return withTempDir("redact", async (dir) => {
    const script = path.join(dir, "redact.js");
    const jobFile = path.join(dir, "redact-job.json");
    await writeFile(script, MUTOOL_SCRIPT);
    await writeFile(jobFile, JSON.stringify(job));
    const run = await runTool("mutool", ["run", script, jobFile, input, output], { timeoutMs: 300_000 });
    if (run.missing)
      throw new EngineError(
        "TOOL_MISSING",
        name,
        "redaction needs mutool, which is not installed (mupdf-tools)",
      );
    if (run.timedOut)
      throw new EngineError("TOOL_TIMEOUT", name, "the redaction took too long and was stopped");
    const line = run.stdout.trim().split("\n").at(-1) ?? "";
    if (run.code !== 0 || !line.startsWith("{"))
      throw new EngineError(
        "TOOL_FAILED",
        name,
        `the redaction failed: ${run.stderr.trim().split("\n")[0] ?? "no reason given"}`,
      );
    return JSON.parse(line) as AppliedReport;
  });
}
