// The web app's index.html in the person's language on the first paint (issue 39): its `lang`, title, description
// and no-script line are set here from the server's catalogue (contracts `pageShell`), before any script runs, so a
// screen reader and the browser's tab speak the page's language from the start. The app's own i18n takes over after.
import { messageFor } from "@courtready/contracts";
import type { Language } from "@courtready/contracts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Each English text of the page as index.html writes it, and its key in the catalogue. */
const SHELL_TEXTS = ["pageShell.title", "pageShell.description", "pageShell.noscript"] as const;

/**
 * `html` (the built index.html, written in English) said in `language`: `<html lang>` and every shell text. A text
 * the page does not hold as the catalogue writes it is left as it is (pageIn's test holds index.html to it).
 */
export function pageIn(html: string, language: Language): string {
  let page = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (language === "en") return page;
  for (const key of SHELL_TEXTS) {
    const english = escapeHtml(messageFor(key, "en"));
    page = page.split(english).join(escapeHtml(messageFor(key, language)));
  }
  return page;
}
