// The `courtready` command as a person runs it from the repository root after set-up: real files from the
// shared corpus in, binder.pdf and binder.zip out; unusable files named on stderr with exit 2 and nothing written.
import { execFile } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { CORPUS } from "../support/corpus.ts";
import { courtready } from "../support/cli.ts";
import { KIT_FILES } from "@courtready/contracts";

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("courtready build", () => {
  it("builds a binder from a PDF, a phone photo, a Word letter and a text file, in the order given", async () => {
    const out = path.join(work, "ok");
    const notes = path.join(work, "notes.txt");
    writeFileSync(notes, "Rent paid on the 1st of every month.\nReceipts attached.\n");
    const files = [
      path.join(CORPUS, "pdf/tracemonkey.pdf"),
      path.join(CORPUS, "image/hopper_orientation_6.jpg"),
      path.join(CORPUS, "office/testWORD.docx"),
      notes,
    ];
    const result = await courtready([
      "build",
      "--out",
      out,
      "--role",
      "respondent",
      "--case-name",
      "Smith v. Jones",
      "--case-number",
      "24-CV-1",
      "--bates-prefix",
      "JONES",
      "--describe",
      "notes.txt=Tenant's notes",
      "--json",
      ...files,
    ]);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout) as {
      pages: number;
      exhibits: {
        label: string;
        source: string;
        pages: number;
        startPage: number;
        endPage: number;
        batesStart: string;
        batesEnd: string;
      }[];
    };
    expect(summary.exhibits.map((e) => [e.label, e.source])).toEqual([
      ["A", "tracemonkey.pdf"],
      ["B", "hopper_orientation_6.jpg"],
      ["C", "testWORD.docx"],
      ["D", "notes.txt"],
    ]);
    expect(summary.exhibits[0]).toMatchObject({
      pages: 14,
      startPage: 3,
      endPage: 16,
      batesStart: "JONES-000001",
      batesEnd: "JONES-000014",
    });
    expect(summary.pages).toBe(summary.exhibits.at(-1)!.endPage);

    const zip = unzipSync(new Uint8Array(readFileSync(path.join(out, "binder.zip"))));
    expect(Object.keys(zip).sort()).toEqual([
      "binder.pdf",
      "exhibit-list.pdf",
      "exhibits/Exhibit A - tracemonkey.pdf",
      "exhibits/Exhibit B - hopper_orientation_6.pdf",
      "exhibits/Exhibit C - testWORD.pdf",
      "exhibits/Exhibit D - notes.pdf",
    ]);
    expect(Buffer.from(zip["binder.pdf"]!).equals(readFileSync(path.join(out, "binder.pdf")))).toBe(true);
  });

  it("--enhanced writes the print kit, split into volumes under --max-size-mb, with OCR on the photo", async () => {
    const out = path.join(work, "kit");
    // An earlier, unsplit build left a binder.pdf here; the person's own file must stay.
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, "binder.pdf"), "%PDF- an earlier build");
    writeFileSync(path.join(out, "my-notes.txt"), "mine");
    const notes = path.join(work, "tenant-notes.txt");
    writeFileSync(notes, "Tenant: Jane Roe\nSSN 123-45-6789\nRent paid March 3, 2024.\n");
    // A second 1 MB paper with a text layer, so the binder needs two volumes under 1.5 MB. Not a scan: --ocr would
    // read a scan's every page (issue7229.pdf's two 200 dpi pages took ~50 of this test's ~60 s), and what is
    // asserted here is the photo's OCR; reading scanned PDFs is packages/engine/src/kit/ocr.test.ts's.
    const appendix = path.join(work, "appendix.pdf");
    copyFileSync(path.join(CORPUS, "pdf/tracemonkey.pdf"), appendix);
    const result = await courtready([
      "build",
      "--out",
      out,
      "--enhanced",
      "--max-size-mb",
      "1.5",
      "--ocr",
      "--label-start",
      "4",
      "--bates-prefix",
      "ROE",
      "--json",
      path.join(CORPUS, "pdf/tracemonkey.pdf"),
      appendix,
      path.join(CORPUS, "image/hopper_orientation_6.jpg"),
      notes,
    ]);
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as {
      pages: number;
      exhibits: { label: string; volume: number; startPage: number; endPage: number }[];
      volumes: { volume: number; file: string; firstPage: number; lastPage: number; bytes: number }[];
      kit: { files: string[]; quality: string };
    };
    expect(summary.volumes.length).toBeGreaterThanOrEqual(2);
    for (const v of summary.volumes) {
      expect(v.bytes).toBeLessThanOrEqual(1.5 * 1024 * 1024);
      expect(readFileSync(path.join(out, v.file)).byteLength).toBe(v.bytes);
    }
    expect(summary.volumes.at(-1)!.lastPage).toBe(summary.pages);
    expect(summary.exhibits.map((e) => e.volume)).toEqual([...summary.exhibits.map((e) => e.volume)].sort());
    expect(existsSync(path.join(out, "binder.pdf"))).toBe(false);
    expect(readFileSync(path.join(out, "my-notes.txt"), "utf8")).toBe("mine");
    for (const name of Object.values(KIT_FILES)) {
      expect(summary.kit.files).toContain(name);
      expect(existsSync(path.join(out, name)), name).toBe(true);
    }
    const kit = unzipSync(new Uint8Array(readFileSync(path.join(out, "enhanced-kit.zip"))));
    expect(Object.keys(kit).sort()).toEqual([...summary.kit.files].sort());
    const report = JSON.parse(readFileSync(path.join(out, "quality-report.json"), "utf8")) as {
      status: string;
      documents: { source: string; conversions: string[]; personalData: { masked: string }[] }[];
    };
    expect(summary.kit.quality).toBe("fix");
    expect(report.documents[3]!.personalData[0]!.masked).toBe("***-**-6789");
    expect(report.documents[2]!.conversions.join(" ")).toMatch(/Text recognised \(OCR\)/);
    expect(readFileSync(path.join(out, "quality-report.html"), "utf8")).toContain("Fix before filing");
  });

  it("--max-size-mb continues one exhibit larger than the limit across volumes (issue 24)", async () => {
    // A 2.6 MB, 352-page book as one exhibit: with a 2 MB limit this stopped with "no volume can hold it".
    const out = path.join(work, "continued");
    const result = await courtready([
      "build",
      "--out",
      out,
      "--max-size-mb",
      "2",
      "--bates-prefix",
      "ROE",
      "--json",
      path.join(CORPUS, "pdf/freeculture.pdf"),
    ]);
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as {
      pages: number;
      exhibits: { parts: { volume: number; fromPage: number; toPage: number; startPage: number }[] }[];
      volumes: { volume: number; file: string; bytes: number }[];
    };
    expect(summary.volumes.length).toBeGreaterThanOrEqual(2);
    for (const v of summary.volumes) {
      expect(v.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
      expect(readFileSync(path.join(out, v.file)).byteLength).toBe(v.bytes);
      const check = await run("qpdf", ["--check", path.join(out, v.file)]).catch((e: unknown) => e);
      expect(check, `qpdf --check ${v.file}`).toHaveProperty("stdout");
    }
    const parts = summary.exhibits[0]!.parts;
    expect(parts.map((p) => p.volume)).toEqual(summary.volumes.map((v) => v.volume));
    expect(parts.at(-1)!.toPage).toBe(352);
    // Volume 2 opens (after its cover) on the continued page: its stamps and the slip line.
    const second = parts[1]!;
    const { stdout } = await run("pdftotext", [
      "-layout",
      "-f",
      "2",
      "-l",
      "2",
      path.join(out, "binder-volume-2.pdf"),
      "-",
    ]);
    expect(stdout).toContain(`Exhibit 1 – page ${second.fromPage} of 352`);
    expect(stdout).toContain("Exhibit 1 (continued from Volume 1)");
    expect(stdout).toContain(`Page ${second.startPage} of ${summary.pages}`);
    expect(stdout).toContain(`ROE-${String(second.fromPage).padStart(6, "0")}`);
    const zip = unzipSync(new Uint8Array(readFileSync(path.join(out, "binder.zip"))));
    expect(Object.keys(zip).filter((n) => n.startsWith("exhibits/"))).toEqual(
      parts.map((_, k) => `exhibits/Exhibit 1 - freeculture (part ${k + 1} of ${parts.length}).pdf`),
    );
  });

  it("names every unusable file on stderr, exits 2 and writes nothing", async () => {
    const out = path.join(work, "bad");
    const empty = path.join(work, "empty.pdf");
    writeFileSync(empty, "");
    const result = await courtready([
      "build",
      "--out",
      out,
      path.join(CORPUS, "pdf/tracemonkey.pdf"),
      path.join(CORPUS, "pdf/issue6010_1.pdf"),
      empty,
      path.join(CORPUS, "office/testWordPerfect_42.doc"),
    ]);
    expect(result.code).toBe(2);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^issue6010_1\.pdf: .*password/);
    expect(lines[1]).toMatch(/^empty\.pdf: .*empty/);
    expect(lines[2]).toMatch(/^testWordPerfect_42\.doc: /);
    expect(existsSync(out)).toBe(false);
  });

  it("inspect says what each file is and how many pages it has", async () => {
    const result = await courtready([
      "inspect",
      path.join(CORPUS, "pdf/hello_world_rotated.pdf"),
      path.join(CORPUS, "text/utf16le_bom.txt"),
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("hello_world_rotated.pdf: PDF Document (pdf), 5 pages");
    expect(result.stdout).toMatch(/utf16le_bom\.txt: Text Document \(text\), 1 page/);
  });

  it("--court applies that court's filing profile, and refuses a court it does not know with exit 2", async () => {
    const out = path.join(work, "court");
    const pdf = path.join(CORPUS, "pdf/hello_world_rotated.pdf");
    const known = await courtready(["build", "--out", out, "--court", "tx_harris", pdf]);
    expect(known.code, known.stderr).toBe(0);
    // eFileTexas takes Latin-1 letters and digits only in a file name (packages/courts' profile for Texas).
    expect(existsSync(path.join(out, "ExhibitBinder.pdf"))).toBe(true);
    expect(existsSync(path.join(out, "binder.pdf"))).toBe(false);
    const unknown = await courtready([
      "build",
      "--out",
      path.join(work, "nowhere"),
      "--court",
      "xx_nowhere",
      pdf,
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown court "xx_nowhere"');
    expect(existsSync(path.join(work, "nowhere"))).toBe(false);
  });

  it("explains its usage on a bad option", async () => {
    const result = await courtready(["build", "--out", path.join(work, "x"), "--role", "wizard", "a.pdf"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unknown role "wizard"');
  });
});
