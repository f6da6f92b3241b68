// /signup (spec §2.5): stage one saves the account details, stage two chooses a plan (PlanStep).
import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "../components/ui/button.tsx";
import { dismissToast, toast } from "../components/ui/toast.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { AccountFields, EMPTY_ACCOUNT_DETAILS, useFieldRefs } from "../features/auth/AccountFields.tsx";
import {
  FIELD_ORDER,
  isEmpty,
  isMissingProblem,
  requiredFieldMessage,
  signupProblem,
  signupRequestBody,
} from "../features/auth/validation.ts";
import type { AccountDetails, AccountField, FieldErrors } from "../features/auth/validation.ts";
import { PlanStep } from "../features/membership/PlanStep.tsx";

export default function SignupPage() {
  const { t } = useTranslation("auth");
  usePageMeta(t("signup.title"), t("signup.metaDescription"));
  const [values, setValues] = useState<AccountDetails>(EMPTY_ACCOUNT_DETAILS);
  // The details as they were when saved; null until the form passes its checks. Editing un-saves them, so a plan
  // is never bought for details the user has since changed.
  const [saved, setSaved] = useState<AccountDetails | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useFieldRefs();
  const planHeadingRef = useRef<HTMLHeadingElement>(null);

  const onChange = (field: AccountField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = signupProblem(values, t);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: "destructive" });
      // The problem stays written beside its field after the toast has gone; for missing information, beside every
      // empty field, each saying what it needs.
      const next: FieldErrors = isMissingProblem(problem, t)
        ? Object.fromEntries(
            FIELD_ORDER.filter((field) => isEmpty(values, field)).map((field) => [
              field,
              requiredFieldMessage(field, t),
            ]),
          )
        : { [problem.field]: problem.description };
      setErrors(next);
      refs[problem.field].current?.focus();
      return;
    }
    setErrors({});
    // A complaint from an earlier attempt must not linger beside the "saved" confirmation.
    dismissToast();
    setSaved(values);
    requestAnimationFrame(() => planHeadingRef.current?.focus());
  };

  const editDetails = () => {
    setSaved(null);
    requestAnimationFrame(() => refs.firstName.current?.focus());
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("signup.title")}</h1>
        <p className="mt-2 text-slate-700">
          {t("signup.lead")}{" "}
          <Link to="/login" className="font-semibold text-blue-800 underline underline-offset-4">
            {t("signup.logIn")}
          </Link>
        </p>
      </div>

      <section
        aria-labelledby="details-step-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{t("signup.step")}</p>
        <h2 id="details-step-title" className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
          {t("signup.detailsTitle")}
        </h2>
        {saved ? (
          <div role="status" className="mt-4 rounded-lg border-2 border-green-700 bg-green-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-green-900">
              <span aria-hidden="true">✓</span> {t("signup.saved")}
            </p>
            <p className="mt-1 text-slate-800">
              {saved.firstName.trim()} {saved.lastName.trim()} ·{" "}
              <span className="break-all">{saved.email.trim()}</span>
            </p>
            <Button variant="secondary" onClick={editDetails} className="mt-3">
              {t("signup.edit")}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-label={t("signup.formLabel")}>
            <AccountFields
              fields={FIELD_ORDER}
              values={values}
              errors={errors}
              onChange={onChange}
              refs={refs}
              passwordAutoComplete="new-password"
              showPasswordHint
            />
            <Button type="submit" className="w-full sm:w-auto">
              {t("signup.submit")}
            </Button>
          </form>
        )}
      </section>

      <PlanStep
        details={saved && signupRequestBody(saved)}
        onDetailsMissing={() =>
          refs[FIELD_ORDER.find((field) => isEmpty(values, field)) ?? "firstName"].current?.focus()
        }
        headingRef={planHeadingRef}
      />
    </div>
  );
}
