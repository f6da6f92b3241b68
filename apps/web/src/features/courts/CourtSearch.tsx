// The pieces both directory pages (/court-information and /courts) are made of: the search form tied to ?q=, the
// results heading that takes focus when the page of results changes, and the one live region that reads out each
// new count or outcome.
import { useRef } from "react";
import type { FormEvent, ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { ParamChanges } from "../shared/useUrlSearch.ts";

export interface CourtSearchFormProps {
  /** The search box's label and example. */
  label: string;
  hint: string;
  draft: string;
  setDraft: (text: string) => void;
  submit: () => void;
  /** Whether "Clear" is offered (something is searched or typed), its words, and what it does. */
  canClear: boolean;
  clearLabel: string;
  onClear: () => void;
  /** The form's layout; `fieldClassName` and `buttonsClassName` place the box and the buttons in it. */
  className: string;
  fieldClassName?: string;
  buttonsClassName: string;
  /** More fields, after the search box (the state list). */
  children?: ReactNode;
}

export function CourtSearchForm(props: CourtSearchFormProps) {
  const { t } = useTranslation("courts");
  const { label, hint, draft, setDraft, submit, canClear, clearLabel, onClear } = props;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  return (
    <form role="search" aria-label={t("search.formLabel")} onSubmit={onSubmit} className={props.className}>
      <TextField
        className={props.fieldClassName}
        label={label}
        hint={hint}
        type="search"
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      {props.children}
      <div className={props.buttonsClassName}>
        <Button type="submit">{t("search.submit")}</Button>
        {canClear ? (
          <Button variant="secondary" onClick={onClear}>
            {clearLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Goes to a page of results (a history entry, so Back returns to it) and moves focus to the results heading, where
 * the new page starts, so keyboard and screen-reader users follow.
 */
export function usePageTurn(update: (changes: ParamChanges, push?: boolean) => void) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const goToPage = (next: number) => {
    update({ page: next > 1 ? String(next) : null }, true);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  return { headingRef, goToPage };
}

export interface ResultsHeadingProps {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

export function ResultsHeading({ id, headingRef, children }: ResultsHeadingProps) {
  return (
    <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 sm:text-2xl">
      {children}
    </h2>
  );
}

/**
 * One live region that stays on the page, so screen readers hear every new count or outcome. An outcome that
 * replaces the list (nothing found) is shown larger than a count.
 */
export function ResultsStatus({
  id,
  emphasis,
  children,
}: {
  id: string;
  emphasis: boolean;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className={emphasis ? "mt-2 text-lg font-semibold text-slate-900" : "mt-1 text-slate-700"}
    >
      {children}
    </p>
  );
}
