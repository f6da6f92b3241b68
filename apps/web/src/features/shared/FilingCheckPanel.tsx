// The "Filing check" (issue 36), shown before anything is downloaded (the builder's binder or kit, a project's
// supplement): ready to file at the chosen court, or what blocks filing (then what is worth fixing), each with its
// file, page, the court's rule and the fix in plain words, and one button per fix the app can make itself (where the
// screen can rebuild); or that the check did not run, never a made-up "ready". Everything shown is text React
// escapes: a file name or message never becomes markup. The panel's words come from the builder catalogue (their English
// is contracts' FILING_CHECK_MESSAGES); each finding's message and fix are the checker's, worded by the server in the
// language of the person who asked for the build (builds.filing.ts); rule citations stay as the court wrote them.
import { useId } from "react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
// Initialises the catalogues, so the panel speaks on every screen and in render tests that mount it alone.
import "../../i18n/index.ts";
import { citationParts, findingsInOrder, fixesOffered, readyToFile } from "@courtready/contracts";
import type { TFilingCheckReport, TFilingFinding, TFindingFix } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";

/** A finished build's check, with the court it was checked for (null: no court was chosen). */
export interface ShownFilingCheck {
  report: TFilingCheckReport | null;
  courtLabel: string | null;
}

function Finding({ finding }: { finding: TFilingFinding & { file: string } }) {
  const { t } = useTranslation("builder");
  const source = finding.source ? citationParts(finding.source) : null;
  return (
    <li className="rounded-lg bg-white p-3">
      <p className="font-semibold break-words">
        {finding.file} ·{" "}
        {finding.page === null ? t("filingCheck.wholeFile") : t("filingCheck.page", { page: finding.page })}
      </p>
      <p className="mt-1">{finding.message}</p>
      {source ? (
        <p className="mt-1 text-sm text-slate-700">
          {t("filingCheck.rule")}{" "}
          {source.url ? (
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold break-words text-blue-800 underline underline-offset-4"
            >
              {source.title}
              <span className="sr-only">{t("filingCheck.newTab")}</span>
            </a>
          ) : (
            source.title
          )}
        </p>
      ) : null}
      <p className="mt-1">
        <span className="font-semibold">{t("filingCheck.fix")}</span> {finding.fix}
      </p>
    </li>
  );
}

function Findings({ title, list }: { title: string; list: (TFilingFinding & { file: string })[] }) {
  if (list.length === 0) return null;
  return (
    <>
      <h4 className="mt-4 font-bold">{title}</h4>
      <ul className="mt-2 space-y-2">
        {list.map((finding, index) => (
          <Finding key={`${finding.file}-${finding.rule}-${finding.page ?? 0}-${index}`} finding={finding} />
        ))}
      </ul>
    </>
  );
}

export function FilingCheckPanel({
  panelRef,
  check,
  checking,
  fixing,
  busy,
  onFix,
}: {
  /** The builder moves focus here when a checked build ends (useBuildActions). */
  panelRef?: Ref<HTMLElement>;
  check: ShownFilingCheck | null;
  /** A build that will be checked is running. */
  checking: boolean;
  /** The fix being rebuilt, while it is. */
  fixing: TFindingFix | null;
  busy: boolean;
  /** Rebuilds with a fix; without it no fix buttons are offered (each finding still says what to do). */
  onFix?: (fix: TFindingFix) => void;
}) {
  const titleId = useId();
  const { t } = useTranslation("builder");
  if (!check && !checking) return null;
  const report = check?.report ?? null;
  const ready = report ? readyToFile(report) : false;
  const court = check?.courtLabel ?? "";
  const box = checking
    ? "border-slate-400 bg-white"
    : !report
      ? "border-amber-500 bg-amber-50"
      : ready
        ? "border-green-700 bg-green-50"
        : "border-red-700 bg-red-50";
  const { blockers, warnings } = report ? findingsInOrder(report) : { blockers: [], warnings: [] };
  const fixes = report && onFix ? fixesOffered(report) : [];
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-busy={checking || undefined}
      data-testid="filing-check"
      className={`rounded-xl border-2 p-4 text-slate-900 ${box}`}
    >
      <h3 id={titleId} className="text-lg font-bold">
        {t("filingCheck.title")}
      </h3>
      {checking ? (
        <p role="status" className="mt-1">
          {fixing ? t("filingCheck.rebuilding") : t("filingCheck.checking")}
        </p>
      ) : !report ? (
        <>
          <p className="mt-1 font-semibold">
            <span aria-hidden="true">! </span>
            {t("filingCheck.notRun")}
          </p>
          <p className="mt-1">
            {check?.courtLabel ? t("filingCheck.notRunFailed") : t("filingCheck.notRunNoCourt")}
          </p>
        </>
      ) : (
        <>
          <p className={`mt-1 text-lg font-semibold ${ready ? "text-green-900" : "text-red-900"}`}>
            <span aria-hidden="true">{ready ? "✓ " : "✕ "}</span>
            {ready ? t("filingCheck.ready", { court }) : t("filingCheck.blocked", { court })}
          </p>
          <p className="mt-1">{ready ? t("filingCheck.readyDetail") : t("filingCheck.blockedDetail")}</p>
          {report.profile === "generic" ? (
            <p role="note" className="mt-2 rounded-lg border border-amber-400 bg-amber-50 p-2">
              {t("filingCheck.generic")}
            </p>
          ) : null}
          <Findings title={t("filingCheck.blockers")} list={blockers} />
          <Findings title={t("filingCheck.warnings")} list={warnings} />
          {fixes.length > 0 ? (
            <div className="mt-4 flex flex-wrap gap-3">
              {fixes.map((fix) => (
                <Button key={fix} onClick={() => onFix?.(fix)} disabled={busy}>
                  {t(`filingCheck.fixes.${fix}`)}
                </Button>
              ))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
