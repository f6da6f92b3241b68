// Accounts and sessions: request and response schemas, the password rule and the messages both sides show.
import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { ZLanguage } from "./i18n/languages.ts";

export const PASSWORD_MIN_LENGTH = 8;

/** Messages of accounts-dashboard-and-pages.md §5 and §8, plus the server's own rule messages. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  loginFailedTitle: "Login Failed",
  loginSuccessTitle: "Login Successful",
  signupFailedTitle: "Sign Up Failed",
  signupFailedDefault: "Failed to create account",
  accountCreated: "Account Created... Please log in.",
  // One answer to every sign-up, whether or not the address has an account (issue 42, finding 4): the address's
  // mailbox learns which it was. The spec's 409 "already exists" told anyone who asked.
  signupCheckEmail:
    "Your account is ready: please log in. If this address already had an account, check your e-mail: we have sent it a message.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordLettersAndNumbers: "Password must contain both letters and numbers",
  passwordTooCommon:
    "This password is one of the most common passwords, which are the first ones guessed. Please choose another.",
  passwordIsEmail: "Your password must not be your e-mail address or its name part. Please choose another.",
  passwordMismatch: "Passwords don't match",
  missingFields: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  notSignedIn: "Please log in to continue.",
  csrfRejected: "This request could not be verified. Please reload the page and try again.",
} as const;

/**
 * The answer to a refused sign-in, with how long to wait (rounded up to whole minutes). It ends with the way out of a
 * lock-out: resetting the password works even while sign-in is refused (issue 19, item 4).
 * @example tooManyAttemptsMessage(61) // 'Too many sign-in attempts. Please wait 2 minutes and try again, or …'
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `Too many sign-in attempts. Please wait ${wait} and try again, or choose "Forgot password?" to set a new password now.`;
}

/** Toast texts for the `error` query parameter on /login (§8). Unknown codes fall back to signInErrorMessage. */
export const SIGN_IN_ERROR_TITLE = "Sign-In Error";
export const SIGN_IN_ERRORS: Readonly<Record<string, string>> = {
  apple_auth_failed: "Apple Sign-In failed. Please try again or use email login.",
  google_oauth_user_denied_access: "Google Sign-In was cancelled.",
  apple_email_required: "Apple Sign-In requires email sharing to be enabled.",
  apple_not_configured: "Apple Sign-In is temporarily unavailable.",
  // Not in the spec's list; worded like its Apple counterpart so the two buttons fail alike.
  google_not_configured: "Google Sign-In is temporarily unavailable.",
};

/** The toast text for a /login?error=CODE value. */
export function signInErrorMessage(code: string): string {
  return SIGN_IN_ERRORS[code] ?? `Authentication error: ${code}`;
}

/**
 * The problem with a new password, or null when it satisfies the rule: at least 8 characters, letters and numbers,
 * not one of the most common passwords (COMMON_PASSWORDS, compared without case), and, when the account's e-mail is
 * known, neither the address nor its part before the @ (without case or surrounding spaces).
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return AUTH_MESSAGES.passwordLettersAndNumbers;
  const lower = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return AUTH_MESSAGES.passwordTooCommon;
  if (email) {
    const address = email.trim().toLowerCase();
    const at = address.lastIndexOf("@");
    const local = at > 0 ? address.slice(0, at) : address;
    if (lower === address || lower === local) return AUTH_MESSAGES.passwordIsEmail;
  }
  return null;
}

const ZEmail = z
  .string({ error: AUTH_MESSAGES.missingFields })
  .trim()
  .min(1, AUTH_MESSAGES.missingFields)
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

const ZName = z
  .string({ error: AUTH_MESSAGES.missingFields })
  .trim()
  .min(1, AUTH_MESSAGES.missingFields)
  .max(100);

export const ZPassword = z
  .string({ error: AUTH_MESSAGES.missingFields })
  .max(256, "Password must be at most 256 characters")
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Adds the "not your e-mail address" part of the rule to a schema that has both fields. */
function passwordNotEmail(value: { email: string; password: string }, ctx: z.RefinementCtx): void {
  // Only this part of the rule: ZPassword has already reported the others.
  if (passwordProblem(value.password) !== null) return;
  const problem = passwordProblem(value.password, value.email);
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
}

export const ZSignupRequest = z
  .object({
    email: ZEmail,
    password: ZPassword,
    firstName: ZName,
    lastName: ZName,
  })
  .superRefine(passwordNotEmail);
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/**
 * A solved sign-in check (issue 42, finding 6): the challenge the server handed out and a nonce such that the
 * SHA-256 of `${challenge}:${nonce}` starts with `difficulty` zero bits (`proofHashOk`).
 */
