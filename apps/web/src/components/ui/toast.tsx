// The toast on screen: one at a time, announced to screen readers, dismissed by its button or after ~5 seconds.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_DURATION_MS, dismissToast, toastStore } from "./toastStore.ts";
import type { ToastItem } from "./toastStore.ts";
import { useContractText } from "../../i18n/contractText.ts";

export { toast, dismissToast } from "./toastStore.ts";
export type { ToastInput, ToastVariant } from "./toastStore.ts";

/** The current toast, for components that need to react to it. */
export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
}

/**
 * Renders the toast. Both live regions are always in the page, because screen readers announce changes to a live
 * region that already exists but often miss one inserted together with its content.
 *
 * The container is a manual popover in the browser's top layer, raised again for each toast: a modal dialog also
 * lives in the top layer and makes everything else inert, so a plain fixed element would sit dimmed behind an open
 * dialog and be hidden from screen readers exactly when an upload in that dialog reports its result.
 */
export function Toaster() {
  const current = useCurrentToast();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || typeof element.showPopover !== "function") return;
    if (element.matches(":popover-open")) element.hidePopover();
    element.showPopover();
  }, [current?.id]);
  return (
    <div
      ref={container}
      popover="manual"
      className="pointer-events-none fixed top-0 right-0 bottom-auto left-0 m-0 flex h-auto w-full flex-col items-center overflow-visible border-0 bg-transparent p-3 sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:w-auto sm:items-end sm:p-6"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full sm:w-auto">
        {current && current.variant === "default" ? <ToastCard key={current.id} item={current} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="w-full sm:w-auto">
        {current && current.variant === "destructive" ? <ToastCard key={current.id} item={current} /> : null}
      </div>
    </div>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation("ui");
  // The timer pauses while the pointer is over the toast or focus is inside it, so nobody loses a message mid-read.
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, item.id]);

  const destructive = item.variant === "destructive";
  // Many toasts carry contracts messages (PROJECT_MESSAGES, SHARE_MESSAGES…): said in the interface's language.
  const say = useContractText();
  return (
    <div
      className={
        "pointer-events-auto flex w-full items-start gap-3 rounded-lg border-2 p-3 shadow-lg sm:w-96 sm:p-4 " +
        (destructive ? "border-red-700 bg-red-50 text-red-950" : "border-slate-300 bg-white text-slate-900")
      }
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <span
        aria-hidden="true"
        className={"mt-0.5 text-lg leading-none " + (destructive ? "text-red-700" : "text-blue-800")}
      >
        {destructive ? "!" : "✓"}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{say(item.title)}</p>
        {item.description ? (
          // On a phone an error's details are one line (screen readers still hear all of it): the details belong
          // where the problem is (a file's row, a field), not in a box that covers the screen.
          <p className={"mt-1 text-sm leading-snug" + (destructive ? " max-sm:truncate" : "")}>
            {say(item.description)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-xl leading-none hover:bg-black/5"
        aria-label={t("dismissNotification")}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
