// Message exports in the web app (issue 38): what the file check answers for an SMS backup or a WhatsApp chat (its
// conversations, for the picker), and the person's choice for one export file, which travels with the file's
// description entry from the builder's form through the build request and the job input to the engine.
import { z } from "zod";

/** Conversations a file check lists at most (a phone backup holds hundreds; more would only weigh the answer). */
export const MAX_LISTED_CONVERSATIONS = 2000;
/** Single messages one export may pick at most (a person picks a few; the range covers the rest). */
export const MAX_PICKED_MESSAGES = 5000;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day is YYYY-MM-DD.");

/** A time zone name the browser and the engine both know (checked again by the engine: Intl decides). */
export const ZTimeZoneName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/);

/** What the person picked in one message export: the engine makes one exhibit of it (each conversation in turn). */
export const ZMessageChoice = z
  .object({
    /** The conversations' ids (the engine's `Conversation.id`); one for a WhatsApp chat. */
    conversations: z.array(z.string().min(1).max(2_000)).min(1).max(MAX_LISTED_CONVERSATIONS),
    /** First and last day shown (inclusive, in `timeZone`); absent: from the start / to the end. */
    from: ZDay.optional(),
    to: ZDay.optional(),
    /** Single messages by their index in their conversation (`conversationId` → indexes); absent: all in range. */
    only: z
      .record(z.string().max(2_000), z.array(z.number().int().nonnegative()).max(MAX_PICKED_MESSAGES))
      .optional(),
    /** The zone every time is printed in (the browser's by default). */
    timeZone: ZTimeZoneName,
    /** Add the declaration of authenticity page after each transcript. */
    declaration: z.boolean().default(false),
    /** For a damaged export: the person agreed to use what was read before it stops (else it is refused). */
    keepPartial: z.boolean().optional(),
  })
  .refine((c) => !c.from || !c.to || c.from <= c.to, { message: "The first day is after the last day." });
export type TMessageChoice = z.infer<typeof ZMessageChoice>;

