// For render tests (no browser: HTML from the server renderer): the words a person reads, tags turned to spaces, so a
// test can look for a sentence whichever elements it spans.
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";

export function markupWords(element: ReactElement): string {
  return htmlWords(renderToStaticMarkup(element));
}

/** The same words from markup already rendered (a test that also looks at the HTML itself). */
export function htmlWords(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}
