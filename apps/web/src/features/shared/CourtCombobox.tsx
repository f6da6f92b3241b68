// The court field of the builder: the directory's search (useCourtSearch, the same ranked search /court-information
// asks, so "Houston" or "77002" offers Harris County and "Sacramento" Sacramento County) as a WAI-ARIA combobox:
// type a city, borough, ZIP code or county, move through the courts with the arrow keys, Enter or a tap chooses,
// Escape closes.
import { useEffect, useId, useState } from "react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TCourtPreset } from "@courtready/contracts";
import { INPUT_CLASSES } from "../../components/ui/text-field.tsx";
import { COURT_OPTIONS_SHOWN, comboboxStatus, comboboxStep, optionDetail } from "./courtCombobox.ts";
import type { ComboboxKey, ComboboxState } from "./courtCombobox.ts";
import { useCourtSearch } from "./courtSearch.ts";

/** How long typing pauses before the search is asked, so each key press is not a request. */
const TYPING_PAUSE_MS = 250;

const NAVIGATION_KEYS: ReadonlySet<string> = new Set(["ArrowDown", "ArrowUp", "Home", "End", "Escape"]);

export interface CourtComboboxProps {
  label: string;
  hint: string;
  /** The chosen court's name, shown in the box when nothing else is typed; "" for none. */
  chosenLabel: string;
  onChoose: (preset: TCourtPreset) => void;
}

export function CourtCombobox({ label, hint, chosenLabel, onChoose }: CourtComboboxProps) {
  const { t } = useTranslation("courts");
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(chosenLabel);
  const [query, setQuery] = useState("");
  const [popup, setPopup] = useState<ComboboxState>({ open: false, active: -1 });

  // A court chosen elsewhere (a saved project, a directory link) shows in the box.
  useEffect(() => setText(chosenLabel), [chosenLabel]);
  // The search follows what is typed, once typing pauses; a court's name put in the box is not a search.
  useEffect(() => {
    if (!popup.open) return;
    const timer = window.setTimeout(() => setQuery(text.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, popup.open]);

  const search = useCourtSearch({ state: null, q: query }, false);
  const options = (search.data?.results ?? []).slice(0, COURT_OPTIONS_SHOWN);
  const phase =
    query === ""
      ? "idle"
      : search.isError
        ? "failed"
        : search.isPending || search.isFetching
          ? "searching"
          : "done";
  const open = popup.open && options.length > 0 && phase === "done" && query === text.trim();
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (index: number) => {
    const picked = options[index];
    if (!picked) return;
    setText(picked.preset.label);
    setQuery("");
    setPopup({ open: false, active: -1 });
    onChoose(picked.preset);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && open && popup.active >= 0) {
      event.preventDefault();
      choose(popup.active);
      return;
    }
    if (!NAVIGATION_KEYS.has(event.key)) return;
    // Escape with the list closed gives back the chosen court's name, as a native select would.
    if (event.key === "Escape" && !open) setText(chosenLabel);
    event.preventDefault();
    setPopup((current) => comboboxStep(current, event.key as ComboboxKey, options.length));
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && popup.active >= 0 ? optionId(popup.active) : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPopup({ open: true, active: -1 });
        }}
        onFocus={(event) => event.target.select()}
        onBlur={() => setPopup({ open: false, active: -1 })}
        onKeyDown={onKeyDown}
        className={INPUT_CLASSES}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("combobox.listLabel", { label })}
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border-2 border-slate-400 bg-white py-1 shadow-lg"
      >
        {options.map((result, index) => (
          <li
            key={result.preset.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === popup.active}
            // Keeps focus in the box, so choosing with a tap does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className={
              "flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 " +
              (index === popup.active ? "bg-blue-800 text-white" : "text-slate-900 hover:bg-slate-100")
            }
          >
            <span className="font-semibold break-words">{result.preset.label}</span>
            <span className={index === popup.active ? "text-sm text-blue-50" : "text-sm text-slate-600"}>
              {optionDetail(result, t)}
            </span>
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-1 text-sm text-slate-700">
        {popup.open ? comboboxStatus(query, phase, search.data?.results.length ?? 0, t) : ""}
      </p>
    </div>
  );
}
