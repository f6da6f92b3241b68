// Sets the browser tab's title for the current page, so tabs, history and screen readers name the page.
import { useEffect } from "react";

export const SITE_NAME = "CourtReady";
const DEFAULT_TITLE = "CourtReady — court-ready exhibit binders";

/** Titles the document "{page} — CourtReady"; with no page title, the site's default title. */
export function usePageTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — ${SITE_NAME}` : DEFAULT_TITLE;
  }, [pageTitle]);
}
