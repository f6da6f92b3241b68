// `courtready build --section "TITLE=1,2"` through the real CLI: slip sheets and index headings in order, labels
// running on; flags that cannot be used are refused with the usage (exit 1).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf } from "./testing/factories.ts";
import { pageTexts } from "./testing/pdf.ts";
import { runCli } from "./testing/cli-run.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-sections-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const put = async (name: string, text: string) => {
  const p = path.join(work, name);
  writeFileSync(p, await makePdf([{ text }]));
  return p;
};

describe("courtready build --section", () => {
  it("groups the files into sections with a slip sheet each and headings in the index", async () => {
    const files = [
      await put("lease.pdf", "LEASE"),
      await put("notice.pdf", "NOTICE"),
      await put("receipt.pdf", "RECEIPT"),
      await put("photo.pdf", "PHOTO"),
    ];
    const out = path.join(work, "out");
    const { code, stderr } = await runCli([
      "build",
      "--out",
      out,
      "--section",
      "Lease and notices=1,2",
      "--section",
      "Payments=3",
      "--section",
      "Photos=4-4",
      ...files,
    ]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const texts = pageTexts(readFileSync(path.join(out, "binder.pdf")));
    // Cover, index, slip, lease, notice, slip, receipt, slip, photo.
    expect(texts).toHaveLength(9);
    expect([2, 5, 7].map((p) => texts[p]!.match(/SECTION \d/)?.[0])).toEqual([
      "SECTION 1",
      "SECTION 2",
      "SECTION 3",
    ]);
    expect(texts[6]).toContain("RECEIPT");
    expect(texts[8]).toContain("PLAINTIFF'S EXHIBIT 4");
    const index = texts[1]!;
    const at = ["Section 1: Lease and notices", "Section 2: Payments", "Section 3: Photos"].map((s) =>
      index.indexOf(s),
    );
    expect(at.every((n) => n >= 0) && at[0]! < at[1]! && at[1]! < at[2]!).toBe(true);
  });

  it("keeps the sections' slip sheets in the enhanced kit's print version", async () => {
    const files = [await put("k1.pdf", "FIRST"), await put("k2.pdf", "SECOND")];
    const out = path.join(work, "kit");
    const { code, stderr } = await runCli([
      "build",
      "--out",
      out,
      "--enhanced",
      "--section",
      "Lease=1",
      "--section",
      "Payments=2",
      ...files,
    ]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const print = pageTexts(readFileSync(path.join(out, "binder-print.pdf")));
    const at = (text: string) => print.findIndex((t) => t.includes(text));
    // Cover and index first, then each section's slip sheet before its exhibit's pages.
    expect(at("SECTION 1")).toBeGreaterThan(at("EXHIBIT INDEX"));
    expect(at("SECTION 1")).toBeLessThan(at("FIRST"));
    expect(at("SECTION 2")).toBeGreaterThan(at("FIRST"));
    expect(at("SECTION 2")).toBeLessThan(at("SECOND"));
  });

  it("refuses a file in no section, a run split by another, and numbers past the files", async () => {
    const a = await put("a.pdf", "A");
    const b = await put("b.pdf", "B");
    const c = await put("c.pdf", "C");
    const out = path.join(work, "refused");
    const refusals: [string[], string][] = [
      [["--section", "One=1,2"], "File 3 is in no section"],
      [["--section", "One=1,3", "--section", "Two=2"], 'Section "One" must hold consecutive exhibits'],
      [["--section", "One=1-4"], '"1-4" is not a file number or range between 1 and 3'],
      [["--section", "no numbers"], 'needs "TITLE=FILE_NUMBERS"'],
      [["--section", " =1,2,3"], "--section"],
    ];
    for (const [flags, said] of refusals) {
      const refused = await runCli(["build", "--out", out, ...flags, a, b, c]);
      expect(refused.code, flags.join(" ")).toBe(1);
      expect(refused.stderr).toContain(said);
      expect(refused.stderr).toContain("usage:");
    }
  });
});
