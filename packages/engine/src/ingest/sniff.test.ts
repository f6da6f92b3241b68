import { describe, expect, it } from "vitest";
import { fileRefusalEnglish } from "@courtready/contracts";
import { EngineError } from "../errors.ts";
import type { EngineErrorCode } from "../errors.ts";
import {
  biffRecord,
  buildBplist,
  buildCfb,
  buildZip,
  clipping,
  concat,
  dirEntryOffset,
  DOCX_ENTRIES,
  file,
  filepassCryptoApi,
  filepassXor,
  latin1Bytes,
  noise,
  setU32,
  utf16,
  utf8,
  wordFib,
  workbookStream,
  XLSX_ENTRIES,
} from "../testing/bytes.ts";
import { isOleEncrypted, xorVerifier } from "./office.ts";
import { ACCEPTED_TYPES, sniffType } from "./sniff.ts";

function refusal(name: string, bytes: Uint8Array | string | number[]): EngineError {
  try {
    sniffType(file(name, bytes));
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error(`expected ${name} to be refused`);
}

function expectRefused(
  name: string,
  bytes: Uint8Array | string | number[],
  code: EngineErrorCode,
  reason?: RegExp,
) {
  const e = refusal(name, bytes);
  expect(e.code).toBe(code);
  expect(e.file).toBe(name);
  expect(e.message).toBe(`${name}: ${e.reason}`);
  if (reason) expect(e.reason).toMatch(reason);
  return e;
}

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const size = 8 + brands.length;
  return concat([0, 0, 0, size], latin1Bytes("ftyp" + brands), new Uint8Array(64));
}

describe("sniffType: empty files", () => {
  it("0 bytes", () => {
    expectRefused(
      "lease.pdf",
      [],
      "EMPTY_FILE",
      /^this file is empty \(0 bytes\); check that you picked the right file$/,
    );
  });

  it("a 0-byte .textClipping lost its text with the resource fork", () => {
    expectRefused("Quote.textClipping", [], "CLIPPING_EMPTY", /resource fork|lost when it is uploaded/);
  });

  it("all zero bytes", () => {
    expectRefused("scan.jpg", new Uint8Array(4096), "EMPTY_FILE", /all 4096 bytes are zero/);
  });

  it("text with nothing visible", () => {
    expectRefused("notes.txt", " \r\n\t\n", "EMPTY_FILE", /only spaces or blank lines/);
  });

  it("sends these refusals by code too, the English their filling, so the server can say them in Spanish (issue 39)", () => {
    const cases: [string, Uint8Array | number[] | string, object][] = [
      ["Quote.textClipping", [], { code: "clippingZeroBytes" }],
      ["scan.jpg", new Uint8Array(4096), { code: "allZeroBytes", params: { bytes: 4096 } }],
      ["notes.txt", " \r\n\t\n", { code: "onlySpaces" }],
      ["letter.doc", buildCfb([{ name: "WordDocument", data: wordFib(0x0100) }]), { code: "protectedWord" }],
    ];
    for (const [name, bytes, expected] of cases) {
      const e = refusal(name, bytes);
      expect(e.refusal, name).toEqual(expected);
      expect(e.refusal && fileRefusalEnglish(e.refusal), name).toBe(e.reason);
    }
  });
});

