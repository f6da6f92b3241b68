// Sets the browser tab's title for the current page, so tabs, history and screen readers name the page.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

export const SITE_NAME = "CourtReady";

/** Titles the document "{page} — CourtReady"; with no page title, the site's default title. */
export function usePageTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const defaultTitle = t("layout.defaultTitle");
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — ${SITE_NAME}` : defaultTitle;
  }, [pageTitle, defaultTitle]);
}
