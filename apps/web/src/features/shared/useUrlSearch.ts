// The directory pages and the dashboard's project list keep their view in the address (?q=, ?state=, ?page=,
// ?status=) so Back, reload and shared links work.
// This hook ties a search box to ?q=: the address follows the box once typing pauses, and the box follows the
// address when it changes from outside (Back, a link).
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useDebouncedValue } from "../../components/useDebouncedValue.ts";

/** Long enough that a search waits for a pause in typing, short enough to feel live. */
export const SEARCH_DELAY_MS = 350;

export type ParamChanges = Record<string, string | null>;

export function useUrlSearch() {
  const [params, setParams] = useSearchParams();

  /** Sets or removes address parameters; a new page is a history entry (Back returns to it), a new search is not. */
  const update = useCallback(
    (changes: ParamChanges, push = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );

  const q = (params.get("q") ?? "").trim();
  const [draft, setDraft] = useState(q);
  // What the box last wrote to the address, so that echo is not mistaken for a change from outside.
  const written = useRef(q);
  const settled = useDebouncedValue(draft.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setDraft(q);
  }, [q]);

  // The write must run only when the settled text changes, never because the address (and so `update`) changed:
  // after Back, the box still holds the old text until it settles, and writing it would undo the Back.
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  }, [update]);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    latestUpdate.current({ q: settled || null, page: null });
  }, [settled]);

  return {
    params,
    update,
    /** The search in effect (from the address). */
    q,
    /** What the box shows, possibly not yet searched. */
    draft,
    setDraft,
    /** Searches for the box's text now (Enter or the Search button). */
    submit() {
      const now = draft.trim();
      written.current = now;
      update({ q: now || null, page: null });
    },
    /** Empties the box and drops the search, with any other parameters named. */
    clear(extra: ParamChanges = {}) {
      written.current = "";
      setDraft("");
      update({ q: null, page: null, ...extra });
    },
  };
}
