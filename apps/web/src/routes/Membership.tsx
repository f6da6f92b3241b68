// /membership (accounts-dashboard-and-pages.md §2.6, §4, §8): plan cards, the current membership, the return from
// checkout (success=true&tier&session_id, or canceled=true: a message, then the address is reset), group seats.
import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { JOIN_GROUP_FRAGMENT, MAX_GROUP_INVITES, MEMBERSHIP_MESSAGES } from "@courtready/contracts";
import type { TGroupResponse, TMembershipStatus, TPlanId } from "@courtready/contracts";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { LabelledInput } from "../components/ui/text-field.tsx";
import { toast } from "../components/ui/toast.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { flushAnalytics, track } from "../features/shared/analytics/analytics.ts";
import { beginCheckoutParams, purchaseParams } from "../features/shared/analytics/events.ts";
import { CURRENT_USER_QUERY_KEY, useAuth } from "../features/shared/useAuth.ts";
import {
  useAcceptInvite,
  useGroup,
  useGroupChange,
  usePaymentsMode,
  useStartCheckout,
} from "../features/membership/api.ts";
import { MEMBERSHIP_STATUS_URL, useMembershipStatus } from "../features/shared/membershipStatus.ts";
import { FreeInstallationNotice, TestPaymentsBanner } from "../features/membership/PaymentsNotice.tsx";
import { ConfirmSeat } from "../features/membership/ConfirmSeat.tsx";
import { PlanCards } from "../features/membership/PlanCards.tsx";
import { planName } from "../features/membership/planText.ts";
import { currentLanguage } from "../i18n/index.ts";
import { peekReturn, takeReturn } from "../features/shared/returnTo.ts";
import { TitledSection } from "../components/TitledSection.tsx";
import { toastFailure } from "../features/shared/toastFailure.ts";

/** A day as the reader writes it: "March 5, 2027" or "5 de marzo de 2027" (both US regional conventions). */
function formatDay(iso: string): string {
  const locale = currentLanguage() === "es" ? "es-US" : "en-US";
  return new Date(iso).toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" });
}

/** The sign-in and sign-up links inside a sentence of the `membership` catalogue (<login>…</login>, <signup>…</signup>). */
const SIGN_IN_LINKS = {
  login: <Link to="/login" className="font-semibold text-blue-900 underline" />,
  signup: <Link to="/signup" className="font-semibold text-blue-900 underline" />,
};

