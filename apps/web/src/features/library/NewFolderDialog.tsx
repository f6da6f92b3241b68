// New Folder: a name (non-empty after trimming; the button stays disabled until then), Enter submits, 'Creating...'.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import type { FormEvent } from "react";
import { DEFAULT_FOLDER_COLOR } from "@courtready/contracts";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { LabelledInput } from "../../components/ui/text-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useCreateFolder } from "./api.ts";
import { toastFailure } from "../shared/toastFailure.ts";

const COLORS = [
  { value: DEFAULT_FOLDER_COLOR, name: "blue" },
  { value: "#16a34a", name: "green" },
  { value: "#ca8a04", name: "yellow" },
  { value: "#dc2626", name: "red" },
  { value: "#7c3aed", name: "purple" },
  { value: "#475569", name: "grey" },
] as const;

export function NewFolderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("library");
  const ids = { name: useId(), description: useId(), color: useId() };
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [color, setColor] = useState<string>(DEFAULT_FOLDER_COLOR);
  const create = useCreateFolder();
  const trimmed = name.trim();

  const close = () => {
    setName("");
    setDescription("");
    setColor(DEFAULT_FOLDER_COLOR);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || create.isPending) return;
    create.mutate(
      { name: trimmed, description: description.trim(), color },
      {
        onSuccess: () => {
          toast({ title: t("folder.created") });
          close();
        },
        onError: (error) => toastFailure(t("folder.failed"), error, t("folder.failedText")),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title={t("folder.title")} description={t("folder.description")}>
      <form onSubmit={submit} className="space-y-4">
        <LabelledInput
          id={ids.name}
          label={t("folder.name")}
          value={name}
          maxLength={100}
          autoFocus
          onValueChange={setName}
        />
        <LabelledInput
          id={ids.description}
          label={
            <>
              {t("folder.descriptionLabel")}{" "}
              <span className="font-normal text-slate-600">{t("folder.optional")}</span>
            </>
          }
          value={description}
          maxLength={500}
          onValueChange={setDescription}
        />
        <fieldset>
          <legend className="font-semibold">{t("folder.colour")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {COLORS.map((option) => (
              <label key={option.value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={ids.color}
                  value={option.value}
                  checked={color === option.value}
                  onChange={() => setColor(option.value)}
                  className="h-5 w-5"
                />
                <span
                  aria-hidden="true"
                  className="h-4 w-4 rounded-full"
                  style={{ backgroundColor: option.value }}
                />
                {t(`folder.colours.${option.name}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <DialogFooter
          cancel={t("folder.cancel")}
          onCancel={close}
          submit={t("folder.create")}
          pending={create.isPending && t("folder.creating")}
          disabled={!trimmed}
        />
      </form>
    </Dialog>
  );
}
