// normalizePdf against every PDF of the shared corpus (one written-out expectation per file) and hand-made
// hostile files: output readable and clean, form values printed, scripts gone, tool crashes and hangs handled.
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import type { EngineErrorCode } from "../errors.ts";
import { CORPUS_DIR, corpusBytes } from "../testing/corpus.ts";
import { makePdf } from "../testing/factories.ts";
import { dumpPdfs, normalizePdf, PDF_WARNINGS } from "./pdf.ts";
import {
  pdfFromObjects,
  pdfInfo,
  pdfText,
  qpdfCheck,
  qpdfDump,
  unsafeContent,
} from "../testing/converted.ts";

type Expectation =
  | {
      pages: number;
      warn?: RegExp[];
      /** A stream already corrupt in the input, copied as it is. */ corruptStream?: true;
    }
  | { error: EngineErrorCode; reason?: RegExp };

const REPAIRED = /damaged and has been repaired/;
const SIGNED = /digital signature on this PDF no longer validates/;

/** Every PDF in ../shared/corpus/pdf. A file added to the corpus fails the coverage test until it is listed here. */
const EXPECTED: Record<string, Expectation> = {
  // A user password is needed (qpdf --requires-password exits 0, or "invalid password").
  "issue3371.pdf": { error: "PDF_NEEDS_PASSWORD" },
  "issue6010_1.pdf": { error: "PDF_NEEDS_PASSWORD" },
  "issue21579.pdf": { error: "PDF_NEEDS_PASSWORD" },
  "saslprep-r6.pdf": { error: "PDF_NEEDS_PASSWORD" },
  "bug1782186.pdf": { error: "PDF_NEEDS_PASSWORD" },
  "qpdf_enc-R2-V1_user-view_owner-master.pdf": { error: "PDF_NEEDS_PASSWORD" },
  "qpdf_enc-R6-V5_user-view_owner-master.pdf": { error: "PDF_NEEDS_PASSWORD" },
  "testPassword4Spaces.pdf": { error: "PDF_NEEDS_PASSWORD" },
  "testUnicodePassword.pdf": { error: "PDF_NEEDS_PASSWORD" },
  "testPDF_no_extract_no_accessibility_owner_user.pdf": { error: "PDF_NEEDS_PASSWORD" },
  // Encrypted with an empty user password: decrypted, restrictions gone.
  "empty_protected.pdf": { pages: 1 },
  "secHandler.pdf": { pages: 1 },
  "qpdf_enc-R2-V1_owner-master_noprint.pdf": { pages: 30 },
  "V4-aes.pdf": { pages: 30 },
  "encrypted-with-images.pdf": { pages: 2 },
  "minimal-signed-restricted.pdf": { pages: 2, warn: [SIGNED] },
  "bad-encryption-length.pdf": { pages: 1 },
  "testPDF_protected.pdf": { pages: 41 },
  // Damaged but repairable.
  "qpdf_bad-xref.pdf": { pages: 1 },
  "bad-xref-entry.pdf": { pages: 1, warn: [REPAIRED] },
  "append-xref-loop.pdf": { pages: 30, warn: [REPAIRED] },
  "xref-with-short-size.pdf": { pages: 1, warn: [REPAIRED] },
  "hybrid-xref.pdf": { pages: 30 },
  "leading-junk.pdf": { pages: 30 },
  "damaged-stream.pdf": { pages: 1, corruptStream: true },
  "xref-compressed-in-compressed.pdf": { pages: 30, warn: [REPAIRED] },
  "xref_command_missing.pdf": { pages: 1, warn: [REPAIRED] },
  "Pages-tree-refs.pdf": { pages: 1, warn: [REPAIRED] },
  "scan-bad.pdf": { pages: 1, warn: [REPAIRED] },
  "issue7229.pdf": { pages: 2, warn: [REPAIRED] },
  // Beyond repair.
  "qpdf_bad1_5bytes.pdf": { error: "PDF_DAMAGED" },
  "issue-202.pdf": { error: "PDF_DAMAGED" },
  "REDHAT-1531897-0.pdf": { error: "PDF_DAMAGED" },
  "PDFBOX-3148-2-fuzzed.pdf": { error: "PDF_DAMAGED" },
  "Brotli-Prototype-FileA.pdf": { error: "PDF_DAMAGED", reason: /Brotli/ },
  // Page boxes, sizes and rotation (kept as they are; odd boxes reported).
  "boundingBox_invalid.pdf": { pages: 3, warn: [/pages 1 and 3 of this PDF have no usable page size/] },
  "issue14755.pdf": { pages: 1 },
  "c-linearized.pdf": { pages: 30 },
  "badlin1.pdf": { pages: 30 },
  "lin9.pdf": { pages: 5 },
  "hello_world_rotated.pdf": { pages: 5 },
  "qpdf_rotated_20pages.pdf": { pages: 20 },
  "inherited-rotate.pdf": { pages: 1 },
  "issue5747.pdf": { pages: 1 },
  "boxes.pdf": { pages: 8 },
  "sizes.pdf": { pages: 3 },
  "fxo-smallbig.pdf": { pages: 2 },
  "fax-decode-parms.pdf": { pages: 10 },
  "issue1985.pdf": { pages: 1 },
  "freeculture.pdf": { pages: 352 },
  "tracemonkey.pdf": { pages: 14 },
  // Forms (flattened), XFA, scripts and actions (removed).
  "form-filled-by-acrobat.pdf": { pages: 3 },
  "160F-2019.pdf": { pages: 1 },
  "textfields.pdf": { pages: 1 },
  "testPDF_XFA_govdocs1_258578.pdf": { pages: 1 },
  "issue14130.pdf": { pages: 1, warn: [/dynamic form that only Adobe Reader can display/] },
  "testPDF_acroform3.pdf": { pages: 1 },
  "autoprint.pdf": { pages: 1 },
  "doc_actions.pdf": { pages: 3 },
  "testPDF_jsActionOnPage.pdf": { pages: 1 },
  // Scans, images, odd producers.
  "issue13372.pdf": { pages: 1 },
  "testPDF_JBIG2.pdf": { pages: 1 },
  "testOCR.pdf": { pages: 1 },
  "cmykjpeg.pdf": { pages: 1 },
  "testPDF_jpeg2000.pdf": { pages: 1 },
  "testPDF_incrementalUpdates.pdf": { pages: 1 },
  "testPDF_Version.11.x.PDFA-1b.pdf": { pages: 1 },
  "testPDF_multiFormatEmbFiles.pdf": { pages: 1, warn: [/files attached inside it \(Test\.txt\)/] },
};

