// Client-side checks of the login and sign-up forms (spec §5), using the contract's password rule and messages. The
// messages of its own are in the `auth` catalogue; each check takes the page's `t`, English when none is given.
import { AUTH_MESSAGES, ZSignupRequest, passwordProblem } from "@courtready/contracts";
import type { TSignupRequest } from "@courtready/contracts";
import type { TFunction } from "i18next";
import { i18n } from "../../i18n/index.ts";

export type AccountField = "firstName" | "lastName" | "email" | "password" | "confirmPassword";

export interface AccountDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type FieldErrors = Partial<Record<AccountField, string>>;

/** Order in which the forms show their fields, so that focus goes to the first field with a problem. */
export const FIELD_ORDER: readonly AccountField[] = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmPassword",
];

export type AuthT = TFunction<"auth">;

/** The English texts, for callers outside a page (and the spec's tests, which are written in English). */
const ENGLISH: AuthT = i18n.getFixedT("en", "auth");

/**
 * What an empty field says beside itself. The contract's "Please fill in all required fields" is written for one
 * toast about the whole form; repeated under each field it would not say which thing is missing.
 */
export function requiredFieldMessage(field: AccountField, t: AuthT = ENGLISH): string {
  const keys = {
    firstName: "required.firstName",
    lastName: "required.lastName",
    email: "required.email",
    password: "required.password",
    confirmPassword: "required.confirmPassword",
  } as const;
  return t(keys[field]);
}

/** Whether a sign-up problem is the "missing information" one, which the page writes beside every empty field. */
export function isMissingProblem(problem: SignupProblem, t: AuthT = ENGLISH): boolean {
  return problem.title === t(SIGNUP_PROBLEM_TITLES.missing);
}

/** True when the address passes the same check the server applies to sign-ups and logins. */
export function isValidEmail(email: string): boolean {
  return ZSignupRequest.shape.email.safeParse(email).success;
}

/** Whether a field counts as not filled in: blank after trimming, except passwords, where spaces are characters. */
export function isEmpty(values: AccountDetails, field: AccountField): boolean {
  return field === "password" || field === "confirmPassword"
    ? values[field] === ""
    : values[field].trim() === "";
}

/** The first field, in form order, that has an error; null when there is none. */
export function firstInvalidField(errors: FieldErrors): AccountField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

/**
 * Problems of the login form: both fields required, e-mail well formed. The password rule is deliberately not
 * checked here: an existing account may predate it, and only the server can say whether a password is right.
 */
export function validateLogin(
  values: Pick<AccountDetails, "email" | "password">,
  t: AuthT = ENGLISH,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email.trim()) errors.email = requiredFieldMessage("email", t);
  else if (!isValidEmail(values.email)) errors.email = AUTH_MESSAGES.invalidEmail;
  if (!values.password) errors.password = requiredFieldMessage("password", t);
  return errors;
}

/** Problems of a new account's details, one message per field. */
export function validateNewAccount(values: AccountDetails, t: AuthT = ENGLISH): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.firstName.trim()) errors.firstName = requiredFieldMessage("firstName", t);
  if (!values.lastName.trim()) errors.lastName = requiredFieldMessage("lastName", t);
  Object.assign(errors, validateLogin(values, t));
  if (!errors.password) {
    const problem = passwordProblem(values.password, values.email);
    if (problem) errors.password = problem;
  }
  Object.assign(errors, confirmationErrors(values, t));
  return errors;
}

function confirmationErrors(
  values: Pick<AccountDetails, "password" | "confirmPassword">,
  t: AuthT,
): FieldErrors {
  if (!values.confirmPassword) return { confirmPassword: requiredFieldMessage("confirmPassword", t) };
  if (values.password && values.confirmPassword !== values.password)
    return { confirmPassword: AUTH_MESSAGES.passwordMismatch };
  return {};
}

/**
 * Problems of a new password and its confirmation (the reset page): the sign-up rule, and the two must match. The
 * page does not know the account's address, so "not your e-mail" is the server's to say (passwordFieldMessage).
 */
export function validateNewPassword(
  values: Pick<AccountDetails, "password" | "confirmPassword">,
  t: AuthT = ENGLISH,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.password) errors.password = requiredFieldMessage("password", t);
  else {
    const problem = passwordProblem(values.password);
    if (problem) errors.password = problem;
  }
  return { ...errors, ...confirmationErrors(values, t) };
}

/** Server messages that are about the new password, so a form shows them under the password field. */
const PASSWORD_RULE_MESSAGES: ReadonlySet<string> = new Set([
  AUTH_MESSAGES.passwordTooShort,
  AUTH_MESSAGES.passwordLettersAndNumbers,
  AUTH_MESSAGES.passwordTooCommon,
  AUTH_MESSAGES.passwordIsEmail,
]);

/** The server's message when it is about the new password (for the field), else null (for a toast). */
export function passwordFieldMessage(message: string): string | null {
  return PASSWORD_RULE_MESSAGES.has(message) ? message : null;
}

// Toast titles of the sign-up page (spec §5), as keys of the `auth` catalogue. The last two cover checks the spec
// leaves untitled.
const SIGNUP_PROBLEM_TITLES = {
  missing: "signupProblems.missing",
  mismatch: "signupProblems.mismatch",
  tooShort: "signupProblems.tooShort",
  invalidEmail: "signupProblems.invalidEmail",
  weakPassword: "signupProblems.weakPassword",
} as const;

export interface SignupProblem {
  title: string;
  description: string;
  /** The field to focus so the user lands where the fix is. */
  field: AccountField;
}

/**
 * The one problem the sign-up page reports, in the spec's order: missing fields, then mismatched passwords, then the
 * password rule (a malformed e-mail is reported after missing fields, before the passwords).
 * @example signupProblem({ ...details, confirmPassword: "other" })
 *   // { title: "Password Mismatch", description: "Passwords don't match", field: "confirmPassword" }
 */
export function signupProblem(values: AccountDetails, t: AuthT = ENGLISH): SignupProblem | null {
  const problem = (
    kind: keyof typeof SIGNUP_PROBLEM_TITLES,
    description: string,
    field: AccountField,
  ): SignupProblem => ({
    title: t(SIGNUP_PROBLEM_TITLES[kind]),
    description,
    field,
  });
  const missing = FIELD_ORDER.find((field) => isEmpty(values, field));
  if (missing) return problem("missing", AUTH_MESSAGES.missingFields, missing);
  if (!isValidEmail(values.email)) return problem("invalidEmail", AUTH_MESSAGES.invalidEmail, "email");
  if (values.password !== values.confirmPassword) {
    return problem("mismatch", AUTH_MESSAGES.passwordMismatch, "confirmPassword");
  }
  const rule = passwordProblem(values.password, values.email);
  if (rule === AUTH_MESSAGES.passwordTooShort) return problem("tooShort", rule, "password");
  if (rule) return problem("weakPassword", rule, "password");
  return null;
}

/** The body of POST /api/auth/signup from the form's values: names and e-mail trimmed, password as typed. */
export function signupRequestBody(values: AccountDetails): TSignupRequest {
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}
