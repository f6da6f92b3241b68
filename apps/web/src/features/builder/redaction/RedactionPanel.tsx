// The builder's "Personal information" panel (issue 43): for the exhibit chosen, the court's rules find what must
// be removed (each hit listed with its reason and drawn on its page), the person accepts or rejects each and draws
// boxes of their own; Generate then puts a verified redacted copy in the binder, the original never changed. A hit's
// reason and why a file cannot be looked in come from the engine in English (contracts REDACTION_MESSAGES) and are
// said in the interface's language; the rule's citation inside a reason stays as written.
import { useEffect, useId, useState } from "react";
import { Trans } from "react-i18next";
import type { TRedactionHit } from "@courtready/contracts";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { INPUT_CLASSES } from "../../../components/ui/text-field.tsx";
import { SMALL_BUTTON } from "../../shared/smallButtons.ts";
import { GoToPage } from "./GoToPage.tsx";
import { RedactionPage } from "./RedactionPage.tsx";
import { pageToLoad, toggleHit } from "./redactionState.ts";
import type { RedactionsApi } from "./useRedactions.ts";
import { useFilesTranslation } from "../../shared/filesText.ts";
import { useContractText } from "../../../i18n/contractText.ts";

/** Within this many pages of the drawn ones' end, the next batch is asked for. */
const PAGES_AHEAD = 3;

