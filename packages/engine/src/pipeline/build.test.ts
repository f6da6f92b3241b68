// The pipeline's own rules: size limit, every problem reported at once, descriptions, and the ZIP's contents.
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipOf } from "../testing/zip.ts";
import sharp from "sharp";
import { checkFile } from "./inputs.ts";
import { safeFileName } from "./package.ts";
import { describeFile } from "./preview.ts";
import { assemblePrepared, buildBinder, prepareFiles } from "./build.ts";
import type { BuildOptions } from "./build.ts";
import { EngineError, EngineErrors } from "../errors.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makeJpeg, makePdf } from "../testing/factories.ts";
import { pageTexts } from "../testing/pdf.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { PDF_WARNINGS } from "../convert/pdf.ts";
import { readNavigation } from "../testing/inspect.ts";

const fonts = loadSystemFonts();
const text = (name: string, content: string) => ({ name, bytes: new TextEncoder().encode(content) });

describe("buildBinder", () => {
  it("reports every unusable file at once, naming each", async () => {
    const error = await buildBinder(
      [
        text("ok.txt", "fine"),
        { name: "empty.txt", bytes: new Uint8Array() },
        text("fake.pdf", "not really a pdf"),
      ],
      fonts,
      { role: "plaintiff", case: {}, preparedOn: new Date("2026-11-22T12:00:00Z") },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineErrors);
    expect((error as EngineErrors).errors.map((e) => [e.file, e.code])).toEqual([
      ["empty.txt", "EMPTY_FILE"],
      ["fake.pdf", "UNSUPPORTED_TYPE"],
    ]);
  });

  it("uses descriptions, keeps the order, and packages binder, list and exhibits in the ZIP", async () => {
    const result = await buildBinder(
      [{ name: "lease.pdf", bytes: await makePdf([{ text: "lease" }]) }, text("notes.txt", "Rent paid.")],
      fonts,
      {
        role: "respondent",
        case: {},
        descriptions: ["Signed lease", undefined],
        preparedOn: new Date("2026-11-22T12:00:00Z"),
      },
    );
    expect(result.exhibits.map((e) => [e.label, e.source, e.description])).toEqual([
      ["A", "lease.pdf", "Signed lease"],
      ["B", "notes.txt", "notes.txt"],
    ]);
    expect(Object.keys(unzipSync(zipOf(result))).sort()).toEqual([
      "binder.pdf",
      "exhibit-list.pdf",
      "exhibits/Exhibit A - lease.pdf",
      "exhibits/Exhibit B - notes.pdf",
    ]);
  });

  it("stamps, indexes, bookmarks and files each exhibit under the label it kept, in the order given", async () => {
    // A saved project of three documents labelled 1–3, the third moved to the front with its labels kept.
    const result = await buildBinder(
      [text("third.txt", "Third document."), text("first.txt", "First."), text("second.txt", "Second.")],
      fonts,
      {
        role: "plaintiff",
        case: {},
        exhibitLabels: ["3", "1", "2"],
        preparedOn: new Date("2026-11-22T12:00:00Z"),
      },
    );
    expect(result.exhibits.map((e) => [e.label, e.source])).toEqual([
      ["3", "third.txt"],
      ["1", "first.txt"],
      ["2", "second.txt"],
    ]);
    const pages = pageTexts(result.pdf);
    const index = pages[1]!;
    expect(index.indexOf("third.txt")).toBeLessThan(index.indexOf("first.txt"));
    // Each exhibit's page carries its kept label and no other.
    const exhibitPages = pages.slice(2);
    expect(exhibitPages.map((p) => /Exhibit (\d) – page 1 of 1/.exec(p)?.[1])).toEqual(["3", "1", "2"]);
    const navigation = await readNavigation(result.pdf);
    const exhibitMarks = navigation.bookmarks.filter((b) => /^Exhibit \d/.test(b.title));
    expect(exhibitMarks.map((b) => [b.title.split(",")[0], b.pageIndex])).toEqual([
      ["Exhibit 3", 2],
      ["Exhibit 1", 3],
      ["Exhibit 2", 4],
    ]);
    const zip = unzipSync(zipOf(result));
    expect(Object.keys(zip).filter((n) => n.startsWith("exhibits/"))).toEqual([
      "exhibits/Exhibit 3 - third.pdf",
      "exhibits/Exhibit 1 - first.pdf",
      "exhibits/Exhibit 2 - second.pdf",
    ]);
    const list = pageTexts(zip["exhibit-list.pdf"]!).join("\n");
    expect(list.indexOf("third.txt")).toBeLessThan(list.indexOf("first.txt"));
  });

  it("still packages a build whose clock reads before 1980 (ZIP times start there)", async () => {
    const result = await buildBinder([text("a.txt", "x")], fonts, {
      role: "plaintiff",
      case: {},
      preparedOn: new Date(0),
    });
    expect(Object.keys(unzipSync(zipOf(result)))).toContain("binder.pdf");
  });
});