/** Outputs larger than this skip `qpdf --check`, which decodes every stream (PDF-TOOLCHAIN.md). */
const CHECK_LIMIT = 2_000_000;

describe("normalizePdf on the corpus", () => {
  it("has an expectation for every corpus PDF", () => {
    const files = readdirSync(path.join(CORPUS_DIR, "pdf")).filter((f) => f.toLowerCase().endsWith(".pdf"));
    expect(Object.keys(EXPECTED).sort()).toEqual(files.sort());
  });

  it.concurrent.each(Object.entries(EXPECTED))("%s", async (name, expected) => {
    const attempt = normalizePdf({ name, bytes: corpusBytes(`pdf/${name}`) });
    if ("error" in expected) {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(EngineError);
      expect(error).toMatchObject({ code: expected.error, file: name });
      expect((error as EngineError).message.startsWith(`${name}: `)).toBe(true);
      if (expected.reason) expect((error as EngineError).reason).toMatch(expected.reason);
      return;
    }
    const result = await attempt;
    expect(result.pageCount).toBe(expected.pages);
    // Exactly the expected warnings: none unexpected, each expected one present.
    expect(result.warnings).toHaveLength(expected.warn?.length ?? 0);
    for (const pattern of expected.warn ?? [])
      expect(result.warnings.some((w) => pattern.test(w))).toBe(true);
    expect(await unsafeContent(result.pdf)).toEqual([]);
    if (result.pdf.length < CHECK_LIMIT) {
      const check = await qpdfCheck(result.pdf);
      if (expected.corruptStream) {
        expect(check.output).toMatch(/error decoding stream data/);
        expect(check.code).toBe(3);
      } else {
        expect(check.output).toContain("No syntax or stream encoding errors");
        expect(check.code).toBe(0);
      }
    }
  });
});

