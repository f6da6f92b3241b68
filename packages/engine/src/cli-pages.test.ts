// `courtready build --rotate-page / --remove-page / --page-order` through the real CLI: the binder shows the named
// file's pages as edited, and flags that cannot be used are refused with the usage (exit 1) or, when every page
// would go, with the file's line (exit 2).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf } from "./testing/factories.ts";
import { pdfInfo } from "./testing/converted.ts";
import { pageTexts } from "./testing/pdf.ts";
import { runCli } from "./testing/cli-run.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-pages-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const put = async (name: string, texts: string[]) => {
  const p = path.join(work, name);
  writeFileSync(p, await makePdf(texts.map((text) => ({ text }))));
  return p;
};

describe("courtready build page edits", () => {
  it("turns, removes and reorders the named file's pages", async () => {
    const lease = await put("lease.pdf", ["LEASE one", "LEASE two", "LEASE three", "LEASE four"]);
    const note = await put("note.pdf", ["NOTE one"]);
    const out = path.join(work, "out");
    const { code, stderr } = await runCli([
      "build",
      "--out",
      out,
      "--rotate-page",
      "lease.pdf=1:90",
      "--remove-page",
      "lease.pdf=2,4",
      "--page-order",
      `${lease}=3,1`,
      lease,
      note,
    ]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const binder = readFileSync(path.join(out, "binder.pdf"));
    const texts = pageTexts(binder);
    // Cover, index, lease 3 then 1, the note.
    expect(texts).toHaveLength(5);
    expect(texts[2]).toContain("LEASE three");
    expect(texts[3]).toContain("LEASE one");
    expect(texts[4]).toContain("NOTE one");
    expect(await pdfInfo(binder, 4, 4)).toMatch(/size:\s+792 x 612/);
  });

  it("refuses a flag naming no file, a turn that is not a quarter, and every page removed", async () => {
    const lease = await put("lease2.pdf", ["A", "B"]);
    const out = path.join(work, "refused");
    const run = (...flags: string[]) => runCli(["build", "--out", out, ...flags, lease]);
    const refusals: [string[], number, string][] = [
      [["--remove-page", "other.pdf=1"], 1, '--remove-page names "other.pdf"'],
      [["--rotate-page", "lease2.pdf=1:45"], 1, "90, 180 or 270"],
      [["--remove-page", "lease2.pdf=1,2"], 2, "lease2.pdf: every page of this file would be removed"],
      [["--page-order", "lease2.pdf=3"], 2, "lease2.pdf: page 3 is asked for, but this file has 2 pages"],
    ];
    for (const [flags, code, said] of refusals) {
      const refused = await run(...flags);
      expect(refused.code, flags.join(" ")).toBe(code);
      expect(refused.stderr).toContain(said);
    }
  });
});
