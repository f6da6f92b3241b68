// convertOffice: every Office file of the corpus in one LibreOffice batch (one written-out expectation per file),
// then the batching, retry, timeout, naming and concurrency rules against a scripted stand-in for LibreOffice.
import { readdirSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipSync } from "fflate";
import { EngineError } from "../errors.ts";
import type { EngineErrorCode } from "../errors.ts";
import { CORPUS_DIR, corpusBytes, corpusPath } from "../testing/corpus.ts";
import { convertOffice, setOfficeConcurrency } from "./office.ts";
import { looksPasswordProtected, officeFormat } from "./office-sniff.ts";
import type { OfficeFormat } from "./office-sniff.ts";
import type { NormalizedDocument } from "./pdf.ts";
import { pdfInfo, pdfText, qpdfCheck, unsafeContent } from "../testing/converted.ts";
import { decompressionBomb, readZipDirectory } from "../zip/checked.ts";
import { expectText } from "@courtready/contracts/testing";

interface Expectation {
  /** "pdf": converted with at least one page; otherwise the error code. */
  result: "pdf" | EngineErrorCode;
  /** What officeFormat makes of the bytes (the extension LibreOffice is given). */
  format: OfficeFormat;
  /** Text that must come out of the PDF. */
  text?: string;
}

/** Every file in ../shared/corpus/office. A file added to the corpus fails the coverage test until listed here. */
const EXPECTED: Record<string, Expectation> = {
  "testWORD.doc": { result: "pdf", format: "doc" },
  "testWORD6.doc": { result: "pdf", format: "doc", text: "The quick brown fox jumps over the lazy dog" },
  "testWORD_various.doc": { result: "pdf", format: "doc" },
  "testWORD_3imgs.doc": { result: "pdf", format: "doc" },
  "testWORD_macros.doc": { result: "pdf", format: "doc" },
  "testWORD_protected_passtika.doc": { result: "OFFICE_NEEDS_PASSWORD", format: "doc" },
  "testControlCharacters.doc": { result: "pdf", format: "doc" },
  // WordPerfect 4.2 behind a .doc name: LibreOffice reads it by content.
  "testWordPerfect_42.doc": { result: "pdf", format: "doc", text: "Sluwe Sjaantje sloeg de slome slager" },
  "testLargeOLEDoc.doc": { result: "pdf", format: "doc" },
  "testWORD.docx": { result: "pdf", format: "docx", text: "This is a sample Microsoft Word Document" },
  "testWORD_various.docx": { result: "pdf", format: "docx" },
  "testWORD_3imgs.docx": { result: "pdf", format: "docx" },
  "testWORD_embedded_pics.docx": { result: "pdf", format: "docx" },
  "testWORD_tableInRunInsideParagraph.docx": { result: "pdf", format: "docx" },
  "testWORD_charts.docx": { result: "pdf", format: "docx" },
  "testWORD_numbered_list.docx": { result: "pdf", format: "docx" },
  "testWORD_signed.docx": { result: "pdf", format: "docx" },
  "testWORD_truncated.docx": { result: "OFFICE_CONVERSION_FAILED", format: "docx" },
  "testWORD_protected_passtika.docx": { result: "OFFICE_NEEDS_PASSWORD", format: "docx" },
  "testEXCEL.xls": { result: "pdf", format: "xls" },
  "testEXCEL_95.xls": { result: "pdf", format: "xls" },
  "testEXCEL_5.xls": { result: "pdf", format: "xls" },
  // Excel 4 is not an OLE file; the extension steers LibreOffice.
  "testEXCEL_4.xls": { result: "pdf", format: "xls", text: "Examination Coverage" },
  "testEXCEL_protected_passtika.xls": { result: "OFFICE_NEEDS_PASSWORD", format: "xls" },
  "testEXCEL_macro.xls": { result: "pdf", format: "xls", text: "a macro is about to be created" },
  // The chart is an embedded MS Graph object; rewriting the workbook as .xlsx to fit it lost the chart, the .ods
  // route keeps it.
  "testMSChart-govdocs-428996.xls": { result: "pdf", format: "xls", text: "R&D Partners" },
  "testEXCEL_labels-govdocs-515858.xls": { result: "pdf", format: "xls" },
  "testEXCEL.xlsx": { result: "pdf", format: "xlsx", text: "Numbers and their Squares" },
  "testEXCEL.strict.xlsx": { result: "pdf", format: "xlsx", text: "Start of 2nd sheet" },
  "testEXCEL_1img.xlsx": { result: "pdf", format: "xlsx" },
  "testEXCEL_headers_footers.xlsx": { result: "pdf", format: "xlsx" },
  "testEXCEL_dateFormats.xlsx": { result: "pdf", format: "xlsx" },
  "testEXCEL_charts.xlsx": { result: "pdf", format: "xlsx" },
  "testEXCEL_protected_passtika.xlsx": { result: "OFFICE_NEEDS_PASSWORD", format: "xlsx" },
  "testRTF.rtf": { result: "pdf", format: "rtf", text: "Test d’indexation Word" },
  "testRTFJapanese.rtf": { result: "pdf", format: "rtf", text: "ゾルゲの処刑記録" },
  "testRTF-ms932.rtf": { result: "pdf", format: "rtf", text: "こんにちは" },
  "testRTFWindowsCodepage1250.rtf": { result: "pdf", format: "rtf", text: "zażółć gęślą jaźń" },
  "testRTFRegularImages.rtf": { result: "pdf", format: "rtf" },
  "testRTFEmbeddedFiles.rtf": { result: "pdf", format: "rtf" },
  "testRTFCorruptListOverride.rtf": { result: "pdf", format: "rtf" },
  "testRTFInvalidUnicode.rtf": { result: "pdf", format: "rtf" },
  "testRTFTableCellSeparation.rtf": { result: "pdf", format: "rtf" },
  // LibreOffice 7.4 cannot load this RTF (raw \bin data); so says the message.
  "testBinControlWord.rtf": { result: "OFFICE_CONVERSION_FAILED", format: "rtf" },
};