describe("normalizePdf guarantees", () => {
  it("prints filled-in form values into the page and drops the form", async () => {
    const name = "form-filled-by-acrobat.pdf";
    // Before: the value lives in a form field's widget annotation, which an exhibit copy would lose or leave live.
    expect(await unsafeContent(corpusBytes(`pdf/${name}`))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/key \/AcroForm$/),
        expect.stringMatching(/key \/Annots$/),
      ]),
    );
    const { pdf } = await normalizePdf({ name, bytes: corpusBytes(`pdf/${name}`) });
    // After: no annotation or form is left (the corpus table checks that), yet the value is on the page.
    expect(await pdfText(pdf)).toContain("abc potato");
    const catalog = catalogOf(await qpdfDump(pdf));
    expect(catalog["/AcroForm"]).toBeUndefined();
  });

  it("removes the auto-print script", async () => {
    const bytes = corpusBytes("pdf/autoprint.pdf");
    expect((await unsafeContent(bytes)).some((problem) => problem.endsWith("key /JavaScript"))).toBe(true);
    const { pdf } = await normalizePdf({ name: "autoprint.pdf", bytes });
    expect(await unsafeContent(pdf)).toEqual([]);
  });

  it("keeps the content byte-for-byte (streams copied, not re-encoded)", async () => {
    const bytes = corpusBytes("pdf/tracemonkey.pdf");
    const { pdf } = await normalizePdf({ name: "tracemonkey.pdf", bytes });
    expect(await pdfText(pdf)).toBe(await pdfText(bytes));
  });

  it("keeps /Rotate, set on pages or inherited, and puts it on the page itself", async () => {
    for (const name of ["hello_world_rotated.pdf", "inherited-rotate.pdf"]) {
      const { pdf } = await normalizePdf({ name, bytes: corpusBytes(`pdf/${name}`) });
      expect(await pdfInfo(pdf, 1, 1)).toMatch(/Page +1 rot: +90/);
      const pages = Object.values((await qpdfDump(pdf)).qpdf[1]).flatMap((o) =>
        o.value && typeof o.value === "object" && !Array.isArray(o.value) && o.value["/Type"] === "/Page"
          ? [o.value]
          : [],
      );
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(page).toMatchObject({ "/Rotate": 90, "/MediaBox": expect.any(Array) });
    }
  });

  it("gives the same bytes for the same input", async () => {
    const bytes = corpusBytes("pdf/160F-2019.pdf");
    const first = await normalizePdf({ name: "a.pdf", bytes });
    const second = await normalizePdf({ name: "b.pdf", bytes });
    expect(Buffer.from(first.pdf).equals(Buffer.from(second.pdf))).toBe(true);
  });

  it("passes a PDF that needs nothing through unchanged, and rewrites one that does", async () => {
    const plain = await makePdf([{ text: "Rent ledger" }, { text: "Page two", rotate: 90 }]);
    const result = await normalizePdf({ name: "plain.pdf", bytes: plain });
    expect(result.pdf).toBe(plain);
    expect(result.pageCount).toBe(2);
    // An owner password alone opens the file, but the copy in the binder must carry no encryption.
    const restricted = corpusBytes("pdf/encrypted-with-images.pdf");
    const rewritten = await normalizePdf({ name: "restricted.pdf", bytes: restricted });
    expect(Buffer.from(rewritten.pdf).equals(Buffer.from(restricted))).toBe(false);
    expect(await qpdfDump(rewritten.pdf)).not.toHaveProperty(["qpdf", 1, "trailer", "value", "/Encrypt"]);
  });

  it("strips every kind of script and action from a hostile hand-made file", async () => {
    const bytes = await pdfFromObjects(HOSTILE);
    expect((await unsafeContent(bytes)).length).toBeGreaterThan(10);
    const result = await normalizePdf({ name: "hostile.pdf", bytes });
    expect(result.pageCount).toBe(1);
    expect(await unsafeContent(result.pdf)).toEqual([]);
    const text = await pdfText(result.pdf);
    expect(text).toContain("Visible page text");
    // The field had a value but no appearance (NeedAppearances): qpdf generated one before flattening.
    expect(text).toContain("Jane Q. Tenant");
    expect(result.warnings).toEqual([expect.stringMatching(/files attached inside it \(secret\.txt\)/)]);
    // The GoTo bookmark survives as a plain destination; the script bookmark keeps its title but runs nothing.
    const dump = await qpdfDump(result.pdf);
    const items = Object.values(dump.qpdf[1]).flatMap((o) =>
      o.value && typeof o.value === "object" && !Array.isArray(o.value) && "/Title" in o.value
        ? [o.value]
        : [],
    );
    expect(items.map((i) => [i["/Title"], "/Dest" in i, "/A" in i])).toEqual(
      expect.arrayContaining([
        ["u:Go to page", true, false],
        ["u:Run script", false, false],
      ]),
    );
  });

  it("warns about a digital signature that re-saving breaks", async () => {
    const { warnings } = await normalizePdf({
      name: "signed.pdf",
      bytes: corpusBytes("pdf/minimal-signed-restricted.pdf"),
    });
    expect(warnings).toEqual([PDF_WARNINGS.signed]);
  });
});

