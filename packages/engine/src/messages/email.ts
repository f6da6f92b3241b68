// E-mail's part of the message model: one `MailRecord` per e-mail, whatever file it came from (.eml, .mbox, .msg),
// and the grouping of records into `Conversation`s by thread. Every e-mail reader fills records; this file alone
// decides what a thread is, who the participants are and which header fields the transcript shows, so an .eml,
// a mailbox and an Outlook file give the same transcript for the same mail.
import { convert } from "html-to-text";
import type {
  Attachment,
  Conversation,
  ConversationItem,
  ExportApp,
  MessageSource,
  Participant,
} from "./model.ts";

export interface MailAddress {
  name: string;
  /** The address, lower-cased; empty when a header gave only a name (an Outlook contact without SMTP address). */
  address: string;
}

/** One e-mail as read: what the transcript shows, plus what threads it (ids, references, subject). */
export interface MailRecord {
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  /** The Date header (or the .msg's delivery time); null when missing or unreadable. */
  date: Date | null;
  subject: string;
  /** The readable body: the text part, or the HTML part turned into text (never rendered as HTML). */
  text: string;
  attachments: Attachment[];
  messageId?: string;
  inReplyTo?: string;
  references: string[];
  /** Where the message is in its file, 1-based (a mailbox's n-th message), for errors and the header. */
  position: number;
}

/** The readable text of an HTML body: links as "text [url]", images by their alt text, no markup run or drawn. */
export function htmlToReadableText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
    ],
  }).trim();
}

/** "Re: Fwd: AW: Rent" → "rent": the subject a reply keeps, for threading mail that lost its references. */
export function normaliseSubject(subject: string): string {
  let s = subject.trim();
  for (;;) {
    const next = s.replace(/^(?:re|fw|fwd|aw|sv|vs|wg|tr|rif|réf|ref)\s*(?:\[\d+\])?\s*:\s*/i, "").trim();
    if (next === s) break;
    s = next;
  }
  return s.replace(/\s+/g, " ").toLowerCase();
}

function participantId(a: MailAddress): string {
  return a.address || a.name.trim().toLowerCase() || "unknown";
}

function label(a: MailAddress): string {
  return a.name && a.address ? `${a.name} <${a.address}>` : a.address || a.name;
}

/** Small union-find over message ids: mails that reference each other end in one thread. */
class Threads {
  private readonly parent = new Map<string, string>();
  find(key: string): string {
    let root = key;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    this.parent.set(key, root);
    return root;
  }
  join(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(rb, ra);
  }
}

/**
 * The records grouped into conversations: mails joined when one's Message-ID is in another's References or
 * In-Reply-To, and, for mail whose references were dropped (many clients forward without them), when their
 * normalised subjects are the same. Conversations are in the order of their first mail; mails in a conversation by
 * date (undated ones keep their place after the mail before them in the file).
 */
export function mailConversations(records: readonly MailRecord[], source: MessageSource): Conversation[] {
  const threads = new Threads();
  const keyOf = (r: MailRecord) => `msg:${r.messageId ?? `#${r.position}`}`;
  for (const r of records) {
    const own = keyOf(r);
    threads.find(own);
    for (const ref of [...r.references, ...(r.inReplyTo ? [r.inReplyTo] : [])])
      threads.join(own, `msg:${ref}`);
    const subject = normaliseSubject(r.subject);
    if (subject) threads.join(`subject:${subject}`, own);
  }
  const groups = new Map<string, MailRecord[]>();
  for (const r of records) {
    const root = threads.find(keyOf(r));
    const group = groups.get(root);
    if (group) group.push(r);
    else groups.set(root, [r]);
  }
  const conversations: Conversation[] = [];
  for (const group of groups.values()) conversations.push(threadConversation(group, source));
  return conversations;
}

function threadConversation(group: MailRecord[], source: MessageSource): Conversation {
  // Undated mail takes the date of the mail before it, so sorting keeps it in its place.
  let last = new Date(0);
  const dated = group.map((r) => ({ r, at: (last = r.date ?? last) }));
  dated.sort((a, b) => a.at.getTime() - b.at.getTime() || a.r.position - b.r.position);
  const participants = new Map<string, Participant>();
  const add = (a: MailAddress) => {
    const id = participantId(a);
    const known = participants.get(id);
    if (!known)
      participants.set(id, { id, name: a.name || a.address, ...(a.address ? { address: a.address } : {}) });
    else if (known.name === known.address && a.name) known.name = a.name;
  };
  for (const { r } of dated) [r.from, ...r.to, ...r.cc].forEach(add);
  const items: ConversationItem[] = dated.map(({ r, at }, index) => ({
    kind: "message",
    index,
    senderId: participantId(r.from),
    at,
    text: r.text,
    attachments: r.attachments,
    fields: [
      ...(r.to.length ? [{ name: "To", value: r.to.map(label).join(", ") }] : []),
      ...(r.cc.length ? [{ name: "Cc", value: r.cc.map(label).join(", ") }] : []),
      { name: "Subject", value: r.subject || "(no subject)" },
    ],
  }));
  const first = dated[0]!.r;
  const undated = group.filter((r) => !r.date).length;
  return {
    source,
    id: first.messageId ? `<${first.messageId}>` : `message ${first.position}`,
    title: first.subject.trim() || "(no subject)",
    participants: [...participants.values()],
    items,
    notes: undated
      ? [
          `${undated} e-mail${undated === 1 ? " has" : "s have"} no readable Date and ${undated === 1 ? "is" : "are"} shown at the time of the e-mail before.`,
        ]
      : [],
  };
}

/** The source of an e-mail file. */
export function mailSource(fileName: string, sha256: string, exportApp: ExportApp): MessageSource {
  return { fileName, sha256, exportApp };
}
