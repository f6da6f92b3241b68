// The question Generate asks once before building an index of rows whose description tells a reader nothing (its
// type and page count, or nothing at all) (issue 19), or that the person did not write (read from the file or
// suggested by AI, issue 37); the mark on such a row is shared/DescriptionEditor.tsx's.
import { useCallback, useRef, useState } from "react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { needsOwnDescription } from "../shared/DescriptionEditor.tsx";
import type { DescribedFile } from "../shared/DescriptionEditor.tsx";
import { useFilesTranslation } from "../shared/filesText.ts";

/**
 * The files the person has not described themselves, in their order: a generic description, or one read off the
 * file or suggested by AI (issue 37: those are not the person's words until they check or change them).
 */
export function filesNeedingDescription<T extends DescribedFile & { messages?: unknown }>(
  files: readonly T[],
): T[] {
  // A message export's transcript gets a generated description naming the people, days and counts (issue 38).
  return files.filter((file) => needsOwnDescription(file) && !file.messages);
}

/**
 * Asks once per visit, before a build, when some files have a generic description: "Add Descriptions" stops the
 * build and takes the person to the first such row's Edit button; "Build Anyway" builds (and is not asked again).
 * `confirm` resolves true when the build may go on.
 */
export function useDescriptionCheck(): {
  confirm: (files: readonly DescribedFile[]) => Promise<boolean>;
  dialog: ReactNode;
} {
  const { t } = useFilesTranslation();
  const asked = useRef(false);
  const [pending, setPending] = useState<{ names: string[]; answer: (go: boolean) => void } | null>(null);

  const confirm = useCallback((files: readonly DescribedFile[]) => {
    const generic = filesNeedingDescription(files);
    if (asked.current || generic.length === 0) return Promise.resolve(true);
    asked.current = true;
    return new Promise<boolean>((resolve) =>
      setPending({ names: generic.map((f) => f.name), answer: resolve }),
    );
  }, []);

  const close = (go: boolean) => {
    if (!pending) return;
    pending.answer(go);
    const first = pending.names[0];
    setPending(null);
    if (!go && first !== undefined) {
      // After the dialog has closed and given focus back: straight to the first row to describe.
      requestAnimationFrame(() => {
        const edit = document.querySelector<HTMLButtonElement>(
          `button[aria-label="${CSS.escape(t("description.edit", { name: first }))}"]`,
        );
        edit?.scrollIntoView({ block: "center" });
        edit?.focus();
      });
    }
  };

  const shown = pending?.names.slice(0, 3) ?? [];
  const more = (pending?.names.length ?? 0) - shown.length;
  const dialog = (
    <Dialog
      open={pending !== null}
      onClose={() => close(false)}
      title={t("descriptionCheck.title")}
      description={t("descriptionCheck.text")}
    >
      <ul className="space-y-1 rounded-lg bg-slate-50 p-3">
        {shown.map((name, i) => (
          <li key={`${i}-${name}`} className="break-words text-slate-900">
            {name}
          </li>
        ))}
        {more > 0 ? <li className="text-slate-700">{t("descriptionCheck.more", { count: more })}</li> : null}
      </ul>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => close(true)}>
          {t("descriptionCheck.buildButton")}
        </Button>
        <Button onClick={() => close(false)}>{t("descriptionCheck.addButton")}</Button>
      </div>
    </Dialog>
  );
  return { confirm, dialog };
}
