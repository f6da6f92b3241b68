// Client-side checks of the login and sign-up forms (spec §5), using the contract's password rule and messages.
import { AUTH_MESSAGES, ZSignupRequest, passwordProblem } from "@courtready/contracts";
import type { TSignupRequest } from "@courtready/contracts";

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

/** The hint under a new password (spec §5). */
export const PASSWORD_HINT = "At least 8 characters with letters and numbers";

/**
 * What an empty field says beside itself. The contract's "Please fill in all required fields" is written for one
 * toast about the whole form; repeated under each field it would not say which thing is missing.
 */
export const REQUIRED_FIELD_MESSAGES: Record<AccountField, string> = {
  firstName: "Enter your first name",
  lastName: "Enter your last name",
  email: "Enter your email address",
  password: "Enter your password",
  confirmPassword: "Enter your password again",
};

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
export function validateLogin(values: Pick<AccountDetails, "email" | "password">): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email.trim()) errors.email = REQUIRED_FIELD_MESSAGES.email;
  else if (!isValidEmail(values.email)) errors.email = AUTH_MESSAGES.invalidEmail;
  if (!values.password) errors.password = REQUIRED_FIELD_MESSAGES.password;
  return errors;
}

/** Problems of a new account's details, one message per field. */
export function validateNewAccount(values: AccountDetails): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.firstName.trim()) errors.firstName = REQUIRED_FIELD_MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = REQUIRED_FIELD_MESSAGES.lastName;
  Object.assign(errors, validateLogin(values));
  if (!errors.password) {
    const problem = passwordProblem(values.password, values.email);
    if (problem) errors.password = problem;
  }
  Object.assign(errors, confirmationErrors(values));
  return errors;
}

function confirmationErrors(values: Pick<AccountDetails, "password" | "confirmPassword">): FieldErrors {
  if (!values.confirmPassword) return { confirmPassword: REQUIRED_FIELD_MESSAGES.confirmPassword };
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
): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.password) errors.password = REQUIRED_FIELD_MESSAGES.password;
  else {
    const problem = passwordProblem(values.password);
    if (problem) errors.password = problem;
  }
  return { ...errors, ...confirmationErrors(values) };
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

// Toast titles of the sign-up page (spec §5). The last two cover checks the spec leaves untitled.
export const SIGNUP_PROBLEM_TITLES = {
  missing: "Missing Information",
  mismatch: "Password Mismatch",
  tooShort: "Password Too Short",
  invalidEmail: "Invalid Email",
  weakPassword: "Password Too Weak",
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
export function signupProblem(values: AccountDetails): SignupProblem | null {
  const missing = FIELD_ORDER.find((field) => isEmpty(values, field));
  if (missing)
    return { title: SIGNUP_PROBLEM_TITLES.missing, description: AUTH_MESSAGES.missingFields, field: missing };
  if (!isValidEmail(values.email)) {
    return {
      title: SIGNUP_PROBLEM_TITLES.invalidEmail,
      description: AUTH_MESSAGES.invalidEmail,
      field: "email",
    };
  }
  if (values.password !== values.confirmPassword) {
    return {
      title: SIGNUP_PROBLEM_TITLES.mismatch,
      description: AUTH_MESSAGES.passwordMismatch,
      field: "confirmPassword",
    };
  }
  const problem = passwordProblem(values.password, values.email);
  if (problem === AUTH_MESSAGES.passwordTooShort) {
    return { title: SIGNUP_PROBLEM_TITLES.tooShort, description: problem, field: "password" };
  }
  if (problem) return { title: SIGNUP_PROBLEM_TITLES.weakPassword, description: problem, field: "password" };
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
