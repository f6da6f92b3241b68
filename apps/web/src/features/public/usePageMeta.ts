// Titles the page and sets its meta description (what search results and link previews show), restoring the
// site's own description when the page goes, so one page's summary never lingers on the next.
import { useEffect } from "react";
import { usePageTitle } from "../../components/usePageTitle.ts";

/** The description in index.html, used by every page that does not set its own. */
export const DEFAULT_DESCRIPTION = "CourtReady turns your evidence into a court-ready exhibit binder.";

/** Sets the document title ("{title} — CourtReady") and the meta description for as long as the page is shown. */
export function usePageMeta(title: string | undefined, description: string): void {
  usePageTitle(title);
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
    return () => {
      meta.content = DEFAULT_DESCRIPTION;
    };
  }, [description]);
}
