// Reads a WhatsApp "Export chat" (.txt alone, or the .zip with its media) into one Conversation. The export writes
// wall-clock times in the phone's locale: Android "12/31/24, 9:05 PM - Name: text" (and 24-hour, day-first, dotted
// variants), iPhone "[31/12/2024, 21:05:03] Name: text". Whether a date is day/month or month/day is decided from
// the whole file (a first field over 12 means day-first); when no date settles it, the transcript says how it was read.
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { listZipEntries } from "../zip/list.ts";
import { MessagesError, mimeFromName } from "./model.ts";
import type {
  Attachment,
  Conversation,
  ConversationItem,
  ExportApp,
  MessageExport,
  Participant,
} from "./model.ts";
import { wallClockToInstant } from "./time.ts";

/** Android: "12/31/24, 9:05 PM - …"; the space before AM/PM may be a (narrow) no-break space. */
const ANDROID =
  /^\u200e?(\d{1,4})[./-](\d{1,2})[./-](\d{1,4}),? (\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:[ \u00a0\u202f]?([AaPp])\.?\s?[Mm]\.?)? [-–] (.*)$/;
/** iPhone: "[31/12/2024, 21:05:03] …", often after a left-to-right mark. */
const IPHONE =
  /^\u200e?\[(\d{1,4})[./-](\d{1,2})[./-](\d{1,4}),? (\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:[ \u00a0\u202f]?([AaPp])\.?\s?[Mm]\.?)?\] (.*)$/;

/** Whether a text's first lines look like a WhatsApp export (detection by content). */
export function looksLikeWhatsApp(text: string): "android" | "iphone" | null {
  const lines = text
    .replace(/^\ufeff/, "")
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, 5);
  if (lines.length === 0) return null;
  if (lines.slice(0, 3).some((l) => IPHONE.test(l))) return "iphone";
  if (lines.slice(0, 3).some((l) => ANDROID.test(l))) return "android";
  return null;
}

interface RawLine {
  line: number;
  a: number;
  b: number;
  c: number;
  h: number;
  mi: number;
  s: number;
  ampm?: string;
  rest: string;
}

interface DateOrder {
  order: "dmy" | "mdy" | "ymd";
  note?: string;
}

/** Day/month order from every date in the file; 12-hour exports read month-first when nothing settles it. */
export function dateOrder(lines: readonly RawLine[]): DateOrder {
  if (lines.some((l) => l.a > 31)) return { order: "ymd" };
  if (lines.some((l) => l.a > 12)) return { order: "dmy" };
  if (lines.some((l) => l.b > 12)) return { order: "mdy" };
  const twelveHour = lines.some((l) => l.ampm);
  const order = twelveHour ? "mdy" : "dmy";
  return {
    order,
    note:
      `No date in this export says whether it is written day/month or month/day; they were read as ` +
      `${order === "mdy" ? "month/day (as US phones write them)" : "day/month"}. Check one message's date on the phone.`,
  };
}

export interface WhatsAppOptions {
  /** The zone the exporting phone's clock was in (the export writes no zone). */
  timeZone: string;
  /** When the export is a .zip, its entries' bytes are read lazily from here. */
  media?: ZipMedia;
}

interface ZipMedia {
  sizes: Map<string, number>;
  load(name: string): Promise<Uint8Array>;
}

/** The chat's text; `cut` when the bytes end inside a character (a file cut short, not another character set). */
function decodeChat(bytes: Uint8Array, fileName: string): { text: string; cut: boolean } {
  const strict = (b: Uint8Array) =>
    new TextDecoder("utf-8", { fatal: true }).decode(b).replace(/^\ufeff/, "");
  try {
    return { text: strict(bytes), cut: false };
  } catch {
    // Only the last one to three bytes wrong: the end of a character was cut off with the rest of the file.
    for (let drop = 1; drop <= 3 && drop < bytes.length; drop++) {
      try {
        return { text: strict(bytes.subarray(0, bytes.length - drop)), cut: true };
      } catch {
        // try one byte more
      }
    }
    // The line where the bytes stop being UTF-8: where the lenient decoder put its first replacement character.
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const line = lenient.slice(0, lenient.indexOf("\ufffd")).split("\n").length;
    throw new MessagesError(
      "MESSAGES_CHARSET",
      fileName,
      `this chat export is not UTF-8 text from line ${line} on (WhatsApp writes UTF-8; the file was changed or ` +
        `re-saved in another character set); upload the file exactly as WhatsApp exported it`,
      { line },
    );
  }
}

