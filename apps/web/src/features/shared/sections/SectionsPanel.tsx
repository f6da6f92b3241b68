// "Group into sections" (issue 37 §3): the person names sections ("Lease and notices", "Payments") and puts each
// exhibit in one with a select on its row (SectionSelect). The binder then opens each section with a slip sheet
// and the index gets a heading per section. A native select and a labelled text box: keyboard, screen reader and
// phone work as they always do; what stops the sections is said here, before Generate.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SECTION_TITLE_MAX } from "@courtready/contracts";
import { Button } from "../../../components/ui/button.tsx";
import { LabelledInput } from "../../../components/ui/text-field.tsx";
import type { Sections } from "./useSections.ts";

export function SectionsPanel({ sections, fileCount }: { sections: Sections; fileCount: number }) {
  const { t } = useTranslation("sections");
  const [name, setName] = useState("");
  const [open, setOpen] = useState(sections.names.length > 0);
  const inputId = useId();
  const helpId = useId();
  if (fileCount < 2) return null;
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    sections.addName(name);
    setName("");
  };
  const problem = sections.problem;
  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-4 rounded-md border border-slate-300 p-3">
      <h3 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open || sections.names.length > 0}
          className="min-h-11 w-full text-left underline-offset-2 hover:underline"
          onClick={() => setOpen((o) => !o)}
        >
          {t("title")}
        </button>
      </h3>
      {open || sections.names.length > 0 ? (
        <div className="mt-2 space-y-3">
          <p id={helpId} className="text-sm text-slate-700">
            {t("help")}
          </p>
          <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <LabelledInput
              id={inputId}
              className="flex-1"
              label={t("nameLabel")}
              value={name}
              maxLength={SECTION_TITLE_MAX}
              aria-describedby={helpId}
              placeholder={t("namePlaceholder")}
              onValueChange={setName}
            />
            <Button type="submit" className="min-h-11" disabled={!name.trim()}>
              {t("add")}
            </Button>
          </form>
          {sections.names.length ? (
            <p className="text-sm text-slate-700">
              {t("made", { names: sections.names.join(" · ") })} {t("assignHint")}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">{t("englishNote")}</p>
          {problem ? (
            <p role="alert" className="font-semibold text-red-800">
              {problem.kind === "ungrouped"
                ? t("ungrouped", { position: problem.position + 1 })
                : t("apart", { title: problem.title })}
            </p>
          ) : null}
          {sections.error ? (
            <p role="alert" className="font-semibold text-red-800">
              {sections.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** An exhibit row's section: "No section" or one of the names made (SectionsPanel). */
export function SectionSelect({
  file,
  sections,
}: {
  file: { id: string; name: string };
  sections: Sections;
}) {
  const { t } = useTranslation("sections");
  const id = `section-${file.id}`;
  if (sections.names.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {t("selectLabel")}
      </label>
      <select
        id={id}
        aria-label={t("selectFor", { name: file.name })}
        value={sections.byFile.get(file.id) ?? ""}
        onChange={(e) => sections.set(file.id, e.target.value || undefined)}
        className="min-h-11 max-w-full rounded-md border border-slate-400 bg-white px-2 text-base"
      >
        <option value="">{t("none")}</option>
        {sections.names.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
