// Pure helpers of the sharing screens: the expiry choice as a select value and back, how a link's expiry and a
// comment's date read, what a failed shared-page load means, and the comment form's checks (the contract's rules).
// Texts are in the language of the `t` passed in; without one, English (the helpers' own tests read that).
import {
  MAX_COMMENT_NAME_LENGTH,
  MAX_COMMENT_TEXT_LENGTH,
  SHARE_EXPIRY_OPTIONS,
  SHARE_MESSAGES,
  ZShareCommentRequest,
} from "@courtready/contracts";
import type { TShareExpiry, TSharePermission } from "@courtready/contracts";
import type { TFunction } from "i18next";
import { i18n } from "../../../i18n/index.ts";

type ProjectsT = TFunction<"projects">;
const english = (): ProjectsT => i18n.getFixedT("en", "projects");

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

/** The expiry choices labelled in the language of `t`. */
export function expirySelectOptions(t: ProjectsT = english()): { value: string; label: string }[] {
  return EXPIRY_SELECT_OPTIONS.map((o) => ({
    value: o.value,
    label: t(`share.expiry.${o.value as "1" | "7" | "30" | "never"}`),
  }));
}

/** What a link may let its holder do, labelled in the language of `t`. */
export function permissionOptions(t: ProjectsT = english()): { value: TSharePermission; label: string }[] {
  return (["view", "comment"] as const).map((value) => ({ value, label: t(`share.permission.${value}`) }));
}

/**
 * A date and time the way the sharing screens show it, in the reader's time zone when none is given, in `locale`.
 * @example formatShareDate("2026-11-29T12:00:00.000Z", "UTC") // "Nov 29, 2026, 12:00 PM"
 */
export function formatShareDate(iso: string, timeZone?: string, locale = "en-US"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, {
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
export function expiryText(expiresAt: string | null, timeZone?: string, t: ProjectsT = english()): string {
  return expiresAt === null
    ? t("share.neverExpires")
    : t("share.worksUntil", { date: formatShareDate(expiresAt, timeZone, t("dateLocale")) });
}

/** What a link lets its holder do, in words. */
export function permissionText(permissions: TSharePermission, t: ProjectsT = english()): string {
  return permissions === "comment" ? t("share.canComment") : t("share.canView");
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
 * The comment form's errors by field, from the same schema the server checks, in the language of `t`; empty when
 * the comment can be sent.
 * @example commentErrors({ authorName: " ", text: "Hi" }) // { authorName: "Enter your name so …" }
 */
export function commentErrors(
  input: { authorName: string; text: string },
  t: ProjectsT = english(),
): CommentErrors {
  const parsed = ZShareCommentRequest.safeParse(input);
  if (parsed.success) return {};
  // The schema's messages are the contract's English; each known one is said again in the reader's language.
  const said = new Map<string, string>([
    [SHARE_MESSAGES.commentNameRequired, t("shared.nameRequired")],
    [SHARE_MESSAGES.commentNameTooLong, t("shared.nameTooLong", { max: MAX_COMMENT_NAME_LENGTH })],
    [SHARE_MESSAGES.commentTextRequired, t("shared.textRequired")],
    [SHARE_MESSAGES.commentTextTooLong, t("shared.textTooLong", { max: MAX_COMMENT_TEXT_LENGTH })],
  ]);
  const errors: CommentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "authorName" || field === "text") && !errors[field])
      errors[field] = said.get(issue.message) ?? issue.message;
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
export function originalLinkText(filename: string, t: ProjectsT = english()): string {
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(filename)?.[1];
  return ext ? t("shared.originalExt", { ext: ext.toLowerCase() }) : t("shared.original");
}
