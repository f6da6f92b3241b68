// readCatalogFacts on PDFs made here (object streams or not, incremental updates, hybrid files), and on every PDF
// of the shared corpus, each non-null answer checked against qpdf's own reading. Damaged and hostile files:
// read-catalog.hostile.test.ts.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, corpusBytes } from "../testing/corpus.ts";
import {
  PLAIN,
  PdfWriter,
  factsAgreeingWithQpdf,
  latin1,
  made,
  num,
  objectStreamParts,
  qpdfFacts,
  qpdfFactsOf,
  text,
} from "../testing/catalog-files.ts";
import { readCatalogFacts } from "./read-catalog.ts";
import type { CatalogFacts } from "./read-catalog.ts";

// --- Files made with pdf-lib ---------------------------------------------------------------------------------

describe.each([
  { useObjectStreams: true, label: "with object streams" },
  { useObjectStreams: false, label: "with a classic xref table" },
])("readCatalogFacts on pdf-lib files $label", ({ useObjectStreams }) => {
  it("finds nothing in a plain file and counts its pages", async () => {
    const { bytes } = await made(useObjectStreams);
    expect(factsAgreeingWithQpdf(bytes)).toEqual(PLAIN);
    expect(readCatalogFacts((await made(useObjectStreams, () => {}, 1)).bytes)?.pageCount).toBe(1);
  });

  it("sees an attachment", async () => {
    const { bytes } = await made(useObjectStreams, (doc) =>
      doc.attach(latin1("evidence"), "note.txt", { mimeType: "text/plain" }),
    );
    expect(factsAgreeingWithQpdf(bytes)).toEqual({ ...PLAIN, attachments: true });
  });

  it("sees a form", async () => {
    const { bytes } = await made(useObjectStreams, (doc) => {
      const field = doc.getForm().createTextField("name");
      field.setText("Jane");
      field.addToPage(doc.getPage(0), { x: 10, y: 10, width: 100, height: 20 });
    });
    expect(factsAgreeingWithQpdf(bytes)).toEqual({ ...PLAIN, acroForm: true });
  });

  it("sees encryption", async () => {
    const { bytes } = await made(useObjectStreams, (doc) =>
      doc.encrypt({ userPassword: "", ownerPassword: "o" }),
    );
    const facts = readCatalogFacts(bytes);
    // pdf-lib keeps the catalog out of object streams when it encrypts; a compressed one would give null.
    expect(facts).toEqual({ ...PLAIN, encrypted: true });
    expect(qpdfFactsOf(bytes)).toEqual(facts);
  });
});

// --- Incremental updates and hybrid files ----------------------------------------------------------------------