/** A one-page PDF made with pdf-lib, changed by `edit` before saving. */
async function pdfWith(edit: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText("evidence", { x: 72, y: 700 });
  edit(doc);
  return doc.save();
}

describe("buildBinder on PDFs that skip the per-file inspection", () => {
  it("still inspects a PDF whose pages turn out to need it, and reports what each one had", async () => {
    const plain = await pdfWith(() => undefined);
    const attached = await pdfWith((doc) => {
      void doc.attach(new TextEncoder().encode("receipt"), "receipt.txt", { mimeType: "text/plain" });
    });
    const linked = await pdfWith((doc) => {
      const link = doc.context.register(
        doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [72, 690, 200, 710], F: 4 }),
      );
      doc.getPage(0).node.set(PDFName.of("Annots"), doc.context.obj([link]));
    });
    // A link drawn by an appearance of its own (a box), which printing shows: that one needs flattening.
    const boxed = await pdfWith((doc) => {
      const look = doc.context.register(
        doc.context.flateStream("0 0 1 rg 0 0 128 20 re f", {
          Type: "XObject",
          Subtype: "Form",
          BBox: [0, 0, 128, 20],
        }),
      );
      const link = doc.context.register(
        doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [72, 690, 200, 710], F: 4, AP: { N: look } }),
      );
      doc.getPage(0).node.set(PDFName.of("Annots"), doc.context.obj([link]));
    });
    const form = await pdfWith((doc) => {
      const field = doc.getForm().createTextField("tenant");
      field.setText("Jane Doe");
      field.addToPage(doc.getPage(0), { x: 72, y: 600, width: 200, height: 20 });
    });
    // qpdf repairs this one (a bad cross-reference entry) while pooling: it goes back for the full inspection.
    const repaired = corpusBytes("pdf/bad-xref-entry.pdf");
    const result = await buildBinder(
      [
        { name: "plain.pdf", bytes: plain },
        { name: "attached.pdf", bytes: attached },
        { name: "linked.pdf", bytes: linked },
        { name: "boxed.pdf", bytes: boxed },
        { name: "form.pdf", bytes: form },
        { name: "repaired.pdf", bytes: repaired },
      ],
      fonts,
      { role: "plaintiff", case: {}, preparedOn: new Date("2026-11-22T12:00:00Z") },
    );
    expect(result.exhibits.map((e) => e.pages)).toEqual([1, 1, 1, 1, 1, 1]);
    const [p, a, l, x, f, r] = result.documents;
    expect(p).toMatchObject({ warnings: [], conversions: [], security: [] });
    expect(a!.warnings.join(" ")).toMatch(/files attached inside it \(receipt\.txt\)/);
    // A plain link prints as nothing: the page goes in as it is.
    expect(l).toMatchObject({ warnings: [], conversions: [], security: [] });
    expect(x!.conversions).toEqual(["Form fields, comments and stamps printed into the pages"]);
    expect(f!.conversions).toEqual(["Form fields, comments and stamps printed into the pages"]);
    expect(r!.warnings).toContain(PDF_WARNINGS.repaired);
    // The form's value is printed on its page of the binder.
    expect(pageTexts(result.pdf)[result.exhibits[4]!.startPage - 1]).toContain("Jane Doe");
  });

  it("merges again only the PDFs sent back for the inspection, after the first merge's files", async () => {
    const files = [
      { name: "alpha.pdf", bytes: await makePdf([{ text: "Alpha page" }]) },
      // qpdf repairs this one while pooling: it goes back for the full inspection.
      { name: "repaired.pdf", bytes: corpusBytes("pdf/bad-xref-entry.pdf") },
      { name: "beta.pdf", bytes: await makePdf([{ text: "Beta page" }, { text: "Beta again" }]) },
    ];
    const prepared = await prepareFiles(files, fonts, { preparedOn: new Date("2026-11-22T12:00:00Z") });
    const pooled = prepared.converted.map((c) => (c.content.kind === "pdf" ? c.content.pooled : undefined));
    const pool = pooled[0]!.pool;
    expect(pooled.every((p) => p?.pool === pool)).toBe(true);
    // The set's own objects, the first merge (all three files, one qpdf run) and the second (the repaired file).
    expect(pool.raw.segments).toHaveLength(3);
    expect(pooled.map((p) => p!.index)).toEqual([0, 3, 2]);
    expect(prepared.converted.map((c) => c.pageCount)).toEqual([1, 1, 2]);
    const result = await assemblePrepared(prepared, fonts, {
      role: "plaintiff",
      case: {},
      preparedOn: new Date("2026-11-22T12:00:00Z"),
    });
    const texts = pageTexts(result.pdf);
    const at = (k: number) => texts[result.exhibits[k]!.startPage - 1]!;
    expect(at(0)).toContain("Alpha page");
    expect(at(2)).toContain("Beta page");
    expect(texts[result.exhibits[2]!.startPage]).toContain("Beta again");
    expect(result.documents[1]!.warnings).toContain(PDF_WARNINGS.repaired);
  });

  it("names a PDF that needs a password beside ones that went straight in", async () => {
    const error = await buildBinder(
      [
        { name: "plain.pdf", bytes: await pdfWith(() => undefined) },
        { name: "locked.pdf", bytes: corpusBytes("pdf/issue3371.pdf") },
      ],
      fonts,
      { role: "plaintiff", case: {}, preparedOn: new Date("2026-11-22T12:00:00Z") },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineErrors);
    expect((error as EngineErrors).errors.map((e) => [e.file, e.code])).toEqual([
      ["locked.pdf", "PDF_NEEDS_PASSWORD"],
    ]);
  });
});

