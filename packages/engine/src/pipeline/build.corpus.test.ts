// Every file of the shared real-world corpus through the whole pipeline: `inspect` gives the page count written
// below, or refuses with the code written below; then one binder is built from every usable file, and each
// exhibit's pages, stamps and position are checked. A crash or hang of a tool fails its file, never the run.
import { describe, expect, it } from "vitest";
import { buildBinder } from "./build.ts";
import { inspectFiles } from "./preview.ts";
import type { InspectResult } from "./preview.ts";
import type { EngineErrorCode } from "../errors.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { corpusBytes, corpusManifest } from "../testing/corpus.ts";
import { pageCount, pageTexts } from "../testing/pdf.ts";

/** File → pages it contributes to a binder, or the code it is refused with. */
const EXPECTED: [string, number | EngineErrorCode][] = [
  ["pdf/issue3371.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/issue6010_1.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/issue21579.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/saslprep-r6.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/bug1782186.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/qpdf_enc-R2-V1_user-view_owner-master.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/qpdf_enc-R6-V5_user-view_owner-master.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/testPassword4Spaces.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/testUnicodePassword.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/testPDF_no_extract_no_accessibility_owner_user.pdf", "PDF_NEEDS_PASSWORD"],
  ["pdf/empty_protected.pdf", 1],
  ["pdf/secHandler.pdf", 1],
  ["pdf/qpdf_enc-R2-V1_owner-master_noprint.pdf", 30],
  ["pdf/V4-aes.pdf", 30],
  ["pdf/encrypted-with-images.pdf", 2],
  ["pdf/minimal-signed-restricted.pdf", 2],
  ["pdf/bad-encryption-length.pdf", 1],
  ["pdf/testPDF_protected.pdf", 41],
  ["pdf/qpdf_bad-xref.pdf", 1],
  ["pdf/bad-xref-entry.pdf", 1],
  ["pdf/append-xref-loop.pdf", 30],
  ["pdf/xref-with-short-size.pdf", 1],
  ["pdf/hybrid-xref.pdf", 30],
  ["pdf/leading-junk.pdf", 30],
  ["pdf/qpdf_bad1_5bytes.pdf", "UNSUPPORTED_TYPE"],
  ["pdf/damaged-stream.pdf", 1],
  ["pdf/issue-202.pdf", "PDF_DAMAGED"],
  ["pdf/xref-compressed-in-compressed.pdf", 30],
  ["pdf/xref_command_missing.pdf", 1],
  ["pdf/REDHAT-1531897-0.pdf", "PDF_DAMAGED"],
  ["pdf/PDFBOX-3148-2-fuzzed.pdf", "PDF_DAMAGED"],
  ["pdf/Pages-tree-refs.pdf", 1],
  ["pdf/boundingBox_invalid.pdf", 3],
  ["pdf/Brotli-Prototype-FileA.pdf", "PDF_DAMAGED"],
  ["pdf/issue14755.pdf", 1],
  ["pdf/c-linearized.pdf", 30],
  ["pdf/badlin1.pdf", 30],
  ["pdf/lin9.pdf", 5],
  ["pdf/hello_world_rotated.pdf", 5],
  ["pdf/qpdf_rotated_20pages.pdf", 20],
  ["pdf/inherited-rotate.pdf", 1],
  ["pdf/issue5747.pdf", 1],
  ["pdf/boxes.pdf", 8],
  ["pdf/sizes.pdf", 3],
  ["pdf/fxo-smallbig.pdf", 2],
  ["pdf/fax-decode-parms.pdf", 10],
  ["pdf/issue1985.pdf", 1],
  ["pdf/freeculture.pdf", 352],
  ["pdf/tracemonkey.pdf", 14],
  ["pdf/form-filled-by-acrobat.pdf", 3],
  ["pdf/160F-2019.pdf", 1],
  ["pdf/textfields.pdf", 1],
  ["pdf/testPDF_XFA_govdocs1_258578.pdf", 1],
  ["pdf/issue14130.pdf", 1],
  ["pdf/testPDF_acroform3.pdf", 1],
  ["pdf/autoprint.pdf", 1],
  ["pdf/doc_actions.pdf", 3],
  ["pdf/testPDF_jsActionOnPage.pdf", 1],
  ["pdf/scan-bad.pdf", 1],
  ["pdf/issue7229.pdf", 2],
  ["pdf/issue13372.pdf", 1],
  ["pdf/testPDF_JBIG2.pdf", 1],
  ["pdf/testOCR.pdf", 1],
  ["pdf/cmykjpeg.pdf", 1],
  ["pdf/testPDF_jpeg2000.pdf", 1],
  ["pdf/testPDF_incrementalUpdates.pdf", 1],
  ["pdf/testPDF_Version.11.x.PDFA-1b.pdf", 1],
  ["pdf/testPDF_multiFormatEmbFiles.pdf", 1],
  ["office/testWORD.doc", 2],
  ["office/testWORD6.doc", 1],
  ["office/testWORD_various.doc", 2],
  ["office/testWORD_3imgs.doc", 1],
  ["office/testWORD_macros.doc", 1],
  ["office/testWORD_protected_passtika.doc", "OFFICE_NEEDS_PASSWORD"],
  ["office/testControlCharacters.doc", 3],
  ["office/testWordPerfect_42.doc", "UNSUPPORTED_TYPE"],
  ["office/testLargeOLEDoc.doc", 1],
  ["office/testWORD.docx", 2],
  ["office/testWORD_various.docx", 2],
  ["office/testWORD_3imgs.docx", 1],
  ["office/testWORD_embedded_pics.docx", 5],
  ["office/testWORD_tableInRunInsideParagraph.docx", 1],
  ["office/testWORD_charts.docx", 1],
  ["office/testWORD_numbered_list.docx", 3],
  ["office/testWORD_signed.docx", 1],
  ["office/testWORD_truncated.docx", "OFFICE_CONVERSION_FAILED"],
  ["office/testWORD_protected_passtika.docx", "OFFICE_NEEDS_PASSWORD"],
  ["office/testEXCEL.xls", 1],
  ["office/testEXCEL_95.xls", 1],
  ["office/testEXCEL_5.xls", 1],
  ["office/testEXCEL_4.xls", 4],
  ["office/testEXCEL_protected_passtika.xls", "OFFICE_NEEDS_PASSWORD"],
  ["office/testEXCEL_macro.xls", 1],
  ["office/testMSChart-govdocs-428996.xls", 1],
  ["office/testEXCEL_labels-govdocs-515858.xls", 2],
  ["office/testEXCEL.xlsx", 1],
  ["office/testEXCEL.strict.xlsx", 2],
  ["office/testEXCEL_1img.xlsx", 2],
  ["office/testEXCEL_headers_footers.xlsx", 2],
  ["office/testEXCEL_dateFormats.xlsx", 1],
  ["office/testEXCEL_charts.xlsx", 1],
  ["office/testEXCEL_protected_passtika.xlsx", "OFFICE_NEEDS_PASSWORD"],
  ["office/testRTF.rtf", 1],
  ["office/testRTFJapanese.rtf", 2],
  ["office/testRTF-ms932.rtf", 1],
  ["office/testRTFWindowsCodepage1250.rtf", 1],
  ["office/testRTFRegularImages.rtf", 1],
  ["office/testRTFEmbeddedFiles.rtf", 2],
  ["office/testRTFCorruptListOverride.rtf", 1],
  ["office/testRTFInvalidUnicode.rtf", 1],
  ["office/testRTFTableCellSeparation.rtf", 1],
  ["office/testBinControlWord.rtf", "OFFICE_CONVERSION_FAILED"],
  ["text/utf16le_bom.txt", 1],
  ["text/utf16be_bom_but_le_body.txt", 1],
  ["text/utf32le_nobom.txt", 1],
  ["text/utf8.txt", 1],
  ["text/iso88591_en.txt", 2],
  ["text/windows_1252.txt", 2],
  ["text/shiftjis.txt", 2],
  ["text/koi8r.txt", 1],
  ["text/testTXT_win-1252.txt", 1],
  ["text/russian.cp866.txt", 1],
  ["text/english.cp500.txt", 5],
  ["text/testTXTNonASCIIUTF8.txt", 1],
  ["text/multi-language.txt", 2],
  ["image/pil_sample_cmyk.jpg", 1],
  ["image/hopper_orientation_3.jpg", 1],
  ["image/hopper_orientation_5.jpg", 1],
  ["image/hopper_orientation_6.jpg", 1],
  ["image/hopper_orientation_8.jpg", 1],
  ["image/truncated_jpeg.jpg", 1],
  ["image/icc_profile_big.jpg", 1],
  ["image/app13-multiple.jpg", 1],
  ["image/junk_jpeg_header.jpg", 1],
  ["image/hopper_bad_exif.jpg", 1],
  ["image/hopper_gray.jpg", 1],
  ["image/ultrahdr.jpg", "IMAGE_UNREADABLE"],
  ["image/apng_mode_16bit_rgba.png", 1],
  ["image/i_trns.png", 1],
  ["image/pil123rgba.png", 1],
  ["image/l_trns.png", 1],
  ["image/exif_imagemagick_orientation.png", 1],
  ["image/IMG_1034.heic", 1],
  ["image/testTIFF_multipage.tif", 2],
  ["image/testRotated+10.png", 1],
  ["image/testOCR.png", 1],
  ["image/testJPEG_EXIF.jpg", 1],
  ["clipping/first.textClipping", 1],
  ["clipping/third.textClipping", 1],
];