describe("readCatalogFacts on incremental updates", () => {
  it("takes the newest catalog: an update adding /AcroForm to a classic file", async () => {
    const base = await made(false);
    expect(readCatalogFacts(base.bytes)).toEqual(PLAIN);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} /AcroForm << /Fields [] >> >>`);
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`);
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, acroForm: true });
  });

  it("takes the newest catalog: a classic update over a file with object streams", async () => {
    const base = await made(true);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} /Collection << /View /T >> >>`);
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`);
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, attachments: true });
  });

  it.each([false, true])(
    "reads an update's xref stream (PNG Up predictor: %s) and a compressed catalog",
    async (predictor) => {
      const base = await made(true);
      const w = new PdfWriter(base.bytes);
      w.object(90, "<< /EmbeddedFiles << /Names [] >> >>");
      w.objectStream(91, { [num(base.root)]: `<< /Type /Catalog /Pages ${base.pages} /Names 90 0 R >>` });
      w.xrefStream(92, `/Size 100 /Root ${base.root} /Prev ${w.lastXref}`, {
        compressed: [[num(base.root), 91, 0]],
        predictor,
      });
      expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, attachments: true });
    },
  );

  it("reads a hybrid file: the /XRefStm entry beats the table's free entry for the same object", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    const prev = w.lastXref;
    // The compressed catalog and its object stream, listed by a stream that only /XRefStm points to.
    w.objectStream(91, { [num(base.root)]: `<< /Type /Catalog /Pages ${base.pages} /AcroForm 93 0 R >>` });
    w.object(93, "<< /Fields [] >>");
    const stm = w.xrefStream(92, "/Size 100", { compressed: [[num(base.root), 91, 0]], startxref: false });
    // The table of the same update lists the catalog as free, as hybrid files do for compressed objects.
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${prev} /XRefStm ${stm}`, [
      [num(base.root), "0000000000 00001 f"],
    ]);
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, acroForm: true });
  });

  it("resolves an indirect /Length of an object stream", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    const catalog = `<< /Type /Catalog /Pages ${base.pages} /AcroForm << /Fields [] >> >>`;
    const { data } = objectStreamParts({ [num(base.root)]: catalog });
    w.object(94, String(data.length));
    w.objectStream(91, { [num(base.root)]: catalog }, "94 0 R");
    w.xrefStream(92, `/Size 100 /Root ${base.root} /Prev ${w.lastXref}`, {
      compressed: [[num(base.root), 91, 0]],
    });
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, acroForm: true });
  });

  it("reads xref tables whose entries end in a bare \\n or \\r\\n (a common slip)", async () => {
    const { bytes } = await made(false);
    for (const end of ["\n", "\r\n", " \r"]) {
      // Only the table's own length changes: startxref still points at "xref".
      const slipped = text(bytes).replace(/(\d{10} \d{5} [fn]) \n/g, `$1${end}`);
      expect(factsAgreeingWithQpdf(latin1(slipped))).toEqual(PLAIN);
    }
  });

  it("compares names after decoding #xx escapes: /Acro#46orm is /AcroForm", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} /Acro#46orm << /Fields [] >> >>`);
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`);
    expect(factsAgreeingWithQpdf(w.bytes())).toEqual({ ...PLAIN, acroForm: true });
  });

  it("says encrypted from the newest trailer, and null when the catalog is in an encrypted object stream", async () => {
    const classic = await made(false);
    const w = new PdfWriter(classic.bytes);
    w.object(95, "<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>");
    w.xrefTable(`/Size 100 /Root ${classic.root} /Encrypt 95 0 R /Prev ${w.lastXref}`);
    expect(readCatalogFacts(w.bytes())).toEqual({ ...PLAIN, encrypted: true });

    // pdf-lib never compresses a catalog; this update puts one in an object stream (which would be encrypted).
    const base = await made(true);
    const v = new PdfWriter(base.bytes);
    v.object(95, "<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>");
    v.objectStream(91, { [num(base.root)]: `<< /Type /Catalog /Pages ${base.pages} >>` });
    v.xrefStream(92, `/Size 100 /Root ${base.root} /Encrypt 95 0 R /Prev ${v.lastXref}`, {
      compressed: [[num(base.root), 91, 0]],
    });
    expect(readCatalogFacts(v.bytes())).toBeNull();
  });

  it("returns null for an update that deletes the catalog", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    w.object(96, "<< >>");
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${w.lastXref}`, [[num(base.root), "0000000000 00001 f"]]);
    expect(readCatalogFacts(w.bytes())).toBeNull();
  });

  it("returns null, without looping, when /Prev points at its own section", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} >>`);
    const self = w.length;
    w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${self}`);
    expect(readCatalogFacts(w.bytes())).toBeNull();
  });

  it("returns null, without looping, when two sections point at each other", async () => {
    const base = await made(false);
    const w = new PdfWriter(base.bytes);
    w.object(num(base.root), `<< /Type /Catalog /Pages ${base.pages} >>`);
    // The first update's /Prev is patched below to point at the second update.
    const first = w.xrefTable(`/Size 100 /Root ${base.root} /Prev 0000000000`);
    w.object(97, "<< >>");
    const second = w.xrefTable(`/Size 100 /Root ${base.root} /Prev ${first}`);
    const bytes = text(w.bytes()).replace("/Prev 0000000000", `/Prev ${String(second).padStart(10, "0")}`);
    expect(readCatalogFacts(latin1(bytes))).toBeNull();
  });
});

// --- The shared corpus ---------------------------------------------------------------------------------------

const CORPUS = readdirSync(path.join(CORPUS_DIR, "pdf"))
  .sort()
  .map((file) => ({ file, facts: readCatalogFacts(corpusBytes(`pdf/${file}`)) }));
const ANSWERED = CORPUS.filter((c) => c.facts !== null).length;

describe("readCatalogFacts on the corpus", () => {
  it.each(CORPUS.map((c) => c.file))("%s: does not throw; an answer is what qpdf reads", (file) => {
    const bytes = corpusBytes(`pdf/${file}`);
    let facts: CatalogFacts | null = null;
    expect(() => (facts = readCatalogFacts(bytes))).not.toThrow();
    if (facts === null) return;
    const reference = qpdfFacts(path.join(CORPUS_DIR, "pdf", file));
    // qpdf cannot open it (a password it was not given): what we say about it does not matter.
    if (reference === "unreadable") return;
    expect(facts).toEqual(reference);
  });

  it(`answers for ${ANSWERED} of ${CORPUS.length} corpus PDFs; the rest take the slow path`, () => {
    expect(ANSWERED).toBeGreaterThanOrEqual(45);
    // Ordinary files among them, by name, so that a regression shows which.
    const answered = new Set(CORPUS.filter((c) => c.facts !== null).map((c) => c.file));
    for (const file of [
      "tracemonkey.pdf",
      "freeculture.pdf",
      "hybrid-xref.pdf",
      "lin9.pdf",
      "autoprint.pdf",
    ]) {
      expect(answered.has(file), file).toBe(true);
    }
  });
});
