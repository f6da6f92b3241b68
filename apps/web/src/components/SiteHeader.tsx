// The site header: the logo (to the builder), the sign-in or dashboard/sign-out shortcuts, the language switch and
// the shared menu.
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAuth } from "../features/shared/useAuth.ts";
import { HeaderMenu } from "./HeaderMenu.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { useMembershipStatus } from "../features/shared/membershipStatus.ts";

// Display is left to each use: "inline-flex" here would fight "hidden" on the phone-only variant below.
const SHORTCUT_CLASSES =
  "min-h-11 items-center justify-center rounded-lg px-2 text-base font-semibold whitespace-nowrap text-blue-800 hover:bg-blue-50 sm:px-3";

export function SiteHeader() {
  const { user, isLoading, isAuthenticated, logout, isLoggingOut } = useAuth();
  const membership = useMembershipStatus(isAuthenticated);
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-3 py-2 sm:gap-2 sm:px-6">
        <Link
          to="/create"
          className="mr-auto flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg pr-1 text-lg font-bold sm:gap-2 sm:text-xl tracking-tight text-blue-900"
        >
          <svg viewBox="0 0 32 32" className="size-7 shrink-0 sm:size-8" aria-hidden="true">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M9 8h10l4 4v12H9z" fill="#fff" />
            <path d="M12 15h8M12 19h8" stroke="currentColor" strokeWidth="2" />
          </svg>
          CourtReady
        </Link>
        {/* Until the session check answers, show neither shortcut rather than one that may flip a moment later. */}
        {isLoading ? null : isAuthenticated ? (
          <>
            <Link to="/dashboard" className={"inline-flex " + SHORTCUT_CLASSES}>
              {t("header.dashboard")}
            </Link>
            {/* On narrow phones Sign Out lives only in the menu (Log Out), so the header keeps room for Dashboard. */}
            <button
              type="button"
              onClick={logout}
              disabled={isLoggingOut}
              className={"hidden disabled:opacity-60 sm:inline-flex " + SHORTCUT_CLASSES}
            >
              {isLoggingOut ? t("header.signingOut") : t("header.signOut")}
            </button>
          </>
        ) : (
          <Link to="/login" className={"inline-flex " + SHORTCUT_CLASSES}>
            {t("header.signIn")}
          </Link>
        )}
        <LanguageSwitch />
        <HeaderMenu
          user={user}
          membership={membership.data ?? null}
          onLogout={logout}
          isLoggingOut={isLoggingOut}
        />
      </div>
    </header>
  );
}
