// An exhibit row's translation line (issue 39 §2): "Add English translation", or once one is given "With English
// translation" and a button to change it; each opens the translation dialog for this file.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { TranslationDialog } from "./TranslationDialog.tsx";
import type { TranslationDraft } from "./translationState.ts";

/** Each file's translation and how to change it: the builder's (builder/translation/useTranslations.ts) or a saved file's. */
export interface TranslationChoices {
  /** Each file's translation, by file id. */
  byFile: ReadonlyMap<string, TranslationDraft>;
  set: (id: string, draft: TranslationDraft) => void;
  remove: (id: string) => void;
}

export function TranslationRow({
  file,
  translations,
}: {
  file: { id: string; name: string };
  /** The builder's translations, or a saved project's file's (projects/translation/ProjectTranslation.tsx). */
  translations: TranslationChoices;
}) {
  const { t } = useTranslation("translation");
  const [open, setOpen] = useState(false);
  const current = translations.byFile.get(file.id);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      {current ? <p className="font-semibold text-emerald-800">{t("row.with")}</p> : null}
      <Button
        variant="secondary"
        aria-label={current ? t("row.editFor", { name: file.name }) : t("row.addFor", { name: file.name })}
        onClick={() => setOpen(true)}
      >
        {current ? t("row.edit") : t("row.add")}
      </Button>
      <TranslationDialog
        open={open}
        initial={current}
        onSave={(draft) => {
          translations.set(file.id, draft);
          setOpen(false);
        }}
        onRemove={() => {
          translations.remove(file.id);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