const CHECK_LIMIT = 2_000_000;
const SPREADSHEETS = Object.entries(EXPECTED).flatMap(([name, e]) =>
  e.result === "pdf" && (e.format === "xls" || e.format === "xlsx") ? [name] : [],
);

describe("convertOffice on the corpus (one LibreOffice batch)", () => {
  let results = new Map<string, NormalizedDocument | EngineError>();

  beforeAll(async () => {
    const files = Object.keys(EXPECTED).map((name) => ({ name, bytes: corpusBytes(`office/${name}`) }));
    // A bounded run: if LibreOffice waited on a password prompt, the protected files (and every file after them)
    // would come back as TOOL_TIMEOUT instead of OFFICE_NEEDS_PASSWORD.
    results = await convertOffice(files, { timeoutMs: 240_000 });
  }, 300_000);

  it("has an expectation for every corpus Office file", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(readdirSync(path.join(CORPUS_DIR, "office")).sort());
  });

  it.each(Object.entries(EXPECTED))("%s", async (name, expected) => {
    const result = results.get(name);
    if (expected.result !== "pdf") {
      expect(result).toBeInstanceOf(EngineError);
      expect(result).toMatchObject({ code: expected.result, file: name });
      return;
    }
    if (result instanceof EngineError) throw result;
    expect(result).toBeDefined();
    expect(result!.pageCount).toBeGreaterThanOrEqual(1);
    expect(await unsafeContent(result!.pdf)).toEqual([]);
    if (result!.pdf.length < CHECK_LIMIT) expect((await qpdfCheck(result!.pdf)).code).toBe(0);
    if (expected.text) expect(await pdfText(result!.pdf)).toContain(expected.text);
  });

  it("prints spreadsheets on Letter, one page wide, landscape when the columns need it", async () => {
    for (const name of SPREADSHEETS) {
      const result = results.get(name) as NormalizedDocument;
      const info = await pdfInfo(result.pdf, 1, result.pageCount);
      const sizes = [...info.matchAll(/Page +\d+ size: +([\d.]+) x ([\d.]+) pts/g)].map(
        (m) => `${m[1]}x${m[2]}`,
      );
      expect(sizes).toHaveLength(result.pageCount);
      for (const size of sizes) expect(["612x792", "792x612"]).toContain(size);
    }
    // A 12-column IRS table: too wide for portrait, so landscape, and 4 pages instead of the 9 LibreOffice makes
    // by spilling columns onto extra pages.
    const wide = results.get("testEXCEL_4.xls") as NormalizedDocument;
    expect(await pdfInfo(wide.pdf, 1, 1)).toMatch(/Page +1 size: +792 x 612 pts/);
    expect(wide.pageCount).toBeLessThan(9);
    const narrow = results.get("testEXCEL.xlsx") as NormalizedDocument;
    expect(await pdfInfo(narrow.pdf, 1, 1)).toMatch(/Page +1 size: +612 x 792 pts/);
  });

  it("gives the same bytes for the same file, batched or on its own", async () => {
    const names = ["testRTF.rtf", "testEXCEL.xlsx"];
    const again = await convertOffice(names.map((name) => ({ name, bytes: corpusBytes(`office/${name}`) })));
    for (const name of names) {
      const first = results.get(name) as NormalizedDocument;
      const second = again.get(name) as NormalizedDocument;
      expect(Buffer.from(second.pdf).equals(Buffer.from(first.pdf))).toBe(true);
    }
  }, 120_000);

  it("stops a real LibreOffice at a tiny timeout and names the file", async () => {
    const results = await convertOffice(
      [{ name: "letter.docx", bytes: corpusBytes("office/testWORD.docx") }],
      {
        timeoutMs: 50,
      },
    );
    expect(results.get("letter.docx")).toMatchObject({ code: "TOOL_TIMEOUT", file: "letter.docx" });
  });
});

