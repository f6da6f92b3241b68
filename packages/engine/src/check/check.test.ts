import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import type { TFilingCheckFile } from "@courtready/contracts";
import { ZFilingCheckReport } from "@courtready/contracts";
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from "../pdf/pdf-lib.ts";
import { makeJpeg, makePdf, makePdfWithScript } from "../testing/factories.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { buildBinder } from "../pipeline/build.ts";
import { filingProfile, sourced, TEST_SOURCE } from "../testing/filing.ts";
import { EngineError } from "../errors.ts";
import { checkFiling, pictureRuns } from "./check.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-check-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, bytes: Uint8Array): { name: string; path: string } {
  const p = path.join(dir, name);
  writeFileSync(p, bytes);
  return { name, path: p };
}

const CITED = `${TEST_SOURCE.title} — ${TEST_SOURCE.url}`;

async function checkOne(
  file: { name: string; path: string },
  profile = filingProfile(),
): Promise<TFilingCheckFile> {
  const report = await checkFiling([file], profile);
  expect(ZFilingCheckReport.parse(report)).toEqual(report);
  return report.files[0]!;
}

const rules = (f: TFilingCheckFile) => f.findings.map((x) => `${x.rule}@${x.page}:${x.severity}`);

describe("checkFiling", () => {
  it("finds a JavaScript open action and blocks", async () => {
    const file = write("script.pdf", await makePdfWithScript("Hello", "app.alert(1)"));
    const result = await checkOne(file);
    expect(rules(result)).toContain("javascript@null:blocker");
    expect(result.pages).toBe(1);
  });

  it("finds an encrypted file, with or without a password to open it", async () => {
    const plain = write("plain-for-lock.pdf", await makePdf([{ text: "Secret" }]));
    const locked = path.join(dir, "locked.pdf");
    const open = path.join(dir, "owner-only.pdf");
    execFileSync("qpdf", ["--encrypt", "user", "owner", "256", "--", plain.path, locked]);
    execFileSync("qpdf", ["--encrypt", "", "owner", "256", "--", plain.path, open]);
    const a = await checkOne({ name: "locked.pdf", path: locked });
    expect(rules(a)).toEqual(["encrypted@null:blocker"]);
    expect(a.findings[0]!.message).toMatch(/password/);
    const b = await checkOne({ name: "owner-only.pdf", path: open });
    expect(rules(b)).toContain("encrypted@null:blocker");
  });

  it("finds an attached file, form fields (a blocker where forms must be flattened) and a legal page", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([612, 792]).drawText("Page one", { x: 50, y: 700, font });
    const second = doc.addPage([612, 1008]);
    second.drawText("Legal page", { x: 50, y: 900, font });
    doc.getForm().createTextField("name").addToPage(second, { x: 50, y: 500, width: 200, height: 20 });
    await doc.attach(new TextEncoder().encode("hello"), "note.txt", { mimeType: "text/plain" });
    const file = write("mixed.pdf", await doc.save());
    const profile = filingProfile({
      forms_flattened: sourced(true),
      page_size: sourced("scale-to-letter" as const),
    });
    const result = await checkOne(file, profile);
    expect(rules(result)).toEqual(
      expect.arrayContaining([
        "embedded-file@null:blocker",
        "form-fields@2:blocker",
        "page-size@2:blocker",
        "font-not-embedded@1:warning",
      ]),
    );
    const form = result.findings.find((f) => f.rule === "form-fields")!;
    expect(form).toMatchObject({ action: "flatten", source: CITED });
    // Without the rule, the same form is only worth a warning.
    expect(rules(await checkOne(file))).toContain("form-fields@2:warning");
  });

  it("finds a 72-dpi scan with no text layer: not searchable (a blocker where the court asks) and low resolution", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const image = await doc.embedJpg(await makeJpeg(540, 720));
    page.drawImage(image, { x: 36, y: 36, width: 540, height: 720 });
    const file = write("scan.pdf", await doc.save());
    const result = await checkOne(file, filingProfile({ searchable_required: sourced(true) }));
    expect(rules(result)).toEqual(["not-searchable@1:blocker", "low-resolution@1:warning"]);
    expect(result.findings[0]).toMatchObject({ action: "ocr", source: CITED });
    expect(result.findings[1]!.message).toMatch(/72 dpi/);
  });

  it("finds a black box drawn over text that can still be copied", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([612, 792]).drawText("Plain first page", { x: 50, y: 700, size: 14, font });
    const page = doc.addPage([612, 792]);
    page.drawText("Visible words here", { x: 50, y: 700, size: 14, font });
    page.drawText("Hidden account 12345678", { x: 50, y: 600, size: 14, font });
    page.drawRectangle({ x: 45, y: 590, width: 250, height: 30, color: rgb(0, 0, 0) });
    const result = await checkOne(write("redacted.pdf", await doc.save()));
    expect(rules(result).filter((r) => r.startsWith("hidden"))).toEqual(["hidden-text-under-box@2:warning"]);
  });

  it("does not take white words on a black band for a failed redaction", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.HelveticaBold);
    const page = doc.addPage([612, 792]);
    page.drawRectangle({ x: 45, y: 590, width: 300, height: 40, color: rgb(0, 0, 0) });
    page.drawText("HOW BIG MEDIA USES TECHNOLOGY", { x: 50, y: 604, size: 14, font, color: rgb(1, 1, 1) });
    const result = await checkOne(write("banner.pdf", await doc.save()));
    expect(rules(result).filter((r) => r.startsWith("hidden"))).toEqual([]);
  });

  it("finds marks in the clerk's boxes on page 1 and later pages, and nothing where the corner is empty", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([612, 792]).drawText("STAMP", { x: 500, y: 740, size: 14, font });
    doc.addPage([612, 792]).drawText("Body text only", { x: 50, y: 400, size: 14, font });
    doc.addPage([612, 792]).drawRectangle({ x: 560, y: 760, width: 20, height: 20, color: rgb(0, 0, 0) });
    const profile = filingProfile({
      clerk_box_first_page: sourced({ width_in: 3, height_in: 3 }),
      clerk_box_later_pages: sourced({ width_in: 3, height_in: 1 }),
    });
    const result = await checkOne(write("stamped.pdf", await doc.save()), profile);
    expect(rules(result).filter((r) => r.startsWith("clerk"))).toEqual([
      "clerk-box@1:blocker",
      "clerk-box@3:blocker",
    ]);
  });

  it("blocks a file over the document limit, an envelope over its limit and a name outside the court's rule", async () => {
    const bytes = await makePdf([{ text: "Big" }]);
    const big = write("big file#1.pdf", bytes);
    // 26 MB of padding after the file, then its cross-reference pointer again (qpdf reads it from the end): readers
    // take the file as it was, the court's upload limit counts every byte.
    appendFileSync(big.path, Buffer.alloc(26 * 1024 * 1024, 0x20));
    const tail = /startxref\s+\d+\s+%%EOF\s*$/.exec(Buffer.from(bytes).toString("latin1"))![0];
    appendFileSync(big.path, `\n${tail}`);
    const small = write("Exhibit_A.pdf", bytes);
    const profile = filingProfile({
      max_document_mb: sourced(25),
      max_envelope_mb: sourced(26),
      file_name: sourced({
        pattern: "[A-Za-z0-9_ -]+",
        max_length: 50,
        description: "letters, digits, spaces, - and _",
      }),
    });
    const report = await checkFiling([small, big], profile);
    expect(rules(report.files[0]!)).not.toContain("file-name@null:blocker");
    expect(rules(report.files[1]!)).toEqual(
      expect.arrayContaining([
        "file-name@null:blocker",
        "file-size@null:blocker",
        "envelope-size@null:blocker",
      ]),
    );
    expect(report.files[1]!.findings.find((f) => f.rule === "file-name")!.action).toBe("rename");
    expect(report.files[1]!.findings.find((f) => f.rule === "file-size")!.action).toBe("split");
  });

  it("under the generic profile, warns where a sourced rule blocks, but a locked file still blocks", async () => {
    const file = write("Exhibit A#1.pdf", await makePdf([{ text: "Generic" }]));
    const nameRule = sourced({ pattern: "[A-Za-z0-9]+", max_length: 50, description: "letters and digits" });
    const sourcedReport = await checkFiling([file], filingProfile({ file_name: nameRule }));
    expect(rules(sourcedReport.files[0]!)).toContain("file-name@null:blocker");
    const generic = await checkFiling([file], filingProfile({ kind: "generic", file_name: nameRule }));
    expect(generic.profile).toBe("generic");
    expect(rules(generic.files[0]!)).toContain("file-name@null:warning");
    const locked = path.join(dir, "generic-locked.pdf");
    execFileSync("qpdf", ["--encrypt", "user", "owner", "256", "--", file.path, locked]);
    const lockedReport = await checkFiling(
      [{ name: "locked.pdf", path: locked }],
      filingProfile({ kind: "generic" }),
    );
    expect(rules(lockedReport.files[0]!)).toEqual(["encrypted@null:blocker"]);
  });

  it("blocks any link where the court takes none, and warns of a web link otherwise", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    page.drawText("See the site", { x: 50, y: 700, font });
    const link = doc.context.register(
      doc.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [50, 690, 200, 710],
        A: { S: "URI", URI: PDFString.of("https://example.org") },
      }),
    );
    page.node.set(PDFName.of("Annots"), doc.context.obj([link]));
    const file = write("linked.pdf", await doc.save());
    expect(rules(await checkOne(file, filingProfile({ links: sourced("none" as const) })))).toContain(
      "links@1:blocker",
    );
    expect(rules(await checkOne(file))).toContain("links@1:warning");
  });

  it("flags a Social Security number, a blocker where the court states its personal-data rule", async () => {
    const file = write("ssn.pdf", await makePdf([{ text: "Cover" }, { text: "SSN: 123-45-6789" }]));
    const result = await checkOne(file, filingProfile({ personal_data: [sourced("frcp-5.2" as const)] }));
    const hit = result.findings.find((f) => f.rule === "personal-data")!;
    expect(hit).toMatchObject({ page: 2, severity: "blocker", source: CITED });
    expect(hit.message).toContain("***-**-6789");
    expect(hit.message).not.toContain("123-45");
  });

  it("asks for bookmarks where the court requires them", async () => {
    const file = write("two.pdf", await makePdf([{ text: "One" }, { text: "Two" }]));
    expect(rules(await checkOne(file, filingProfile({ bookmarks_required: sourced(true) })))).toContain(
      "bookmarks@null:blocker",
    );
  });

  it("names an unembedded font once a page, however many filled fields of a form exhibit draw it", async () => {
    // A filled form as many producers write it: each field's look carries its own copy of Helvetica (a font written
    // inside the look's resources, not embedded); the binder prints each field into the page as a form of its own.
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const fields = [];
    for (let i = 0; i < 6; i++) {
      const look = doc.context.register(
        doc.context.flateStream(`/Tx BMC BT /Helv 10 Tf 2 6 Td (Answer ${i}) Tj ET EMC`, {
          Type: "XObject",
          Subtype: "Form",
          BBox: [0, 0, 200, 20],
          Resources: { Font: { Helv: { Type: "Font", Subtype: "Type1", BaseFont: "Helvetica" } } },
        }),
      );
      const widget = doc.context.register(
        doc.context.obj({
          Type: "Annot",
          Subtype: "Widget",
          FT: "Tx",
          T: PDFString.of(`field${i}`),
          V: PDFString.of(`Answer ${i}`),
          Rect: [72, 700 - i * 40, 272, 720 - i * 40],
          F: 4,
          AP: { N: look },
        }),
      );
      fields.push(widget);
    }
    page.node.set(PDFName.of("Annots"), doc.context.obj(fields));
    doc.catalog.set(PDFName.of("AcroForm"), doc.context.obj({ Fields: fields }));
    const built = await buildBinder([{ name: "form.pdf", bytes: await doc.save() }], loadSystemFonts(), {
      role: "plaintiff",
      case: {},
      preparedOn: new Date("2026-11-22T12:00:00Z"),
    });
    const result = await checkOne(write("form-binder.pdf", built.pdf));
    const fonts = result.findings.filter((f) => f.rule === "font-not-embedded");
    expect(fonts.map((f) => f.page)).toEqual([built.exhibits[0]!.startPage]);
    expect(fonts[0]!.message).toContain("Helvetica");
  });

  it("names a missing file and a file that is not a PDF", async () => {
    await expect(
      checkFiling([{ name: "gone.pdf", path: path.join(dir, "gone.pdf") }], filingProfile()),
    ).rejects.toThrow(new EngineError("UNSUPPORTED_TYPE", "gone.pdf", "no such file"));
    const text = write("notes.pdf", new TextEncoder().encode("just text"));
    await expect(checkFiling([text], filingProfile())).rejects.toThrow(/notes\.pdf: this is not a PDF/);
  });
});

describe("pictureRuns", () => {
  it("joins runs of picture pages across short gaps and keeps far ones apart", () => {
    expect(pictureRuns([])).toEqual([]);
    expect(pictureRuns([3, 4, 5, 12, 21, 23, 28, 29, 32])).toEqual([[3, 32]]);
    // 2 → 15 skips 12 pages (joined), 16 → 30 skips 13 (apart).
    expect(pictureRuns([1, 2, 15, 16, 30, 300])).toEqual([
      [1, 16],
      [30, 30],
      [300, 300],
    ]);
  });
});
