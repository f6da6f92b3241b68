// The frame of every page: skip link, header, main content (the matched route), footer, toasts and route announcements.
import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { Toaster } from "./ui/toast.tsx";

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-blue-900 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 outline-none sm:px-6 sm:py-10"
      >
        <Outlet />
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
