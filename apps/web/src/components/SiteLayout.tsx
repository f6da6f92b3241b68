// The frame of every page: skip link, header, offline banner, main content (the matched route), footer, toasts and
// route announcements.
import { Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigationType } from "react-router-dom";
import { OfflineBanner } from "../features/pwa/OfflineBanner.tsx";
import { PageLoading, PageLoadingIndicator } from "../features/pwa/lazyPage.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { Toaster } from "./ui/toast.tsx";

export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-blue-900 focus:shadow-lg"
      >
        {t("layout.skipToMain")}
      </a>
      <SiteHeader />
      <PageLoadingIndicator />
      <OfflineBanner />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 outline-none sm:px-6 sm:py-10"
      >
        {/* Most pages' code arrives when first opened (routes/routeTable.ts). Links navigate in a transition, which
            keeps the current page until the next is ready, so this fallback shows only on a first visit. Scrolling
            waits inside the boundary, so an #anchor is looked for once the page is there. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <ScrollOnNavigate />
        </Suspense>
      </main>
      <SiteFooter />
      <Toaster />
      <RouteAnnouncer />
    </div>
  );
}

/**
 * Tells screen-reader users that a link led to a new page, which a single-page app does not do by itself. It reads
 * document.title, which the page has already set: child effects run before this parent effect.
 */
function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(document.title);
  }, [pathname]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}

/**
 * A link to another page opens it at the top (or at its #anchor), as a full page load would; a single-page app
 * otherwise keeps the old scroll position, so a link at the foot of one page opened the next one half-way down.
 * Back and Forward ("POP") are left to the browser, which puts the reader back where they were; the first load's
 * #anchor is honoured here because the browser looked for it before the page had rendered.
 */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (navigationType === "POP" && !(isFirst && hash)) return;
    let target: HTMLElement | null = null;
    try {
      target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    } catch {
      // A malformed escape in the address names no element.
    }
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
