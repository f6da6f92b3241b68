// Stage two of /signup: choosing a plan creates the account and starts its checkout in one step (the spec's
// signup-checkout). Choosing before the details are saved is refused. An account without a plan can be made too.
import type { Ref } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useState } from "react";
import { AUTH_MESSAGES, MEMBERSHIP_MESSAGES } from "@courtready/contracts";
import type { TPlanId, TSignupRequest, TSignupResponse } from "@courtready/contracts";
import { apiJson } from "../../api/client.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { flushAnalytics, track } from "../shared/analytics/analytics.ts";
import { beginCheckoutParams, EMAIL_METHOD } from "../shared/analytics/events.ts";
import type { LoginLocationState } from "../shared/loginNavigation.ts";
import { usePaymentsMode, useSignupCheckout } from "./api.ts";
import { FreeInstallationNotice, TestPaymentsBanner } from "./PaymentsNotice.tsx";
import { PlanCards } from "./PlanCards.tsx";
import { toastFailure } from "../shared/toastFailure.ts";

export interface PlanStepProps {
  /** The saved account details as sign-up sends them (auth/validation.ts#signupRequestBody), or null while stage
   * one is not done. */
  details: TSignupRequest | null;
  /** Called when the user picks an option before saving their details, to send them back to the form. */
  onDetailsMissing: () => void;
  /** The step's heading, focused when the step opens so screen readers start reading there. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function PlanStep({ details, onDetailsMissing, headingRef }: PlanStepProps) {
  const { t } = useTranslation("membership");
  const navigate = useNavigate();
  const free = usePaymentsMode().data?.mode === "free";

  const createAccount = useMutation({
    mutationFn: (saved: TSignupRequest) => apiJson<TSignupResponse>("POST", "/api/auth/signup", saved),
    onSuccess: (response, saved) => {
      track("signup", EMAIL_METHOD);
      // The server's one answer for a new address and a known one (issue 42): it says to check the mail.
      toast({ title: response.message });
      const state: LoginLocationState = { email: saved.email };
      void navigate("/login", { state });
    },
    onError: (error) => {
      toastFailure(AUTH_MESSAGES.signupFailedTitle, error, AUTH_MESSAGES.signupFailedDefault);
    },
  });

  const signupCheckout = useSignupCheckout();
  const [pendingPlan, setPendingPlan] = useState<TPlanId | null>(null);
  const startPlan = (tier: TPlanId) =>
    choose((saved) => {
      setPendingPlan(tier);
      signupCheckout.mutate(
        { ...saved, tier },
        {
          onSuccess: ({ checkoutUrl }) => {
            // The account exists now, and its checkout has started; both are sent before the page is left.
            track("signup", EMAIL_METHOD);
            track("begin_checkout", beginCheckoutParams(tier));
            void flushAnalytics();
            window.location.assign(checkoutUrl);
          },
          onError: (error) => {
            setPendingPlan(null);
            toastFailure(
              MEMBERSHIP_MESSAGES.signupCheckoutErrorTitle,
              error,
              MEMBERSHIP_MESSAGES.signupCheckoutErrorDefault,
            );
          },
        },
      );
    });

  // Every plan choice goes through here, so the "details first" rule holds for the plan cards that come later too.
  const choose = (start: (saved: TSignupRequest) => void) => {
    if (!details) {
      // Spec §8: choosing a plan before the details are saved is refused with this toast.
      toast({
        title: t("planStep.completeFirstTitle"),
        description: t("planStep.completeFirstText"),
        variant: "destructive",
      });
      onDetailsMissing();
      return;
    }
    start(details);
  };

  return (
    <section
      aria-labelledby="plan-step-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{t("planStep.step")}</p>
      <h2
        id="plan-step-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-xl font-bold text-slate-900 outline-none sm:text-2xl"
      >
        {t("planStep.title")}
      </h2>
      {free ? (
        <div className="mt-3">
          <FreeInstallationNotice />
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("planStep.lead")}</p>
          <div className="mt-3">
            <TestPaymentsBanner />
          </div>
        </>
      )}
      {details ? null : (
        <p className="mt-3 rounded-lg bg-slate-100 p-3 text-slate-800">{t("planStep.saveFirst")}</p>
      )}
      {free ? null : (
        <>
          <div className="mt-5">
            <PlanCards onChoose={startPlan} pending={pendingPlan} />
          </div>
          <p className="mt-6 text-slate-700">{t("planStep.notReady")}</p>
        </>
      )}
      <Button
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        disabled={createAccount.isPending || pendingPlan !== null}
        onClick={() => choose((saved) => createAccount.mutate(saved))}
      >
        {createAccount.isPending ? t("planStep.creating") : t("planStep.createNow")}
      </Button>
    </section>
  );
}
