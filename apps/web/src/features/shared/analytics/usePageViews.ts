// Counts a page view whenever the route's pathname changes (query strings are never part of it), and starts
// analytics on the first render. Mounted once, inside the router.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { initAnalytics, trackPageView } from "./analytics.ts";

export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void initAnalytics();
  }, []);
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}

/** The hook as a component, for the place in the tree where the router's location is known. */
export function PageViewTracker(): null {
  usePageViews();
  return null;
}