export const ZLoginProof = z.object({
  challenge: z.string().max(200),
  nonce: z.string().max(40),
});
export type TLoginProof = z.infer<typeof ZLoginProof>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  // Length only: a login must never reveal the password rule of an account it does not know.
  password: z.string({ error: AUTH_MESSAGES.missingFields }).min(1, AUTH_MESSAGES.missingFields).max(256),
  proof: ZLoginProof.optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The language the person saved for the interface and their e-mails; null until they choose one (issue 39). */
  language: ZLanguage.nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginResponse = z.object({ message: z.string(), user: ZUser });

/**
 * A refused sign-in (429). With `check`, the browser is one this account has not seen, from a network or for an
 * account with many failed sign-ins: it is not locked out, it solves the check (a few seconds) and tries again.
 */
export const ZLoginRefused = z.object({
  message: z.string(),
  check: z.object({ challenge: z.string(), difficulty: z.number().int() }).optional(),
});
export type TLoginRefused = z.infer<typeof ZLoginRefused>;

/** The message of a refusal that asks for the check; the page solves it at once and says so. */
export const LOGIN_CHECK_MESSAGE =
  "This browser has not signed in to this account before, and there have been many failed sign-ins from this network or for this account. Your browser is doing a short check first (a few seconds); then it tries again.";

/** Whether `hex`, a SHA-256 digest in hexadecimal, starts with `bits` zero bits. */
export function proofHashOk(hex: string, bits: number): boolean {
  let left = bits;
  for (const char of hex) {
    if (left <= 0) return true;
    const nibble = parseInt(char, 16);
    if (left >= 4) {
      if (nibble !== 0) return false;
      left -= 4;
    } else return nibble >> (4 - left) === 0;
  }
  return left <= 0;
}
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** The same for a new address and a known one, so the answer cannot tell them apart (issue 42, finding 4). */
export const ZSignupResponse = z.object({ message: z.string() });
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

export const ZLogoutResponse = z.object({ message: z.string() });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

/** Cookie and header names shared by the server and the browser client. */
export const SESSION_COOKIE = "cr_session";
export const CSRF_COOKIE = "cr_csrf";
export const CSRF_HEADER = "x-csrf-token";

/**
 * DELETE /api/account: the password again, so a left-open browser cannot erase someone's evidence. An account that
 * signs in only with Google or Apple has no password and confirms with its e-mail address instead.
 */
export const ZDeleteAccountRequest = z.object({
  password: z.string().min(1, "Enter your password").max(200),
});
export const ACCOUNT_MESSAGES = {
  wrongPassword:
    "That is not your password (or, if you sign in with Google or Apple, your e-mail address). Your account was not deleted.",
  deleted: "Your account and everything in it have been deleted.",
} as const;

/**
 * The /login?error= codes Google and Apple sign-in send back. The Apple ones and google_oauth_user_denied_access are
 * §8's; the other Google ones have no entry in SIGN_IN_ERRORS and show §8's 'Authentication error: {code}'.
 */
export const SOCIAL_SIGN_IN_ERRORS = {
  google: {
    notConfigured: "google_not_configured",
    denied: "google_oauth_user_denied_access",
    emailRequired: "google_email_required",
    failed: "google_auth_failed",
  },
  apple: {
    notConfigured: "apple_not_configured",
    // Apple's cancel button is a failure in §8's list: there is no Apple "cancelled" code.
    denied: "apple_auth_failed",
    emailRequired: "apple_email_required",
    failed: "apple_auth_failed",
  },
} as const;
export type SocialProvider = keyof typeof SOCIAL_SIGN_IN_ERRORS;

/** GET /api/auth/providers: which sign-in buttons the login page shows (only those the server is set up for). */
export const AUTH_PROVIDERS_URL = "/api/auth/providers";
export const ZAuthProviders = z.object({ google: z.boolean(), apple: z.boolean() });
export type TAuthProviders = z.infer<typeof ZAuthProviders>;

/** How long a password reset link works, in minutes. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** Where a reset link opens; the secret follows in the fragment (#…), which browsers never send to a server. */
export const RESET_PASSWORD_PATH = "/reset-password";
export const FORGOT_PASSWORD_PATH = "/forgot-password";

