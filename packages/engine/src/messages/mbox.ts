// Reads a Unix mailbox (.mbox: one thread saved from a mail program, or a whole exported mailbox such as Google
// Takeout's) message by message as the file streams: only one message's bytes are in memory at a time, and a
// message keeps its text and its attachments' names and sizes; an attachment's bytes are read again from the file
// when asked for. Messages start at a "From " line after a blank line (or at the start of the file); body lines
// that began with "From " were written as ">From " and are given back one ">" fewer (mboxrd; for mboxo files,
// which quoted only "From ", that is the same thing). The messages are grouped into threads (email.ts).
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createHash } from "node:crypto";
import { mailConversations, mailSource } from "./email.ts";
import type { MailRecord } from "./email.ts";
import { parseMail, truncationOf } from "./eml.ts";
import { MessagesError } from "./model.ts";
import type { MessageExport } from "./model.ts";

const NEWLINE = 0x0a;

/** True when `line` (without its newline) is an mbox separator: "From " then something (sender, date). */
function isSeparator(line: Buffer): boolean {
  return line.length > 5 && line.toString("latin1", 0, 5) === "From ";
}

/** A message's lines with the mbox quoting undone: ">From ", ">>From "… lose one ">". */
export function unquoteMboxLines(raw: Buffer): Buffer {
  const text = raw.toString("latin1");
  return Buffer.from(text.replace(/^>(>*From )/gm, "$1"), "latin1");
}

interface Pending {
  /** Byte offset of the message's first line after its "From " line. */
  start: number;
  /** 1-based line number of its "From " line, for errors. */
  line: number;
  chunks: Buffer[];
  size: number;
}

/** Reads the mailbox at `path`. Throws MessagesError with the threads read before a damaged or cut-off message. */
export async function readMbox(path: string, fileName: string): Promise<MessageExport> {
  const hash = createHash("sha256");
  const records: MailRecord[] = [];
  const source = mailSource(fileName, "", "E-mail mailbox (.mbox)");
  let pending: Pending | null = null;
  let offset = 0;
  let lineNo = 0;
  let previousBlank = true;
  let carry: Buffer = Buffer.alloc(0);

  const rangeReader = (start: number, end: number) => async () => {
    const handle = await open(path, "r");
    try {
      const buffer = Buffer.alloc(end - start);
      await handle.read(buffer, 0, buffer.length, start);
      return new Uint8Array(unquoteMboxLines(buffer));
    } finally {
      await handle.close();
    }
  };

  const finish = async (message: Pending, end: number, last: boolean) => {
    const position = records.length + 1;
    const raw = unquoteMboxLines(Buffer.concat(message.chunks, message.size));
    const cut = truncationOf(raw);
    if (cut) {
      source.sha256 = hash.digest("hex");
      const partial = { source, conversations: mailConversations(records, source) };
      throw new MessagesError(
        last ? "MESSAGES_TRUNCATED" : "MESSAGES_MALFORMED",
        fileName,
        last
          ? `the mailbox is cut short inside message ${position} (line ${message.line}): ${cut}`
          : `message ${position} (line ${message.line}) is damaged: ${cut}`,
        { line: message.line, message: position },
        records.length ? partial : undefined,
      );
    }
    records.push(await parseMail(raw, { position, reload: rangeReader(message.start, end) }));
  };

  /** Counts the line and tells whether it starts a message; refuses text before the first message. */
  const startsMessage = (line: Buffer): boolean => {
    lineNo += 1;
    // The line without its "\n" or "\r\n".
    let end = line.length;
    if (end && line[end - 1] === NEWLINE) end -= 1;
    if (end && line[end - 1] === 0x0d) end -= 1;
    const body = line.subarray(0, end);
    const separator = previousBlank && isSeparator(body);
    if (!separator && !pending && body.length > 0)
      throw new MessagesError(
        "MESSAGES_MALFORMED",
        fileName,
        `line ${lineNo} comes before the first "From " line that starts a message`,
        { line: lineNo, message: 0 },
      );
    previousBlank = body.length === 0;
    return separator;
  };
  /** Adds a run of lines to the message being read. */
  const keep = (run: Buffer) => {
    if (!pending || run.length === 0) return;
    // Copied, one copy per run of lines: a slice would keep the whole 64 KB read chunk alive with the message.
    const own = Buffer.from(run);
    pending.chunks.push(own);
    pending.size += own.length;
  };
  const startAt = async (lineStart: number, lineLength: number) => {
    if (pending) await finish(pending, lineStart, false);
    pending = { start: lineStart + lineLength, line: lineNo, chunks: [], size: 0 };
  };

  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    let at = 0;
    let run = 0;
    for (let nl = data.indexOf(NEWLINE, at); nl !== -1; nl = data.indexOf(NEWLINE, at)) {
      const length = nl + 1 - at;
      if (startsMessage(data.subarray(at, nl + 1))) {
        keep(data.subarray(run, at));
        await startAt(offset, length);
        run = nl + 1;
      }
      offset += length;
      at = nl + 1;
    }
    keep(data.subarray(run, at));
    carry = Buffer.from(data.subarray(at));
  }
  if (carry.length) {
    if (startsMessage(carry)) await startAt(offset, carry.length);
    else keep(carry);
    offset += carry.length;
  }
  const last = pending as Pending | null;
  if (last) {
    // The blank line that ends a message in the mailbox is the separator's, not the message's.
    await finish(last, offset, true);
  }
  source.sha256 = hash.digest("hex");
  if (!records.length)
    throw new MessagesError("MESSAGES_EMPTY", fileName, "the mailbox holds no message", {
      line: lineNo,
      message: 0,
    });
  return { source, conversations: mailConversations(records, source) };
}
