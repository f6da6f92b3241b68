// A PDF's text read back in the specs as poppler's pdftotext lays it out (UTF-8), page by page or whole.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

/** Each run of white space one space: pdftotext breaks lines and pads columns where the layout does. */
const folded = (text: string) => text.replace(/\s+/g, " ");

function pdftotext(file: string): string {
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], {
    encoding: "utf8",
    maxBuffer: 16 << 20,
  });
}

/** Each page's text of the PDF `file` (empty pages left out); `fold` makes each run of white space one space. */
export function pdfPages(file: string, options: { fold?: boolean } = {}): string[] {
  const pages = pdftotext(file)
    .split("\f")
    .filter((page) => page.trim() !== "");
  return options.fold ? pages.map(folded) : pages;
}

/** pdfPages for PDF bytes, written first to `dir`/`name` (kept there for a person to open when a spec fails). */
export function pdfPagesOf(
  bytes: Buffer,
  dir: string,
  name: string,
  options: { fold?: boolean } = {},
): string[] {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return pdfPages(file, options);
}

/** The whole text of the PDF `file`, each run of white space one space. */
export function pdfText(file: string): string {
  return folded(pdftotext(file));
}

/** Whether each page from `first` to `last` of the PDF `file` is wider than tall, as pdfinfo gives their sizes. */
export function landscapePages(file: string, first: number, last: number): boolean[] {
  const info = execFileSync("pdfinfo", ["-f", String(first), "-l", String(last), file], { encoding: "utf8" });
  return [...info.matchAll(/size:\s+([\d.]+) x ([\d.]+)/g)].map((m) => Number(m[1]) > Number(m[2]));
}
