// The offline describer: facts read from generated files of every accepted type and from real corpus files, the
// sentence written from them, and the text rules (kind, sender, dates, amounts) that must never invent anything.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { strToU8, zipSync } from "fflate";
import { makeJpeg, makePdf } from "../testing/factories.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { clipping, concat, latin1Bytes, utf16, utf8 } from "../testing/bytes.ts";
import { EngineError } from "../errors.ts";
import { isGenericDescription } from "@courtready/contracts";
import {
  describeEvidence,
  MAX_DESCRIPTION_CHARS,
  usableTitle,
  writeDescription,
} from "./describe-evidence.ts";
import type { EvidenceFacts } from "./describe-evidence.ts";
import { readExif } from "./exif.ts";
import { readRtfText } from "./document-text.ts";
import {
  findDates,
  findOwnDate,
  findSender,
  findTextFacts,
  formatDollars,
  guessKind,
  largestAmount,
} from "./text-facts.ts";

async function describeBytes(name: string, bytes: Uint8Array) {
  const facts = await describeEvidence({ name, bytes });
  return { facts, sentence: writeDescription(facts, name) };
}

function docx(paragraphs: string[], pages?: number): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join("");
  const entries: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8("<Types/>"),
    "_rels/.rels": strToU8("<Relationships/>"),
    "word/document.xml": strToU8(
      `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}` +
        `<wp:positionH><wp:posOffset>3089910</wp:posOffset></wp:positionH></w:body></w:document>`,
    ),
  };
  if (pages) entries["docProps/app.xml"] = strToU8(`<Properties><Pages>${pages}</Pages></Properties>`);
  return zipSync(entries);
}

function facts(overrides: Partial<EvidenceFacts>): EvidenceFacts {
  return {
    type: "pdf",
    typeLabel: "PDF Document",
    pages: null,
    text: "",
    image: null,
    kind: "Document",
    sender: null,
    date: null,
    title: null,
    sheets: [],
    largestAmountCents: null,
    ...overrides,
  };
}

