// The builder's redactions held for the page (issue 43): asks the server for a file's hits (POST
// /api/redactions/find, one file at a time), keeps the person's choices by file id, forgets removed files, takes a
// saved project's back when it opens, and keeps each saved file's on the server as it changes.
import { useCallback, useEffect, useRef, useState } from "react";
import { FIND_REDACTIONS_URL, projectFileRedactionUrl, ZFindRedactionsAnswer } from "@courtready/contracts";
import type { TFileRedaction, TStoredRedaction } from "@courtready/contracts";
import { apiJson, apiRequest, serverMessage } from "../../../api/client.ts";
import { EMPTY, fromStored, keepFiles, redactionsForBuild, storedOf, withAnswer } from "./redactionState.ts";
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
  /** A saved project's redactions, by its files' ids (which the builder's files keep). */
  adopt(files: readonly { id: string; redaction?: TStoredRedaction | null | undefined }[]): void;
}

/** How long the person's changes settle before a saved file's redaction is sent (one request per burst of taps). */
const SAVE_AFTER_MS = 700;

export function useRedactions(
  files: readonly { id: string; savedFileId?: string | undefined }[],
  projectId: string | null,
): RedactionsApi {
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

  // What was last sent (or loaded) for each saved file, as JSON: only a change is sent.
  const sent = useRef<Record<string, string>>({});
  const adopt = useCallback<RedactionsApi["adopt"]>((saved) => {
    const next: Redactions = {};
    for (const f of saved) if (f.redaction) next[f.id] = fromStored(f.redaction);
    sent.current = Object.fromEntries(
      Object.entries(next).map(([id, r]) => [id, JSON.stringify(storedOf(r))]),
    );
    setByFile(next);
  }, []);

  // A saved project's files: each one's redaction sent when it changed, once the taps settle.
  const savedIds = files.flatMap((f) => (f.savedFileId ? [`${f.id}\t${f.savedFileId}`] : [])).join("\n");
  useEffect(() => {
    if (!projectId || !savedIds) return;
    const timer = setTimeout(() => {
      for (const pair of savedIds.split("\n")) {
        const [id, fileId] = pair.split("\t") as [string, string];
        const stored = storedOf(byFile[id] ?? EMPTY);
        const text = JSON.stringify(stored);
        if ((sent.current[id] ?? JSON.stringify(storedOf(EMPTY))) === text) continue;
        sent.current[id] = text;
        apiRequest("PUT", projectFileRedactionUrl(projectId, fileId), stored).catch((failure: unknown) => {
          delete sent.current[id];
          setError(serverMessage(failure, "Your redactions could not be saved with the project. Try again."));
        });
      }
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [byFile, projectId, savedIds]);

  const forBuild = useCallback(
    (list: readonly { id: string; name: string }[]) => redactionsForBuild(list, byFile),
    [byFile],
  );

  return { byFile, finding, error, find, update, forBuild, adopt };
}
