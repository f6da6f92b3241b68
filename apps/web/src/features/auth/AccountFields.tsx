// The account inputs shared by /login and /signup: names, e-mail, password and its confirmation, with a show toggle.
import { useId, useRef, useState } from "react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/ui/text-field.tsx";
import type { AccountDetails, AccountField, FieldErrors } from "./validation.ts";

export type FieldRefs = Record<AccountField, RefObject<HTMLInputElement | null>>;

/** How every e-mail address input behaves (here and on /forgot-password): the e-mail keyboard, the saved address
 * offered, no capital letter or spelling marks put into an address. */
export const EMAIL_INPUT = {
  name: "email",
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  autoCapitalize: "none",
  spellCheck: false,
} as const;

export interface AccountFieldsProps {
  /** Which inputs to show; they always appear in the order of FIELD_ORDER. */
  fields: readonly AccountField[];
  values: AccountDetails;
  errors: FieldErrors;
  onChange: (field: AccountField, value: string) => void;
  refs: FieldRefs;
  /** "new-password" lets password managers offer a strong password; "current-password" lets them fill the saved one. */
  passwordAutoComplete: "current-password" | "new-password";
  showPasswordHint: boolean;
  /** "Password" unless the form sets a new one ("New password"). */
  passwordLabel?: string;
}

export function AccountFields({
  fields,
  values,
  errors,
  onChange,
  refs,
  passwordAutoComplete,
  showPasswordHint,
  passwordLabel,
}: AccountFieldsProps) {
  const { t } = useTranslation("auth");
  const [showPassword, setShowPassword] = useState(false);
  const toggleId = useId();
  const has = (field: AccountField) => fields.includes(field);
  const passwordType = showPassword ? "text" : "password";

  return (
    <div className="space-y-5">
      {has("firstName") || has("lastName") ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {has("firstName") ? (
            <TextField
              ref={refs.firstName}
              label={t("fields.firstName")}
              name="firstName"
              autoComplete="given-name"
              required
              value={values.firstName}
              error={errors.firstName}
              onChange={(event) => onChange("firstName", event.target.value)}
            />
          ) : null}
          {has("lastName") ? (
            <TextField
              ref={refs.lastName}
              label={t("fields.lastName")}
              name="lastName"
              autoComplete="family-name"
              required
              value={values.lastName}
              error={errors.lastName}
              onChange={(event) => onChange("lastName", event.target.value)}
            />
          ) : null}
        </div>
      ) : null}
      {has("email") ? (
        <TextField
          ref={refs.email}
          label={t("fields.email")}
          {...EMAIL_INPUT}
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => onChange("email", event.target.value)}
        />
      ) : null}
      {has("password") ? (
        <TextField
          ref={refs.password}
          label={passwordLabel ?? t("fields.password")}
          name="password"
          type={passwordType}
          autoComplete={passwordAutoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={showPasswordHint ? t("fields.passwordHint") : undefined}
          value={values.password}
          error={errors.password}
          onChange={(event) => onChange("password", event.target.value)}
        />
      ) : null}
      {has("confirmPassword") ? (
        <TextField
          ref={refs.confirmPassword}
          label={t("fields.confirmPassword")}
          name="confirmPassword"
          type={passwordType}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => onChange("confirmPassword", event.target.value)}
        />
      ) : null}
      {has("password") ? (
        // On a phone keyboard a hidden password is easy to mistype; letting people see it saves failed attempts.
        <div className="flex min-h-11 items-center gap-3">
          <input
            id={toggleId}
            type="checkbox"
            checked={showPassword}
            onChange={(event) => setShowPassword(event.target.checked)}
            className="size-5 accent-blue-800"
          />
          <label htmlFor={toggleId} className="text-base text-slate-800">
            {has("confirmPassword") ? t("fields.showPasswords") : t("fields.showPassword")}
          </label>
        </div>
      ) : null}
    </div>
  );
}

/** Empty values for every account field. */
export const EMPTY_ACCOUNT_DETAILS: AccountDetails = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

/** One input ref per account field, so a form can move focus to the field that needs fixing. */
export function useFieldRefs(): FieldRefs {
  const firstName = useRef<HTMLInputElement>(null);
  const lastName = useRef<HTMLInputElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const confirmPassword = useRef<HTMLInputElement>(null);
  return { firstName, lastName, email, password, confirmPassword };
}