describe("officeFormat and looksPasswordProtected", () => {
  it.each(Object.entries(EXPECTED))("%s", (name, expected) => {
    const bytes = corpusBytes(`office/${name}`);
    expect(officeFormat(bytes, name)).toBe(expected.format);
    expect(looksPasswordProtected(bytes)).toBe(expected.result === "OFFICE_NEEDS_PASSWORD");
  });

  it("trusts the bytes over the name", () => {
    expect(officeFormat(corpusBytes("office/testEXCEL.xlsx"), "report.docx")).toBe("xlsx");
    expect(officeFormat(corpusBytes("office/testWORD.doc"), "notes.xls")).toBe("doc");
    expect(officeFormat(corpusBytes("office/testRTF.rtf"), "letter.doc")).toBe("rtf");
  });
});

describe("decompression bombs", () => {
  it("refuses an archive that unpacks far beyond its size, before LibreOffice sees it", async () => {
    const bomb = zipSync({ "xl/worksheets/sheet1.xml": new Uint8Array(64 * 1024 * 1024) }, { level: 9 });
    expect(decompressionBomb(bomb)).toMatchObject({ declaredBytes: 64 * 1024 * 1024 });
    // No LibreOffice at that path: reaching it would give OFFICE_UNAVAILABLE instead.
    const results = await convertOffice([{ name: "rent.xlsx", bytes: bomb }], {
      sofficeCommand: "/nonexistent/soffice",
    });
    const error = results.get("rent.xlsx");
    expect(error).toMatchObject({ code: "DECOMPRESSION_BOMB", file: "rent.xlsx" });
    expect((error as EngineError).reason).toMatch(/unpack to 64 MB from \d+ KB/);
    // By code too, the sizes as params, so a Spanish reader gets it in Spanish (issue 39).
    expect((error as EngineError).refusal).toEqual({
      code: "officeBomb",
      params: { declared: "64 MB", actual: expect.stringMatching(/^\d+ KB$/) },
    });
  });

  it("lets real Office files through", () => {
    for (const name of ["testWORD.docx", "testEXCEL_1img.xlsx", "testWORD_embedded_pics.docx"]) {
      expect(decompressionBomb(corpusBytes(`office/${name}`))).toBeNull();
    }
    expect(readZipDirectory(corpusBytes("office/testWORD_truncated.docx"))).toBeNull();
    expect(readZipDirectory(corpusBytes("office/testWORD.docx"))?.map((e) => e.name)).toContain(
      "word/document.xml",
    );
  });
});

