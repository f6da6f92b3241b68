// `courtready build --compress-scans` through the real CLI: two 600-dpi scans over a 3 MB limit come as volumes
// without it and as one binder with it, the sizes before and after reported, the files on disk untouched.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeScannedPdf } from "./testing/factories.ts";
import { runCli, runCliOk } from "./testing/cli-run.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-compress-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

describe("courtready build --compress-scans", () => {
  it("fits two 600-dpi scans under the limit in one binder instead of volumes", async () => {
    // Each about 2 MB: 1,800 px over 3 inches.
    const files = [];
    for (const seed of [1, 2]) {
      const file = path.join(work, `scan-${seed}.pdf`);
      writeFileSync(file, await makeScannedPdf(1800, 3, seed));
      files.push(file);
    }
    const hashes = files.map(sha);
    const before = files.reduce((n, f) => n + statSync(f).size, 0);

    const split = path.join(work, "split");
    await runCliOk(["build", "--out", split, "--max-size-mb", "3", ...files]);
    expect(existsSync(path.join(split, "binder-volume-2.pdf"))).toBe(true);

    const small = path.join(work, "small");
    const { code, stdout, stderr } = await runCli([
      "build",
      "--out",
      small,
      "--max-size-mb",
      "3",
      "--compress-scans",
      "--json",
      ...files,
    ]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const summary = JSON.parse(stdout) as {
      volumes?: unknown[];
      compression: { beforeBytes: number; afterBytes: number; files: { pictures: number }[] };
    };
    expect(summary.volumes).toBeUndefined();
    expect(existsSync(path.join(small, "binder.pdf"))).toBe(true);
    expect(statSync(path.join(small, "binder.pdf")).size).toBeLessThan(3 * 1024 * 1024);
    expect(summary.compression.beforeBytes).toBe(before);
    expect(summary.compression.afterBytes).toBeLessThan(before / 2);
    expect(summary.compression.files.map((f) => f.pictures)).toEqual([1, 1]);
    // The person's files are exactly what they were.
    expect(files.map(sha)).toEqual(hashes);

    const text = await runCliOk(["build", "--out", small, "--compress-scans", ...files]);
    expect(text).toMatch(
      /Scans made smaller: \d+\.\d MB before, \d+\.\d MB after \(2 pictures re-encoded at 200 dpi\)/,
    );
  });
});
