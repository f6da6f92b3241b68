// "Choose messages" rules apart from React (issue 38): which single messages of a conversation a choice shows, what
// ticking one, "All" and "None" make of it, and the sentence that sums it up. A choice's `only` lists the messages
// shown by index; a conversation absent from it shows every message in the range. The picker loads messages a page
// at a time, so turning "all" into "all but this one" needs every index of the range (the server sends them when
// the range holds at most MAX_PICKED_MESSAGES); without them a single message can be ticked only after "None".
import {
  ATTACHMENT_DESCRIPTION_HEADER,
  MESSAGE_ATTACHMENT_URL,
  MESSAGE_PAGE_URL,
  projectFileAttachmentUrl,
  projectFileMessagePageUrl,
} from "@courtready/contracts";
import type { TMessageChoice, TMessagePage } from "@courtready/contracts";
import type { TFunction } from "i18next";
import { apiJson, apiRequest } from "../../api/client.ts";

/**
 * How the picker reaches the export: "sent" appends it to each request (its bytes, or its finished resumable
 * upload's id, never sent again) with the case's party name the list names the phone's owner by; "saved" names a
 * saved project's file, which the server reads from what it keeps (the browser holds no bytes of it).
 */
export type ExportSource =
  | { kind: "sent"; append: (form: FormData) => void; ownerName?: string | undefined }
  | { kind: "saved"; projectId: string; fileId: string };

/** An attachment taken out of the export: its bytes as a file, and the engine's index line for it. */
export interface TakenAttachment {
  file: File;
  description: string;
}

/** Which attachment of which e-mail: what "Add as its own exhibit" asks for. */
export interface AttachmentWhere {
  conversation: string;
  timeZone: string;
  message: number;
  position: number;
  name: string;
}

/**
 * How a row's export is sent: by its finished resumable upload's id when it has one (a large file is never sent
 * again), else its bytes from this device, else (a reopened saved project's file) by its saved id; undefined for a
 * row with none of these.
 */
export function exportSource(
  row: { file: File | null; name: string; savedFileId?: string | undefined },
  uploadId: string | undefined,
  context: { projectId?: string | null | undefined; ownerName?: string | undefined } = {},
): ExportSource | undefined {
  const ownerName = context.ownerName?.trim() || undefined;
  if (uploadId)
    return {
      kind: "sent",
      append: (form) => form.append("uploadIds", JSON.stringify([uploadId])),
      ownerName,
    };
  const file = row.file;
  if (file) return { kind: "sent", append: (form) => form.append("file", file, row.name), ownerName };
  if (row.savedFileId && context.projectId)
    return { kind: "saved", projectId: context.projectId, fileId: row.savedFileId };
  return undefined;
}

/** Whether the message at `index` of `conversation` is shown. */
export function isTicked(choice: TMessageChoice, conversation: string, index: number): boolean {
  const only = choice.only?.[conversation];
  return only === undefined || only.includes(index);
}

function withOnly(choice: TMessageChoice, conversation: string, only: number[] | undefined): TMessageChoice {
  const rest = { ...choice.only };
  if (only === undefined) delete rest[conversation];
  else rest[conversation] = only;
  const { only: _before, ...without } = choice;
  return Object.keys(rest).length === 0 ? without : { ...without, only: rest };
}

/** Every message in the range shown again. */
export function tickAll(choice: TMessageChoice, conversation: string): TMessageChoice {
  return withOnly(choice, conversation, undefined);
}

/** No message shown: the person then ticks the few to show. */
export function tickNone(choice: TMessageChoice, conversation: string): TMessageChoice {
  return withOnly(choice, conversation, []);
}

/**
 * The choice with one message ticked or not; null when "all" cannot become "all but this one" because the range's
 * indexes are unknown (too many messages: the person presses "None" first or narrows the days).
 */
