// Membership queries and checkout calls. The status is cached per session (the spec's "data never becomes stale");
// a purchase invalidates it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAcceptInvitePending,
  TCheckoutResponse,
  TGroupResponse,
  TLocalCheckout,
  TMembershipStatus,
  TPaymentsInfo,
  TPlanId,
  TSignupRequest,
} from "@courtready/contracts";
import { apiJson } from "../../api/client.ts";
import { MEMBERSHIP_STATUS_URL } from "../shared/membershipStatus.ts";

export const GROUP_URL = "/api/membership/group";

/** How this installation has memberships: card payments, the test checkout, or free for every account. */
export function usePaymentsMode() {
  return useQuery<TPaymentsInfo>({ queryKey: ["/api/membership/payments"] });
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (tier: TPlanId) =>
      apiJson<TCheckoutResponse>("POST", "/api/membership/create-checkout", { tier }),
  });
}

export function useSignupCheckout() {
  return useMutation({
    mutationFn: (input: TSignupRequest & { tier: TPlanId }) =>
      apiJson<TCheckoutResponse>("POST", "/api/membership/signup-checkout", input),
  });
}

export function useLocalCheckout(id: string) {
  return useQuery<TLocalCheckout>({ queryKey: [`/api/membership/checkout/${encodeURIComponent(id)}`] });
}

export function useFinishLocalCheckout(id: string) {
  return useMutation({
    mutationFn: (action: "complete" | "cancel") =>
      apiJson<{ redirectUrl: string }>(
        "POST",
        `/api/membership/checkout/${encodeURIComponent(id)}/${action}`,
      ),
  });
}

/**
 * Takes a group seat with the secret from an invitation e-mail's link (issue 22, finding 9). A password account whose
 * address is not proven yet gets `pending` with what happens next (issue 42, finding 5) and no seat.
 */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<TMembershipStatus | TAcceptInvitePending>("POST", "/api/membership/group/accept", { token }),
    onSuccess: (answer) => {
      if (!("pending" in answer)) queryClient.setQueryData([MEMBERSHIP_STATUS_URL], answer);
    },
  });
}

/** Proves the signed-in account's address with the secret from the confirmation e-mail, taking the seats held for it. */
export function useConfirmSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<TMembershipStatus>("POST", "/api/membership/group/confirm", { token }),
    onSuccess: (status) => queryClient.setQueryData([MEMBERSHIP_STATUS_URL], status),
  });
}

export function useGroup(enabled: boolean) {
  return useQuery<TGroupResponse>({ queryKey: [GROUP_URL], enabled });
}

export function useGroupChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { invite: string } | { remove: string } | { give: string }) =>
      "invite" in change
        ? apiJson<TGroupResponse>("POST", `${GROUP_URL}/invite`, { email: change.invite })
        : "give" in change
          ? // The owner gives the seat to the account that opened the link with another address (issue 42).
            apiJson<TGroupResponse>("POST", `${GROUP_URL}/members/${encodeURIComponent(change.give)}/give`)
          : apiJson<TGroupResponse>("DELETE", `${GROUP_URL}/members/${encodeURIComponent(change.remove)}`),
    onSuccess: (group) => queryClient.setQueryData([GROUP_URL], group),
  });
}