describe("normalizePdf when the tool misbehaves", () => {
  let dir = "";
  const fake = async (name: string, script: string): Promise<string> => {
    const file = path.join(dir, name);
    await writeFile(file, `#!/bin/sh\n${script}\n`);
    await chmod(file, 0o755);
    return file;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "courtready-fake-qpdf-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reports a crash (signal) as TOOL_FAILED naming the file", async () => {
    const qpdfCommand = await fake("crash", "kill -SEGV $$");
    const attempt = normalizePdf(
      { name: "lease.pdf", bytes: corpusBytes("pdf/autoprint.pdf") },
      { qpdfCommand },
    );
    await expect(attempt).rejects.toMatchObject({ code: "TOOL_FAILED", file: "lease.pdf" });
  });

  it("kills a hanging tool at the timeout and reports TOOL_TIMEOUT naming the file", async () => {
    const qpdfCommand = await fake("hang", "exec sleep 30");
    const attempt = normalizePdf(
      { name: "lease.pdf", bytes: corpusBytes("pdf/autoprint.pdf") },
      { qpdfCommand, timeoutMs: 300 },
    );
    await expect(attempt).rejects.toMatchObject({ code: "TOOL_TIMEOUT", file: "lease.pdf" });
  });

  it("reports TOOL_TIMEOUT with the real qpdf and a tiny time budget", async () => {
    const attempt = normalizePdf(
      { name: "book.pdf", bytes: corpusBytes("pdf/freeculture.pdf") },
      { timeoutMs: 1 },
    );
    await expect(attempt).rejects.toMatchObject({ code: "TOOL_TIMEOUT", file: "book.pdf" });
  });

  it("reports a missing qpdf as TOOL_MISSING", async () => {
    const attempt = normalizePdf(
      { name: "lease.pdf", bytes: corpusBytes("pdf/autoprint.pdf") },
      { qpdfCommand: path.join(dir, "no-such-qpdf") },
    );
    await expect(attempt).rejects.toMatchObject({ code: "TOOL_MISSING", file: "lease.pdf" });
  });

  it("gives each file of a batch dump the crash, hang or missing tool it met, named", async () => {
    const files = [{ name: "a.pdf", bytes: corpusBytes("pdf/autoprint.pdf") }];
    const outcome = async (qpdfCommand: string, timeoutMs?: number) => {
      const [dump] = await dumpPdfs(files, { qpdfCommand, ...(timeoutMs ? { timeoutMs } : {}) });
      return normalizePdf(files[0]!, { qpdfCommand, dump: dump! }).catch((e: unknown) => e);
    };
    expect(await outcome(await fake("crash2", "kill -SEGV $$"))).toMatchObject({
      code: "TOOL_FAILED",
      file: "a.pdf",
    });
    expect(await outcome(await fake("hang2", "exec sleep 30"), 1000)).toMatchObject({
      code: "TOOL_TIMEOUT",
      file: "a.pdf",
    });
    expect(await outcome(path.join(dir, "no-such-qpdf"))).toMatchObject({
      code: "TOOL_MISSING",
      file: "a.pdf",
    });
  }, 30_000);

  it("rejects an empty file without running anything", async () => {
    await expect(normalizePdf({ name: "empty.pdf", bytes: new Uint8Array() })).rejects.toMatchObject({
      code: "EMPTY_FILE",
      file: "empty.pdf",
    });
  });
});

function catalogOf(dump: Awaited<ReturnType<typeof qpdfDump>>): Record<string, unknown> {
  const objects = dump.qpdf[1];
  const trailer = objects["trailer"]?.value as Record<string, string>;
  return objects[`obj:${trailer["/Root"]}`]?.value as Record<string, unknown>;
}

