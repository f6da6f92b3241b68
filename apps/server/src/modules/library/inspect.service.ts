// The builder's check of one added file (builder-and-projects.md §5; issue 19 item 3): the engine converts it once
// on the worker pool, as a build would, and the answer is the row's state. Unlocking a locked PDF runs qpdf with the
// password on its standard input: used once, never stored, never logged, never sent to a worker.
import { attentionFor, sentence } from "@courtready/contracts";
import type { TFileInspection } from "@courtready/contracts";
import { EngineError, unlockPdf } from "@courtready/engine";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { HttpError } from "../../plugins/errors.ts";
import { giveBackSlot, takeSlot } from "../auth/auth.service.ts";
import { convertOwned } from "./conversions.ts";
import { fileInspectJob } from "./library.jobs.ts";
import type { FileJobPayload, InspectJobResult } from "./library.jobs.ts";

export interface InspectDeps {
  jobs: JobRunner;
  maxFileBytes: number;
  /** Where the person's conversion records are kept (conversions.ts): bytes in storage, the index in the database. */
  storage: FileStorage;
  db: Kysely<Database>;
}

/** Files one person may have checked at once: the builder sends two at a time; more would only hold the workers. */
const MAX_CHECKS_PER_USER = 4;
/** A slot a process took and never gave back (it died mid-check) is free again after this. */
const CHECK_SLOT_MS = 2 * 60_000;
const checkSlot = (userId: string) => `inspect-checks:${userId}`;

/**
 * Takes one of the person's check slots, counted in the database so the limit holds across web processes; false
 * when all are taken. Give it back with endCheck.
 */
export async function startCheck(db: Kysely<Database>, userId: string, now: Date): Promise<boolean> {
  return takeSlot(db, checkSlot(userId), now, MAX_CHECKS_PER_USER, CHECK_SLOT_MS);
}

export async function endCheck(db: Kysely<Database>, userId: string): Promise<void> {
  await giveBackSlot(db, checkSlot(userId));
}

/** Engine failures that say the server could not check, not that the file is bad. */
const SERVER_SIDE = new Set(["TOOL_TIMEOUT", "TOOL_FAILED", "TOOL_MISSING", "OFFICE_UNAVAILABLE"]);

export const UNCHECKED_REASON =
  "This file could not be checked just now. It will be checked again when you preview or generate your binder.";

/** The memory `bytes` owns alone (readStoredBytes gives such), handed to the worker without a copy; else none. */
export const owned = (bytes: Uint8Array | null | undefined): ArrayBuffer[] =>
  bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? [bytes.buffer as ArrayBuffer]
    : [];

/**
 * The engine's check of one file for its owner, reusing the conversion kept from an earlier check and keeping the
 * one it makes (conversions.ts), so the preview and the build that follow convert nothing again. With `defer`, the
 * new record is not kept but returned with the file's SHA-256, for a caller that keeps it only once it has saved.
 */
export async function checkOwnedFile(
  deps: InspectDeps,
  userId: string,
  file: { name: string; bytes: Uint8Array },
  now: Date,
  options: { defer?: boolean; listMessages?: { timeZone: string } } = {},
): Promise<InspectJobResult & { digest: string }> {
  return convertOwned(
    deps,
    userId,
    file,
    deps.maxFileBytes,
    now,
    (cached) => {
      const payload: FileJobPayload = {
        file,
        maxFileBytes: deps.maxFileBytes,
        date: now,
        cached,
        keep: true,
        ...(options.listMessages ? { listMessages: options.listMessages } : {}),
      };
      return deps.jobs.run(fileInspectJob, payload, {
        transfer: [file.bytes, cached].flatMap(owned),
      });
    },
    { ...(options.defer ? { defer: true } : {}) },
  );
}

/** What the row shows for one file: ready with its type and pages, or what is wrong and what to do. */
export async function inspectUpload(
  deps: InspectDeps,
  userId: string,
  file: { filename: string; bytes: Uint8Array },
  now: Date,
  /** The browser's zone: a message export is listed (its days counted) in it. */
  timeZone?: string,
): Promise<TFileInspection> {
  let result: InspectJobResult;
  try {
    result = await checkOwnedFile(deps, userId, { name: file.filename, bytes: file.bytes }, now, {
      listMessages: { timeZone: timeZone ?? "UTC" },
    });
  } catch {
    return { status: "unchecked", reason: UNCHECKED_REASON };
  }
  if ("listing" in result) return { status: "messages", summary: result.listing };
  if (result.ok)
    return {
      status: "ready",
      fileType: result.typeLabel,
      pageCount: result.pages,
      warnings: result.warnings,
    };
  if (SERVER_SIDE.has(result.code)) return { status: "unchecked", reason: UNCHECKED_REASON };
  return attentionFor(result.code, result.reason);
}

/**
 * The PDF opened with its password, as bytes that replace the locked file in the builder. A password that does not
 * open it, or a file that is not a locked PDF, is a 422 saying so (never repeating the password).
 */
export async function unlockUpload(
  file: { filename: string; bytes: Uint8Array },
  password: string,
): Promise<Uint8Array> {
  try {
    return await unlockPdf({ name: file.filename, bytes: file.bytes }, password);
  } catch (error) {
    if (error instanceof EngineError)
      throw new HttpError(SERVER_SIDE.has(error.code) ? 503 : 422, sentence(error.reason));
    throw error;
  }
}
