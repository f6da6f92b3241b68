// /dashboard (accounts-dashboard-and-pages.md §2.7): greeting, today's date, the six steps of a binder, two tabs —
// Projects (the saved projects, features/projects) and Files (the file library) — and the storage they take.
import { useEffect, useId, useState } from "react";
import type { KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../i18n/index.ts";
import { BinderTypeLinks } from "../components/BinderTypeLinks.tsx";
import { SignInRequired } from "../components/SignInRequired.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { useAuth } from "../features/shared/useAuth.ts";
import { binderTypesByLocalName } from "../features/shared/binderTypeNames.ts";
import { LibraryView } from "../features/library/LibraryView.tsx";
import { StorageUsage } from "../features/library/StorageUsage.tsx";
import { AccountPanel } from "../features/account/AccountPanel.tsx";
import { SessionsPanel } from "../features/account/SessionsPanel.tsx";
import { ProjectsTab } from "../features/projects/ProjectsTab.tsx";

const STEPS = ["binderType", "court", "caseDetails", "upload", "labels", "download"] as const;

type Tab = "projects" | "files";

/** First name, else the part of the e-mail before the @, else 'there' (spec §2.7), or `fallback` in its place. */
export function greetingName(
  user: { firstName?: string; email?: string } | null,
  fallback = "there",
): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split("@")[0]?.trim();
  return local || fallback;
}

/** Today in words, in the interface's language (`locale`), refreshed every minute. */
function useToday(locale: string): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now.toLocaleDateString(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric" });
}

export default function DashboardPage() {
  const { t } = useTranslation("projects");
  usePageTitle(t("dashboard.pageTitle"));
  return (
    <SignInRequired what={t("dashboard.signInWhat")}>
      <Dashboard />
    </SignInRequired>
  );
}

function Dashboard() {
  const { t, i18n } = useTranslation("projects");
  const { t: typesT } = useTranslation("binderTypes");
  const { user } = useAuth();
  const today = useToday(t("dateLocale"));
  const [tab, setTab] = useState<Tab>("projects");
  const ids = { projects: useId(), files: useId() };
  const tabs: [Tab, string][] = [
    ["projects", t("dashboard.tabProjects")],
    ["files", t("dashboard.tabFiles")],
  ];
  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next: Tab = tab === "projects" ? "files" : "projects";
    setTab(next);
    document.getElementById(`${ids[next]}-tab`)?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <p className="text-slate-700">{today}</p>
        <h1 className="text-3xl font-bold text-slate-900">
          {t("dashboard.welcome", { name: greetingName(user, t("dashboard.greetingFallback")) })}
        </h1>
      </header>

      <section
        aria-labelledby="create-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="create-title" className="text-2xl font-bold text-slate-900">
            {t("dashboard.createTitle")}
          </h2>
          <Link to="/create" className={buttonClasses("primary")}>
            {t("dashboard.startBinder")}
          </Link>
        </div>
        <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-800 font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="text-slate-900">{t(`dashboard.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <div>
        <div
          role="tablist"
          aria-label={t("dashboard.tabsLabel")}
          className="flex gap-2 border-b border-slate-300"
        >
          {tabs.map(([value, label]) => (
            <button
              key={value}
              id={`${ids[value]}-tab`}
              type="button"
              role="tab"
              aria-selected={tab === value}
              aria-controls={`${ids[value]}-panel`}
              tabIndex={tab === value ? 0 : -1}
              onClick={() => setTab(value)}
              onKeyDown={onTabKey}
              className={
                "-mb-px min-h-11 rounded-t-lg border-b-4 px-5 font-semibold " +
                (tab === value
                  ? "border-blue-800 text-blue-900"
                  : "border-transparent text-slate-700 hover:text-slate-900")
              }
            >
              {label}
            </button>
          ))}
        </div>
        <div
          id={`${ids.projects}-panel`}
          role="tabpanel"
          aria-labelledby={`${ids.projects}-tab`}
          hidden={tab !== "projects"}
          className="pt-5"
        >
          <ProjectsTab />
        </div>
        <div
          id={`${ids.files}-panel`}
          role="tabpanel"
          aria-labelledby={`${ids.files}-tab`}
          hidden={tab !== "files"}
          className="pt-5"
        >
          {tab === "files" ? <LibraryView variant="dashboard" /> : null}
        </div>
      </div>

      <StorageUsage />

      <BinderTypeLinks
        types={binderTypesByLocalName(typesT, i18n.language)}
        title={t("dashboard.binderTypesTitle")}
        id="types-title"
      />

      <SessionsPanel />

      <AccountPanel />

      <nav aria-label={t("dashboard.legalNav")} className="flex flex-wrap gap-4 text-slate-700">
        {[
          { to: "/terms", label: t("dashboard.terms") },
          { to: "/privacy", label: t("dashboard.privacy") },
          { to: "/sitemap", label: t("dashboard.sitemap") },
        ].map((link) => (
          <Link key={link.to} to={link.to} className="underline">
            {link.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
