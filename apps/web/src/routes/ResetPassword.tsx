// /reset-password#<secret>: the page a reset e-mail links to (issue 19, item 4). It checks the link first, so nobody
// types a new password for a dead link; setting one signs this browser in and every other device out.
import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FORGOT_PASSWORD_PATH, PASSWORD_RESET_MESSAGES, RESET_PASSWORD_PATH } from "@courtready/contracts";
import type { TPasswordResetCheckResponse, TPasswordResetConfirmResponse } from "@courtready/contracts";
import { apiJson, serverMessage } from "../api/client.ts";
import { Button } from "../components/ui/button.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { toast } from "../components/ui/toast.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { AccountFields, EMPTY_ACCOUNT_DETAILS, useFieldRefs } from "../features/auth/AccountFields.tsx";
import { AuthCard } from "../features/auth/AuthCard.tsx";
import { CURRENT_USER_QUERY_KEY } from "../features/shared/useAuth.ts";
import { firstInvalidField, passwordFieldMessage, validateNewPassword } from "../features/auth/validation.ts";
import type { AccountDetails, AccountField, FieldErrors } from "../features/auth/validation.ts";
import { useContractText } from "../i18n/contractText.ts";

const FIELDS: readonly AccountField[] = ["password", "confirmPassword"];

/** Where a person lands once the new password is set: their own page, already signed in. */
const AFTER_RESET_PATH = "/dashboard";

export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const say = useContractText();
  usePageMeta(t("reset.title"), t("reset.metaDescription"));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The secret travels in the fragment, which never reaches a server log; read it once, then drop it from the address
  // bar and history so it is not left on screen or in a shared link.
  const [token] = useState(() => window.location.hash.slice(1));
  useEffect(() => {
    if (window.location.hash) void navigate(RESET_PASSWORD_PATH, { replace: true });
  }, [navigate]);

  const check = useQuery({
    queryKey: ["password-reset-check", token],
    queryFn: () => apiJson<TPasswordResetCheckResponse>("POST", "/api/auth/password-reset/check", { token }),
    enabled: token !== "",
    staleTime: 0,
  });

  const [values, setValues] = useState<AccountDetails>(EMPTY_ACCOUNT_DETAILS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useFieldRefs();
  const done = useRef(false);

  const confirm = useMutation({
    mutationFn: (password: string) =>
      apiJson<TPasswordResetConfirmResponse>("POST", "/api/auth/password-reset/confirm", { token, password }),
    onSuccess: (answer) => {
      done.current = true;
      toast({ title: PASSWORD_RESET_MESSAGES.changedTitle, description: answer.message });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void navigate(AFTER_RESET_PATH);
    },
    onError: (problem) => {
      const message = serverMessage(problem, PASSWORD_RESET_MESSAGES.requestFailedDefault);
      // A password the server refused (it alone knows the account's address): say so beside the field.
      const fieldMessage = passwordFieldMessage(message);
      if (fieldMessage) {
        setErrors({ password: fieldMessage });
        refs.password.current?.focus();
        return;
      }
      toast({ title: PASSWORD_RESET_MESSAGES.failedTitle, description: message, variant: "destructive" });
      // The link died meanwhile (used in another tab, or expired): show that instead of the form.
      if (message === PASSWORD_RESET_MESSAGES.linkInvalid) void check.refetch();
    },
  });

  const onChange = (field: AccountField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending || done.current) return;
    const found = validateNewPassword(values, t);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    confirm.mutate(values.password);
  };

  const dead = token === "" || check.isError;
  return (
    <AuthCard title={t("reset.title")} lead={dead ? undefined : t("reset.lead")}>
      {dead ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-slate-900">
          <p>
            {say(
              token === ""
                ? PASSWORD_RESET_MESSAGES.linkInvalid
                : serverMessage(check.error, PASSWORD_RESET_MESSAGES.linkInvalid),
            )}
          </p>
          <Link
            to={FORGOT_PASSWORD_PATH}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-4"
          >
            {t("reset.askNewLink")}
          </Link>
        </div>
      ) : check.isPending ? (
        <Spinner label={t("reset.checking")} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-label={t("reset.formLabel")}>
          <AccountFields
            fields={FIELDS}
            values={values}
            errors={errors}
            onChange={onChange}
            refs={refs}
            passwordAutoComplete="new-password"
            passwordLabel={t("fields.newPassword")}
            showPasswordHint
          />
          <p className="text-sm text-slate-700">{t("reset.signsOutNote")}</p>
          <Button type="submit" disabled={confirm.isPending || confirm.isSuccess} className="w-full">
            {confirm.isPending ? t("reset.saving") : t("reset.submit")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
