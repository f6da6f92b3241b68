// The dashboard's Projects tab (accounts-dashboard-and-pages.md §2.7): 'Your Saved Projects', New Project, search
// by name, case or court, the status filter (derived from completeness, or Filed), the cards, and the two empty
// states. The search and the filter live in the address (?q=, ?status=), so reload and Back keep them.
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import { Link } from "react-router-dom";
import { buttonClasses } from "../../components/ui/button.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { LabelledInput } from "../../components/ui/text-field.tsx";
import { useProjects } from "./api.ts";
import { ProjectCard } from "./ProjectCard.tsx";
import { filterProjects, statusFilterOf, statusFilters } from "./projectRules.ts";
import { useUrlSearch } from "../shared/useUrlSearch.ts";

/** Today, refreshed every minute, so a countdown rolls over at midnight on a dashboard left open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ProjectsTab() {
  const { t } = useTranslation("projects");
  const projects = useProjects();
  const url = useUrlSearch();
  const status = statusFilterOf(url.params.get("status"));
  const searchId = useId();
  const now = useNow();
  const list = useMemo(() => projects.data ?? [], [projects.data]);
  // The box filters as it is typed; the address follows once typing pauses.
  const shown = useMemo(() => filterProjects(list, url.draft, status), [list, url.draft, status]);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-900">{t("list.title")}</h2>
        <Link to="/create" className={buttonClasses("primary")}>
          {t("list.newProject")}
        </Link>
      </div>

      {list.length > 0 ? (
        <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
          <LabelledInput
            id={searchId}
            label={t("list.searchLabel")}
            type="search"
            value={url.draft}
            onValueChange={url.setDraft}
            placeholder={t("list.searchPlaceholder")}
          />
          <SelectField
            label={t("list.statusLabel")}
            value={status}
            options={statusFilters(t)}
            onChange={(value) => url.update({ status: value === "all" ? null : value })}
          />
        </div>
      ) : null}

      {projects.isPending ? (
        <Spinner label={t("list.loading")} />
      ) : projects.isError ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          {t("list.loadFailed")}
        </p>
      ) : list.length === 0 ? (
        <div className="mt-4 rounded-xl border-2 border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{t("list.emptyTitle")}</p>
          <p className="mt-1 text-slate-700">{t("list.emptyText")}</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-4 rounded-xl border-2 border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{t("list.noMatchTitle")}</p>
          <p className="mt-1 text-slate-700">{t("list.noMatchText")}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t("list.listLabel")}>
          {shown.map((project) => (
            <li key={project.id} className="flex">
              <div className="w-full">
                <ProjectCard project={project} now={now} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
