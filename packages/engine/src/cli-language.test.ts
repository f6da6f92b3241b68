// `courtready build --enhanced --language es`: the quality report in Spanish, the binder the English build's, and a
// language the kit does not speak (or one given without --enhanced) refused as a usage error.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { KIT_FILES } from "@courtready/contracts";
import { main } from "./cli.ts";
import { makePdf } from "./testing/factories.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-language-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the CLI quietly; its exit code and what it wrote on stderr. */
async function cli(argv: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    return { code: await main(argv), stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe("courtready build --language", () => {
  it("writes the kit's quality report in Spanish and the same binder as an English build", async () => {
    const file = path.join(work, "ledger.pdf");
    writeFileSync(file, await makePdf([{ text: "SSN 123-45-6789 on file" }]));
    const common = ["build", "--enhanced", "--case-number", "24-SC-1"];
    const [en, es] = [path.join(work, "en"), path.join(work, "es")];
    // The CLI stamps the binder with the time it runs (its creation date): one fixed clock for both runs, or a
    // second ticking between them would make the two binders differ by their dates alone.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T12:00:00Z"));
    try {
      expect((await cli([...common, "--out", en, file])).code).toBe(0);
      expect((await cli([...common, "--language", "es", "--out", es, file])).code).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    const report = (dir: string) => readFileSync(path.join(dir, KIT_FILES.reportHtml), "utf8");
    expect(report(es)).toContain('<html lang="es">');
    expect(report(es)).toContain("puede mostrar un número de Seguro Social completo");
    expect(report(en)).toContain("may show a full Social Security number");
    expect(readFileSync(path.join(es, "binder.pdf"))).toEqual(readFileSync(path.join(en, "binder.pdf")));
  });

  it("refuses a language it does not speak, and --language without --enhanced", async () => {
    const file = path.join(work, "a.pdf");
    writeFileSync(file, await makePdf([{ text: "A" }]));
    const fr = await cli(["build", "--enhanced", "--language", "fr", "--out", path.join(work, "fr"), file]);
    expect(fr.code).toBe(1);
    expect(fr.stderr).toContain("--language must be one of en, es");
    const plain = await cli(["build", "--language", "es", "--out", path.join(work, "plain"), file]);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain("--language is part of the enhanced kit: add --enhanced");
  });
});