describe("sniffType: PDF and pictures", () => {
  it("PDF at the start, or after junk within the first 1024 bytes", () => {
    expect(sniffType(file("a.pdf", "%PDF-1.7\n%âãÏÓ\n"))).toBe("pdf");
    expect(sniffType(file("a.pdf", concat(noise(1000), latin1Bytes("%PDF-1.4\n"))))).toBe("pdf");
  });

  it("'%PDF-' further in than 1024 bytes is not a PDF", () => {
    const bytes = concat(new Uint8Array(1100).fill(0x01), latin1Bytes("%PDF-1.4\n"));
    expectRefused("a.pdf", bytes, "UNSUPPORTED_TYPE");
  });

  it("JPEG, also after junk; PNG; GIF; WebP; TIFF both byte orders", () => {
    expect(sniffType(file("a.jpg", JPEG))).toBe("jpeg");
    expect(sniffType(file("a.jpg", concat(noise(300), JPEG)))).toBe("jpeg");
    expect(sniffType(file("a.png", PNG))).toBe("png");
    expect(sniffType(file("a.gif", "GIF89a\x01\x00\x01\x00"))).toBe("gif");
    expect(sniffType(file("a.webp", "RIFF\x24\x00\x00\x00WEBPVP8 "))).toBe("webp");
    expect(sniffType(file("a.tif", "II*\x00\x08\x00\x00\x00"))).toBe("tiff");
    expect(sniffType(file("a.tif", "MM\x00*\x00\x00\x00\x08"))).toBe("tiff");
  });

  it("the extension never decides: a PNG named .pdf is a PNG", () => {
    expect(sniffType(file("contract.pdf", PNG))).toBe("png");
    expect(sniffType(file("no-extension", JPEG))).toBe("jpeg");
  });

  it("HEIF brands are HEIC; AVIF, MP4 video and M4A audio are refused by name", () => {
    expect(sniffType(file("IMG_1.HEIC", ftyp("heic", "mif1", "heic")))).toBe("heic");
    expect(sniffType(file("a.heif", ftyp("mif1", "heix")))).toBe("heic");
    expectRefused("a.avif", ftyp("avif", "mif1", "miaf"), "UNSUPPORTED_TYPE", /AVIF picture/);
    expectRefused("a.mp4", ftyp("isom", "iso2", "mp41"), "UNSUPPORTED_TYPE", /^this file is a video/);
    expectRefused("a.mov", ftyp("qt  ", "qt  "), "UNSUPPORTED_TYPE", /video/);
    expectRefused("memo.m4a", ftyp("M4A ", "isom"), "UNSUPPORTED_TYPE", /audio recording/);
  });
});

describe("sniffType: ZIP-based Office files", () => {
  it("docx and xlsx by their folders", () => {
    expect(sniffType(file("a.docx", buildZip(DOCX_ENTRIES)))).toBe("docx");
    expect(sniffType(file("a.xlsx", buildZip(XLSX_ENTRIES)))).toBe("xlsx");
    expect(sniffType(file("misnamed.zip", buildZip(XLSX_ENTRIES)))).toBe("xlsx");
  });

  it("a docx cut short still types by its local headers when word/ survived", () => {
    expect(sniffType(file("a.docx", buildZip(DOCX_ENTRIES, { centralDirectory: false })))).toBe("docx");
  });

  it("a docx cut short before its main part is reported as damaged", () => {
    const bytes = buildZip(["[Content_Types].xml", "_rels/.rels"], { centralDirectory: false });
    expectRefused(
      "letter.docx",
      bytes,
      "OFFICE_CONVERSION_FAILED",
      /^this Word file is damaged: the file is cut short/,
    );
  });

  it("PowerPoint, OpenDocument, iWork, EPUB and plain ZIP archives are refused by name", () => {
    const pptx = buildZip(["[Content_Types].xml", "ppt/presentation.xml"]);
    expectRefused(
      "deck.pptx",
      pptx,
      "UNSUPPORTED_TYPE",
      /^this file is a PowerPoint presentation.*File › Export › PDF/,
    );
    const odt = buildZip([
      { name: "mimetype", data: utf8("application/vnd.oasis.opendocument.text") },
      "content.xml",
    ]);
    expectRefused("a.odt", odt, "UNSUPPORTED_TYPE", /OpenDocument text/);
    expectRefused(
      "a.pages",
      buildZip(["Index/Document.iwa", "Metadata/Properties.plist"]),
      "UNSUPPORTED_TYPE",
      /Pages/,
    );
    const epub = buildZip([{ name: "mimetype", data: utf8("application/epub+zip") }, "OEBPS/content.opf"]);
    expectRefused("a.epub", epub, "UNSUPPORTED_TYPE", /e-book/);
    expectRefused("photos.zip", buildZip(["a.jpg", "b.jpg"]), "UNSUPPORTED_TYPE", /ZIP archive.*unzip/);
  });

  it("a ZIP signature over garbage is a damaged Office file or archive, not a crash", () => {
    const junk = concat(latin1Bytes("PK\x03\x04"), new Uint8Array(40));
    expectRefused("a.docx", junk, "OFFICE_CONVERSION_FAILED", /^this Word file is damaged/);
    expectRefused("a.zip", junk, "UNSUPPORTED_TYPE", /compressed archive/);
  });
});

