// /membership (accounts-dashboard-and-pages.md §2.6, §4, §8): plan cards, the current membership, the return from
// checkout (success=true&tier&session_id, or canceled=true: a message, then the address is reset), group seats.
import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { JOIN_GROUP_FRAGMENT, MAX_GROUP_INVITES, MEMBERSHIP_MESSAGES, planById } from "@courtready/contracts";
import type { TGroupResponse, TMembershipStatus, TPlanId } from "@courtready/contracts";
import { serverMessage } from "../api/client.ts";
import { Button, buttonClasses } from "../components/ui/button.tsx";
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
import { peekReturn, takeReturn } from "../features/shared/returnTo.ts";

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

export default function MembershipPage() {
  usePageTitle("Membership");
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
        toast({
          title: MEMBERSHIP_MESSAGES.checkoutErrorTitle,
          description: serverMessage(error, MEMBERSHIP_MESSAGES.checkoutErrorDefault),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Membership</h1>
        {free ? null : (
          <p className="mt-2 text-lg text-slate-700">
            One price, every binder you need. Pay once for the time you choose; nothing renews by itself.
          </p>
        )}
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
          <Link to="/login" className="font-semibold text-blue-900 underline">
            Log in
          </Link>{" "}
          or{" "}
          <Link to="/signup" className="font-semibold text-blue-900 underline">
            sign up
          </Link>{" "}
          to buy a membership.
        </p>
      )}

      {free ? (
        isAuthenticated ? (
          <Link to="/create" className={buttonClasses("primary")}>
            Build a binder
          </Link>
        ) : null
      ) : (
        <section aria-labelledby="plans-title">
          <h2 id="plans-title" className="text-2xl font-bold text-slate-900">
            Plans
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
    <section
      aria-labelledby="join-title"
      className="rounded-2xl border-2 border-blue-300 bg-blue-50 p-5 text-slate-900 sm:p-6"
    >
      <h2 id="join-title" className="text-2xl font-bold">
        Join a group plan
      </h2>
      {isAuthenticated ? (
        <>
          <p className="mt-2 text-lg">
            You were invited by e-mail to share someone&apos;s group membership. The seat goes to the account
            with the invited e-mail address; signed in with another, you can ask the person who invited you to
            give it to you.
          </p>
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
                  toast({
                    title: "Could not join",
                    description: serverMessage(error, MEMBERSHIP_MESSAGES.inviteLinkInvalid),
                    variant: "destructive",
                  }),
              })
            }
          >
            {accept.isPending ? "Joining..." : "Join the group plan"}
          </Button>
        </>
      ) : (
        <p className="mt-2 text-lg">
          You were invited by e-mail to share someone&apos;s group membership.{" "}
          <Link to="/login" className="font-semibold text-blue-900 underline">
            Log in
          </Link>{" "}
          or{" "}
          <Link to="/signup" className="font-semibold text-blue-900 underline">
            sign up
          </Link>
          , then open the link in the e-mail again.
        </p>
      )}
    </section>
  );
}

/** One seat's state in the owner's list, naming the account that holds or asks for it. */
function seatState(member: TGroupResponse["members"][number]): string {
  if (member.joined)
    return `(joined${member.holder ? `: seat held by ${member.holder.name} · ${member.holder.email}` : ""})`;
  const asker = member.requestedBy;
  if (member.awaitingConfirmation)
    return `(link opened by the account of this address: waiting for e-mail confirmation${
      asker ? `; also opened by ${asker.name} · ${asker.email}, another address` : ""
    })`;
  if (!asker) return "(invited: link not opened yet)";
  const sameAddress = asker.email.trim().toLowerCase() === member.email;
  return sameAddress
    ? `(link opened by ${asker.name} · ${asker.email}, this address but not confirmed by e-mail: the seat is theirs only if you give it)`
    : `(link opened by ${asker.name} · ${asker.email}, another address: the seat is theirs only if you give it)`;
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
  if (loading) return <p className="text-slate-700">Checking your membership…</p>;
  const active = status?.status === "active";
  const plan = status?.type ? planById(status.type) : undefined;
  const group =
    active && status?.role === "owner" && (status.type === "group-monthly" || status.type === "group-yearly");
  return (
    <section
      aria-labelledby="current-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="current-title" className="text-2xl font-bold text-slate-900">
        Your membership
      </h2>
      {active && status?.expiresAt ? (
        <div className="mt-2 space-y-1 text-lg text-slate-800">
          <p>
            <span className="font-semibold text-green-800">Active</span> — {plan?.name ?? status.type} plan
            {status.role === "member" ? " (shared with you by your group)" : ""}.
          </p>
          <p>Valid until {formatDay(status.expiresAt)}.</p>
          <Link to={peekReturn() ?? "/create"} className={buttonClasses("primary", "mt-3")}>
            {peekReturn() ? "Back to your binder" : "Build a binder"}
          </Link>
        </div>
      ) : (
        <p className="mt-2 text-lg text-slate-800">
          You have no active membership. Choose a plan below to build binders. Signed in as {email}.
        </p>
      )}
      {group ? <GroupSeats /> : null}
    </section>
  );
}

function GroupSeats() {
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
            title: "Invitation sent",
            description: `We e-mailed a link to ${email.trim()}. The seat is theirs once they open it.`,
          });
          setEmail("");
        },
        onError: (error) =>
          toast({
            title: "Could not invite",
            description: serverMessage(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  };
  const members = group.data?.members ?? [];
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <h3 className="text-xl font-bold text-slate-900">People in your group</h3>
      <p className="mt-1 text-slate-700">
        Invite up to {MAX_GROUP_INVITES} more people by e-mail address. We e-mail each a link; they get the
        membership when they open it and sign in.
      </p>
      {members.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="break-all">
                {member.email} <span className="text-sm text-slate-600">{seatState(member)}</span>
              </span>
              {member.requestedBy && !member.joined ? (
                <Button
                  disabled={change.isPending}
                  onClick={() => change.mutate({ give: member.id })}
                  aria-label={`Give the seat to ${member.requestedBy.name}, ${member.requestedBy.email}`}
                >
                  Give the seat
                </Button>
              ) : null}
              <Button
                variant="secondary"
                disabled={change.isPending}
                onClick={() => change.mutate({ remove: member.id })}
                aria-label={`Remove ${member.email} from your group`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {group.data && group.data.seatsLeft > 0 ? (
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="block font-semibold">
              E-mail address to invite
            </label>
            <input
              id={inputId}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="mt-1.5 block min-h-12 w-full rounded-lg border-2 border-slate-400 px-3"
            />
          </div>
          <Button type="submit" disabled={change.isPending || !email.trim()}>
            {change.isPending ? "Inviting..." : "Invite"}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
