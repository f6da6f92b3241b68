// An honest stand-in for a page that a later piece of work builds: its real title and one plain sentence.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "./usePageTitle.ts";

export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation("pages");
  usePageTitle(title);
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t("placeholder.beingBuilt")}</p>
      {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
    </section>
  );
}
