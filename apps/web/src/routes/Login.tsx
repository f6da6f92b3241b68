// /login (spec §2.4): log in or create an account in one form, social sign-in, and the ?error= toast on arrival.
import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_PATH,
  LOGIN_CHECK_MESSAGE,
  PASSWORD_RESET_MESSAGES,
  SIGN_IN_ERROR_TITLE,
  signInErrorMessage,
} from "@courtready/contracts";
import type { TLoginRequest, TSignupRequest, TSignupResponse } from "@courtready/contracts";
import { apiJson, errorStatus, serverMessage } from "../api/client.ts";
import { Button } from "../components/ui/button.tsx";
import { toast } from "../components/ui/toast.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { track } from "../features/shared/analytics/analytics.ts";
import { EMAIL_METHOD } from "../features/shared/analytics/events.ts";
import { AccountFields, EMPTY_ACCOUNT_DETAILS, useFieldRefs } from "../features/auth/AccountFields.tsx";
import { SocialSignIn } from "../features/auth/SocialSignIn.tsx";
import { logInWithCheck } from "../features/auth/loginCheck.ts";
import { CURRENT_USER_QUERY_KEY, useAuth } from "../features/shared/useAuth.ts";
import type { LoginLocationState } from "../features/shared/loginNavigation.ts";
import {
  firstInvalidField,
  signupRequestBody,
  validateLogin,
  validateNewAccount,
} from "../features/auth/validation.ts";
import type { AccountDetails, AccountField, FieldErrors } from "../features/auth/validation.ts";
import { useContractText } from "../i18n/contractText.ts";
import { toastFailure } from "../features/shared/toastFailure.ts";

type Mode = "login" | "create";

/** Spec §9: after a successful login the user is taken to / after 1 second, long enough to read the toast. */
const POST_LOGIN_REDIRECT_MS = 1000;

