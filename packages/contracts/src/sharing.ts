// Sharing a saved project (accounts-dashboard-and-pages.md §2.8, §3 "Share link request", §8, §9; builder-and-
// projects.md §4, §6, §7): the share dialog's choices and defaults, the owner's calls (create, list, revoke links,
// read comments), the public view a link opens, the comments its holders leave, and the messages both sides show.
import { z } from "zod";
import { ROLES } from "./labels.ts";
import { ZProjectCaseInfo } from "./projects.ts";

export const SHARE_PERMISSIONS = ["view", "comment"] as const;
export const ZSharePermission = z.enum(SHARE_PERMISSIONS);
export type TSharePermission = z.infer<typeof ZSharePermission>;

/** Expiry choices in days; null is "never" (§9). */
export const SHARE_EXPIRY_DAYS = [1, 7, 30] as const;
export type TShareExpiry = (typeof SHARE_EXPIRY_DAYS)[number] | null;

export const DEFAULT_SHARE_PERMISSION: TSharePermission = "view";
export const DEFAULT_SHARE_EXPIRY: TShareExpiry = 7;

/** The dialog's permission choices, in the order shown. */
export const SHARE_PERMISSION_OPTIONS: readonly { value: TSharePermission; label: string }[] = [
  { value: "view", label: "View only" },
  { value: "comment", label: "View and comment" },
];

/** The dialog's expiry choices, in the order shown (§9: 1, 7, 30 days or never). */
export const SHARE_EXPIRY_OPTIONS: readonly { value: TShareExpiry; label: string }[] = [
  { value: 1, label: "1 day" },
  { value: 7, label: "7 days" },
  { value: 30, label: "30 days" },
  { value: null, label: "Never" },
];

export const MAX_COMMENT_NAME_LENGTH = 80;
export const MAX_COMMENT_TEXT_LENGTH = 2000;

