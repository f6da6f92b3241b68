// One saved project on the dashboard (accounts-dashboard-and-pages.md §2.7): name, completion check, binder type,
// hearing countdown, share / duplicate / delete, progress, court, files, dates, status, the 'Binder Ready' panel and
// 'Continue Editing'. Every user-typed value is rendered as text, never as HTML.
import { useState } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import { Link } from "react-router-dom";
import type { TProjectSummary } from "@courtready/contracts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { ShareDialog } from "./sharing/ShareDialog.tsx";
import { useDeleteProject, useDuplicateProject } from "./api.ts";
import { formatDay } from "./FilingPanel.tsx";
import { useProjectTypeName } from "./useProjectTypeName.ts";
import { completeness, hearingCountdown, progressColor } from "./projectRules.ts";
import type { Countdown } from "./projectRules.ts";
import { PercentBar } from "../../components/ui/percent-bar.tsx";
import { toastFailure } from "../shared/toastFailure.ts";

const BAR_COLOURS = {
  green: "bg-green-600",
  cyan: "bg-cyan-600",
  yellow: "bg-yellow-500",
  red: "bg-red-600",
} as const;

const COUNTDOWN_COLOURS: Record<Countdown["tone"], string> = {
  grey: "bg-slate-100 text-slate-600",
  cyan: "bg-cyan-100 text-cyan-900",
  green: "bg-green-100 text-green-900",
  slate: "bg-slate-200 text-slate-800",
};

/** A stored time as a short date ("Nov 20, 2026"), in the interface's `locale` (English US when none is given). */
export function formatDate(value: string | null, locale = "en-US"): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric" });
}

// The stored status, as words; the known ones are translated, anything else is shown as the server wrote it.
const KNOWN_STATUSES = new Set(["draft", "in_progress", "completed"]);
const statusWords = (status: string) =>
  status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");

function AlertIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor" aria-hidden="true">
      <path d="M10 2 1 18h18L10 2Zm0 5a1 1 0 0 1 1 1v4a1 1 0 1 1-2 0V8a1 1 0 0 1 1-1Zm0 8.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z" />
    </svg>
  );
}

