// A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it, and the page behind
// is inert. Open and closed are driven by the `open` prop so React state stays the one source of truth.
// `ModalDialog` is the element and its behaviour, for dialogs with a layout of their own (the builder's preview);
// `Dialog` adds the usual title, close button and description; `DialogFooter` is the Cancel-and-submit row of its form.
import { useEffect, useId, useRef } from "react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { CloseButton } from "./close-button.tsx";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
}

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog, and of the one that describes it. */
  labelledBy: string;
  describedBy?: string;
  className: string;
  children: ReactNode;
}

export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape (and any other close) goes through the parent, which owns `open`. React passes a dialog's close and
      // cancel events up its tree, so a dialog opened inside this one would reach here too: only this one's count.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}

export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <CloseButton onClick={onClose} />
          </div>
          {description ? (
            <p id={descriptionId} className="mt-1 text-slate-700">
              {description}
            </p>
          ) : null}
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </ModalDialog>
  );
}

/**
 * The title bar of a full-screen `ModalDialog` (the builder's preview, its page view): the heading the dialog is
 * labelled by, what is under it, and the close button.
 */
export function DialogTitleBar({
  id,
  title,
  onClose,
  children,
}: {
  /** The heading's id: the dialog's `labelledBy`. */
  id: string;
  title: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-4 sm:px-6">
      <div>
        <h2 id={id} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {children}
      </div>
      <CloseButton onClick={onClose} />
    </div>
  );
}

/**
 * The row of actions that ends a dialog's form: Cancel and the form's submit button, stacked on a phone with the
 * submit on top. While the form is being sent, `pending` is what the submit button says instead, and it cannot be
 * pressed twice.
 */
export function DialogFooter({
  cancel,
  onCancel,
  cancelDisabled,
  submit,
  pending = false,
  disabled = false,
  danger = false,
}: {
  cancel: string;
  onCancel: () => void;
  cancelDisabled?: boolean;
  submit: string;
  pending?: string | false;
  /** The submit button cannot be pressed yet (nothing to send); `pending` disables it too. */
  disabled?: boolean;
  /** The submit button is red: what it does cannot be undone. */
  danger?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {cancel}
      </Button>
      <Button type="submit" variant={danger ? "danger" : "primary"} disabled={disabled || pending !== false}>
        {pending || submit}
      </Button>
    </div>
  );
}