/** One page with every way a PDF can run something, a form field needing an appearance, and an attachment. */
const HOSTILE: Parameters<typeof pdfFromObjects>[0] = {
  "obj:1 0 R": {
    "/Type": "/Catalog",
    "/Pages": "2 0 R",
    "/OpenAction": "10 0 R",
    "/AA": { "/WC": "10 0 R" },
    "/Names": "11 0 R",
    "/AcroForm": "20 0 R",
    "/Outlines": "30 0 R",
  },
  "obj:2 0 R": { "/Type": "/Pages", "/Kids": ["3 0 R"], "/Count": 1, "/MediaBox": [0, 0, 612, 792] },
  "obj:3 0 R": {
    "/Type": "/Page",
    "/Parent": "2 0 R",
    "/Contents": "4 0 R",
    "/Resources": { "/Font": { "/F1": "5 0 R" } },
    "/Annots": ["21 0 R", "22 0 R", "23 0 R"],
    "/AA": { "/O": "10 0 R" },
  },
  "obj:4 0 R": { stream: { dict: {}, text: "BT /F1 18 Tf 72 720 Td (Visible page text) Tj ET" } },
  "obj:5 0 R": { "/Type": "/Font", "/Subtype": "/Type1", "/BaseFont": "/Helvetica" },
  "obj:10 0 R": { "/S": "/JavaScript", "/JS": "u:app.alert('hi'); this.print();", "/Next": "12 0 R" },
  "obj:11 0 R": { "/JavaScript": "13 0 R", "/EmbeddedFiles": "14 0 R" },
  "obj:12 0 R": { "/S": "/Launch", "/F": "u:calc.exe" },
  "obj:13 0 R": { "/Names": ["u:doc", "10 0 R"] },
  "obj:14 0 R": { "/Names": ["u:secret.txt", "15 0 R"] },
  "obj:15 0 R": {
    "/Type": "/Filespec",
    "/F": "u:secret.txt",
    "/UF": "u:secret.txt",
    "/EF": { "/F": "16 0 R" },
  },
  "obj:16 0 R": { stream: { dict: { "/Type": "/EmbeddedFile" }, text: "hello" } },
  "obj:17 0 R": { stream: { dict: {}, text: "<xdp:xdp/>" } },
  "obj:20 0 R": {
    "/Fields": ["21 0 R"],
    "/NeedAppearances": true,
    "/DA": "u:/Helv 0 Tf 0 g",
    "/DR": { "/Font": { "/Helv": "5 0 R" } },
    "/XFA": "17 0 R",
  },
  "obj:21 0 R": {
    "/Type": "/Annot",
    "/Subtype": "/Widget",
    "/FT": "/Tx",
    "/T": "u:tenant",
    "/V": "u:Jane Q. Tenant",
    "/Rect": [72, 600, 400, 630],
    "/F": 4,
    "/P": "3 0 R",
    "/DA": "u:/Helv 12 Tf 0 g",
    "/AA": { "/K": "10 0 R" },
  },
  "obj:22 0 R": {
    "/Type": "/Annot",
    "/Subtype": "/Link",
    "/Rect": [72, 500, 200, 520],
    "/A": { "/S": "/URI", "/URI": "u:http://example.invalid/" },
  },
  "obj:23 0 R": {
    "/Type": "/Annot",
    "/Subtype": "/FileAttachment",
    "/FS": "15 0 R",
    "/Rect": [500, 700, 520, 720],
    "/F": 4,
  },
  "obj:30 0 R": { "/Type": "/Outlines", "/First": "31 0 R", "/Last": "32 0 R", "/Count": 2 },
  "obj:31 0 R": { "/Title": "u:Go to page", "/Parent": "30 0 R", "/Next": "32 0 R", "/A": "33 0 R" },
  "obj:32 0 R": { "/Title": "u:Run script", "/Parent": "30 0 R", "/Prev": "31 0 R", "/A": "10 0 R" },
  "obj:33 0 R": { "/S": "/GoTo", "/D": ["3 0 R", "/Fit"] },
  trailer: { "/Root": "1 0 R", "/Size": 34 },
};

describe("dumpPdfs (one process tree for many files)", () => {
  it("gives every file exactly the outcome of its own run: bytes, pages, warnings or the error", async () => {
    const names = [
      "issue3371.pdf",
      "empty_protected.pdf",
      "xref-compressed-in-compressed.pdf",
      "autoprint.pdf",
      "damaged-stream.pdf",
      "hello_world_rotated.pdf",
      "form-filled-by-acrobat.pdf",
      "bad-xref-entry.pdf",
    ];
    const files = names.map((name) => ({ name, bytes: corpusBytes(`pdf/${name}`) }));
    const dumps = await dumpPdfs(files);
    const settle = (p: Promise<{ pdf: Uint8Array; warnings: string[]; pageCount: number }>) =>
      p.then(
        (r) => ({
          pdf: r.pdf,
          warnings: r.warnings,
          pages: r.pageCount,
        }),
        (e: EngineError) => ({ error: e.code, reason: e.reason }),
      );
    for (const [i, file] of files.entries()) {
      const alone = await settle(normalizePdf(file));
      const batched = await settle(normalizePdf(file, { dump: dumps[i]! }));
      expect(batched, file.name).toEqual(alone);
    }
  }, 120_000);
});
