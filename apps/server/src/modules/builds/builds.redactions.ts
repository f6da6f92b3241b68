// Redaction at the worker (issue 43): before a build job assembles anything, each redacted file is swapped for its
// verified redacted copy, so the build jobs (builds.jobs.ts) never see an original that carries a redaction.
import { inMemory, redactExhibit, redactText } from "@courtready/engine";
import { redactionFailedReason, redactionLayoutChangedReason } from "@courtready/contracts";
import type { JobContext } from "../../jobs/job.ts";
import type { FileProblem, RenderJob } from "./builds.jobs.ts";

/** What a build job answers: its outputs (with the conversions it kept, by position), or named problems. */
export type RedactableResult =
  { ok: true; records?: (Uint8Array | null)[] } | { ok: false; problems: FileProblem[] };

/**
 * Runs `work` on the payload with each redacted file replaced by its verified redacted copy (engine
 * redact/exhibit.ts), its description's found values replaced too, and no kept conversion used or returned for it
 * (a kept conversion is of the original). A copy that fails verification refuses the build with its page named:
 * nothing unredacted is ever assembled.
 */
export async function withRedactions<R extends RedactableResult>(
  p: RenderJob,
  progress: JobContext["progress"],
  work: (p: RenderJob) => Promise<R>,
): Promise<R | { ok: false; problems: FileProblem[] }> {
  const redacted = p.files.flatMap((f, i) => (f.redaction ? [i] : []));
  if (!redacted.length) return work(p);
  const rules = p.redactionRules;
  if (!rules) throw new Error("Internal error: a redacted file came without the court's redaction rules");
  const files = [...p.files];
  const cached = p.cached ? [...p.cached] : undefined;
  for (const [n, i] of redacted.entries()) {
    const file = files[i]!;
    const { hits, boxes, layout } = file.redaction!;
    progress({ fraction: (0.1 * n) / redacted.length, message: `Redacting ${file.name}` });
    // Read already (withPdfsOnDisk never leaves a file to redact on disk): inMemory reads nothing here.
    const done = await redactExhibit(inMemory(file), rules, hits, boxes, layout);
    if (!done.ok)
      return {
        ok: false,
        problems: [
          done.layoutChanged && done.page !== null
            ? {
                name: file.name,
                code: "REDACTION_LAYOUT_CHANGED",
                reason: redactionLayoutChangedReason(file.name, done.page),
              }
            : {
                name: file.name,
                code: "REDACTION_UNVERIFIED",
                reason: redactionFailedReason(done.page, done.detail),
              },
        ],
      };
    const values = hits.map((h) => h.value);
    // Everything else about the file stays (its label, a message choice); its redaction is done.
    const { redaction: _done, path: _path, ...rest } = file;
    files[i] = {
      ...rest,
      bytes: done.bytes,
      ...(file.description !== undefined ? { description: redactText(file.description, values) } : {}),
    };
    if (cached) cached[i] = null;
  }
  const result = await work({ ...p, files, ...(cached ? { cached } : {}) });
  // The conversions of redacted copies are not kept under the originals' digests.
  if (result.ok && result.records) {
    const records = [...result.records];
    for (const i of redacted) records[i] = null;
    return { ...result, records };
  }
  return result;
}