export function RedactionPanel({
  files,
  presetKey,
  redactions,
}: {
  files: readonly { id: string; name: string; file: File | null }[];
  presetKey: string;
  redactions: RedactionsApi;
}) {
  const { t } = useFilesTranslation();
  const say = useContractText();
  const [chosenId, setChosenId] = useState<string>("");
  const [minors, setMinors] = useState("");
  const [pageNumber, setPageNumber] = useState(1);
  const id = useId();
  const file = files.find((f) => f.id === chosenId) ?? files[0];
  const current = file ? redactions.byFile[file.id] : undefined;
  const answer = current?.answer;
  const found = answer?.status === "found" ? answer : null;
  const shown = found ? Math.min(Math.max(1, pageNumber), Math.max(1, found.pageCount)) : 1;
  const page = found?.pages.find((p) => p.page === shown);
  // Pages past the first answer's are drawn as the person reaches them, a batch a time, the next one a little ahead.
  const toLoad = found ? pageToLoad(found, shown, PAGES_AHEAD) : null;
  const { loadingPages, loadPages } = redactions;
  useEffect(() => {
    if (file && toLoad !== null && loadingPages === null) void loadPages(file, toLoad);
  }, [file, toLoad, loadingPages, loadPages]);
  if (!files.length || !file) return null;
  const hitsOn = (n: number) =>
    (found?.hits ?? []).flatMap((hit, i) =>
      hit.page === n ? [{ hit, accepted: current!.accepted.includes(i) }] : [],
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-xl border-2 border-slate-300 bg-slate-50 p-4"
      data-testid="redaction-panel"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("redaction.title")}
      </h3>
      <CoveredNotices files={files} redactions={redactions} />
      <p className="mt-1 text-slate-800">{t("redaction.intro")}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          label={t("redaction.exhibit")}
          className="max-w-full"
          value={file.id}
          options={files.map((f) => ({ value: f.id, label: f.name }))}
          onChange={(value) => {
            setChosenId(value);
            setPageNumber(1);
          }}
        />
        <Button
          onClick={() => void redactions.find(file, presetKey, minors)}
          disabled={redactions.finding !== null}
        >
          {redactions.finding === file.id
            ? t("redaction.looking")
            : found || current?.saved
              ? t("redaction.lookAgain")
              : t("redaction.find")}
        </Button>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-blue-800">
          {t("redaction.minorsSummary")}
        </summary>
        <label className="mt-2 block text-sm text-slate-800" htmlFor={`${id}-minors`}>
          {t("redaction.minorsHint")}
        </label>
        <textarea
          id={`${id}-minors`}
          className={`${INPUT_CLASSES} mt-1 w-full`}
          rows={2}
          value={minors}
          onChange={(e) => setMinors(e.target.value)}
        />
      </details>
      {redactions.error ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {redactions.error}
        </p>
      ) : null}
      {!answer && (current?.saved?.length || current?.boxes.length) ? (
        <p role="status" className="mt-3 text-slate-900">
          {t("redaction.kept", { found: current.saved?.length ?? 0, drawn: current.boxes.length })}
        </p>
      ) : null}
      {answer?.status === "unavailable" ? (
        <p role="status" className="mt-3 text-slate-900">
          {say(answer.reason)}
        </p>
      ) : null}
      {found ? (
        <div className="mt-4">
          <p role="status" className="font-semibold text-slate-900">
            {t("redaction.result", {
              rules: found.rules.name,
              found:
                found.hits.length === 0
                  ? t("redaction.nothingFound")
                  : t("redaction.foundCount", { count: found.hits.length }),
              count: found.pageCount,
            })}
          </p>
          {found.rules.filingReminder ? (
            <p className="mt-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-slate-900">
              <strong>{t("redaction.whenYouFile")}</strong> {say(found.rules.filingReminder)}
            </p>
          ) : null}
          {found.hits.length ? (
            <ul className="mt-3 space-y-2" aria-label={t("redaction.hitsName")}>
              {found.hits.map((hit, i) => (
                <HitRow
                  key={i}
                  hit={hit}
                  accepted={current!.accepted.includes(i)}
                  onToggle={() => redactions.update(file.id, (r) => toggleHit(r, i))}
                  onShow={() => setPageNumber(hit.page)}
                />
              ))}
            </ul>
          ) : null}
          {found.pageCount > 0 ? (
            <div className="mt-4">
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={shown <= 1}
                  onClick={() => setPageNumber(shown - 1)}
                >
                  {t("redaction.previousPage")}
                </button>
                {/* Said when it changes, so "Next page" or "Go" is heard to have worked. */}
                <span className="font-semibold text-slate-900" aria-live="polite">
                  {t("redaction.pageOf", { page: shown, total: found.pageCount })}
                </span>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={shown >= found.pageCount}
                  onClick={() => setPageNumber(shown + 1)}
                >
                  {t("redaction.nextPage")}
                </button>
              </div>
              {found.pageCount > 2 ? <GoToPage pageCount={found.pageCount} onGo={setPageNumber} /> : null}
              {page ? (
                <RedactionPage
                  page={page}
                  hits={hitsOn(page.page)}
                  boxes={current!.boxes}
                  onBoxes={(boxes) => redactions.update(file.id, (r) => ({ ...r, boxes }))}
                />
              ) : (
                <p role="status" className="text-slate-800">
                  {t("redaction.loadingPage", { page: shown })}
                </p>
              )}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function HitRow({
  hit,
  accepted,
  onToggle,
  onShow,
}: {
  hit: TRedactionHit;
  accepted: boolean;
  onToggle: () => void;
  onShow: () => void;
}) {
  const { t } = useFilesTranslation();
  const say = useContractText();
  const id = useId();
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-300 bg-white p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-6 w-6 shrink-0"
        checked={accepted}
        onChange={onToggle}
      />
      <label htmlFor={id} className="min-w-0 flex-1 basis-52 text-slate-900">
        <span className="font-semibold">
          <Trans
            t={t}
            i18nKey="redaction.removeHit"
            values={{ page: hit.page }}
            // The found text goes in as a child, never into the string Trans parses for tags.
            components={{ masked: <span className="font-mono break-all">{hit.masked}</span> }}
          />
        </span>
        <span className="block text-sm text-slate-700">{say(hit.reason)}</span>
      </label>
      <button type="button" className={SMALL_BUTTON} onClick={onShow}>
        {t("redaction.showPage", { page: hit.page })}
      </button>
    </li>
  );
}

/** Files with readable text under a black box, each with the one-tap real redaction. */
function CoveredNotices({
  files,
  redactions,
}: {
  files: readonly { id: string; name: string }[];
  redactions: RedactionsApi;
}) {
  const { t } = useFilesTranslation();
  const flagged = files.filter((f) => redactions.covered[f.id]?.length);
  if (!flagged.length) return null;
  return (
    <ul className="mt-3 space-y-2" aria-label={t("redaction.coveredName")}>
      {flagged.map((f) => {
        const areas = redactions.covered[f.id]!;
        const pages = [...new Set(areas.map((a) => a.page))];
        return (
          <li
            key={f.id}
            role="alert"
            className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-slate-900"
          >
            <p>
              <Trans
                t={t}
                i18nKey="redaction.covered"
                count={pages.length}
                values={{ pages: pages.join(", ") }}
                // A file's name goes in as a child, never into the string Trans parses for tags.
                components={{ name: <strong>{f.name}</strong> }}
              />
            </p>
            <button
              type="button"
              className={`${SMALL_BUTTON} mt-2`}
              onClick={() => redactions.fixCovered(f.id)}
            >
              {t("redaction.fixCovered", { count: areas.length })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