const ATTACHED = /^\u200e?<attached: ([^>]+)>$/;
const ANDROID_ATTACHED =
  /^\u200e?(.+\.[A-Za-z0-9]{2,5}) \((?:file attached|archivo adjunto|fichier joint|Datei angehängt)\)$/;
const OMITTED =
  /^\u200e?<?(?:Media omitted|image omitted|video omitted|audio omitted|sticker omitted|GIF omitted|document omitted|Contact card omitted)>?$/i;

/** Reads a WhatsApp chat export's text (already unzipped) into one conversation. */
export function parseWhatsAppText(
  bytes: Uint8Array,
  fileName: string,
  sha256: string,
  options: WhatsAppOptions,
): MessageExport {
  const { text, cut } = decodeChat(bytes, fileName);
  const style = looksLikeWhatsApp(text);
  if (!style)
    throw new MessagesError(
      "MESSAGES_MALFORMED",
      fileName,
      "this is not a WhatsApp chat export (no dated line at its start)",
      { line: 1 },
    );
  const pattern = style === "iphone" ? IPHONE : ANDROID;
  const exportApp: ExportApp = style === "iphone" ? "WhatsApp (iPhone)" : "WhatsApp (Android)";
  const rows: { head: RawLine; more: string[] }[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    const m = pattern.exec(line);
    if (m) {
      rows.push({
        head: {
          line: i + 1,
          a: +m[1]!,
          b: +m[2]!,
          c: +m[3]!,
          h: +m[4]!,
          mi: +m[5]!,
          s: m[6] ? +m[6] : 0,
          ...(m[7] ? { ampm: m[7].toLowerCase() } : {}),
          rest: m[8]!,
        },
        more: [],
      });
    } else if (rows.length) rows[rows.length - 1]!.more.push(line);
  });
  // A file cut short ends inside a line; the export always ends with a newline after a whole message.
  // A file cut short: its bytes end inside a character, or (Android, which ends every message with a newline) it ends
  // inside a line. The iPhone's _chat.txt may end without one, so there only the first can tell.
  const endsInLine = style === "android" && text.length > 0 && !text.endsWith("\n") && lines.length > 1;
  const truncatedAt = cut || endsInLine ? lines.length : undefined;
  const order = dateOrder(rows.map((r) => r.head));
  const source = { fileName, sha256, exportApp };
  const participants = new Map<string, Participant>();
  const items: ConversationItem[] = [];
  for (const { head, more } of rows) {
    const [y, mo, d] =
      order.order === "ymd"
        ? [head.a, head.b, head.c]
        : order.order === "dmy"
          ? [head.c, head.b, head.a]
          : [head.c, head.a, head.b];
    const year = y < 100 ? 2000 + y : y;
    let hour = head.h % 24;
    if (head.ampm === "p" && hour < 12) hour += 12;
    if (head.ampm === "a" && hour === 12) hour = 0;
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || head.mi > 59) {
      throw new MessagesError(
        "MESSAGES_MALFORMED",
        fileName,
        `line ${head.line} has a date that cannot be read`,
        { line: head.line },
        {
          source,
          conversations: [conversationOf(source, participants, items, order)],
        },
      );
    }
    const at = wallClockToInstant(options.timeZone, year, mo, d, hour, head.mi, head.s);
    const colon = head.rest.indexOf(": ");
    // "Name: text" is a message; anything else (encryption notice, "X added Y") is the app's own line.
    const body = [colon > 0 ? head.rest.slice(colon + 2) : head.rest, ...more].join("\n");
    const isSystem = colon <= 0 || (style === "iphone" && isIphoneSystemText(body));
    if (isSystem) {
      items.push({ kind: "system", index: items.length, at, text: body.replace(/^\u200e/, "") });
      continue;
    }
    const name = head.rest
      .slice(0, colon)
      .replace(/^\u200e/, "")
      .trim();
    const id = name;
    if (!participants.has(id)) {
      const isNumber = /^\+?[\d\s()-]{7,}$/.test(name);
      participants.set(id, { id, name, ...(isNumber ? { address: name } : {}) });
    }
    const { text: messageText, attachments } = attachmentsOf(body, options.media);
    items.push({ kind: "message", index: items.length, senderId: id, at, text: messageText, attachments });
  }
  if (!rows.length) throw new MessagesError("MESSAGES_EMPTY", fileName, "this chat export holds no messages");
  const conversation = conversationOf(source, participants, items, order);
  if (truncatedAt !== undefined) {
    throw new MessagesError(
      "MESSAGES_TRUNCATED",
      fileName,
      `this chat export stops in the middle of line ${truncatedAt} (the file was cut short); the ${items.length} ` +
        `messages before it can be kept`,
      { line: truncatedAt, message: items.length },
      { source, conversations: [conversation] },
    );
  }
  return { source, conversations: [conversation] };
}

