// Google and Apple sign-in: full-page navigations to the server, which returns to /login?error=… on failure. Only
// the providers the server is set up for are shown (GET /api/auth/providers); with none, nothing is, not even "or".
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AUTH_PROVIDERS_URL, ZAuthProviders } from "@courtready/contracts";
import { apiJson } from "../../api/client.ts";

const LINK_CLASSES =
  "flex min-h-12 w-full items-center justify-center gap-3 rounded-lg border-2 border-slate-400 bg-white px-4 text-base font-semibold text-slate-900 hover:border-slate-600 hover:bg-slate-100";

export function SocialSignIn() {
  const { t } = useTranslation("auth");
  const providers = useQuery({
    queryKey: ["auth-providers"],
    queryFn: async () => ZAuthProviders.parse(await apiJson<unknown>("GET", AUTH_PROVIDERS_URL)),
    staleTime: Infinity,
  }).data;
  if (!providers || (!providers.google && !providers.apple)) return null;
  // Plain links, not router links: the OAuth flow must leave the app and come back through the server.
  return (
    <div className="space-y-3">
      <div className="my-6 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        {t("social.or")}
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      {providers.google ? <GoogleLink /> : null}
      {providers.apple ? <AppleLink /> : null}
    </div>
  );
}

function GoogleLink() {
  const { t } = useTranslation("auth");
  return (
    <a href="/api/auth/google" className={LINK_CLASSES}>
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z"
        />
      </svg>
      {t("social.google")}
    </a>
  );
}

function AppleLink() {
  const { t } = useTranslation("auth");
  return (
    <a href="/api/auth/apple" className={LINK_CLASSES}>
      <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
        <path d="M16.4 12.6c0-2.5 2-3.7 2.1-3.8a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8a4.8 4.8 0 0 0-4 2.5c-1.8 3-.5 7.5 1.2 10 .8 1.2 1.8 2.5 3.1 2.5 1.2-.1 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-4.1zM14 5.2c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.5 2.8-1.3z" />
      </svg>
      {t("social.apple")}
    </a>
  );
}
