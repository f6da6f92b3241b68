// Accounts and sessions: request and response schemas, the password rule and the messages both sides show.
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;

/** Messages of accounts-dashboard-and-pages.md §5 and §8, plus the server's own rule messages. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  loginFailedTitle: "Login Failed",
  loginSuccessTitle: "Login Successful",
  signupFailedTitle: "Sign Up Failed",
  signupFailedDefault: "Failed to create account",
  accountCreated: "Account Created... Please log in.",
  emailTaken: "An account with this email already exists. Please log in instead.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordLettersAndNumbers: "Password must contain both letters and numbers",
  passwordMismatch: "Passwords don't match",
  missingFields: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  notSignedIn: "Please log in to continue.",
  tooManyAttempts: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  csrfRejected: "This request could not be verified. Please reload the page and try again.",
} as const;

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

/** The problem with a password, or null when it satisfies the rule (at least 8 characters, letters and numbers). */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return AUTH_MESSAGES.passwordLettersAndNumbers;
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

export const ZSignupRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  firstName: ZName,
  lastName: ZName,
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  // Length only: a login must never reveal the password rule of an account it does not know.
  password: z.string({ error: AUTH_MESSAGES.missingFields }).min(1, AUTH_MESSAGES.missingFields).max(256),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginResponse = z.object({ message: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZSignupResponse = z.object({ message: z.string(), user: ZUser });
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
