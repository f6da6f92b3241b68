// The Save dialog (builder-and-projects.md §8): the project's name, asked in the page rather than the browser's
// prompt, so it can be read, corrected and announced like the rest of the form. An empty name is said beside the box.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_PROJECT_NAME_LENGTH } from "@courtready/contracts";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { LabelledInput } from "../../components/ui/text-field.tsx";
import { projectNameProblem } from "./projectSave.ts";

export function SaveProjectDialog({
  open,
  initialName,
  onSave,
  onCancel,
}: {
  open: boolean;
  initialName: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("builder");
  return (
    <Dialog open={open} onClose={onCancel} title={t("save.title")} description={t("save.description")}>
      {/* Mounted afresh each time it opens, so it starts from the current name. */}
      {open ? <NameForm initialName={initialName} onSave={onSave} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function NameForm({
  initialName,
  onSave,
  onCancel,
}: {
  initialName: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("builder");
  const ids = { name: useId(), error: useId() };
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = projectNameProblem(name, t);
    setProblem(found);
    if (!found) onSave(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <LabelledInput
        id={ids.name}
        label={t("save.name")}
        value={name}
        maxLength={MAX_PROJECT_NAME_LENGTH}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ids.error : undefined}
        onValueChange={setName}
      >
        {problem ? (
          <p id={ids.error} className="mt-1.5 font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
      </LabelledInput>
      <DialogFooter cancel={t("save.cancel")} onCancel={onCancel} submit={t("save.submit")} />
    </form>
  );
}