export default function MembershipPage() {
  const { t } = useTranslation("membership");
  usePageTitle(t("pageTitle"));
  const { user, isLoading, isAuthenticated } = useAuth();
  const status = useMembershipStatus(isAuthenticated);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useStartCheckout();
  const [pending, setPending] = useState<TPlanId | null>(null);
  const handledReturn = useRef(false);
  const free = usePaymentsMode().data?.mode === "free";

  // The return from checkout: said once, then the address goes back to /membership.
  useEffect(() => {
    if (handledReturn.current) return;
    if (params.get("success") === "true") {
      handledReturn.current = true;
      void queryClient.invalidateQueries({ queryKey: [MEMBERSHIP_STATUS_URL] });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      const tier = params.get("tier") ?? "";
      track("purchase", purchaseParams(tier));
      toast({
        title: MEMBERSHIP_MESSAGES.paymentSuccessTitle,
        description: MEMBERSHIP_MESSAGES.paymentSuccessText(tier === "yearly" || tier === "group-yearly"),
      });
      // Sent here from the builder: back to their files (the project, or the form this device kept).
      void navigate(takeReturn() ?? "/membership", { replace: true });
    } else if (params.get("canceled") === "true") {
      handledReturn.current = true;
      toast({
        title: MEMBERSHIP_MESSAGES.paymentCancelledTitle,
        description: MEMBERSHIP_MESSAGES.paymentCancelledText,
      });
      void navigate("/membership", { replace: true });
    }
  }, [params, navigate, queryClient]);

  const choose = (tier: TPlanId) => {
    if (!isAuthenticated) {
      toast({
        title: MEMBERSHIP_MESSAGES.loginRequiredTitle,
        description: MEMBERSHIP_MESSAGES.loginRequiredText,
        variant: "destructive",
      });
      return;
    }
    setPending(tier);
    checkout.mutate(tier, {
      onSuccess: ({ checkoutUrl }) => {
        track("begin_checkout", beginCheckoutParams(tier));
        // Sent now, not on a timer: the next line leaves the page.
        void flushAnalytics();
        window.location.assign(checkoutUrl);
      },
      onError: (error) => {
        setPending(null);
        toastFailure(MEMBERSHIP_MESSAGES.checkoutErrorTitle, error, MEMBERSHIP_MESSAGES.checkoutErrorDefault);
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t("page.title")}</h1>
        {free ? null : <p className="mt-2 text-lg text-slate-700">{t("page.lead")}</p>}
      </header>

      <TestPaymentsBanner />

      <JoinGroup isAuthenticated={isAuthenticated} isLoading={isLoading} />
      <ConfirmSeat isAuthenticated={isAuthenticated} isLoading={isLoading} />

      {free ? (
        <FreeInstallationNotice />
      ) : isLoading ? null : isAuthenticated ? (
        <CurrentMembership
          status={status.data ?? null}
          loading={status.isLoading}
          email={user?.email ?? ""}
        />
      ) : (
        <p className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-slate-900">
          <Trans t={t} i18nKey="page.signInPrompt" components={SIGN_IN_LINKS} />
        </p>
      )}

      {free ? (
        isAuthenticated ? (
          <Link to="/create" className={buttonClasses("primary")}>
            {t("page.buildBinder")}
          </Link>
        ) : null
      ) : (
        <section aria-labelledby="plans-title">
          <h2 id="plans-title" className="text-2xl font-bold text-slate-900">
            {t("page.plansTitle")}
          </h2>
          <div className="mt-4">
            <PlanCards
              onChoose={choose}
              pending={pending}
              current={status.data?.role === "owner" ? status.data.type : null}
            />
          </div>
        </section>
      )}
    </div>
  );
}

/** The secret of an invitation link (/membership#join=…), read once: the fragment never reaches a server log. */
function invitationToken(): string | null {
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  return hash.startsWith(`#${JOIN_GROUP_FRAGMENT}`) ? hash.slice(JOIN_GROUP_FRAGMENT.length + 1) : null;
}

/** Opening the link from an invitation e-mail: the signed-in person takes the seat with one button. */
function JoinGroup({ isAuthenticated, isLoading }: { isAuthenticated: boolean; isLoading: boolean }) {
  const { t } = useTranslation("membership");
  const [token, setToken] = useState(invitationToken);
  // What the server said when the seat waits (a confirmation e-mail, or the owner): kept on the page, not a toast.
  const [pending, setPending] = useState<string | null>(null);
  const accept = useAcceptInvite();
  if (!token || isLoading) return null;
  const done = () => {
    window.history.replaceState(null, "", "/membership");
    setToken(null);
  };
  return (
    <TitledSection id="join-title" title={t("join.title")} tone="notice">
      {isAuthenticated ? (
        <>
          <p className="mt-2 text-lg">{t("join.invitedSignedIn")}</p>
          {pending ? (
            <p
              role="status"
              className="mt-3 rounded-lg border border-blue-300 bg-white p-3 text-lg font-semibold"
            >
              {pending}
            </p>
          ) : null}
          <Button
            className="mt-3"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: (answer) => {
                  if ("pending" in answer) return setPending(answer.message);
                  toast({ title: MEMBERSHIP_MESSAGES.inviteAccepted });
                  done();
                },
                onError: (error) =>
                  toastFailure(t("join.failedTitle"), error, MEMBERSHIP_MESSAGES.inviteLinkInvalid),
              })
            }
          >
            {accept.isPending ? t("join.joining") : t("join.submit")}
          </Button>
        </>
      ) : (
        <p className="mt-2 text-lg">
          <Trans t={t} i18nKey="join.invitedSignedOut" components={SIGN_IN_LINKS} />
        </p>
      )}
    </TitledSection>
  );
}