/** Messages of sharing; createFailed is the spec's §8 text. */
export const SHARE_MESSAGES = {
  createFailed: "Failed to create share link",
  permissionInvalid: "Choose who can do what: view only, or view and comment.",
  expiryInvalid: "Choose when the link stops working: 1, 7 or 30 days, or never.",
  tooManyLinks: (max: number) =>
    `This project already has ${max} working share links. Revoke one you no longer need, then create a new one.`,
  shareNotFound: "Share link not found",
  revokedTitle: "Link revoked",
  revokedText: "That link no longer opens the project.",
  revokeFailed: "The link could not be revoked. Please try again.",
  copiedTitle: "Link copied",
  copyFailed: "The link could not be copied. Select it and copy it by hand.",
  // What a link holder reads.
  linkNotFound:
    "This share link does not work. Check that you copied the whole link, or ask the person who shared it for a new one.",
  linkExpired: "This share link has expired. Ask the person who shared it with you for a new link.",
  linkRevoked:
    "This share link has been turned off by the person who shared it. Ask them for a new link if you still need it.",
  commentsNotAllowed: "This link lets you view the project but not comment on it.",
  commentNameRequired: "Enter your name so the owner knows who wrote the comment.",
  commentNameTooLong: `Keep your name under ${MAX_COMMENT_NAME_LENGTH} characters.`,
  commentTextRequired: "Write a comment before sending it.",
  commentTextTooLong: `Keep the comment under ${MAX_COMMENT_TEXT_LENGTH} characters.`,
  tooManyComments: "You have sent many comments in a short time. Wait a few minutes, then try again.",
  commentsFull: "This project cannot take more comments. Contact the person who shared it another way.",
  commentSentText: "The project's owner will see your comment.",
  noLinks: "No working share links. Create one from the dashboard's Share button.",
  /** The stamped exhibit could not be made (a file the binder build refuses); the original still downloads. */
  exhibitNotBuilt: (reason: string) =>
    `This exhibit could not be shown as it appears in the binder. ${reason} You can still download the original file.`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Owner's calls

/** POST /api/projects/{id}/share (§3 "Share link request"). */
export const ZShareLinkRequest = z.object({
  permissions: z.enum(SHARE_PERMISSIONS, SHARE_MESSAGES.permissionInvalid).default(DEFAULT_SHARE_PERMISSION),
  expiresIn: z
    .union([z.literal(1), z.literal(7), z.literal(30), z.null()], SHARE_MESSAGES.expiryInvalid)
    .default(DEFAULT_SHARE_EXPIRY),
});
export type TShareLinkRequest = z.input<typeof ZShareLinkRequest>;

/** A share link as its owner sees it in the list: never its token, which exists only in the URL shown once. */
export const ZShareLink = z.object({
  id: z.string(),
  permissions: ZSharePermission,
  createdAt: z.string(),
  /** Null when the link never expires. */
  expiresAt: z.string().nullable(),
});
export type TShareLink = z.infer<typeof ZShareLink>;

/** POST /api/projects/{id}/share (201): the spec's shareUrl, with what the link is. */
export const ZShareLinkResponse = ZShareLink.extend({ shareUrl: z.string() });
export type TShareLinkResponse = z.infer<typeof ZShareLinkResponse>;

/** GET /api/projects/{id}/shares: the links that still work, newest first. */
export const ZShareLinksResponse = z.array(ZShareLink);

/** DELETE /api/projects/{id}/shares/{shareId}. */
export const ZRevokeShareResponse = z.object({ success: z.literal(true), message: z.string() });

/** A comment as the owner reads it. */
export const ZProjectComment = z.object({
  id: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type TProjectComment = z.infer<typeof ZProjectComment>;

/** GET /api/projects/{id}/comments: newest first. */
export const ZProjectCommentsResponse = z.array(ZProjectComment);

// ---------------------------------------------------------------------------------------------------------------
// Link holder's calls (no sign-in)

/**
 * One exhibit of a shared project: exhibitUrl opens it as the binder shows it (a PDF stamped with its label, or its
 * pages of the filed binder); fileUrl is the original upload (plain images open in the browser, the rest download).
 */
export const ZSharedFile = z.object({
  id: z.string(),
  exhibitLabel: z.string(),
  filename: z.string(),
  /** "PDF Document", "Image"… */
  fileType: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int().nonnegative(),
  description: z.string(),
  exhibitUrl: z.string(),
  fileUrl: z.string(),
});
export type TSharedFile = z.infer<typeof ZSharedFile>;

/** GET /api/shared/{token}: what a link shows. No owner e-mail, no project id, no other user's anything. */
export const ZSharedProject = z.object({
  projectName: z.string(),
  /** The binder type's display name ("Small Claims"…). */
  binderType: z.string(),
  courtName: z.string(),
  caseInfo: ZProjectCaseInfo,
  role: z.enum(ROLES),
  permissions: ZSharePermission,
  expiresAt: z.string().nullable(),
  files: z.array(ZSharedFile),
});
export type TSharedProject = z.infer<typeof ZSharedProject>;

/** POST /api/shared/{token}/comments: both fields trimmed and required. */
export const ZShareCommentRequest = z.object({
  authorName: z
    .string({ error: SHARE_MESSAGES.commentNameRequired })
    .trim()
    .min(1, SHARE_MESSAGES.commentNameRequired)
    .max(MAX_COMMENT_NAME_LENGTH, SHARE_MESSAGES.commentNameTooLong),
  text: z
    .string({ error: SHARE_MESSAGES.commentTextRequired })
    .trim()
    .min(1, SHARE_MESSAGES.commentTextRequired)
    .max(MAX_COMMENT_TEXT_LENGTH, SHARE_MESSAGES.commentTextTooLong),
});
export type TShareCommentRequest = z.input<typeof ZShareCommentRequest>;

/** POST /api/shared/{token}/comments (201). */
export const ZShareCommentResponse = z.object({ success: z.literal(true), message: z.string() });
