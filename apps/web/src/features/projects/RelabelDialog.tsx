// 'Update Exhibit Labels?' (builder-and-projects.md §2, §4): the first 3 files in the new order with the label each
// keeps and the one Update Labels would give, '... and N more', then Keep Original Labels or Update Labels.
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import type { TLabelOptions, TRole } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { editLabels, relabelPreview } from "./projectRules.ts";
import type { EditFile } from "./projectRules.ts";

export interface RelabelDialogProps {
  open: boolean;
  files: EditFile[];
  role: TRole;
  labelOptions: TLabelOptions;
  busy: boolean;
  onKeep: () => void;
  onUpdate: () => void;
  onClose: () => void;
}

export function RelabelDialog({
  open,
  files,
  role,
  labelOptions,
  busy,
  onKeep,
  onUpdate,
  onClose,
}: RelabelDialogProps) {
  const { t, i18n } = useTranslation("projects");
  const { shown, more } = relabelPreview(files, 3);
  const kept = editLabels(files, role, labelOptions);
  const updated = editLabels(files, role, labelOptions, true);
  return (
    <Dialog open={open} onClose={onClose} title={t("relabel.title")} description={t("relabel.text")}>
      <ol className="space-y-1 rounded-lg bg-slate-50 p-3">
        {shown.map((file, i) => (
          <li key={file.id} className="text-slate-900">
            <span className="font-semibold">{t("relabel.exhibit", { label: updated[i] })}</span>{" "}
            <span className="break-words">{file.originalName}</span>
            {kept[i] !== updated[i] ? (
              <span className="block text-sm text-slate-700">{t("relabel.keeps", { label: kept[i] })}</span>
            ) : null}
          </li>
        ))}
        {more > 0 ? <li className="text-slate-700">{t("relabel.more", { count: more })}</li> : null}
      </ol>
      {/* The labels are printed on the binder, which stays English: said only where the UI is not. */}
      {i18n.resolvedLanguage === "en" ? null : (
        <p className="mt-3 text-slate-800">{t("relabel.englishNote")}</p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onKeep} disabled={busy}>
          {t("relabel.keep")}
        </Button>
        <Button onClick={onUpdate} disabled={busy}>
          {t("relabel.update")}
        </Button>
      </div>
    </Dialog>
  );
}
