// Tells e-mail files by their content, with nothing but the engine's own code: an e-mail's header, a mailbox's
// "From " line, an Outlook item's MAPI streams. Kept apart from the readers, which load mailparser and msgreader,
// so deciding what a file is (every file the CLI is given) does not load them; read.ts imports the readers only
// when an e-mail is read.
import { openCfb } from "../ingest/cfb.ts";

/**
 * True when `head` (a file's first kilobytes) begins with an e-mail's header: "Name: value" lines (folded lines
 * allowed) up to a blank line or the head's end, with a From and one more field only mail has.
 */
export function looksLikeEmail(head: string): boolean {
  const names = new Set<string>();
  const lines = head.replace(/^\ufeff/, "").split(/\r?\n/);
  const blank = lines.indexOf("");
  // Without the blank line, the head ended inside the header: its last line may be cut and is not judged.
  for (const line of blank === -1 ? lines.slice(0, -1) : lines.slice(0, blank)) {
    if (/^[ \t]/.test(line)) continue;
    const name = /^([!-9;-~]+):/.exec(line)?.[1];
    if (!name) return false;
    names.add(name.toLowerCase());
  }
  return (
    names.has("from") &&
    ["date", "subject", "message-id", "mime-version", "received", "to"].some((n) => names.has(n))
  );
}

/** True when the first line of `head` is an mbox "From " line followed by header lines. */
export function looksLikeMbox(head: string): boolean {
  const lines = head.replace(/^\ufeff/, "").split(/\r?\n/);
  if (!/^From \S+/.test(lines[0] ?? "")) return false;
  const blank = lines.indexOf("", 1);
  const next = lines.slice(1, blank === -1 ? 6 : Math.min(blank, 6));
  return next.length > 0 && next.every((l) => /^[!-9;-~]+:/.test(l) || /^[ \t]/.test(l));
}

/**
 * True when the compound file holds MAPI property streams: an Outlook item, not a .doc or .xls. A compound file cut
 * so short that its directory is gone (writers often put it last) says nothing of what it held: then, and only
 * then, a name ending in .msg decides, so the person hears "the Outlook file is cut short" rather than a generic
 * "damaged file".
 */
export function isOutlookMsg(bytes: Uint8Array, fileName: string): boolean {
  try {
    const cfb = openCfb(bytes);
    if (cfb.topLevel.some((e) => e.name === "__properties_version1.0" || e.name.startsWith("__substg1.0_")))
      return true;
    return cfb.damaged && cfb.topLevel.length === 0 && /\.msg$/i.test(fileName);
  } catch {
    return /\.msg$/i.test(fileName);
  }
}
