// The edit screen's "Filing" panel (issue 24): what was filed (each binder and supplement, its labels and pages, a
// download of the filed copy), what was added since, "Mark as filed" for the binder generated last (with the
// court's redaction reminder, Texas's sensitive-data designation, when a file is redacted: issue 43), and building
// the supplement that continues the filed numbering, with its filing check against the project's court (issue 36).
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import type { TProjectFiling } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { serverMessage } from "../../api/client.ts";
import { FilingCheckPanel } from "../shared/FilingCheckPanel.tsx";
import type { ShownFilingCheck } from "../shared/FilingCheckPanel.tsx";
import { useBuildSupplement, useMarkFiled } from "./api.ts";
import { openLaterTab } from "./laterTab.ts";
import { useContractText } from "../../i18n/contractText.ts";

/** "2026-11-20" → "Nov 20, 2026" (in `locale`), the same day wherever the browser is. */
export function formatDay(day: string, locale = "en-US"): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Today in the browser's own calendar, as YYYY-MM-DD. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export interface FilingPanelProps {
  projectId: string;
  filing: TProjectFiling;
  /** The project's saved files, to name the ones not filed yet. */
  files: { id: string; filename: string }[];
  /** The project's court, as the filing check names it; null when none was chosen (the check then does not run). */
  courtLabel: string | null;
}

export function FilingPanel({ projectId, filing, files, courtLabel }: FilingPanelProps) {
  const { t } = useTranslation("projects");
  const say = useContractText();
  const locale = t("dateLocale");
  const mark = useMarkFiled();
  const supplement = useBuildSupplement();
  // The last supplement's check: it is meant to be filed, so it is checked like the builder's binder.
  const [check, setCheck] = useState<ShownFilingCheck | null>(null);
  const [filedOn, setFiledOn] = useState(today);
  const filed = filing.filings.length > 0;
  const nameOf = new Map(files.map((f) => [f.id, f.filename]));
  const pending = filing.pendingFileIds.map((id) => nameOf.get(id)).filter((n): n is string => Boolean(n));

  const onMark = () =>
    mark.mutate(
      { projectId, filedOn },
      {
        onSuccess: () => toast({ title: t("filing.markedTitle"), description: t("filing.markedText") }),
        onError: (error) =>
          toast({
            title: t("filing.error"),
            description: serverMessage(error, t("filing.markFailed")),
            variant: "destructive",
          }),
      },
    );

  const onSupplement = () => {
    const tab = openLaterTab();
    setCheck(null);
    supplement.mutate(projectId, {
      onSuccess: ({ previewUrl, filing_check }) => {
        setCheck({ report: filing_check, courtLabel });
        tab.show(previewUrl);
      },
      onError: (error) => {
        tab.close();
        toast({
          title: t("filing.error"),
          description: serverMessage(error, t("filing.supplementFailed")),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <section
      aria-labelledby="filing-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="filing-heading" className="text-lg font-bold text-slate-900">
        {t("filing.title")}
      </h2>
      {filed ? (
        <ul className="space-y-2">
          {filing.filings.map((f) => (
            <li key={f.id} className="rounded-lg bg-green-50 p-3 text-green-950">
              <span className="font-semibold">
                {t(f.kind === "binder" ? "filing.binderFiled" : "filing.supplementFiled", {
                  date: formatDay(f.filedOn, locale),
                })}
              </span>
              {t("filing.pages", {
                labels:
                  f.labels.length === 1
                    ? t("filing.labelOne", { label: f.labels[0] })
                    : t("filing.labelRange", { first: f.labels[0], last: f.labels.at(-1) }),
                first: f.firstPage,
                last: f.lastPage,
              })}{" "}
              <a href={f.binderUrl} className="font-semibold text-blue-800 underline underline-offset-4">
                {t("filing.downloadFiled")}
              </a>
              {f.volumes && f.volumesUrl ? (
                <>
                  {" "}
                  <Trans
                    t={t}
                    i18nKey="filing.volumeOf"
                    values={{ count: f.volumes }}
                    components={{
                      download: (
                        // Empty here: <Trans> puts the catalogue's words for the link inside it.
                        <a
                          href={f.volumesUrl}
                          className="font-semibold text-blue-800 underline underline-offset-4"
                        />
                      ),
                    }}
                  />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t("filing.notFiled")}</p>
      )}

      {filed && pending.length > 0 ? (
        <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-amber-950">
            <span className="font-semibold">{t("filing.pending", { count: pending.length })}</span>{" "}
            <span className="break-words">{pending.join(", ")}</span>
          </p>
          <Button onClick={onSupplement} disabled={supplement.isPending}>
            {supplement.isPending ? t("filing.buildingSupplement") : t("filing.buildSupplement")}
          </Button>
        </div>
      ) : null}

      {/* No fix buttons: a supplement is built from the saved documents; each finding says what to change. */}
      <FilingCheckPanel
        check={check}
        checking={supplement.isPending && courtLabel !== null}
        fixing={null}
        busy={false}
      />

      {filing.generated ? (
        <div className="space-y-2 rounded-lg border border-slate-200 p-3">
          <p className="text-slate-800">
            {t(filing.generated.kind === "binder" ? "filing.generatedBinder" : "filing.generatedSupplement")}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              label={t("filing.filedOnLabel")}
              type="date"
              value={filedOn}
              max={today()}
              onChange={(event) => setFiledOn(event.target.value)}
            />
            <Button onClick={onMark} disabled={mark.isPending || !filedOn}>
              {mark.isPending ? t("filing.saving") : t("filing.markFiled")}
            </Button>
          </div>
          {filing.filingReminder ? (
            // The court data's reminder, said in the interface's language (contracts' catalogue); the rule's name
            // and the e-filing system's own label stay as they are.
            <p className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-slate-900">
              <strong>{t("filing.redactionReminder")}</strong> {say(filing.filingReminder)}
            </p>
          ) : null}
        </div>
      ) : !filed ? (
        <p className="text-sm text-slate-700">{t("filing.generateFirst")}</p>
      ) : null}
    </section>
  );
}
