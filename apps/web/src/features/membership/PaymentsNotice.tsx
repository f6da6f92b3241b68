// What kind of payments this installation takes, said where a person would otherwise assume a real purchase
// (issue 22, finding 4): "Test payments — no money is taken" on every page that touches the test checkout, and on a
// free installation that there is nothing to buy.
import { MEMBERSHIP_MESSAGES } from "@courtready/contracts";
import { usePaymentsMode } from "./api.ts";
import { useContractText } from "../../i18n/contractText.ts";

/** The visible banner under PAYMENTS=test; nothing otherwise. */
export function TestPaymentsBanner() {
  const payments = usePaymentsMode();
  const say = useContractText();
  if (payments.data?.mode !== "test") return null;
  return (
    <p
      role="note"
      data-testid="test-payments-banner"
      className="rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950"
    >
      <span className="block text-lg font-bold">{say(MEMBERSHIP_MESSAGES.testPaymentsBanner)}</span>
      <span className="mt-1 block">{say(MEMBERSHIP_MESSAGES.testPaymentsDetail)}</span>
    </p>
  );
}

/** The notice a free installation shows instead of plans. */
export function FreeInstallationNotice() {
  const say = useContractText();
  return (
    <p
      role="note"
      data-testid="free-installation-notice"
      className="rounded-xl border-2 border-green-600 bg-green-50 p-4 text-lg font-semibold text-green-950"
    >
      {say(MEMBERSHIP_MESSAGES.freeInstallation)}
    </p>
  );
}
