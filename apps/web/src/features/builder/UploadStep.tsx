// Step 2, Upload & Organize (builder-and-projects.md §2, §5): a drop zone with a browse button (same extension filter
// for both, several files at once), "Choose from your library" for files saved before, a plain note while required
// fields are still empty, and the ordered file list.
import { useRef, useState } from "react";
import type { DragEvent, ReactNode, RefObject } from "react";
import { ACCEPT_ATTRIBUTE, MAX_BUILD_MB, MAX_FILE_MB, MAX_PHOTO_MB } from "@courtready/contracts";
import { Button, TextButton } from "../../components/ui/button.tsx";
import { megabytes, tooLargeByLimit, totalSize } from "./fileListRules.ts";
import type { BuilderFile } from "./builderState.ts";
import type { FormField } from "./validation.ts";
import { PHOTO_NAMES, acceptedFormatsShort, useFilesTranslation } from "../shared/filesText.ts";

/** The file picker's filter: every kind the engine converts (the drop handler applies the same rule). */
export const BUILDER_ACCEPT = ACCEPT_ATTRIBUTE;

export interface SkippedFiles {
  unsupported: string[];
  tooLarge: string[];
}

export function UploadStep({
  files,
  missing,
  skipped,
  onFiles,
  onLibrary,
  onBlocked,
  onFocusField,
  browseRef,
  children,
}: {
  files: readonly BuilderFile[];
  /** Required fields still empty: upload waits for them. */
  missing: readonly FormField[];
  skipped: SkippedFiles | null;
  onFiles: (files: File[], source: "drop" | "browse") => void;
  /** Opens the library picker; absent when there is no library to pick from (signed out). */
  onLibrary?: () => void;
  /** Upload was tried while required fields are empty. */
  onBlocked: () => void;
  onFocusField: (key: string) => void;
  browseRef: RefObject<HTMLButtonElement | null>;
  /** The file list. */
  children: ReactNode;
}) {
  const { t } = useFilesTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const blocked = missing.length > 0;
  const total = totalSize(files);
  const tooLarge = tooLargeByLimit(skipped?.tooLarge ?? []);

  const browse = () => {
    if (blocked) {
      onBlocked();
      return;
    }
    input.current?.click();
  };

  // The same rule as the device: library files wait for the required fields too.
  const library = () => {
    if (blocked) {
      onBlocked();
      return;
    }
    onLibrary?.();
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? "none" : "copy";
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    setDragging(false);
    if (blocked) {
      onBlocked();
      return;
    }
    onFiles([...event.dataTransfer.files], "drop");
  };

  return (
    <div className="space-y-4">
      {blocked ? (
        <div role="note" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-3 text-slate-900">
          <p className="font-semibold">{t("upload.requiredFirst")}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {missing.map((field) => (
              <li key={field.key}>
                <TextButton
                  onClick={() => onFocusField(field.key)}
                  className="min-h-11 rounded-lg px-2 hover:bg-amber-100"
                >
                  {field.property.title}
                </TextButton>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={
          "rounded-2xl border-2 border-dashed p-5 text-center transition-colors sm:p-8 " +
          (dragging ? "border-blue-800 bg-blue-50" : "border-slate-400 bg-slate-50")
        }
      >
        <p className="text-lg font-semibold text-slate-900">
          <span className="hidden sm:inline">{t("upload.dragHere")}</span>
          <span className="sm:hidden">{t("upload.addDocuments")}</span>
        </p>
        <div className="mt-3 flex flex-col items-stretch justify-center gap-2 sm:flex-row sm:items-center">
          <Button ref={browseRef} onClick={browse} className="px-6" aria-describedby="builder-upload-hint">
            {files.length > 0 ? t("upload.addMore") : t("upload.choose")}
          </Button>
          {onLibrary ? (
            <Button variant="secondary" onClick={library} className="px-6">
              {t("upload.fromLibrary")}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          multiple
          accept={BUILDER_ACCEPT}
          hidden
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            // Cleared so picking the same file again (after removing it) still counts as a change.
            event.target.value = "";
            if (picked.length > 0) onFiles(picked, "browse");
          }}
        />
        <p id="builder-upload-hint" className="mt-3 text-sm text-slate-700">
          {t("upload.limits", {
            formats: acceptedFormatsShort(t),
            fileMb: MAX_FILE_MB,
            buildMb: MAX_BUILD_MB,
          })}
        </p>
        {files.length > 0 ? (
          <p className="mt-1 text-sm font-semibold text-slate-800">
            {t("upload.count", { count: files.length, size: megabytes(total), buildMb: MAX_BUILD_MB })}
          </p>
        ) : null}
      </div>

      <div role="status" aria-live="polite">
        {skipped && (skipped.unsupported.length > 0 || skipped.tooLarge.length > 0) ? (
          <div className="rounded-xl border border-slate-300 bg-white p-3 text-slate-900">
            {skipped.unsupported.length > 0 ? (
              <p>
                {t("upload.notUsable")}{" "}
                <span className="font-semibold break-words">
                  {skipped.unsupported.map((name) => name || t("upload.unnamedFile")).join(", ")}
                </span>
                . {t("upload.unsupportedAdvice", { photos: PHOTO_NAMES })}
              </p>
            ) : null}
            {tooLarge.documents.length > 0 ? (
              <p className={skipped.unsupported.length > 0 ? "mt-2" : undefined}>
                {t("upload.tooLarge", { fileMb: MAX_FILE_MB })}{" "}
                <span className="font-semibold break-words">{tooLarge.documents.join(", ")}</span>.{" "}
                {t("upload.tooLargeAdvice")}
              </p>
            ) : null}
            {tooLarge.pictures.length > 0 ? (
              <p
                className={
                  skipped.unsupported.length > 0 || tooLarge.documents.length > 0 ? "mt-2" : undefined
                }
              >
                {t("upload.tooLargePhoto", { photoMb: MAX_PHOTO_MB })}{" "}
                <span className="font-semibold break-words">{tooLarge.pictures.join(", ")}</span>.{" "}
                {t("upload.tooLargePhotoAdvice")}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      {total > MAX_BUILD_MB * 1024 * 1024 ? (
        <p role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-950">
          {t("upload.overLimit", { size: megabytes(total), buildMb: MAX_BUILD_MB })}
        </p>
      ) : null}

      {children}

      {files.length > 1 ? <p className="text-sm text-slate-600">{t("upload.orderNote")}</p> : null}
    </div>
  );
}
