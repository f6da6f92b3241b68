// Pages that hold a person's own files wait for the sign-in check, then either show the page or say, plainly,
// that it needs a sign-in, with the way there (the page is never shown half-empty to a signed-out visitor).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAuth } from "../features/shared/useAuth.ts";
import { buttonClasses } from "./ui/button.tsx";
import { Spinner } from "./ui/spinner.tsx";

/** `what`: what the page shows ("your saved projects"), already in the reader's language. */
export function SignInRequired({ what, children }: { what: string; children: ReactNode }) {
  const { t } = useTranslation("pages");
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner label={t("signIn.checking")} />;
  if (isAuthenticated) return <>{children}</>;
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("signIn.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("signIn.text", { what })}</p>
      <Link to="/login" className={buttonClasses("primary", "mt-6")}>
        {t("signIn.button")}
      </Link>
    </section>
  );
}