export function ProjectCard({ project, now }: { project: TProjectSummary; now: Date }) {
  const { t } = useTranslation("projects");
  const locale = t("dateLocale");
  const typeName = useProjectTypeName();
  const [shareOpen, setShareOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useDeleteProject();
  const duplicate = useDuplicateProject();
  const percent = Math.round(completeness(project));
  const countdown = hearingCountdown(project.caseInfo.hearing_date, now, t);
  const status = project.status.trim().toLowerCase();
  const statusLabel = KNOWN_STATUSES.has(status)
    ? t(`list.status.${status as "draft" | "in_progress" | "completed"}`)
    : statusWords(project.status) || t("card.draft");
  const fileCount = project.files.length;
  const name = project.projectName;
  const headingId = `project-${project.id}-name`;

  const onDelete = () =>
    remove.mutate(project.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({ title: t("card.deletedTitle"), description: t("card.deletedText") });
      },
      onError: () =>
        toast({ title: t("card.error"), description: t("card.deleteFailed"), variant: "destructive" }),
    });

  const onDuplicate = () =>
    duplicate.mutate(project.id, {
      onSuccess: () =>
        toast({
          title: t("card.duplicatedTitle"),
          description: t("card.duplicatedText", { name }),
        }),
      onError: (error) => toastFailure(t("card.error"), error, t("card.duplicateFailed")),
    });

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold break-words text-slate-900">
            <span className="min-w-0">{name}</span>
            {percent === 100 ? (
              <span
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-green-600 text-sm text-white"
                role="img"
                aria-label={t("card.complete")}
              >
                ✓
              </span>
            ) : null}
          </h3>
          <p className="text-slate-700">{typeName(project.binderType)}</p>
        </div>
        <div className="flex shrink-0 gap-1">
          <IconButton
            label={t("card.shareNamed", { name })}
            title={t("card.share")}
            onClick={() => setShareOpen(true)}
          >
            <circle cx="18" cy="5" r="3" />
            <circle cx="6" cy="12" r="3" />
            <circle cx="18" cy="19" r="3" />
            <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
          </IconButton>
          <IconButton
            label={t("card.duplicateNamed", { name })}
            title={t("card.duplicate")}
            onClick={onDuplicate}
            disabled={duplicate.isPending}
          >
            <rect x="9" y="9" width="12" height="12" rx="2" />
            <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
          </IconButton>
          <IconButton
            label={t("card.deleteNamed", { name })}
            title={t("card.delete")}
            onClick={() => setConfirmOpen(true)}
            danger
          >
            <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
          </IconButton>
        </div>
      </div>

      {countdown ? (
        <p
          className={`mt-2 inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
            COUNTDOWN_COLOURS[countdown.tone]
          } ${countdown.pulse ? "motion-safe:animate-pulse" : ""}`}
        >
          {countdown.alert ? <AlertIcon /> : null}
          {countdown.text}
        </p>
      ) : null}

      <div className="mt-3">
        <div className="flex justify-between text-sm text-slate-700">
          <span id={`${headingId}-progress`}>{t("card.progress")}</span>
          <span>{percent}%</span>
        </div>
        <PercentBar
          role="progressbar"
          labelledBy={`${headingId}-progress`}
          percent={percent}
          className="mt-1 h-2.5 bg-slate-200"
          fillClassName={BAR_COLOURS[progressColor(percent)]}
        />
      </div>

      <dl className="mt-3 space-y-1 text-sm">
        {project.courtName ? (
          <div>
            <dt className="sr-only">{t("card.court")}</dt>
            <dd className="break-words text-slate-800">{project.courtName}</dd>
          </div>
        ) : null}
        {fileCount > 0 ? (
          <div>
            <dt className="sr-only">{t("card.files")}</dt>
            <dd className="line-clamp-2 break-words text-slate-700">
              {project.files
                .map((f) => t("card.fileLine", { label: f.exhibitLabel, name: f.filename }))
                .join(", ")}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-700">
          {t("card.updated", { date: formatDate(project.updatedAt, locale) })}
        </span>
        {project.filing ? (
          <span className="rounded-full bg-green-700 px-2.5 py-0.5 font-semibold text-white">
            {t("card.filed")}
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-800">
            {statusLabel}
          </span>
        )}
        <span className="text-slate-700">
          {fileCount > 0 ? t("card.filesSaved", { count: fileCount }) : t("card.readyForFiles")}
        </span>
      </div>

      {fileCount > 0 ? (
        <div className="mt-3 rounded-xl border border-green-200 bg-green-50 p-3 text-sm">
          <p className="font-bold text-green-900">{t("card.binderReady")}</p>
          <p className="text-green-900">
            {t("card.documents", { count: fileCount })}
            {project.caseInfo.case_name ? ` · ${project.caseInfo.case_name}` : ""}
          </p>
          {project.lastGeneratedAt ? (
            <p className="text-green-900">
              {t("card.lastGenerated", { date: formatDate(project.lastGeneratedAt, locale) })}
            </p>
          ) : null}
          {project.filing ? (
            <p className="font-semibold text-green-900">
              {t("card.filedOn", { date: formatDay(project.filing.lastFiledOn, locale) })}
              {project.filing.filings > 1 ? t("card.supplements", { count: project.filing.filings - 1 }) : ""}
              {t("card.filedPages", { last: project.filing.lastPage })}
              {project.filing.pendingCount > 0
                ? t("card.pendingCount", { count: project.filing.pendingCount })
                : t("card.nothingPending")}
            </p>
          ) : null}
        </div>
      ) : null}

      <Link
        to={`/project-edit/${encodeURIComponent(project.id)}`}
        className={buttonClasses("primary", "mt-4 w-full")}
        aria-label={t("card.continueNamed", { name })}
      >
        {t("card.continue")}
      </Link>

      <Dialog open={confirmOpen} onClose={() => setConfirmOpen(false)} title={t("card.deleteTitle")}>
        <p className="break-words text-slate-800">{t("card.deleteText", { name })}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
            {t("card.cancel")}
          </Button>
          <Button onClick={onDelete} disabled={remove.isPending} className="bg-red-700 hover:bg-red-800">
            {remove.isPending ? t("card.deleting") : t("card.delete")}
          </Button>
        </div>
      </Dialog>
      {shareOpen ? (
        <ShareDialog
          projectId={project.id}
          projectName={name}
          open={shareOpen}
          onClose={() => setShareOpen(false)}
        />
      ) : null}
    </article>
  );
}

/** A card action shown as an icon: named for screen readers by `label`, with a tooltip, 44 px square to tap. */
function IconButton({
  label,
  title,
  onClick,
  disabled = false,
  danger = false,
  children,
}: {
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={title}
      className={
        "min-h-11 min-w-11 rounded-lg focus-visible:outline-2 focus-visible:outline-blue-800 disabled:opacity-50 " +
        (danger ? "text-red-700 hover:bg-red-50" : "text-slate-700 hover:bg-slate-100")
      }
    >
      <svg
        viewBox="0 0 24 24"
        className="mx-auto size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        {children}
      </svg>
    </button>
  );
}
