// Step 3, Process (builder-and-projects.md §2, §4, §8): Preview, Generate Binder, Download (once a binder exists),
// Save, Generate Enhanced Kit and Clear form; the build's progress bar; what went wrong and what to do; and the
// finished binder with its links, warnings, general reminders and when the links expire.
import type { Ref } from "react";
import { BUILDER_MESSAGES } from "@courtready/contracts";
import type { TFindingFix, TKitQuality, TRenderResponse } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { BuildProgressBar } from "./BuildProgressBar.tsx";
import { KitQualityPanel } from "./KitQualityPanel.tsx";
import { FilingCheckPanel } from "../shared/FilingCheckPanel.tsx";
import type { ShownFilingCheck } from "../shared/FilingCheckPanel.tsx";
import { formatDay, formatMoment } from "./dates.ts";
import type { BuildFailure } from "./gate.ts";
import type { BuildKind } from "./payload.ts";
import type { ProgressState } from "./progress.ts";

export interface ShownFailure {
  kind: BuildKind;
  failure: BuildFailure;
  /** A line on what to do, when the failure itself does not say it. */
  hint?: string;
}

const FAILURE_TITLES: Readonly<Record<BuildKind, string>> = {
  preview: "Your preview could not be made",
  render: "Your binder could not be built",
  compile: "Your enhanced print kit could not be built",
};

