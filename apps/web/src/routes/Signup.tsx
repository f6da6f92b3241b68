// /signup (spec §2.5): stage one saves the account details, stage two chooses a plan (PlanStep).
import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { Link } from "react-router-dom";
import { Button } from "../components/ui/button.tsx";
import { dismissToast, toast } from "../components/ui/toast.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { AccountFields, EMPTY_ACCOUNT_DETAILS, useFieldRefs } from "../features/auth/AccountFields.tsx";
import {
  FIELD_ORDER,
  REQUIRED_FIELD_MESSAGES,
  SIGNUP_PROBLEM_TITLES,
  isEmpty,
  signupProblem,
  signupRequestBody,
} from "../features/auth/validation.ts";
import type { AccountDetails, AccountField, FieldErrors } from "../features/auth/validation.ts";
import { PlanStep } from "../features/membership/PlanStep.tsx";

export default function SignupPage() {
  usePageMeta(
    "Sign Up",
    "Create a CourtReady account and choose a plan to build court-ready exhibit binders.",
  );
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
    const problem = signupProblem(values);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: "destructive" });
      // The problem stays written beside its field after the toast has gone; for missing information, beside every
      // empty field, each saying what it needs.
      const next: FieldErrors =
        problem.title === SIGNUP_PROBLEM_TITLES.missing
          ? Object.fromEntries(
              FIELD_ORDER.filter((field) => isEmpty(values, field)).map((field) => [
                field,
                REQUIRED_FIELD_MESSAGES[field],
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
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Sign Up</h1>
        <p className="mt-2 text-slate-700">
          Two short steps: tell us who you are, then choose a plan. Already have an account?{" "}
          <Link to="/login" className="font-semibold text-blue-800 underline underline-offset-4">
            Log in
          </Link>
        </p>
      </div>

      <section
        aria-labelledby="details-step-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Step 1 of 2</p>
        <h2 id="details-step-title" className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
          Your account details
        </h2>
        {saved ? (
          <div role="status" className="mt-4 rounded-lg border-2 border-green-700 bg-green-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-green-900">
              <span aria-hidden="true">✓</span> Account details saved
            </p>
            <p className="mt-1 text-slate-800">
              {saved.firstName.trim()} {saved.lastName.trim()} ·{" "}
              <span className="break-all">{saved.email.trim()}</span>
            </p>
            <Button variant="secondary" onClick={editDetails} className="mt-3">
              Edit details
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-label="Account details">
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
              Save details and continue
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
