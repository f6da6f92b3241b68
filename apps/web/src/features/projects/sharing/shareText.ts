// Pure helpers of the sharing screens: the expiry choice as a select value and back, how a link's expiry and a
// comment's date read, what a failed shared-page load means, and the comment form's checks (the contract's rules).
import { SHARE_EXPIRY_OPTIONS, ZShareCommentRequest } from "@courtready/contracts";
import type { TShareExpiry, TSharePermission } from "@courtready/contracts";

/** A select can only hold strings; "never" stands for null. */
const NEVER = "never";

/**
 * The select value of an expiry choice.
 * @example expiryToSelect(null) // "never"
 */
export function expiryToSelect(expiry: TShareExpiry): string {
  return expiry === null ? NEVER : String(expiry);
}

/**
 * The expiry choice a select value stands for; anything unknown falls back to the default (7 days).
 * @example expiryFromSelect("30") // 30
 */
export function expiryFromSelect(value: string, fallback: TShareExpiry = 7): TShareExpiry {
  if (value === NEVER) return null;
  const match = SHARE_EXPIRY_OPTIONS.find((o) => o.value !== null && String(o.value) === value);
  return match ? match.value : fallback;
}

/** The select options of the expiry choices. */
export const EXPIRY_SELECT_OPTIONS = SHARE_EXPIRY_OPTIONS.map((o) => ({
  value: expiryToSelect(o.value),
  label: o.label,
}));

/**
 * A date and time the way the sharing screens show it, in the reader's time zone when none is given.
 * @example formatShareDate("2026-11-29T12:00:00.000Z", "UTC") // "Nov 29, 2026, 12:00 PM"
 */
export function formatShareDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  });
}

/**
 * When a link stops working, as a sentence.
 * @example expiryText(null) // "Never expires"
 */
export function expiryText(expiresAt: string | null, timeZone?: string): string {
  return expiresAt === null ? "Never expires" : `Works until ${formatShareDate(expiresAt, timeZone)}`;
}

/** What a link lets its holder do, in words. */
export function permissionText(permissions: TSharePermission): string {
  return permissions === "comment" ? "Can view and comment" : "Can view only";
}

export type SharedLoadProblem = "gone" | "notFound" | "unavailable";

/**
 * What a failed load of a shared project means for the page: 410 is an expired or revoked link, 404 an unknown
 * one, anything else (a network failure, a server error) a problem worth retrying.
 */
export function sharedLoadProblem(status: number | null): SharedLoadProblem {
  if (status === 410) return "gone";
  if (status === 404) return "notFound";
  return "unavailable";
}

export interface CommentErrors {
  authorName?: string;
  text?: string;
}

/**
 * The comment form's errors by field, from the same schema the server checks; empty when the comment can be sent.
 * @example commentErrors({ authorName: " ", text: "Hi" }) // { authorName: "Enter your name so …" }
 */
export function commentErrors(input: { authorName: string; text: string }): CommentErrors {
  const parsed = ZShareCommentRequest.safeParse(input);
  if (parsed.success) return {};
  const errors: CommentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "authorName" || field === "text") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A file size the way people read it.
 * @example fileSizeText(1536) // "1.5 KB"
 */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The second link beside a shared exhibit: its original upload, named by its extension so a person knows what
 * they would be downloading (the first link opens the stamped PDF).
 * @example originalLinkText("lease.docx") // "Original file (.docx)"
 * @example originalLinkText("README") // "Original file"
 */
export function originalLinkText(filename: string): string {
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(filename)?.[1];
  return ext ? `Original file (.${ext.toLowerCase()})` : "Original file";
}
