// What a redacted copy loses beyond the page content (issue 43): a page's own XMP and /PieceInfo (an editor's private
// copy of the page) on a page with a box or holding a value, and every attached file (an attachment annotation or
// the embedded-files list), since their compressed contents cannot be searched; verification refuses a copy that
// still has an attached file.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PDFDocument, PDFName, PDFString, StandardFonts } from "../pdf/pdf-lib.ts";
import { FEDERAL } from "../testing/redaction.ts";
import { findRedactionsInPdf, redactPdf } from "./redact.ts";
import { verifyRedaction } from "./verify.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-page-data-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SSN = "123-45-6789";

/** Page 1 shows the SSN and carries it in its XMP; page 2 shows nothing but keeps it in /PieceInfo; an attachment. */
async function withPageData(): Promise<string> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([612, 792]);
  first.drawText(`Social Security number: ${SSN}`, { x: 72, y: 700, size: 12, font });
  const second = doc.addPage([612, 792]);
  second.drawText("Page two has nothing to remove.", { x: 72, y: 700, size: 12, font });
  const xmp = doc.context.stream(`<x:xmpmeta><dc:description>SSN ${SSN}</dc:description></x:xmpmeta>`, {
    Type: "Metadata",
    Subtype: "XML",
  });
  first.node.set(PDFName.of("Metadata"), doc.context.register(xmp));
  const piece = doc.context.obj({ Editor: { Private: PDFString.of(`Original text: SSN ${SSN}`) } });
  second.node.set(PDFName.of("PieceInfo"), piece);
  await doc.attach(new TextEncoder().encode(`The full number is ${SSN}`), "notes.txt", {
    mimeType: "text/plain",
  });
  const file = path.join(dir, `data-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, await doc.save({ useObjectStreams: false }));
  return file;
}

const dump = (file: string) =>
  execFileSync("qpdf", ["--qdf", "--object-streams=disable", file, "-"]).toString("latin1");

describe("page data and attached files", () => {
  it("drops the pages' XMP and PieceInfo holding the value and every attached file, and verifies", async () => {
    const file = await withPageData();
    expect(dump(file)).toContain("/EmbeddedFile");
    const hits = await findRedactionsInPdf(file, "data.pdf", FEDERAL);
    expect(hits.map((h) => h.kind)).toEqual(["social-security-number"]);
    const out = path.join(dir, "data-redacted.pdf");
    const result = await redactPdf(file, out, "data.pdf", FEDERAL, hits);
    expect(result.verification.problems).toEqual([]);
    expect(result.applied).toMatchObject({ pageData: 2, attachments: 1 });
    const after = dump(out);
    expect(after).not.toContain("/EmbeddedFile");
    expect(after).not.toContain("/PieceInfo");
    expect(after).not.toContain(SSN);
    expect(after).not.toContain("123456789");
    expect(execFileSync("pdftotext", [out, "-"], { encoding: "utf8" })).toContain("Page two has nothing");
  });

  it("refuses a copy that still has an attached file, even with no value to search for", async () => {
    const file = await withPageData();
    const result = await verifyRedaction(file, "data.pdf", {}, [], "black-box");
    expect(result.ok).toBe(false);
    expect(result.problems).toContainEqual({
      page: null,
      message: "a file attached to the PDF is still in it",
    });
  });
});
