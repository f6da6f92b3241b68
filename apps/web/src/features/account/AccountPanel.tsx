// "Your account and data": download everything as one ZIP, or delete the account with all its files, after typing
// the password again. What the privacy page promises, one click from the dashboard.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ACCOUNT_MESSAGES } from "@courtready/contracts";
import { apiJson } from "../../api/client.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { TitledSection } from "../../components/TitledSection.tsx";
import { toastFailure } from "../shared/toastFailure.ts";

export function AccountPanel() {
  const { t } = useTranslation("account");
  const [confirming, setConfirming] = useState(false);
  return (
    <TitledSection id="account-title" title={t("data.title")} lead={t("data.lead")}>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href="/api/account/export" className={buttonClasses("secondary")} download>
          {t("data.download")}
        </a>
        <Button
          variant="secondary"
          className="border-red-700 text-red-800"
          onClick={() => setConfirming(true)}
        >
          {t("data.delete")}
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </TitledSection>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("account");
  const passwordId = useId();
  const [password, setPassword] = useState("");
  const remove = useMutation({
    mutationFn: (pw: string) => apiJson<{ message: string }>("DELETE", "/api/account", { password: pw }),
    onSuccess: () => {
      // A full reload to the home page drops every cached answer of the deleted account.
      window.location.assign("/");
    },
    onError: (error) => toastFailure(t("deleteDialog.failedTitle"), error, ACCOUNT_MESSAGES.wrongPassword),
  });
  const close = () => {
    setPassword("");
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) remove.mutate(password);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("deleteDialog.title")}
      description={t("deleteDialog.description")}
    >
      <form onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor={passwordId} className="block font-semibold">
            {t("deleteDialog.passwordLabel")}
          </label>
          <p id={`${passwordId}-hint`} className="mt-1 text-sm text-slate-600">
            {t("deleteDialog.passwordHint")}
          </p>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            aria-describedby={`${passwordId}-hint`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="mt-1.5 block min-h-12 w-full rounded-lg border-2 border-slate-400 px-3"
          />
        </div>
        <DialogFooter
          danger
          cancel={t("deleteDialog.keep")}
          onCancel={close}
          submit={t("deleteDialog.confirm")}
          pending={remove.isPending && t("deleteDialog.deleting")}
          disabled={!password}
        />
      </form>
    </Dialog>
  );
}
