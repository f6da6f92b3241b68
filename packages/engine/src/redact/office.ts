// Redaction of a Word, Excel or RTF exhibit (issue 43): the binder holds the file's PDF conversion, so that
// conversion is what is found in, shown, boxed and redacted. The hits' and drawn boxes' pages and points are the
// conversion's; LibreOffice lays the same bytes out the same way each time (same fonts, same settings: the pipeline's
// own `convertOffice`, tested in office.test.ts here), so the build's conversion is the one the person drew on, and
// verification's search for every found value in the whole copy catches any drift for the hits.
import { convertOffice } from "../convert/office.ts";
import { EngineError } from "../errors.ts";
import { sniffType } from "../ingest/sniff.ts";
import type { DetectedType } from "../types.ts";

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
  if (!converted) return { ok: false, reason: "LibreOffice produced no output for this file" };
  if (converted instanceof EngineError) return { ok: false, reason: converted.reason };
  return { ok: true, bytes: converted.pdf };
}
