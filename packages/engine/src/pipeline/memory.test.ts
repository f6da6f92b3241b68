// A build's memory (issue 40): a generated 50 MB scan built and split at 25 MB in a process of its own
// (testing/memory-child.ts), whose peak resident memory must stay under the 400 MB budget and under what the budget
// check expects of those files (memory-budget.ts: a build the check lets through must fit); and the check's refusal.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineErrors } from "../errors.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { writeLargeScan } from "../testing/large-scan.ts";
import { build } from "./build-mode.ts";
import { DEFAULT_MEMORY_BUDGET_BYTES, checkMemoryBudget, expectedPeakBytes } from "./memory-budget.ts";

const MB = 1024 * 1024;
const root = path.resolve(import.meta.dirname, "../../../..");

/**
 * The child bundled as the CLI is (third-party packages left to node_modules, hence a folder under it): run from
 * sources, Node's TypeScript transform alone would add some 50 MB to what is measured.
 */
async function bundledChild(): Promise<string> {
  const dir = path.join(root, "node_modules/.cache/courtready-memory-test");
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `memory-child-${process.pid}.mjs`);
  await esbuild({
    entryPoints: [path.join(import.meta.dirname, "../testing/memory-child.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "error",
    plugins: [
      {
        name: "third-party-external",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@courtready/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

/** The scan's size: modest for the suite; the bench builds 120 MB (scripts/bench/large-scan.mjs). */
const SCAN_MB = 50;

describe("a large scan's build, in a process of its own", () => {
  let dir: string;
  let files: string[];
  let child: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "engine-memory-"));
    files = [path.join(dir, "lease.txt"), path.join(dir, "scan.pdf"), path.join(dir, "notice.txt")];
    writeFileSync(files[0]!, "Lease agreement\nRent is due on the first of the month.\n");
    await writeLargeScan(files[1]!, SCAN_MB * MB, 16);
    writeFileSync(files[2]!, "Notice to vacate\n");
    child = await bundledChild();
  }, 120_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(child, { force: true });
  });

  it("stays under the budget and under what the budget check expects, split into volumes of 20 MB", () => {
    const run = spawnSync(process.execPath, [child, path.join(dir, "out"), "20", ...files], {
      encoding: "utf8",
      timeout: 240_000,
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const measured = JSON.parse(run.stdout) as { peakBytes: number; pages: number; volumes: number };
    expect(measured.pages).toBe(16 + 4);
    expect(measured.volumes).toBeGreaterThanOrEqual(3);
    const inputs = files.map((f) => ({ name: path.basename(f), path: f }));
    expect(measured.peakBytes).toBeGreaterThan(100 * MB);
    expect(measured.peakBytes).toBeLessThan(DEFAULT_MEMORY_BUDGET_BYTES);
    expect(measured.peakBytes).toBeLessThan(expectedPeakBytes(inputs));
  }, 240_000);
});

describe("the memory budget", () => {
  // Memory that is never touched: the zeroed pages are not resident, so the test itself stays small.
  const large = { name: "medical-record.pdf", bytes: new Uint8Array(120 * MB) };
  const small = { name: "lease.txt", bytes: new Uint8Array(Buffer.from("Lease\n")) };

  it("refuses, before any work, a build its files say cannot fit, naming the largest file and what to do", async () => {
    const fonts = loadSystemFonts();
    const options = {
      role: "plaintiff" as const,
      case: { caseName: "A v. B", caseNumber: "1", courtName: "Court" },
      preparedOn: new Date("2026-11-22T12:00:00Z"),
      memoryBudgetBytes: DEFAULT_MEMORY_BUDGET_BYTES,
    };
    const refused = await build([small, large], fonts, options, { kind: "binder" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EngineErrors);
    const [error] = (refused as EngineErrors).errors;
    expect(error!.code).toBe("MEMORY_BUDGET");
    expect(error!.file).toBe("medical-record.pdf");
    expect(error!.reason).toMatch(
      /this file is 120 MB\. Building it .* more than the 400 MB .* Split it into smaller PDFs/,
    );
  });

  it("lets through what fits, and anything when no budget is set", () => {
    expect(() => checkMemoryBudget([small], DEFAULT_MEMORY_BUDGET_BYTES)).not.toThrow();
    expect(() => checkMemoryBudget([small, large], 2048 * MB)).not.toThrow();
    expect(() => checkMemoryBudget([small, large], DEFAULT_MEMORY_BUDGET_BYTES)).toThrow(EngineErrors);
  });
});
