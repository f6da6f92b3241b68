// Who may build, and what a failed build says (builder-and-projects.md §6, §8): signed-out people are sent to /login,
// people without an active membership (or with a used-up one_time pass) to /membership, each with the spec's toast;
// a failed build shows the server's `error` (or the spec's default) and names each file it could not use.
import { BUILD_ERROR_CODES, BUILDER_MESSAGES, MAX_BUILD_MB, MAX_FILE_MB } from "@courtready/contracts";
import type { TMembershipStatus } from "@courtready/contracts";
import type { TFunction } from "i18next";
import { i18n } from "../../i18n/index.ts";
import type { MembershipNote } from "./FormBanner.tsx";

export interface Message {
  title: string;
  description: string;
}

export interface GateStop {
  message: Message;
  redirect: "/login" | "/membership";
}

/**
 * Whether this person may preview or build now, judged in the browser before any upload; null means go ahead.
 * `membership` undefined means not known yet (still loading or failed to load): the server then decides. A filing
 * check's fix (`rebuild`) goes ahead with a used one-time pass: rebuilding the binder the pass paid for takes no
 * second use, and only the server can tell that it is that binder (policy.ts#isRebuildOf).
 */
export function buildGate(
  isAuthenticated: boolean,
  membership: TMembershipStatus | null | undefined,
  options: { rebuild?: boolean } = {},
): GateStop | null {
  if (!isAuthenticated || membership === null)
    return { message: BUILDER_MESSAGES.loginRequired, redirect: "/login" };
  if (membership === undefined) return null;
  if (membership.status !== "active")
    return { message: BUILDER_MESSAGES.membershipRequired, redirect: "/membership" };
  if (membership.type === "one_time" && membership.oneTimeUseCount >= 1 && options.rebuild !== true)
    return { message: BUILDER_MESSAGES.oneTimeExhausted, redirect: "/membership" };
  return null;
}

/** True when the person has an active membership that is not used up: AI descriptions and suggestions are theirs. */
export function isActiveMember(membership: TMembershipStatus | null | undefined): boolean {
  return Boolean(membership) && buildGate(true, membership) === null;
}

/** The form banner's note on membership: none, one is needed, or the one-time pass is used up. */
export function membershipNoteOf(membership: TMembershipStatus | null | undefined): MembershipNote {
  if (!membership || !buildGate(true, membership)) return "none";
  return membership.status === "active" ? "usedUp" : "needed";
}

export interface RejectedFile {
  name: string;
  reason: string;
}

export interface BuildFailure {
  message: Message;
  code: string | null;
  files: RejectedFile[];
  /** Set when the failure means the person must log in or buy a membership first. */
  redirect: "/login" | "/membership" | null;
}

const REDIRECTS: Readonly<Record<string, GateStop>> = {
  [BUILD_ERROR_CODES.loginRequired]: { message: BUILDER_MESSAGES.loginRequired, redirect: "/login" },
  [BUILD_ERROR_CODES.membershipRequired]: {
    message: BUILDER_MESSAGES.membershipRequired,
    redirect: "/membership",
  },
  [BUILD_ERROR_CODES.oneTimeExhausted]: {
    message: BUILDER_MESSAGES.oneTimeExhausted,
    redirect: "/membership",
  },
};

/** Said when the whole upload is bigger than a proxy or the server accepts and no JSON explains it. */
export function tooLargeText(t: TFunction<"builder">): string {
  return t("build.tooLarge", { fileMb: MAX_FILE_MB, buildMb: MAX_BUILD_MB });
}
export const TOO_LARGE_TEXT = tooLargeText(i18n.getFixedT("en", "builder"));

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function nonEmpty(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/**
 * What a failed build answer means for the person (TBuildErrorResponse): the spec's toast title, the server's
 * `error` or `fallback`'s text, the files it refused with their reasons, and where to send them for a sign-in or
 * membership problem. A 401 without a code also means "log in".
 * @example readBuildFailure(422, '{"success":false,"code":"FILES_REJECTED","error":"2 files could not be used",…}', BUILDER_MESSAGES.previewError)
 *   // → { message: { title: "Preview Error", description: "2 files could not be used" }, files: […], … }
 */
export function readBuildFailure(
  status: number,
  text: string,
  fallback: Message,
  t: TFunction<"builder"> = i18n.getFixedT("en", "builder"),
): BuildFailure {
  const body = parseJson(text);
  const code = nonEmpty(body?.code);
  const stop =
    (code && Object.hasOwn(REDIRECTS, code) ? REDIRECTS[code] : undefined) ??
    (status === 401 ? REDIRECTS[BUILD_ERROR_CODES.loginRequired] : undefined);
  if (stop) return { message: stop.message, code, files: [], redirect: stop.redirect };

  const files: RejectedFile[] = Array.isArray(body?.files)
    ? body.files.flatMap((entry: unknown) => {
        if (!entry || typeof entry !== "object") return [];
        const name = nonEmpty((entry as { name?: unknown }).name);
        const reason = nonEmpty((entry as { reason?: unknown }).reason);
        return name ? [{ name, reason: reason ?? t("build.fileNotUsed") }] : [];
      })
    : [];
  const description =
    nonEmpty(body?.error) ??
    (status === 413 || code === BUILD_ERROR_CODES.tooLarge ? tooLargeText(t) : fallback.description);
  return { message: { title: fallback.title, description }, code, files, redirect: null };
}
