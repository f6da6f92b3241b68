// /test-checkout/:id — the built-in test checkout, used only when no card provider is configured. It says on its
// face that no money moves; completing or cancelling goes through the same fulfilment as a real payment.
import { Trans, useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { MEMBERSHIP_MESSAGES } from "@courtready/contracts";
import { serverMessage } from "../api/client.ts";
import { SignInRequired } from "../components/SignInRequired.tsx";
import { Button } from "../components/ui/button.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { useFinishLocalCheckout, useLocalCheckout } from "../features/membership/api.ts";
import { TestPaymentsBanner } from "../features/membership/PaymentsNotice.tsx";
import { planName } from "../features/membership/planText.ts";
import { useContractText } from "../i18n/contractText.ts";
import { toastFailure } from "../features/shared/toastFailure.ts";

export default function TestCheckoutPage() {
  const { t } = useTranslation("membership");
  usePageTitle(t("checkout.pageTitle"));
  return (
    <SignInRequired what={t("checkout.signInWhat")}>
      <TestCheckout />
    </SignInRequired>
  );
}

function TestCheckout() {
  const say = useContractText();
  const { t } = useTranslation("membership");
  const { id = "" } = useParams();
  const checkout = useLocalCheckout(id);
  const finish = useFinishLocalCheckout(id);
  const act = (action: "complete" | "cancel") =>
    finish.mutate(action, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (error) =>
        toastFailure(MEMBERSHIP_MESSAGES.checkoutErrorTitle, error, MEMBERSHIP_MESSAGES.checkoutErrorDefault),
    });

  if (checkout.isLoading) return <Spinner label={t("checkout.loading")} />;
  if (!checkout.data)
    return (
      <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t("checkout.notFound")}</h1>
        <p className="mt-2 text-slate-700">
          {say(serverMessage(checkout.error, MEMBERSHIP_MESSAGES.checkoutNotFound))}
        </p>
      </section>
    );
  const { tier, priceDisplay, status } = checkout.data;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl space-y-4">
      <TestPaymentsBanner />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="page-title" className="text-2xl font-bold text-slate-900">
          {t("checkout.title")}
        </h1>
        <p className="mt-2 text-lg text-slate-800">
          <Trans
            t={t}
            i18nKey="checkout.planLine"
            values={{ plan: planName(tier, t), price: priceDisplay }}
            components={{ strong: <span className="font-bold" /> }}
          />
        </p>
        {status === "open" ? (
          <div className="mt-5 flex flex-wrap gap-3">
            <Button disabled={finish.isPending} onClick={() => act("complete")}>
              {finish.isPending ? t("checkout.working") : t("checkout.complete")}
            </Button>
            <Button variant="secondary" disabled={finish.isPending} onClick={() => act("cancel")}>
              {t("checkout.cancel")}
            </Button>
          </div>
        ) : (
          <p className="mt-3 text-slate-700">
            {status === "paid" ? t("checkout.paid") : t("checkout.cancelled")}{" "}
            <a className="font-semibold text-blue-900 underline" href="/membership">
              {t("checkout.back")}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
