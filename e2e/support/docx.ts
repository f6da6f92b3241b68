// A Word document's table read back in the specs (the exhibit list a project exports): each row as its cells' text.
import { strFromU8, unzipSync } from "fflate";

/** The rows of the .docx's tables, in order, each as its cells' text (the runs of a cell joined and trimmed). */
export function docxTableRows(docx: Uint8Array): string[][] {
  const xml = strFromU8(unzipSync(docx)["word/document.xml"]!);
  const cellText = (cell: string) =>
    [...cell.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .map((m) => m[1])
      .join("")
      .trim();
  return [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((row) =>
    [...row[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((cell) => cellText(cell[0])),
  );
}