describe("sniffType: OLE (CFB) Office files", () => {
  it("doc by its WordDocument stream, xls by Workbook or Book", () => {
    expect(sniffType(file("a.doc", buildCfb([{ name: "WordDocument", data: wordFib() }])))).toBe("doc");
    expect(sniffType(file("a.xls", buildCfb([{ name: "Workbook", data: workbookStream() }])))).toBe("xls");
    expect(sniffType(file("a.xls", buildCfb([{ name: "Book", data: workbookStream([], 600) }])))).toBe("xls");
  });

  it("a WordDocument inside an embedded object does not make a file Word", () => {
    const bytes = buildCfb([
      { name: "Workbook", data: workbookStream() },
      { name: "WordDocument", data: wordFib(), storage: "MBD0001" },
    ]);
    expect(sniffType(file("a.xls", bytes))).toBe("xls");
  });

  it("an encrypted .doc (FIB fEncrypted) needs a password", () => {
    const bytes = buildCfb([{ name: "WordDocument", data: wordFib(0x0100) }]);
    expectRefused(
      "letter.doc",
      bytes,
      "OFFICE_NEEDS_PASSWORD",
      /^this Word file is protected by a password.*Encrypt with Password/,
    );
    expect(isOleEncrypted(bytes)).toBe(true);
    expect(isOleEncrypted(buildCfb([{ name: "WordDocument", data: wordFib(0x0200) }]))).toBe(false);
  });

  it("an .xls with a FILEPASS record needs a password", () => {
    const bytes = buildCfb([
      { name: "Workbook", data: workbookStream([filepassXor(xorVerifier("secret"))]) },
    ]);
    expectRefused("rent.xls", bytes, "OFFICE_NEEDS_PASSWORD", /^this Excel file is protected by a password/);
    const api = buildCfb([{ name: "Workbook", data: workbookStream([filepassCryptoApi("secret")]) }]);
    expectRefused("rent.xls", api, "OFFICE_NEEDS_PASSWORD");
  });

  it("an .xls encrypted only with Excel's built-in password opens without one", () => {
    const xor = buildCfb([
      { name: "Workbook", data: workbookStream([filepassXor(xorVerifier("VelvetSweatshop"))]) },
    ]);
    expect(sniffType(file("a.xls", xor))).toBe("xls");
    for (const bits of [40, 128]) {
      const api = buildCfb([
        { name: "Workbook", data: workbookStream([filepassCryptoApi("VelvetSweatshop", bits)]) },
      ]);
      expect(sniffType(file("a.xls", api))).toBe("xls");
    }
  });

  it("an encrypted .docx or .xlsx (EncryptionInfo + EncryptedPackage) needs a password; PowerPoint stays refused", () => {
    const bytes = buildCfb([
      { name: "EncryptionInfo", data: new Uint8Array(200) },
      { name: "EncryptedPackage", data: new Uint8Array(5000) },
    ]);
    expectRefused("a.docx", bytes, "OFFICE_NEEDS_PASSWORD", /Word file/);
    expectRefused("a.xlsx", bytes, "OFFICE_NEEDS_PASSWORD", /Excel file/);
    expectRefused("download", bytes, "OFFICE_NEEDS_PASSWORD", /Office file/);
    expectRefused("a.pptx", bytes, "UNSUPPORTED_TYPE", /PowerPoint/);
  });

  it("PowerPoint and Outlook messages in OLE are refused by name", () => {
    expectRefused(
      "a.ppt",
      buildCfb([{ name: "PowerPoint Document", data: new Uint8Array(100) }]),
      "UNSUPPORTED_TYPE",
      /PowerPoint/,
    );
    const msg = buildCfb([{ name: "__substg1.0_0037001F", data: utf16("Subject", true) }]);
    expectRefused("mail.msg", msg, "UNSUPPORTED_TYPE", /Outlook e-mail/);
  });

  it("an OLE file whose directory cannot be read is damaged", () => {
    const bytes = buildCfb([{ name: "WordDocument", data: wordFib() }]);
    bytes[dirEntryOffset(bytes, 0) + 0x42] = 0; // root entry erased
    expectRefused("a.doc", bytes, "OFFICE_CONVERSION_FAILED", /^this Word file is damaged/);
  });

  it("an OLE file whose FAT chains all loop is typed from what can be read, without hanging", () => {
    const bytes = buildCfb([{ name: "WordDocument", data: wordFib() }]);
    for (let i = 0; i < 128; i++) setU32(bytes, 512 + i * 4, i); // every sector points to itself
    // One sector of directory and of WordDocument is still readable: enough to say "doc". LibreOffice decides
    // later whether the rest can be converted.
    expect(sniffType(file("a.doc", bytes))).toBe("doc");
  });
});

