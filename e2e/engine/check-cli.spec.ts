// `courtready check` as a person runs it: exit 0 when nothing blocks filing, 1 when something does, 2 for bad usage,
// an unknown court or a file that cannot be read (named); `--json` prints the contracts' ZFilingCheckReport.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ZFilingCheckReport } from "@courtready/contracts";
import { CORPUS } from "../support/corpus.ts";
import { courtready } from "../support/cli.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-check-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("courtready check", () => {
  it("passes a clean PDF with exit 0 and prints the report's exact shape with --json", async () => {
    const file = path.join(CORPUS, "pdf/tracemonkey.pdf");
    const plain = await courtready(["check", "--court", "tx_harris", file]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/tracemonkey\.pdf: ready to file at /);
    const json = await courtready(["check", "--court", "tx_harris", "--json", file]);
    expect(json.code).toBe(0);
    const report = ZFilingCheckReport.strict().parse(JSON.parse(json.stdout));
    expect(report).toMatchObject({ court: "tx_harris", files: [{ file: "tracemonkey.pdf", pages: 14 }] });
  });

  it("exits 1 when a file is locked with a password", async () => {
    const locked = path.join(work, "locked.pdf");
    execFileSync("qpdf", [
      "--encrypt",
      "user",
      "owner",
      "256",
      "--",
      path.join(CORPUS, "pdf/tracemonkey.pdf"),
      locked,
    ]);
    const result = await courtready(["check", "--court", "tx_harris", "--json", locked]);
    expect(result.code).toBe(1);
    const report = ZFilingCheckReport.parse(JSON.parse(result.stdout));
    expect(report.files[0]!.findings.map((f) => [f.rule, f.severity, f.page])).toEqual([
      ["encrypted", "blocker", null],
    ]);
  });

  it("exits 2 naming an unknown court, a missing file or a file that is not a PDF", async () => {
    const court = await courtready([
      "check",
      "--court",
      "xx_nowhere",
      path.join(CORPUS, "pdf/tracemonkey.pdf"),
    ]);
    expect(court.code).toBe(2);
    expect(court.stderr).toContain('unknown court "xx_nowhere"');
    const missing = path.join(work, "missing.pdf");
    const gone = await courtready(["check", "--court", "tx_harris", missing]);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain(`${missing}: no such file`);
    const notes = path.join(work, "notes.pdf");
    writeFileSync(notes, "not a pdf");
    const text = await courtready(["check", "--court", "tx_harris", notes]);
    expect(text.code).toBe(2);
    expect(text.stderr).toContain(`${notes}: this is not a PDF`);
    expect((await courtready(["check", "--court", "tx_harris"])).code).toBe(2);
    expect((await courtready(["check", path.join(CORPUS, "pdf/tracemonkey.pdf")])).code).toBe(2);
  });
});
