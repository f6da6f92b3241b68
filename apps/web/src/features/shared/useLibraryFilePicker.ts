// The state behind LibraryFilePicker: the search, the library's files for it, which are ticked, and fetching the
// ticked ones. The dialog that shows the picker owns its buttons and messages; this owns the list.
import { useEffect, useRef, useState } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { TUserFile, TUserFilesResponse } from "@courtready/contracts";
import { libraryFileAsFile, useUserFiles } from "./libraryFiles.ts";
import { MAX_PICK_BYTES, chosenFiles, fetchInTurn, pickerRows, toggled } from "./libraryPickerRules.ts";
import type { AddedFile, FetchOutcome, PickerRow } from "./libraryPickerRules.ts";

export interface LibraryFilePickerState {
  search: string;
  setSearch: (search: string) => void;
  library: UseQueryResult<TUserFilesResponse>;
  rows: PickerRow[];
  picked: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** The ticked files that can be picked, in the list's order: what fetchChosen fetches. */
  chosen: TUserFile[];
  /** Which file is being fetched (counting from 1), or null when not fetching. */
  fetching: { current: number; total: number } | null;
  /**
   * Fetches the chosen files' bytes one by one. Null when there was nothing to fetch, a fetch was already running,
   * or the picker was reset (closed) meanwhile.
   */
  fetchChosen: () => Promise<FetchOutcome | null>;
  /** Clears the search and the ticks and drops a fetch still running: call it when the dialog closes. */
  reset: () => void;
}

/**
 * @param open whether the dialog is open: the library is loaded only then, and closing drops a running fetch.
 * @param alreadyAdded the binder's files, so a library file already in it is marked.
 */
export function useLibraryFilePicker(
  open: boolean,
  alreadyAdded: readonly AddedFile[] = [],
): LibraryFilePickerState {
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [fetching, setFetching] = useState<{ current: number; total: number } | null>(null);
  // Each fetch and each reset takes the next number; a fetch whose number is no longer the latest was given up.
  const run = useRef(0);
  useEffect(() => {
    if (!open) run.current += 1;
  }, [open]);

  const library = useUserFiles({ search }, open);
  const rows = pickerRows(library.data?.files ?? [], alreadyAdded, MAX_PICK_BYTES);
  const chosen = chosenFiles(rows, picked);

  const fetchChosen = async (): Promise<FetchOutcome | null> => {
    if (chosen.length === 0 || fetching) return null;
    const thisRun = ++run.current;
    const outcome = await fetchInTurn(chosen, libraryFileAsFile, {
      onProgress: (current, total) => setFetching({ current, total }),
      cancelled: () => run.current !== thisRun,
    });
    if (outcome) setFetching(null);
    return outcome;
  };

  return {
    search,
    setSearch,
    library,
    rows,
    picked,
    toggle: (id) => setPicked((current) => toggled(current, id)),
    chosen,
    fetching,
    fetchChosen,
    reset: () => {
      run.current += 1;
      setPicked(new Set());
      setSearch("");
      setFetching(null);
    },
  };
}
