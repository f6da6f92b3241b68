// The signed-in user (or null) from GET /api/auth/user, and signing out. A signed-in account's saved language is
// applied as soon as the account is known (issue 39), so signing in on a new device shows the person's language.
import { useEffect } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { TUser } from "@courtready/contracts";
import { apiRequest, errorStatus } from "../../api/client.ts";
import { getQueryFn } from "../../api/queryClient.ts";
import { currentLanguage, i18n } from "../../i18n/index.ts";
import { toastFailure } from "./toastFailure.ts";

/** Query key of the current user; invalidate it after signing in so every screen sees the new user. */
export const CURRENT_USER_QUERY_KEY = ["/api/auth/user"] as const;

export interface AuthState {
  user: TUser | null;
  /** True until the first answer about the session arrives; nothing that depends on the user should decide before. */
  isLoading: boolean;
  isAuthenticated: boolean;
  logout: () => void;
  isLoggingOut: boolean;
}

export function useAuth(): AuthState {
  const { data, isLoading } = useQuery<TUser | null>({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn<TUser>({ on401: "returnNull" }),
    // After a failed check (offline, server unreachable) a newly mounted reader must not ask again: "/" would show
    // its spinner, unmount the landing page that mounted the reader, and loop. The check is asked again when the
    // browser reconnects, or when the offline banner finds the server answering (features/pwa/connectivity.ts).
    retryOnMount: false,
  });
  const savedLanguage = data?.language ?? null;
  useEffect(() => {
    // Only when the account's answer changes: a switch made since (saved a moment later) is not undone.
    if (savedLanguage && savedLanguage !== currentLanguage()) void i18n.changeLanguage(savedLanguage);
  }, [savedLanguage]);

  const logoutMutation = useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    // A full reload drops every cached query of the old session at once (spec §2.2).
    onSuccess: () => window.location.reload(),
    onError: (error) => {
      // 401: the session had already ended, which is what the user wanted anyway.
      if (errorStatus(error) === 401) {
        window.location.reload();
        return;
      }
      // UI-only texts for a failed sign-out (the spec does not cover it), in the language shown now.
      const t = i18n.getFixedT(null, "projects");
      toastFailure(t("auth.signOutFailedTitle"), error, t("auth.signOutFailed"));
    },
  });

  return {
    user: data ?? null,
    isLoading,
    isAuthenticated: Boolean(data),
    logout: () => logoutMutation.mutate(),
    isLoggingOut: logoutMutation.isPending,
  };
}
