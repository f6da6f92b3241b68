// The details dialog (type, size, category, upload date, AI description, tags, 'Your Notes') and the edit dialog
// (notes, tags, category, folder), which the spec's card menu lists and a person would expect to work.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { FILE_CATEGORY_NAMES } from "@courtready/contracts";
import type { TFileCategory, TFolder, TUserFile } from "@courtready/contracts";
import { serverMessage } from "../../api/client.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FIELD_CLASSES, SelectField } from "../../components/ui/select-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { formatBytes, parseTags, useUpdateFile } from "./api.ts";
import { CATEGORY_OPTIONS, folderOptions } from "./options.ts";

export function formatUploaded(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

export function FileDetailsDialog({ file, onClose }: { file: TUserFile | null; onClose: () => void }) {
  const rows: [string, string][] = file
    ? [
        ["File type", file.fileType],
        ["Size", formatBytes(file.fileSize)],
        ["Pages", file.pageCount === null ? "Not counted" : String(file.pageCount)],
        ["Category", FILE_CATEGORY_NAMES[file.category]],
        ["Uploaded", formatUploaded(file.uploadedAt)],
        // Named for who wrote it (issue 37): a sentence read off the file is not the AI's.
        [
          file.aiDescriptionSource === "file" ? "Description from the file" : "AI description",
          file.aiDescription ?? "None yet",
        ],
        ["Tags", file.tags.length ? file.tags.join(", ") : "None"],
        ["Your Notes", file.userDescription || "None"],
      ]
    : [];
  return (
    <Dialog open={file !== null} onClose={onClose} title={file?.originalFilename ?? "File details"}>
      {file ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-slate-700">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {file.warnings.length ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="font-semibold">Check this file</p>
              <ul className="mt-1 list-disc pl-5">
                {file.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <a href={file.downloadUrl} className={buttonClasses("secondary")}>
              Download original
            </a>
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

export function FileEditDialog({
  file,
  folders,
  onClose,
}: {
  file: TUserFile | null;
  folders: TFolder[];
  onClose: () => void;
}) {
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      title={file ? `Edit ${file.originalFilename}` : "Edit file"}
    >
      {/* Keyed by file so the form starts from that file's values each time it opens. */}
      {file ? <EditForm key={file.id} file={file} folders={folders} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditForm({ file, folders, onDone }: { file: TUserFile; folders: TFolder[]; onDone: () => void }) {
  const ids = { notes: useId(), tags: useId() };
  const [notes, setNotes] = useState(file.userDescription);
  const [tags, setTags] = useState(file.tags.join(", "));
  const [category, setCategory] = useState<TFileCategory>(file.category);
  const [folderId, setFolderId] = useState(file.folderId ?? "");
  const update = useUpdateFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: file.id,
        changes: { userDescription: notes, tags: parseTags(tags), category, folderId: folderId || null },
      },
      {
        onSuccess: () => {
          toast({ title: "File updated" });
          onDone();
        },
        onError: (error) =>
          toast({
            title: "Failed to update file",
            description: serverMessage(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={ids.notes} className="block font-semibold">
          Your notes
        </label>
        <textarea
          id={ids.notes}
          value={notes}
          maxLength={2000}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
          className="mt-1.5 block w-full rounded-lg border-2 border-slate-400 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor={ids.tags} className="block font-semibold">
          Tags <span className="font-normal text-slate-600">(separated by commas)</span>
        </label>
        <input
          id={ids.tags}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          className={FIELD_CLASSES}
        />
      </div>
      <SelectField
        label="Category"
        value={category}
        options={CATEGORY_OPTIONS}
        onChange={(value) => setCategory(value as TFileCategory)}
      />
      <SelectField
        label="Folder"
        value={folderId}
        options={folderOptions(folders, "No folder")}
        onChange={setFolderId}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