describe("the binder's front, drawn while qpdf pools the PDFs", () => {
  const options: BuildOptions = {
    role: "plaintiff",
    case: { caseName: "Doe v. Roe", caseNumber: "26-CV-7" },
    batesPrefix: "DOE",
    descriptions: ["The lease", undefined, undefined],
    preparedOn: new Date("2026-11-22T12:00:00Z"),
  };
  const files = async () => [
    { name: "lease.pdf", bytes: await makePdf([{ text: "lease" }, { text: "page two" }]) },
    text("notes.txt", "Rent paid."),
    { name: "photo.jpg", bytes: await makeJpeg(64, 48) },
  ];

  it("is used when the pages are as expected, and makes the binder drawn after would make", async () => {
    const input = await files();
    const prepared = await prepareFiles(input, fonts, { ...options, ahead: options });
    const front = await prepared.ahead!;
    expect(front.adopted).toBe(false);
    const ahead = await assemblePrepared(prepared, fonts, options);
    // The front drawn ahead was used, not drawn again.
    expect(front.adopted).toBe(true);

    const later = await prepareFiles(input, fonts, options);
    expect(later.ahead).toBeUndefined();
    const after = await assemblePrepared(later, fonts, options);
    expect(Buffer.from(ahead.pdf).equals(Buffer.from(after.pdf))).toBe(true);
    expect(Buffer.from(zipOf(ahead)).equals(Buffer.from(zipOf(after)))).toBe(true);
    // A second assembly of the same files draws a front of its own (the first one's documents are written).
    const again = await assemblePrepared(prepared, fonts, options);
    expect(Buffer.from(zipOf(again)).equals(Buffer.from(zipOf(ahead)))).toBe(true);
  });

  it("embeds the fonts once: the binder's are the exhibit list's, with every stamp's glyphs", async () => {
    // Letters past Z, a Bates prefix with a character outside ASCII and stickers in black and white. PDFs in a
    // standard font, so the only embedded fonts are the binder's own.
    const page = await makePdf([{ text: "note" }]);
    const many = Array.from({ length: 28 }, (_, i) => ({ name: `note-${i + 1}.pdf`, bytes: page }));
    const own: BuildOptions = {
      role: "defendant",
      case: { caseNumber: "26-CV-7" },
      batesPrefix: "PEÑA",
      stickers: "bw",
      preparedOn: new Date("2026-11-22T12:00:00Z"),
    };
    const result = await buildBinder(many, fonts, own);
    expect(result.exhibits.at(-1)!.label).toBe("A2");
    const binderFonts = await fontFiles(result.pdf);
    expect(Object.keys(binderFonts).sort()).toEqual(["CourtReadySans", "CourtReadySansBold"]);
    expect(binderFonts).toEqual(await fontFiles(result.exhibitListPdf));
  });

  it("is drawn again for a binder with other options", async () => {
    const prepared = await prepareFiles(await files(), fonts, { ...options, ahead: options });
    const front = await prepared.ahead!;
    const other = await assemblePrepared(prepared, fonts, { ...options, batesPrefix: "ROE" });
    expect(front.adopted).toBe(false);
    expect(pageTexts(other.pdf).at(-1)).toContain("ROE-000004");
  });

  it("is drawn again when the pages counted differ from what the page tree said", async () => {
    // Three pages under a page tree that claims five (the same length, so the file stays otherwise intact).
    const doc = await PDFDocument.create({ updateMetadata: false });
    for (let i = 0; i < 3; i++) doc.addPage([612, 792]).drawText(`sheet ${i + 1}`, { x: 40, y: 700 });
    const honest = Buffer.from(await doc.save({ useObjectStreams: false })).toString("latin1");
    expect(honest).toContain("/Count 3");
    const lying = new Uint8Array(Buffer.from(honest.replace("/Count 3", "/Count 5"), "latin1"));
    const input = [{ name: "lying.pdf", bytes: lying }, text("notes.txt", "Rent paid.")];
    const listed: BuildOptions = { ...options, descriptions: [] };
    const prepared = await prepareFiles(input, fonts, { ...listed, ahead: listed });
    const front = await prepared.ahead!;
    expect(front.exhibits.map((e) => e.pages)).toEqual([5, 1]);
    const result = await assemblePrepared(prepared, fonts, listed);
    expect(front.adopted).toBe(false);
    expect(result.exhibits.map((e) => [e.pages, e.startPage, e.endPage])).toEqual([
      [3, 3, 5],
      [1, 6, 6],
    ]);
    const pages = pageTexts(result.pdf);
    expect(pages).toHaveLength(6);
    expect(pages[5]).toContain("Page 6 of 6");
    expect(pageTexts(result.exhibitListPdf).join(" ")).toMatch(/3\s+3–5/);
  });
});

