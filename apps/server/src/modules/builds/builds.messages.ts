// Message exports on the worker thread (issue 38): an SMS backup, a WhatsApp chat or an e-mail (.eml, .mbox,
// Outlook .msg) among a job's files is told
// apart by its content (the engine's detection, from a file in the job's temporary folder so the readers stream it)
// and listed for the builder's picker, or replaced, in its place, by the one transcript exhibit the person's choice
// makes — so the preview, the binder and the kit take it as any other PDF, stamped like every exhibit.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CFB_SIGNATURE,
  chosenExhibit,
  EngineError,
  headOf,
  isTimeZone,
  listExport,
  messageKindOf,
  messageKindOfHead,
} from "@courtready/engine";
import type {
  EngineFonts,
  ExportListing,
  MessageChoice,
  MessageExportKind,
  SourceFile,
} from "@courtready/engine";
import { MAX_LISTED_CONVERSATIONS } from "@courtready/contracts";

/**
 * The first bytes that tell an export: an XML root, WhatsApp's dated lines, e-mail header lines, a zip (opened to
 * look for a chat) or a compound file (opened to look for an Outlook item's properties).
 */
const HEAD_BYTES = 8192;

function mayBeExport(bytes: Uint8Array): boolean {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  // Old Word and Excel files are compound files too: the engine's look at the directory tells them from a .msg.
  const compound = CFB_SIGNATURE.every((b, i) => bytes[i] === b);
  return zip || compound || messageKindOfHead(bytes.subarray(0, HEAD_BYTES)) !== null;
}

/** Runs `work` on the bytes written to a file of their own (removed after), which the engine's readers stream. */
export async function onDisk<T>(bytes: Uint8Array, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "messages-"));
  try {
    const file = path.join(dir, "export");
    await writeFile(file, bytes);
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The export's kind and listing when the file is a message export, else null (any other file): told by its first
 * bytes, then read where it lies (a file by path, issue 40) or from its bytes written to a file of their own.
 */
export async function listMessageExport(
  file: SourceFile,
  timeZone: string,
): Promise<{ kind: MessageExportKind; listing: ExportListing } | null> {
  if (!mayBeExport(headOf(file, HEAD_BYTES))) return null;
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const list = async (p: string) => {
    const kind = await messageKindOf(p);
    if (!kind) return null;
    return { kind, listing: await listExport(p, file.name, kind, zone, MAX_LISTED_CONVERSATIONS) };
  };
  return file.path === undefined ? onDisk(file.bytes, list) : list(file.path);
}

/**
 * A file of a job, and the person's choice when it is a message export. A build's PDF may come by path (issue 40;
 * builds.job-files.ts#withPdfsOnDisk): a PDF is never an export, so it passes through as it came.
 */
export type JobFile = SourceFile & { messages?: MessageChoice | undefined };

export interface InPlace {
  /** The files with each export replaced by its transcript exhibit (named as a PDF). */
  files: SourceFile[];
  /** Per file: the transcript's generated description (undefined for other files). */
  generated: (string | undefined)[];
  /** Per file: true where an export was replaced (its kept conversion, keyed by the export's bytes, is not used). */
  replaced: boolean[];
  problems: EngineError[];
}

/** The zone a choice-less export is read in: the builder always sends the browser's; a bare API call gets UTC. */
const FALLBACK_ZONE = "UTC";

/**
 * Every message export among `files` replaced by its transcript exhibit. An export without a choice is taken whole
 * when it holds one conversation (a WhatsApp chat); a backup of many must be picked from, and says so.
 */
export async function transcriptsInPlace(
  files: readonly JobFile[],
  fonts: EngineFonts,
  date: Date,
  ownerName: string | undefined,
): Promise<InPlace> {
  const out: InPlace = { files: [], generated: [], replaced: [], problems: [] };
  for (const file of files) {
    const bytes = file.bytes;
    const made =
      bytes && mayBeExport(bytes)
        ? await onDisk(bytes, async (p) => {
            const kind = await messageKindOf(p);
            if (!kind) return null;
            try {
              let choice = file.messages;
              if (choice && !isTimeZone(choice.timeZone))
                throw new EngineError(
                  "UNSUPPORTED_TYPE",
                  file.name,
                  `"${choice.timeZone}" is not a time zone`,
                );
              if (!choice) {
                const timeZone = FALLBACK_ZONE;
                const { conversations } = await listExport(p, file.name, kind, timeZone, 2);
                if (conversations.length !== 1)
                  throw new EngineError(
                    "UNSUPPORTED_TYPE",
                    file.name,
                    kind === "mbox"
                      ? "this mailbox holds several e-mail threads; pick the ones to include"
                      : "this text-message backup holds several conversations; pick the ones to include",
                  );
                choice = { conversations: [conversations[0]!.id], timeZone };
              }
              return await chosenExhibit(p, file.name, kind, fonts, choice, date, ownerName);
            } catch (error) {
              if (error instanceof EngineError) return error;
              throw error;
            }
          })
        : null;
    const { messages: _choice, ...given } = file;
    if (made instanceof EngineError) {
      out.problems.push(made);
      out.files.push(given);
      out.generated.push(undefined);
      out.replaced.push(false);
    } else if (made) {
      out.files.push({ name: `${file.name.replace(/\.[A-Za-z0-9]{1,4}$/, "")}.pdf`, bytes: made.pdf });
      out.generated.push(made.description);
      out.replaced.push(true);
    } else {
      out.files.push(given);
      out.generated.push(undefined);
      out.replaced.push(false);
    }
  }
  return out;
}