describe("describeEvidence + writeDescription on generated files", () => {
  it("reads a PDF's text layer and page count: the issue's own example", async () => {
    const pdf = await makePdf([
      { text: "Acme Plumbing\nINVOICE #1042\nDate: March 3, 2025\nTotal due: $1,250.00" },
      { text: "Parts: $99.00" },
    ]);
    const { facts, sentence } = await describeBytes("scan0001.pdf", pdf);
    expect(facts).toMatchObject({
      type: "pdf",
      pages: 2,
      kind: "Invoice",
      sender: "Acme Plumbing",
      date: "2025-03-03",
      largestAmountCents: 125_000,
    });
    expect(facts.text).toContain("Parts: $99.00");
    expect(sentence).toBe("Invoice from Acme Plumbing dated March 3, 2025 for $1,250.00");
  });

  it("reads only the first pages of a long PDF, but counts them all", async () => {
    const pages = Array.from({ length: 6 }, (_, i) => ({ text: `Page marker ${i + 1}` }));
    const { facts, sentence } = await describeBytes("long.pdf", await makePdf(pages));
    expect(facts.pages).toBe(6);
    expect(facts.text).toContain("Page marker 3");
    expect(facts.text).not.toContain("Page marker 4");
    expect(sentence).toBe("PDF document");
  });

  it("says 1 page, and invents nothing for a PDF without dates, amounts or a sender", async () => {
    const { sentence } = await describeBytes("x.pdf", await makePdf([{ text: "meeting notes" }]));
    expect(sentence).toBe("PDF document");
  });

  it("reads a photo's EXIF (date taken, camera, size as shown) but writes only the date: no camera or pixels in an index", async () => {
    const jpeg = await sharp(await makeJpeg(40, 30))
      .withExif({
        IFD0: { Make: "Apple", Model: "iPhone 14 Pro" },
        IFD2: { DateTimeOriginal: "2025:03:03 14:22:01" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { facts, sentence } = await describeBytes("IMG_0001.JPG", new Uint8Array(jpeg));
    expect(facts.image).toEqual({
      width: 30,
      height: 40,
      takenOn: "2025-03-03",
      camera: "Apple iPhone 14 Pro",
    });
    expect(sentence).toBe("Photo taken March 3, 2025");
  });

  it("names a picture with no EXIF by its kind alone, and calls a PNG an image, not a photo", async () => {
    expect((await describeBytes("a.jpg", await makeJpeg(64, 48))).sentence).toBe("Photo");
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await describeBytes("screen.png", new Uint8Array(png))).sentence).toBe("Image");
  });

  it("reads a UTF-16 text file (with its byte-order mark) as a printed e-mail", async () => {
    const text =
      "From: Jane Roe <jane@example.com>\r\nSent: Monday, April 7, 2025 9:14 AM\r\nTo: Sam Lee\r\n" +
      "Subject: Deposit\r\n\r\nThe deposit of $2,400.00 is due back.";
    const { facts, sentence } = await describeBytes("mail.txt", concat([0xff, 0xfe], utf16(text, true)));
    expect(facts.type).toBe("text");
    expect(sentence).toBe(
      "E-mail from Jane Roe dated April 7, 2025 with amounts up to $2,400.00, subject “Deposit”",
    );
  });

  it("reads a .docx's paragraphs (not drawing positions) and the page count Word saved", async () => {
    const { facts, sentence } = await describeBytes(
      "lease.docx",
      docx(
        ["RESIDENTIAL LEASE AGREEMENT", "Signed 01/15/2024 by both parties.", "Rent: $1,800 per month."],
        4,
      ),
    );
    expect(facts.text).toBe(
      "RESIDENTIAL LEASE AGREEMENT\nSigned 01/15/2024 by both parties.\nRent: $1,800 per month.",
    );
    expect(sentence).toBe("Lease dated January 15, 2024 with amounts up to $1,800.00");
  });

  it("reads an .xlsx's text cells", async () => {
    const xlsx = zipSync({
      "[Content_Types].xml": strToU8("<Types/>"),
      "xl/workbook.xml": strToU8("<workbook/>"),
      "xl/sharedStrings.xml": strToU8(
        "<sst><si><t>Repair costs</t></si><si><r><t>Paid &amp; receipted </t></r><r><t>$310.50</t></r></si></sst>",
      ),
    });
    const { facts, sentence } = await describeBytes("costs.xlsx", xlsx);
    expect(facts.text).toBe("Repair costs\nPaid & receipted $310.50");
    expect(facts.kind).toBe("Spreadsheet");
    expect(sentence).toBe("Excel spreadsheet with amounts up to $310.50");
  });

  it("reads RTF text: code-page bytes, \\u characters, and no font table or field codes", async () => {
    const rtf = latin1Bytes(
      "{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Times;}}{\\*\\generator Word;}" +
        "\\pard NOTICE TO PAY RENT\\par Caf\\'e9 Lane \\u8212? May 5, 2025\\par " +
        "{\\field{\\*\\fldinst HYPERLINK x}{\\fldrslt here}}\\par}",
    );
    expect(readRtfText(rtf)).toBe("NOTICE TO PAY RENT\nCafé Lane — May 5, 2025\nhere\n");
    expect((await describeBytes("notice.rtf", rtf)).sentence).toBe("Notice dated May 5, 2025");
  });

  it("reads a text clipping", async () => {
    const bytes = clipping({
      "public.utf8-plain-text": utf8("Text Message\nToday 9:41 AM\nRent paid 6/1/2025"),
    });
    // The day a payment was made, mentioned in a message, is not the messages' date.
    expect((await describeBytes("quote.textClipping", bytes)).sentence).toBe("Text messages");
    const headed = clipping({
      "public.utf8-plain-text": utf8("Text Message\nSun, Jun 1, 2025 at 9:41 AM\nRent paid 5/31/2025"),
    });
    expect((await describeBytes("quote.textClipping", headed)).sentence).toBe(
      "Text messages dated June 1, 2025",
    );
  });

  it("refuses what cannot be read with the engine's typed errors naming the file", async () => {
    await expect(describeEvidence({ name: "empty.pdf", bytes: new Uint8Array() })).rejects.toMatchObject({
      code: "EMPTY_FILE",
      file: "empty.pdf",
    });
    const refused = await describeEvidence({
      name: "movie.mp4",
      bytes: concat([0, 0, 0, 0x18], utf8("ftypmp42")),
    })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EngineError);
    expect((refused as EngineError).message).toMatch(/^movie\.mp4: this file is a video/);
  });
});

