// The court that hears this case (issue 37 §1), under the court field once a court and binder type are chosen: the
// API's answer in one sentence with its sources, the amount where a ceiling decides it, the precinct and place
// where the court has them (the caption built with the official pattern), or, with no sourced rule, "Check which
// court hears your case" with the state's judiciary site. The name the binder will carry is said last.
import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { COURT_FOR_CASE_MESSAGES } from "@courtready/contracts";
import type { TCourtForCase } from "@courtready/contracts";
import { INPUT_CLASSES } from "../../components/ui/text-field.tsx";
import { ExternalLink } from "../shared/ExternalLink.tsx";
import { answerHeadline, dollars } from "./caseCourt.ts";
import { useContractText } from "../../i18n/contractText.ts";
import { TextButton } from "../../components/ui/button.tsx";

/** What the panel shows: the answer (or where asking it stands) and the values the person types into it. */
export interface CaseCourtProps {
  answer: TCourtForCase | undefined;
  status: "pending" | "error" | "success";
  onRetry: () => void;
  /** The chosen court's county, for the sentence. */
  county: string | null;
  /** The court name the binder will carry. */
  caption: string;
  /** The amount field (the binder type's own amount question), when it has one. */
  amount: { label: string; value: string; onChange: (value: string) => void } | null;
  precinct: string;
  place: string;
  onPrecinct: (precinct: string, place: string) => void;
}

