// The builder's files in the one shared list (shared/SortableFileList.tsx): each row adds the file's picture from
// this device, its kind and size (B/KB/MB/GB, base 1024), its check (a locked PDF's password box) and the A.I
// description being written.
import type { ReactNode } from "react";
import { formatFileSize } from "@courtready/contracts";
import type { TMessageChoice } from "@courtready/contracts";
import { SortableFileList } from "../shared/SortableFileList.tsx";
import type { BuilderFile } from "./builderState.ts";
import { FileCheckStatus, fileRowId, rowBorder } from "./FileCheckStatus.tsx";
import { LocalThumbnail } from "./FileTypeTile.tsx";
import { fileKindName } from "./fileTypes.ts";
import { useFilesTranslation } from "../shared/filesText.ts";
import type { ExportSource, TakenAttachment } from "../shared/messageChooser.ts";

export function FileList({
  files,
  labelFor,
  describing,
  onMove,
  onRemove,
  onDescribe,
  onEmptied,
  onUnlock,
  onChooseMessages,
  messageSource,
  onAddAttachment,
  translation,
  pages,
  section,
  upload,
}: {
  files: readonly BuilderFile[];
  /** The exhibit label of a position ("1", "A"). */
  labelFor: (index: number) => string;
  /** Ids of files whose AI description is being written. */
  describing: ReadonlySet<string>;
  /** Moves the file at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  onDescribe: (id: string, description: string) => void;
  /** Called after the last file is removed, to put focus somewhere useful. */
  onEmptied: () => void;
  /** Opens a locked PDF with its password (rejects with the reason when it does not). */
  onUnlock: (file: BuilderFile, password: string) => Promise<void>;
  /** A message export's picker changed its choice (issue 38). */
  onChooseMessages: (id: string, choice: TMessageChoice | undefined) => void;
  /** How a message export's "Choose messages" sends it (issue 38); undefined for a row with no bytes here. */
  messageSource?: (file: BuilderFile) => ExportSource | undefined;
  /** Adds an e-mail's attached PDF or photo to the exhibits, with the engine's index line (issue 38). */
  onAddAttachment?: (taken: TakenAttachment) => void;
  /** The row's English translation line (issue 39 §2, shared/translation/TranslationRow.tsx). */
  translation?: (file: BuilderFile) => ReactNode;
  /** The row's Pages panel (issue 37 §3, pages/PagesPanel.tsx): its pages turned, removed, reordered. */
  pages?: (file: BuilderFile) => ReactNode;
  /** The row's section select (issue 37 §3, sections/SectionsPanel.tsx#SectionSelect). */
  section?: (file: BuilderFile) => ReactNode;
  /** The row's resumable upload line (issue 40, uploads/UploadLine.tsx). */
  upload?: (file: BuilderFile) => ReactNode;
}) {
  const { t } = useFilesTranslation();
  return (
    <SortableFileList
      files={files}
      listName={t("list.name")}
      nameOf={(file) => file.name}
      labelOf={labelFor}
      onMove={onMove}
      onRemove={onRemove}
      onDescribe={onDescribe}
      onEmptied={onEmptied}
      row={(file) => ({
        rowId: fileRowId(file.id),
        border: rowBorder(file),
        thumbnail: <LocalThumbnail file={file.file} name={file.name} savedUrl={file.url} />,
        details: (
          <>
            <p className="text-sm text-slate-600">
              {fileKindName(file.name, t)} · {formatFileSize(file.size)}
            </p>
            {translation?.(file)}
            {pages?.(file)}
            {section?.(file)}
            {upload?.(file)}
          </>
        ),
        check: (
          <FileCheckStatus
            file={file}
            onUnlock={(password) => onUnlock(file, password)}
            onChooseMessages={(choice) => onChooseMessages(file.id, choice)}
            messageSource={messageSource?.(file)}
            onAddAttachment={onAddAttachment}
          />
        ),
        description: {
          text: file.description ?? "",
          source: file.descriptionSource,
          describing: describing.has(file.id),
          // A message export's index line is made from the messages picked unless the person writes one (issue 38).
          whenEmpty: file.check?.state === "messages" ? t("list.messagesWhenEmpty") : undefined,
        },
      })}
    />
  );
}