describe("describeEvidence on the shared corpus", () => {
  it("reads a real camera's EXIF", async () => {
    const { sentence } = await describeBytes("bird.jpg", corpusBytes("image/testJPEG_EXIF.jpg"));
    expect(sentence).toBe("Photo taken August 11, 2009");
  });

  it("reads an iPhone HEIC photo's date, and writes no camera", async () => {
    const { sentence } = await describeBytes("IMG_1034.heic", corpusBytes("image/IMG_1034.heic"));
    expect(sentence).toBe("Photo taken February 5, 2018");
  });

  it("gives a scanned PDF (no text layer) its page count only", async () => {
    const { facts, sentence } = await describeBytes("scan.pdf", corpusBytes("pdf/issue7229.pdf"));
    expect(facts.text).toBe("");
    expect(sentence).toBe("PDF document");
  });

  it("does not take a research paper's copyright 'notice' for a notice", async () => {
    const { facts } = await describeBytes("paper.pdf", corpusBytes("pdf/tracemonkey.pdf"));
    expect(facts.pages).toBe(14);
    expect(facts.kind).toBe("Document");
    expect(facts.sender).toBeNull();
  });

  it("reads a Japanese RTF through its fonts' character sets, and a legacy .doc as its type only", async () => {
    const rtf = await describeBytes("ja.rtf", corpusBytes("office/testRTFJapanese.rtf"));
    expect(rtf.facts.text.split("\n")[0]).toBe("ゾルゲと尾崎、淡々と最期");
    const doc = await describeBytes("old.doc", corpusBytes("office/testWORD.doc"));
    expect(doc.sentence).toBe("Word document");
  });

  it("asks for a copy without the password of a PDF that needs one, as the build would", async () => {
    await expect(
      describeEvidence({ name: "locked.pdf", bytes: corpusBytes("pdf/issue3371.pdf") }),
    ).rejects.toMatchObject({ code: "PDF_NEEDS_PASSWORD", file: "locked.pdf" });
    // poppler asks this one for a password; qpdf (and so the build) opens it: it is described, not refused.
    const odd = await describeBytes("odd.pdf", corpusBytes("pdf/bad-encryption-length.pdf"));
    expect(odd.sentence).toBe("PDF document");
  });

  it("refuses a 'PDF' that is a header and nothing a repair could use", async () => {
    const fake = new TextEncoder().encode("%PDF-1.7 not really");
    await expect(describeEvidence({ name: "notes.pdf", bytes: fake })).rejects.toMatchObject({
      code: "PDF_DAMAGED",
      message: expect.stringMatching(/^notes\.pdf: this PDF is damaged/),
    });
  });
});

