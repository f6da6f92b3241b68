// Volumes on real scans (issue 24): a limit smaller than one exhibit continues it in the next volume at a page
// boundary — stamps, page and Bates numbers running on, a slip line on the continued part, covers and the master
// index saying where each part is — and every volume stays within the limit and passes qpdf --check. A single page
// over the limit is the only refusal.
import { describe, expect, it } from "vitest";
import { assemblePrepared, prepareFiles } from "../pipeline/build.ts";
import type { BuildOptions, BuildResult } from "../pipeline/build.ts";
import { EngineErrors } from "../errors.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { readNavigation } from "../testing/inspect.ts";
import { pageTexts, qpdfCheck } from "../testing/pdf.ts";
import type { SourceFile } from "../types.ts";
import type { ExhibitPart } from "../assemble/types.ts";
import { buildBinderInVolumes, buildEnhancedKit, measuresOf, splitIntoVolumes } from "./kit.ts";

const fonts = loadSystemFonts();
const options: BuildOptions = {
  role: "plaintiff",
  case: { caseName: "Roe v. Acme Property", caseNumber: "24-CV-0042", partyName: "Jane Roe" },
  batesPrefix: "ROE",
  preparedOn: new Date("2026-11-26T12:00:00Z"),
};

/** The 10-page scan with 8 page sizes and assorted image filters (1.5 MB). */
const FAX = "pdf/fax-decode-parms.pdf";
/** A 2-page A4 form scanned at 200 dpi (1.1 MB). */
const FORM = "pdf/issue7229.pdf";

function file(relative: string): SourceFile {
  return { name: relative.split("/").pop()!, bytes: corpusBytes(relative) };
}

async function build(
  files: SourceFile[],
  limit: number,
): Promise<{ whole: BuildResult; split: BuildResult }> {
  const prepared = await prepareFiles(files, fonts, options);
  const whole = await assemblePrepared(prepared, fonts, options);
  const split = await splitIntoVolumes(prepared, fonts, options, measuresOf(whole), limit);
  return { whole, split };
}

/** A part's pages within the 10-page exhibit, as covers and bookmarks give them. */
function ownPages(p: ExhibitPart): string {
  return p.fromPage === p.toPage ? `page ${p.fromPage} of 10` : `pages ${p.fromPage}–${p.toPage} of 10`;
}

/** Every volume's pages' text, in binder order, with the volume each came from. */
function volumePages(result: BuildResult): { volume: number; text: string }[] {
  return result.volumes!.flatMap((v) => pageTexts(v.pdf).map((text) => ({ volume: v.number, text })));
}

/** What every split must keep: sizes, qpdf, page and Bates numbers running on, every exhibit page stamped once. */
function expectSoundVolumes(result: BuildResult, limit: number): void {
  const volumes = result.volumes!;
  for (const v of volumes) {
    expect(v.pdf.byteLength).toBeLessThanOrEqual(limit);
    expect(() => qpdfCheck(v.pdf)).not.toThrow();
  }
  const pages = volumePages(result);
  const printed = pages.flatMap(({ text }) => {
    const m = /Page (\d+) of (\d+)/.exec(text);
    return m ? [Number(m[1])] : [];
  });
  expect(printed).toEqual(Array.from({ length: result.pages }, (_, i) => i + 1));
  // The Bates number of every exhibit page (the index pages list ranges; they carry no exhibit line).
  const bates = pages
    .filter(({ text }) => /^Exhibit \S+ – page \d+ of/m.test(text))
    .flatMap(({ text }) => /ROE-(\d{6})/.exec(text)?.[1] ?? [])
    .map(Number);
  const exhibitPages = result.exhibits.reduce((n, e) => n + e.pages, 0);
  expect(bates).toEqual(Array.from({ length: exhibitPages }, (_, i) => i + 1));
  for (const e of result.exhibits) {
    const stamps = pages.flatMap(({ text }) => {
      // The stamp sits at the band's left edge (a cover's centred lines about parts do not).
      const m = new RegExp(`^Exhibit ${e.label} – page (\\d+) of (\\d+)`, "m").exec(text);
      return m ? [[Number(m[1]), Number(m[2])]] : [];
    });
    expect(stamps).toEqual(Array.from({ length: e.pages }, (_, k) => [k + 1, e.pages]));
  }
}

