// 'Update Exhibit Labels?' (builder-and-projects.md §2, §4): the first 3 files in the new order with their new
// labels, '... and N more', then Keep Original Labels or Update Labels.
import { PROJECT_MESSAGES } from "@courtready/contracts";
import type { TRole } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { positionLabel, relabelPreview } from "./projectRules.ts";
import type { EditFile } from "./projectRules.ts";

export interface RelabelDialogProps {
  open: boolean;
  files: EditFile[];
  role: TRole;
  busy: boolean;
  onKeep: () => void;
  onUpdate: () => void;
  onClose: () => void;
}

export function RelabelDialog({ open, files, role, busy, onKeep, onUpdate, onClose }: RelabelDialogProps) {
  const { shown, more } = relabelPreview(files, 3);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={PROJECT_MESSAGES.relabelTitle}
      description={PROJECT_MESSAGES.relabelText}
    >
      <ol className="space-y-1 rounded-lg bg-slate-50 p-3">
        {shown.map((file, i) => (
          <li key={file.id} className="flex gap-2 text-slate-900">
            <span className="shrink-0 font-semibold">Exhibit {positionLabel(role, i)}:</span>
            <span className="min-w-0 break-words">{file.originalName}</span>
          </li>
        ))}
        {more > 0 ? <li className="text-slate-700">... and {more} more</li> : null}
      </ol>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onKeep} disabled={busy}>
          {PROJECT_MESSAGES.keepLabels}
        </Button>
        <Button onClick={onUpdate} disabled={busy}>
          {PROJECT_MESSAGES.updateLabels}
        </Button>
      </div>
    </Dialog>
  );
}