export const ZConversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  participants: z.array(
    z.object({ name: z.string(), address: z.string().optional(), isOwner: z.boolean().optional() }),
  ),
  messages: z.number().int().nonnegative(),
  /** First and last message (ISO instants); absent for a conversation of system lines only. */
  first: z.string().optional(),
  last: z.string().optional(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

/** The file check's answer body for a message export: what the picker lists. */
export const ZMessageExportSummary = z.object({
  exportApp: z.string(),
  conversations: z.array(ZConversationSummary),
  /** More conversations than were listed (MAX_LISTED_CONVERSATIONS). */
  truncated: z.boolean().optional(),
  /** The export stops early (damaged): what was read is listed, and this says where it stopped. */
  damaged: z.string().optional(),
});
export type TMessageExportSummary = z.infer<typeof ZMessageExportSummary>;

/** PUT: a saved project's file keeps the person's choice in a message export (body ZMessageChoice, or null: none). */
export const projectFileMessagesUrl = (projectId: string, fileId: string): string =>
  `/api/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}/messages`;

/** Messages the picker asks for at once ("Choose messages"): a page a phone draws without a stall. */
export const MESSAGE_PAGE_SIZE = 50;

/**
 * POST (multipart: the export as `file`, or its finished resumable upload's `uploadIds`, as every file check): one
 * page of a conversation's messages in a day range, for picking single messages.
 */
export const MESSAGE_PAGE_URL = "/api/message-export/messages";
/** POST (multipart, the same file fields): the bytes of one PDF or photo attached to an e-mail, to add as an exhibit. */
export const MESSAGE_ATTACHMENT_URL = "/api/message-export/attachment";

/**
 * The name the phone's owner goes by in the list (the case's party name), as the transcript prints it; the builder
 * sends it, a saved project's routes read it from the project. Absent: "Phone owner".
 */
const ZOwnerName = z.string().trim().min(1).max(200).optional();

const ZPageQuery = z.object({
  conversation: z.string().min(1).max(2_000),
  timeZone: ZTimeZoneName,
  from: ZDay.optional(),
  to: ZDay.optional(),
  offset: z.coerce.number().int().nonnegative().max(10_000_000).default(0),
});
const rangeInOrder = [
  (c: { from?: string | undefined; to?: string | undefined }) => !c.from || !c.to || c.from <= c.to,
  { message: "The first day is after the last day." },
] as const;

/** The short fields beside the file for a page of messages (multipart fields are strings). */
export const ZMessagePageFields = ZPageQuery.extend({ ownerName: ZOwnerName }).refine(...rangeInOrder);

const ZAttachmentQuery = z.object({
  conversation: z.string().min(1).max(2_000),
  timeZone: ZTimeZoneName,
  message: z.coerce.number().int().nonnegative(),
  position: z.coerce.number().int().nonnegative().max(10_000),
});

/** The short fields beside the file for one attachment: its e-mail's index and its position among the attachments. */
export const ZMessageAttachmentFields = ZAttachmentQuery.extend({ ownerName: ZOwnerName });

/**
 * The answer to MESSAGE_ATTACHMENT_URL carries the engine's index line for the attachment ('Attachment "lease.pdf"
 * to the e-mail from … of …') in this header, URI-encoded (a header is Latin-1; names and subjects are not).
 */
export const ATTACHMENT_DESCRIPTION_HEADER = "x-courtready-description";

/**
 * A saved project's message export (issue 38), read on the server from the file it keeps (never sent again):
 * POST JSON ZSavedMessagePageBody → ZMessagePage.
 */
export const projectFileMessagePageUrl = (projectId: string, fileId: string): string =>
  `${projectFileMessagesUrl(projectId, fileId)}/page`;
/** POST JSON ZSavedAttachmentBody → the attachment's bytes (ATTACHMENT_DESCRIPTION_HEADER), for a reopened builder. */
export const projectFileAttachmentUrl = (projectId: string, fileId: string): string =>
  `${projectFileMessagesUrl(projectId, fileId)}/attachment`;
/** POST JSON ZSavedAttachmentBody → 201 ZAddedAttachment: the attachment copied into the project as a new file. */
export const projectFileAttachmentExhibitUrl = (projectId: string, fileId: string): string =>
  `${projectFileMessagesUrl(projectId, fileId)}/attachment-exhibit`;

/** A page of a saved export's messages: the owner's name comes from the project, not the request. */
export const ZSavedMessagePageBody = ZPageQuery.refine(...rangeInOrder);
export type TSavedMessagePageBody = z.input<typeof ZSavedMessagePageBody>;
/** One attachment of a saved export's e-mail. */
export const ZSavedAttachmentBody = ZAttachmentQuery;
export type TSavedAttachmentBody = z.input<typeof ZSavedAttachmentBody>;

export const ZMessageRow = z.object({
  /** The message's index in its conversation: what a choice's `only` names. */
  index: z.number().int().nonnegative(),
  sender: z.string(),
  /** ISO instant; the picker prints it in the choice's zone. */
  at: z.string(),
  /** The first line of the text (an e-mail's subject). */
  text: z.string(),
  attachments: z.array(
    z.object({
      position: z.number().int().nonnegative(),
      name: z.string(),
      mime: z.string(),
      size: z.number().int().nonnegative().optional(),
      /** A PDF or photo attached to an e-mail: "Add as its own exhibit" is offered. */
      exhibit: z.boolean(),
    }),
  ),
});
export type TMessageRow = z.infer<typeof ZMessageRow>;

/** The answer: the range's messages from `offset`, at most MESSAGE_PAGE_SIZE, and how many the range holds. */
export const ZMessagePage = z.object({
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  messages: z.array(ZMessageRow),
  /** Every index in the range when it holds at most MAX_PICKED_MESSAGES (so "all but this one" can be kept). */
  indexes: z.array(z.number().int().nonnegative()).optional(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;
