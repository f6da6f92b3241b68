// /forgot-password: asks for a reset link by e-mail (issue 19, item 4). The answer reads the same whether or not the
// address has an account; a server that cannot send e-mail says how to reach support instead of pretending.
import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useMutation, useQuery } from "@tanstack/react-query";
import { PASSWORD_RESET_MESSAGES } from "@courtready/contracts";
import type { TPasswordResetRequestResponse, TPasswordResetStatus } from "@courtready/contracts";
import { apiJson } from "../api/client.ts";
import { Button } from "../components/ui/button.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { TextField } from "../components/ui/text-field.tsx";
import { dismissToast } from "../components/ui/toast.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { AuthCard, ResetNotAvailable } from "../features/auth/AuthCard.tsx";
import { EMAIL_INPUT } from "../features/auth/AccountFields.tsx";
import type { LoginLocationState } from "../features/shared/loginNavigation.ts";
import { validateLogin } from "../features/auth/validation.ts";
import { useContractText } from "../i18n/contractText.ts";
import { toastFailure } from "../features/shared/toastFailure.ts";

const PASSWORD_RESET_STATUS_KEY = ["/api/auth/password-reset"] as const;

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const say = useContractText();
  usePageMeta(t("forgot.metaTitle"), t("forgot.metaDescription"));
  const location = useLocation();
  const [email, setEmail] = useState((location.state as LoginLocationState | null)?.email ?? "");
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const status = useQuery<TPasswordResetStatus>({ queryKey: PASSWORD_RESET_STATUS_KEY });
  // The sign-in failure that brought the person here has been acted on; on a phone it would cover the heading.
  useEffect(() => dismissToast(), []);

  const request = useMutation({
    mutationFn: (body: { email: string }) =>
      apiJson<TPasswordResetRequestResponse>("POST", "/api/auth/password-reset", body),
    onSuccess: (_answer, body) => setSentTo(body.email),
    onError: (problem) =>
      toastFailure(
        PASSWORD_RESET_MESSAGES.requestFailedTitle,
        problem,
        PASSWORD_RESET_MESSAGES.requestFailedDefault,
      ),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    // The login form's e-mail check, without its password field.
    const problem = validateLogin({ email, password: "-" }, t).email;
    setError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    request.mutate({ email: email.trim() });
  };

  const unavailable = status.data?.available === false;
  const backToLogin = (
    <p className="mt-6 text-center text-slate-700">
      {t("forgot.remembered")}{" "}
      <Link
        to="/login"
        state={{ email: email.trim() } satisfies LoginLocationState}
        className="inline-flex min-h-11 items-center px-1 font-semibold text-blue-800 underline underline-offset-4"
      >
        {t("forgot.backToLogin")}
      </Link>
    </p>
  );

  return (
    <AuthCard title={t("forgot.title")} lead={unavailable ? undefined : t("forgot.lead")}>
      {status.isPending ? (
        <Spinner label={t("forgot.checking")} />
      ) : unavailable ? (
        <ResetNotAvailable
          title={say(PASSWORD_RESET_MESSAGES.notAvailableTitle)}
          text={say(PASSWORD_RESET_MESSAGES.notAvailable)}
          supportEmail={status.data?.supportEmail ?? null}
        />
      ) : sentTo !== null ? (
        <div role="status" className="mt-6 rounded-lg border border-green-300 bg-green-50 p-4 text-slate-900">
          <h2 className="text-lg font-semibold">{say(PASSWORD_RESET_MESSAGES.requestSentTitle)}</h2>
          <p className="mt-2">{say(PASSWORD_RESET_MESSAGES.requestSent)}</p>
          <Button variant="ghost" className="mt-2 -ml-2 px-2" onClick={() => setSentTo(null)}>
            {t("forgot.useAnother")}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-label={t("forgot.formLabel")}>
          <p className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-slate-800">
            {say(PASSWORD_RESET_MESSAGES.throttledNote)}
          </p>
          <TextField
            ref={emailRef}
            label={t("fields.email")}
            {...EMAIL_INPUT}
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" disabled={request.isPending} className="w-full">
            {request.isPending ? t("forgot.sending") : t("forgot.submit")}
          </Button>
        </form>
      )}
      {backToLogin}
    </AuthCard>
  );
}
