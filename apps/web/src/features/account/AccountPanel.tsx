// "Your account and data": download everything as one ZIP, or delete the account with all its files, after typing
// the password again. What the privacy page promises, one click from the dashboard.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { ACCOUNT_MESSAGES } from "@courtready/contracts";
import { apiJson, serverMessage } from "../../api/client.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/toast.tsx";

export function AccountPanel() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby="account-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="account-title" className="text-xl font-bold text-slate-900">
        Your account and data
      </h2>
      <p className="mt-1 text-slate-700">
        Download a copy of everything you keep here (your files and a record of your account), or delete your
        account and all of it.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href="/api/account/export" className={buttonClasses("secondary")} download>
          Download all my data
        </a>
        <Button
          variant="secondary"
          className="border-red-700 text-red-800"
          onClick={() => setConfirming(true)}
        >
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </section>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const passwordId = useId();
  const [password, setPassword] = useState("");
  const remove = useMutation({
    mutationFn: (pw: string) => apiJson<{ message: string }>("DELETE", "/api/account", { password: pw }),
    onSuccess: () => {
      // A full reload to the home page drops every cached answer of the deleted account.
      window.location.assign("/");
    },
    onError: (error) =>
      toast({
        title: "Account not deleted",
        description: serverMessage(error, ACCOUNT_MESSAGES.wrongPassword),
        variant: "destructive",
      }),
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
      title="Delete your account?"
      description="This deletes your account, every file in your library, your folders and your membership record. It cannot be undone. Download your data first if you may need it."
    >
      <form onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor={passwordId} className="block font-semibold">
            Your password
          </label>
          <p id={`${passwordId}-hint`} className="mt-1 text-sm text-slate-600">
            If you sign in with Google or Apple, type your e-mail address instead.
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
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Keep my account
          </Button>
          <Button
            type="submit"
            className="bg-red-800 hover:bg-red-900"
            disabled={!password || remove.isPending}
          >
            {remove.isPending ? "Deleting..." : "Delete everything"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
