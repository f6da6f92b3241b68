// The share dialog (accounts-dashboard-and-pages.md §2.8): a form (permission, expiry; defaults view and 7 days),
// then the created link with a Copy button. 'Create New Link' goes back to the form with the defaults.
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../../i18n/index.ts";
import { DEFAULT_SHARE_EXPIRY, DEFAULT_SHARE_PERMISSION, ZSharePermission } from "@courtready/contracts";
import type { TShareExpiry, TShareLinkResponse, TSharePermission } from "@courtready/contracts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../../components/ui/dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import { useCreateShareLink } from "./api.ts";
import {
  expiryFromSelect,
  expirySelectOptions,
  expiryText,
  expiryToSelect,
  permissionOptions,
  permissionText,
} from "./shareText.ts";
import { toastFailure } from "../../shared/toastFailure.ts";

export interface ShareDialogProps {
  projectId: string;
  projectName: string;
  open: boolean;
  onClose: () => void;
}

export function ShareDialog({ projectId, projectName, open, onClose }: ShareDialogProps) {
  const { t } = useTranslation("projects");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("share.title")}
      description={t("share.description", { name: projectName })}
    >
      {/* The dialog renders its content only while open, so every opening starts from the form's defaults. */}
      <ShareDialogBody projectId={projectId} onClose={onClose} />
    </Dialog>
  );
}

function ShareDialogBody({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t } = useTranslation("projects");
  const [permissions, setPermissions] = useState<TSharePermission>(DEFAULT_SHARE_PERMISSION);
  const [expiresIn, setExpiresIn] = useState<TShareExpiry>(DEFAULT_SHARE_EXPIRY);
  const [link, setLink] = useState<TShareLinkResponse | null>(null);
  const create = useCreateShareLink(projectId);

  const startOver = () => {
    setPermissions(DEFAULT_SHARE_PERMISSION);
    setExpiresIn(DEFAULT_SHARE_EXPIRY);
    setLink(null);
    create.reset();
  };

  if (link) return <CreatedLink link={link} onNewLink={startOver} onDone={onClose} />;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { permissions, expiresIn },
          {
            onSuccess: setLink,
            onError: (error) => toastFailure(t("share.createFailed"), error, t("share.tryAgain")),
          },
        );
      }}
    >
      <SelectField
        label={t("share.permissionLabel")}
        value={permissions}
        options={permissionOptions(t)}
        onChange={(value) => {
          const parsed = ZSharePermission.safeParse(value);
          setPermissions(parsed.success ? parsed.data : DEFAULT_SHARE_PERMISSION);
        }}
      />
      <SelectField
        label={t("share.expiryLabel")}
        value={expiryToSelect(expiresIn)}
        options={expirySelectOptions(t)}
        onChange={(value) => setExpiresIn(expiryFromSelect(value))}
      />
      <p className="text-sm text-slate-700">{t("share.explain")}</p>
      <DialogFooter
        cancel={t("share.cancel")}
        onCancel={onClose}
        submit={t("share.create")}
        pending={create.isPending && t("share.creating")}
      />
    </form>
  );
}

function CreatedLink({
  link,
  onNewLink,
  onDone,
}: {
  link: TShareLinkResponse;
  onNewLink: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation("projects");
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.shareUrl);
      setCopied(true);
      toast({ title: t("share.copiedTitle") });
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the text so copying by hand is one step.
      input.current?.focus();
      input.current?.select();
      toast({ title: t("share.copyFailed"), variant: "destructive" });
    }
  };

  return (
    <div className="space-y-4">
      <TextField
        ref={input}
        label={t("share.linkLabel")}
        value={link.shareUrl}
        readOnly
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        hint={`${permissionText(link.permissions, t)}. ${expiryText(link.expiresAt, undefined, t)}.`}
        className="[&_input]:font-mono [&_input]:text-sm"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button onClick={() => void copy()}>{copied ? t("share.copied") : t("share.copy")}</Button>
        <Button variant="secondary" onClick={onNewLink}>
          {t("share.newLink")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("share.done")}
        </Button>
      </div>
    </div>
  );
}