/**
 * The iPhone writes its own lines under the chat's name with a left-to-right mark before the text ("‎Messages and
 * calls are end-to-end encrypted", "‎Jane added Bob"); media and deleted messages carry the mark too but are a
 * person's messages.
 */
function isIphoneSystemText(body: string): boolean {
  if (!body.startsWith("\u200e")) return false;
  const first = body.split("\n")[0]!;
  return (
    !ATTACHED.test(first) &&
    !OMITTED.test(first) &&
    !/^\u200e(This message was deleted|You deleted this message)/.test(first)
  );
}

function attachmentsOf(
  body: string,
  media: ZipMedia | undefined,
): { text: string; attachments: Attachment[] } {
  const first = body.split("\n")[0]!.trim();
  const rest = body.split("\n").slice(1).join("\n");
  const named = ATTACHED.exec(first)?.[1] ?? ANDROID_ATTACHED.exec(first)?.[1];
  if (named) {
    const size = media?.sizes.get(named);
    const attachment: Attachment = { name: named, mime: mimeFromName(named) };
    if (size !== undefined && media) {
      attachment.size = size;
      attachment.load = () => media.load(named);
    }
    return { text: rest, attachments: [attachment] };
  }
  if (OMITTED.test(first))
    return {
      text: rest,
      attachments: [{ name: "Media omitted from the export", mime: "application/octet-stream" }],
    };
  return { text: body.replace(/^\u200e/, ""), attachments: [] };
}

function conversationOf(
  source: Conversation["source"],
  participants: Map<string, Participant>,
  items: ConversationItem[],
  order: DateOrder,
): Conversation {
  const people = [...participants.values()];
  return {
    source,
    // A chat export holds one conversation.
    id: "chat",
    title: people.map((p) => p.name).join(", "),
    participants: people,
    items,
    notes: order.note ? [order.note] : [],
  };
}

/** Reads a WhatsApp .zip export: its chat .txt, with the media files it names read lazily. */
export function parseWhatsAppZip(
  bytes: Uint8Array,
  fileName: string,
  options: Omit<WhatsAppOptions, "media">,
): MessageExport {
  const entries = listZipEntries(bytes).entries;
  const chat = chatEntryName(entries.map((e) => e.name));
  if (!chat)
    throw new MessagesError("MESSAGES_MALFORMED", fileName, "this .zip holds no WhatsApp chat (.txt) file");
  const sizes = new Map(entries.map((e) => [e.name.split("/").pop()!, e.uncompressedSize]));
  const fullNames = new Map(entries.map((e) => [e.name.split("/").pop()!, e.name]));
  const unzipOne = (name: string): Uint8Array => {
    const files = unzipSync(bytes, { filter: (f) => f.name === name });
    const data = files[name];
    if (!data)
      throw new MessagesError("MESSAGES_MALFORMED", fileName, `${name} cannot be read from the .zip`);
    return data;
  };
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return parseWhatsAppText(unzipOne(chat), fileName, sha256, {
    ...options,
    media: { sizes, load: (name) => Promise.resolve(unzipOne(fullNames.get(name) ?? name)) },
  });
}

/** iPhone names it "_chat.txt", Android "WhatsApp Chat with NAME.txt". */
export function chatEntryName(names: readonly string[]): string | undefined {
  return (
    names.find((n) => /(^|\/)_chat\.txt$/.test(n)) ??
    names.find((n) => /\.txt$/i.test(n) && !n.startsWith("__MACOSX"))
  );
}