/** Texts of "Forgot password?" and the reset page, shown by both sides. */
export const PASSWORD_RESET_MESSAGES = {
  linkLabel: "Forgot password?",
  // The same words whether or not an account uses the address: the answer must not tell who has an account.
  requestSent: `If an account uses that e-mail address, we have sent it a link to set a new password. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. If nothing arrives within a few minutes, check your spam folder.`,
  requestSentTitle: "Check Your E-mail",
  throttledNote:
    "Locked out after too many sign-in attempts? You can still set a new password here, and it works straight away.",
  tooManyRequests: "Too many reset requests. Please wait 15 minutes and try again.",
  notAvailableTitle: "Password reset by e-mail is not set up here",
  notAvailable:
    "This CourtReady server cannot send e-mail, so it cannot send you a reset link. Write to support from the contact page with the e-mail address you signed up with, and we will help you get back in.",
  linkInvalid: "This link has expired or has already been used. Ask for a new one.",
  changedTitle: "Password Changed",
  changed: "Your new password is set, and every other device was signed out.",
  failedTitle: "Password Not Changed",
  requestFailedTitle: "Request Not Sent",
  requestFailedDefault: "We could not send the link. Please check your connection and try again.",
} as const;

/** GET /api/auth/password-reset: whether this server can send reset links, and where else to get help. */
export const ZPasswordResetStatus = z.object({
  available: z.boolean(),
  /** The support address, when one is configured; the contact page always works. */
  supportEmail: z.string().nullable(),
});
export type TPasswordResetStatus = z.infer<typeof ZPasswordResetStatus>;

/** POST /api/auth/password-reset: ask for a link. */
export const ZPasswordResetRequest = z.object({ email: ZEmail });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordResetRequestResponse = z.object({ message: z.string() });
export type TPasswordResetRequestResponse = z.infer<typeof ZPasswordResetRequestResponse>;

/** The secret of a reset link: 32 random bytes in base64url. */
const ZResetToken = z
  .string({ error: PASSWORD_RESET_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_RESET_MESSAGES.linkInvalid);

/** POST /api/auth/password-reset/check: whether a link still works, before the person types a new password. */
export const ZPasswordResetCheck = z.object({ token: ZResetToken });
export type TPasswordResetCheck = z.infer<typeof ZPasswordResetCheck>;

export const ZPasswordResetCheckResponse = z.object({ valid: z.literal(true) });
export type TPasswordResetCheckResponse = z.infer<typeof ZPasswordResetCheckResponse>;

/** POST /api/auth/password-reset/confirm: set the new password (the sign-up rule applies) and sign in. */
export const ZPasswordResetConfirm = z.object({ token: ZResetToken, password: ZPassword });
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;

export const ZPasswordResetConfirmResponse = z.object({ message: z.string(), user: ZUser });
export type TPasswordResetConfirmResponse = z.infer<typeof ZPasswordResetConfirmResponse>;

/** A long-lived, httpOnly cookie naming this browser, set at a successful sign-in (see the sign-in throttle). */
export const DEVICE_COOKIE = "cr_device";

/** Where the account page lists and ends sessions. */
export const SESSIONS_URL = "/api/auth/sessions";

/** One signed-in session, as the account page shows it. Nothing here is HTML: the page renders it as text. */
export const ZSessionInfo = z.object({
  /** An id for this list only (not the cookie, nor the key the cookie is stored under). */
  id: z.string(),
  /** The browser and system in plain words, from the User-Agent at sign-in ("Firefox on Windows"). */
  device: z.string(),
  /** The network address the session was opened from, when known. */
  ipAddress: z.string().nullable(),
  startedAt: z.string(),
  /** The last request made with it (to within a few minutes), or null before the first. */
  lastUsedAt: z.string().nullable(),
  /** True for the session of the browser asking. */
  current: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZSessionList = z.object({ sessions: z.array(ZSessionInfo) });
export type TSessionList = z.infer<typeof ZSessionList>;

export const ZSessionIdParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/, "No such session.") });

export const ZSessionsEnded = z.object({ message: z.string(), ended: z.number().int() });
export type TSessionsEnded = z.infer<typeof ZSessionsEnded>;

export const SESSION_MESSAGES = {
  notFound: "That session has already ended. Reload the page to see the current list.",
  endedOne: "That session has ended: the device it was on is signed out.",
  endedThis: "You are signed out on this device.",
  endedOthers: "Every other device is signed out. This one stays signed in.",
  endedAll: "You are signed out everywhere, this device included.",
} as const;
