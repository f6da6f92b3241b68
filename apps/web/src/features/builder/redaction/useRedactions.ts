// The builder's redactions held for the page (issue 43): asks the server for a file's hits (POST
// /api/redactions/find, one file at a time), keeps the person's choices by file id, forgets removed files, takes a
// saved project's back when it opens, and keeps each saved file's on the server as it changes.
import { useCallback, useEffect, useRef, useState } from "react";
import {
  FIND_REDACTIONS_URL,
  projectFileRedactionUrl,
  REDACTION_MAX_PAGES,
  ZFindRedactionsAnswer,
} from "@courtready/contracts";
import type { TDrawnBox, TFileRedaction, TPageLayout, TStoredRedaction } from "@courtready/contracts";
import { apiJson, apiRequest, serverMessage } from "../../../api/client.ts";
import { filesT } from "../../shared/filesText.ts";
import { appendOneFile } from "../../shared/resumableUpload.ts";
import {
  batchStart,
  EMPTY,
  fromStored,
  keepFiles,
  redactionsForBuild,
  storedOf,
  withAnswer,
  withCoveredBoxes,
  withPages,
} from "./redactionState.ts";
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
  /**
   * Draws the batch of pages that holds `page` (the first answer draws the first REDACTION_MAX_PAGES): the file is
   * sent again, since the server keeps nothing of it.
   */
  loadPages(file: { id: string; name: string; file: File | null }, page: number): Promise<void>;
  /** The file id and first page of the batch being drawn, if any. */
  loadingPages: string | null;
  update(id: string, change: (current: FileRedaction) => FileRedaction): void;
  /** The build's `redactions` field for these files, in their order. */
  forBuild(files: readonly { id: string; name: string }[]): TFileRedaction[];
  /**
   * Readable text under a dark box, by file id: found when a PDF is added (a "redaction" that hides nothing), until
   * the person redacts it for real with `fixCovered`.
   */
  covered: Record<string, TDrawnBox[]>;
  /** Adds the file's covered areas as drawn boxes: the one-tap real redaction. */
  fixCovered(id: string): void;
  /** A saved project's redactions, by its files' ids (which the builder's files keep). */
  adopt(files: readonly { id: string; redaction?: TStoredRedaction | null | undefined }[]): void;
}

/**
 * Files with a text layer a black box can hide: PDFs, and Word, Excel and RTF files, read in the conversion their
 * check kept (the server converts nothing for this). A picture has no text under its pixels to find.
 */
const hasTextLayer = (f: { name: string; type: string }) =>
  f.type === "application/pdf" || /\.(pdf|docx?|xlsx?|rtf)$/i.test(f.name);

/** How long the person's changes settle before a saved file's redaction is sent (one request per burst of taps). */
const SAVE_AFTER_MS = 700;

/** A builder file as this hook reads it. */
interface RedactableFile {
  id: string;
  name: string;
  type: string;
  file: File | null;
  savedFileId?: string | undefined;
  check?: { state: string } | undefined;
}