const LOGIN_FIELDS: readonly AccountField[] = ["email", "password"];
const CREATE_FIELDS: readonly AccountField[] = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmPassword",
];

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const say = useContractText();
  const [mode, setMode] = useState<Mode>("login");
  // A refused sign-in's "please wait N minutes", kept in the form: a phone shows a toast's details on one line only.
  const [throttled, setThrottled] = useState<string | null>(null);
  usePageMeta(mode === "login" ? t("login.titleLogin") : t("login.titleCreate"), t("login.metaDescription"));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [values, setValues] = useState<AccountDetails>(() => ({
    ...EMPTY_ACCOUNT_DETAILS,
    email: (location.state as LoginLocationState | null)?.email ?? "",
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [redirecting, setRedirecting] = useState(false);
  const refs = useFieldRefs();
  const submitRef = useRef<HTMLButtonElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // After an account is created, focus "Log In" so Enter finishes the job. The button is still disabled while the
  // mutation settles, and a disabled button cannot take focus, so wait for the render that enables it.
  const focusSubmitWhenReady = useRef(false);
  useEffect(() => {
    if (!focusSubmitWhenReady.current || !submitRef.current || submitRef.current.disabled) return;
    focusSubmitWhenReady.current = false;
    submitRef.current.focus();
  });

  // A failed social sign-in comes back as ?error=CODE: say what went wrong once, then clean the address so a
  // reload or a shared link does not repeat it.
  const [searchParams, setSearchParams] = useSearchParams();
  const errorCode = searchParams.get("error");
  useEffect(() => {
    if (!errorCode) return;
    toast({ title: SIGN_IN_ERROR_TITLE, description: signInErrorMessage(errorCode), variant: "destructive" });
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("error");
        return next;
      },
      { replace: true },
    );
  }, [errorCode, setSearchParams]);

  const login = useMutation({
    // A browser new to the account may be asked for the sign-in check first; the form says so while it runs.
    mutationFn: (body: TLoginRequest) => logInWithCheck(body, () => setThrottled(LOGIN_CHECK_MESSAGE)),
    onSuccess: () => {
      track("login", EMAIL_METHOD);
      setThrottled(null);
      setRedirecting(true);
      toast({ title: AUTH_MESSAGES.loginSuccessTitle });
      // The user query refetches during the pause, so "/" usually knows the user by the time it opens.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      redirectTimer.current = window.setTimeout(() => void navigate("/"), POST_LOGIN_REDIRECT_MS);
    },
    onMutate: () => setThrottled(null),
    onError: (error) => {
      const message = serverMessage(error, AUTH_MESSAGES.invalidCredentials);
      if (errorStatus(error) === 429) setThrottled(message);
      toast({ title: AUTH_MESSAGES.loginFailedTitle, description: message, variant: "destructive" });
    },
  });

  const createAccount = useMutation({
    mutationFn: (body: TSignupRequest) => apiJson<TSignupResponse>("POST", "/api/auth/signup", body),
    onSuccess: (response) => {
      track("signup", EMAIL_METHOD);
      // The server's one answer for a new address and a known one (issue 42): it says to check the mail.
      toast({ title: response.message });
      // E-mail and password stay filled in, so one press of "Log In" finishes the job.
      setMode("login");
      setErrors({});
      focusSubmitWhenReady.current = true;
    },
    onError: (error) => {
      toastFailure(AUTH_MESSAGES.signupFailedTitle, error, AUTH_MESSAGES.signupFailedDefault);
    },
  });

  const busy = login.isPending || createAccount.isPending || redirecting;

  const onChange = (field: AccountField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Once the user edits a field, its old complaint no longer applies.
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = mode === "login" ? validateLogin(values, t) : validateNewAccount(values, t);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (mode === "login") login.mutate({ email: values.email.trim(), password: values.password });
    else createAccount.mutate(signupRequestBody(values));
  };

  const switchMode = () => {
    setMode((current) => (current === "login" ? "create" : "login"));
    setErrors({});
  };

  const submitLabel =
    mode === "login"
      ? login.isPending || redirecting
        ? t("login.signingIn")
        : t("login.submitLogin")
      : createAccount.isPending
        ? t("login.creatingAccount")
        : t("login.submitCreate");

  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {mode === "login" ? t("login.titleLogin") : t("login.titleCreate")}
        </h1>
        <p className="mt-2 text-slate-700">
          {mode === "login" ? t("login.leadLogin") : t("login.leadCreate")}
        </p>

        {user ? (
          <p className="mt-4 rounded-lg border border-blue-200 bg-blue-50 p-3 text-slate-800">
            <Trans
              t={t}
              i18nKey="login.alreadyLoggedIn"
              values={{ email: user.email }}
              components={{ strong: <strong className="break-all" /> }}
            />{" "}
            <Link to="/dashboard" className="font-semibold text-blue-800 underline underline-offset-4">
              {t("login.goToDashboard")}
            </Link>
          </p>
        ) : null}

        <form
          noValidate
          onSubmit={onSubmit}
          className="mt-6 space-y-5"
          aria-label={mode === "login" ? t("login.formLogin") : t("login.formCreate")}
        >
          <AccountFields
            fields={mode === "login" ? LOGIN_FIELDS : CREATE_FIELDS}
            values={values}
            errors={errors}
            onChange={onChange}
            refs={refs}
            passwordAutoComplete={mode === "login" ? "current-password" : "new-password"}
            showPasswordHint={mode === "create"}
          />
          {mode === "login" && throttled ? (
            <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-950">
              {say(throttled)}
            </p>
          ) : null}
          {mode === "login" ? (
            // Also the way out of a sign-in lock-out, which the throttle's message points to.
            <p className="-mt-2 text-right">
              <Link
                to={FORGOT_PASSWORD_PATH}
                state={{ email: values.email.trim() } satisfies LoginLocationState}
                className="inline-flex min-h-11 items-center px-1 font-semibold text-blue-800 underline underline-offset-4"
              >
                {say(PASSWORD_RESET_MESSAGES.linkLabel)}
              </Link>
            </p>
          ) : null}
          <Button ref={submitRef} type="submit" disabled={busy} className="w-full">
            {submitLabel}
          </Button>
        </form>

        <p className="mt-4 text-center text-slate-700">
          {mode === "login" ? t("login.noAccount") : t("login.haveAccount")}{" "}
          <Button variant="ghost" onClick={switchMode} disabled={busy} className="px-2">
            {mode === "login" ? t("login.switchToCreate") : t("login.switchToLogin")}
          </Button>
        </p>

        <SocialSignIn />
      </div>

      <p className="mt-6 text-center text-slate-700">
        {t("login.plansFirst")}{" "}
        <Link
          to="/signup"
          className="inline-flex min-h-11 items-center px-1 font-semibold text-blue-800 underline underline-offset-4"
        >
          {t("login.signUp")}
        </Link>
      </p>
    </div>
  );
}
