// The builder's check of one added file (builder-and-projects.md §5; issue 19 item 3): the engine converts it once
// on the worker pool, as a build would, and the answer is the row's state. Unlocking a locked PDF runs qpdf on the
// worker pool too (issue 40), with the password on its standard input: used once, never stored, never logged.
// Files are handed to jobs by storage key (issue 40): the web process never reads one whole.
import {
  attentionFor,
  FILE_UNCHECKED_REASON,
  fileRefusalText,
  sentence,
  translateMessage,
} from "@courtready/contracts";
import type { Language, TFileInspection } from "@courtready/contracts";
import { newId } from "@courtready/db";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { HttpError } from "../../plugins/errors.ts";
import { giveBackSlot, takeSlot } from "../auth/auth.service.ts";
import { convertStored } from "./conversions.ts";
import { fileInspectJob, fileUnlockJob } from "./library.jobs.ts";
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

export const UNCHECKED_REASON = FILE_UNCHECKED_REASON;

/** The memory `bytes` owns alone (readStoredBytes gives such), handed to the worker without a copy; else none. */
export const owned = (bytes: Uint8Array | null | undefined): ArrayBuffer[] =>
  bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? [bytes.buffer as ArrayBuffer]
    : [];

/** A file in storage, as streaming it in learnt it. */
export interface StoredFile {
  name: string;
  key: string;
  /** Hex SHA-256 of its bytes: the name its conversion record is kept under. */
  sha256: string;
}

/** Where a job writes the record of a fresh conversion of a staged file: beside it, removed with the staging area. */
export const recordKeyFor = (key: string): string => `${key}.record`;

/**
 * The engine's check of one stored file for its owner, on a thread that reads it from storage, reusing the
 * conversion kept from an earlier check and keeping the one it makes (conversions.ts), so the preview and the build
 * that follow convert nothing again. With `defer`, the new record is left at `recordKey` (beside the staged file)
 * and answered with the file's SHA-256, for a caller that keeps it only once it has saved.
 */
export async function checkOwnedFile(
  deps: InspectDeps,
  userId: string,
  file: StoredFile,
  now: Date,
  options: { defer?: boolean; listMessages?: { timeZone: string } } = {},
): Promise<InspectJobResult & { digest: string }> {
  return convertStored(
    deps,
    userId,
    file,
    now,
    (cachedKey) => {
      const payload: FileJobPayload = {
        file: { name: file.name, key: file.key },
        maxFileBytes: deps.maxFileBytes,
        date: now,
        ...(cachedKey ? { cachedKey } : {}),
        keep: true,
        recordKey: recordKeyFor(file.key),
        ...(options.listMessages ? { listMessages: options.listMessages } : {}),
      };
      return deps.jobs.run(fileInspectJob, payload);
    },
    { ...(options.defer ? { defer: true } : {}) },
  );
}

/** What the row shows for one file: ready with its type and pages, or what is wrong and what to do. */
export async function inspectUpload(
  deps: InspectDeps,
  userId: string,
  file: StoredFile,
  now: Date,
  /** The browser's zone: a message export is listed (its days counted) in it. */
  timeZone?: string,
  /** The person's language (issue 39): the problem and its reason are said in it. */
  language: Language = "en",
): Promise<TFileInspection> {
  const say = (english: string) => translateMessage(english, language);
  const unchecked = { status: "unchecked", reason: say(UNCHECKED_REASON) } as const;
  let result: InspectJobResult;
  try {
    result = await checkOwnedFile(deps, userId, file, now, {
      listMessages: { timeZone: timeZone ?? "UTC" },
    });
  } catch {
    return unchecked;
  }
  if ("listing" in result) return { status: "messages", summary: result.listing };
  if (result.ok)
    return {
      status: "ready",
      fileType: result.typeLabel,
      pageCount: result.pages,
      warnings: result.warnings,
    };
  if (SERVER_SIDE.has(result.code)) return unchecked;
  // A refusal the engine sent by code is said from the catalogue by that code; any other reason by its English.
  const reason = result.refusal ? fileRefusalText(result.refusal, result.reason, language) : result.reason;
  return attentionFor(result.code, reason, say);
}

/**
 * Opens a stored locked PDF with its password on the worker pool and answers the key the opened PDF was written
 * to (under the person's uploads folder; the caller streams it out and removes it). A password that does not open
 * it, or a file that is not a locked PDF, is a 422 saying so (never repeating the password); a server-side failure
 * is a 503.
 */
export async function unlockUpload(
  deps: InspectDeps,
  userId: string,
  file: { name: string; key: string },
  password: string,
  /** The person's language (issue 39): why the PDF was not unlocked is said in it. */
  language: Language = "en",
): Promise<string> {
  const outKey = `users/${userId}/uploads/${newId()}-unlocked`;
  const result = await deps.jobs.run(fileUnlockJob, {
    file,
    maxFileBytes: deps.maxFileBytes,
    password: new TextEncoder().encode(password),
    outKey,
  });
  if (!result.ok) {
    const reason = result.refusal ? fileRefusalText(result.refusal, result.reason, language) : result.reason;
    throw new HttpError(SERVER_SIDE.has(result.code) ? 503 : 422, sentence(reason));
  }
  return outKey;
}
