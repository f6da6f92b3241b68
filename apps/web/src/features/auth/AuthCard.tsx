// The narrow white card the sign-in pages share (/login, /forgot-password, /reset-password): one look on every width.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 text-slate-700">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** What to do when this server cannot send e-mail: reach a person instead of waiting for a link that never comes. */
export function ResetNotAvailable({
  title,
  text,
  supportEmail,
}: {
  title: string;
  text: string;
  supportEmail: string | null;
}) {
  const { t } = useTranslation("auth");
  return (
    <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2">{text}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <Link
          to="/contact"
          className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-4"
        >
          {t("resetUnavailable.contactSupport")}
        </Link>
        {supportEmail ? (
          <a
            href={`mailto:${supportEmail}`}
            className="inline-flex min-h-11 items-center font-semibold break-all text-blue-800 underline underline-offset-4"
          >
            {supportEmail}
          </a>
        ) : null}
      </p>
    </div>
  );
}