describe("an exhibit larger than the limit is continued in the next volume", () => {
  it("splits one scanned exhibit at page boundaries, with a slip line, covers and index saying where", async () => {
    // Its pages weigh from 1 KB to 0.8 MB (pages 5 and 10 are the heavy ones).
    const limit = 1024 * 1024;
    const { whole, split } = await build([file(FAX)], limit);
    expect(whole.pdf.byteLength).toBeGreaterThan(limit);
    const volumes = split.volumes!;
    expect(volumes.length).toBeGreaterThanOrEqual(2);
    expectSoundVolumes(split, limit);

    const [exhibit] = split.exhibits;
    const parts = exhibit!.parts!;
    expect(parts.map((p) => p.volume)).toEqual(volumes.map((v) => v.number));
    expect(parts[0]!.fromPage).toBe(1);
    expect(parts.at(-1)!.toPage).toBe(10);
    parts.slice(1).forEach((p, k) => expect(p.fromPage).toBe(parts[k]!.toPage + 1));

    // Each continued part opens its volume (after the volume's cover) with the slip line on a stamped page.
    for (const part of parts.slice(1)) {
      const texts = pageTexts(volumes[part.volume - 1]!.pdf);
      expect(texts[1]).toContain(`Exhibit 1 (continued from Volume ${part.volume - 1})`);
      expect(texts[1]).toContain(`Exhibit 1 – page ${part.fromPage} of 10`);
      expect(texts[1]).toContain(`Page ${part.startPage} of ${split.pages}`);
      expect(texts[0]).toContain(`Volume ${part.volume} of ${volumes.length}`);
      expect(texts[0]).toContain(`Exhibit 1 – ${ownPages(part)}, binder pages ${part.startPage}`);
      expect(texts[0]).toContain(
        part.toPage < 10
          ? `(continued from Volume ${part.volume - 1}; continues in Volume ${part.volume + 1})`
          : `(continued from Volume ${part.volume - 1})`,
      );
    }
    // No slip line on a page that is not the first of a continued part.
    const slips = volumePages(split).filter(({ text }) => text.includes("Exhibit 1 (continued from Volume"));
    expect(slips.map((s) => s.volume)).toEqual(parts.slice(1).map((p) => p.volume));

    // Volume 1: its cover lists its part; its master index lists every part's volume and pages.
    const first = pageTexts(volumes[0]!.pdf);
    expect(first[0]).toContain("This volume holds:");
    expect(first[0]).toContain(`Exhibit 1 – ${ownPages(parts[0]!)}`);
    const index = first[1]!;
    const range = (a: number, b: number) => (a === b ? String(a) : `${a}–${b}`);
    for (const p of parts)
      expect(index).toMatch(new RegExp(`^ *(?:1 +)?${p.volume} .* ${range(p.startPage, p.endPage)} `, "m"));

    // Volume 1's bookmarks reach the later parts, naming their files.
    // Volume 1's bookmarks and index link reach the later parts in their files, and the titles name the files.
    const nav = await readNavigation(volumes[0]!.pdf);
    for (const p of parts.slice(1)) {
      const mark = nav.bookmarks.find((b) =>
        b.title.includes(`Volume ${p.volume} (binder-volume-${p.volume}.pdf)`),
      );
      // In a later volume's file the cover comes first, then its numbered pages.
      expect(mark?.remote).toEqual({ file: `binder-volume-${p.volume}.pdf`, pageIndex: 1 });
    }
    // A later volume's bookmark opens its own part.
    const second = await readNavigation(volumes[1]!.pdf);
    expect(second.bookmarks.map((b) => [b.title, b.pageIndex])).toContainEqual([
      `Exhibit 1, fax-decode-parms.pdf (${ownPages(parts[1]!)}, continued from Volume 1)`,
      1,
    ]);

    // The exhibit on its own comes in parts too, each within the limit.
    expect(split.exhibits[0]!.parts).toHaveLength(parts.length);
    for (const k of parts.keys()) expect(split.writeExhibit(0, k).byteLength).toBeLessThanOrEqual(limit);
  });

  it("continues two large exhibits across volumes and keeps a small one whole", async () => {
    const limit = 1024 * 1024;
    const { split } = await build([file("pdf/scan-bad.pdf"), file(FORM), file(FAX)], limit);
    expectSoundVolumes(split, limit);
    const [scan, form, fax] = split.exhibits;
    expect(scan!.parts).toBeUndefined();
    expect(scan!.volume).toBe(1);
    expect(form!.parts!.map((p) => [p.fromPage, p.toPage])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(fax!.parts!.length).toBeGreaterThanOrEqual(2);
    // The large exhibit starts where the one before it left room, and every volume is used.
    expect(fax!.parts![0]!.volume).toBe(form!.parts!.at(-1)!.volume);
    expect(fax!.parts!.at(-1)!.volume).toBe(split.volumes!.length);
    const slips = volumePages(split)
      .map(({ text }) => /Exhibit (\d+) \(continued from Volume (\d+)\)/.exec(text)?.slice(1, 3))
      .filter(Boolean);
    expect(slips).toEqual([
      ...form!.parts!.slice(1).map((p) => ["2", String(p.volume - 1)]),
      ...fax!.parts!.slice(1).map((p) => ["3", String(p.volume - 1)]),
    ]);
  });

  it("does the same in the enhanced kit: volumes, the exhibit in parts, the heaviest pages in the report", async () => {
    const limit = 1024 * 1024;
    const kit = await buildEnhancedKit([file(FAX)], fonts, { ...options, maxSizeBytes: limit });
    const volumes = kit.binder.volumes!;
    expect(volumes.length).toBeGreaterThanOrEqual(2);
    const names = kit.files.map((f) => f.name);
    const parts = kit.binder.exhibits[0]!.parts!;
    expect(names).toEqual(
      expect.arrayContaining([
        ...volumes.map((v) => `binder-volume-${v.number}.pdf`),
        ...parts.map(
          (_, k) => `exhibits/Exhibit 1 - fax-decode-parms (part ${k + 1} of ${parts.length}).pdf`,
        ),
      ]),
    );
    expect(names).not.toContain("binder.pdf");
    for (const f of kit.files.filter((f) => f.name.startsWith("binder-volume-")))
      expect(f.bytes.byteLength).toBeLessThanOrEqual(limit);
    // Pages 10 and 5 are the scan's heavy ones.
    expect(kit.report.heaviestPages!.slice(0, 2).map((p) => p.exhibitPage)).toEqual([10, 5]);
  });

  it("refuses only a page larger than the limit on its own, naming the exhibit, the page and its size", async () => {
    // Its first page weighs 0.8 MB, its second 0.3 MB: only the first is named.
    const limit = 700 * 1024;
    const error = await build([file(FORM)], limit).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineErrors);
    const [first] = (error as EngineErrors).errors;
    expect(first!.code).toBe("EXHIBIT_OVER_SIZE_LIMIT");
    expect(first!.file).toBe("issue7229.pdf");
    expect(first!.reason).toMatch(
      /^in Exhibit 1, page 1 of 2 \(binder page 3\) takes 0\.8 MB: more than the 0\.7 MB limit/,
    );
    expect(first!.reason).toContain("Scan");
    expect(first!.reason).toContain("lower resolution");
  });
});

