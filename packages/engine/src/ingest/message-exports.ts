// Tells a message export (an SMS Backup & Restore XML, its call log, a WhatsApp chat's text, an e-mail or a mailbox) from other files by
// its first bytes, never its name. sniffType would call such a file plain text; the CLI asks here first and turns
// an export into transcript exhibits (messages/), and so can any caller that takes exports.
import { looksLikeWhatsApp } from "../messages/whatsapp.ts";
import { looksLikeEmail, looksLikeMbox } from "../messages/email-detect.ts";

export type MessageHeadKind = "sms-backup" | "call-log" | "whatsapp-text" | "eml" | "mbox";

/** The kind of message export `head` (a file's first few kilobytes) begins, or null for any other file. */
export function messageKindOfHead(head: Uint8Array): MessageHeadKind | null {
  const text = new TextDecoder("utf-8").decode(head).replace(/^\ufeff/, "");
  const start = text.trimStart();
  if (start.startsWith("<")) {
    // The root element: the first tag that is not the declaration, a comment or a doctype.
    const root = /<(?![?!])([A-Za-z_][\w.-]*)/.exec(start)?.[1];
    if (root === "smses") return "sms-backup";
    if (root === "calls") return "call-log";
    return null;
  }
  // A mailbox starts with a "From " line, an e-mail with its header: both before WhatsApp's dated lines are tried.
  if (looksLikeMbox(text)) return "mbox";
  if (looksLikeEmail(text)) return "eml";
  // The head may end inside a line: only whole lines are looked at.
  const whole = text.includes("\n") ? text.slice(0, text.lastIndexOf("\n")) : text;
  return looksLikeWhatsApp(whole) ? "whatsapp-text" : null;
}
