// Each file converted once (issue 23 item 2): a record kept from the check of a file stands in for its conversion,
// and the binder built from records is the very same bytes as one converted afresh; a record that is not of this
// file, this engine or this type, or that does not hold together, is refused and the file converted as usual.
import { beforeAll, describe, expect, it } from "vitest";
import { zipOf } from "../testing/zip.ts";
import { buildBinder } from "./build.ts";
import { inspectFiles, previewFiles } from "./preview.ts";
import type { BuildOptions } from "./build.ts";
import { CONVERSION_VERSION, decodeConversion, encodeConversion } from "../convert/cached.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { buildEnhancedKit } from "../kit/kit.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { PDF_WARNINGS } from "../convert/pdf.ts";
import { observeChildren } from "../tools/run.ts";
import type { FileInMemory } from "../types.ts";

const DATE = new Date("2026-11-22T12:00:00Z");
/** A Word file, a phone photo turned by its EXIF, a PDF with a filled form (normalised) and a plain linearized one. */
const FILES = [
  "office/testWORD_various.docx",
  "image/hopper_orientation_6.jpg",
  "pdf/form-filled-by-acrobat.pdf",
  "pdf/lin9.pdf",
];
const options: BuildOptions = {
  role: "plaintiff",
  case: { caseName: "Diaz v. Acme", caseNumber: "SC-1" },
  preparedOn: DATE,
};

let fonts: EngineFonts;
let files: FileInMemory[];
/** Each file's record, as the check when it was added keeps it. */
let records: (Uint8Array | null)[];
beforeAll(async () => {
  fonts = loadSystemFonts();
  files = FILES.map((f) => ({ name: f.split("/").pop()!, bytes: corpusBytes(f) }));
  const checked = await inspectFiles(files, fonts, { date: DATE, keepConversions: true });
  records = checked.map((c) => (c.ok && c.record ? c.record : null));
}, 120_000);