/** One seat's state in the owner's list, naming the account that holds or asks for it. */
function seatState(member: TGroupResponse["members"][number], t: TFunction<"membership">): string {
  if (member.joined) {
    const holder = member.holder;
    return holder ? t("seat.joinedBy", { name: holder.name, email: holder.email }) : t("seat.joined");
  }
  const asker = member.requestedBy;
  if (member.awaitingConfirmation)
    return asker ? t("seat.awaitingAlso", { name: asker.name, email: asker.email }) : t("seat.awaiting");
  if (!asker) return t("seat.notOpened");
  const sameAddress = asker.email.trim().toLowerCase() === member.email;
  const who = { name: asker.name, email: asker.email };
  return sameAddress ? t("seat.openedSameAddress", who) : t("seat.openedOtherAddress", who);
}

function CurrentMembership({
  status,
  loading,
  email,
}: {
  status: TMembershipStatus | null;
  loading: boolean;
  email: string;
}) {
  const { t } = useTranslation("membership");
  if (loading) return <p className="text-slate-700">{t("current.checking")}</p>;
  const active = status?.status === "active";
  const group =
    active && status?.role === "owner" && (status.type === "group-monthly" || status.type === "group-yearly");
  return (
    <section
      aria-labelledby="current-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="current-title" className="text-2xl font-bold text-slate-900">
        {t("current.title")}
      </h2>
      {active && status?.expiresAt ? (
        <div className="mt-2 space-y-1 text-lg text-slate-800">
          <p>
            <Trans
              t={t}
              i18nKey={status.role === "member" ? "current.activeShared" : "current.active"}
              values={{ plan: status.type ? planName(status.type, t) : "" }}
              components={{ strong: <span className="font-semibold text-green-800" /> }}
            />
          </p>
          <p>{t("current.validUntil", { date: formatDay(status.expiresAt) })}</p>
          <Link to={peekReturn() ?? "/create"} className={buttonClasses("primary", "mt-3")}>
            {peekReturn() ? t("current.backToBinder") : t("current.buildBinder")}
          </Link>
        </div>
      ) : (
        <p className="mt-2 text-lg text-slate-800">{t("current.none", { email })}</p>
      )}
      {group ? <GroupSeats /> : null}
    </section>
  );
}

function GroupSeats() {
  const { t } = useTranslation("membership");
  const group = useGroup(true);
  const change = useGroupChange();
  const [email, setEmail] = useState("");
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    change.mutate(
      { invite: email.trim() },
      {
        onSuccess: () => {
          toast({
            title: t("group.invitedTitle"),
            description: t("group.invitedText", { email: email.trim() }),
          });
          setEmail("");
        },
        onError: (error) => toastFailure(t("group.inviteFailedTitle"), error, t("group.tryAgain")),
      },
    );
  };
  const members = group.data?.members ?? [];
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <h3 className="text-xl font-bold text-slate-900">{t("group.title")}</h3>
      <p className="mt-1 text-slate-700">{t("group.lead", { count: MAX_GROUP_INVITES })}</p>
      {members.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="break-all">
                {member.email} <span className="text-sm text-slate-600">{seatState(member, t)}</span>
              </span>
              {member.requestedBy && !member.joined ? (
                <Button
                  disabled={change.isPending}
                  onClick={() => change.mutate({ give: member.id })}
                  aria-label={t("group.giveLabel", {
                    name: member.requestedBy.name,
                    email: member.requestedBy.email,
                  })}
                >
                  {t("group.give")}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                disabled={change.isPending}
                onClick={() => change.mutate({ remove: member.id })}
                aria-label={t("group.removeLabel", { email: member.email })}
              >
                {t("group.remove")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {group.data && group.data.seatsLeft > 0 ? (
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
          <LabelledInput
            id={inputId}
            className="min-w-0 flex-1"
            label={t("group.inviteLabel")}
            type="email"
            value={email}
            onValueChange={setEmail}
          />
          <Button type="submit" disabled={change.isPending || !email.trim()}>
            {change.isPending ? t("group.inviting") : t("group.invite")}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
