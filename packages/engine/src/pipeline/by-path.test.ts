// Files given by path (issue 40): the same binder as from their bytes, a PDF left on disk for the whole build (qpdf
// pools it from there), a file over the limit refused by its size, and the memory budget counting how each is held.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineErrors } from "../errors.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { filesBothWays } from "../testing/by-path.ts";
import type { FileInMemory, FileOnDisk } from "../types.ts";
import { buildBinder, prepareFiles } from "./build.ts";
import type { BuildOptions } from "./build.ts";
import { build } from "./build-mode.ts";
import { checkFile } from "./inputs.ts";
import { checkMemoryBudget, expectedPeakBytes } from "./memory-budget.ts";

const fonts = loadSystemFonts();
const preparedOn = new Date("2026-11-22T12:00:00Z");
const options: BuildOptions = {
  role: "plaintiff",
  case: { caseName: "Path v. Bytes" },
  batesPrefix: "X",
  preparedOn,
};
const MB = 1024 * 1024;

let dir: string;
let onDisk: FileOnDisk[];
let inMemory: FileInMemory[];
/** A plain PDF (used as it is), an encrypted one (inspected and rewritten), a photo and a text file. */
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "engine-by-path-"));
  ({ onDisk, inMemory } = await filesBothWays(dir));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("files given by path", () => {
  it("make the same binder and exhibits, byte for byte, as the same files given as bytes", async () => {
    const [byPath, byBytes] = await Promise.all([
      buildBinder(onDisk, fonts, options),
      buildBinder(inMemory, fonts, options),
    ]);
    expect(byPath.exhibits.map((e) => [e.label, e.source, e.pages])).toEqual(
      byBytes.exhibits.map((e) => [e.label, e.source, e.pages]),
    );
    expect(Buffer.from(byPath.pdf).equals(Buffer.from(byBytes.pdf))).toBe(true);
    for (const i of byPath.exhibits.keys())
      expect(Buffer.from(byPath.writeExhibit(i)).equals(Buffer.from(byBytes.writeExhibit(i)))).toBe(true);
  });

  it("leave a PDF used as it is on disk, and hold only what a conversion made", async () => {
    const prepared = await prepareFiles(onDisk, fonts, { preparedOn });
    const [plain, locked, photo, note] = prepared.converted;
    // The plain PDF is referred to by path (qpdf pooled it from there); the encrypted one is the rewrite's bytes.
    expect(plain!.content).toMatchObject({ kind: "pdf", pdf: { path: onDisk[0]!.path } });
    expect(plain!.content.kind === "pdf" && plain!.content.pooled).toBeTruthy();
    expect(locked!.content.kind === "pdf" && locked!.content.pdf instanceof Uint8Array).toBe(true);
    expect(locked!.security.length).toBeGreaterThan(0);
    expect(photo!.content.kind).toBe("images");
    expect(note!.content.kind === "pdf" && note!.content.pdf instanceof Uint8Array).toBe(true);
  });

  it("are refused by their size before being read, and a PDF is known from its first bytes", () => {
    const large = path.join(dir, "huge.bin");
    writeFileSync(large, "%PDF-1.7\n");
    truncateSync(large, 40 * MB);
    expect(() => checkFile({ name: "huge.bin", path: large })).toThrow(
      /this file is 40\.0 MB\. The limit is 30\.0 MB/,
    );
    expect(checkFile({ name: "huge.bin", path: large }, 64 * MB)).toBe("pdf");
    expect(checkFile(onDisk[3]!)).toBe("text");
  });
});

describe("the memory budget, for files given by path", () => {
  it("counts a PDF left on disk for less than a file held in memory", () => {
    const [plain] = onDisk;
    expect(expectedPeakBytes([plain!])).toBeLessThan(expectedPeakBytes([inMemory[0]!]));
    expect(expectedPeakBytes([plain!], [false])).toBe(expectedPeakBytes([inMemory[0]!]));
  });

  it("refuses, once converted, a PDF given by path that had to be rewritten and no longer fits", async () => {
    const locked = onDisk[1]!;
    // Room for the file left on disk, not for it held: the check before any work lets it through.
    const budget = Math.round((expectedPeakBytes([locked]) + expectedPeakBytes([locked], [false])) / 2);
    expect(() => checkMemoryBudget([locked], budget)).not.toThrow();
    const refused = await build(
      [locked],
      fonts,
      { ...options, memoryBudgetBytes: budget },
      { kind: "binder" },
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EngineErrors);
    expect((refused as EngineErrors).errors.map((e) => [e.code, e.file])).toEqual([
      ["MEMORY_BUDGET", "statement.pdf"],
    ]);
    // Sized alike for the plain PDF, the budget lets it through: it stays on disk.
    const plain = onDisk[0]!;
    const sized = Math.round((expectedPeakBytes([plain]) + expectedPeakBytes([plain], [false])) / 2);
    await expect(
      build([plain], fonts, { ...options, memoryBudgetBytes: sized }, { kind: "binder" }),
    ).resolves.toMatchObject({ kind: "binder" });
  });
});