/** Each embedded font's file (its compressed bytes as written), by font name. */
async function fontFiles(pdf: Uint8Array): Promise<Record<string, number[]>> {
  const doc = await PDFDocument.load(pdf);
  const files: Record<string, number[]> = {};
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor"))
      continue;
    const name = object
      .lookup(PDFName.of("FontName"), PDFName)
      .decodeText()
      .replace(/^[A-Z]{6}\+/, "");
    const file = doc.context.lookup(object.get(PDFName.of("FontFile2")));
    if (!(file instanceof PDFRawStream)) throw new Error(`${name} has no embedded font file`);
    files[name] = [...file.contents];
  }
  return files;
}

describe("checkFile", () => {
  it("refuses a file over the limit with its size and the limit", () => {
    expect(() => checkFile(text("big.txt", "x".repeat(2048)), 1024)).toThrow(
      /big\.txt: this file is 0\.0 MB\. The limit is 0\.0 MB/,
    );
  });
});

describe("safeFileName", () => {
  it.each([
    ["lease.pdf", "lease.pdf"],
    ["../../etc/passwd", "__.._etc_passwd"],
    ["a:b*c?.pdf", "a_b_c_.pdf"],
    ["", "file"],
  ])("%j → %j", (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });
});

describe("describeFile", () => {
  const date = new Date("2026-11-22T12:00:00Z");
  const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

  it("gives the type, MIME type, pages and a first-page picture of a PDF", async () => {
    const pdf = await makePdf([{ text: "one" }, { text: "two" }, { text: "three" }]);
    const description = await describeFile({ name: "ledger.pdf", bytes: pdf }, fonts, { date });
    expect(description).toMatchObject({
      type: "pdf",
      typeLabel: "PDF Document",
      mimeType: "application/pdf",
      pages: 3,
    });
    expect(isJpeg(description.thumbnail)).toBe(true);
    const { width } = await sharp(description.thumbnail).metadata();
    expect(width).toBe(320);
  });

  it("draws photos and text files too, at the width asked for", async () => {
    const photo = await describeFile({ name: "wall.jpg", bytes: await makeJpeg(1200, 900) }, fonts, {
      date,
      thumbnailWidthPx: 200,
    });
    expect(photo).toMatchObject({ type: "jpeg", typeLabel: "Image", mimeType: "image/jpeg", pages: 1 });
    expect((await sharp(photo.thumbnail).metadata()).width).toBe(200);
    const note = await describeFile(text("note.txt", "Paid rent on the 1st."), fonts, { date });
    expect(note).toMatchObject({ type: "text", mimeType: "text/plain", pages: 1 });
    expect(isJpeg(note.thumbnail)).toBe(true);
  });

  it("refuses a file a build would refuse, naming it", async () => {
    const error = await describeFile(text("fake.pdf", "not really a pdf"), fonts, { date }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).file).toBe("fake.pdf");
  });
});