describe("sniffType: other accepted types", () => {
  it("RTF, also with a UTF-8 BOM", () => {
    expect(sniffType(file("a.rtf", "{\\rtf1\\ansi hello}"))).toBe("rtf");
    expect(sniffType(file("a.doc", "\xef\xbb\xbf{\\rtf1 hello}"))).toBe("rtf");
  });

  it("a text clipping is a binary plist with UTI-Data", () => {
    expect(sniffType(file("a.textClipping", clipping({ "public.utf8-plain-text": "hi" })))).toBe(
      "textclipping",
    );
    expectRefused("prefs.plist", buildBplist({ NSWindow: "x" }), "UNSUPPORTED_TYPE", /property list/);
  });

  it("a damaged plist named .textClipping is left to decodeClipping to explain", () => {
    expect(sniffType(file("a.textClipping", "bplist00 and then nothing useful at all here"))).toBe(
      "textclipping",
    );
  });

  it("Excel 2–4 BIFF streams without an OLE container are xls; with FILEPASS they need a password", () => {
    const biff4 = concat(biffRecord(0x0409, [0, 0, 0x10, 0]), biffRecord(0x000a));
    expect(sniffType(file("old.xls", biff4))).toBe("xls");
    const locked = concat(
      biffRecord(0x0409, [0, 0, 0x10, 0]),
      biffRecord(0x002f, [1, 2, 3, 4]),
      biffRecord(0x000a),
    );
    expectRefused("old.xls", locked, "OFFICE_NEEDS_PASSWORD");
  });

  it("text that happens to start like a binary format", () => {
    expect(sniffType(file("notes.txt", "RIFF analysis of the lease terms\n"))).toBe("text");
    expect(sniffType(file("notes.txt", "MZ Holdings LLC, invoice 42\n"))).toBe("text");
    expect(sniffType(file("notes.txt", "BMW lease, payment schedule\n"))).toBe("text");
    expect(sniffType(file("notes.txt", "ID3 tags are not this\n"))).toBe("text");
    expect(sniffType(file("notes.txt", "abc ftyp is a word here\n"))).toBe("text");
  });

  it("text in any encoding", () => {
    expect(sniffType(file("notes.txt", "Paid rent on 3/1.\n"))).toBe("text");
    expect(sniffType(file("notes", concat([0xff, 0xfe], utf16("Notes", true))))).toBe("text");
    expect(sniffType(file("export.csv", "date,amount\n2024-03-01,1200\n"))).toBe("text");
    expect(sniffType(file("bank.xls", "date\tamount\n2024-03-01\t1200\n"))).toBe("text");
  });
});

