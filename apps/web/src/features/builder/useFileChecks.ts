// Checks each added file on the server the moment it is added (POST /api/inspect-file), two at a time, and writes
// what was found on its row; a large file uploading resumably is checked when its upload finishes, named by its
// upload id rather than sent again (issue 40); and unlocks a locked PDF with the password typed on its row (POST /api/unlock-pdf),
// putting the opened copy in place of the locked one and checking it again. The password is sent once and kept
// nowhere: not in state, not in the local session.
import { useCallback, useEffect, useRef } from "react";
import type { Dispatch } from "react";
import { INSPECT_FILE_URL, UNLOCK_PDF_URL, ZFileInspection } from "@courtready/contracts";
import { apiJson, apiRequest } from "../../api/client.ts";
import type { BuilderAction, BuilderFile } from "./builderState.ts";
import {
  checkFromInspection,
  checkSource,
  createQueue,
  filesToCheck,
  uncheckedOffline,
} from "./fileChecks.ts";
import type { UploadStatus } from "../shared/uploadProgress.ts";
import { appendOneFile } from "../shared/resumableUpload.ts";
import { browserTimeZone, initialChoice } from "../shared/messagePicker.ts";

const CONCURRENT_CHECKS = 2;

export function useFileChecks(
  files: readonly BuilderFile[],
  dispatch: Dispatch<BuilderAction>,
  /** The resumable uploads' states (useResumableUploads), and whether large files upload resumably here. */
  uploads: { statuses: ReadonlyMap<string, UploadStatus>; resumable: boolean },
) {
  const queue = useRef(createQueue(CONCURRENT_CHECKS));
  // Ids already queued: an effect run twice before the "checking" mark lands must not send a file twice.
  const queued = useRef(new Set<string>());

  useEffect(() => {
    for (const builderFile of filesToCheck(files)) {
      if (queued.current.has(builderFile.id)) continue;
      const source = checkSource(builderFile.file, uploads.statuses.get(builderFile.id), uploads.resumable);
      if (source.kind === "wait") continue;
      queued.current.add(builderFile.id);
      dispatch({ type: "fileChecked", id: builderFile.id, check: { state: "checking" } });
      queue.current.add(async () => {
        const form = new FormData();
        if (source.kind === "upload") form.append("uploadIds", JSON.stringify([source.uploadId]));
        else form.append("file", builderFile.file, builderFile.name);
        // A message export's days are counted in the browser's zone (the picker's default).
        const timeZone = browserTimeZone();
        form.append("timeZone", timeZone);
        try {
          const parsed = ZFileInspection.safeParse(await apiJson<unknown>("POST", INSPECT_FILE_URL, form));
          dispatch({
            type: "fileChecked",
            id: builderFile.id,
            check: parsed.success
              ? checkFromInspection(parsed.data)
              : { state: "unchecked", reason: uncheckedOffline() },
          });
          if (parsed.success && parsed.data.status === "messages" && !builderFile.messages) {
            const choice = initialChoice(parsed.data.summary, timeZone);
            if (choice) dispatch({ type: "setMessageChoice", id: builderFile.id, choice });
          }
        } catch {
          dispatch({
            type: "fileChecked",
            id: builderFile.id,
            check: { state: "unchecked", reason: uncheckedOffline() },
          });
        }
      });
    }
  }, [files, dispatch, uploads.statuses, uploads.resumable]);

  /** Opens a locked PDF with its password; throws the server's error (wrong password) for the row to show. */
  const unlock = useCallback(
    async (builderFile: BuilderFile, password: string) => {
      if (!builderFile.file) return;
      const form = new FormData();
      // A large file is named by its finished upload, as its check was: its bytes are on the server already.
      const source = checkSource(builderFile.file, uploads.statuses.get(builderFile.id), uploads.resumable);
      appendOneFile(
        form,
        "file",
        { name: builderFile.name, file: builderFile.file },
        source.kind === "upload" ? source.uploadId : undefined,
      );
      form.append("password", password);
      const response = await apiRequest("POST", UNLOCK_PDF_URL, form);
      const opened = new File([await response.blob()], builderFile.name, { type: "application/pdf" });
      queued.current.delete(builderFile.id);
      dispatch({ type: "unlocked", id: builderFile.id, file: opened });
    },
    [dispatch, uploads.statuses, uploads.resumable],
  );

  return { unlock };
}
