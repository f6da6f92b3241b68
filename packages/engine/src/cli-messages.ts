// The CLI's side of message exports (issue 38): `build` turns each SMS backup, WhatsApp export or e-mail file
// (.eml, .mbox, .msg) among its FILEs into transcript exhibits (one per conversation, or the one --conversation
// names) in the FILE's place, each with its generated description, and with --email-attachments the PDFs and
// photos attached to the e-mails shown right after their transcript; `inspect` lists the conversations an export
// holds. Other files pass through.
import path from "node:path";
import { EngineError } from "./errors.ts";
import type { EngineFonts } from "./fonts/fonts.ts";
import type { SourceFile } from "./types.ts";
import { MessagesError } from "./messages/model.ts";
import type { MessageExport } from "./messages/model.ts";
import { messageKindOf, readMessageExport } from "./messages/read.ts";
import { pickConversations, renderExhibits, transcriptExhibits } from "./messages/exhibits.ts";
import type { TranscriptExhibit, TranscriptExhibitOptions } from "./messages/exhibits.ts";
import { conversationSummary } from "./messages/select.ts";
import { isTimeZone, machineTimeZone } from "./messages/time.ts";

export const MESSAGE_USAGE = `                   [--conversation NAME_OR_NUMBER] [--messages-from YYYY-MM-DD] [--messages-to YYYY-MM-DD]
                   [--time-zone Area/City] [--declaration] [--keep-partial-messages] [--email-attachments]`;

/** parseArgs options the message exports add to `build` (and --time-zone to `inspect`). */
export const MESSAGE_OPTIONS = {
  conversation: { type: "string" },
  "messages-from": { type: "string" },
  "messages-to": { type: "string" },
  "time-zone": { type: "string" },
  declaration: { type: "boolean", default: false },
  "keep-partial-messages": { type: "boolean", default: false },
  "email-attachments": { type: "boolean", default: false },
} as const;

export interface MessageFlags {
  conversation?: string | undefined;
  "messages-from"?: string | undefined;
  "messages-to"?: string | undefined;
  "time-zone"?: string | undefined;
  declaration?: boolean | undefined;
  "keep-partial-messages"?: boolean | undefined;
  "email-attachments"?: boolean | undefined;
}

/** A flag's value that cannot be used: the CLI prints it with its usage and exits 1. */
export class MessageFlagError extends Error {}

/** The time zone named by --time-zone, or the machine's. */
export function timeZoneOf(flags: MessageFlags): string {
  const zone = flags["time-zone"] ?? machineTimeZone();
  if (!isTimeZone(zone))
    throw new MessageFlagError(`--time-zone must be a zone name such as America/New_York, not "${zone}"`);
  return zone;
}

function day(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new MessageFlagError(`${flag} must be YYYY-MM-DD`);
  return value;
}

export interface ExpandedSources {
  files: SourceFile[];
  /** Per file: the generated description of a transcript (undefined for files given as they are). */
  generated: (string | undefined)[];
  /** Per file: the FILE argument it came from. */
  from: string[];
  problems: EngineError[];
  warnings: string[];
}

/**
 * The build's inputs with every message export among `paths` replaced, in its place, by its transcripts. Other
 * paths are read by `readOthers` (the CLI's own reader).
 */