describe("converted once", () => {
  it("keeps a record with a thumbnail for every file the check converts", () => {
    expect(records.every((r) => r !== null)).toBe(true);
    const docx = decodeConversion(records[0]!, files[0]!.bytes, { type: "docx", date: DATE });
    expect(docx?.content.kind).toBe("pdf");
    expect(docx?.thumbnail?.byteLength).toBeGreaterThan(0);
    const photo = decodeConversion(records[1]!, files[1]!.bytes, { type: "jpeg", date: DATE });
    expect(photo?.content.kind).toBe("images");
    expect(photo?.pageCount).toBe(1);
  });

  // A PDF qpdf repairs goes into the pool as uploaded, and the pool sends it back to the inspection; with its
  // record, it skips both and the binder is the same.
  it("takes a repaired PDF's record instead of pooling it as uploaded, with the same binder", async () => {
    const damaged = ["pdf/bad-xref-entry.pdf", "pdf/issue7229.pdf"].map((f) => ({
      name: f.split("/").pop()!,
      bytes: corpusBytes(f),
    }));
    const set = [...damaged, files[3]!];
    const checked = await inspectFiles(set, fonts, { date: DATE, keepConversions: true });
    const kept = checked.map((c) => (c.ok && c.record ? c.record : null));
    expect(kept.slice(0, 2).every((r) => r !== null)).toBe(true);
    /** The build, and how many programs (qpdf, xargs, timeout) it started. */
    const counted = async (cached?: (Uint8Array | null)[]) => {
      let started = 0;
      observeChildren({ started: () => started++, ended: () => {} });
      try {
        const result = await buildBinder(set, fonts, { ...options, ...(cached ? { cached } : {}) });
        return { result, started };
      } finally {
        observeChildren(undefined);
      }
    };
    const fresh = await counted();
    const reused = await counted(kept);
    expect(Buffer.from(reused.result.pdf).equals(Buffer.from(fresh.result.pdf))).toBe(true);
    expect(reused.result.documents).toEqual(fresh.result.documents);
    expect(reused.result.documents[0]!.warnings).toContain(PDF_WARNINGS.repaired);
    // Afresh, the pool sent both damaged files back to be dumped and rewritten; with their records, only the pool
    // ran, on the plain PDF.
    expect(reused.started).toBeLessThan(fresh.started);
    expect(reused.started).toBe(1);
  }, 240_000);

  it("builds the same bytes from the records as from converting afresh, and converts nothing it has", async () => {
    const fresh = await buildBinder(files, fonts, { ...options, keepConversions: true });
    const reused = await buildBinder(files, fonts, { ...options, cached: records, keepConversions: true });
    expect(Buffer.from(reused.pdf).equals(Buffer.from(fresh.pdf))).toBe(true);
    expect(Buffer.from(zipOf(reused)).equals(Buffer.from(zipOf(fresh)))).toBe(true);
    expect(reused.documents).toEqual(fresh.documents);
    // Afresh, the Word file, the photo and the form were converted (the plain PDF is used as uploaded); with the
    // records, nothing was.
    expect(fresh.records?.map((r) => r !== null)).toEqual([true, true, true, false]);
    expect(reused.records).toEqual([null, null, null, null]);
  }, 240_000);

  it("makes the same enhanced kit from the records as from converting afresh", async () => {
    const fresh = await buildEnhancedKit(files, fonts, options);
    const reused = await buildEnhancedKit(files, fonts, { ...options, cached: records });
    expect(Buffer.from(reused.zip).equals(Buffer.from(fresh.zip))).toBe(true);
  }, 240_000);

  it("previews from the records: the kept thumbnails, no new record", async () => {
    const items = await previewFiles(files, fonts, { date: DATE, cached: records, keepConversions: true });
    const kept = records.map((r, i) =>
      decodeConversion(r!, files[i]!.bytes, { type: items[i]!.ok ? items[i]!.type : "pdf", date: DATE }),
    );
    items.forEach((item, i) => {
      expect(item.ok).toBe(true);
      if (!item.ok) return;
      expect(item.record).toBeUndefined();
      expect(Buffer.from(item.thumbnail).equals(Buffer.from(kept[i]!.thumbnail!))).toBe(true);
    });
  }, 120_000);

  it("refuses a record of another file, another type, another version, or cut short", () => {
    const docx = records[0]!;
    expect(decodeConversion(docx, files[0]!.bytes, { type: "docx", date: DATE })).toBeDefined();
    expect(decodeConversion(docx, files[1]!.bytes, { type: "docx", date: DATE })).toBeUndefined();
    expect(decodeConversion(docx, files[0]!.bytes, { type: "doc", date: DATE })).toBeUndefined();
    expect(
      decodeConversion(docx.subarray(0, docx.byteLength - 1), files[0]!.bytes, { type: "docx", date: DATE }),
    ).toBeUndefined();
    const text = Buffer.from(docx).toString("latin1");
    const older = Buffer.from(text.replace(`"version":"${CONVERSION_VERSION}"`, `"version":"c0"`), "latin1");
    expect(decodeConversion(older, files[0]!.bytes, { type: "docx", date: DATE })).toBeUndefined();
    expect(
      decodeConversion(new Uint8Array([1, 2, 3]), files[0]!.bytes, { type: "docx", date: DATE }),
    ).toBeUndefined();
  });

  it("converts afresh, to the same binder, when a record passes its checks but its pages do not", async () => {
    // The form's record, its PDF swapped for the plain 5-page one: same header, so only the pool can tell.
    const form = decodeConversion(records[2]!, files[2]!.bytes, { type: "pdf", date: DATE })!;
    const forged = encodeConversion(
      files[2]!.bytes,
      { ...form, content: { kind: "pdf", pdf: files[3]!.bytes } },
      { date: DATE },
    );
    const cached = [records[0]!, records[1]!, forged, null];
    const fresh = await buildBinder(files, fonts, options);
    const reused = await buildBinder(files, fonts, { ...options, cached });
    expect(Buffer.from(reused.pdf).equals(Buffer.from(fresh.pdf))).toBe(true);
  }, 240_000);
});