describe("convertOffice batching rules (scripted LibreOffice)", () => {
  let dir = "";
  /**
   * A stand-in for soffice: logs its arguments and profile, converts inputs containing CONVERT (by copying a
   * sample PDF), crashes on CRASH, writes half a PDF then crashes on PARTIAL, hangs on HANG, and leaves no output
   * for anything else, like LibreOffice failing to load a file. With a lock path it also records runs that
   * overlap.
   */
  const fakeSoffice = async (name: string, lock = ""): Promise<{ command: string; log: string }> => {
    const command = path.join(dir, name);
    const log = path.join(dir, `${name}.log`);
    const script = `#!/usr/bin/env node
const fs = require("node:fs");
const path = require("node:path");
const { fileURLToPath } = require("node:url");
const log = ${JSON.stringify(log)};
const lock = ${JSON.stringify(lock)};
const sample = ${JSON.stringify(corpusPath("pdf/sizes.pdf"))};
const args = process.argv.slice(2);
const outdir = args[args.indexOf("--outdir") + 1];
const target = args[args.indexOf("--convert-to") + 1];
const profile = fileURLToPath(args.find((a) => a.startsWith("-env:UserInstallation=")).slice(22));
const settings = fs.readFileSync(path.join(profile, "user", "registrymodifications.xcu"), "utf8");
fs.appendFileSync(log, JSON.stringify({ args, profile: settings }) + "\\n");
if (lock) {
  try { fs.closeSync(fs.openSync(lock, "wx")); } catch { fs.appendFileSync(log, "OVERLAP\\n"); }
}
function convert() {
  for (const input of args.filter((a) => a.includes(path.sep + "in" + path.sep))) {
    const text = fs.readFileSync(input, "latin1");
    if (text.includes("CRASH")) process.kill(process.pid, "SIGSEGV");
    if (text.includes("PARTIAL")) {
      const pdf = fs.readFileSync(sample);
      fs.writeFileSync(path.join(outdir, path.basename(input).replace(/[.][^.]+$/, "." + target)), pdf.subarray(0, pdf.length / 2));
      process.kill(process.pid, "SIGSEGV");
    }
    if (text.includes("HANG")) return false;
    const output = path.join(outdir, path.basename(input).replace(/[.][^.]+$/, "." + target));
    if (text.includes("CONVERT")) fs.copyFileSync(sample, output);
  }
  return true;
}
if (!convert()) setInterval(() => {}, 1000);
else if (lock) setTimeout(() => fs.unlinkSync(lock), 300);
`;
    await writeFile(command, script);
    await chmod(command, 0o755);
    return { command, log };
  };
  const file = (name: string, content: string) => ({ name, bytes: new TextEncoder().encode(content) });
  const runs = async (log: string) =>
    (await readFile(log, "utf8")).split("\n").filter((l) => l.startsWith("{"));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "courtready-fake-soffice-"));
  });
  afterAll(async () => {
    setOfficeConcurrency(1);
    await rm(dir, { recursive: true, force: true });
  });

  it("converts the batch in one run", async () => {
    const { command, log } = await fakeSoffice("one-run");
    const results = await convertOffice([file("a.docx", "CONVERT"), file("b.rtf", "CONVERT")], {
      sofficeCommand: command,
    });
    expect(results.get("a.docx")).toMatchObject({ pageCount: 3 });
    expect(results.get("b.rtf")).toMatchObject({ pageCount: 3 });
    expect(await runs(log)).toHaveLength(1);
  });

  it("retries the unfinished files one by one after a crash, so one bad file fails alone", async () => {
    const { command, log } = await fakeSoffice("crash");
    const results = await convertOffice(
      [file("first.docx", "CONVERT"), file("bad.docx", "CRASH"), file("last.docx", "CONVERT")],
      { sofficeCommand: command },
    );
    expect(results.get("first.docx")).toMatchObject({ pageCount: 3 });
    expect(results.get("bad.docx")).toMatchObject({ code: "TOOL_FAILED", file: "bad.docx" });
    expect(results.get("last.docx")).toMatchObject({ pageCount: 3 });
    // The batch, then bad.docx alone, then last.docx alone; first.docx was done and is not redone.
    expect(await runs(log)).toHaveLength(3);
  });

  it("does not take a half-written PDF from a crashed run for a conversion", async () => {
    const { command } = await fakeSoffice("partial");
    const results = await convertOffice([file("cut.docx", "PARTIAL"), file("fine.docx", "CONVERT")], {
      sofficeCommand: command,
    });
    expect(results.get("cut.docx")).toMatchObject({ code: "TOOL_FAILED", file: "cut.docx" });
    expect(results.get("fine.docx")).toMatchObject({ pageCount: 3 });
  });

  it("fails the unfinished files with TOOL_TIMEOUT when the run hangs, without retrying", async () => {
    const { command, log } = await fakeSoffice("hang");
    const results = await convertOffice(
      [file("first.docx", "CONVERT"), file("stuck.docx", "HANG"), file("last.docx", "CONVERT")],
      { sofficeCommand: command, timeoutMs: 3_000 },
    );
    expect(results.get("first.docx")).toMatchObject({ pageCount: 3 });
    expect(results.get("stuck.docx")).toMatchObject({ code: "TOOL_TIMEOUT", file: "stuck.docx" });
    expect(results.get("last.docx")).toMatchObject({ code: "TOOL_TIMEOUT", file: "last.docx" });
    expect(await runs(log)).toHaveLength(1);
  });

  it("tells a password-protected file from a damaged one when no output comes back", async () => {
    const { command } = await fakeSoffice("no-output");
    const results = await convertOffice(
      [
        { name: "locked.docx", bytes: corpusBytes("office/testWORD_protected_passtika.docx") },
        { name: "locked.xls", bytes: corpusBytes("office/testEXCEL_protected_passtika.xls") },
        file("junk.doc", "not a document"),
      ],
      { sofficeCommand: command },
    );
    expect(results.get("locked.docx")).toMatchObject({ code: "OFFICE_NEEDS_PASSWORD", file: "locked.docx" });
    expect(results.get("locked.xls")).toMatchObject({ code: "OFFICE_NEEDS_PASSWORD", file: "locked.xls" });
    expect(results.get("junk.doc")).toMatchObject({ code: "OFFICE_CONVERSION_FAILED", file: "junk.doc" });
  });

  it("never puts the user's file name on disk or on the command line, and writes a locked-down profile", async () => {
    const { command, log } = await fakeSoffice("names");
    const hostile = `../../x; rm -rf ~ $(reboot) "quoted".docx`;
    const results = await convertOffice([file(hostile, "CONVERT")], { sofficeCommand: command });
    expect(results.get(hostile)).toMatchObject({ pageCount: 3 });
    const [line] = await runs(log);
    const { args, profile } = JSON.parse(line!) as { args: string[]; profile: string };
    expect(args.join(" ")).not.toContain("reboot");
    expect(args.filter((a) => a.endsWith(".docx")).map((a) => path.basename(a))).toEqual(["f0001.docx"]);
    expect(args).toEqual(expect.arrayContaining(["--headless", "--norestore", "--convert-to", "pdf"]));
    expectText(profile, {
      has: [
        '<prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value>',
        '<prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value>',
        '<prop oor:name="AutoCheckEnabled" oor:op="fuse"><value>false</value>',
      ],
    });
  });

  it("runs one LibreOffice at a time across concurrent calls by default", async () => {
    setOfficeConcurrency(1);
    const lock = path.join(dir, "running.lock");
    const { command, log } = await fakeSoffice("serial", lock);
    await Promise.all(
      ["a", "b", "c"].map((n) => convertOffice([file(`${n}.docx`, "CONVERT")], { sofficeCommand: command })),
    );
    const lines = (await readFile(log, "utf8")).split("\n");
    expect(lines.filter((l) => l.startsWith("{"))).toHaveLength(3);
    expect(lines).not.toContain("OVERLAP");
  });

  it("lets the limit be raised, and refuses a nonsensical one", () => {
    expect(() => setOfficeConcurrency(0)).toThrow(RangeError);
    setOfficeConcurrency(2);
    setOfficeConcurrency(1);
  });

  it("reports OFFICE_UNAVAILABLE for every file when LibreOffice is not installed", async () => {
    const results = await convertOffice([file("a.docx", "x"), file("b.xls", "y")], {
      sofficeCommand: path.join(dir, "no-such-soffice"),
    });
    expect(results.get("a.docx")).toMatchObject({ code: "OFFICE_UNAVAILABLE", file: "a.docx" });
    expect(results.get("b.xls")).toMatchObject({ code: "OFFICE_UNAVAILABLE", file: "b.xls" });
  });

  it("rejects empty files and duplicate names", async () => {
    const results = await convertOffice([{ name: "empty.docx", bytes: new Uint8Array() }], {
      sofficeCommand: path.join(dir, "no-such-soffice"),
    });
    expect(results.get("empty.docx")).toMatchObject({ code: "EMPTY_FILE" });
    await expect(convertOffice([file("a.docx", "x"), file("a.docx", "y")])).rejects.toThrow(/unique/);
  });
});
