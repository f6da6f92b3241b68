// For the file list's render tests (no browser: HTML from the server renderer): the list's name, each row as the
// text a person reads (a picture's tile reads first: "PDF"), and every button's accessible name with "(disabled)".
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";

export function readList(element: ReactElement): {
  list: string | undefined;
  rows: string[];
  buttons: string[];
} {
  const html = renderToStaticMarkup(element);
  const list = /<ol [^>]*aria-label="([^"]+)"/.exec(html)?.[1];
  const rows = html
    .split("<li")
    .slice(1)
    .map((part) =>
      part
        .slice(part.indexOf(">") + 1)
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;/g, "'")
        .trim(),
    );
  const buttons = [...html.matchAll(/<button ([^>]*)>/g)].map((match) => {
    const attributes = match[1]!;
    const name = /aria-label="([^"]+)"/.exec(attributes)?.[1] ?? "?";
    return `${name}${attributes.includes('disabled=""') ? " (disabled)" : ""}`;
  });
  return { list, rows, buttons };
}

/** The controls of one row, in order, as readList names them. */
export function rowControls(name: string, first: boolean, last: boolean): string[] {
  return [
    `Drag ${name} to reorder`,
    `Edit description of ${name}`,
    `Move ${name} up${first ? " (disabled)" : ""}`,
    `Move ${name} down${last ? " (disabled)" : ""}`,
    `Remove ${name}`,
  ];
}

/** The words of `words` that `text` lacks (a test expects none: every one is shown). */
export function lacking(text: string, words: readonly string[]): string[] {
  return words.filter((word) => !text.includes(word));
}

/** The words of `words` that `text` has (a test of another language expects none of its English). */
export function having(text: string, words: readonly string[]): string[] {
  return words.filter((word) => text.includes(word));
}
