// The builder's redactions held for the page (issue 43): asks the server for a file's hits (POST
// /api/redactions/find, one file at a time), keeps the person's choices by file id, and forgets removed files.
import { useCallback, useEffect, useState } from "react";
import { FIND_REDACTIONS_URL, ZFindRedactionsAnswer } from "@courtready/contracts";
import type { TFileRedaction } from "@courtready/contracts";
import { apiJson, serverMessage } from "../../../api/client.ts";
import { EMPTY, keepFiles, redactionsForBuild, withAnswer } from "./redactionState.ts";
import type { FileRedaction, Redactions } from "./redactionState.ts";

export interface RedactionsApi {
  byFile: Redactions;
  /** The file whose hits are being found, if any. */
  finding: string | null;
  /** What went wrong asking, for the panel to say. */
  error: string | null;
  find(
    file: { id: string; name: string; file: File | null },
    presetKey: string,
    minors: string,
  ): Promise<void>;
  update(id: string, change: (current: FileRedaction) => FileRedaction): void;
  /** The build's `redactions` field for these files, in their order. */
  forBuild(files: readonly { id: string; name: string }[]): TFileRedaction[];
}

export function useRedactions(files: readonly { id: string }[]): RedactionsApi {
  const [byFile, setByFile] = useState<Redactions>({});
  const [finding, setFinding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = files.map((f) => f.id).join("\n");
  useEffect(() => {
    setByFile((current) => keepFiles(current, ids.split("\n")));
  }, [ids]);

  const find = useCallback<RedactionsApi["find"]>(async (file, presetKey, minors) => {
    if (!file.file) {
      setError("This file's bytes are not in this browser yet. Preview the binder once, then try again.");
      return;
    }
    setFinding(file.id);
    setError(null);
    try {
      const form = new FormData();
      form.append("preset_key", presetKey);
      form.append("minors", minors);
      form.append("file", file.file, file.name);
      const answer = ZFindRedactionsAnswer.parse(await apiJson<unknown>("POST", FIND_REDACTIONS_URL, form));
      setByFile((current) => ({ ...current, [file.id]: withAnswer(current[file.id], answer) }));
    } catch (failure) {
      setError(serverMessage(failure, "The file could not be read for personal information. Try again."));
    } finally {
      setFinding(null);
    }
  }, []);

  const update = useCallback<RedactionsApi["update"]>((id, change) => {
    setByFile((current) => ({ ...current, [id]: change(current[id] ?? EMPTY) }));
  }, []);

  const forBuild = useCallback(
    (list: readonly { id: string; name: string }[]) => redactionsForBuild(list, byFile),
    [byFile],
  );

  return { byFile, finding, error, find, update, forBuild };
}
