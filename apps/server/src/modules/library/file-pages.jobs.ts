// "file.pages" (issue 37 §3, the builder's Pages panel), run on the worker pool: a batch of one added file's pages
// drawn small. The file comes by its staged key and is read on the thread (issue 40); its kept conversion record, when
// the check made one, is read by key too, so a Word file or a photo is not converted again for its pictures.
import { loadSystemFonts, pagePicturesOf } from "@courtready/engine";
import type { EngineFonts, PagePicturesResult } from "@courtready/engine";
import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";
import { threadStorage } from "../../jobs/thread-storage.ts";
import { readStoredBytes } from "../../storage/staging.ts";
import { cachedOf } from "./library.jobs.ts";

/** Payloads are parsed at the worker boundary: a malformed message fails its job, never the worker. */
const ZFilePagesPayload = z.object({
  file: z.object({ name: z.string(), key: z.string().min(1).max(512) }),
  maxFileBytes: z.number().int().positive(),
  date: z.date(),
  /** The file's kept conversion record; one missing or unreadable means converting. */
  cachedKey: z.string().min(1).max(512).optional(),
  first: z.number().int().positive(),
  count: z.number().int().positive().max(50),
  sizePx: z.number().int().positive().max(1_000),
});
export type FilePagesPayload = z.input<typeof ZFilePagesPayload>;

let fonts: EngineFonts | undefined;

export const filePagesJob = defineJob({
  name: "file.pages",
  version: 1,
  // A person waits for it with the panel open: never behind builds (worker-pool.ts).
  lane: "check",
  schema: ZFilePagesPayload,
  async handler(p): Promise<PagePicturesResult> {
    const bytes = await readStoredBytes(threadStorage(), p.file.key, p.maxFileBytes);
    // Read as the checking jobs read it: bounded, and converting again when it is gone.
    const cached = await cachedOf(p);
    return pagePicturesOf({ name: p.file.name, bytes }, (fonts ??= loadSystemFonts()), {
      first: p.first,
      count: p.count,
      sizePx: p.sizePx,
      date: p.date,
      maxFileBytes: p.maxFileBytes,
      ...(cached ? { cached: [cached] } : {}),
    });
  },
});

export const filePagesJobs = [filePagesJob];
