// The Save dialog (builder-and-projects.md §8): the project's name, asked in the page rather than the browser's
// prompt, so it can be read, corrected and announced like the rest of the form. An empty name is said beside the box.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_PROJECT_NAME_LENGTH } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
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
      <div>
        <label htmlFor={ids.name} className="block font-semibold">
          {t("save.name")}
        </label>
        <input
          id={ids.name}
          value={name}
          maxLength={MAX_PROJECT_NAME_LENGTH}
          autoFocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
          onChange={(event) => setName(event.target.value)}
          className="mt-1.5 block min-h-12 w-full rounded-lg border-2 border-slate-400 px-3 aria-invalid:border-red-700"
        />
        {problem ? (
          <p id={ids.error} className="mt-1.5 font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t("save.cancel")}
        </Button>
        <Button type="submit">{t("save.submit")}</Button>
      </div>
    </form>
  );
}
