// A saved project keeps each message export's choice (issue 38): which of the builder's saved files have a choice
// that differs from the one last sent (or loaded), so only a change is sent (PUT …/files/:fileId/messages), and
// the hook that sends them once the person's taps settle. A file added and then saved gets its choice sent as soon
// as the save gives it its saved id.
import { useCallback, useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { projectFileMessagesUrl } from "@courtready/contracts";
import type { TMessageChoice } from "@courtready/contracts";
import { apiRequest } from "../../api/client.ts";
import { projectUrl } from "./projectQueries.ts";

/** A builder file as this module reads it. */
export interface ChoiceFile {
  id: string;
  savedFileId?: string | undefined;
  messages?: TMessageChoice | undefined;
}

/** What was last sent or loaded, by saved file id, as JSON ("null": no choice). */
export type SentChoices = Record<string, string>;

/** The saved files whose choice changed since `sent`, with what to send (null clears a saved choice). */
export function choicesToSend(
  files: readonly ChoiceFile[],
  sent: SentChoices,
): { fileId: string; choice: TMessageChoice | null; text: string }[] {
  return files.flatMap((f) => {
    if (!f.savedFileId) return [];
    const choice = f.messages && f.messages.conversations.length > 0 ? f.messages : null;
    const text = JSON.stringify(choice);
    return (sent[f.savedFileId] ?? "null") === text ? [] : [{ fileId: f.savedFileId, choice, text }];
  });
}

/** The choices of a loaded project's files, as sent: opening a project sends nothing back. */
export function sentOfProject(
  files: readonly { id: string; messages?: TMessageChoice | null | undefined }[],
) {
  return Object.fromEntries(files.map((f) => [f.id, JSON.stringify(f.messages ?? null)]));
}

/** How long the picker's taps settle before a saved file's choice is sent. */
const SAVE_AFTER_MS = 700;

export function useSavedMessageChoices(files: readonly ChoiceFile[], projectId: string | null) {
  const queryClient = useQueryClient();
  const sent = useRef<SentChoices>({});
  const adopt = useCallback(
    (saved: readonly { id: string; messages?: TMessageChoice | null | undefined }[]) => {
      sent.current = sentOfProject(saved);
    },
    [],
  );
  const pending = projectId ? choicesToSend(files, sent.current) : [];
  const key = pending.map((p) => `${p.fileId}\t${p.text}`).join("\n");
  useEffect(() => {
    if (!projectId || key === "") return;
    const timer = setTimeout(() => {
      for (const { fileId, choice, text } of choicesToSend(files, sent.current)) {
        sent.current[fileId] = text;
        // A failed send is tried again at the next change; the build itself still carries the choice.
        apiRequest("PUT", projectFileMessagesUrl(projectId, fileId), choice)
          // The project as cached is out of date now (a choice leaves its updatedAt as it was): opening it again
          // from the editor or the builder must show this choice.
          .then(() => queryClient.invalidateQueries({ queryKey: [projectUrl(projectId)] }))
          .catch(() => {
            delete sent.current[fileId];
          });
      }
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // `key` says what is to send; `files` is read as it is when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, projectId]);
  return { adopt };
}
