// The "English translation" dialog of an exhibit row (issue 39 §2): the translation as a file or typed text, the
// original's language, the translator's name and qualifications (which the declaration page states). What is
// missing is said beside its field; nothing is sent until the binder is built.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { TRANSLATION_LIMITS } from "@courtready/contracts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { INPUT_CLASSES, TextField } from "../../../components/ui/text-field.tsx";
import { draftProblems, EMPTY_DRAFT } from "./translationState.ts";
import type { DraftProblem, TranslationDraft } from "./translationState.ts";

export function TranslationDialog({
  open,
  initial,
  onSave,
  onRemove,
  onCancel,
}: {
  open: boolean;
  /** The translation already given, when changing it. */
  initial: TranslationDraft | undefined;
  onSave: (draft: TranslationDraft) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("translation");
  return (
    <Dialog open={open} onClose={onCancel} title={t("dialog.title")} description={t("dialog.description")}>
      {/* Mounted afresh each time it opens, so it starts from what was saved. */}
      {open ? <DraftForm initial={initial} onSave={onSave} onRemove={onRemove} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function DraftForm({
  initial,
  onSave,
  onRemove,
  onCancel,
}: {
  initial: TranslationDraft | undefined;
  onSave: (draft: TranslationDraft) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("translation");
  const ids = { source: useId(), file: useId(), text: useId(), fileError: useId(), textError: useId() };
  const [draft, setDraft] = useState<TranslationDraft>(initial ?? EMPTY_DRAFT);
  // Once a save was tried, what is missing follows the fields as they are filled in.
  const [tried, setTried] = useState(false);
  const problems: DraftProblem[] = tried ? draftProblems(draft) : [];
  const change = (patch: Partial<TranslationDraft>) => setDraft((before) => ({ ...before, ...patch }));
  const problem = (field: DraftProblem) => (problems.includes(field) ? t(`problems.${field}`) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (draftProblems(draft).length === 0) onSave(draft);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="font-semibold">{t("dialog.source")}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(["file", "text"] as const).map((source) => (
            <label key={source} className="flex min-h-12 items-center gap-2">
              <input
                type="radio"
                name={ids.source}
                className="size-6"
                checked={draft.source === source}
                onChange={() => change({ source })}
              />
              {source === "file" ? t("dialog.sourceFile") : t("dialog.sourceText")}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.source === "file" ? (
        <div>
          <label htmlFor={ids.file} className="block font-semibold">
            {t("dialog.file")}
          </label>
          <p className="mt-1 text-sm text-slate-600">{t("dialog.fileHint")}</p>
          <input
            id={ids.file}
            type="file"
            className={INPUT_CLASSES}
            aria-invalid={problem("file") ? true : undefined}
            aria-describedby={problem("file") ? ids.fileError : undefined}
            onChange={(event) => change({ file: event.target.files?.[0] ?? null })}
          />
          {draft.file ? <p className="mt-1 text-sm text-slate-700">{draft.file.name}</p> : null}
          {problem("file") ? (
            <p id={ids.fileError} className="mt-1.5 font-semibold text-red-800">
              {problem("file")}
            </p>
          ) : null}
        </div>
      ) : (
        <div>
          <label htmlFor={ids.text} className="block font-semibold">
            {t("dialog.text")}
          </label>
          <p className="mt-1 text-sm text-slate-600">{t("dialog.textHint")}</p>
          <textarea
            id={ids.text}
            lang="en"
            rows={8}
            value={draft.text}
            maxLength={TRANSLATION_LIMITS.text}
            className={INPUT_CLASSES}
            aria-invalid={problem("text") ? true : undefined}
            aria-describedby={problem("text") ? ids.textError : undefined}
            onChange={(event) => change({ text: event.target.value })}
          />
          {problem("text") ? (
            <p id={ids.textError} className="mt-1.5 font-semibold text-red-800">
              {problem("text")}
            </p>
          ) : null}
        </div>
      )}
      <TextField
        label={t("dialog.language")}
        hint={t("dialog.languageHint")}
        lang="en"
        value={draft.language}
        maxLength={TRANSLATION_LIMITS.language}
        onChange={(event) => change({ language: event.target.value })}
      />
      <TextField
        label={t("dialog.translator")}
        hint={t("dialog.translatorHint")}
        required
        autoComplete="off"
        value={draft.translator}
        maxLength={TRANSLATION_LIMITS.translator}
        error={problem("translator")}
        onChange={(event) => change({ translator: event.target.value })}
      />
      <TextField
        label={t("dialog.qualifications")}
        hint={t("dialog.qualificationsHint")}
        required
        lang="en"
        value={draft.qualifications}
        maxLength={TRANSLATION_LIMITS.qualifications}
        error={problem("qualifications")}
        onChange={(event) => change({ qualifications: event.target.value })}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {initial ? (
          <Button variant="ghost" onClick={onRemove}>
            {t("dialog.remove")}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          {t("dialog.cancel")}
        </Button>
        <Button type="submit">{t("dialog.save")}</Button>
      </div>
    </form>
  );
}
