// The one model of a conversation exported from a phone or mail program, whatever the format it came in.
//
// Every reader (SMS Backup & Restore XML, WhatsApp "Export chat" .txt/.zip, e-mail .eml/.mbox/.msg in email.ts)
// produces `Conversation`s and nothing else, and everything after reading (choosing, describing, rendering the
// transcript exhibit) reads only this model, so a new format is one new reader:
//   - `source`: the exported file as the person handed it over (its name and SHA-256 of its bytes) and the app
//     that made it (`exportApp`), for the transcript's header and the declaration of authenticity; `id` names a
//     conversation within its export the same way on every reading (a picker's choice, a second reading);
//   - `participants`: everyone who wrote or received, each with a display name and an `address` (a phone number
//     or an e-mail address; absent when the export gives only a name, as WhatsApp does for saved contacts);
//   - `items`: in the order of the export, each either a `message` (sender, instant, text, attachments, and for
//     e-mail its `fields`: To, Cc, Subject…) or a `system` line (a WhatsApp "X added Y", an encryption notice);
//   - instants are absolute (`at`, a Date): a reader whose format writes wall-clock times (WhatsApp) turns them
//     into instants in the time zone it is given, and the transcript prints every time in one named zone;
//   - an attachment carries its name, MIME type and size, and `load()` when its bytes are available (an MMS part,
//     a file in a WhatsApp .zip): readers keep bytes only for the conversation being rendered (bounded memory).
// A reader that stops on damaged input throws `MessagesError` with what it read so far (`partial`), so the caller
// can offer to keep it.
import { EngineError } from "../errors.ts";

/** The app (or program) that wrote the export, as the transcript's header names it. */
export type ExportApp =
  | "SMS Backup & Restore (Android)"
  | "WhatsApp (Android)"
  | "WhatsApp (iPhone)"
  | "E-mail file (.eml)"
  | "E-mail mailbox (.mbox)"
  | "Microsoft Outlook (.msg)";

/** True for the e-mail formats: the transcript calls their items e-mails and shows their header fields. */
export function isEmailApp(app: ExportApp): boolean {
  return app.startsWith("E-mail") || app.startsWith("Microsoft Outlook");
}

export interface MessageSource {
  /** The exported file's name as the person handed it over (never a temporary path). */
  fileName: string;
  /** Hex SHA-256 of the file's bytes, so the exhibit can be tied to the file later. */
  sha256: string;
  exportApp: ExportApp;
}

export interface Participant {
  /** Stable within a conversation: a normalised address when there is one, else the name. */
  id: string;
  name: string;
  /** Phone number or e-mail address, as the export gives it. */
  address?: string;
  /** The phone's (or mailbox's) owner: the person who exported the conversation. */
  isOwner?: boolean;
}

export interface Attachment {
  name: string;
  /** MIME type, from the export or from the name's extension. */
  mime: string;
  /** Size in bytes when known (an MMS part's decoded data, a zip entry); absent when the media was left out. */
  size?: number;
  /** The bytes, when the export holds them and the reader kept them; absent for "<Media omitted>". */
  load?: () => Promise<Uint8Array>;
}

export interface Message {
  kind: "message";
  /** Position in the whole export's conversation (0-based), so selections can name single messages. */
  index: number;
  /** A participant's id. */
  senderId: string;
  at: Date;
  text: string;
  attachments: Attachment[];
  /** Header fields a format has beyond sender and time (e-mail's To, Cc, Subject), in display order. */
  fields?: { name: string; value: string }[];
}

export interface SystemLine {
  kind: "system";
  index: number;
  at: Date;
  text: string;
}

export type ConversationItem = Message | SystemLine;

export interface Conversation {
  source: MessageSource;
  /** Names the conversation within its export, the same on every reading (an SMS thread: its sorted numbers). */
  id: string;
  /** Short title: the other participants' names, or a WhatsApp group's name. */
  title: string;
  participants: Participant[];
  items: ConversationItem[];
  /** Notes the transcript's header must carry (e.g. how an ambiguous day/month order was read). */
  notes: string[];
}

/** What a reader gives back: one export may hold many conversations (an SMS backup holds every thread). */
export interface MessageExport {
  source: MessageSource;
  conversations: Conversation[];
}

export type MessagesErrorCode =
  "MESSAGES_CALL_LOG" | "MESSAGES_TRUNCATED" | "MESSAGES_MALFORMED" | "MESSAGES_EMPTY" | "MESSAGES_CHARSET";

/**
 * An export that cannot be read to its end. `where` names the line (or message) where reading stopped;
 * `partial` holds what was read before it (absent for a file refused outright, such as a call log).
 */
export class MessagesError extends EngineError {
  constructor(
    readonly messagesCode: MessagesErrorCode,
    file: string,
    reason: string,
    readonly where?: { line?: number; message?: number },
    readonly partial?: MessageExport,
  ) {
    super("UNSUPPORTED_TYPE", file, reason);
    this.name = "MessagesError";
  }
}

/** Messages only (system lines left out). */
export function messagesOf(conversation: Conversation): Message[] {
  return conversation.items.filter((i): i is Message => i.kind === "message");
}

/** A participant by id; a reader always lists every sender, so a miss is a reader's bug. */
export function participantOf(conversation: Conversation, id: string): Participant {
  const found = conversation.participants.find((p) => p.id === id);
  if (!found) throw new Error(`no participant ${id} in ${conversation.title}`);
  return found;
}

/** Digits and a leading "+" only, so "+1 (555) 010-0123" and "+15550100123" name the same phone. */
export function normalisePhone(address: string): string {
  const trimmed = address.trim();
  if (trimmed.includes("@")) return trimmed.toLowerCase();
  const digits = trimmed.replace(/[^\d+]/g, "");
  return digits.length >= 3 ? digits : trimmed;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  heic: "image/heic",
  mp4: "video/mp4",
  "3gp": "video/3gpp",
  mov: "video/quicktime",
  opus: "audio/ogg",
  ogg: "audio/ogg",
  m4a: "audio/mp4",
  mp3: "audio/mpeg",
  amr: "audio/amr",
  pdf: "application/pdf",
  vcf: "text/vcard",
  txt: "text/plain",
};

export function mimeFromName(name: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  return MIME_BY_EXTENSION[ext] ?? "application/octet-stream";
}
