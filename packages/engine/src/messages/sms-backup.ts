// Reads an Android "SMS Backup & Restore" XML backup (<smses> of <sms> and <mms>) as it streams from disk, into
// one Conversation per thread. Memory stays bounded: the file is read in chunks through saxes, and an MMS part's
// base64 data is decoded and kept only for the conversations the caller asks for (`keepBytesFor`); for the rest
// only its size is counted. A <calls> backup (the same app's call log) is refused.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { SaxesParser } from "saxes";
import type { SaxesTagPlain } from "saxes";
import { MessagesError, mimeFromName, normalisePhone } from "./model.ts";
import { DataAttributes } from "./xml-data-attributes.ts";
import type {
  Attachment,
  Conversation,
  ConversationItem,
  MessageExport,
  MessageSource,
  Participant,
} from "./model.ts";

export interface SmsBackupOptions {
  /** The name the phone's owner is shown under (default "Phone owner"). */
  ownerName?: string;
  /** Conversations (by key) whose MMS attachments keep their bytes for rendering; the others keep sizes only. */
  keepBytesFor?: (key: string, title: string) => boolean;
}

export const OWNER_ID = "owner";
const APP = "SMS Backup & Restore (Android)";

/** MMS address types (PDU header field codes). */
const MMS_FROM = "137";

interface Thread {
  key: string;
  participants: Map<string, Participant>;
  items: ConversationItem[];
}

interface PendingMms {
  attrs: Record<string, string>;
  texts: string[];
  attachments: Attachment[];
  fromAddress?: string;
}

function present(v: string | undefined): string | undefined {
  return v === undefined || v === "null" || v === "" ? undefined : v;
}

/**
 * A copy of a string the parser cut from its input chunk: V8 keeps a slice's whole parent alive, so keeping the
 * slices of 100,000 messages would keep the whole file's text in memory.
 */
function own(text: string): string {
  return text.length === 0 ? text : Buffer.from(text, "utf8").toString("utf8");
}

