// Packaging (after build.ts's stages, by the caller that keeps it): binder.zip, its entries stored as they are,
// with safe file names and a timestamp ZIP can hold; as bytes, or written to a file without gathering it.
import type { AssembledBinder } from "../assemble/types.ts";
import { writeZip, writeZipFile } from "../zip/write.ts";
import type { ZipInput } from "../zip/write.ts";

export { safeFileName } from "../assemble/file-names.ts";

/** ZIP timestamps cannot say anything before 1980 (MS-DOS time); a clock set earlier gets 1980-01-01. */
const ZIP_EPOCH = new Date(1980, 0, 1, 12);

/** The time written on ZIP entries for a build prepared on `date`. */
export function zipTime(date: Date): Date {
  return date < ZIP_EPOCH ? ZIP_EPOCH : date;
}

/** The binder's files by the names the build gives them (the court's file-name rule, when it has one). */
export function binderFiles(binder: AssembledBinder): { name: string; bytes: Uint8Array }[] {
  return binder.volumes
    ? binder.volumes.map((v) => ({ name: binder.names.volume(v.number), bytes: v.pdf }))
    : [{ name: binder.names.binder, bytes: binder.pdf }];
}

/** binder.zip's entries: the binder or its volumes, the exhibit list, then each exhibit's PDF. */
function zipEntries(binder: AssembledBinder): ZipInput[] {
  const entries: ZipInput[] = binderFiles(binder);
  entries.push({ name: binder.names.exhibitList, bytes: binder.exhibitListPdf });
  entries.push(...exhibitFiles(binder));
  return entries;
}

/** binder.zip as bytes, its entries stored. */
export function packageZip(binder: AssembledBinder, date: Date): Uint8Array {
  return writeZip(zipEntries(binder), zipTime(date));
}

/**
 * The same binder.zip written to `file` entry by entry, never whole in memory (zip/write.ts#writeZipFile): what
 * the CLI and the server's job threads keep. Returns its size.
 */
export function writePackageZip(file: string, binder: AssembledBinder, date: Date): number {
  return writeZipFile(file, zipEntries(binder), zipTime(date));
}

/**
 * exhibits/Exhibit <label> - <name>.pdf for each exhibit (assemble/file-names.ts); one split across volumes gives a
 * file per part ("… (part 1 of 2).pdf"), each within the size limit as its volume is.
 */
export function exhibitFiles(binder: AssembledBinder): ZipInput[] {
  return binder.exhibits.flatMap((e, i) => {
    const name = (part?: { part: number; of: number }) =>
      `exhibits/${binder.names.exhibit(e.label, e.source, part)}`;
    const of = e.parts?.length ?? 1;
    if (of === 1) return [{ name: name(), bytes: () => binder.writeExhibit(i) }];
    // Each part written as its entry is, so one part at a time is in memory.
    return Array.from({ length: of }, (_, k) => ({
      name: name({ part: k + 1, of }),
      bytes: () => binder.writeExhibit(i, k),
    }));
  });
}
