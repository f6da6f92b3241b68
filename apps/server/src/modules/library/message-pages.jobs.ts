// The picker's look inside a message export (issue 38), run on the worker pool: "messages.page" answers one page of
// a conversation's messages in a day range (for ticking single messages), "messages.attachment" takes one PDF or
// photo attached to an e-mail out, with its index line (to add as its own exhibit). The export comes by its staged
// key and is streamed to a temporary file of the job's own, which the engine's readers stream (issue 40: never a
// whole Buffer); the attachment is written to storage by the thread, so the web process never holds its bytes.
import { createHash } from "node:crypto";
import { attachmentOf, EngineError, messageKindOf, messagePage } from "@courtready/engine";
import type { MessageExportKind, MessagePage } from "@courtready/engine";
import { ZTimeZoneName } from "@courtready/contracts";
import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";
import { threadStorage } from "../../jobs/thread-storage.ts";
import { withJobFile } from "./job-file.ts";

const ZFile = z.object({ name: z.string(), key: z.string().min(1).max(512) });
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Payloads are parsed at the worker boundary: a malformed message fails its job, never the worker. */
const ZPagePayload = z.object({
  file: ZFile,
  maxFileBytes: z.number().int().positive(),
  conversation: z.string().min(1),
  timeZone: ZTimeZoneName,
  from: ZDay.optional(),
  to: ZDay.optional(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive().max(500),
  indexesUpTo: z.number().int().nonnegative().optional(),
  /** The case's party name: the phone's owner as the transcript names them (else "Phone owner"). */
  ownerName: z.string().optional(),
});
export type MessagePagePayload = z.input<typeof ZPagePayload>;

const ZAttachmentPayload = z.object({
  file: ZFile,
  maxFileBytes: z.number().int().positive(),
  conversation: z.string().min(1),
  timeZone: ZTimeZoneName,
  message: z.number().int().nonnegative(),
  position: z.number().int().nonnegative(),
  ownerName: z.string().optional(),
  /** Where in storage the thread writes the attachment's bytes (a staging key of the person who asked). */
  saveTo: z.string().min(1).max(512),
});
export type MessageAttachmentPayload = z.input<typeof ZAttachmentPayload>;

/** A refusal said to the person (the engine's reason), or what was asked. */
export type Refusable<T> = ({ ok: true } & T) | { ok: false; reason: string };

const NOT_AN_EXPORT = "this file is not a message export";

/** An attachment taken out to storage: what the web process needs to send or keep it, never its bytes. */
export interface StoredAttachment {
  name: string;
  mime: string;
  /** 'Attachment "lease.pdf" to the e-mail from … of …' (the engine's index line), the exhibit's description. */
  description: string;
  /** Where the thread wrote it (the payload's `saveTo`), its size and SHA-256. */
  key: string;
  size: number;
  sha256: string;
}

/**
 * Runs `work` on the staged export streamed to a temporary file (bounded by the per-file limit), with its kind;
 * refusals come back as reasons.
 */
async function onExport<T>(
  file: z.output<typeof ZFile>,
  maxFileBytes: number,
  work: (path: string, kind: MessageExportKind) => Promise<T>,
): Promise<Refusable<T>> {
  try {
    return await withJobFile(threadStorage, file, maxFileBytes, async (staged) => {
      // A file by key is always handed on as a path (job-file.ts): the export is read where it lies.
      if (staged.path === undefined) throw new Error("a staged export has a path");
      const p = staged.path;
      const kind = await messageKindOf(p);
      if (!kind || kind === "call-log") return { ok: false as const, reason: NOT_AN_EXPORT };
      return { ok: true as const, ...(await work(p, kind)) };
    });
  } catch (error) {
    if (error instanceof EngineError) return { ok: false, reason: error.reason };
    throw error;
  }
}

export const messagePageJob = defineJob({
  name: "messages.page",
  version: 1,
  // A person waits for it in the picker: never behind builds (worker-pool.ts).
  lane: "check",
  schema: ZPagePayload,
  handler: async (p): Promise<Refusable<MessagePage>> =>
    onExport(p.file, p.maxFileBytes, (path, kind) => messagePage(path, p.file.name, kind, p)),
});

export const messageAttachmentJob = defineJob({
  name: "messages.attachment",
  version: 1,
  lane: "check",
  schema: ZAttachmentPayload,
  handler: async (p): Promise<Refusable<StoredAttachment>> =>
    onExport(p.file, p.maxFileBytes, async (path, kind) => {
      const { bytes, ...taken } = await attachmentOf(path, p.file.name, kind, p);
      await threadStorage().put(p.saveTo, bytes);
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      return { ...taken, key: p.saveTo, size: bytes.byteLength, sha256 };
    }),
});

export const messagePageJobs = [messagePageJob, messageAttachmentJob];
