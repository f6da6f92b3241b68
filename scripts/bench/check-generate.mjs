// The filing check's cost in a typical Generate (issue 36: "the check adds ≤ 10 % to a typical Generate"): the
// bench's typical binder (typical-files.mjs) through the whole `courtready build` command, without a court and with
// `--court tx_harris` (that court's profile applied to the outputs, then every written file checked), rounds
// alternating so a busy moment on the shared machine falls on both. Medians; a measurement, never a test.
//   node scripts/bench/check-generate.mjs   (needs `npm run build`'s CLI and LibreOffice for the office files)
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "./server.mjs";
import { FILES, corpus } from "./typical-files.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// COURTREADY_BENCH_CLI: another build of the CLI (a copy of main's), to measure a change before and after alike.
const cli = process.env.COURTREADY_BENCH_CLI ?? path.join(root, "packages/engine/bin/courtready.mjs");
const files = FILES.map((f) => path.join(corpus, f));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// CPU time (user + system of the build and every tool it waited for) beside wall time, which swings with other work.
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

/** One whole `courtready build` into a fresh folder; its wall and CPU time in seconds. */
function generate(extra) {
  const out = mkdtempSync(path.join(os.tmpdir(), "courtready-bench-generate-"));
  try {
    const command = [process.execPath, cli, "build", "--out", out, ...extra, ...files];
    const t0 = performance.now();
    const run = timeBin
      ? spawnSync(timeBin, ["-f", "%U %S", ...command], { encoding: "utf8", timeout: 600_000 })
      : spawnSync(command[0], command.slice(1), { encoding: "utf8", timeout: 600_000 });
    const wall = (performance.now() - t0) / 1000;
    const [user, system] = timeBin ? run.stderr.trim().split("\n").at(-1).split(" ").map(Number) : [NaN, NaN];
    // Exit 1 with --court is "a blocker was found": the build and its check both ran.
    if (run.status !== 0 && !(extra.length && run.status === 1))
      throw new Error(
        `courtready build ${extra.join(" ")} exited ${run.status}: ${run.stderr.slice(0, 400)}`,
      );
    return { wall, cpu: user + system };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const plain = [];
const court = [];
for (let round = 1; round <= ROUNDS; round++) {
  plain.push(generate([]));
  court.push(generate(["--court", "tx_harris"]));
  process.stderr.write(
    `round ${round}/${ROUNDS}: ${plain.at(-1).wall.toFixed(2)} s (CPU ${plain.at(-1).cpu.toFixed(2)} s), with the court ${court.at(-1).wall.toFixed(2)} s (CPU ${court.at(-1).cpu.toFixed(2)} s)\n`,
  );
}
const [a, b] = [median(plain.map((r) => r.wall)), median(court.map((r) => r.wall))];
const [ca, cb] = [median(plain.map((r) => r.cpu)), median(court.map((r) => r.cpu))];
const added = ((b - a) / a) * 100;
const addedCpu = ((cb - ca) / ca) * 100;
console.log(
  `typical Generate (${files.length} files, whole courtready build, median of ${ROUNDS}): ${a.toFixed(2)} s; with --court tx_harris (profile applied, every file checked) ${b.toFixed(2)} s: +${added.toFixed(1)} % (target ≤ 10 %: ${added <= 10 ? "met" : "NOT met"}); CPU ${ca.toFixed(2)} s → ${cb.toFixed(2)} s: +${addedCpu.toFixed(1)} % (${addedCpu <= 10 ? "met" : "NOT met"})`,
);