describe("what a document says about itself comes first (issue 19: an index a judge can read)", () => {
  it("names a PDF by the title it records, and never dates a 2009 paper by an ISBN's digits", async () => {
    expect((await describeBytes("book.pdf", corpusBytes("pdf/freeculture.pdf"))).sentence).toBe(
      "“Free Culture”, PDF document",
    );
    // The issue's own case: "978-1-60558-392-1/09/06. . . $5.00" in the ACM copyright line made this 2009 paper
    // "PDF document dated January 9, 2006 with amounts up to $5.00".
    const paper = await describeBytes("paper.pdf", corpusBytes("pdf/tracemonkey.pdf"));
    expect(paper.facts.date).toBeNull();
    expect(paper.sentence).toBe("PDF document");
    expect(isGenericDescription(paper.sentence, "paper.pdf")).toBe(true);
  });

  it("refuses titles that programs write by themselves", async () => {
    // pdfinfo says "Presentation1" and "Pattyp2.ps": neither tells a reader anything.
    expect((await describeBytes("a.pdf", corpusBytes("pdf/testOCR.pdf"))).facts.title).toBeNull();
    expect((await describeBytes("b.pdf", corpusBytes("pdf/issue13372.pdf"))).facts.title).toBeNull();
    expect(usableTitle("Microsoft Word - Notice to Quit.docx", "x.pdf")).toBe("Notice to Quit");
    expect(usableTitle("Untitled", "x.pdf")).toBeNull();
    expect(usableTitle("scan_0001", "x.pdf")).toBeNull();
    expect(usableTitle("pdf-form-with-signature-field", "x.pdf")).toBeNull();
    expect(usableTitle("Rent Ledger", "rent ledger.pdf")).toBeNull();
    expect(usableTitle("RESIDENTIAL LEASE AGREEMENT", "x.pdf")).toBe("Residential Lease Agreement");
  });

  it("names a Word file by its recorded title, else its first heading, else its subject", async () => {
    expect((await describeBytes("w.docx", corpusBytes("office/testWORD.docx"))).sentence).toBe(
      "“Sample Word Document”, Word document",
    );
    expect((await describeBytes("w.docx", corpusBytes("office/testWORD_various.docx"))).sentence).toBe(
      "“Subject is here”, Word document",
    );
    const headed = zipSync({
      "word/document.xml": strToU8(
        '<w:document><w:body><w:p><w:r><w:t>Case 24-SC-0042</w:t></w:r></w:p><w:p><w:pPr><w:pStyle w:val="Heading1"/>' +
          "</w:pPr><w:r><w:t>Move-out </w:t></w:r><w:r><w:t>inspection</w:t></w:r></w:p></w:body></w:document>",
      ),
    });
    expect((await describeBytes("notes.docx", headed)).sentence).toBe("“Move-out inspection”, Word document");
  });

  it("names a workbook by its title and its own sheet names (not Sheet1, Feuil2…)", async () => {
    const strict = await describeBytes("s.xlsx", corpusBytes("office/testEXCEL.strict.xlsx"));
    expect(strict.facts.sheets).toEqual(["First Sheet", "Sheet Number 2"]);
    expect(strict.sentence).toBe(
      "“Sample Spreadsheet”, Excel spreadsheet with sheets “First Sheet” and “Sheet Number 2”",
    );
    const french = await describeBytes("f.xlsx", corpusBytes("office/testEXCEL.xlsx"));
    expect(french.facts.sheets).toEqual([]);
    expect(french.sentence).toBe("“Simple Excel document”, Excel spreadsheet");
    expect((await describeBytes("c.xlsx", corpusBytes("office/testEXCEL_charts.xlsx"))).sentence).toBe(
      "Excel spreadsheet",
    );
  });

  it("describes a saved e-mail by its sender, its Date header and its subject, not a date in the body", async () => {
    const eml =
      'Received: from mx.example.com\r\nFrom: "Sam Lee" <sam@example.com>\r\nTo: Jane Roe <jane@example.com>\r\n' +
      "Subject: Re: Move-out inspection\r\nDate: Tue, 4 Mar 2025 10:12:00 -0500\r\n\r\n" +
      "As agreed on 01/15/2024, the deposit is returned.";
    const { facts, sentence } = await describeBytes("message.eml", utf8(eml));
    expect(facts).toMatchObject({ kind: "E-mail", sender: "Sam Lee", date: "2025-03-04" });
    expect(sentence).toBe("E-mail from Sam Lee dated March 4, 2025, subject “Re: Move-out inspection”");
  });

  it("takes only a date the document states as its own", () => {
    expect(findOwnDate("Copyright 2009 ACM 978-1-60558-392-1/09/06. . . $5.00")).toBeNull();
    expect(findOwnDate("Name: Jane Roe\nDate of birth: 1/1/1980\nSeen 3/3/2025")).toBeNull();
    expect(findOwnDate("Acme Plumbing\nInvoice date: 03/03/2025\nDue date: 04/01/2025")).toBe("2025-03-03");
    expect(findOwnDate("City of Springfield\nDecember 31, 2024\n\nDear Ms. Roe,\nOn 1/2/2024 you…")).toBe(
      "2024-12-31",
    );
    expect(findOwnDate("This lease is made and entered into on March 1, 2024 by…")).toBe("2024-03-01");
    expect(findOwnDate("Sent you the check on 3/3/2025")).toBeNull();
    expect(findOwnDate("Seen 3/3/2025")).toBeNull();
    expect(findOwnDate("Café Lane — May 5, 2025")).toBe("2025-05-05");
    expect(findOwnDate("Springfield, Monday, March 3, 2025")).toBe("2025-03-03");
    expect(findDates("ISBN 978-1-60558-392-1/09/06")).toEqual([]);
  });

  it("marks as generic only what says nothing beyond the file's type, pages or picture kind", () => {
    for (const generic of ["PDF document", "Word document", "Excel spreadsheet", "Image", "Photo"])
      expect(isGenericDescription(generic), generic).toBe(true);
    expect(isGenericDescription("", "a.pdf")).toBe(true);
    expect(isGenericDescription("lease.pdf", "lease.pdf")).toBe(true);
    for (const specific of [
      "“Free Culture”, PDF document",
      "Invoice from Acme Plumbing dated March 3, 2025 for $1,250.00",
      "Photo taken March 3, 2025",
      "Lease signed by both of us",
    ])
      expect(isGenericDescription(specific), specific).toBe(false);
  });
});

