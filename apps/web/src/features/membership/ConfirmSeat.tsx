// The link of the e-mail that confirms a password account's address before it takes a group seat (issue 42,
// finding 5): /membership#confirm=…; the signed-in account confirms with one button and the seat is its own.
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CONFIRM_SEAT_FRAGMENT, MEMBERSHIP_MESSAGES } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useConfirmSeat } from "./api.ts";
import { TitledSection } from "../../components/TitledSection.tsx";
import { toastFailure } from "../shared/toastFailure.ts";

/** The secret of a confirmation link, read once: the fragment never reaches a server log. */
function confirmationToken(): string | null {
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  return hash.startsWith(`#${CONFIRM_SEAT_FRAGMENT}`) ? hash.slice(CONFIRM_SEAT_FRAGMENT.length + 1) : null;
}

export function ConfirmSeat({
  isAuthenticated,
  isLoading,
}: {
  isAuthenticated: boolean;
  isLoading: boolean;
}) {
  const { t } = useTranslation("membership");
  const [token, setToken] = useState(confirmationToken);
  const confirm = useConfirmSeat();
  if (!token || isLoading) return null;
  return (
    <TitledSection id="confirm-seat-title" title={t("confirm.title")} tone="notice">
      {isAuthenticated ? (
        <>
          <p className="mt-2 text-lg">{t("confirm.text")}</p>
          <Button
            className="mt-3"
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(token, {
                onSuccess: () => {
                  toast({
                    title: MEMBERSHIP_MESSAGES.addressConfirmed,
                    description: MEMBERSHIP_MESSAGES.inviteAccepted,
                  });
                  window.history.replaceState(null, "", "/membership");
                  setToken(null);
                },
                onError: (error) =>
                  toastFailure(t("confirm.failedTitle"), error, MEMBERSHIP_MESSAGES.confirmLinkInvalid),
              })
            }
          >
            {confirm.isPending ? t("confirm.confirming") : t("confirm.submit")}
          </Button>
        </>
      ) : (
        <p className="mt-2 text-lg">
          <Trans
            t={t}
            i18nKey="confirm.signedOut"
            components={{ login: <Link to="/login" className="font-semibold text-blue-900 underline" /> }}
          />
        </p>
      )}
    </TitledSection>
  );
}