const fonts = loadSystemFonts();
const date = new Date("2026-11-22T12:00:00Z");

describe("the whole corpus through the pipeline", async () => {
  const files = corpusManifest().map((m) => ({ name: m.file, bytes: corpusBytes(m.file) }));
  const results: InspectResult[] = await inspectFiles(files, fonts, { date });

  it("covers every file of the manifest, and only those", () => {
    expect(files.map((f) => f.name).sort()).toEqual(EXPECTED.map(([f]) => f).sort());
  });

  it.each(EXPECTED)("%s → %s", (file, expected) => {
    const result = results.find((r) => r.file === file)!;
    if (typeof expected === "number") {
      expect(result.ok ? result.pages : result.error.message).toBe(expected);
    } else {
      expect(result.ok ? `built ${result.pages} pages` : result.error.code).toBe(expected);
      // The reason names the file and says what to do, in words.
      if (!result.ok) expect(result.error.message.startsWith(`${file}: `)).toBe(true);
    }
  });

  it("builds one binder from every usable file, each exhibit whole and in order", async () => {
    const usable = EXPECTED.filter(([, e]) => typeof e === "number") as [string, number][];
    const binder = await buildBinder(
      usable.map(([name]) => files.find((f) => f.name === name)!),
      fonts,
      {
        role: "plaintiff",
        case: { caseName: "Corpus v. Pipeline" },
        batesPrefix: "CORPUS",
        preparedOn: date,
      },
    );
    expect(binder.exhibits.map((e) => [e.source, e.pages])).toEqual(usable);
    expect(pageCount(binder.pdf)).toBe(binder.pages);
    const texts = pageTexts(binder.pdf);
    binder.exhibits.forEach((e, i) => {
      const first = texts[e.startPage - 1]!;
      expect(first, e.source).toContain(`Exhibit ${i + 1} – page 1 of ${e.pages}`);
      expect(first, e.source).toContain(`PLAINTIFF'S EXHIBIT ${i + 1}`);
      expect(texts[e.endPage - 1], e.source).toContain(`Page ${e.endPage} of ${binder.pages}`);
      expect(texts[e.endPage - 1], e.source).toContain(e.batesEnd!);
    });
  }, 600_000);
});
