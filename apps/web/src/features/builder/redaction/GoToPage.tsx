// "Go to page" in the redaction panel (issue 43): a long exhibit's page reached by typing its number, so page 250
// is one entry and Enter rather than 249 presses of "Next page"; the panel then draws that page's batch. A label, a
// numeric keyboard on phones, and a wrong number said in words tied to the field (never a silent jump elsewhere).
import { useId, useState } from "react";
import { INPUT_CLASSES } from "../../../components/ui/text-field.tsx";
import { SMALL_BUTTON } from "../../shared/smallButtons.ts";
import { useFilesTranslation } from "../../shared/filesText.ts";
import { pageFromEntry } from "./redactionState.ts";

export function GoToPage({ pageCount, onGo }: { pageCount: number; onGo: (page: number) => void }) {
  const { t } = useFilesTranslation();
  const id = useId();
  const [entry, setEntry] = useState("");
  const [wrong, setWrong] = useState(false);
  return (
    <form
      className="mb-2 flex flex-wrap gap-2"
      aria-label={t("redaction.goToPageName")}
      onSubmit={(e) => {
        e.preventDefault();
        const page = pageFromEntry(entry, pageCount);
        setWrong(page === null);
        if (page !== null) {
          onGo(page);
          setEntry("");
        }
      }}
    >
      <label htmlFor={`${id}-page`} className="basis-full font-semibold text-slate-900">
        {t("redaction.goToPage")}
      </label>
      {/* The field and its button stay on one line at 390 px: the field is sized for a page number, not the row. */}
      <div className="-mt-1.5 flex items-end gap-2">
        <input
          id={`${id}-page`}
          // Text with a numeric keyboard, not type="number": no spinner to nudge by accident, no scroll-wheel changes.
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={INPUT_CLASSES.replace("w-full", "w-28")}
          value={entry}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-wrong ${id}-hint` : `${id}-hint`}
          onChange={(e) => {
            setEntry(e.target.value);
            setWrong(false);
          }}
        />
        <button type="submit" className={`${SMALL_BUTTON} min-h-12`}>
          {t("redaction.go")}
        </button>
      </div>
      <p id={`${id}-hint`} className="basis-full text-sm text-slate-700">
        {t("redaction.goToPageHint", { total: pageCount })}
      </p>
      {wrong ? (
        <p id={`${id}-wrong`} role="alert" className="basis-full text-sm font-semibold text-red-800">
          {t("redaction.goToPageWrong", { total: pageCount })}
        </p>
      ) : null}
    </form>
  );
}
