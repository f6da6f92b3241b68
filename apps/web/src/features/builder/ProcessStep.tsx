// Step 3, Process (builder-and-projects.md §2, §4, §8): Preview, Generate Binder, Download (once a binder exists),
// Save, Generate Enhanced Kit and Clear form; the build's progress bar; what went wrong and what to do; and the
// finished binder with its links, warnings, general reminders and when the links expire.
import type { Ref } from "react";
import { Trans, useTranslation } from "react-i18next";
import { BUILDER_MESSAGES, formatFileSize } from "@courtready/contracts";
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
import { useContractText } from "../../i18n/contractText.ts";

export interface ShownFailure {
  kind: BuildKind;
  failure: BuildFailure;
  /** A line on what to do, when the failure itself does not say it. */
  hint?: string;
}

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
  const { t, i18n } = useTranslation("builder");
  const { t: scansT } = useTranslation("scanSize");
  const say = useContractText();
  const english = i18n.language.startsWith("en");
  const expires = result ? formatMoment(result.expiresAt, undefined, i18n.language) : null;
  const bold = { b: <strong className="text-slate-900" /> };
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-6 text-slate-700">
        <li>
          <Trans t={t} i18nKey="process.previewStep" components={bold} />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey={enhancedOn ? "process.generateKitStep" : "process.generateStep"}
            components={bold}
          />
        </li>
        <li>
          <Trans t={t} i18nKey="process.downloadStep" components={bold} />
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
          {t("process.preview")}
        </Button>
        <Button onClick={onGenerate} aria-busy={job === "render" || undefined}>
          {t("process.generate")}
        </Button>
        <Button
          variant="secondary"
          onClick={onDownload}
          disabled={!result}
          aria-describedby={result ? undefined : "builder-download-hint"}
        >
          {t("process.download")}
        </Button>
        <Button variant="secondary" onClick={onSave} disabled={saving}>
          {saving ? t("process.saving") : t("process.save")}
        </Button>
        <Button variant="secondary" onClick={onEnhanced} aria-busy={job === "compile" || undefined}>
          {t("process.enhanced")}
        </Button>
        <Button variant="caution" onClick={onClear}>
          {t("process.clear")}
        </Button>
      </div>
      {!result ? (
        <p id="builder-download-hint" className="text-sm text-slate-600">
          {t("process.downloadHint")}
          {/* The server's words (contracts) are English; another language says the same in its own hint. */}
          {english ? ` ${BUILDER_MESSAGES.noBinder.description}` : null}
        </p>
      ) : null}

      {job ? <BuildProgressBar job={job} progress={progress} /> : null}

      {failure && !job ? (
        <div
          ref={failureRef}
          tabIndex={-1}
          className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950"
        >
          <h3 className="text-lg font-bold">{t(`process.failureTitles.${failure.kind}`)}</h3>
          <p className="mt-1">{say(failure.failure.message.description)}</p>
          {failure.failure.files.length > 0 ? (
            <>
              <p className="mt-3 font-semibold">{t("process.filesNeedAttention")}</p>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {failure.failure.files.map((file, index) => (
                  <li key={`${file.name}-${index}`} className="break-words">
                    <span className="font-semibold">{file.name}</span>: {say(file.reason)}
                  </li>
                ))}
              </ul>
              <p className="mt-3">{t("process.replaceFiles")}</p>
            </>
          ) : (
            <p className="mt-2">{failure.hint ?? t("process.tryAgainHint")}</p>
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
            {t("process.readyTitle")}
          </h3>
          <p className="mt-1">
            {t("process.pages", { count: result.pageCount })}{" "}
            <Trans
              t={t}
              i18nKey="process.readyDownload"
              components={{
                // Not "link": Trans reads that as HTML's empty <link> element and puts the words outside it.
                site: (
                  <a
                    href={result.pdf}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-blue-800 underline underline-offset-4"
                  />
                ),
                sr: <span className="sr-only" />,
              }}
            />
          </p>
          {result.volumes ? (
            <p className="mt-2">
              <Trans
                t={t}
                i18nKey="process.volumes"
                values={{ count: result.volumes }}
                components={{ b: <strong /> }}
              />
            </p>
          ) : null}
          {result.scans ? (
            <p className="mt-2">
              {scansT("done", {
                before: formatFileSize(result.scans.beforeBytes),
                after: formatFileSize(result.scans.afterBytes),
              })}
            </p>
          ) : null}
          {expires ? (
            <p className="mt-2">
              <Trans
                t={t}
                i18nKey="process.expires"
                values={{ when: expires }}
                components={{ b: <strong /> }}
              />
            </p>
          ) : null}
          {resultStale ? (
            <p role="note" className="mt-2 rounded-lg border border-amber-400 bg-amber-50 p-2">
              {t("process.stale")}
            </p>
          ) : null}
          {result.warnings.length > 0 ? (
            <>
              <h4 className="mt-4 font-bold">{t("process.checkBeforePrint")}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {result.warnings.map((warning, index) => (
                  <li key={index}>{warning}</li>
                ))}
              </ul>
            </>
          ) : null}
          {result.deadlines.length > 0 ? (
            <>
              <h4 className="mt-4 font-bold">{t("process.remindersTitle")}</h4>
              <p className="text-sm text-slate-700">{t("process.remindersNote")}</p>
              <ul className="mt-2 space-y-2">
                {result.deadlines.map((deadline, index) => (
                  <li key={index} className="rounded-lg bg-white p-2">
                    <time dateTime={deadline.due_date} className="font-semibold">
                      {formatDay(deadline.due_date, i18n.language)}
                    </time>
                    <span className="block">{deadline.label}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {english || (result.warnings.length === 0 && result.deadlines.length === 0) ? null : (
            <p className="mt-3 text-sm text-slate-700">{t("process.englishNote")}</p>
          )}
        </section>
      ) : null}
      {kitQuality ? <KitQualityPanel quality={kitQuality} /> : null}
    </div>
  );
}