function base64Size(data: string): number {
  const clean =
    /\s/.test(data.slice(0, 100)) || /\s/.test(data.slice(-100)) ? data.replace(/\s+/g, "") : data;
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/**
 * Reads the backup at `path` (shown as `fileName`). Throws MessagesError: MESSAGES_CALL_LOG for a call-log backup,
 * MESSAGES_CHARSET for bytes that are not UTF-8, MESSAGES_TRUNCATED / MESSAGES_MALFORMED with the line where
 * reading stopped and the threads read before it.
 */
export async function readSmsBackup(
  path: string,
  fileName: string,
  options: SmsBackupOptions = {},
): Promise<MessageExport> {
  const ownerName = options.ownerName ?? "Phone owner";
  const hash = createHash("sha256");
  const source: MessageSource = { fileName, sha256: "", exportApp: APP };
  const threads = new Map<string, Thread>();
  const parser = new SaxesParser({ position: true, xmlns: false });
  const lifted = new DataAttributes();
  let sawRoot = false;
  let rootClosed = false;
  let messageCount = 0;
  let mms: PendingMms | undefined;
  let failure: MessagesError | undefined;
  let inAddrs = false;

  const partial = (): MessageExport => ({ source, conversations: finish(threads, source) });

  const threadFor = (addressAttr: string | undefined, contactAttr: string | undefined): Thread => {
    const addresses = (present(addressAttr) ?? "unknown")
      .split("~")
      .map((a) => a.trim())
      .filter(Boolean);
    const ids = [...new Set(addresses.map(normalisePhone))].sort();
    const key = ids.join(",");
    let thread = threads.get(key);
    if (!thread) {
      thread = { key, participants: new Map(), items: [] };
      thread.participants.set(OWNER_ID, { id: OWNER_ID, name: ownerName, isOwner: true });
      const contact = present(contactAttr);
      const names = contact && contact !== "(Unknown)" ? contact.split(", ") : [];
      addresses.forEach((address, i) => {
        const id = normalisePhone(address);
        if (thread!.participants.has(id)) return;
        const name =
          names.length === addresses.length
            ? names[i]!
            : addresses.length === 1 && contact
              ? contact
              : address;
        thread!.participants.set(id, { id, name: name === "(Unknown)" ? address : name, address });
      });
      threads.set(key, thread);
    }
    return thread;
  };

  const keep = (thread: Thread): boolean =>
    options.keepBytesFor?.(thread.key, titleOf([...thread.participants.values()])) ?? false;

  parser.on("opentag", (tag: SaxesTagPlain) => {
    const a = tag.attributes;
    if (!sawRoot) {
      sawRoot = true;
      if (tag.name === "calls")
        throw new MessagesError(
          "MESSAGES_CALL_LOG",
          fileName,
          "this is a call log (a list of phone calls), not a backup of text messages; in SMS Backup & Restore, " +
            "back up Messages and upload the file whose name starts with sms-",
        );
      if (tag.name !== "smses")
        throw new MessagesError(
          "MESSAGES_MALFORMED",
          fileName,
          `this XML file is not an SMS backup (it holds <${tag.name}>)`,
          {
            line: parser.line,
          },
        );
      return;
    }
    if (tag.name === "sms") {
      const thread = threadFor(a.address, a.contact_name);
      const sent = a.type === "2" || a.type === "4" || a.type === "5" || a.type === "6";
      const at = new Date(Number(a.date));
      thread.items.push({
        kind: "message",
        index: thread.items.length,
        senderId: sent ? OWNER_ID : normalisePhone(present(a.address) ?? "unknown"),
        at: Number.isFinite(at.getTime()) ? at : new Date(0),
        text: own(present(a.body) ?? ""),
        attachments: [],
      });
      messageCount++;
    } else if (tag.name === "mms") {
      mms = { attrs: a, texts: [], attachments: [] };
    } else if (tag.name === "part" && mms) {
      const ct = present(a.ct) ?? "application/octet-stream";
      if (ct === "application/smil") return;
      if (ct.startsWith("text/plain")) {
        const text = present(a.text);
        if (text) mms.texts.push(own(text));
        return;
      }
      const name = present(a.cl) ?? present(a.name) ?? present(a.fn) ?? `part-${mms.attachments.length + 1}`;
      const data = a.data === undefined ? undefined : present(lifted.take(a.data));
      const attachment: Attachment = {
        name: own(name),
        mime: own(ct === "application/octet-stream" ? mimeFromName(name) : ct),
      };
      if (data) {
        attachment.size = base64Size(data);
        const thread = threadFor(mms.attrs.address, mms.attrs.contact_name);
        if (keep(thread)) {
          const bytes = new Uint8Array(Buffer.from(data, "base64"));
          attachment.load = () => Promise.resolve(bytes);
        }
      }
      mms.attachments.push(attachment);
    } else if (tag.name === "addrs") {
      inAddrs = true;
    } else if (tag.name === "addr" && mms && inAddrs && a.type === MMS_FROM) {
      mms.fromAddress = present(a.address);
    }
  });

  parser.on("closetag", (tag: SaxesTagPlain) => {
    if (tag.name === "addrs") inAddrs = false;
    else if (tag.name === "smses") rootClosed = true;
    else if (tag.name === "mms" && mms) {
      const a = mms.attrs;
      const thread = threadFor(a.address, a.contact_name);
      const sent = a.msg_box === "2" || a.msg_box === "4";
      const from =
        mms.fromAddress && mms.fromAddress !== "insert-address-token"
          ? normalisePhone(mms.fromAddress)
          : undefined;
      const senderId =
        sent || !from || !thread.participants.has(from) ? (sent ? OWNER_ID : firstOther(thread)) : from;
      // SMS Backup & Restore writes MMS dates in milliseconds (some versions in seconds).
      const raw = Number(a.date);
      const at = new Date(raw < 1e11 ? raw * 1000 : raw);
      thread.items.push({
        kind: "message",
        index: thread.items.length,
        senderId,
        at: Number.isFinite(at.getTime()) ? at : new Date(0),
        text: own([present(a.sub), ...mms.texts].filter(Boolean).join("\n")),
        attachments: mms.attachments,
      });
      messageCount++;
      mms = undefined;
      lifted.clear();
    }
  });

  const decoder = new TextDecoder("utf-8", { fatal: true });
  // 64 KB chunks: the strings made from each stay in V8's young generation (a string over about 512 KB goes straight to
  // the large-object space, freed only by a full collection), which keeps the peak near what is really held.
  const stream = createReadStream(path, { highWaterMark: 1 << 16 });
  let line = 1;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        line = parser.line;
        throw new MessagesError(
          "MESSAGES_CHARSET",
          fileName,
          `this backup is not UTF-8 text from line ${line} on (it was changed or saved in another character set ` +
            `after the phone wrote it); upload the file exactly as SMS Backup & Restore made it`,
          { line, message: messageCount },
          partial(),
        );
      }
      parser.write(lifted.transform(text));
    }
    parser.write(lifted.flush());
    try {
      parser.close();
    } catch (error) {
      // The end of the file came inside the backup: it was cut short (the check below says so).
      if (rootClosed || !sawRoot) throw error;
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof MessagesError) {
      if (error.messagesCode === "MESSAGES_CALL_LOG") throw error;
      failure = error;
    } else {
      failure = new MessagesError(
        "MESSAGES_MALFORMED",
        fileName,
        `this backup is damaged at line ${parser.line}, after message ${messageCount} (${(error as Error).message.split("\n")[0]}); ` +
          `the ${messageCount} messages before it can be kept`,
        { line: parser.line, message: messageCount },
        partial(),
      );
    }
  }
  if (failure) {
    // The partial conversations share `source`: the hash is of the whole file as handed over, read again.
    source.sha256 = await sha256File(path);
    throw failure;
  }
  source.sha256 = hash.digest("hex");
  if (!sawRoot) throw new MessagesError("MESSAGES_EMPTY", fileName, "this backup holds no messages");
  if (!rootClosed)
    throw new MessagesError(
      "MESSAGES_TRUNCATED",
      fileName,
      `this backup stops at line ${parser.line}, after message ${messageCount} (the file was cut short); ` +
        `the ${messageCount} messages before it can be kept`,
      { line: parser.line, message: messageCount },
      partial(),
    );
  return { source, conversations: finish(threads, source) };
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>)
    hash.update(chunk);
  return hash.digest("hex");
}

function firstOther(thread: Thread): string {
  for (const id of thread.participants.keys()) if (id !== OWNER_ID) return id;
  return OWNER_ID;
}

function titleOf(participants: Participant[]): string {
  return participants
    .filter((p) => !p.isOwner)
    .map((p) => p.name)
    .join(", ");
}

/** Threads in the order of their first message, each with its messages in time order (the backup's is by type). */
function finish(threads: Map<string, Thread>, source: MessageSource): Conversation[] {
  const out: Conversation[] = [];
  for (const t of threads.values()) {
    const items = [...t.items]
      .sort((x, y) => x.at.getTime() - y.at.getTime() || x.index - y.index)
      .map((item, index) => ({ ...item, index }));
    const participants = [...t.participants.values()];
    out.push({ source, id: t.key, title: titleOf(participants), participants, items, notes: [] });
  }
  return out.sort(
    (a, b) =>
      (a.items[0]?.at.getTime() ?? 0) - (b.items[0]?.at.getTime() ?? 0) || a.title.localeCompare(b.title),
  );
}
