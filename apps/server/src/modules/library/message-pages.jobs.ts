// The picker's look inside a message export (issue 38), run on the worker pool: "messages.page" answers one page of
// a conversation's messages in a day range (for ticking single messages), "messages.attachment" the bytes of one
// PDF or photo attached to an e-mail with its index line (to add as its own exhibit). The export comes by its staged key and is read on
// the thread from a temporary file the engine's readers stream, as the listing is (builds.messages.ts).
import { attachmentOf, EngineError, messageKindOf, messagePage } from "@courtready/engine";
import type { MessageExportKind, MessagePage, TakenAttachment } from "@courtready/engine";
import { ZTimeZoneName } from "@courtready/contracts";
import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";
import { threadStorage } from "../../jobs/thread-storage.ts";
import { readStoredBytes } from "../../storage/staging.ts";
import { onDisk } from "../builds/builds.messages.ts";

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
});
export type MessageAttachmentPayload = z.input<typeof ZAttachmentPayload>;

/** A refusal said to the person (the engine's reason), or what was asked. */
export type Refusable<T> = ({ ok: true } & T) | { ok: false; reason: string };

const NOT_AN_EXPORT = "this file is not a message export";

/** Runs `work` on the staged export written to a temporary file, with its kind; refusals come back as reasons. */
async function onExport<T>(
  file: z.output<typeof ZFile>,
  maxFileBytes: number,
  work: (path: string, kind: MessageExportKind) => Promise<T>,
): Promise<Refusable<T>> {
  const bytes = await readStoredBytes(threadStorage(), file.key, maxFileBytes);
  try {
    return await onDisk(bytes, async (p) => {
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
  handler: async (p): Promise<Refusable<TakenAttachment>> =>
    onExport(p.file, p.maxFileBytes, (path, kind) => attachmentOf(path, p.file.name, kind, p)),
});

export const messagePageJobs = [messagePageJob, messageAttachmentJob];
