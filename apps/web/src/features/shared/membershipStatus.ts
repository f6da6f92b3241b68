// The signed-in person's membership status, which the header, the builder's gate and the membership pages read:
// cached per session (the spec's "data never becomes stale"); a purchase invalidates it.
import { useQuery } from "@tanstack/react-query";
import type { TMembershipStatus } from "@courtready/contracts";
import { getQueryFn } from "../../api/queryClient.ts";

export const MEMBERSHIP_STATUS_URL = "/api/membership/status";

/** The signed-in person's membership; disabled (and null) for visitors. */
export function useMembershipStatus(enabled: boolean) {
  return useQuery<TMembershipStatus | null>({
    queryKey: [MEMBERSHIP_STATUS_URL],
    queryFn: getQueryFn<TMembershipStatus>({ on401: "returnNull" }),
    enabled,
  });
}