describe("writeDescription", () => {
  it("keeps to 200 characters by dropping an overlong sender rather than cutting words", () => {
    const sentence = writeDescription(
      facts({
        kind: "Invoice",
        sender: "A".repeat(60),
        date: "2025-03-03",
        largestAmountCents: 99_999_999_999,
        pages: 1200,
        typeLabel: "PDF Document",
      }),
      "x.pdf",
    );
    expect(sentence.length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
    expect(sentence).toContain("Invoice from AAAA");
    const long = writeDescription(facts({ kind: "Invoice", sender: "B ".repeat(100).trim() }), "x.pdf");
    expect(long).toBe("Invoice");
  });

  it("takes the kind from the file name only when the pages carry no text", () => {
    expect(writeDescription(facts({ pages: 1 }), "march-rent-receipt.pdf")).toBe("Receipt");
    expect(writeDescription(facts({ pages: 1, text: "hello" }), "receipt.pdf")).toBe("PDF document");
    expect(writeDescription(facts({ pages: 1 }), "release-form.pdf")).toBe("PDF document");
  });

  it("writes the same sentence for the same facts", () => {
    const f = facts({ kind: "Letter", sender: "City of Springfield", date: "2024-12-31" });
    expect(writeDescription(f, "a.pdf")).toBe("Letter from City of Springfield dated December 31, 2024");
    expect(writeDescription(f, "a.pdf")).toBe(writeDescription({ ...f }, "a.pdf"));
  });
});

describe("text facts", () => {
  it("finds real dates in the order written, in the usual US forms, and skips impossible ones", () => {
    expect(
      findDates("Due 13/45/2025 or Feb 30, 2024; paid 3/3/25, then 2025-04-01 and 7th of July, 2025."),
    ).toEqual(["2025-03-03", "2025-04-01", "2025-07-07"]);
    expect(findDates("No dates here, only 12:30 and 555-1234.")).toEqual([]);
  });

  it("finds the largest dollar amount, in cents", () => {
    expect(largestAmount("Subtotal $1,100.00, tax $150, total $1,250.00; USD 20")).toBe(125_000);
    expect(largestAmount("Call 555-1234 about invoice 1042")).toBeNull();
    expect(formatDollars(123_456_789)).toBe("$1,234,567.89");
    expect(formatDollars(5)).toBe("$0.05");
  });

  it("takes the sender from a From: line, never from a date range", () => {
    expect(findSender('From: "Acme Rentals" <office@acme.test>\nTo: me')).toBe("Acme Rentals");
    expect(findSender("From: <office@acme.test>")).toBe("office@acme.test");
    expect(findSender("Statement\nFrom: 03/01/2025 To: 03/31/2025")).toBeNull();
  });

  it("takes a letterhead only for papers that have one, and tidies all-capitals names", () => {
    expect(findTextFacts("ACME PLUMBING LLC\nINVOICE\n$5").sender).toBe("Acme Plumbing LLC");
    expect(findTextFacts("Springfield Housing Authority\n123 Main St\nNOTICE OF INSPECTION").sender).toBe(
      "Springfield Housing Authority",
    );
    // A heading is not a name, and a document of no particular kind gets no letterhead guess.
    expect(findTextFacts("Monthly Statement\nInvoice 7").sender).toBeNull();
    expect(findTextFacts("Jane Roe\nMeeting notes").sender).toBeNull();
  });

  it("tells kinds apart: layout first, then the earliest title word near the top", () => {
    expect(guessKind("From: a\nSubject: b\n\nPlease find the invoice attached.")).toBe("E-mail");
    expect(guessKind("Me 9:01 AM\nok\nYou 9:02 AM\nno\nMe 9:05 AM\nfine\nYou 9:07 PM\nbye")).toBe(
      "Text messages",
    );
    expect(guessKind("LEASE AGREEMENT\nTenant shall give notice…")).toBe("Lease");
    expect(guessKind("Dear Ms. Roe,\nThis is a notice that…")).toBe("Letter");
    expect(guessKind("Please pay on time.")).toBeNull();
    expect(guessKind("SALES RECEIPT\nInvoice #5")).toBe("Receipt");
  });

  it("reads EXIF minimally and safely", () => {
    expect(readExif(undefined)).toEqual({ takenOn: null, camera: null });
    expect(readExif(utf8("Exif\0\0garbage"))).toEqual({ takenOn: null, camera: null });
  });
});