export function CaseCourt(props: CaseCourtProps) {
  const { answer, status } = props;
  const id = useId();
  const { t, i18n } = useTranslation("builder");
  const say = useContractText();
  if (status === "error")
    return (
      <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-slate-900">
        {t("caseCourt.lookupFailed")}{" "}
        <TextButton onClick={props.onRetry}>{t("caseCourt.tryAgain")}</TextButton>
      </p>
    );
  if (!answer) return <p className="text-slate-700">{t("caseCourt.finding")}</p>;

  const headline = answerHeadline(answer, props.county, t);
  const showAmount =
    props.amount !== null && (answer.amount_limit !== null || props.amount.value.trim() !== "");
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border-2 border-blue-200 bg-blue-50 p-4"
      data-case-court={answer.level}
    >
      <h3 id={`${id}-title`} className="font-bold text-slate-900">
        {t("caseCourt.title")}
      </h3>
      {headline ? (
        <p className="mt-1 text-slate-900">{headline}</p>
      ) : (
        <p className="mt-1 text-slate-900">
          <span className="font-semibold">{t("caseCourt.checkCourt")}</span> {t("caseCourt.noSource")}
          {answer.judiciary_url ? (
            <>
              {" "}
              <Trans
                t={t}
                i18nKey="caseCourt.judiciarySite"
                components={{ site: <ExternalLink href={answer.judiciary_url}>{""}</ExternalLink> }}
              />
            </>
          ) : null}
        </p>
      )}
      {answer.note && headline ? (
        <p className="mt-1 text-sm text-slate-700">
          {/* A rule's note comes with its Spanish (packages/courts notes.es.ts); the contracts catalogue has none. */}
          {i18n.resolvedLanguage === "es" && answer.note_es ? answer.note_es : say(answer.note)}
        </p>
      ) : null}
      {answer.note && !headline && answer.note !== COURT_FOR_CASE_MESSAGES.checkCourt ? (
        <p className="mt-1 text-sm text-slate-700">
          {i18n.resolvedLanguage === "es" && answer.note_es
            ? answer.note_es.replace(say(COURT_FOR_CASE_MESSAGES.checkCourt), "").trim()
            : say(answer.note.replace(COURT_FOR_CASE_MESSAGES.checkCourt, "").trim())}
        </p>
      ) : null}
      {answer.sources.length > 0 ? (
        <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
          {answer.sources.map((source) => (
            <li key={`${source.title}-${source.url ?? ""}`}>
              {t("caseCourt.source")}{" "}
              {source.url ? (
                <ExternalLink href={source.url}>{source.title}</ExternalLink>
              ) : (
                <cite>{source.title}</cite>
              )}
              {t("caseCourt.read", { date: source.read })}
            </li>
          ))}
        </ul>
      ) : null}

      {showAmount && props.amount ? (
        <div className="mt-3 max-w-xs">
          <label htmlFor={`${id}-amount`} className="block font-semibold text-slate-900">
            {props.amount.label}
          </label>
          <p id={`${id}-amount-hint`} className="mt-0.5 text-sm text-slate-700">
            {answer.amount_limit !== null
              ? t("caseCourt.amountLimit", { limit: dollars(answer.amount_limit) })
              : t("caseCourt.amountDecides")}
          </p>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            aria-describedby={`${id}-amount-hint`}
            value={props.amount.value}
            onChange={(event) => props.amount?.onChange(event.target.value)}
            className={INPUT_CLASSES}
          />
        </div>
      ) : null}

      {answer.needs_precinct && precinctKind(answer.precinct_pattern).named ? (
        <fieldset className="mt-3" aria-describedby={`${id}-precinct-hint`}>
          <legend className="font-semibold text-slate-900">{t("caseCourt.nameLegend")}</legend>
          <p id={`${id}-precinct-hint`} className="text-sm text-slate-700">
            {t("caseCourt.nameHint", { rest: precinctKind(answer.precinct_pattern).rest })}
          </p>
          <div className="mt-1 max-w-md">
            <PrecinctInput
              id={`${id}-precinct`}
              label={t("caseCourt.name")}
              value={props.precinct}
              numeric={false}
              onChange={(value) => props.onPrecinct(value, "")}
            />
          </div>
        </fieldset>
      ) : answer.needs_precinct ? (
        <fieldset className="mt-3" aria-describedby={`${id}-precinct-hint`}>
          <legend className="font-semibold text-slate-900">
            {t(
              precinctKind(answer.precinct_pattern).place ? "caseCourt.precinctLegend" : "caseCourt.precinct",
            )}
          </legend>
          <p id={`${id}-precinct-hint`} className="text-sm text-slate-700">
            {t("caseCourt.precinctHint")}
          </p>
          <div className="mt-1 grid max-w-md grid-cols-2 gap-3">
            <PrecinctInput
              id={`${id}-precinct`}
              label={t("caseCourt.precinct")}
              value={props.precinct}
              numeric
              onChange={(value) => props.onPrecinct(value, props.place)}
            />
            {precinctKind(answer.precinct_pattern).place ? (
              <PrecinctInput
                id={`${id}-place`}
                label={t("caseCourt.place")}
                value={props.place}
                numeric
                onChange={(value) => props.onPrecinct(props.precinct, value)}
              />
            ) : null}
          </div>
        </fieldset>
      ) : null}

      <p className="mt-3 text-slate-900" data-caption>
        <Trans
          t={t}
          i18nKey="caseCourt.caption"
          values={{ caption: props.caption }}
          components={{ name: <strong className="break-words" /> }}
        />
      </p>
    </section>
  );
}

/**
 * What the person types into a court's name pattern: a number ("Justice Court, Precinct {precinct}, Place {place}"),
 * with a place box only when the pattern has one, or the first words of a court's name ("{precinct} Municipal
 * Court": "Cleveland"), whose `rest` is the pattern's fixed words after it.
 */
function precinctKind(pattern: string | null): { named: boolean; place: boolean; rest: string } {
  const named = pattern?.startsWith("{precinct}") ?? false;
  const rest = named ? (pattern ?? "").slice("{precinct}".length).split(",")[0]!.trim() : "";
  return { named, place: pattern?.includes("{place}") ?? false, rest };
}

/** A box of the court's name: a precinct or place number (numbers first on a phone's keyboard) or a name. */
function PrecinctInput(props: {
  id: string;
  label: string;
  value: string;
  numeric: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-slate-900">
        {props.label}
      </label>
      <input
        id={props.id}
        type="text"
        inputMode={props.numeric ? "numeric" : "text"}
        autoComplete="off"
        maxLength={props.numeric ? 20 : 60}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={INPUT_CLASSES}
      />
    </div>
  );
}
