// Redaction of a Word, Excel or RTF exhibit (issue 43): the binder holds the file's PDF conversion, so that
// conversion is what is found in, shown, boxed and redacted. The hits' and drawn boxes' pages and points are the
// conversion's; LibreOffice lays the same bytes out the same way each time (same fonts, same settings: the pipeline's
// own `convertOffice`, tested in office.test.ts here), so the build's conversion is the one the person drew on, and
// verification's search for every found value in the whole copy catches any drift for the hits. A drawn box has no
// value to search for, so it carries its page's layout fingerprint (`pageLayout`), checked against the build's
// conversion before anything is redacted (`changedLayoutPage`).
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { PageText } from "../check/text.ts";
import { decodeConversion } from "../convert/cached.ts";
import { convertOffice } from "../convert/office.ts";
import { redactionText } from "@courtready/contracts";
import { EngineError } from "../errors.ts";
import { sniffType } from "../ingest/sniff.ts";
import { pdfBytes } from "../ingest/source-file.ts";
import { withTempDir } from "../tools/run.ts";
import type { DetectedType } from "../types.ts";
import { readWordsOfPages } from "./page-text.ts";

/** The types the pipeline converts with LibreOffice (pipeline/convert-all.ts's OFFICE_TYPES). */
const OFFICE = new Set<DetectedType>(["docx", "doc", "xlsx", "xls", "rtf"]);

/** Whether the bytes are an Office file the pipeline converts to PDF. */
export function isOfficeFile(name: string, bytes: Uint8Array): boolean {
  try {
    return OFFICE.has(sniffType({ name, bytes }));
  } catch {
    return false;
  }
}

/** The Office file's PDF as the build converts it, or why it could not be converted (the conversion's own reason). */
export async function officePdf(file: {
  name: string;
  bytes: Uint8Array;
}): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: string }> {
  const converted = (await convertOffice([file])).get(file.name);
  if (!converted) return { ok: false, reason: redactionText("officeNoOutput") };
  if (converted instanceof EngineError) return { ok: false, reason: converted.reason };
  return { ok: true, bytes: converted.pdf };
}

/**
 * The Office file's PDF from a kept conversion record (the builder's file check made it when the file was added),
 * or undefined when the record is not this file's, not a PDF, or unreadable: then nothing is converted for it.
 */
export function keptOfficePdf(
  file: { name: string; bytes: Uint8Array },
  record: Uint8Array,
): Uint8Array | undefined {
  try {
    const type = sniffType(file);
    const restored = decodeConversion(record, file.bytes, { type, date: new Date() });
    // A record restores its PDF in memory; pdfBytes would read one kept on disk.
    return restored?.content.kind === "pdf" ? pdfBytes(restored.content.pdf) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page's layout fingerprint: the SHA-256 of its size and each word with its box (pdftotext -bbox, to 0.01 pt).
 * Two conversions of the same file give the same one when they place every word alike (office.test.ts), so a box
 * drawn on one lands on the same words in the other.
 */
export function pageLayout(page: PageText): string {
  const hash = createHash("sha256");
  hash.update(`${page.width.toFixed(2)} ${page.height.toFixed(2)}\n`);
  for (const w of page.words)
    hash.update(`${w.text}\t${w.x0.toFixed(2)} ${w.y0.toFixed(2)} ${w.x1.toFixed(2)} ${w.y1.toFixed(2)}\n`);
  return hash.digest("hex");
}

/**
 * The first page of `layout` that the conversion `pdf` lays out otherwise (or no longer has), or null when every
 * pinned page is as the person saw it.
 */
export async function changedLayoutPage(
  pdf: Uint8Array,
  name: string,
  layout: readonly { page: number; sha256: string }[],
): Promise<number | null> {
  if (!layout.length) return null;
  const now = new Map<number, string>();
  await withTempDir("redact-layout", async (dir) => {
    const input = path.join(dir, "conversion.pdf");
    await writeFile(input, pdf);
    await readWordsOfPages(
      input,
      name,
      layout.map((l) => l.page),
      (p) => now.set(p.page, pageLayout(p)),
    );
  });
  const changed = layout.filter((l) => now.get(l.page) !== l.sha256).map((l) => l.page);
  return changed.length ? Math.min(...changed) : null;
}
