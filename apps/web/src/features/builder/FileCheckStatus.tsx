// A file row's check (issue 19 item 3): "Checking…", "Ready", "Not checked yet", or "Needs attention" with what is
// wrong and what to do; a locked PDF also gets a password box that unlocks it here. The password lives only in this
// box until it is sent, and the box is emptied whatever the answer.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { serverMessage } from "../../api/client.ts";
import { Button } from "../../components/ui/button.tsx";
import { INPUT_CLASSES } from "../../components/ui/text-field.tsx";
import type { TMessageChoice } from "@courtready/contracts";
import type { BuilderFile } from "./builderState.ts";
import { MessagePicker } from "../shared/MessagePicker.tsx";
import { browserTimeZone, choiceMissing } from "../shared/messagePicker.ts";
import { useFilesTranslation } from "../shared/filesText.ts";
import { takeAttachment } from "../shared/messageChooser.ts";
import type { ExportSource, TakenAttachment } from "../shared/messageChooser.ts";

/** The row's element id, so Preview and Generate can point at a file that needs attention. */
export function fileRowId(fileId: string): string {
  return `file-row-${fileId}`;
}

/** The row's border by its check: red for attention, so the person sees which ones at a glance. */
export function rowBorder(file: BuilderFile): string {
  const waiting = file.check?.state === "messages" && choiceMissing(file.check.summary, file.messages);
  return file.check?.state === "attention" || waiting ? "border-red-700" : "border-slate-200";
}

export function FileCheckStatus({
  file,
  onUnlock,
  onChooseMessages,
  messageSource,
  onAddAttachment,
}: {
  file: BuilderFile;
  /** How "Choose messages" sends this export (its bytes or its upload's id); absent when the row has neither. */
  messageSource?: ExportSource | undefined;
  /** Adds an e-mail's attached PDF or photo to the exhibits, with the engine's index line (issue 38). */
  onAddAttachment?: ((taken: TakenAttachment) => void) | undefined;
  /** Sends the password; rejects with the server's reason when it does not open the PDF. */
  onUnlock: (password: string) => Promise<void>;
  /** A message export's picker changed its choice. */
  onChooseMessages: (choice: TMessageChoice | undefined) => void;
}) {
  const { t } = useFilesTranslation();
  const check = file.check;
  if (!check) return null;
  switch (check.state) {
    case "checking":
      return (
        <p className="mt-2 text-sm font-semibold text-slate-700" role="status">
          <span aria-hidden="true">…</span> {t("check.checking")}
        </p>
      );
    case "ready":
      return (
        <p className="mt-2 text-sm font-semibold text-green-800">
          <span aria-hidden="true">✓</span> {t("check.ready", { count: check.pageCount })}
        </p>
      );
    case "messages":
      return (
        <MessagePicker
          fileName={file.name}
          summary={check.summary}
          choice={file.messages}
          defaultZone={browserTimeZone()}
          onChange={onChooseMessages}
          source={messageSource}
          onAddAttachment={
            onAddAttachment && messageSource
              ? async (where) => onAddAttachment(await takeAttachment(messageSource, where))
              : undefined
          }
        />
      );
    case "unchecked":
      return (
        <p className="mt-2 text-sm text-slate-700">
          <strong className="font-semibold text-slate-900">{t("check.notChecked")}</strong> {check.reason}
        </p>
      );
    case "attention":
      return (
        <div className="mt-2 rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-slate-900">
          <p className="font-bold text-red-900">
            <span aria-hidden="true">⚠ </span>
            {t("check.needsAttention", { problem: check.problem })}
          </p>
          <p className="mt-1 text-sm break-words">{check.reason}</p>
          {check.canUnlock && file.file ? <UnlockForm name={file.name} onUnlock={onUnlock} /> : null}
        </div>
      );
  }
}

function UnlockForm({ name, onUnlock }: { name: string; onUnlock: (password: string) => Promise<void> }) {
  const { t } = useFilesTranslation();
  const ids = { input: useId(), error: useId() };
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === "") {
      setError(t("unlock.typePassword"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onUnlock(password);
    } catch (failure) {
      setError(serverMessage(failure, t("unlock.failed")));
    } finally {
      // Never kept: a second try is typed again.
      setPassword("");
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3" noValidate>
      <label htmlFor={ids.input} className="block text-sm font-semibold">
        {t("unlock.label", { name })}
      </label>
      <p className="text-sm text-slate-700">{t("unlock.usedOnce")}</p>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={ids.input}
          type="password"
          autoComplete="off"
          value={password}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setPassword(event.target.value)}
          className={`${INPUT_CLASSES} sm:max-w-xs`}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t("unlock.unlocking") : t("unlock.unlock")}
        </Button>
      </div>
      {error ? (
        <p id={ids.error} className="mt-1.5 text-sm font-semibold text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