export async function expandMessageExports(
  paths: string[],
  flags: MessageFlags,
  fonts: EngineFonts,
  ownerName: string | undefined,
  readOthers: (paths: string[]) => { files: SourceFile[]; problems: EngineError[] },
): Promise<ExpandedSources> {
  const timeZone = timeZoneOf(flags);
  const from = day(flags["messages-from"], "--messages-from");
  const to = day(flags["messages-to"], "--messages-to");
  if (from && to && from > to) throw new MessageFlagError("--messages-from is after --messages-to");
  const out: ExpandedSources = { files: [], generated: [], from: [], problems: [], warnings: [] };
  let found = false;
  for (const p of paths) {
    const kind = await messageKindOf(p).catch(() => null);
    if (!kind) {
      const { files, problems } = readOthers([p]);
      out.problems.push(...problems);
      for (const f of files) {
        out.files.push(f);
        out.generated.push(undefined);
        out.from.push(p);
      }
      continue;
    }
    found = true;
    const options: TranscriptExhibitOptions = {
      timeZone,
      date: new Date(0),
      ...(ownerName ? { ownerName } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(flags.conversation ? { conversation: flags.conversation } : {}),
      ...(flags.declaration ? { declaration: ownerName ? { name: ownerName } : {} } : {}),
    };
    const add = async (exhibits: TranscriptExhibit[]) => {
      for (const e of exhibits) {
        out.files.push({ name: e.name, bytes: e.pdf });
        out.generated.push(e.description);
        out.from.push(p);
        if (!flags["email-attachments"]) continue;
        // Each PDF or photo attached to an e-mail shown, as its own exhibit right after the transcript.
        for (const a of e.attachmentExhibits ?? []) {
          out.files.push({ name: a.name, bytes: await a.load() });
          out.generated.push(a.description);
          out.from.push(p);
        }
      }
    };
    try {
      await add(await transcriptExhibits(p, path.basename(p), kind, fonts, options));
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      if (error instanceof MessagesError && error.partial && flags["keep-partial-messages"]) {
        // The person agreed to keep what was read before the damage: said in the output, never silently.
        out.warnings.push(`${error.message}; kept what was read before it`);
        try {
          await add(
            await renderExhibits(
              pickConversations(error.partial, flags.conversation),
              path.basename(p),
              fonts,
              options,
            ),
          );
        } catch (again) {
          if (!(again instanceof EngineError)) throw again;
          out.problems.push(again);
        }
        continue;
      }
      out.problems.push(
        error instanceof MessagesError && error.partial
          ? new EngineError(
              error.code,
              error.file,
              `${error.reason} (add --keep-partial-messages to keep them)`,
            )
          : error,
      );
    }
  }
  if (
    !found &&
    (flags.conversation ||
      flags["messages-from"] ||
      flags["messages-to"] ||
      flags.declaration ||
      flags["email-attachments"])
  )
    throw new MessageFlagError(
      "--conversation, --messages-from, --messages-to, --declaration and --email-attachments apply to message exports, and no FILE is one",
    );
  return out;
}

/** `courtready inspect` lines for a message export (null for any other file), or its problem. */
export async function inspectMessageExport(
  filePath: string,
  flags: MessageFlags,
): Promise<{ lines: string[]; json: unknown } | { error: EngineError } | null> {
  const kind = await messageKindOf(filePath).catch(() => null);
  if (!kind) return null;
  const timeZone = timeZoneOf(flags);
  let exported: MessageExport;
  try {
    exported = await readMessageExport(filePath, path.basename(filePath), kind, { timeZone });
  } catch (error) {
    if (error instanceof EngineError) return { error };
    throw error;
  }
  const s = exported.source;
  const count = exported.conversations.length;
  return {
    lines: [
      `${s.fileName}: ${s.exportApp} export, ${count} conversation${count === 1 ? "" : "s"} (times in ${timeZone})`,
      ...exported.conversations.map((c) => `  ${conversationSummary(c, timeZone)}`),
    ],
    json: {
      file: s.fileName,
      type: "Message export",
      app: s.exportApp,
      sha256: s.sha256,
      timeZone,
      conversations: exported.conversations.map((c) => ({
        title: c.title,
        messages: c.items.filter((i) => i.kind === "message").length,
        participants: c.participants.map((p) => ({
          name: p.name,
          ...(p.address ? { address: p.address } : {}),
        })),
        first: c.items[0]?.at.toISOString() ?? null,
        last: c.items[c.items.length - 1]?.at.toISOString() ?? null,
      })),
    },
  };
}