export function ProcessStep({
  job,
  progress,
  failure,
  result,
  resultStale,
  kitQuality,
  filingCheck,
  fixing,
  checksFiling,
  enhancedOn,
  saving,
  resultRef,
  failureRef,
  filingCheckRef,
  onPreview,
  onGenerate,
  onDownload,
  onSave,
  onEnhanced,
  onClear,
  onFix,
}: {
  job: BuildKind | null;
  progress: ProgressState;
  failure: ShownFailure | null;
  result: TRenderResponse | null;
  resultStale: boolean;
  /** The last enhanced kit's quality verdict, read from its ZIP. */
  kitQuality: TKitQuality | null;
  /** The last binder's or kit's filing check (FilingCheckPanel). */
  filingCheck: ShownFilingCheck | null;
  fixing: TFindingFix | null;
  /** Whether a binder or kit build would be checked (a court is chosen). */
  checksFiling: boolean;
  enhancedOn: boolean;
  saving: boolean;
  resultRef: Ref<HTMLElement>;
  failureRef: Ref<HTMLDivElement>;
  filingCheckRef: Ref<HTMLElement>;
  onPreview: () => void;
  onGenerate: () => void;
  onDownload: () => void;
  onSave: () => void;
  onEnhanced: () => void;
  onClear: () => void;
  onFix: (fix: TFindingFix) => void;
}) {
  const expires = result ? formatMoment(result.expiresAt) : null;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-6 text-slate-700">
        <li>
          <strong className="text-slate-900">Preview</strong> to check each exhibit, its label and pages.
        </li>
        <li>
          <strong className="text-slate-900">Generate Binder</strong> to make your court-ready PDF
          {enhancedOn ? " and print kit" : ""}.
        </li>
        <li>
          <strong className="text-slate-900">Download</strong> it, then print or file it.
        </li>
      </ol>

      <FilingCheckPanel
        panelRef={filingCheckRef}
        check={filingCheck}
        // A fix is checking until its new report is in: the kit's is read after its build has ended, and the last
        // report (the one the fix answers) must not show as if it were the new one meanwhile.
        checking={checksFiling && (job === "render" || job === "compile" || fixing !== null)}
        fixing={fixing}
        busy={job !== null}
        onFix={onFix}
      />

      <div className="grid gap-3 sm:grid-cols-3">
        <Button onClick={onPreview} aria-busy={job === "preview" || undefined}>
          Preview
        </Button>
        <Button onClick={onGenerate} aria-busy={job === "render" || undefined}>
          Generate Binder
        </Button>
        <Button
          variant="secondary"
          onClick={onDownload}
          disabled={!result}
          aria-describedby={result ? undefined : "builder-download-hint"}
        >
          Download
        </Button>
        <Button variant="secondary" onClick={onSave} disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </Button>
        <Button variant="secondary" onClick={onEnhanced} aria-busy={job === "compile" || undefined}>
          Generate Enhanced Kit
        </Button>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-red-700 bg-white px-4 py-2 text-base font-semibold text-red-800 transition-colors hover:bg-red-50"
        >
          Clear form
        </button>
      </div>
      {!result ? (
        <p id="builder-download-hint" className="text-sm text-slate-600">
          Download is ready once your binder is made. {BUILDER_MESSAGES.noBinder.description}
        </p>
      ) : null}

      {job ? <BuildProgressBar job={job} progress={progress} /> : null}

      {failure && !job ? (
        <div
          ref={failureRef}
          tabIndex={-1}
          className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950"
        >
          <h3 className="text-lg font-bold">{FAILURE_TITLES[failure.kind]}</h3>
          <p className="mt-1">{failure.failure.message.description}</p>
          {failure.failure.files.length > 0 ? (
            <>
              <p className="mt-3 font-semibold">These files need your attention:</p>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {failure.failure.files.map((file, index) => (
                  <li key={`${file.name}-${index}`} className="break-words">
                    <span className="font-semibold">{file.name}</span>: {file.reason}
                  </li>
                ))}
              </ul>
              <p className="mt-3">
                Remove or replace these files in step 2 (for example, save them again as PDF), then try again.
              </p>
            </>
          ) : (
            <p className="mt-2">{failure.hint ?? "Please try again. If it keeps happening, contact us."}</p>
          )}
        </div>
      ) : null}

      {result ? (
        <section
          ref={resultRef}
          tabIndex={-1}
          aria-labelledby="builder-result-title"
          className="rounded-xl border-2 border-green-700 bg-green-50 p-4 text-slate-900"
        >
          <h3 id="builder-result-title" className="text-lg font-bold text-green-900">
            Your binder is ready
          </h3>
          <p className="mt-1">
            {result.pageCount} {result.pageCount === 1 ? "page" : "pages"} in all. Press Download for the ZIP
            file (your binder and its parts), or{" "}
            <a
              href={result.pdf}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-blue-800 underline underline-offset-4"
            >
              open the binder PDF
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
          {result.volumes ? (
            <p className="mt-2">
              To stay under the file size limit, your binder is in <strong>{result.volumes} volumes</strong>{" "}
              (binder-volume-1.pdf to binder-volume-{result.volumes}.pdf), all in the ZIP file. File them in
              order; the PDF link opens volume 1, with the cover and the exhibit index.
            </p>
          ) : null}
          {expires ? (
            <p className="mt-2">
              These download links work until <strong>{expires}</strong>. After that, generate your binder
              again.
            </p>
          ) : null}
          {resultStale ? (
            <p role="note" className="mt-2 rounded-lg border border-amber-400 bg-amber-50 p-2">
              You changed your files or details after this binder was made. Generate it again to include the
              changes.
            </p>
          ) : null}
          {result.warnings.length > 0 ? (
            <>
              <h4 className="mt-4 font-bold">Please check before you print</h4>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {result.warnings.map((warning, index) => (
                  <li key={index}>{warning}</li>
                ))}
              </ul>
            </>
          ) : null}
          {result.deadlines.length > 0 ? (
            <>
              <h4 className="mt-4 font-bold">General reminders — not legal advice</h4>
              <p className="text-sm text-slate-700">
                Counted back from your hearing date. Your court&apos;s own rules and deadlines come first: ask
                the clerk.
              </p>
              <ul className="mt-2 space-y-2">
                {result.deadlines.map((deadline, index) => (
                  <li key={index} className="rounded-lg bg-white p-2">
                    <time dateTime={deadline.due_date} className="font-semibold">
                      {formatDay(deadline.due_date)}
                    </time>
                    <span className="block">{deadline.label}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      {kitQuality ? <KitQualityPanel quality={kitQuality} /> : null}
    </div>
  );
}
