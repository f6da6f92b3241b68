// Pages whose code is downloaded only when someone opens them, so that the landing page's first download stays small.
// The layout's Suspense boundary shows PageLoading while a page's code arrives on a first visit; a link to another
// page keeps the current one on screen (React Router navigates in a transition) and PageLoadingIndicator says that
// the next one is on its way. Code that cannot be fetched (offline before the service worker has cached it, or a
// new version of the site removed it) gives PageLoadFailed instead of a blank screen.
import { lazy, useEffect, useState, useSyncExternalStore } from "react";
import type { ComponentType, LazyExoticComponent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { TitledSection } from "../../components/TitledSection.tsx";

/** How long a page's code may take before the indicator shows: a quick load should not flash anything. */
export const LOADING_INDICATOR_DELAY_MS = 400;

let pendingLoads = 0;
const listeners = new Set<() => void>();

function changePending(delta: number): void {
  pendingLoads += delta;
  for (const listener of listeners) listener();
}

/** Whether some page's code is being downloaded: a tiny store for PageLoadingIndicator. */
export const pageLoads = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => pendingLoads > 0,
};

/**
 * A page component whose code is fetched on first render. React calls `load` while rendering, so the store is told
 * a microtask later (no other component may be updated during a render); the count always goes up before it comes
 * down again, because `load` settles no sooner than a microtask either.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    queueMicrotask(() => changePending(1));
    return load()
      .catch(() => ({ default: PageLoadFailed }))
      .finally(() => queueMicrotask(() => changePending(-1)));
  });
}

/** The layout's Suspense fallback: shown in the main area while the first page's code arrives. */
export function PageLoading() {
  const { t } = useTranslation("pwa");
  return <Spinner label={t("loadingPage")} />;
}

/** A thin bar under the header, with a spoken "Loading the page", once the next page takes a moment to arrive. */
export function PageLoadingIndicator() {
  const { t } = useTranslation("pwa");
  const loading = useSyncExternalStore(pageLoads.subscribe, pageLoads.getSnapshot, () => false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), LOADING_INDICATOR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return (
    <div role="status" className="relative">
      {shown ? (
        <>
          <span className="sr-only">{t("loadingPage")}</span>
          <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 animate-pulse bg-blue-800" />
        </>
      ) : null}
    </div>
  );
}

/** What a page whose code could not be fetched shows: what happened, and a way to try again. */
export function PageLoadFailed() {
  const { t } = useTranslation("pwa");
  usePageTitle(t("loadFailed.pageTitle"));
  return (
    <TitledSection id="page-title" title={t("loadFailed.title")} lead={t("loadFailed.text")} tone="page">
      {/* A fresh load fetches the page's current code; the browser keeps a failed download for this visit. */}
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("loadFailed.tryAgain")}
      </Button>
    </TitledSection>
  );
}
