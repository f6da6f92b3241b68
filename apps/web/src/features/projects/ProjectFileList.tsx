// The project's files in the one shared list (shared/SortableFileList.tsx): each row adds the saved file's picture,
// its section select (issue 37 §3), "With English translation" on a translated file (issue 39 §2; with `translation`, each saved file's own line and
// the builder's dialog to add, change or remove it, translation/ProjectTranslation.tsx), a saved file's Pages panel
// (issue 37 §3, shared/pages/PagesPanel.tsx; without `pages`, "Pages edited" on a file whose pages are turned,
// removed or reordered), "Not saved yet" on a file added since the last save and, once the project was filed,
// "Filed" or "Not filed yet".
// The description shown is the person's own, else the machine one, marked with who wrote it (AI, or the file).
// A saved message export (issue 38) shows its saved choice in words and, with its kept conversations, the builder's
// picker, so the choice is changed here too (the editor keeps each change, PUT …/files/:fileId/messages), with
// "Choose messages" read from the kept file and an e-mail's attachment added as a new file by the server.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import type { TMessageChoice } from "@courtready/contracts";
import { useFilesTranslation } from "../shared/filesText.ts";
import { choiceSummary } from "../shared/messageChoiceText.ts";
import { MessagePicker } from "../shared/MessagePicker.tsx";
import { browserTimeZone, initialChoice } from "../shared/messagePicker.ts";
import type { AttachmentWhere } from "../shared/messageChooser.ts";
import { SortableFileList } from "../shared/SortableFileList.tsx";
import { FileThumbnail } from "./FileThumbnail.tsx";
import { isNewFile } from "./projectRules.ts";
import type { EditFile } from "./projectRules.ts";

const BADGE = "rounded-full px-2 py-0.5 text-xs font-semibold";

export interface ProjectFileListProps {
  files: readonly EditFile[];
  /** Each file's exhibit label, by position (projectRules.ts#editLabels). */
  labels: readonly string[];
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  /** The person's own description of a file, edited on its row. */
  onDescribe: (id: string, description: string) => void;
  /** Once the project was filed: the files in a filed binder or supplement (the others are marked not filed). */
  filedIds?: ReadonlySet<string> | undefined;
  /** Ids of files added here whose description is being written. */
  describing?: ReadonlySet<string> | undefined;
  /** A saved message export's new choice (undefined: nothing picked); without it, no picker is shown. */
  onMessages?: ((id: string, choice: TMessageChoice | undefined) => void) | undefined;
  /**
   * The saved project's id: its exports' "Choose messages" is read on the server from the files it keeps (issue 38);
   * absent: the picker offers no single messages.
   */
  projectId?: string | undefined;
  /** Adds an e-mail's attached PDF or photo as a new file of the project (issue 38); absent: not offered. */
  onAddAttachment?: ((from: EditFile, where: AttachmentWhere) => Promise<void>) | undefined;
  /** The zone a choice starts in (the browser's). */
  timeZone?: string;
  /** A file's translation line and dialog (issue 39 §2); it then says "With English translation" in place of the badge. */
  translation?: ((file: EditFile) => ReactNode) | undefined;
  /** A saved file's section select (issue 37 §3, shared/sections/SectionsPanel.tsx#SectionSelect). */
  section?: ((file: EditFile) => ReactNode) | undefined;
  /** A saved file's Pages panel (issue 37 §3, shared/pages/PagesPanel.tsx), which says itself whether pages are edited. */
  pages?: ((file: EditFile) => ReactNode) | undefined;
  /** A new file's resumable upload line (issue 40, shared/UploadLine.tsx). */
  upload?: ((file: EditFile) => ReactNode) | undefined;
}

export function ProjectFileList({
  files,
  labels,
  onMove,
  onRemove,
  onDescribe,
  filedIds,
  describing,
  onMessages,
  projectId,
  onAddAttachment,
  timeZone = browserTimeZone(),
  translation,
  section,
  pages,
  upload,
}: ProjectFileListProps) {
  const { t } = useTranslation("projects");
  const { t: tt } = useTranslation("translation");
  const { t: mt } = useTranslation("messages");
  const { t: ft } = useFilesTranslation();
  const { t: pt } = useTranslation("pageEdits");
  return (
    <SortableFileList
      files={files}
      listName={t("fileList.listName")}
      nameOf={(file) => file.originalName}
      labelOf={(index) => labels[index] ?? ""}
      onMove={onMove}
      onRemove={onRemove}
      onDescribe={onDescribe}
      row={(file) => {
        const own = file.description.trim();
        const listing = onMessages && !isNewFile(file) ? file.messageExport : undefined;
        return {
          thumbnail: <FileThumbnail filename={file.filename} url={file.fileUrl} />,
          badges: (
            <>
              {file.translated && !translation ? (
                <span className={`${BADGE} bg-emerald-100 text-emerald-900`}>{tt("row.with")}</span>
              ) : null}
              {file.pagesEdited && !pages ? (
                <span className={`${BADGE} bg-slate-100 text-slate-900`}>{pt("edited")}</span>
              ) : null}
              {isNewFile(file) ? (
                <span className={`${BADGE} bg-amber-100 text-amber-900`}>{t("fileList.notSaved")}</span>
              ) : null}
              {filedIds === undefined ? null : filedIds.has(file.id) ? (
                <span className={`${BADGE} bg-green-100 text-green-900`}>{t("fileList.filed")}</span>
              ) : (
                <span className={`${BADGE} bg-amber-100 text-amber-900`}>{t("fileList.notFiled")}</span>
              )}
              {file.messages ? (
                <span className={`${BADGE} bg-blue-50 text-blue-900`} data-message-choice>
                  {choiceSummary(file.messages, mt)}
                </span>
              ) : null}
            </>
          ),
          check: (
            <>
              {listing ? (
                <MessagePicker
                  fileName={file.originalName}
                  summary={listing}
                  // An export of one conversation reads as picked, as in the builder, until the person changes it.
                  choice={file.messages ?? initialChoice(listing, timeZone)}
                  defaultZone={timeZone}
                  onChange={(choice) => onMessages?.(file.id, choice)}
                  source={projectId ? { kind: "saved", projectId, fileId: file.id } : undefined}
                  onAddAttachment={onAddAttachment ? (where) => onAddAttachment(file, where) : undefined}
                />
              ) : (
                upload?.(file)
              )}
              {translation?.(file)}
              {section?.(file)}
              {pages?.(file)}
            </>
          ),
          description: {
            text: own || file.aiDescription || "",
            // Who wrote a machine description; one saved before that was kept reads as AI, as it did.
            source: own || !file.aiDescription ? "person" : (file.aiDescriptionSource ?? "ai"),
            describing: describing?.has(file.id) ?? false,
            // As in the builder: an export's index line is written from its choice when the person writes none.
            whenEmpty: file.messageExport ? ft("list.messagesWhenEmpty") : undefined,
          },
        };
      }}
    />
  );
}
