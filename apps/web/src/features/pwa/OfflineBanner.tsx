// The 'You are offline' banner under the header: shown while the browser has no network, or after a call to the
// server got no answer, and it says what still works and what waits for the connection. The live region is always in
// the page (screen readers miss one inserted together with its text), and it is polite: it never interrupts.
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { queryClient } from "../../api/queryClient.ts";
import { browserConnectivitySource, createConnectivityStore } from "./connectivity.ts";
import type { Connectivity } from "./connectivity.ts";

const store = createConnectivityStore(browserConnectivitySource(), queryClient);

/** What the banner says first in each state (keys of the `pwa` catalogue): what happened and what still works. */
const OFFLINE_TEXT = {
  offline: { title: "offline.title", body: "offline.body" },
  unreachable: { title: "unreachable.title", body: "unreachable.body" },
} as const satisfies Record<Exclude<Connectivity, "online">, { title: string; body: string }>;

export function OfflineBanner() {
  const { t } = useTranslation("pwa");
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => "online" as const);
  const text = state === "online" ? null : OFFLINE_TEXT[state];
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {text ? (
        <div className="border-b border-amber-300 bg-amber-50 text-slate-900">
          <div className="mx-auto flex max-w-6xl gap-3 px-3 py-3 sm:px-6">
            <svg
              viewBox="0 0 24 24"
              className="mt-0.5 size-6 shrink-0 text-amber-800"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />
            </svg>
            <p className="text-base">
              <strong className="font-bold">{t(text.title)}</strong> {t(text.body)} {t("needsConnection")}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
