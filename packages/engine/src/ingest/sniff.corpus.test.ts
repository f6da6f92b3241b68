// Every file of the shared corpus through sniffType, each with the outcome written out by hand: a detected type, or
// the EngineError code it must fail with. The table must list exactly the corpus's files, so a file added to the
// corpus fails here until someone decides what it should give.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import type { EngineErrorCode } from "../errors.ts";
import type { DetectedType } from "../types.ts";
import { CORPUS_DIR, corpusBytes, corpusManifest } from "../testing/corpus.ts";
import { sniffType } from "./sniff.ts";

const EXPECTED: [file: string, outcome: DetectedType | EngineErrorCode][] = [
  ["pdf/issue3371.pdf", "pdf"], // needing a password is the PDF stage's finding, not the sniffer's
  ["pdf/issue6010_1.pdf", "pdf"],
  ["pdf/issue21579.pdf", "pdf"],
  ["pdf/saslprep-r6.pdf", "pdf"],
  ["pdf/bug1782186.pdf", "pdf"],
  ["pdf/qpdf_enc-R2-V1_user-view_owner-master.pdf", "pdf"],
  ["pdf/qpdf_enc-R6-V5_user-view_owner-master.pdf", "pdf"],
  ["pdf/testPassword4Spaces.pdf", "pdf"],
  ["pdf/testUnicodePassword.pdf", "pdf"],
  ["pdf/testPDF_no_extract_no_accessibility_owner_user.pdf", "pdf"],
  ["pdf/empty_protected.pdf", "pdf"],
  ["pdf/secHandler.pdf", "pdf"],
  ["pdf/qpdf_enc-R2-V1_owner-master_noprint.pdf", "pdf"],
  ["pdf/V4-aes.pdf", "pdf"],
  ["pdf/encrypted-with-images.pdf", "pdf"],
  ["pdf/minimal-signed-restricted.pdf", "pdf"],
  ["pdf/bad-encryption-length.pdf", "pdf"],
  ["pdf/testPDF_protected.pdf", "pdf"],
  ["pdf/qpdf_bad-xref.pdf", "pdf"],
  ["pdf/bad-xref-entry.pdf", "pdf"],
  ["pdf/append-xref-loop.pdf", "pdf"],
  ["pdf/xref-with-short-size.pdf", "pdf"],
  ["pdf/hybrid-xref.pdf", "pdf"],
  ["pdf/leading-junk.pdf", "pdf"], // junk before %PDF, within the first 1024 bytes
  ["pdf/qpdf_bad1_5bytes.pdf", "UNSUPPORTED_TYPE"], // "oops\n": text under a .pdf name
  ["pdf/damaged-stream.pdf", "pdf"],
  ["pdf/issue-202.pdf", "pdf"],
  ["pdf/xref-compressed-in-compressed.pdf", "pdf"],
  ["pdf/xref_command_missing.pdf", "pdf"],
  ["pdf/REDHAT-1531897-0.pdf", "pdf"],
  ["pdf/PDFBOX-3148-2-fuzzed.pdf", "pdf"],
  ["pdf/Pages-tree-refs.pdf", "pdf"],
  ["pdf/boundingBox_invalid.pdf", "pdf"],
  ["pdf/Brotli-Prototype-FileA.pdf", "pdf"],
  ["pdf/issue14755.pdf", "pdf"],
  ["pdf/c-linearized.pdf", "pdf"],
  ["pdf/badlin1.pdf", "pdf"],
  ["pdf/lin9.pdf", "pdf"],
  ["pdf/hello_world_rotated.pdf", "pdf"],
  ["pdf/qpdf_rotated_20pages.pdf", "pdf"],
  ["pdf/inherited-rotate.pdf", "pdf"],
  ["pdf/issue5747.pdf", "pdf"],
  ["pdf/boxes.pdf", "pdf"],
  ["pdf/sizes.pdf", "pdf"],
  ["pdf/fxo-smallbig.pdf", "pdf"],
  ["pdf/fax-decode-parms.pdf", "pdf"],
  ["pdf/issue1985.pdf", "pdf"],
  ["pdf/freeculture.pdf", "pdf"],
  ["pdf/tracemonkey.pdf", "pdf"],
  ["pdf/form-filled-by-acrobat.pdf", "pdf"],
  ["pdf/160F-2019.pdf", "pdf"],
  ["pdf/textfields.pdf", "pdf"],
  ["pdf/testPDF_XFA_govdocs1_258578.pdf", "pdf"],
  ["pdf/issue14130.pdf", "pdf"],
  ["pdf/testPDF_acroform3.pdf", "pdf"],
  ["pdf/autoprint.pdf", "pdf"],
  ["pdf/doc_actions.pdf", "pdf"],
  ["pdf/testPDF_jsActionOnPage.pdf", "pdf"],
  ["pdf/scan-bad.pdf", "pdf"],
  ["pdf/issue7229.pdf", "pdf"],
  ["pdf/issue13372.pdf", "pdf"],
  ["pdf/testPDF_JBIG2.pdf", "pdf"],
  ["pdf/testOCR.pdf", "pdf"],
  ["pdf/cmykjpeg.pdf", "pdf"],
  ["pdf/testPDF_jpeg2000.pdf", "pdf"],
  ["pdf/testPDF_incrementalUpdates.pdf", "pdf"],
  ["pdf/testPDF_Version.11.x.PDFA-1b.pdf", "pdf"],
  ["pdf/testPDF_multiFormatEmbFiles.pdf", "pdf"],
  ["office/testWORD.doc", "doc"],
  ["office/testWORD6.doc", "doc"], // Word 6/95: FIB magic 0xA5DC
  ["office/testWORD_various.doc", "doc"],
  ["office/testWORD_3imgs.doc", "doc"],
  ["office/testWORD_macros.doc", "doc"],
  ["office/testWORD_protected_passtika.doc", "OFFICE_NEEDS_PASSWORD"], // FIB fEncrypted
  ["office/testControlCharacters.doc", "doc"],
  ["office/testWordPerfect_42.doc", "UNSUPPORTED_TYPE"], // WordPerfect 4.2 has no signature; named .doc, refused
  ["office/testLargeOLEDoc.doc", "doc"],
  ["office/testWORD.docx", "docx"],
  ["office/testWORD_various.docx", "docx"],
  ["office/testWORD_3imgs.docx", "docx"],
  ["office/testWORD_embedded_pics.docx", "docx"],
  ["office/testWORD_tableInRunInsideParagraph.docx", "docx"],
  ["office/testWORD_charts.docx", "docx"],
  ["office/testWORD_numbered_list.docx", "docx"],
  ["office/testWORD_signed.docx", "docx"],
  ["office/testWORD_truncated.docx", "OFFICE_CONVERSION_FAILED"], // central directory gone, no word/ part among the local headers
  ["office/testWORD_protected_passtika.docx", "OFFICE_NEEDS_PASSWORD"], // CFB with EncryptionInfo/EncryptedPackage
  ["office/testEXCEL.xls", "xls"],
  ["office/testEXCEL_95.xls", "xls"],
  ["office/testEXCEL_5.xls", "xls"],
  ["office/testEXCEL_4.xls", "xls"], // bare BIFF4 stream, no OLE container
  ["office/testEXCEL_protected_passtika.xls", "OFFICE_NEEDS_PASSWORD"], // FILEPASS, RC4 with a real password
  ["office/testEXCEL_macro.xls", "xls"],
  ["office/testMSChart-govdocs-428996.xls", "xls"],
  ["office/testEXCEL_labels-govdocs-515858.xls", "xls"],
  ["office/testEXCEL.xlsx", "xlsx"],
  ["office/testEXCEL.strict.xlsx", "xlsx"],
  ["office/testEXCEL_1img.xlsx", "xlsx"],
  ["office/testEXCEL_headers_footers.xlsx", "xlsx"],
  ["office/testEXCEL_dateFormats.xlsx", "xlsx"],
  ["office/testEXCEL_charts.xlsx", "xlsx"],
  ["office/testEXCEL_protected_passtika.xlsx", "OFFICE_NEEDS_PASSWORD"], // CFB with EncryptionInfo/EncryptedPackage
  ["office/testRTF.rtf", "rtf"],
  ["office/testRTFJapanese.rtf", "rtf"],
  ["office/testRTF-ms932.rtf", "rtf"],
  ["office/testRTFWindowsCodepage1250.rtf", "rtf"],
  ["office/testRTFRegularImages.rtf", "rtf"],
  ["office/testRTFEmbeddedFiles.rtf", "rtf"],
  ["office/testRTFCorruptListOverride.rtf", "rtf"],
  ["office/testRTFInvalidUnicode.rtf", "rtf"],
  ["office/testRTFTableCellSeparation.rtf", "rtf"],
  ["office/testBinControlWord.rtf", "rtf"],
  ["text/utf16le_bom.txt", "text"],
  ["text/utf16be_bom_but_le_body.txt", "text"],
  ["text/utf32le_nobom.txt", "text"],
  ["text/utf8.txt", "text"],
  ["text/iso88591_en.txt", "text"],
  ["text/windows_1252.txt", "text"],
  ["text/shiftjis.txt", "text"],
  ["text/koi8r.txt", "text"],
  ["text/testTXT_win-1252.txt", "text"],
  ["text/russian.cp866.txt", "text"],
  ["text/english.cp500.txt", "text"], // EBCDIC
  ["text/testTXTNonASCIIUTF8.txt", "text"],
  ["text/multi-language.txt", "text"],
  ["image/pil_sample_cmyk.jpg", "jpeg"],
  ["image/hopper_orientation_3.jpg", "jpeg"],
  ["image/hopper_orientation_5.jpg", "jpeg"],
  ["image/hopper_orientation_6.jpg", "jpeg"],
  ["image/hopper_orientation_8.jpg", "jpeg"],
  ["image/truncated_jpeg.jpg", "jpeg"],
  ["image/icc_profile_big.jpg", "jpeg"],
  ["image/app13-multiple.jpg", "jpeg"],
  ["image/junk_jpeg_header.jpg", "jpeg"],
  ["image/hopper_bad_exif.jpg", "jpeg"],
  ["image/hopper_gray.jpg", "jpeg"],
  ["image/ultrahdr.jpg", "jpeg"],
  ["image/apng_mode_16bit_rgba.png", "png"],
  ["image/i_trns.png", "png"],
  ["image/pil123rgba.png", "png"],
  ["image/l_trns.png", "png"],
  ["image/exif_imagemagick_orientation.png", "png"],
  ["image/IMG_1034.heic", "heic"],
  ["image/testTIFF_multipage.tif", "tiff"],
  ["image/testRotated+10.png", "png"],
  ["image/testOCR.png", "png"],
  ["image/testJPEG_EXIF.jpg", "jpeg"],
  ["clipping/first.textClipping", "textclipping"],
  ["clipping/third.textClipping", "textclipping"],
];

function outcome(file: string): string {
  try {
    return sniffType({ name: path.basename(file), bytes: corpusBytes(file) });
  } catch (error) {
    if (error instanceof EngineError) return error.code;
    throw error;
  }
}

function filesOnDisk(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return filesOnDisk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name === "MANIFEST.tsv" ? [] : [`${prefix}${entry.name}`];
  });
}

describe("sniffType over the corpus", () => {
  it("the table lists every corpus file exactly once, as the manifest and the folder do", () => {
    const listed = EXPECTED.map(([f]) => f).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(
      corpusManifest()
        .map((m) => m.file)
        .sort(),
    );
    expect(listed).toEqual(filesOnDisk(CORPUS_DIR).sort());
  });

  it.each(EXPECTED)("%s → %s", (file, expected) => {
    expect(outcome(file)).toBe(expected);
  });
});
