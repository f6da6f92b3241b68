// The share dialog (accounts-dashboard-and-pages.md §2.8): a form (permission, expiry; defaults view and 7 days),
// then the created link with a Copy button. 'Create New Link' goes back to the form with the defaults.
import { useRef, useState } from "react";
import {
  DEFAULT_SHARE_EXPIRY,
  DEFAULT_SHARE_PERMISSION,
  SHARE_MESSAGES,
  SHARE_PERMISSION_OPTIONS,
  ZSharePermission,
} from "@courtready/contracts";
import type { TShareExpiry, TShareLinkResponse, TSharePermission } from "@courtready/contracts";
import { serverMessage } from "../../../api/client.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import { useCreateShareLink } from "./api.ts";
import {
  EXPIRY_SELECT_OPTIONS,
  expiryFromSelect,
  expiryText,
  expiryToSelect,
  permissionText,
} from "./shareText.ts";

export interface ShareDialogProps {
  projectId: string;
  projectName: string;
  open: boolean;
  onClose: () => void;
}

export function ShareDialog({ projectId, projectName, open, onClose }: ShareDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share Project"
      description={`Create a link to "${projectName}". Anyone who has the link can open it without signing in.`}
    >
      {/* The dialog renders its content only while open, so every opening starts from the form's defaults. */}
      <ShareDialogBody projectId={projectId} onClose={onClose} />
    </Dialog>
  );
}

function ShareDialogBody({ projectId, onClose }: { projectId: string; onClose: () => void }) {
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
            onError: (error) =>
              toast({
                title: SHARE_MESSAGES.createFailed,
                description: serverMessage(error, SHARE_MESSAGES.createFailedHint),
                variant: "destructive",
              }),
          },
        );
      }}
    >
      <SelectField
        label="What people with the link can do"
        value={permissions}
        options={SHARE_PERMISSION_OPTIONS}
        onChange={(value) => {
          const parsed = ZSharePermission.safeParse(value);
          setPermissions(parsed.success ? parsed.data : DEFAULT_SHARE_PERMISSION);
        }}
      />
      <SelectField
        label="Link stops working after"
        value={expiryToSelect(expiresIn)}
        options={EXPIRY_SELECT_OPTIONS}
        onChange={(value) => setExpiresIn(expiryFromSelect(value))}
      />
      <p className="text-sm text-slate-700">
        People with the link see the case information and the exhibits, and can open each file. They cannot
        change anything. You can revoke a link at any time from the project&apos;s edit screen.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating link..." : "Create Link"}
        </Button>
      </div>
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
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.shareUrl);
      setCopied(true);
      toast({ title: SHARE_MESSAGES.copiedTitle });
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the text so copying by hand is one step.
      input.current?.focus();
      input.current?.select();
      toast({ title: SHARE_MESSAGES.copyFailed, variant: "destructive" });
    }
  };

  return (
    <div className="space-y-4">
      <TextField
        ref={input}
        label="Share link"
        value={link.shareUrl}
        readOnly
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        hint={`${permissionText(link.permissions)}. ${expiryText(link.expiresAt)}.`}
        className="[&_input]:font-mono [&_input]:text-sm"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button onClick={() => void copy()}>{copied ? "Copied" : "Copy link"}</Button>
        <Button variant="secondary" onClick={onNewLink}>
          Create New Link
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
