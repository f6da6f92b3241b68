// The "Filing check" (issue 36), shown before anything is downloaded (the builder's binder or kit, a project's
// supplement): ready to file at the chosen court, or what blocks filing (then what is worth fixing), each with its
// file, page, the court's rule and the fix in plain words, and one button per fix the app can make itself (where the
// screen can rebuild); or that the check did not run, never a made-up "ready". Everything shown is text React
// escapes: a file name or message never becomes markup.
import { useId } from "react";
import type { Ref } from "react";
import {
  FILING_CHECK_MESSAGES as M,
  citationParts,
  findingsInOrder,
  fixesOffered,
  readyToFile,
} from "@courtready/contracts";
import type { TFilingCheckReport, TFilingFinding, TFindingFix } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";

/** A finished build's check, with the court it was checked for (null: no court was chosen). */
export interface ShownFilingCheck {
  report: TFilingCheckReport | null;
  courtLabel: string | null;
}

function Finding({ finding }: { finding: TFilingFinding & { file: string } }) {
  const source = finding.source ? citationParts(finding.source) : null;
  return (
    <li className="rounded-lg bg-white p-3">
      <p className="font-semibold break-words">
        {finding.file} · {finding.page === null ? M.wholeFile : M.page(finding.page)}
      </p>
      <p className="mt-1">{finding.message}</p>
      {source ? (
        <p className="mt-1 text-sm text-slate-700">
          {M.rule}{" "}
          {source.url ? (
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold break-words text-blue-800 underline underline-offset-4"
            >
              {source.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            source.title
          )}
        </p>
      ) : null}
      <p className="mt-1">
        <span className="font-semibold">{M.fix}</span> {finding.fix}
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
        {M.title}
      </h3>
      {checking ? (
        <p role="status" className="mt-1">
          {fixing ? M.rebuilding : M.checking}
        </p>
      ) : !report ? (
        <>
          <p className="mt-1 font-semibold">
            <span aria-hidden="true">! </span>
            {M.notRun}
          </p>
          <p className="mt-1">{check?.courtLabel ? M.notRunFailed : M.notRunNoCourt}</p>
        </>
      ) : (
        <>
          <p className={`mt-1 text-lg font-semibold ${ready ? "text-green-900" : "text-red-900"}`}>
            <span aria-hidden="true">{ready ? "✓ " : "✕ "}</span>
            {ready ? M.ready(court) : M.blocked(court)}
          </p>
          <p className="mt-1">{ready ? M.readyDetail : M.blockedDetail}</p>
          {report.profile === "generic" ? (
            <p role="note" className="mt-2 rounded-lg border border-amber-400 bg-amber-50 p-2">
              {M.generic}
            </p>
          ) : null}
          <Findings title={M.blockers} list={blockers} />
          <Findings title={M.warnings} list={warnings} />
          {fixes.length > 0 ? (
            <div className="mt-4 flex flex-wrap gap-3">
              {fixes.map((fix) => (
                <Button key={fix} onClick={() => onFix?.(fix)} disabled={busy}>
                  {M.fixes[fix]}
                </Button>
              ))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
