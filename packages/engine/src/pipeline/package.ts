// Packaging (build.ts's last stage): binder.zip, its entries stored as they are, with safe file names and a
// timestamp ZIP can hold.
import type { AssembledBinder } from "../assemble/types.ts";
import { writeZip } from "../zip/write.ts";
import type { ZipInput } from "../zip/write.ts";

/** A file name safe on every system: no path separators, control characters or reserved punctuation. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_")
    .replace(/^\.+/, "_")
    .trim();
  return (cleaned || "file").slice(0, 120);
}

/** ZIP timestamps cannot say anything before 1980 (MS-DOS time); a clock set earlier gets 1980-01-01. */
const ZIP_EPOCH = new Date(1980, 0, 1, 12);

/** The time written on ZIP entries for a build prepared on `date`. */
export function zipTime(date: Date): Date {
  return date < ZIP_EPOCH ? ZIP_EPOCH : date;
}

export function packageZip(binder: AssembledBinder, date: Date): Uint8Array {
  const entries: ZipInput[] = binder.volumes
    ? binder.volumes.map((v) => ({ name: `binder-volume-${v.number}.pdf`, bytes: v.pdf }))
    : [{ name: "binder.pdf", bytes: binder.pdf }];
  entries.push({ name: "exhibit-list.pdf", bytes: binder.exhibitListPdf });
  entries.push(...exhibitFiles(binder));
  return writeZip(entries, zipTime(date));
}

/**
 * exhibits/Exhibit <label> - <name>.pdf for each exhibit; one split across volumes gives a file per part
 * ("… (part 1 of 2).pdf"), each within the size limit as its volume is.
 */
export function exhibitFiles(binder: AssembledBinder): { name: string; bytes: Uint8Array }[] {
  return binder.exhibits.flatMap((e, i) => {
    const base = `exhibits/Exhibit ${e.label} - ${safeFileName(e.source).replace(/\.[A-Za-z0-9]{1,5}$/, "")}`;
    const parts = binder.exhibitPartPdfs?.[i];
    return parts
      ? parts.map((bytes, k) => ({ name: `${base} (part ${k + 1} of ${parts.length}).pdf`, bytes }))
      : [{ name: `${base}.pdf`, bytes: binder.exhibitPdfs[i]! }];
  });
}
