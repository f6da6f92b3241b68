// bates-manifest.csv: one row per exhibit tying each binder range back to the exact file it came from (SHA-256), so
// anyone can check that the binder holds what was uploaded.
import type { AssembledExhibit } from "../assemble/types.ts";

export interface ManifestRow {
  exhibit: AssembledExhibit;
  sha256: string;
}

const HEADER = [
  "Exhibit",
  "Description",
  "Source file",
  "SHA-256",
  "Source pages",
  "Binder first page",
  "Binder last page",
  "Bates first",
  "Bates last",
];

/**
 * A CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe: descriptions and file names are typed by people, and the file is opened in
 * Excel.
 */
export function csvCell(value: string | number | undefined): string {
  let text = value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The manifest, with a Volume column when the binder is split; CRLF line ends and a BOM so Excel reads UTF-8. */
export function batesManifestCsv(rows: ManifestRow[]): string {
  const withVolume = rows.some((r) => r.exhibit.volume !== undefined);
  const header = withVolume ? [...HEADER, "Volume"] : HEADER;
  const lines = [header.map(csvCell).join(",")];
  for (const { exhibit: e, sha256 } of rows) {
    const cells: (string | number | undefined)[] = [
      e.label,
      e.description,
      e.source,
      sha256,
      e.pages,
      e.startPage,
      e.endPage,
      e.batesStart,
      e.batesEnd,
    ];
    if (withVolume) cells.push(e.volume);
    lines.push(cells.map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