describe("a binder that may be over the limit is weighed, not written whole (issue 40)", () => {
  const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

  it("measures the size, page weights, exhibit list and exhibits the written binder has", async () => {
    const prepared = await prepareFiles([file(FORM), file(FAX)], fonts, options);
    const written = await assemblePrepared(prepared, fonts, options);
    const measured = await assemblePrepared(prepared, fonts, options, true);
    expect(written.measuredBytes).toBeUndefined();
    expect(measured.pdf.byteLength).toBe(0);
    expect(measured.measuredBytes).toBe(written.pdf.byteLength);
    expect(measured.exhibitPageBytes).toEqual(written.exhibitPageBytes);
    expect(same(measured.exhibitListPdf, written.exhibitListPdf)).toBe(true);
    written.exhibits.forEach((_, i) =>
      expect(same(measured.writeExhibit(i), written.writeExhibit(i))).toBe(true),
    );
  });

  it("splits into the same volumes as from the written binder, and writes one that fits after all", async () => {
    const limit = 1024 * 1024;
    const { whole, split } = await build([file(FAX)], limit);
    const weighed = await buildBinderInVolumes([file(FAX)], fonts, options, limit);
    expect(weighed.volumes!.length).toBe(split.volumes!.length);
    weighed.volumes!.forEach((v, k) => expect(same(v.pdf, split.volumes![k]!.pdf)).toBe(true));
    expect(weighed.exhibits).toEqual(split.exhibits);
    // The files are more than half of this limit, so the binder is weighed first; it fits, so it is written whole.
    const fits = await buildBinderInVolumes([file(FAX)], fonts, options, whole.pdf.byteLength);
    expect(fits.volumes).toBeUndefined();
    expect(fits.measuredBytes).toBeUndefined();
    expect(same(fits.pdf, whole.pdf)).toBe(true);
  });
});
