// The court that hears this case (issue 37 §1), under the court field once a court and binder type are chosen: the
// API's answer in one sentence with its sources, the amount where a ceiling decides it, the precinct and place
// where the court has them (the caption built with the official pattern), or, with no sourced rule, "Check which
// court hears your case" with the state's judiciary site. The name the binder will carry is said last.
import { useId } from "react";
import { COURT_FOR_CASE_MESSAGES } from "@courtready/contracts";
import type { TCourtForCase } from "@courtready/contracts";
import { INPUT_CLASSES } from "../../components/ui/text-field.tsx";
import { ExternalLink } from "../shared/ExternalLink.tsx";
import { answerHeadline, dollars } from "./caseCourt.ts";

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
  if (status === "error")
    return (
      <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-slate-900">
        Which court hears this type of case could not be looked up. Your binder names the court you chose.{" "}
        <button
          type="button"
          onClick={props.onRetry}
          className="font-semibold text-blue-800 underline underline-offset-4"
        >
          Try again
        </button>
      </p>
    );
  if (!answer) return <p className="text-slate-700">Finding the court that hears this type of case…</p>;

  const headline = answerHeadline(answer, props.county);
  const showAmount =
    props.amount !== null && (answer.amount_limit !== null || props.amount.value.trim() !== "");
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border-2 border-blue-200 bg-blue-50 p-4"
      data-case-court={answer.level}
    >
      <h3 id={`${id}-title`} className="font-bold text-slate-900">
        The court for your case
      </h3>
      {headline ? (
        <p className="mt-1 text-slate-900">{headline}</p>
      ) : (
        <p className="mt-1 text-slate-900">
          <span className="font-semibold">{COURT_FOR_CASE_MESSAGES.checkCourt}</span> We have no source yet
          for which court hears this type of case here, so your binder names the court you chose.
          {answer.judiciary_url ? (
            <>
              {" "}
              <ExternalLink href={answer.judiciary_url}>The state&apos;s courts website</ExternalLink> says
              which court to file in.
            </>
          ) : null}
        </p>
      )}
      {answer.note && headline ? <p className="mt-1 text-sm text-slate-700">{answer.note}</p> : null}
      {answer.note && !headline && answer.note !== COURT_FOR_CASE_MESSAGES.checkCourt ? (
        <p className="mt-1 text-sm text-slate-700">
          {answer.note.replace(COURT_FOR_CASE_MESSAGES.checkCourt, "")}
        </p>
      ) : null}
      {answer.sources.length > 0 ? (
        <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
          {answer.sources.map((source) => (
            <li key={`${source.title}-${source.url ?? ""}`}>
              Source:{" "}
              {source.url ? (
                <ExternalLink href={source.url}>{source.title}</ExternalLink>
              ) : (
                <cite>{source.title}</cite>
              )}
              , read {source.read}
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
              ? `Up to ${dollars(answer.amount_limit)} is heard here; over it, another court hears the case.`
              : "The amount decides which court hears the case."}
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

      {answer.needs_precinct ? (
        <fieldset className="mt-3" aria-describedby={`${id}-precinct-hint`}>
          <legend className="font-semibold text-slate-900">Precinct and place</legend>
          <p id={`${id}-precinct-hint`} className="text-sm text-slate-700">
            This court sits in numbered precincts. Type the precinct (and place, if it has one) shown on your
            citation or notice; the court&apos;s name on your binder is built from them.
          </p>
          <div className="mt-1 grid max-w-md grid-cols-2 gap-3">
            <PrecinctInput
              id={`${id}-precinct`}
              label="Precinct"
              value={props.precinct}
              onChange={(value) => props.onPrecinct(value, props.place)}
            />
            <PrecinctInput
              id={`${id}-place`}
              label="Place (if any)"
              value={props.place}
              onChange={(value) => props.onPrecinct(props.precinct, value)}
            />
          </div>
        </fieldset>
      ) : null}

      <p className="mt-3 text-slate-900" data-caption>
        Your binder will name: <strong className="break-words">{props.caption}</strong>
      </p>
    </section>
  );
}

/** One of the precinct court's two short boxes (precinct, place), numbers first on a phone's keyboard. */
function PrecinctInput(props: {
  id: string;
  label: string;
  value: string;
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
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={INPUT_CLASSES}
      />
    </div>
  );
}
