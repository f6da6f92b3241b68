// Tests of the login and sign-up form checks (spec §5).
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import {
  firstInvalidField,
  isMissingProblem,
  passwordFieldMessage,
  signupProblem,
  signupRequestBody,
  validateLogin,
  validateNewAccount,
  validateNewPassword,
} from "./validation.ts";
import type { AccountDetails } from "./validation.ts";

function buildDetails(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    firstName: "Ana",
    lastName: "Ruiz",
    email: "ana@example.com",
    password: "secret123",
    confirmPassword: "secret123",
    ...overrides,
  };
}

describe("validateLogin", () => {
  it("accepts an e-mail and any non-empty password", () => {
    expect(validateLogin({ email: "ana@example.com", password: "x" })).toEqual({});
  });

  it("requires both fields and a well-formed e-mail", () => {
    expect(validateLogin({ email: " ", password: "" })).toEqual({
      email: "Enter your email address",
      password: "Enter your password",
    });
    expect(validateLogin({ email: "ana@", password: "x" })).toEqual({ email: AUTH_MESSAGES.invalidEmail });
  });
});

describe("validateNewAccount", () => {
  it("accepts complete, matching details", () => {
    expect(validateNewAccount(buildDetails())).toEqual({});
  });

  it("requires first and last name", () => {
    const errors = validateNewAccount(buildDetails({ firstName: "", lastName: "  " }));
    expect(errors).toEqual({ firstName: "Enter your first name", lastName: "Enter your last name" });
    expect(firstInvalidField(errors)).toBe("firstName");
  });

  it("applies the password rule and the confirmation", () => {
    expect(validateNewAccount(buildDetails({ password: "short1", confirmPassword: "short1" })).password).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
    expect(
      validateNewAccount(buildDetails({ password: "lettersonly", confirmPassword: "lettersonly" })).password,
    ).toBe(AUTH_MESSAGES.passwordLettersAndNumbers);
    expect(validateNewAccount(buildDetails({ confirmPassword: "secret124" }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe("validateNewPassword", () => {
  it("accepts a password that follows the rule, typed twice", () => {
    expect(validateNewPassword({ password: "harbor42x", confirmPassword: "harbor42x" })).toEqual({});
  });

  it("requires both, applies the rule, and wants them equal", () => {
    expect(validateNewPassword({ password: "", confirmPassword: "" })).toEqual({
      password: "Enter your password",
      confirmPassword: "Enter your password again",
    });
    expect(validateNewPassword({ password: "short1", confirmPassword: "short1" })).toEqual({
      password: AUTH_MESSAGES.passwordTooShort,
    });
    expect(validateNewPassword({ password: "harbor42x", confirmPassword: "harbor42y" })).toEqual({
      confirmPassword: AUTH_MESSAGES.passwordMismatch,
    });
  });
});

describe("signupProblem", () => {
  it("is null for valid details", () => {
    expect(signupProblem(buildDetails())).toBeNull();
  });

  it("counts a password of spaces as filled in but a name of spaces as empty", () => {
    expect(signupProblem(buildDetails({ firstName: "  " }))).toMatchObject({
      title: "Missing Information",
      field: "firstName",
    });
    expect(
      signupProblem(buildDetails({ password: "        ", confirmPassword: "        " }))?.title,
    ).not.toBe("Missing Information");
  });

  it("reports missing fields first", () => {
    expect(signupProblem(buildDetails({ lastName: "", password: "x" }))).toEqual({
      title: "Missing Information",
      description: "Please fill in all required fields",
      field: "lastName",
    });
  });

  it("then mismatched passwords, then a short password", () => {
    expect(signupProblem(buildDetails({ password: "abc", confirmPassword: "abd" }))).toMatchObject({
      title: "Password Mismatch",
      description: "Passwords don't match",
    });
    expect(signupProblem(buildDetails({ password: "abc1", confirmPassword: "abc1" }))).toMatchObject({
      title: "Password Too Short",
      description: "Password must be at least 8 characters",
    });
  });

  it("also requires letters and numbers", () => {
    expect(signupProblem(buildDetails({ password: "12345678", confirmPassword: "12345678" }))).toMatchObject({
      description: AUTH_MESSAGES.passwordLettersAndNumbers,
      field: "password",
    });
  });

  it("rejects a malformed e-mail", () => {
    expect(signupProblem(buildDetails({ email: "not-an-email" }))).toMatchObject({
      description: AUTH_MESSAGES.invalidEmail,
      field: "email",
    });
  });
});

describe("signupRequestBody", () => {
  it("trims names and e-mail but never the password", () => {
    expect(
      signupRequestBody(
        buildDetails({ firstName: " Ana ", email: " ana@example.com ", password: " secret123 " }),
      ),
    ).toEqual({
      email: "ana@example.com",
      password: " secret123 ",
      firstName: "Ana",
      lastName: "Ruiz",
    });
  });
});

describe("common passwords and the e-mail address (issue 22, finding 8)", () => {
  it("refuses a common password in any case, and says why, beside the field and in the sign-up toast", () => {
    const details = buildDetails({ password: "Password1", confirmPassword: "Password1" });
    expect(validateNewAccount(details)).toEqual({ password: AUTH_MESSAGES.passwordTooCommon });
    expect(signupProblem(details)).toEqual({
      title: "Password Too Weak",
      description: AUTH_MESSAGES.passwordTooCommon,
      field: "password",
    });
    expect(validateNewPassword({ password: "abcd1234", confirmPassword: "abcd1234" })).toEqual({
      password: AUTH_MESSAGES.passwordTooCommon,
    });
  });

  it("refuses the e-mail address or its name part as the password", () => {
    const email = "ana.ruiz77@example.com";
    for (const password of [email, "ANA.RUIZ77"]) {
      expect(validateNewAccount(buildDetails({ email, password, confirmPassword: password }))).toEqual({
        password: AUTH_MESSAGES.passwordIsEmail,
      });
    }
  });

  it("puts the server's password messages under the field, and others in a toast", () => {
    expect(passwordFieldMessage(AUTH_MESSAGES.passwordIsEmail)).toBe(AUTH_MESSAGES.passwordIsEmail);
    expect(
      passwordFieldMessage("This link has expired or has already been used. Ask for a new one."),
    ).toBeNull();
  });
});

describe("the form checks in Spanish (issue 39)", () => {
  const es = i18n.getFixedT("es", "auth");

  it("says what an empty login field needs in Spanish", () => {
    expect(validateLogin({ email: " ", password: "" }, es)).toEqual({
      email: "Escriba su correo electrónico",
      password: "Escriba su contraseña",
    });
  });

  it("writes every empty sign-up field's message and the toast title in Spanish", () => {
    expect(
      validateNewAccount(buildDetails({ firstName: "", lastName: "", confirmPassword: "" }), es),
    ).toEqual({
      firstName: "Escriba su nombre",
      lastName: "Escriba su apellido",
      confirmPassword: "Escriba su contraseña otra vez",
    });
    const missing = signupProblem(buildDetails({ lastName: "" }), es);
    expect(missing).toMatchObject({ title: "Falta información", field: "lastName" });
    expect(missing && isMissingProblem(missing, es)).toBe(true);
    expect(signupProblem(buildDetails({ confirmPassword: "secret124" }), es)?.title).toBe(
      "Las contraseñas no coinciden",
    );
    expect(validateNewPassword({ password: "", confirmPassword: "" }, es).password).toBe(
      "Escriba su contraseña",
    );
  });
});