describe("sniffType: refused with a reason that names what the file is", () => {
  it.each([
    ["WordPerfect", "a.wpd", [0xff, 0x57, 0x50, 0x43, 0x10, 0, 0, 0, 1, 0x0a], /WordPerfect document/],
    [
      "executable (PE)",
      "setup.exe",
      concat(latin1Bytes("MZ"), new Uint8Array(58), [0x40, 0, 0, 0], latin1Bytes("PE\0\0")),
      /a program/,
    ],
    ["executable (ELF)", "run", concat(latin1Bytes("\x7fELF\x02\x01\x01"), new Uint8Array(20)), /a program/],
    ["gzip", "a.gz", [0x1f, 0x8b, 8, 0, 0, 0, 0, 0], /compressed archive/],
    ["7-Zip", "a.7z", [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4], /compressed archive/],
    ["WAV", "a.wav", latin1Bytes("RIFF\x24\x00\x00\x00WAVEfmt "), /audio recording/],
    ["MP3", "a.mp3", latin1Bytes("ID3\x04\x00\x00\x00\x00\x00\x00"), /audio recording/],
    ["AMR voice memo", "a.amr", latin1Bytes("#!AMR\n\x3c\x91"), /audio recording/],
    ["WebM", "a.webm", [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81], /video/],
    ["AVI", "a.avi", latin1Bytes("RIFF\x24\x00\x00\x00AVI LIST"), /video/],
    ["BMP", "a.bmp", concat(latin1Bytes("BM"), [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0]), /BMP picture/],
    ["Photoshop", "a.psd", latin1Bytes("8BPS\x00\x01\x00\x00"), /Photoshop/],
    ["SQLite", "a.db", latin1Bytes("SQLite format 3\x00\x10\x00"), /database/],
    ["Windows shortcut", "Lease.lnk", [0x4c, 0, 0, 0, 0x01, 0x14, 0x02, 0, 0, 0, 0, 0, 0xc0], /shortcut/],
    ["AppleDouble", "._Lease.pdf", [0, 5, 0x16, 7, 0, 2, 0, 0], /companion file/],
    [
      "web page",
      "statement.pdf",
      "<!DOCTYPE html><html><body>Please sign in</body></html>",
      /web page \(HTML\)/,
    ],
    [
      "SVG",
      "logo.svg",
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      /SVG drawing/,
    ],
    ["PostScript", "a.ps", "%!PS-Adobe-3.0\n%%Pages: 1\n", /PostScript/],
    ["Word saved as XML", "letter.doc", '<?xml version="1.0"?><w:wordDocument>', /saved by Word or Excel/],
  ] as [string, string, Uint8Array | number[] | string, RegExp][])("%s", (_label, name, bytes, reason) => {
    const e = expectRefused(name, bytes, "UNSUPPORTED_TYPE", reason);
    expect(e.reason).toContain(`(accepted: ${ACCEPTED_TYPES})`);
    // Sent by code too, so the server says it in the person's language (issue 39); the English is its filling.
    expect(e.refusal && fileRefusalEnglish(e.refusal)).toBe(e.reason);
  });

  it("text under a name that is never text (a failed download saved as .pdf)", () => {
    expectRefused(
      "lease.pdf",
      "oops\n",
      "UNSUPPORTED_TYPE",
      /name says it is a PDF \(\.pdf\), but it holds only plain text/,
    );
    expectRefused("photo.jpg", "Access denied", "UNSUPPORTED_TYPE", /a photo \(\.jpg\)/);
  });

  it("unknown binary names its extension, and a .doc that is not Word says so", () => {
    expectRefused(
      "data.bin",
      noise(3000),
      "UNSUPPORTED_TYPE",
      /do not match any type we accept \(its name ends in \.bin\)/,
    );
    expectRefused(
      "old.doc",
      noise(3000, 7),
      "UNSUPPORTED_TYPE",
      /name says it is a Word file \(\.doc\).*WordPerfect/,
    );
  });

  it("hostile Office containers end in an EngineError quickly", () => {
    const cfbJunk = concat([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], noise(100_000, 3));
    expect(() => sniffType(file("a.doc", cfbJunk))).toThrow(EngineError);
    const zipJunk = concat(latin1Bytes("PK\x05\x06"), noise(100_000, 5));
    expect(() => sniffType(file("a.docx", zipJunk))).toThrow(EngineError);
  });
});
