// `courtready redact` as a person runs it: a Texas court's rules on a page holding an SSN, an account number, a
// birth date, a home address and a minor's name, plus a drawn box; the copy holds none of them (pdftotext, qpdf's
// whole-file dump), the original is unchanged, and an unknown court exits 2 with nothing written.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { courtready } from "../support/cli.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-redact-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const VALUES = ["123-45-6789", "123456789012", "03/14/1985", "1204 Oak Hollow Dr", "Ann Roe", "98765"];

/** A one-page PDF written by `mutool create` (the redaction's own tool) from its content lines. */
function makePage(): string {
  const spec = path.join(work, "page.txt");
  writeFileSync(
    spec,
    [
      "%%MediaBox 0 0 612 792",
      "%%Font F1 Helvetica",
      "BT /F1 12 Tf 72 720 Td (Petitioner, home address: 1204 Oak Hollow Dr, Austin, TX 78701) Tj ET",
      "BT /F1 12 Tf 72 700 Td (DOB: 03/14/1985. The child, Ann Roe, attends school.) Tj ET",
      "BT /F1 12 Tf 72 680 Td (Checking account 123456789012, SSN 123-45-6789.) Tj ET",
      "BT /F1 12 Tf 72 600 Td (Case ref 98765 for the box) Tj ET",
      "",
    ].join("\n"),
  );
  const file = path.join(work, "petition.pdf");
  execFileSync("mutool", ["create", "-o", file, spec]);
  return file;
}

describe("courtready redact", () => {
  it("removes what Tex. R. Civ. P. 21c names and a drawn box, verified, the original unchanged", async () => {
    const file = makePage();
    const before = readFileSync(file);
    const out = path.join(work, "petition-redacted.pdf");
    // The box: pdftotext puts "98765" at x 120.7–154.0, y 183.4–194.5 from the page's top left; "for" starts at 157.
    const result = await courtready([
      "redact",
      "--court",
      "tx_harris",
      "--minor",
      "Ann Roe",
      "--box",
      "1:119,181,37,15",
      "--out",
      out,
      file,
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("petition.pdf: redacted by Tex. R. Civ. P. 21c");
    expect(result.stdout).toContain("SSN XXX-XX-XXXX");
    expect(result.stdout).toContain("MINOR XXX XXX");
    expect(result.stdout).toContain("verified: nothing redacted can be read in");
    const text = execFileSync("pdftotext", [out, "-"], { encoding: "utf8" });
    const dump = execFileSync("qpdf", ["--qdf", "--object-streams=disable", out, "-"]).toString("latin1");
    for (const value of VALUES) {
      expect(text, value).not.toContain(value);
      expect(dump, value).not.toContain(value);
    }
    expect(text).toContain("attends school");
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it("refuses an unknown court with exit 2 and writes nothing", async () => {
    const file = makePage();
    const out = path.join(work, "nowhere.pdf");
    const result = await courtready(["redact", "--court", "xx_nowhere", "--out", out, file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown court "xx_nowhere"');
    expect(existsSync(out)).toBe(false);
  });
});
