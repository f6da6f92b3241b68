// The court information page's own header links (§2.2): Back to Builder, and Dashboard with Sign Out when signed
// in, or Sign-In when not. Signing out here leaves for the home page (/), as the spec says for this page.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { apiRequest, errorStatus } from "../../api/client.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useAuth } from "../shared/useAuth.ts";
import { toastFailure } from "../shared/toastFailure.ts";

export function CourtInformationNav() {
  const { t } = useTranslation("courts");
  const { isLoading, isAuthenticated } = useAuth();
  const signOut = useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    // A full page load drops every cached query of the old session.
    onSuccess: () => window.location.assign("/"),
    onError: (error) => {
      // 401: the session had already ended, which is what the user wanted anyway.
      if (errorStatus(error) === 401) {
        window.location.assign("/");
        return;
      }
      toastFailure(t("nav.signOutFailedTitle"), error, t("nav.signOutFailed"));
    },
  });
  const link = buttonClasses("ghost", "px-2 sm:px-3");
  return (
    <nav aria-label={t("nav.label")} className="-mx-2 mb-4 flex flex-wrap items-center gap-x-1 gap-y-1">
      <Link to="/create" className={link}>
        <span aria-hidden="true">←</span> {t("nav.back")}
      </Link>
      {/* Until the session check answers, show neither variant rather than one that may flip a moment later. */}
      {isLoading ? null : isAuthenticated ? (
        <>
          <Link to="/dashboard" className={link}>
            {t("nav.dashboard")}
          </Link>
          <button
            type="button"
            className={link}
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {signOut.isPending ? t("nav.signingOut") : t("nav.signOut")}
          </button>
        </>
      ) : (
        <Link to="/login" className={link}>
          {t("nav.signIn")}
        </Link>
      )}
    </nav>
  );
}