export function useRedactions(
  files: readonly RedactableFile[],
  projectId: string | null,
  /** A file's finished resumable upload (issue 40): named instead of sending a large file's bytes again. */
  uploadIdOf?: (fileId: string) => string | undefined,
): RedactionsApi {
  // Read when a request is made, so the callbacks stay the same while uploads progress.
  const uploadId = useRef(uploadIdOf);
  uploadId.current = uploadIdOf;
  const [byFile, setByFile] = useState<Redactions>({});
  const [finding, setFinding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = files.map((f) => f.id).join("\n");
  useEffect(() => {
    setByFile((current) => keepFiles(current, ids.split("\n")));
  }, [ids]);

  // Each batch is asked once per answer: a failure is said, not retried in a loop ("Look again" starts over).
  const askedPages = useRef(new Set<string>());
  const find = useCallback<RedactionsApi["find"]>(async (file, presetKey, minors) => {
    if (!file.file) {
      // Read at the time of the failure, so the message is in the language shown then.
      setError(filesT()("redaction.notHere"));
      return;
    }
    setFinding(file.id);
    setError(null);
    for (const key of [...askedPages.current])
      if (key.startsWith(`${file.id}:`)) askedPages.current.delete(key);
    try {
      const form = new FormData();
      form.append("preset_key", presetKey);
      form.append("minors", minors);
      appendOneFile(form, "file", { name: file.name, file: file.file }, uploadId.current?.(file.id));
      const answer = ZFindRedactionsAnswer.parse(await apiJson<unknown>("POST", FIND_REDACTIONS_URL, form));
      setByFile((current) => ({ ...current, [file.id]: withAnswer(current[file.id], answer) }));
    } catch (failure) {
      setError(serverMessage(failure, filesT()("redaction.findFailed")));
    } finally {
      setFinding(null);
    }
  }, []);

  const [loadingPages, setLoadingPages] = useState<string | null>(null);
  const loadPages = useCallback<RedactionsApi["loadPages"]>(async (file, page) => {
    const first = batchStart(page, REDACTION_MAX_PAGES);
    const key = `${file.id}:${first}`;
    if (!file.file || askedPages.current.has(key)) return;
    askedPages.current.add(key);
    setLoadingPages(key);
    try {
      const form = new FormData();
      form.append("mode", "pages");
      form.append("first_page", String(first));
      appendOneFile(form, "file", { name: file.name, file: file.file }, uploadId.current?.(file.id));
      const answer = ZFindRedactionsAnswer.parse(await apiJson<unknown>("POST", FIND_REDACTIONS_URL, form));
      if (answer.status === "found")
        setByFile((current) => {
          const r = current[file.id];
          return r ? { ...current, [file.id]: withPages(r, answer.pages) } : current;
        });
      else setError(answer.reason);
    } catch (failure) {
      setError(serverMessage(failure, filesT()("redaction.pagesFailed", { page })));
    } finally {
      setLoadingPages(null);
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
          setError(serverMessage(failure, filesT()("redaction.saveFailed")));
        });
      }
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [byFile, projectId, savedIds]);

  const forBuild = useCallback(
    (list: readonly { id: string; name: string }[]) => redactionsForBuild(list, byFile),
    [byFile],
  );

  // Each PDF, Word or Excel file added and checked is asked once, one at a time, whether a dark box hides readable text. A visitor (the
  // route wants a sign-in) or a failed ask shows nothing: the filing check still flags it at Generate.
  const [covered, setCovered] = useState<Record<string, TDrawnBox[]>>({});
  // A Word or Excel file's layout the areas were found on: the boxes they become are pinned to it.
  const coveredLayout = useRef<Record<string, TPageLayout[]>>({});
  const asked = useRef(new Set<string>());
  const [asking, setAsking] = useState(false);
  const next = files.find(
    (f) => f.file && hasTextLayer(f) && f.check?.state === "ready" && !asked.current.has(f.id),
  );
  useEffect(() => {
    if (asking || !next?.file) return;
    asked.current.add(next.id);
    setAsking(true);
    const form = new FormData();
    form.append("mode", "covered");
    appendOneFile(form, "file", { name: next.name, file: next.file }, uploadId.current?.(next.id));
    apiJson<unknown>("POST", FIND_REDACTIONS_URL, form)
      .then((raw) => {
        const parsed = ZFindRedactionsAnswer.safeParse(raw);
        const answer = parsed.success && parsed.data.status === "found" ? parsed.data : null;
        if (!answer?.covered.length) return;
        if (answer.layout) coveredLayout.current[next.id] = answer.layout;
        setCovered((current) => ({ ...current, [next.id]: answer.covered }));
      })
      // Not signed in, or the server busy: nothing to say here (the filing check still flags it at Generate).
      .catch(() => {})
      .finally(() => setAsking(false));
  }, [asking, next]);

  const fixCovered = useCallback(
    (id: string) => {
      const areas = covered[id] ?? [];
      setByFile((current) => {
        return { ...current, [id]: withCoveredBoxes(current[id] ?? EMPTY, areas, coveredLayout.current[id]) };
      });
      setCovered(({ [id]: _done, ...rest }) => rest);
    },
    [covered],
  );

  return {
    byFile,
    finding,
    error,
    find,
    loadPages,
    loadingPages,
    update,
    forBuild,
    adopt,
    covered,
    fixCovered,
  };
}
