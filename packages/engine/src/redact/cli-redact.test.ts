// `courtready redact`: usage errors, the real rule lookups (court id and short name), a redaction printed page by
// page with exit 0, and a copy that fails verification deleted with exit 1.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { redactionRules } from "../cli-court.ts";
import { makePdf } from "../testing/factories.ts";
import { FEDERAL, TEXAS } from "../testing/redaction.ts";
import { parseBox, runRedact } from "./cli-redact.ts";
import type { RulesLookup } from "./cli-redact.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-redact-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const lookup: RulesLookup = (by) =>
  Promise.resolve(
    "rules" in by && by.rules === "tx"
      ? { rules: TEXAS, label: TEXAS.name }
      : "court" in by && by.court === "test_court"
        ? { rules: FEDERAL, label: "Test District Court" }
        : undefined,
  );

async function statement(): Promise<string> {
  const file = path.join(work, "statement.pdf");
  writeFileSync(
    file,
    await makePdf([{ text: "SSN: 123-45-6789  Account No. 123456789012" }, { text: "Page two" }]),
  );
  return file;
}

describe("courtready redact", () => {
  it("refuses bad usage with exit 2", async () => {
    const file = await statement();
    const out = path.join(work, "out.pdf");
    for (const args of [
      [file, "--out", out],
      ["--rules", "tx", "--court", "test_court", "--out", out, file],
      ["--rules", "tx", file],
      ["--rules", "tx", "--out", file, file],
      ["--rules", "tx", "--box", "1:10,10", "--out", out, file],
      ["--rules", "nowhere", "--out", out, file],
    ]) {
      const result = await runRedact(args, lookup);
      expect([args.join(" "), result.code]).toEqual([args.join(" "), 2]);
      expect(result.stderr).toMatch(/^courtready redact: /);
    }
  });

  it("parses a box in points from the top left", () => {
    expect(parseBox("2:72,100,150,14")).toEqual({ page: 2, rect: { x0: 72, y0: 100, x1: 222, y1: 114 } });
    expect(parseBox("0:1,1,1,1")).toBeNull();
    expect(parseBox("1:1,1,0,1")).toBeNull();
  });

  it("finds the court's rules by court id and by short name", async () => {
    expect((await redactionRules({ rules: "tx" }))?.rules.id).toBe("tex-r-civ-p-21c");
    expect((await redactionRules({ rules: "federal" }))?.rules.style).toBe("black-box");
    expect((await redactionRules({ court: "ca_los_angeles" }))?.rules.id).toBe("cal-r-ct-1.201");
    expect(await redactionRules({ rules: "ny" })).toBeUndefined();
    expect(await redactionRules({ court: "no_such_court" })).toBeUndefined();
  });

  it("prints what it removed per page, verifies and exits 0; the second page's box is listed too", async () => {
    const file = await statement();
    const out = path.join(work, "statement-tx.pdf");
    const result = await runRedact(["--rules", "tx", "--box", "2:30,20,120,30", file, out], lookup);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "page 1:\n    SSN XXX-XX-XXXX — Social security number (FRCP 5.2(a)(1)): none of it may stay.",
    );
    expect(result.stdout).toContain("ACCOUNT XXXXXXXXXXXX");
    expect(result.stdout).toContain("page 2:\n    box at 30,20 (120 × 30 pt)");
    expect(result.stdout).toContain(`verified: nothing redacted can be read in ${out}`);
    expect(result.stdout).not.toContain("6789");
    expect(existsSync(out)).toBe(true);
  });

  it("deletes a copy that fails verification and exits 1", async () => {
    const file = await statement();
    const out = path.join(work, "failed.pdf");
    const verify = await import("./verify.ts");
    const spy = vi.spyOn(verify, "verifyRedaction").mockResolvedValue({
      ok: false,
      problems: [{ page: 1, message: "a test failure" }],
      seconds: { words: 0, text: 0, file: 0, pixels: 0 },
    });
    try {
      const result = await runRedact(["--court", "test_court", "--out", out, file], lookup);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`NOT verified, so ${out} was not kept:\n  page 1: a test failure`);
      expect(existsSync(out)).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});