export function tick(
  choice: TMessageChoice,
  conversation: string,
  index: number,
  on: boolean,
  rangeIndexes: readonly number[] | undefined,
): TMessageChoice | null {
  const only = choice.only?.[conversation];
  if (only === undefined) {
    if (on) return choice;
    if (!rangeIndexes) return null;
    return withOnly(
      choice,
      conversation,
      rangeIndexes.filter((i) => i !== index),
    );
  }
  const set = new Set(only);
  if (on) set.add(index);
  else set.delete(index);
  // Every message of the range ticked again is "all": the choice stays short and follows a wider range.
  if (rangeIndexes && rangeIndexes.every((i) => set.has(i))) return withOnly(choice, conversation, undefined);
  return withOnly(
    choice,
    conversation,
    [...set].sort((a, b) => a - b),
  );
}

/** How many of the range's `total` messages are shown (ticked ones outside the range are not counted). */
export function shownCount(
  choice: TMessageChoice,
  conversation: string,
  total: number,
  rangeIndexes: readonly number[] | undefined,
): number {
  const only = choice.only?.[conversation];
  if (only === undefined) return total;
  if (!rangeIndexes) return only.length;
  const inRange = new Set(rangeIndexes);
  return only.filter((i) => inRange.has(i)).length;
}

/** "All 40 messages in these days are shown" / "12 of 40 messages in these days are shown". */
export function chooserSummary(
  shown: number,
  total: number,
  t: TFunction<"messages">,
  locale: string,
): string {
  const words = { count: total, shown: shown.toLocaleString(locale), total: total.toLocaleString(locale) };
  return shown === total ? t("chooser.allShown", words) : t("chooser.someShown", words);
}

/** "Mar 3, 2025, 6:12 PM" in the choice's zone. */
export function messageTime(iso: string, timeZone: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, { timeZone, dateStyle: "medium", timeStyle: "short" });
}

/** One page of a conversation's messages in the choice's range, from the server. */
export async function fetchMessagePage(
  source: ExportSource,
  choice: TMessageChoice,
  conversation: string,
  offset: number,
): Promise<TMessagePage> {
  const range = { ...(choice.from ? { from: choice.from } : {}), ...(choice.to ? { to: choice.to } : {}) };
  if (source.kind === "saved")
    return apiJson<TMessagePage>("POST", projectFileMessagePageUrl(source.projectId, source.fileId), {
      conversation,
      timeZone: choice.timeZone,
      ...range,
      offset,
    });
  const form = new FormData();
  form.append("conversation", conversation);
  form.append("timeZone", choice.timeZone);
  for (const [key, day] of Object.entries(range)) form.append(key, day);
  form.append("offset", String(offset));
  if (source.ownerName) form.append("ownerName", source.ownerName);
  source.append(form);
  return apiJson<TMessagePage>("POST", MESSAGE_PAGE_URL, form);
}

/**
 * A PDF or photo attached to an e-mail, taken out of the export on the server, as a file of its own name and type
 * (it then joins the exhibit list and is checked like any added file), with the engine's index line for it
 * ('Attachment "lease.pdf" to the e-mail from … of …') as its description.
 */
export async function takeAttachment(source: ExportSource, where: AttachmentWhere): Promise<TakenAttachment> {
  const fields = {
    conversation: where.conversation,
    timeZone: where.timeZone,
    message: where.message,
    position: where.position,
  };
  let res: Response;
  if (source.kind === "saved") {
    res = await apiRequest("POST", projectFileAttachmentUrl(source.projectId, source.fileId), fields);
  } else {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    if (source.ownerName) form.append("ownerName", source.ownerName);
    source.append(form);
    res = await apiRequest("POST", MESSAGE_ATTACHMENT_URL, form);
  }
  const blob = await res.blob();
  const file = new File([blob], where.name, { type: blob.type || res.headers.get("Content-Type") || "" });
  const line = res.headers.get(ATTACHMENT_DESCRIPTION_HEADER);
  return { file, description: line ? decodeURIComponent(line) : "" };
}
